// The calling convention: parameter types, their lowering to OpenCL
// arguments and the marshalled values. No device needed.
#include "runtime/CallingConvention.h"

#include <doctest/doctest.h>

#include <cstring>

using namespace spvkit::runtime;

namespace {
ParamType parse(std::string_view s) {
  auto t = parseParamType(s);
  REQUIRE_MESSAGE(t.ok(), (t.ok() ? std::string() : t.error().str()));
  return *t;
}

std::string lowered(std::string_view s) {
  ParamType t = parse(s);
  return abiSignature(std::span<const ParamType>(&t, 1));
}

int64_t i64At(const std::vector<std::byte>& b, size_t i) {
  int64_t v;
  std::memcpy(&v, b.data() + i * 8, 8);
  return v;
}

void* ptrAt(const std::vector<std::byte>& b, size_t i) {
  void* v;
  std::memcpy(&v, b.data() + i * sizeof(void*), sizeof(void*));
  return v;
}

// Fake device memory: marshal never dereferences handles.
DataRef fakeBuffer(uintptr_t id, size_t bytes = 0) {
  return {DataRef::Kind::Buffer, reinterpret_cast<void*>(id), bytes};
}
DataRef fakeSvm(uintptr_t id, size_t bytes = 0) {
  return {DataRef::Kind::Svm, reinterpret_cast<void*>(id), bytes};
}
} // namespace

TEST_CASE("parameter types parse and print") {
  for (std::string_view s :
       {"f32", "index", "c64", "bf16", "memref<f32x?x4>", "memref<f32x?x4,strided<1,?>>",
        "memref<i8>", "memref<indexx4x?>", "group<memref<f64x8x8>x?>",
        "group<memref<f32x?,strided<?>>x16, offset: ?>", "group<memref<c32x?>x?, offset: 3>"})
    CHECK(toString(parse(s)) == s);
  CHECK(toString(parse(" memref< f32 x ? x 4 , strided< 1 , ? > > ")) ==
        "memref<f32x?x4,strided<1,?>>");
  CHECK(toString(parse("group<memref<f32x4>x2, offset: 0>")) == "group<memref<f32x4>x2>");
  CHECK(parseGroupType("group<memref<f32x4>x2>")->size == 2);
  CHECK(parseMemRefType("group<memref<f32x4>x2>").error().message ==
        "\"group<memref<f32x4>x2>\" is not a memref type");
  CHECK(parseGroupType("f32").error().call == "parseGroupType");

  auto m = *parseMemRefType("memref<f64x?x4>");
  CHECK(m.element == ScalarType::F64);
  CHECK(m.shape == std::vector<int64_t>{kDynamic, 4});
  CHECK(m.stride.empty());

  for (std::string_view bad :
       {"f33", "memref<f32x>", "memref<f32x4x4,strided<1>>", "memref<f32x4", "group<memref<f32x4>>",
        "group<memref<f32x4>x2, offset 1>", "memref<f32x-1>", "f32 f32", ""}) {
    auto r = parseParamType(bad);
    CHECK_MESSAGE(!r.ok(), bad);
    if (!r.ok()) {
      CHECK(r.error().call == "parseParamType");
      CHECK(r.error().codeName() == "CL_INVALID_VALUE");
    }
  }
}

TEST_CASE("packed layout: strides are dynamic after a dynamic mode") {
  auto strides = [](std::string_view s) { return std::get<MemRefType>(parse(s)).strides(); };
  CHECK(strides("memref<f32x5x6x7>") == std::vector<int64_t>{1, 5, 30});
  CHECK(strides("memref<f32x?x4>") == std::vector<int64_t>{1, kDynamic});
  CHECK(strides("memref<f32x4x?x3>") == std::vector<int64_t>{1, 4, kDynamic});
  CHECK(strides("memref<f32x4x?,strided<2,9>>") == std::vector<int64_t>{2, 9});
  CHECK(strides("memref<f32>").empty());
}

TEST_CASE("lowering by the calling convention") {
  CHECK(lowered("f32") == "f32 value");
  CHECK(lowered("c32") == "c32 value");
  CHECK(lowered("memref<f32x16x16>") == "global f32* data");
  // One i64 per '?' in the shape, then per '?' in the stride.
  CHECK(lowered("memref<f32x?x4,strided<1,?>>") == "global f32* data, i64 shape[0], i64 stride[1]");
  // The packed layout of memref<f32x?x4> is strided<1,?>: the same list.
  CHECK(lowered("memref<f32x?x4>") == "global f32* data, i64 shape[0], i64 stride[1]");
  CHECK(lowered("memref<f32x4x?>") == "global f32* data, i64 shape[1]");
  CHECK(lowered("memref<f64x?x?>") ==
        "global f64* data, i64 shape[0], i64 shape[1], i64 stride[1]");
  CHECK(lowered("memref<i8x8x?,strided<?,?>>") ==
        "global i8* data, i64 shape[1], i64 stride[0], i64 stride[1]");
  // Groups: pointer table, per-'?' arrays, then size and offset if dynamic.
  CHECK(lowered("group<memref<f32x8>x4>") == "global f32* global* pointers");
  CHECK(lowered("group<memref<f32x?x4>x?, offset: ?>") ==
        "global f32* global* pointers, global i64* shape[0], global i64* stride[1], i64 size, "
        "i64 offset");
  CHECK(lowered("group<memref<f32x?>x4, offset: ?>") ==
        "global f32* global* pointers, global i64* shape[0], i64 offset");

  auto abi = lowerParam(parse("memref<f32x?x4,strided<1,?>>"));
  REQUIRE(abi.size() == 3);
  CHECK(abi[0].kind == AbiArg::Kind::Pointer);
  CHECK(abi[0].type == ScalarType::F32);
  CHECK(abi[1].kind == AbiArg::Kind::Value);
  CHECK(abi[1].type == ScalarType::I64);
  CHECK(abi[2].role == "stride[1]");

  std::vector<ParamType> sig = {parse("f32"), parse("memref<f32x?>"), parse("index")};
  CHECK(abiSignature(sig) == "f32 value, global f32* data, i64 shape[0], index value");
}

TEST_CASE("scalar values") {
  CHECK(sizeOf(ScalarType::C64) == 16);
  CHECK(sizeOf(ScalarType::F16) == 2);
  CHECK(sizeOf(ScalarType::Index) == 8);
  std::vector<Arg> args = {int8_t(-3),
                           int16_t(1000),
                           3.5f,
                           2.25,
                           std::complex<float>(1.5f, -2.0f),
                           std::complex<double>(0.5, 4.0),
                           ScalarValue::index(7),
                           ScalarValue::f16Bits(0x3c00),
                           int64_t(-9)};
  auto m = marshal(args);
  REQUIRE(m.ok());
  REQUIRE(m->args.size() == args.size());
  for (auto& a : m->args) CHECK(a.kind == HostArg::Kind::Value);
  CHECK(m->args[0].bytes.size() == 1);
  CHECK(int8_t(m->args[0].bytes[0]) == -3);
  CHECK(m->args[1].bytes.size() == 2);
  float f;
  std::memcpy(&f, m->args[2].bytes.data(), 4);
  CHECK(f == 3.5f);
  CHECK(m->args[4].bytes.size() == 8);
  float c[2];
  std::memcpy(c, m->args[4].bytes.data(), 8);
  CHECK(c[0] == 1.5f);
  CHECK(c[1] == -2.0f);
  CHECK(m->args[5].bytes.size() == 16);
  CHECK(i64At(m->args[6].bytes, 0) == 7);
  CHECK(m->args[7].bytes.size() == 2);
  CHECK(i64At(m->args[8].bytes, 0) == -9);
  CHECK(m->args[0].role == "arg 0 value");

  // index and i64 are interchangeable; other mismatches are errors.
  CHECK(marshal(std::vector<Arg>{Arg(std::get<MemRefType>(parse("memref<f32>")),
                                     MemRefValue{fakeBuffer(1), {}, {}})})
            .ok());
  Arg wrong(ScalarValue(1.0f));
  wrong.type = ScalarType::F64;
  auto r = marshal(std::span<const Arg>(&wrong, 1));
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().codeName() == "CL_INVALID_ARG_VALUE");
  CHECK(r.error().message.find("argument 0 (f64): the value is a f32") != std::string::npos);
  Arg idx(ScalarValue(int64_t(5)));
  idx.type = ScalarType::Index;
  CHECK(marshal(std::span<const Arg>(&idx, 1)).ok());
}

TEST_CASE("memref values: the dynamic sizes and strides are passed") {
  auto t = std::get<MemRefType>(parse("memref<f32x?x4,strided<1,?>>"));
  std::vector<Arg> args = {memref(t, fakeBuffer(0x1000, 40 * 4 * 4), {37, 4}, {1, 40})};
  auto m = marshal(args);
  REQUIRE_MESSAGE(m.ok(), (m.ok() ? "" : m.error().str()));
  REQUIRE(m->args.size() == 3);
  CHECK(m->args[0].kind == HostArg::Kind::Buffer);
  CHECK(m->args[0].handle == reinterpret_cast<void*>(0x1000));
  CHECK(i64At(m->args[1].bytes, 0) == 37);
  CHECK(i64At(m->args[2].bytes, 0) == 40);
  CHECK(m->args[2].role == "arg 0 stride[1]");
  CHECK(m->indirectSvm.empty());

  // No stride given: the packed layout of the value's shape (stride[1] = 37).
  auto packed = std::get<MemRefType>(parse("memref<f32x?x4>"));
  m = marshal(std::vector<Arg>{memref(packed, fakeSvm(0x2000), {37, 4})});
  REQUIRE(m.ok());
  CHECK(m->args[0].kind == HostArg::Kind::Svm);
  CHECK(i64At(m->args[2].bytes, 0) == 37);

  auto err = [&](Arg a) {
    auto r = marshal(std::span<const Arg>(&a, 1));
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().codeName() == "CL_INVALID_ARG_VALUE");
    return r.error().message;
  };
  CHECK(err(memref(t, fakeBuffer(1), {37, 5}, {1, 40}))
            .find("mode 1 has size 5 but the type "
                  "says 4") != std::string::npos);
  CHECK(err(memref(t, fakeBuffer(1), {37, 4}, {2, 40})).find("mode 0 has stride 2") !=
        std::string::npos);
  CHECK(err(memref(t, fakeBuffer(1), {37})).find("1 mode sizes, the type 2") != std::string::npos);
  CHECK(err(memref(t, DataRef{}, {37, 4}, {1, 40})).find("no memory") != std::string::npos);
  // (37-1)*1 + (4-1)*40 + 1 = 157 floats = 628 bytes > 600.
  CHECK(err(memref(t, fakeBuffer(1, 600), {37, 4}, {1, 40})).find("spans 628 bytes") !=
        std::string::npos);
  CHECK(marshal(std::vector<Arg>{memref(t, fakeBuffer(1, 628), {37, 4}, {1, 40})}).ok());
  CHECK(err(Arg(t, MemRefValue{})).find("argument 0 (memref<f32x?x4,strided<1,?>>)") == 0);
}

TEST_CASE("group values: pointer table, per-member arrays, size and offset") {
  auto g = std::get<GroupType>(parse("group<memref<f32x?x4>x?, offset: ?>"));
  GroupValue v;
  for (int i = 0; i < 5; ++i)
    v.members.push_back(MemRefValue{fakeSvm(0x100 * (i + 1)), {10 + i, 4}, {}});
  v.offset = 1;
  v.size = 3;
  std::vector<Arg> args = {Arg(g, v), 2.0f};
  auto m = marshal(args);
  REQUIRE_MESSAGE(m.ok(), (m.ok() ? "" : m.error().str()));
  // pointers, shape[0] array, stride[1] array, size, offset, then the f32.
  REQUIRE(m->args.size() == 6);
  auto& table = m->args[0];
  CHECK(table.kind == HostArg::Kind::NewBuffer);
  REQUIRE(table.bytes.size() == 5 * sizeof(void*));
  CHECK(ptrAt(table.bytes, 0) == reinterpret_cast<void*>(0x100));
  CHECK(ptrAt(table.bytes, 4) == reinterpret_cast<void*>(0x500));
  CHECK(m->args[1].kind == HostArg::Kind::NewBuffer);
  CHECK(m->args[1].role == "arg 0 shape[0]");
  REQUIRE(m->args[1].bytes.size() == 5 * 8);
  CHECK(i64At(m->args[1].bytes, 0) == 10);
  CHECK(i64At(m->args[1].bytes, 4) == 14);
  CHECK(i64At(m->args[2].bytes, 3) == 13); // packed: stride[1] = shape[0]
  CHECK(i64At(m->args[3].bytes, 0) == 3);
  CHECK(i64At(m->args[4].bytes, 0) == 1);
  CHECK(m->args[5].role == "arg 1 value");
  CHECK(m->indirectSvm.size() == 5);

  // size -1: all members (the offset counts elements, not table entries).
  v.size = -1;
  m = marshal(std::vector<Arg>{Arg(g, v)});
  REQUIRE(m.ok());
  CHECK(i64At(m->args[3].bytes, 0) == 5);

  auto err = [&](GroupType t, GroupValue val) {
    auto r = marshal(std::vector<Arg>{Arg(t, val)});
    REQUIRE_FALSE(r.ok());
    return r.error().message;
  };
  GroupValue tooFew = v;
  tooFew.size = 6;
  CHECK(err(g, tooFew).find("the group size is 6 but the value has 5 members") !=
        std::string::npos);
  // Every member's memory must hold the offset plus the memref: 40 f32 + 1.
  GroupValue small = v;
  small.members[0].data = fakeSvm(0x100, 40 * 4);
  CHECK(err(g, small).find("member 0: the memref spans 164 bytes (with the group offset)") !=
        std::string::npos);
  small.members[0].data = fakeSvm(0x100, 41 * 4);
  CHECK(marshal(std::vector<Arg>{Arg(g, small)}).ok());
  GroupValue notSvm = v;
  notSvm.members[2].data = fakeBuffer(7);
  CHECK(err(g, notSvm).find("member 2: group members must be SVM") != std::string::npos);
  auto fixed = std::get<GroupType>(parse("group<memref<f32x?x4>x2>"));
  GroupValue off = v;
  off.size = 2;
  CHECK(err(fixed, off).find("the offset is 1 but the type says 0") != std::string::npos);
  off.offset = 0;
  off.size = 3;
  CHECK(err(fixed, off).find("the group size is 3 but the type says 2") != std::string::npos);
  off.size = 2;
  m = marshal(std::vector<Arg>{Arg(fixed, off)});
  REQUIRE(m.ok());
  CHECK(m->args.size() == 3); // pointers, shape[0], stride[1]
  GroupValue badShape = v;
  badShape.members[1].shape = {10, 5};
  CHECK(err(g, badShape).find("member 1: mode 1 has size 5") != std::string::npos);
}

TEST_CASE("group values: members of one layout are each still checked") {
  // Members with the layout of the member before them take a shorter path;
  // a member that differs only in its memory or its pointer is still caught.
  auto g = std::get<GroupType>(parse("group<memref<f32x8x4>x?>"));
  GroupValue v;
  for (int i = 0; i < 6; ++i)
    v.members.push_back(MemRefValue{fakeSvm(0x100 * (i + 1), 128), {8, 4}, {}});
  auto m = marshal(std::vector<Arg>{Arg(g, v)});
  REQUIRE_MESSAGE(m.ok(), (m.ok() ? "" : m.error().str()));
  REQUIRE(m->args[0].bytes.size() == 6 * sizeof(void*));
  auto err = [&](GroupValue val) {
    auto r = marshal(std::vector<Arg>{Arg(g, val)});
    REQUIRE_FALSE(r.ok());
    return r.error().message;
  };
  GroupValue small = v;
  small.members[4].data = fakeSvm(0x500, 124);
  CHECK(err(small).find("member 4: the memref spans 128 bytes") != std::string::npos);
  GroupValue none = v;
  none.members[3].data = fakeSvm(0, 128);
  CHECK(err(none).find("member 3: no memory given") != std::string::npos);
  GroupValue unsized = v; // memory of unknown size after a sized member
  unsized.members[5].data = fakeSvm(0x600);
  CHECK(marshal(std::vector<Arg>{Arg(g, unsized)}).ok());
}
