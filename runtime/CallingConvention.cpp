// Kernel parameter types, their text form, lowering and marshalling.
#include "runtime/CallingConvention.h"

#include "ir/tensor/CallingConvention.h"

#include <CL/cl.h>

#include <cctype>
#include <charconv>
#include <optional>

namespace spvkit::runtime {

namespace {
constexpr std::string_view kScalarNames[] = {"i8",   "i16", "i32", "i64", "index", "f16",
                                             "bf16", "f32", "f64", "c32", "c64",   "bool"};
constexpr size_t kScalarSizes[] = {1, 2, 4, 8, 8, 2, 2, 4, 8, 8, 16, 1};
static_assert(std::size(kScalarNames) == size_t(ScalarType::Bool) + 1 &&
              std::size(kScalarSizes) == std::size(kScalarNames));

bool isDyn(int64_t v) {
  return v == kDynamic;
}

std::string dimStr(int64_t v) {
  return isDyn(v) ? "?" : std::to_string(v);
}

Error argError(std::string message) {
  return Error{CL_INVALID_ARG_VALUE, "marshal", std::move(message), {}};
}

// --- parser -------------------------------------------------------------------
class Parser {
public:
  explicit Parser(std::string_view s) : s_(s) {}

  Result<ParamType> param() {
    skipSpace();
    if (eat("memref")) {
      auto m = memref();
      if (!m) return std::move(m).error();
      return ParamType(std::move(*m));
    }
    if (eat("group")) {
      auto g = group();
      if (!g) return std::move(g).error();
      return ParamType(std::move(*g));
    }
    auto t = scalar();
    if (!t) return fail("expected a scalar type, memref<...> or group<...>");
    return ParamType(*t);
  }
  Result<void> end() {
    skipSpace();
    if (pos_ != s_.size()) return fail("unexpected text");
    return {};
  }

private:
  Error fail(std::string_view what) const {
    return Error{CL_INVALID_VALUE,
                 "parseParamType",
                 std::string(what) + " at offset " + std::to_string(pos_) + " of \"" +
                     std::string(s_) + "\"",
                 {}};
  }
  void skipSpace() {
    while (pos_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[pos_]))) ++pos_;
  }
  bool eat(std::string_view w) {
    skipSpace();
    if (s_.substr(pos_, w.size()) != w) return false;
    pos_ += w.size();
    return true;
  }
  std::optional<ScalarType> scalar() {
    skipSpace();
    // Longest match first so that "i64" is not read as "i6"... and "index" wins.
    size_t best = 0;
    std::optional<ScalarType> t;
    for (size_t i = 0; i < std::size(kScalarNames); ++i) {
      auto n = kScalarNames[i];
      if (s_.substr(pos_, n.size()) == n && n.size() > best) {
        best = n.size();
        t = static_cast<ScalarType>(i);
      }
    }
    pos_ += best;
    return t;
  }
  std::optional<int64_t> dim() {
    skipSpace();
    if (pos_ < s_.size() && s_[pos_] == '?') {
      ++pos_;
      return kDynamic;
    }
    int64_t v = 0;
    auto [p, ec] = std::from_chars(s_.data() + pos_, s_.data() + s_.size(), v);
    if (ec != std::errc() || v < 0) return std::nullopt;
    pos_ = static_cast<size_t>(p - s_.data());
    return v;
  }
  Result<MemRefType> memref() {
    MemRefType m;
    if (!eat("<")) return fail("expected '<'");
    auto t = scalar();
    if (!t) return fail("expected an element type");
    if (*t == ScalarType::Bool) return fail("a memref element cannot be bool");
    m.element = *t;
    while (eat("x")) {
      auto d = dim();
      if (!d) return fail("expected a mode size or '?'");
      m.shape.push_back(*d);
    }
    if (eat(",")) {
      if (!eat("strided") || !eat("<")) return fail("expected strided<...>");
      if (!eat(">")) {
        do {
          auto d = dim();
          if (!d) return fail("expected a stride or '?'");
          m.stride.push_back(*d);
        } while (eat(","));
        if (!eat(">")) return fail("expected '>'");
      }
      if (m.stride.size() != m.shape.size()) return fail("the stride must have one entry per mode");
    }
    if (!eat(">")) return fail("expected '>'");
    return m;
  }
  Result<GroupType> group() {
    GroupType g;
    if (!eat("<") || !eat("memref")) return fail("expected '<memref'");
    auto m = memref();
    if (!m) return std::move(m).error();
    g.memref = std::move(*m);
    if (!eat("x")) return fail("expected 'x' and the group size");
    auto n = dim();
    if (!n) return fail("expected the group size or '?'");
    g.size = *n;
    if (eat(",")) {
      if (!eat("offset") || !eat(":")) return fail("expected 'offset:'");
      auto o = dim();
      if (!o) return fail("expected the offset or '?'");
      g.offset = *o;
    }
    if (!eat(">")) return fail("expected '>'");
    return g;
  }

  std::string_view s_;
  size_t pos_ = 0;
};

std::string memrefStr(const MemRefType& m) {
  std::string s = "memref<" + std::string(name(m.element));
  for (auto d : m.shape) s += "x" + dimStr(d);
  if (!m.stride.empty()) {
    s += ",strided<";
    for (size_t i = 0; i < m.stride.size(); ++i) s += (i ? "," : "") + dimStr(m.stride[i]);
    s += ">";
  }
  return s + ">";
}

// Dynamic entries of shape, then of stride, with their roles: the i64
// arguments of the calling convention (ir/tensor/CallingConvention.h).
struct DynEntry {
  bool isStride;
  size_t mode;
  std::string role() const {
    return (isStride ? "stride[" : "shape[") + std::to_string(mode) + "]";
  }
};
static_assert(kDynamic == tensor::abi::kDynamic);
using Slot = tensor::abi::Slot;
std::vector<Slot> slotsOf(const ParamType& type) {
  if (std::get_if<ScalarType>(&type)) return tensor::abi::scalarSlots();
  if (auto* m = std::get_if<MemRefType>(&type))
    return tensor::abi::memrefSlots(m->shape, m->strides());
  auto& g = std::get<GroupType>(type);
  return tensor::abi::groupSlots(g.memref.shape, g.memref.strides(), g.size, g.offset);
}
std::vector<DynEntry> dynamicEntries(const MemRefType& m) {
  std::vector<DynEntry> out;
  for (const Slot& slot : tensor::abi::memrefSlots(m.shape, m.strides()))
    if (slot.role == Slot::Role::Shape || slot.role == Slot::Role::Stride)
      out.push_back({slot.role == Slot::Role::Stride, slot.mode});
  return out;
}

template <class T>
void appendBytes(std::vector<std::byte>& v, const T& x) {
  size_t at = v.size();
  v.resize(at + sizeof(T));
  std::memcpy(v.data() + at, &x, sizeof(T));
}

std::vector<std::byte> i64Bytes(int64_t x) {
  std::vector<std::byte> v;
  appendBytes(v, x);
  return v;
}

// Checks a memref value against its type; returns its concrete stride.
// `elementOffset` elements before element 0 must be in the memory too (the
// offset of a group).
Result<std::vector<int64_t>> checkMemRef(const MemRefType& t, const MemRefValue& v,
                                         const std::string& what, int64_t elementOffset = 0) {
  if (v.data.kind == DataRef::Kind::None || !v.data.handle)
    return argError(what + ": no memory given");
  if (v.shape.size() != t.shape.size())
    return argError(what + ": the value has " + std::to_string(v.shape.size()) +
                    " mode sizes, the type " + std::to_string(t.shape.size()));
  MemRefType concrete{t.element, v.shape, v.stride};
  auto stride = concrete.strides();
  if (stride.size() != t.shape.size())
    return argError(what + ": the value has " + std::to_string(v.stride.size()) +
                    " strides, the type " + std::to_string(t.shape.size()));
  auto ts = t.strides();
  for (size_t i = 0; i < t.shape.size(); ++i) {
    if (v.shape[i] < 0 || stride[i] < 0)
      return argError(what + ": negative size or stride in mode " + std::to_string(i));
    if (!isDyn(t.shape[i]) && t.shape[i] != v.shape[i])
      return argError(what + ": mode " + std::to_string(i) + " has size " +
                      std::to_string(v.shape[i]) + " but the type says " +
                      std::to_string(t.shape[i]));
    if (!isDyn(ts[i]) && ts[i] != stride[i])
      return argError(what + ": mode " + std::to_string(i) + " has stride " +
                      std::to_string(stride[i]) + " but the type says " + std::to_string(ts[i]));
  }
  if (v.data.bytes) {
    bool empty = false;
    uint64_t last = 0;
    for (size_t i = 0; i < v.shape.size(); ++i) {
      if (v.shape[i] == 0)
        empty = true;
      else
        last += static_cast<uint64_t>(v.shape[i] - 1) * static_cast<uint64_t>(stride[i]);
    }
    uint64_t need =
        empty ? 0 : (static_cast<uint64_t>(elementOffset) + last + 1) * sizeOf(t.element);
    if (need > v.data.bytes)
      return argError(what + ": the memref spans " + std::to_string(need) + " bytes" +
                      (elementOffset ? " (with the group offset)" : "") + " but its memory has " +
                      std::to_string(v.data.bytes));
  }
  return stride;
}

int64_t entryValue(const DynEntry& e, const MemRefValue& v, const std::vector<int64_t>& stride) {
  return e.isStride ? stride[e.mode] : v.shape[e.mode];
}

} // namespace

Result<void> marshalArg(const Arg& a, size_t index, Marshalled& out) {
  std::string what = "argument " + std::to_string(index) + " (" + toString(a.type) + ")";
  auto pre = [&](const std::string& role) { return "arg " + std::to_string(index) + " " + role; };

  if (auto* t = std::get_if<ScalarType>(&a.type)) {
    auto* v = std::get_if<ScalarValue>(&a.value);
    if (!v) return argError(what + ": the value is not a scalar");
    if (v->type != *t && !(sizeOf(v->type) == sizeOf(*t) &&
                           (*t == ScalarType::Index || v->type == ScalarType::Index)))
      return argError(what + ": the value is a " + std::string(name(v->type)));
    HostArg h{HostArg::Kind::Value, {}, nullptr, pre("value")};
    h.bytes.assign(v->bytes.begin(), v->bytes.begin() + sizeOf(*t));
    out.args.push_back(std::move(h));
    return {};
  }

  if (auto* t = std::get_if<MemRefType>(&a.type)) {
    auto* v = std::get_if<MemRefValue>(&a.value);
    if (!v) return argError(what + ": the value is not a memref");
    auto stride = checkMemRef(*t, *v, what);
    if (!stride) return std::move(stride).error();
    HostArg::Kind dataKind = v->data.kind == DataRef::Kind::Svm ? HostArg::Kind::Svm
                             : v->data.kind == DataRef::Kind::DeviceAddress
                                 ? HostArg::Kind::DeviceAddress
                                 : HostArg::Kind::Buffer;
    for (const Slot& slot : slotsOf(a.type)) {
      if (slot.role == Slot::Role::Data) {
        out.args.push_back(HostArg{dataKind, {}, v->data.handle, pre(slot.name())});
        continue;
      }
      DynEntry e{slot.role == Slot::Role::Stride, slot.mode};
      out.args.push_back(HostArg{HostArg::Kind::Value, i64Bytes(entryValue(e, *v, *stride)),
                                 nullptr, pre(slot.name())});
    }
    return {};
  }

  auto& t = std::get<GroupType>(a.type);
  auto* v = std::get_if<GroupValue>(&a.value);
  if (!v) return argError(what + ": the value is not a group");
  int64_t n = static_cast<int64_t>(v->members.size());
  if (v->offset < 0) return argError(what + ": negative offset");
  int64_t size = v->size < 0 ? n : v->size;
  if (size > n)
    return argError(what + ": the group size is " + std::to_string(size) + " but the value has " +
                    std::to_string(n) + " members");
  if (!isDyn(t.size) && t.size != size)
    return argError(what + ": the group size is " + std::to_string(size) + " but the type says " +
                    std::to_string(t.size));
  if (!isDyn(t.offset) && t.offset != v->offset)
    return argError(what + ": the offset is " + std::to_string(v->offset) + " but the type says " +
                    std::to_string(t.offset));
  auto dyn = dynamicEntries(t.memref);
  std::vector<std::byte> table;
  std::vector<std::vector<std::byte>> values(dyn.size());
  table.reserve(size_t(n) * sizeof(void*));
  for (auto& vals : values) vals.reserve(size_t(n) * 8);
  // Members of one layout (the usual batch) are checked once: a group of
  // 10^5 members is marshalled on every launch, and the check allocates.
  const MemRefValue* checked = nullptr;
  std::vector<int64_t> stride;
  for (int64_t i = 0; i < n; ++i) {
    const auto& m = v->members[static_cast<size_t>(i)];
    auto mwhat = [&] { return what + " member " + std::to_string(i); };
    if (m.data.kind != DataRef::Kind::Svm && m.data.kind != DataRef::Kind::DeviceAddress)
      return argError(mwhat() + ": group members must be SVM memory (SvmBuffer) or Vulkan buffers");
    bool sameLayout = checked && m.data.handle && m.data.bytes == checked->data.bytes &&
                      m.shape == checked->shape && m.stride == checked->stride;
    if (!sameLayout) {
      auto s = checkMemRef(t.memref, m, mwhat(), v->offset);
      if (!s) return std::move(s).error();
      stride = std::move(*s);
      checked = &m;
    }
    appendBytes(table, m.data.handle);
    if (m.data.kind == DataRef::Kind::Svm) out.indirectSvm.push_back(m.data.handle);
    for (size_t k = 0; k < dyn.size(); ++k) appendBytes(values[k], entryValue(dyn[k], m, stride));
  }
  // The arguments in the convention's order (the dynamic entries in `dyn`'s).
  size_t k = 0;
  for (const Slot& slot : slotsOf(a.type)) {
    switch (slot.role) {
    case Slot::Role::Pointers:
      out.args.push_back(
          HostArg{HostArg::Kind::NewBuffer, std::move(table), nullptr, pre(slot.name())});
      break;
    case Slot::Role::Shape:
    case Slot::Role::Stride:
      out.args.push_back(
          HostArg{HostArg::Kind::NewBuffer, std::move(values[k++]), nullptr, pre(slot.name())});
      break;
    case Slot::Role::Size:
      out.args.push_back(HostArg{HostArg::Kind::Value, i64Bytes(size), nullptr, pre(slot.name())});
      break;
    case Slot::Role::Offset:
      out.args.push_back(
          HostArg{HostArg::Kind::Value, i64Bytes(v->offset), nullptr, pre(slot.name())});
      break;
    default:
      break;
    }
  }
  return {};
}

size_t sizeOf(ScalarType t) {
  return kScalarSizes[static_cast<size_t>(t)];
}
std::string_view name(ScalarType t) {
  return kScalarNames[static_cast<size_t>(t)];
}

std::vector<int64_t> MemRefType::strides() const {
  if (!stride.empty()) return stride;
  std::vector<int64_t> s(shape.size());
  int64_t acc = 1;
  for (size_t i = 0; i < shape.size(); ++i) {
    s[i] = acc;
    acc = (isDyn(acc) || isDyn(shape[i])) ? kDynamic : acc * shape[i];
  }
  return s;
}

Result<ParamType> parseParamType(std::string_view text) {
  Parser p(text);
  auto t = p.param();
  if (!t) return t;
  if (auto e = p.end(); !e) return std::move(e).error();
  return t;
}

Result<MemRefType> parseMemRefType(std::string_view text) {
  auto t = parseParamType(text);
  if (!t) return std::move(t).error();
  if (auto* m = std::get_if<MemRefType>(&*t)) return std::move(*m);
  return Error{CL_INVALID_VALUE,
               "parseMemRefType",
               "\"" + std::string(text) + "\" is not a memref type",
               {}};
}

Result<GroupType> parseGroupType(std::string_view text) {
  auto t = parseParamType(text);
  if (!t) return std::move(t).error();
  if (auto* g = std::get_if<GroupType>(&*t)) return std::move(*g);
  return Error{
      CL_INVALID_VALUE, "parseGroupType", "\"" + std::string(text) + "\" is not a group type", {}};
}

std::string toString(const ParamType& type) {
  if (auto* s = std::get_if<ScalarType>(&type)) return std::string(name(*s));
  if (auto* m = std::get_if<MemRefType>(&type)) return memrefStr(*m);
  auto& g = std::get<GroupType>(type);
  std::string s = "group<" + memrefStr(g.memref) + "x" + dimStr(g.size);
  if (g.offset != 0) s += ", offset: " + dimStr(g.offset);
  return s + ">";
}

std::string AbiArg::str() const {
  std::string t(name(type));
  switch (kind) {
  case Kind::Value:
    return t + " " + role;
  case Kind::Pointer:
    return "global " + t + "* " + role;
  case Kind::PointerToPointer:
    return "global " + t + "* global* " + role;
  }
  return role;
}

std::vector<AbiArg> lowerParam(const ParamType& type) {
  using K = AbiArg::Kind;
  // The element type of the arguments that carry it; a bool travels as an i8
  // (0 or 1): OpenCL has no bool kernel arguments.
  ScalarType element = ScalarType::I8;
  if (auto* s = std::get_if<ScalarType>(&type))
    element = *s == ScalarType::Bool ? ScalarType::I8 : *s;
  else if (auto* m = std::get_if<MemRefType>(&type))
    element = m->element;
  else
    element = std::get<GroupType>(type).memref.element;
  std::vector<AbiArg> out;
  for (const Slot& slot : slotsOf(type)) {
    K kind = slot.kind == Slot::Kind::Value     ? K::Value
             : slot.kind == Slot::Kind::Pointer ? K::Pointer
                                                : K::PointerToPointer;
    out.push_back({kind, slot.ofElement() ? element : ScalarType::I64, slot.name()});
  }
  return out;
}

std::string abiSignature(std::span<const ParamType> params) {
  std::string s;
  for (auto& p : params)
    for (auto& a : lowerParam(p)) s += (s.empty() ? "" : ", ") + a.str();
  return s;
}

Result<Marshalled> marshal(std::span<const Arg> args) {
  Marshalled out;
  for (size_t i = 0; i < args.size(); ++i)
    if (auto r = marshalArg(args[i], i, out); !r) return std::move(r).error();
  return out;
}

} // namespace spvkit::runtime
