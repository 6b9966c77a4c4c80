// The push-constant layout of the Vulkan calling convention (runtime/PushConstants.h):
// offsets, sizes, widened small scalars, group tables; no device needed.
#include "runtime/PushConstants.h"

#include <doctest/doctest.h>

#include <cstring>

using namespace spvkit::runtime;

namespace {
ParamType type(const char* s) {
  auto t = parseParamType(s);
  REQUIRE_MESSAGE(t.ok(), s);
  return *t;
}
template <class T>
T at(const PushBlock& b, size_t offset) {
  T v;
  REQUIRE(offset + sizeof(T) <= b.bytes.size());
  std::memcpy(&v, b.bytes.data() + offset, sizeof(T));
  return v;
}
DataRef addr(uint64_t a, size_t bytes) {
  return {DataRef::Kind::DeviceAddress, reinterpret_cast<void*>(uintptr_t(a)), bytes};
}
} // namespace

TEST_CASE("every member at the next offset aligned to its size") {
  std::vector<ParamType> params{type("i8"),  type("f32"),  type("memref<f32x?x4>"),
                                type("c64"), type("bool"), type("c32"),
                                type("f16"), type("index")};
  uint32_t size = 0;
  auto layout = pushLayout(params, &size);
  std::vector<std::pair<uint32_t, uint32_t>> got;
  for (auto& m : layout) got.push_back({m.offset, m.size});
  // i8 @0 (4), f32 @4, data @8, shape[0] @16, stride[1] @24 (packed: 1, ?),
  // c64 @32 (16, aligned 16), bool @48, c32 @56, f16 @64, index @72.
  std::vector<std::pair<uint32_t, uint32_t>> want{{0, 4},   {4, 4},  {8, 8},  {16, 8}, {24, 8},
                                                  {32, 16}, {48, 4}, {56, 8}, {64, 4}, {72, 8}};
  CHECK(got == want);
  CHECK(size == 80);
}

TEST_CASE("values: sign-extended small integers, 0/1 bools, raw f16 bits, addresses") {
  std::vector<Arg> args{Arg(int8_t(-3)),
                        Arg(int16_t(-300)),
                        Arg(true),
                        Arg(ScalarValue::f16Bits(0x3c00)),
                        memref(parseMemRefType("memref<f32x?>").value(), addr(0x1000, 64), {16}),
                        Arg(2.5)};
  auto b = marshalPushConstants(args);
  REQUIRE_MESSAGE(b.ok(), b.error().str());
  CHECK(at<int32_t>(*b, 0) == -3);
  CHECK(at<int32_t>(*b, 4) == -300);
  CHECK(at<uint32_t>(*b, 8) == 1);
  CHECK(at<uint32_t>(*b, 12) == 0x3c00);
  CHECK(at<uint64_t>(*b, 16) == 0x1000);
  CHECK(at<int64_t>(*b, 24) == 16);
  CHECK(at<double>(*b, 32) == 2.5);
  CHECK(b->bytes.size() == 40);
  CHECK(b->tables.empty());
}

TEST_CASE("a group: its table and per-member values are uploaded, their addresses patched") {
  GroupType gt = parseGroupType("group<memref<f32x?>x?, offset: ?>").value();
  GroupValue gv;
  gv.members = {MemRefValue{addr(0x100, 64), {8}, {}}, MemRefValue{addr(0x200, 64), {12}, {}}};
  gv.offset = 2;
  std::vector<Arg> args{Arg(gt, gv)};
  auto b = marshalPushConstants(args);
  REQUIRE_MESSAGE(b.ok(), b.error().str());
  // pointers @0, shape[0] table @8, size @16, offset @24
  REQUIRE(b->tables.size() == 2);
  CHECK(b->tables[0].offset == 0);
  CHECK(b->tables[1].offset == 8);
  uint64_t table[2];
  std::memcpy(table, b->tables[0].data.data(), 16);
  CHECK(table[0] == 0x100);
  CHECK(table[1] == 0x200);
  int64_t shapes[2];
  std::memcpy(shapes, b->tables[1].data.data(), 16);
  CHECK(shapes[0] == 8);
  CHECK(shapes[1] == 12);
  CHECK(at<int64_t>(*b, 16) == 2);
  CHECK(at<int64_t>(*b, 24) == 2);
}

TEST_CASE("OpenCL memory and mismatched values are refused") {
  MemRefType t = parseMemRefType("memref<f32x4>").value();
  int dummy = 0;
  std::vector<Arg> cl{memref(t, DataRef{DataRef::Kind::Buffer, &dummy, 16}, {4})};
  auto b = marshalPushConstants(cl);
  REQUIRE(!b.ok());
  CHECK(b.error().message.find("OpenCL memory") != std::string::npos);
  std::vector<Arg> small{memref(t, addr(0x10, 8), {4})};
  CHECK(!marshalPushConstants(small).ok());
}
