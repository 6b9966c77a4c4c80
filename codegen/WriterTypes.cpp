// Types and constants: deduplicated, each emitted before its first user.
//
// Distinct IR types can be the same SPIR-V type (`ui32` and `i32`; `si32` in a
// Kernel module, where OpenCL requires signedness 0; `index`), and SPIR-V
// forbids duplicate non-aggregate type declarations. So every type is mapped
// to a canonical IR type first and ids are deduplicated on that; the map from
// the original type pointer caches the result so the canonical form is built
// once per distinct type.
#include "codegen/ModuleWriter.h"
#include "codegen/OpaqueTypes.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace spvkit::spirv {

namespace {

/// IEEE binary16 bits of `v`, rounding to nearest even.
uint16_t toHalf(double d) {
  float f = float(d);
  uint32_t x = std::bit_cast<uint32_t>(f);
  uint32_t sign = (x >> 16) & 0x8000u;
  int32_t exp = int32_t((x >> 23) & 0xFF) - 127 + 15;
  uint32_t mant = x & 0x7FFFFFu;
  if (((x >> 23) & 0xFF) == 0xFF) // inf / nan
    return uint16_t(sign | 0x7C00u | (mant ? 0x200u : 0u));
  if (exp >= 31) return uint16_t(sign | 0x7C00u);
  if (exp <= 0) {
    if (exp < -10) return uint16_t(sign);
    mant |= 0x800000u;
    uint32_t shift = uint32_t(14 - exp);
    uint32_t half = mant >> shift;
    uint32_t rem = mant & ((1u << shift) - 1), mid = 1u << (shift - 1);
    if (rem > mid || (rem == mid && (half & 1))) ++half;
    return uint16_t(sign | half);
  }
  uint32_t half = sign | uint32_t(exp) << 10 | mant >> 13;
  uint32_t rem = mant & 0x1FFFu;
  if (rem > 0x1000u || (rem == 0x1000u && (half & 1))) ++half; // may carry into the exponent
  return uint16_t(half);
}

} // namespace

Type ModuleWriter::canonicalType(Type t) {
  Context& ctx = *ctx_;
  switch (t.kind()) {
  case TypeKind::Integer: {
    auto i = t.cast<IntegerType>();
    bool sign = i.width() != 1 && i.signedness() == Signedness::Signed && !kernel_;
    Signedness want = sign ? Signedness::Signed : Signedness::Signless;
    // Already canonical (the common case: every constant asks): no uniquing.
    if (i.signedness() == want) return t;
    return IntegerType::get(ctx, i.width(), want);
  }
  case TypeKind::Index:
    return IntegerType::get(ctx, physical32_ ? 32 : 64);
  case TypeKind::Vector: {
    auto v = t.cast<VectorType>();
    return VectorType::get(canonicalType(v.elementType()), v.count());
  }
  case TypeKind::Array: {
    auto a = t.cast<ArrayType>();
    return ArrayType::get(canonicalType(a.elementType()), a.count(), a.stride());
  }
  case TypeKind::RuntimeArray: {
    auto a = t.cast<RuntimeArrayType>();
    return RuntimeArrayType::get(canonicalType(a.elementType()), a.stride());
  }
  case TypeKind::Pointer: {
    auto p = t.cast<PointerType>();
    return PointerType::get(canonicalType(p.pointeeType()), p.storageClass());
  }
  case TypeKind::Struct: {
    auto s = t.cast<StructType>();
    // Raw members: a recursive reference stays one (unfolding would not end).
    if (s.isReference()) return t;
    std::vector<Type> members;
    std::vector<int64_t> offsets;
    for (unsigned i = 0; i < s.numMembers(); ++i) {
      members.push_back(canonicalType(s.rawMember(i)));
      if (s.hasOffsets()) offsets.push_back(s.offset(i));
    }
    return StructType::get(ctx, members, offsets, s.memberDecorations(), s.name());
  }
  case TypeKind::Function: {
    auto f = t.cast<FunctionType>();
    std::vector<Type> in, out;
    for (unsigned i = 0; i < f.numInputs(); ++i) in.push_back(canonicalType(f.input(i)));
    for (unsigned i = 0; i < f.numResults(); ++i) out.push_back(canonicalType(f.result(i)));
    return FunctionType::get(ctx, in, out);
  }
  case TypeKind::Image: {
    auto im = t.cast<ImageType>();
    return ImageType::get(canonicalType(im.sampledType()), im.dim(), im.depth(), im.arrayed(),
                          im.multisampled(), im.sampled(), im.format(),
                          im.access() ? *im.access() : ~0u);
  }
  case TypeKind::SampledImage:
    return SampledImageType::get(canonicalType(t.cast<SampledImageType>().imageType()));
  case TypeKind::CooperativeMatrix: {
    auto m = t.cast<CooperativeMatrixType>();
    return CooperativeMatrixType::get(canonicalType(m.elementType()), m.rows(), m.columns(),
                                      m.scope(), m.use());
  }
  case TypeKind::Matrix: {
    auto m = t.cast<MatrixType>();
    return MatrixType::get(canonicalType(m.columnType()), m.columns());
  }
  default:
    return t;
  }
}

uint32_t ModuleWriter::newTypeId(Type type, Location loc) {
  if (!type) return fail(loc, "missing type"), 0;
  Type c = canonicalType(type);
  uint32_t id = c == type ? emitType(c, loc) : typeId(c, loc);
  if (id) typeIds_.set(type.storage(), id);
  return id;
}

uint32_t ModuleWriter::emitType(Type t, Location loc) {
  WordBuffer& b = types_;
  auto decorateStride = [&](uint32_t id, unsigned stride) {
    if (stride)
      annotations_.inst(uint32_t(Op::Decorate), {id, uint32_t(Decoration::ArrayStride), stride});
  };
  switch (t.kind()) {
  case TypeKind::Void: {
    uint32_t id = nextId_++;
    b.inst(uint32_t(Op::TypeVoid), {id});
    return id;
  }
  case TypeKind::Integer: {
    auto i = t.cast<IntegerType>();
    uint32_t id = nextId_++;
    if (i.width() == 1)
      b.inst(uint32_t(Op::TypeBool), {id});
    else
      b.inst(uint32_t(Op::TypeInt),
             {id, i.width(), i.signedness() == Signedness::Signed ? 1u : 0u});
    return id;
  }
  case TypeKind::Float: {
    auto f = t.cast<FloatType>();
    if (f.isBFloat()) return fail(loc, "bf16 has no SPIR-V encoding in this writer"), 0;
    uint32_t id = nextId_++;
    b.inst(uint32_t(Op::TypeFloat), {id, f.width()});
    return id;
  }
  case TypeKind::Vector: {
    auto v = t.cast<VectorType>();
    uint32_t e = typeId(v.elementType(), loc);
    if (!e) return 0;
    uint32_t id = nextId_++;
    b.inst(uint32_t(Op::TypeVector), {id, e, v.count()});
    return id;
  }
  case TypeKind::Array: {
    auto a = t.cast<ArrayType>();
    if (a.count() == 0) return fail(loc, "array types need at least one element"), 0;
    uint32_t e = typeId(a.elementType(), loc);
    uint32_t len = i32ConstantId(a.count());
    if (!e || !len) return 0;
    uint32_t id = nextId_++;
    b.inst(uint32_t(Op::TypeArray), {id, e, len});
    decorateStride(id, a.stride());
    return id;
  }
  case TypeKind::RuntimeArray: {
    auto a = t.cast<RuntimeArrayType>();
    uint32_t e = typeId(a.elementType(), loc);
    if (!e) return 0;
    uint32_t id = nextId_++;
    b.inst(uint32_t(Op::TypeRuntimeArray), {id, e});
    decorateStride(id, a.stride());
    return id;
  }
  case TypeKind::Pointer: {
    auto p = t.cast<PointerType>();
    if (std::find(structsInProgress_.begin(), structsInProgress_.end(),
                  p.pointeeType().storage()) != structsInProgress_.end()) {
      // A pointer to a struct whose members are being written (a recursive
      // struct): declared now, defined right after the struct (Struct below).
      uint32_t id = nextId_++;
      b.inst(uint32_t(Op::TypeForwardPointer), {id, p.storageClass()});
      forwardPointers_.push_back({p, id});
      return id;
    }
    uint32_t e = typeId(p.pointeeType(), loc);
    if (!e) return 0;
    // Writing a recursive pointee declared this pointer (forward) already.
    if (uint32_t* declared = typeIds_.find(t.storage())) return *declared;
    uint32_t id = nextId_++;
    b.inst(uint32_t(Op::TypePointer), {id, p.storageClass(), e});
    decorateInterfaceStruct(p, e);
    return id;
  }
  case TypeKind::Struct: {
    // Operand ids are resolved before the instruction is begun: resolving
    // may append to types_ (WordBuffer::begin remembers where it started).
    auto s = t.cast<StructType>();
    if (s.isReference())
      return fail(loc, "struct reference '" + std::string(s.name()) + "' outside its struct"), 0;
    if (std::find(structsInProgress_.begin(), structsInProgress_.end(), t.storage()) !=
        structsInProgress_.end())
      return fail(loc, "struct '" + std::string(s.name()) +
                           "' contains itself other than through a pointer"),
             0;
    // member() unfolds references, so a recursive member is a pointer to a
    // struct in progress, which the Pointer case forward-declares.
    structsInProgress_.push_back(t.storage());
    std::vector<uint32_t> members(s.numMembers());
    bool membersOk = true;
    for (unsigned i = 0; i < s.numMembers() && membersOk; ++i)
      membersOk = (members[i] = typeId(s.member(i), loc)) != 0;
    structsInProgress_.pop_back();
    if (!membersOk) return 0;
    uint32_t id = nextId_++;
    b.begin(uint32_t(Op::TypeStruct));
    b.add(id);
    for (uint32_t m : members) b.add(m);
    if (b.end() > binary::kMaxWordCount) return fail(loc, "struct type has too many members"), 0;
    // The forward-declared pointers to this struct, defined now.
    for (size_t k = 0; k < forwardPointers_.size();) {
      ForwardPointer fp = forwardPointers_[k];
      if (fp.type.pointeeType() != t) {
        ++k;
        continue;
      }
      forwardPointers_.erase(forwardPointers_.begin() + ptrdiff_t(k));
      b.inst(uint32_t(Op::TypePointer), {fp.id, fp.type.storageClass(), id});
      decorateInterfaceStruct(fp.type, id);
    }
    if (options_->emitSymbolNames && !s.name().empty()) writeName(id, s.name());
    auto decos =
        s.memberDecorations() ? Attribute(s.memberDecorations()).cast<ArrayAttr>() : ArrayAttr();
    for (unsigned i = 0; i < s.numMembers(); ++i) {
      if (s.hasOffsets())
        annotations_.inst(uint32_t(Op::MemberDecorate),
                          {id, i, uint32_t(Decoration::Offset), uint32_t(s.offset(i))});
      if (!decos || i >= decos.size()) continue;
      for (Attribute d : decos[i].cast<ArrayAttr>().elements()) {
        // A decoration with a value (MLIR's `MatrixStride=16`) is the pair
        // [decoration, i32 value]; it takes exactly one literal integer.
        auto pair = d.dyn_cast<ArrayAttr>();
        Attribute decoAttr = pair && pair.size() == 2 ? pair[0] : d;
        auto value = pair && pair.size() == 2 ? pair[1].dyn_cast<IntegerAttr>() : IntegerAttr();
        auto v = enumValue(decoAttr, OperandKind::Decoration);
        const EnumerantInfo* e = v ? findEnumerant(OperandKind::Decoration, *v) : nullptr;
        if (!e || (pair && !value)) return fail(loc, "unsupported struct member decoration"), 0;
        auto params = e->parameters();
        bool oneInteger = params.size() == 1 && params[0].kind == OperandKind::LiteralInteger;
        if (value ? !oneInteger : !params.empty())
          return fail(loc, "struct member decoration " + std::string(e->name()) +
                               (value ? " takes no integer value" : " needs a value")),
                 0;
        if (value)
          annotations_.inst(uint32_t(Op::MemberDecorate), {id, i, *v, uint32_t(value.value())});
        else
          annotations_.inst(uint32_t(Op::MemberDecorate), {id, i, *v});
      }
    }
    return id;
  }
  case TypeKind::Function: {
    auto f = t.cast<FunctionType>();
    if (f.numResults() > 1) return fail(loc, "SPIR-V functions return at most one value"), 0;
    uint32_t ret = typeId(f.numResults() ? f.result(0) : Type(VoidType::get(*ctx_)), loc);
    std::vector<uint32_t> inputs(f.numInputs());
    for (unsigned i = 0; i < f.numInputs(); ++i)
      if (!(inputs[i] = typeId(f.input(i), loc))) return 0;
    if (!ret) return 0;
    uint32_t id = nextId_++;
    b.begin(uint32_t(Op::TypeFunction));
    b.add(id);
    b.add(ret);
    for (uint32_t in : inputs) b.add(in);
    if (b.end() > binary::kMaxWordCount)
      return fail(loc, "function type has too many parameters"), 0;
    return id;
  }
  case TypeKind::Image: {
    auto im = t.cast<ImageType>();
    uint32_t s = typeId(im.sampledType(), loc);
    if (!s) return 0;
    uint32_t id = nextId_++;
    b.begin(uint32_t(Op::TypeImage));
    for (uint32_t w :
         {id, s, im.dim(), im.depth(), im.arrayed(), im.multisampled(), im.sampled(), im.format()})
      b.add(w);
    if (im.access()) b.add(*im.access());
    b.end();
    return id;
  }
  case TypeKind::SampledImage: {
    uint32_t im = typeId(t.cast<SampledImageType>().imageType(), loc);
    if (!im) return 0;
    uint32_t id = nextId_++;
    b.inst(uint32_t(Op::TypeSampledImage), {id, im});
    return id;
  }
  case TypeKind::Sampler: {
    uint32_t id = nextId_++;
    b.inst(uint32_t(Op::TypeSampler), {id});
    return id;
  }
  case TypeKind::CooperativeMatrix: {
    auto m = t.cast<CooperativeMatrixType>();
    uint32_t e = typeId(m.elementType(), loc);
    uint32_t scope = i32ConstantId(m.scope()), rows = i32ConstantId(m.rows()),
             cols = i32ConstantId(m.columns()), use = i32ConstantId(m.use());
    if (!e) return 0;
    uint32_t id = nextId_++;
    b.inst(uint32_t(Op::TypeCooperativeMatrixKHR), {id, e, scope, rows, cols, use});
    return id;
  }
  case TypeKind::Matrix: {
    auto m = t.cast<MatrixType>();
    uint32_t c = typeId(m.columnType(), loc);
    if (!c) return 0;
    uint32_t id = nextId_++;
    b.inst(uint32_t(Op::TypeMatrix), {id, c, m.columns()});
    return id;
  }
  default:
    if (auto o = reader::opaqueTypeInfo(t)) { // OpenCL object types (codegen/OpaqueTypes.h)
      uint32_t id = nextId_++;
      if (o->opcode == Op::TypePipe)
        b.inst(uint32_t(Op::TypePipe), {id, o->accessQualifier});
      else if (o->opcode == Op::TypeOpaque) {
        b.begin(uint32_t(Op::TypeOpaque));
        b.add(id);
        b.addString(o->name);
        b.end();
      } else
        b.inst(uint32_t(o->opcode), {id});
      return id;
    }
    return fail(loc, "type has no SPIR-V encoding"), 0;
  }
}

// --- constants ---------------------------------------------------------------------------

bool ModuleWriter::scalarBits(Attribute value, Type type, uint64_t& bits, Location loc) {
  Type c = canonicalType(type);
  if (auto it = c.dyn_cast<IntegerType>()) {
    int64_t v;
    if (auto i = value.dyn_cast<IntegerAttr>())
      v = i.value();
    else if (auto b = value.dyn_cast<BoolAttr>())
      v = b.value();
    else
      return fail(loc, "expected an integer constant for an integer type");
    unsigned w = it.width();
    bits = w >= 64 ? uint64_t(v) : uint64_t(v) & ((uint64_t(1) << w) - 1);
    // Narrow signed types are sign-extended into their word (spec §2.2.1).
    if (w < 32 && it.signedness() == Signedness::Signed && (bits >> (w - 1) & 1))
      bits |= (0xFFFFFFFFull << w) & 0xFFFFFFFFull;
    return true;
  }
  if (auto ft = c.dyn_cast<FloatType>()) {
    double d;
    if (auto f = value.dyn_cast<FloatAttr>())
      d = f.value();
    else if (auto i = value.dyn_cast<IntegerAttr>())
      d = double(i.value());
    else
      return fail(loc, "expected a float constant for a float type");
    if (ft.width() == 16)
      bits = toHalf(d);
    else if (ft.width() == 32)
      bits = std::bit_cast<uint32_t>(float(d));
    else if (ft.width() == 64)
      bits = std::bit_cast<uint64_t>(d);
    else
      return fail(loc, "unsupported float width");
    return true;
  }
  return fail(loc, "expected a scalar type for a scalar constant");
}

void ModuleWriter::addLiteral(WordBuffer& buf, Type type, uint64_t bits) {
  Type s = type.scalarOrElement();
  unsigned width = s.isa<IntegerType>() ? s.cast<IntegerType>().width()
                   : s.isa<FloatType>() ? s.cast<FloatType>().width()
                                        : 32;
  buf.add(uint32_t(bits));
  if (width > 32) buf.add(uint32_t(bits >> 32));
}

uint32_t ModuleWriter::boolConstantId(bool value, Location loc) {
  uint32_t tid = typeId(boolType_, loc);
  auto [it, inserted] = scalarIds_.try_emplace(ScalarKey{tid, value}, 0);
  if (inserted) {
    it->second = nextId_++;
    types_.inst(uint32_t(value ? Op::ConstantTrue : Op::ConstantFalse), {tid, it->second});
  }
  return it->second;
}

uint32_t ModuleWriter::scalarConstantId(Type type, uint64_t bits, Location loc) {
  if (type.isBool()) return boolConstantId(bits != 0, loc);
  uint32_t tid = typeId(type, loc);
  if (!tid) return 0;
  auto [it, inserted] = scalarIds_.try_emplace(ScalarKey{tid, bits}, 0);
  if (inserted) {
    it->second = nextId_++;
    types_.begin(uint32_t(Op::Constant));
    types_.add(tid);
    types_.add(it->second);
    addLiteral(types_, canonicalType(type), bits);
    types_.end();
  }
  return it->second;
}

uint32_t ModuleWriter::nullConstantId(Type type, Location loc) {
  uint32_t tid = typeId(type, loc);
  if (!tid) return 0;
  bool inserted = false;
  uint32_t& id = nullIds_.insert(reinterpret_cast<const void*>(uintptr_t(tid)), 0, inserted);
  if (inserted) {
    id = nextId_++;
    types_.inst(uint32_t(Op::ConstantNull), {tid, id});
  }
  return id;
}

uint32_t ModuleWriter::undefId(Type type, Location loc) {
  uint32_t tid = typeId(type, loc);
  if (!tid) return 0;
  bool inserted = false;
  uint32_t& id = undefIds_.insert(reinterpret_cast<const void*>(uintptr_t(tid)), 0, inserted);
  if (inserted) {
    id = nextId_++;
    types_.inst(uint32_t(Op::Undef), {tid, id});
  }
  return id;
}

uint32_t ModuleWriter::constantId(Attribute value, Type type, Location loc) {
  if (!value) return fail(loc, "missing constant value"), 0;
  // Fast path: a typed attribute used at its own type.
  Type own;
  if (auto i = value.dyn_cast<IntegerAttr>())
    own = i.type();
  else if (auto f = value.dyn_cast<FloatAttr>())
    own = f.type();
  else if (auto d = value.dyn_cast<DenseAttr>())
    own = d.type();
  if (!type) type = own;
  if (!type) return fail(loc, "constant has no type"), 0;
  bool cacheable = own == type;
  if (cacheable)
    if (uint32_t* id = constIds_.find(value.storage())) return *id;

  uint32_t id = 0;
  if (value.isa<UnitAttr>()) {
    id = nullConstantId(type, loc);
  } else if (value.isa<IntegerAttr>() || value.isa<FloatAttr>() || value.isa<BoolAttr>()) {
    uint64_t bits;
    if (!type.isScalar() && !type.isBool())
      return fail(loc, "a scalar constant value needs a scalar type"), 0;
    if (type.isBool()) {
      bool v = value.isa<BoolAttr>()
                   ? value.cast<BoolAttr>().value()
                   : value.isa<IntegerAttr>() && value.cast<IntegerAttr>().value();
      id = boolConstantId(v, loc);
    } else if (scalarBits(value, type, bits, loc)) {
      id = scalarConstantId(canonicalType(type), bits, loc);
    }
  } else if (value.isa<DenseAttr>() || value.isa<ArrayAttr>()) {
    uint32_t tid = typeId(type, loc);
    if (!tid) return 0;
    auto [it, inserted] = compositeIds_.try_emplace(CompositeKey{value.storage(), tid}, 0);
    if (!inserted) return it->second;
    // Element i of the composite and its type.
    unsigned n = 0;
    auto elementType = [&](unsigned i) -> Type {
      if (auto v = type.dyn_cast<VectorType>()) return v.elementType();
      if (auto a = type.dyn_cast<ArrayType>()) return a.elementType();
      if (auto m = type.dyn_cast<CooperativeMatrixType>()) return m.elementType();
      if (auto s = type.dyn_cast<StructType>()) return i < s.numMembers() ? s.member(i) : Type();
      return Type();
    };
    if (auto v = type.dyn_cast<VectorType>())
      n = v.count();
    else if (auto a = type.dyn_cast<ArrayType>())
      n = a.count();
    else if (auto s = type.dyn_cast<StructType>())
      n = s.numMembers();
    else if (type.isa<CooperativeMatrixType>())
      n = 1; // a splat of one constituent
    else
      return fail(loc, "composite constant of a non-composite type"), 0;
    auto element = [&](unsigned i) -> Attribute {
      if (auto d = value.dyn_cast<DenseAttr>()) return d[i];
      auto a = value.cast<ArrayAttr>();
      return i < a.size() ? a[i] : Attribute();
    };
    unsigned given =
        value.isa<DenseAttr>() ? value.cast<DenseAttr>().size() : value.cast<ArrayAttr>().size();
    if (given != n && given != 1)
      return fail(loc, "composite constant has " + std::to_string(given) +
                           " elements, its type needs " + std::to_string(n)),
             0;
    if (given == 1 && value.isa<ArrayAttr>() && n != 1)
      return fail(loc, "array constant has the wrong number of elements"), 0;
    // Constituents first, then the instruction (see the struct type above).
    std::vector<uint32_t> constituents(n);
    for (unsigned i = 0; i < n; ++i)
      if (!(constituents[i] = constantId(element(i), elementType(i), loc))) return 0;
    id = nextId_++;
    types_.begin(uint32_t(Op::ConstantComposite));
    types_.add(tid);
    types_.add(id);
    for (uint32_t c : constituents) types_.add(c);
    if (types_.end() > binary::kMaxWordCount)
      return fail(loc, "composite constant is too large"), 0;
    compositeIds_[CompositeKey{value.storage(), tid}] = id;
  } else {
    return fail(loc, "unsupported constant value"), 0;
  }
  if (id && cacheable) constIds_.set(value.storage(), id);
  return id;
}

} // namespace spvkit::spirv
