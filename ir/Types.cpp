#include "ir/Context.h"

#include <algorithm>
#include <vector>

namespace spvkit {

namespace {

Type make(Context& ctx, TypeKind kind, std::initializer_list<uint32_t> params,
          std::span<const Type> types = {}) {
  TypeStorage key;
  key.kind = kind;
  std::copy(params.begin(), params.end(), key.p);
  key.types = reinterpret_cast<const TypeStorage* const*>(types.data());
  key.numTypes = uint32_t(types.size());
  return ctx.uniqueType(key);
}

/// `make` through the context's scalar type memo (Context::scalarTypeSlot).
Type memoized(Context& ctx, unsigned slot, TypeKind kind, std::initializer_list<uint32_t> params) {
  const TypeStorage*& s = ctx.scalarTypeSlot(slot);
  if (!s) s = make(ctx, kind, params).storage();
  return s;
}

// The memo's slots: integers of width 1, 8, 16, 32, 64 in each signedness,
// then index, f16, f32, f64, void.
constexpr unsigned kIndexSlot = 15, kFloatSlot = 16, kVoidSlot = 19;
static_assert(kVoidSlot < Context::kScalarTypeSlots);

int integerSlot(unsigned width) {
  switch (width) {
  case 1:
    return 0;
  case 8:
    return 1;
  case 16:
    return 2;
  case 32:
    return 3;
  case 64:
    return 4;
  default:
    return -1;
  }
}

constexpr uint64_t alignTo(uint64_t v, uint64_t a) {
  return (v + a - 1) / a * a;
}

} // namespace

bool Type::isBool() const {
  return s_ && kind() == TypeKind::Integer && s_->p[0] == 1;
}
bool Type::isInteger(unsigned width) const {
  return s_ && kind() == TypeKind::Integer && s_->p[0] != 1 && (width == 0 || s_->p[0] == width);
}
bool Type::isFloat(unsigned width) const {
  return s_ && kind() == TypeKind::Float && (width == 0 || s_->p[0] == width);
}
bool Type::isScalar() const {
  return s_ && (kind() == TypeKind::Integer || kind() == TypeKind::Float);
}

Type Type::scalarOrElement() const {
  if (auto v = dyn_cast<VectorType>()) return v.elementType();
  if (auto m = dyn_cast<CooperativeMatrixType>()) return m.elementType();
  return *this;
}

unsigned Type::numComponents() const {
  if (auto v = dyn_cast<VectorType>()) return v.count();
  return 1;
}

std::optional<uint64_t> Type::byteSize() const {
  switch (kind()) {
  case TypeKind::Integer:
    return s_->p[0] == 1 ? 1 : s_->p[0] / 8;
  case TypeKind::Float:
    return s_->p[0] / 8;
  case TypeKind::Index:
    return 8;
  case TypeKind::Pointer:
    return 8;
  case TypeKind::Vector: {
    auto v = cast<VectorType>();
    auto e = v.elementType().byteSize();
    if (!e) return std::nullopt;
    return *e * (v.count() == 3 ? 4 : v.count());
  }
  case TypeKind::Array: {
    auto a = cast<ArrayType>();
    if (a.stride()) return uint64_t(a.stride()) * a.count();
    auto e = a.elementType().byteSize();
    auto al = a.elementType().byteAlignment();
    if (!e || !al) return std::nullopt;
    return alignTo(*e, *al) * a.count();
  }
  case TypeKind::Matrix: {
    auto m = cast<MatrixType>();
    auto c = m.columnType().byteSize();
    if (!c) return std::nullopt;
    return *c * m.columns();
  }
  case TypeKind::Struct: {
    auto st = cast<StructType>();
    uint64_t size = 0, align = 1;
    for (unsigned i = 0; i < st.numMembers(); ++i) {
      auto ms = st.member(i).byteSize();
      auto ma = st.member(i).byteAlignment();
      if (!ms || !ma) return std::nullopt;
      uint64_t off = st.hasOffsets() ? uint64_t(st.offset(i)) : alignTo(size, *ma);
      size = std::max(size, off + *ms);
      align = std::max(align, *ma);
    }
    return alignTo(size, align);
  }
  default:
    return std::nullopt;
  }
}

std::optional<uint64_t> Type::byteAlignment() const {
  switch (kind()) {
  case TypeKind::Vector:
    return byteSize();
  case TypeKind::Array:
    return cast<ArrayType>().elementType().byteAlignment();
  case TypeKind::Matrix:
    return cast<MatrixType>().columnType().byteAlignment();
  case TypeKind::Struct: {
    auto st = cast<StructType>();
    uint64_t align = 1;
    for (unsigned i = 0; i < st.numMembers(); ++i) {
      auto ma = st.member(i).byteAlignment();
      if (!ma) return std::nullopt;
      align = std::max(align, *ma);
    }
    return align;
  }
  default:
    return byteSize();
  }
}

VoidType VoidType::get(Context& ctx) {
  return memoized(ctx, kVoidSlot, TypeKind::Void, {}).storage();
}

IntegerType IntegerType::get(Context& ctx, unsigned width, Signedness s) {
  if (int w = integerSlot(width); w >= 0)
    return memoized(ctx, unsigned(w) * 3 + unsigned(s), TypeKind::Integer, {width, uint32_t(s)})
        .storage();
  return make(ctx, TypeKind::Integer, {width, uint32_t(s)}).storage();
}

FloatType FloatType::get(Context& ctx, unsigned width) {
  if (int w = integerSlot(width); w >= 2)
    return memoized(ctx, kFloatSlot + unsigned(w) - 2, TypeKind::Float, {width, 0}).storage();
  return make(ctx, TypeKind::Float, {width, 0}).storage();
}
FloatType FloatType::getBF16(Context& ctx) {
  return make(ctx, TypeKind::Float, {16, 1}).storage();
}

IndexType IndexType::get(Context& ctx) {
  return memoized(ctx, kIndexSlot, TypeKind::Index, {}).storage();
}

VectorType VectorType::get(Type element, unsigned count) {
  return make(element.context(), TypeKind::Vector, {count}, {&element, 1}).storage();
}

ArrayType ArrayType::get(Type element, unsigned count, unsigned stride) {
  return make(element.context(), TypeKind::Array, {count, stride}, {&element, 1}).storage();
}

RuntimeArrayType RuntimeArrayType::get(Type element, unsigned stride) {
  return make(element.context(), TypeKind::RuntimeArray, {stride}, {&element, 1}).storage();
}

PointerType PointerType::get(Type pointee, uint32_t storageClass) {
  return make(pointee.context(), TypeKind::Pointer, {storageClass}, {&pointee, 1}).storage();
}

StructType StructType::get(Context& ctx, std::span<const Type> members,
                           std::span<const int64_t> offsets, const AttrStorage* memberDecorations,
                           std::string_view name) {
  TypeStorage key;
  key.kind = TypeKind::Struct;
  key.types = reinterpret_cast<const TypeStorage* const*>(members.data());
  key.numTypes = uint32_t(members.size());
  key.ints = offsets.data();
  key.numInts = uint32_t(offsets.size());
  key.attr = memberDecorations;
  key.name = name;
  // Cached so that member() of the common, non-recursive struct is a load.
  key.p[1] = std::any_of(members.begin(), members.end(), containsStructReference) ? 1 : 0;
  return ctx.uniqueType(key).storage();
}

StructType StructType::getReference(Context& ctx, std::string_view name) {
  TypeStorage key;
  key.kind = TypeKind::Struct;
  key.p[0] = 1;
  key.name = name;
  return ctx.uniqueType(key).storage();
}

bool containsStructReference(Type t) {
  if (auto st = t.dyn_cast<StructType>()) return st.isReference() || st.hasReferences();
  const TypeStorage* s = t.storage();
  for (uint32_t i = 0; i < s->numTypes; ++i)
    if (containsStructReference(Type(s->types[i]))) return true;
  return false;
}

namespace {

/// closeReferences below; `stack` holds the names of the structs that enclose
/// `t` in the type being built (their references stay references).
Type closeIn(Type t, StructType s, std::vector<std::string_view>& stack) {
  auto bound = [&](std::string_view n) {
    return std::find(stack.begin(), stack.end(), n) != stack.end();
  };
  Context& ctx = t.context();
  if (auto st = t.dyn_cast<StructType>()) {
    if (st.isReference()) {
      if (bound(st.name()) || st.name() != s.name()) return t;
      return closeIn(s, s, stack);
    }
    // A struct of an enclosing struct's name is that struct (canonical form).
    if (!st.name().empty() && bound(st.name())) return StructType::getReference(ctx, st.name());
    if (!st.hasReferences() && stack.empty()) return t;
    if (!st.name().empty()) stack.push_back(st.name());
    std::vector<Type> members;
    for (unsigned i = 0; i < st.numMembers(); ++i)
      members.push_back(closeIn(st.rawMember(i), s, stack));
    if (!st.name().empty()) stack.pop_back();
    return StructType::get(ctx, members, {st.storage()->ints, st.storage()->numInts},
                           st.memberDecorations(), st.name());
  }
  const TypeStorage* src = t.storage();
  if (src->numTypes == 0) return t;
  std::vector<const TypeStorage*> types(src->numTypes);
  bool changed = false;
  for (uint32_t i = 0; i < src->numTypes; ++i) {
    types[i] = closeIn(Type(src->types[i]), s, stack).storage();
    changed |= types[i] != src->types[i];
  }
  if (!changed) return t;
  TypeStorage key = *src;
  key.types = types.data();
  return ctx.uniqueType(key);
}

} // namespace

Type StructType::closeReferences(Type t, StructType s) {
  std::vector<std::string_view> stack;
  return closeIn(t, s, stack);
}

Type StructType::member(unsigned i) const {
  Type raw = s_->types[i];
  if (!hasReferences() || name().empty()) return raw;
  std::vector<std::string_view> stack;
  return closeIn(raw, *this, stack);
}

FunctionType FunctionType::get(Context& ctx, std::span<const Type> inputs,
                               std::span<const Type> results) {
  std::vector<Type> all(inputs.begin(), inputs.end());
  all.insert(all.end(), results.begin(), results.end());
  return make(ctx, TypeKind::Function, {uint32_t(inputs.size())}, all).storage();
}

ImageType ImageType::get(Type sampledType, uint32_t dim, uint32_t depth, uint32_t arrayed,
                         uint32_t multisampled, uint32_t sampled, uint32_t format,
                         uint32_t access) {
  TypeStorage key;
  key.kind = TypeKind::Image;
  uint32_t params[6] = {dim, depth, arrayed, multisampled, sampled, access};
  std::copy(std::begin(params), std::end(params), key.p);
  const TypeStorage* elem = sampledType.storage();
  key.types = &elem;
  key.numTypes = 1;
  int64_t fmt = format;
  key.ints = &fmt;
  key.numInts = 1;
  return sampledType.context().uniqueType(key).storage();
}

SampledImageType SampledImageType::get(Type image) {
  return make(image.context(), TypeKind::SampledImage, {}, {&image, 1}).storage();
}

SamplerType SamplerType::get(Context& ctx) {
  return make(ctx, TypeKind::Sampler, {}).storage();
}

CooperativeMatrixType CooperativeMatrixType::get(Type element, unsigned rows, unsigned columns,
                                                 uint32_t scope, uint32_t use) {
  return make(element.context(), TypeKind::CooperativeMatrix, {rows, columns, scope, use},
              {&element, 1})
      .storage();
}

MatrixType MatrixType::get(Type columnType, unsigned columns) {
  return make(columnType.context(), TypeKind::Matrix, {columns}, {&columnType, 1}).storage();
}

unsigned MatrixType::rows() const {
  auto v = columnType().dyn_cast<VectorType>();
  return v ? v.count() : 0;
}

} // namespace spvkit
