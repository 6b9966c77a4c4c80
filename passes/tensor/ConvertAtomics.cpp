// Atomic instructions: atomic_load, atomic_store, atomic_add, atomic_min,
// atomic_max on memref elements, with the language's scopes (default
// work_group) and memory semantics (default relaxed).
//
// SPIR-V forbids release semantics on OpAtomicLoad and acquire semantics on
// OpAtomicStore; the language allows every combination. The access then keeps
// the part SPIR-V allows and an OpMemoryBarrier supplies the rest: a release
// barrier before the load, an acquire barrier after the store
// (docs/language.md, implementation-defined behaviour). Float add, min and max
// use SPV_EXT_shader_atomic_float_add / _min_max; the target check reports a
// target without them. A complex value is updated per part (pseudo-atomic, as
// the reference allows).
#include "ir/spirv/OperandMap.h"
#include "passes/tensor/Converter.h"

namespace spvkit::tensor {

using namespace spirv;

namespace {

Scope scopeOf(Operation* op) {
  auto s = op->attr("scope").dyn_cast<StringAttr>();
  if (!s) return Scope::Workgroup;
  std::string_view v = s.value();
  if (v == "cross_device") return Scope::CrossDevice;
  if (v == "device") return Scope::Device;
  if (v == "subgroup") return Scope::Subgroup;
  return Scope::Workgroup;
}

/// The ordering part of the semantics (no storage-class bits).
MemorySemantics orderOf(Operation* op) {
  auto s = op->attr("semantics").dyn_cast<StringAttr>();
  if (!s) return MemorySemantics::None;
  std::string_view v = s.value();
  if (v == "acquire") return MemorySemantics::Acquire;
  if (v == "release") return MemorySemantics::Release;
  if (v == "acquire_release") return MemorySemantics::AcquireRelease;
  if (v == "sequentially_consistent") return MemorySemantics::SequentiallyConsistent;
  return MemorySemantics::None;
}

/// A grammar op whose scope / semantics operands are attributes, given in
/// grammar order.
Operation* atomicOp(KernelBuilder& b, Op opcode, Type result, std::span<Value* const> values,
                    std::initializer_list<Attribute> attrs) {
  std::vector<NamedAttribute> named;
  auto it = attrs.begin();
  for (const OperandMapping& m : operandMapping(opcode))
    if (m.role == OperandRole::Attribute && it != attrs.end())
      named.push_back(b.named(m.attrName, *it++));
  return b.op(opcode, result, values, named);
}

} // namespace

bool Converter::convertAtomicOp(Operation* op) {
  KernelBuilder& b = kb_;
  const OpKind k = kindOf(op);
  if (k != OpKind::AtomicLoad && k != OpKind::AtomicStore && k != OpKind::AtomicAdd &&
      k != OpKind::AtomicMin && k != OpKind::AtomicMax)
    return false;
  const std::string name(instructionName(k));
  const bool isLoad = k == OpKind::AtomicLoad;
  Value* memrefValue = op->operand(isLoad ? 0 : 1);
  Type t = convertType(isLoad ? op->result()->type() : op->operand(0)->type());
  MemrefDesc* d = memref(memrefValue);
  Type tensorType = isLoad ? op->result()->type() : op->operand(0)->type();
  if (!d || !t || t.isBool() || storageType(tensorType) != t) {
    unsupported(op, name + " on " +
                        typeToString(isLoad ? op->result()->type() : op->operand(0)->type()));
    if (op->numResults()) map(op->result(), undef(t ? t : b.i32()));
    return true;
  }
  Value* p = elementPointer(op, *d, isLoad ? 1 : 2);
  Scope scope = scopeOf(op);
  MemorySemantics order = orderOf(op);
  MemorySemantics storage = d->type.addressSpace() == AddressSpace::Local
                                ? MemorySemantics::WorkgroupMemory
                                : MemorySemantics::CrossWorkgroupMemory;
  auto sem = [&](MemorySemantics o) { return o == MemorySemantics::None ? o : o | storage; };
  auto fence = [&](MemorySemantics o) {
    atomicOp(b, Op::MemoryBarrier, Type(), {}, {b.enumAttr(scope), b.enumAttr(o | storage)});
  };
  bool hasRelease = order == MemorySemantics::Release || order == MemorySemantics::AcquireRelease;
  bool hasAcquire = order == MemorySemantics::Acquire || order == MemorySemantics::AcquireRelease;

  // One atomic access of a scalar at `ptr`.
  auto load = [&](Value* ptr, Type type) {
    if (hasRelease) fence(MemorySemantics::Release);
    MemorySemantics o = order == MemorySemantics::SequentiallyConsistent ? order
                        : hasAcquire                                     ? MemorySemantics::Acquire
                                                                         : MemorySemantics::None;
    Value* ops[] = {ptr};
    return atomicOp(b, Op::AtomicLoad, type, ops, {b.enumAttr(scope), b.enumAttr(sem(o))})
        ->result();
  };
  auto store = [&](Value* ptr, Value* v) {
    MemorySemantics o = order == MemorySemantics::SequentiallyConsistent ? order
                        : hasRelease                                     ? MemorySemantics::Release
                                                                         : MemorySemantics::None;
    Value* ops[] = {ptr, v};
    atomicOp(b, Op::AtomicStore, Type(), ops, {b.enumAttr(scope), b.enumAttr(sem(o))});
    if (hasAcquire) fence(MemorySemantics::Acquire);
  };
  auto update = [&](Value* ptr, Value* v) {
    bool isFloat = v->type().isFloat();
    AtomicOp aop = k == OpKind::AtomicAdd   ? AtomicOp::Add
                   : k == OpKind::AtomicMin ? (isFloat ? AtomicOp::MinF : AtomicOp::MinS)
                                            : (isFloat ? AtomicOp::MaxF : AtomicOp::MaxS);
    return b.atomic(aop, ptr, v, scope, order);
  };

  if (auto vt = t.dyn_cast<VectorType>()) {
    // Complex: pseudo-atomic, one atomic access per part (the reference
    // allows it); the parts are the two floats at the element's address.
    if (k == OpKind::AtomicMin || k == OpKind::AtomicMax) {
      unsupported(op, name + " on " + typeToString(tensorType));
      map(op->result(), undef(t));
      return true;
    }
    Type ct = vt.elementType();
    auto pt = p->type().cast<PointerType>();
    Value* re = b.op(Op::Bitcast, PointerType::get(ct, pt.storageClass()), {p})->result();
    Value* parts[2] = {re, b.elementPtr(re, constI64(1))};
    if (k == OpKind::AtomicStore) {
      Value* v = value(op->operand(0));
      for (uint32_t i = 0; i < 2; ++i) store(parts[i], b.compositeExtract(v, {i}));
      return true;
    }
    Value* r[2];
    for (uint32_t i = 0; i < 2; ++i)
      r[i] = k == OpKind::AtomicLoad
                 ? load(parts[i], ct)
                 : update(parts[i], b.compositeExtract(value(op->operand(0)), {i}));
    map(op->result(), b.op(Op::CompositeConstruct, t, {r[0], r[1]})->result());
    return true;
  }
  if (k == OpKind::AtomicLoad)
    map(op->result(), load(p, t));
  else if (k == OpKind::AtomicStore)
    store(p, value(op->operand(0)));
  else
    map(op->result(), update(p, value(op->operand(0))));
  return true;
}

} // namespace spvkit::tensor
