// Types, constants and spec constants: the declarations section of a module.
// Types become uniqued IR types (ArrayStride / Offset folded in), constants
// become value attributes that functions materialize as spirv.Constant.
#include "codegen/OpaqueTypes.h"
#include "codegen/ReaderState.h"

#include "SpirvOps.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>

namespace spvkit::reader {

using namespace spirv;

namespace {

double halfToDouble(uint32_t h) {
  uint32_t sign = (h >> 15) & 1, exp = (h >> 10) & 0x1F, mant = h & 0x3FF;
  double v;
  if (exp == 0)
    v = std::ldexp(double(mant), -24);
  else if (exp == 31)
    v = mant ? std::nan("") : INFINITY;
  else
    v = std::ldexp(double(mant | 0x400), int(exp) - 25);
  return sign ? -v : v;
}

double bf16ToDouble(uint32_t h) {
  return double(std::bit_cast<float>(h << 16));
}

/// The scalar attribute of a composite's constituent for dense<> elements.
Attribute scalarOf(Attribute a, Type elem) {
  if (a.isa<IntegerAttr>() || a.isa<FloatAttr>() || a.isa<BoolAttr>()) return a;
  if (a.isa<UnitAttr>()) { // OpConstantNull constituent: zero
    if (elem.isBool()) return BoolAttr::get(elem.context(), false);
    if (elem.isInteger()) return IntegerAttr::get(elem, 0);
    if (elem.isFloat()) return FloatAttr::get(elem, 0.0);
  }
  return {};
}

} // namespace

bool ReaderState::defineType(uint32_t inst, uint32_t id, Type type) {
  if (!checkId(inst, id)) return false;
  IdEntry& e = ids_[id];
  if (e.kind != IdKind::None && e.kind != IdKind::ForwardPointer)
    return fail(inst, "id %" + std::to_string(id) + " is defined twice");
  e.kind = IdKind::Type;
  e.type = type.storage();
  e.typeId = 0; // forwardPointerType's note
  if (pendingStructs_.empty()) return true;
  // Types read while a forward-referenced struct was not yet defined hold
  // references to it (forwardPointerType); once it is, they get the struct.
  if (containsStructReference(type)) openTypeIds_.push_back(id);
  auto it = std::find(pendingStructs_.begin(), pendingStructs_.end(), id);
  if (it == pendingStructs_.end()) return true;
  pendingStructs_.erase(it);
  auto st = type.cast<StructType>();
  for (uint32_t k : openTypeIds_)
    ids_[k].type = StructType::closeReferences(Type(ids_[k].type), st).storage();
  if (pendingStructs_.empty()) openTypeIds_.clear();
  return true;
}

std::string ReaderState::structName(uint32_t id, bool needed) {
  if (auto it = structNames_.find(id); it != structNames_.end()) return it->second;
  std::string name;
  if (uint32_t n = nameInstOf(id); n != ~0u) {
    auto nw = words(n);
    const char* p = reinterpret_cast<const char*>(nw.data() + 2);
    std::string_view s(p, strnlen(p, size_t(nw.size() - 2) * 4));
    if (!s.empty()) name = sanitizeName(s);
  }
  if (name.empty() && !needed) return name;
  if (name.empty()) name = "struct_" + std::to_string(id);
  if (usedStructNames_.count(name)) name += "_" + std::to_string(id);
  usedStructNames_.insert(name);
  structNames_.emplace(id, name);
  return name;
}

Type ReaderState::forwardPointerType(uint32_t inst, uint32_t id) {
  IdEntry& fp = ids_[id];
  // Its OpTypePointer (found once, then remembered in `typeId`), which must
  // point to a struct whose OpTypeStruct comes after this use.
  uint32_t ptrInst = fp.typeId ? fp.typeId - 1 : ~0u;
  for (uint32_t k = inst + 1; ptrInst == ~0u && k < insts_.size(); ++k) {
    if (opcode(k) == Op::Function) break;
    auto w = words(k);
    if (opcode(k) == Op::TypePointer && w.size() == 4 && w[1] == id) ptrInst = k;
  }
  if (ptrInst == ~0u)
    return fail(inst, "forward-declared pointer %" + std::to_string(id) + " has no OpTypePointer"),
           Type();
  fp.typeId = ptrInst + 1;
  auto pw = words(ptrInst);
  uint32_t sc = pw[2], pointee = pw[3];
  if (sc != fp.aux)
    return fail(ptrInst, "OpTypePointer %" + std::to_string(id) +
                             ": storage class differs from its OpTypeForwardPointer"),
           Type();
  if (!findEnumerant(OperandKind::StorageClass, sc))
    return fail(ptrInst, "OpTypePointer: unknown storage class " + std::to_string(sc)), Type();
  if (!checkId(ptrInst, pointee)) return {};
  if (ids_[pointee].kind == IdKind::Type) return PointerType::get(Type(ids_[pointee].type), sc);
  bool isStruct = false;
  for (uint32_t k = inst; k < ptrInst && !isStruct; ++k) {
    auto w = words(k);
    isStruct = opcode(k) == Op::TypeStruct && w.size() >= 2 && w[1] == pointee;
  }
  if (!isStruct || ids_[pointee].kind != IdKind::None)
    return fail(inst, "forward-declared pointer %" + std::to_string(id) +
                          " is used before its OpTypePointer and does not point to a struct "
                          "defined in between (only recursive structs are supported)"),
           Type();
  if (std::find(pendingStructs_.begin(), pendingStructs_.end(), pointee) == pendingStructs_.end())
    pendingStructs_.push_back(pointee);
  return PointerType::get(StructType::getReference(ctx_, ctx_.intern(structName(pointee, true))),
                          sc);
}

bool ReaderState::readType(uint32_t i) {
  auto w = words(i);
  Op op = opcode(i);
  const InstructionInfo* info = instInfo(uint32_t(op));
  if (!decodeOperands(i, *info, 32)) return false;
  if (op == Op::TypeForwardPointer) {
    if (!checkId(i, w[1])) return false;
    if (ids_[w[1]].kind != IdKind::None)
      return fail(i, "id %" + std::to_string(w[1]) + " is defined twice");
    ids_[w[1]].kind = IdKind::ForwardPointer;
    ids_[w[1]].aux = w[2]; // the storage class, checked against the OpTypePointer
    return true;
  }
  uint32_t id = w[1];
  if (!checkId(i, id)) return false;
  auto stride = [&]() -> uint32_t {
    for (const DecoRef& d : decorationsOf(id)) {
      auto dw = words(d.inst);
      if (d.member < 0 && opcode(d.inst) == Op::Decorate &&
          dw[2] == uint32_t(Decoration::ArrayStride))
        return dw.size() > 3 ? dw[3] : 0;
    }
    return 0;
  };
  // Decorations a type cannot carry are reported once, not silently lost.
  auto otherTypeDecorations = [&](bool isStruct) {
    for (const DecoRef& d : decorationsOf(id)) {
      uint32_t deco = words(d.inst)[decorationWord(d)];
      if (deco == uint32_t(Decoration::ArrayStride) && d.member < 0) continue;
      if (isStruct && d.member >= 0) continue;
      const EnumerantInfo* en = findEnumerant(OperandKind::Decoration, deco);
      warn(d.inst, "decoration " + std::string(en ? en->name() : "?") +
                       " on a type is not represented in the IR and is dropped");
    }
  };
  Type t;
  switch (op) {
  case Op::TypeVoid:
    t = VoidType::get(ctx_);
    break;
  case Op::TypeBool:
    t = IntegerType::get(ctx_, 1);
    break;
  case Op::TypeInt:
    if (w[2] != 8 && w[2] != 16 && w[2] != 32 && w[2] != 64)
      return fail(i, "OpTypeInt: unsupported width " + std::to_string(w[2]));
    if (w[3] > 1) return fail(i, "OpTypeInt: signedness must be 0 or 1");
    t = IntegerType::get(ctx_, w[2], w[3] ? Signedness::Signed : Signedness::Signless);
    break;
  case Op::TypeFloat:
    if (w.size() > 3) {
      // FPEncoding BFloat16KHR is 0 (the installed grammar may not list it).
      if (w[3] != 0 || w[2] != 16) return fail(i, "OpTypeFloat: unsupported encoding");
      t = FloatType::getBF16(ctx_);
    } else {
      if (w[2] != 16 && w[2] != 32 && w[2] != 64)
        return fail(i, "OpTypeFloat: unsupported width " + std::to_string(w[2]));
      t = FloatType::get(ctx_, w[2]);
    }
    break;
  case Op::TypeVector: {
    Type c = typeOf(i, w[2]);
    if (!c) return false;
    if (!c.isScalar()) return fail(i, "OpTypeVector: component type is not a scalar");
    if (w[3] < 2 || w[3] > 16) return fail(i, "OpTypeVector: bad component count");
    t = VectorType::get(c, w[3]);
    break;
  }
  case Op::TypeArray: {
    Type e = typeOf(i, w[2]);
    if (!e) return false;
    auto n = constantInt(w[3]);
    if (!n || *n <= 0 || *n > 0x7FFFFFFF)
      return fail(i, "OpTypeArray: length is not a positive integer constant");
    t = ArrayType::get(e, unsigned(*n), stride());
    break;
  }
  case Op::TypeRuntimeArray: {
    Type e = typeOf(i, w[2]);
    if (!e) return false;
    t = RuntimeArrayType::get(e, stride());
    break;
  }
  case Op::TypeStruct: {
    std::vector<Type> members;
    for (uint32_t k = 2; k < w.size(); ++k) {
      Type m = typeOf(i, w[k]);
      if (!m) return false;
      members.push_back(m);
    }
    std::vector<int64_t> offsets;
    std::vector<std::vector<Attribute>> memberDecos(members.size());
    bool anyDeco = false;
    for (const DecoRef& d : decorationsOf(id)) {
      if (d.member < 0) continue;
      auto dw = words(d.inst);
      if (uint32_t(d.member) >= members.size())
        return fail(d.inst, "member decoration of member " + std::to_string(d.member) +
                                " of a struct with " + std::to_string(members.size()) + " members");
      // OpMemberDecorate, or a group's OpDecorate applied to the member by
      // OpGroupMemberDecorate.
      if (opcode(d.inst) != Op::MemberDecorate && opcode(d.inst) != Op::Decorate) {
        warn(d.inst, "string and id member decorations are dropped");
        continue;
      }
      uint32_t at = decorationWord(d);
      uint32_t deco = dw[at];
      const EnumerantInfo* en = findEnumerant(OperandKind::Decoration, deco);
      if (!en) return fail(d.inst, "unknown decoration " + std::to_string(deco));
      if (deco == uint32_t(Decoration::Offset)) {
        if (dw.size() < at + 2) return fail(d.inst, "Offset decoration without a value");
        offsets.resize(members.size(), 0);
        offsets[d.member] = dw[at + 1];
      } else if (en->parameters().empty()) {
        memberDecos[d.member].push_back(enumAttr(ctx_, OperandKind::Decoration, deco));
        anyDeco = true;
      } else if (en->parameters().size() == 1 &&
                 en->parameters()[0].kind == OperandKind::LiteralInteger) {
        // MatrixStride=16 & co.: the pair [decoration, i32 value], as parsed.
        if (dw.size() != at + 2)
          return fail(d.inst,
                      "member decoration " + std::string(en->name()) + " needs exactly one value");
        Attribute pair[2] = {enumAttr(ctx_, OperandKind::Decoration, deco),
                             IntegerAttr::get(IntegerType::get(ctx_, 32), int64_t(dw[at + 1]))};
        memberDecos[d.member].push_back(ArrayAttr::get(ctx_, pair));
        anyDeco = true;
      } else {
        warn(d.inst, "member decoration " + std::string(en->name()) +
                         " with parameters is not represented and is dropped");
      }
    }
    Attribute decoAttr;
    if (anyDeco) {
      std::vector<Attribute> per;
      for (auto& m : memberDecos) per.push_back(ArrayAttr::get(ctx_, m));
      decoAttr = ArrayAttr::get(ctx_, per);
    }
    bool referenced =
        std::find(pendingStructs_.begin(), pendingStructs_.end(), id) != pendingStructs_.end();
    t = StructType::get(ctx_, members, offsets, decoAttr.storage(),
                        ctx_.intern(structName(id, referenced)));
    break;
  }
  case Op::TypePointer: {
    if (!findEnumerant(OperandKind::StorageClass, w[2]))
      return fail(i, "OpTypePointer: unknown storage class " + std::to_string(w[2]));
    Type p = typeOf(i, w[3]);
    if (!p) return false;
    t = PointerType::get(p, w[2]);
    break;
  }
  case Op::TypeFunction: {
    Type r = typeOf(i, w[2]);
    if (!r) return false;
    std::vector<Type> params;
    for (uint32_t k = 3; k < w.size(); ++k) {
      Type p = typeOf(i, w[k]);
      if (!p) return false;
      if (p.isVoid()) return fail(i, "OpTypeFunction: void parameter");
      params.push_back(p);
    }
    t = r.isVoid() ? FunctionType::get(ctx_, params, {}) : FunctionType::get(ctx_, params, {&r, 1});
    break;
  }
  case Op::TypeImage: {
    Type s = typeOf(i, w[2]);
    if (!s) return false;
    t = ImageType::get(s, w[3], w[4], w[5], w[6], w[7], w[8], w.size() > 9 ? w[9] : ~0u);
    break;
  }
  case Op::TypeSampler:
    t = SamplerType::get(ctx_);
    break;
  case Op::TypeSampledImage: {
    Type im = typeOf(i, w[2]);
    if (!im) return false;
    if (!im.isa<ImageType>()) return fail(i, "OpTypeSampledImage: operand is not an image type");
    t = SampledImageType::get(im);
    break;
  }
  case Op::TypeMatrix: {
    Type c = typeOf(i, w[2]);
    if (!c) return false;
    auto v = c.dyn_cast<VectorType>();
    if (!v || !v.elementType().isFloat() || v.count() > 4)
      return fail(i, "OpTypeMatrix: column type is not a vector of 2 to 4 floats");
    if (w[3] < 2 || w[3] > 4) return fail(i, "OpTypeMatrix: column count must be 2 to 4");
    t = MatrixType::get(c, w[3]);
    break;
  }
  case Op::TypeCooperativeMatrixKHR: {
    Type c = typeOf(i, w[2]);
    if (!c) return false;
    auto scope = constantInt(w[3]), rows = constantInt(w[4]), cols = constantInt(w[5]),
         use = constantInt(w[6]);
    if (!scope || !rows || !cols || !use || *rows <= 0 || *cols <= 0)
      return fail(i, "OpTypeCooperativeMatrixKHR: operands must be integer constants");
    t = CooperativeMatrixType::get(c, unsigned(*rows), unsigned(*cols), uint32_t(*scope),
                                   uint32_t(*use));
    break;
  }
  default:
    t = opaqueType(ctx_, op, w);
    if (!t)
      return fail(i, "type instruction Op" + std::string(info->name()) +
                         " is not supported by the IR");
    break;
  }
  otherTypeDecorations(op == Op::TypeStruct);
  // The operands that are types: all of them for structs and functions, the
  // one element / pointee / component type of the others.
  size_t first = op == Op::TypePointer ? 3 : 2, last = first;
  switch (op) {
  case Op::TypeStruct:
  case Op::TypeFunction:
    last = w.size();
    break;
  case Op::TypePointer:
  case Op::TypeVector:
  case Op::TypeMatrix:
  case Op::TypeArray:
  case Op::TypeRuntimeArray:
  case Op::TypeImage:
  case Op::TypeSampledImage:
  case Op::TypeCooperativeMatrixKHR:
    last = std::min<size_t>(w.size(), first + 1);
    break;
  default:
    break;
  }
  unsigned depth = 1;
  for (size_t k = first; k < last; ++k)
    if (w[k] < typeDepth_.size() && ids_[w[k]].kind == IdKind::Type)
      depth = std::max<unsigned>(depth, typeDepth_[w[k]] + 1u);
  if (depth > kMaxTypeNesting)
    return fail(i, "types are nested deeper than " + std::to_string(kMaxTypeNesting) +
                       " levels (the reader's type nesting limit)");
  if (id < typeDepth_.size()) typeDepth_[id] = uint8_t(depth);
  return defineType(i, id, t);
}

bool ReaderState::readConstant(uint32_t i) {
  auto w = words(i);
  Op op = opcode(i);
  const InstructionInfo* info = instInfo(uint32_t(op));
  if (w.size() < 3) return fail(i, "Op" + std::string(info->name()) + ": too few words");
  Type t = typeOf(i, w[1]);
  if (!t) return false;
  uint32_t id = w[2];
  if (!checkId(i, id)) return false;
  if (ids_[id].kind != IdKind::None)
    return fail(i, "id %" + std::to_string(id) + " is defined twice");
  if (op == Op::SpecConstantComposite) {
    // spirv.SpecConstantComposite names its constituents by symbol (as MLIR).
    std::vector<Attribute> constituents;
    for (size_t k = 3; k < w.size(); ++k) {
      if (!checkId(i, w[k])) return false;
      if (ids_[w[k]].kind != IdKind::SpecConstant)
        return fail(i, "OpSpecConstantComposite: constituent %" + std::to_string(w[k]) +
                           " is not a spec constant (the IR names constituents by symbol)");
      constituents.push_back(SymbolRefAttr::get(ctx_, symbolOf(w[k])));
    }
    NamedAttribute attrs[3] = {{nSymName_, StringAttr::get(ctx_, symbolOf(id))},
                               {nType_, TypeAttr::get(t)},
                               {ctx_.intern(SpecConstantCompositeOp::constituentsAttrName()),
                                ArrayAttr::get(ctx_, constituents)}};
    Operation::State st;
    st.info = &dialectOpInfo(DialectOp::SpecConstantComposite);
    st.loc = loc(i);
    st.attributes = attrs;
    Operation* sc = module_.create(st);
    if (!applyDecorations(id, sc)) return false;
    moduleBody_->push_back(sc);
    ids_[id].kind = IdKind::SpecConstant;
    ids_[id].typeId = w[1];
    return true;
  }
  if (op == Op::SpecConstantOp) return readSpecConstantOp(i, id);
  uint32_t width = 32;
  if (auto it = t.dyn_cast<IntegerType>())
    width = it.width();
  else if (auto ft = t.dyn_cast<FloatType>())
    width = ft.width();
  else if (op == Op::Constant || op == Op::SpecConstant)
    return fail(i, "Op" + std::string(info->name()) + ": result type is not an integer or float");
  if (!decodeOperands(i, *info, width)) return false;

  auto scalar = [&](uint32_t first) -> Attribute {
    uint64_t bits = w[first];
    if (width > 32) bits |= uint64_t(w[first + 1]) << 32;
    if (auto it = t.dyn_cast<IntegerType>()) return IntegerAttr::get(t, int64_t(bits));
    auto ft = t.cast<FloatType>();
    double v = ft.isBFloat() ? bf16ToDouble(uint32_t(bits))
               : width == 16 ? halfToDouble(uint32_t(bits))
               : width == 32 ? double(std::bit_cast<float>(uint32_t(bits)))
                             : std::bit_cast<double>(bits);
    return FloatAttr::get(t, v);
  };

  IdEntry& e = ids_[id];
  Attribute value;
  switch (op) {
  case Op::ConstantTrue:
  case Op::ConstantFalse:
  case Op::SpecConstantTrue:
  case Op::SpecConstantFalse:
    if (!t.isBool()) return fail(i, "boolean constant of a non-boolean type");
    value = BoolAttr::get(ctx_, op == Op::ConstantTrue || op == Op::SpecConstantTrue);
    break;
  case Op::Constant:
  case Op::SpecConstant:
    if (t.isBool()) return fail(i, "OpConstant of boolean type");
    value = scalar(3);
    break;
  case Op::ConstantNull:
    value = UnitAttr::get(ctx_);
    break;
  case Op::Undef:
    e.kind = IdKind::Undef;
    e.typeId = w[1];
    return true;
  case Op::ConstantComposite: {
    std::vector<Attribute> elems;
    for (uint32_t k = 3; k < w.size(); ++k) {
      if (!checkId(i, w[k])) return false;
      if (ids_[w[k]].kind == IdKind::Undef) {
        // An undef constituent may take any value; zero is one (docs/binary.md).
        Type ct = valueTypeOf(w[k]);
        if (ct.isScalar()) {
          elems.push_back(UnitAttr::get(ctx_)); // made zero by scalarOf below
          continue;
        }
      }
      if (ids_[w[k]].kind != IdKind::Constant)
        return fail(i, "constituent %" + std::to_string(w[k]) +
                           " is not a constant (spec-constant or undef constituents are not "
                           "supported)");
      elems.push_back(ids_[w[k]].attr);
    }
    if (auto vt = t.dyn_cast<VectorType>()) {
      if (elems.size() != vt.count())
        return fail(i, "vector constant has " + std::to_string(elems.size()) +
                           " constituents, its type " + std::to_string(vt.count()));
      for (auto& a : elems)
        if (!(a = scalarOf(a, vt.elementType())))
          return fail(i, "vector constant constituent is not a scalar constant");
      value = DenseAttr::get(t, elems);
    } else if (auto ct = t.dyn_cast<CooperativeMatrixType>()) {
      if (elems.size() != 1 || !(elems[0] = scalarOf(elems[0], ct.elementType())))
        return fail(i, "cooperative matrix constant needs one scalar constituent");
      value = DenseAttr::get(t, elems);
    } else if (auto at = t.dyn_cast<ArrayType>()) {
      if (elems.size() != at.count())
        return fail(i, "array constant has " + std::to_string(elems.size()) +
                           " constituents, its type " + std::to_string(at.count()));
      value = ArrayAttr::get(ctx_, elems);
    } else if (auto st = t.dyn_cast<StructType>()) {
      if (elems.size() != st.numMembers())
        return fail(i, "struct constant has " + std::to_string(elems.size()) +
                           " constituents, its type " + std::to_string(st.numMembers()));
      value = ArrayAttr::get(ctx_, elems);
    } else {
      return fail(i, "OpConstantComposite: result type is not a composite");
    }
    break;
  }
  default:
    return fail(i, "Op" + std::string(info->name()) + " is not supported by the reader");
  }
  if (op == Op::SpecConstant || op == Op::SpecConstantTrue || op == Op::SpecConstantFalse) {
    NamedAttribute attrs[2] = {{nSymName_, StringAttr::get(ctx_, symbolOf(id))},
                               {ctx_.intern(SpecConstantOp::defaultValueAttrName()), value}};
    Operation::State st;
    st.info = &dialectOpInfo(DialectOp::SpecConstant);
    st.loc = loc(i);
    st.attributes = attrs;
    Operation* sc = module_.create(st);
    if (!applyDecorations(id, sc)) return false;
    moduleBody_->push_back(sc);
    e.kind = IdKind::SpecConstant;
    e.typeId = w[1];
    return true;
  }
  e.kind = IdKind::Constant;
  e.attr = value.storage();
  e.typeId = w[1];
  return true;
}

} // namespace spvkit::reader
