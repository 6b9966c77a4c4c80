// Atomic instructions: atomic_load, atomic_store, atomic_add, atomic_min,
// atomic_max on memref elements, with the language's scopes (default
// work_group) and memory semantics (default relaxed).
//
// SPIR-V forbids release semantics on OpAtomicLoad and acquire semantics on
// OpAtomicStore; the language allows every combination. The access then keeps
// the part SPIR-V allows and an OpMemoryBarrier supplies the rest: a release
// barrier before the load, an acquire barrier after the store
// (docs/language.md, implementation-defined behaviour). Float add, min and max
// use SPV_EXT_shader_atomic_float_add / _min_max where the target has them and
// a compare-exchange loop on the float's bits otherwise. 8- and 16-bit
// elements (i8, i16, f16, bf16), for which OpenCL has no atomics, are
// accessed through a compare-exchange loop on the aligned 32-bit word that
// holds them. A complex value is updated per part (pseudo-atomic, as the
// reference allows).
#include "ir/spirv/OperandMap.h"
#include "passes/tensor/Converter.h"

#include <functional>

namespace spvkit::tensor {

using namespace spirv;

namespace {

Scope scopeOf(Operation* op) {
  std::string_view v = AtomicAccessInterface(op).scope();
  if (v.empty()) return Scope::Workgroup;
  if (v == "cross_device") return Scope::CrossDevice;
  if (v == "device") return Scope::Device;
  if (v == "subgroup") return Scope::Subgroup;
  return Scope::Workgroup;
}

/// The ordering part of the semantics (no storage-class bits).
MemorySemantics orderOf(Operation* op) {
  std::string_view v = AtomicAccessInterface(op).semantics();
  if (v.empty()) return MemorySemantics::None;
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
  AtomicInterface atomic(op);
  Type t = convertType(isLoad ? op->result()->type() : atomic.value()->type());
  MemrefDesc* d = memref(atomic.memref());
  Type tensorType = isLoad ? op->result()->type() : atomic.value()->type();
  if (!d || !t || t.isBool() ||
      (t.isa<VectorType>() && (k == OpKind::AtomicMin || k == OpKind::AtomicMax))) {
    unsupported(op, name + " on " + typeToString(tensorType));
    if (op->numResults()) map(op->result(), undef(t ? t : b.i32()));
    return true;
  }
  Value* p = elementPointer(*d, valuesOf(atomic.indices()));
  Value* r =
      atomicAccess(op, p, d->type.addressSpace(), t, isLoad ? nullptr : value(atomic.value()));
  if (op->numResults()) map(op->result(), r);
  return true;
}

Value* Converter::atomicAccess(Operation* op, Value* p, AddressSpace space, Type t, Value* v) {
  KernelBuilder& b = kb_;
  const std::string name(instructionName(kindOf(op)));
  // The scalar kind of a cooperative_matrix_atomic_* op.
  OpKind k = kindOf(op);
  switch (k) {
  case OpKind::CooperativeMatrixAtomicLoad:
    k = OpKind::AtomicLoad;
    break;
  case OpKind::CooperativeMatrixAtomicStore:
    k = OpKind::AtomicStore;
    break;
  case OpKind::CooperativeMatrixAtomicAdd:
    k = OpKind::AtomicAdd;
    break;
  case OpKind::CooperativeMatrixAtomicMin:
    k = OpKind::AtomicMin;
    break;
  case OpKind::CooperativeMatrixAtomicMax:
    k = OpKind::AtomicMax;
    break;
  default:
    // The .atomic update of collective linear algebra (C += ...).
    if (regionKind(k) == RegionKind::Collective) k = OpKind::AtomicAdd;
    break;
  }
  // Collective .atomic updates come from several work-groups: device scope.
  Scope scope =
      b.atomicScope(regionKind(kindOf(op)) == RegionKind::Collective ? Scope::Device : scopeOf(op));
  // The flavour's ordering (Vulkan: acquire-release for sequentially
  // consistent, which the loads and stores below split into an acquire or
  // release access and a fence).
  MemorySemantics order = b.atomicOrder(orderOf(op));
  MemorySemantics storage = b.storageSemantics(
      uint32_t(b.storageClass(space == AddressSpace::Local ? spirv::AddressSpace::Workgroup
                                                           : spirv::AddressSpace::Global)));
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
  // Float add / min / max: the SPV_EXT instruction where the target has it,
  // else a compare-exchange loop on the bits (cas below).
  auto hasFloatAtomic = [&](Type ft) {
    const spirv::TargetEnv& env = target().env;
    unsigned w = ft.cast<FloatType>().width();
    if (k == OpKind::AtomicAdd)
      return env.hasExtension(Extension::SPV_EXT_shader_atomic_float_add) &&
             env.hasCapability(w == 64   ? Capability::AtomicFloat64AddEXT
                               : w == 32 ? Capability::AtomicFloat32AddEXT
                                         : Capability::AtomicFloat16AddEXT);
    return env.hasExtension(Extension::SPV_EXT_shader_atomic_float_min_max) &&
           env.hasCapability(w == 64   ? Capability::AtomicFloat64MinMaxEXT
                             : w == 32 ? Capability::AtomicFloat32MinMaxEXT
                                       : Capability::AtomicFloat16MinMaxEXT);
  };
  // The compare-exchange loop on the integer `word` at `wptr` that holds the
  // element: start from the word in memory, then until the exchange succeeds
  // old = get(word), word' = put(word, next(old)), seen = cmpxchg(wptr, word,
  // word'). It compares bits, so NaNs and -0 are handled exactly. Returns
  // the element's value before the update.
  MemorySemantics unequal = order == MemorySemantics::Release          ? MemorySemantics::None
                            : order == MemorySemantics::AcquireRelease ? MemorySemantics::Acquire
                                                                       : order;
  using Map = std::function<Value*(Value*)>;
  auto casLoop = [&](Value* wptr, Type wt, const Map& get, const Map& next,
                     const std::function<Value*(Value*, Value*)>& put) -> Value* {
    Value* first[] = {wptr};
    Value* start =
        atomicOp(b, Op::AtomicLoad, wt, first, {b.enumAttr(scope), b.enumAttr(sem(unequal))})
            ->result();
    Value* init[] = {start, b.constantBool(false)};
    std::vector<Value*> last = b.whileLoop(
        init,
        [&](std::span<Value* const> a) {
          return b.op(Op::LogicalNotEqual, b.i1(), {a[1], b.constantBool(true)})->result();
        },
        [&](std::span<Value* const> a) {
          Value* ops[] = {wptr, put(a[0], next(get(a[0]))), a[0]};
          Value* seen =
              atomicOp(b, Op::AtomicCompareExchange, wt, ops,
                       {b.enumAttr(scope), b.enumAttr(sem(order)), b.enumAttr(sem(unequal))})
                  ->result();
          return std::vector<Value*>{seen, b.op(Op::IEqual, b.i1(), {seen, a[0]})->result()};
        });
    return get(last[0]);
  };
  // The new value of an update (store: `v` itself).
  auto combine = [&](Value* old, Value* v) -> Value* {
    if (k == OpKind::AtomicStore) return v;
    Type ty = old->type();
    bool isFloat = ty.isFloat();
    if (k == OpKind::AtomicAdd) return b.binary(isFloat ? Op::FAdd : Op::IAdd, old, v);
    if (isFloat) return clCall(k == OpKind::AtomicMin ? CLOp::fmin : CLOp::fmax, ty, {old, v});
    return extOp(k == OpKind::AtomicMin ? CLOp::s_min : CLOp::s_max, ty, {old, v});
  };
  // A 32 / 64-bit float without the extension: the loop on its bits.
  auto cas = [&](Value* ptr, Value* v) -> Value* {
    Type ft = v->type();
    Type it = IntegerType::get(ft.context(), ft.cast<FloatType>().width());
    auto pt = ptr->type().cast<PointerType>();
    Value* iptr = b.op(Op::Bitcast, PointerType::get(it, pt.storageClass()), {ptr})->result();
    return casLoop(
        iptr, it, [&](Value* w) { return b.op(Op::Bitcast, ft, {w})->result(); },
        [&](Value* old) { return combine(old, v); },
        [&](Value*, Value* x) { return b.op(Op::Bitcast, it, {x})->result(); });
  };
  // An 8- or 16-bit element (i8, i16, f16 without 16-bit float atomics,
  // bf16 stored as i16): OpenCL has no atomics of that width, so every
  // access, loads included, goes through the aligned 32-bit word holding
  // the element (the element's bits at `shift`; the other bytes of the word
  // are written back unchanged).
  // Whether the element is f16 computed in f32: its memory is f16 on OpenCL
  // and i16 on Vulkan (no Float16Buffer there), where bf16 is i16 too, so
  // the tensor type tells them apart.
  const bool loadsValue =
      kindOf(op) == OpKind::AtomicLoad || kindOf(op) == OpKind::CooperativeMatrixAtomicLoad;
  Value* typed =
      loadsValue ? (op->numResults() ? op->result() : nullptr) : AtomicAccessInterface(op).value();
  const bool halfElement = typed && halfInF32(componentOf(typed->type()));
  auto narrowAccess = [&](Value* ptr, Type st, Value* v) -> Value* {
    unsigned w = st.isFloat() ? st.cast<FloatType>().width() : st.cast<IntegerType>().width();
    Type bitsT = IntegerType::get(st.context(), w), i32 = b.i32();
    auto pt = ptr->type().cast<PointerType>();
    Value* addr = b.op(Op::ConvertPtrToU, b.i64(), {ptr})->result();
    Value* waddr = b.binary(Op::BitwiseAnd, addr, constI64(~int64_t(3)));
    Value* shift = intTo(
        b.binary(Op::ShiftLeftLogical, b.binary(Op::BitwiseAnd, addr, constI64(3)), constI64(3)),
        i32);
    Value* wptr =
        b.op(Op::ConvertUToPtr, PointerType::get(i32, pt.storageClass()), {waddr})->result();
    Value* keep = b.op(Op::Not, i32,
                       {b.binary(Op::ShiftLeftLogical, b.constI32((int64_t(1) << w) - 1), shift)})
                      ->result();
    auto get = [&](Value* word) -> Value* {
      Value* bits =
          b.op(Op::UConvert, bitsT, {b.binary(Op::ShiftRightLogical, word, shift)})->result();
      if (t == bitsT) return bits;                                 // i8, i16
      if (t == st) return b.op(Op::Bitcast, st, {bits})->result(); // f16
      if (st.isFloat() || halfElement) return halfFromBits(bits);  // f16 in f32
      return bf16FromBits(bits);                                   // bf16 (t is f32)
    };
    auto put = [&](Value* word, Value* x) -> Value* {
      Value* bits = t == bitsT                    ? x
                    : t == st                     ? b.op(Op::Bitcast, bitsT, {x})->result()
                    : st.isFloat() || halfElement ? halfToBits(x) // rounds to nearest even
                                                  : bf16ToBits(roundBf16(x));
      Value* wide = b.op(Op::UConvert, i32, {bits})->result();
      return b.binary(Op::BitwiseOr, b.binary(Op::BitwiseAnd, word, keep),
                      b.binary(Op::ShiftLeftLogical, wide, shift));
    };
    if (k == OpKind::AtomicLoad) return get(load(wptr, i32));
    Value* old = casLoop(
        wptr, i32, get, [&](Value* o) { return combine(o, v); }, put);
    if (k == OpKind::AtomicStore) {
      if (hasAcquire) fence(MemorySemantics::Acquire);
      return nullptr;
    }
    return old;
  };
  auto update = [&](Value* ptr, Value* v) {
    bool isFloat = v->type().isFloat();
    if (isFloat && !hasFloatAtomic(v->type())) return cas(ptr, v);
    AtomicOp aop = k == OpKind::AtomicAdd   ? AtomicOp::Add
                   : k == OpKind::AtomicMin ? (isFloat ? AtomicOp::MinF : AtomicOp::MinS)
                                            : (isFloat ? AtomicOp::MaxF : AtomicOp::MaxS);
    return b.atomic(aop, ptr, v, scope, order);
  };

  if (auto vt = t.dyn_cast<VectorType>()) {
    // Complex: pseudo-atomic, one atomic access per part (the reference
    // allows it); the parts are the two floats at the element's address.
    // Callers reject min / max.
    Type ct = vt.elementType();
    auto pt = p->type().cast<PointerType>();
    Value* re = b.op(Op::Bitcast, PointerType::get(ct, pt.storageClass()), {p})->result();
    Value* parts[2] = {re, b.elementPtr(re, constI64(1))};
    if (k == OpKind::AtomicStore) {
      for (uint32_t i = 0; i < 2; ++i) store(parts[i], b.compositeExtract(v, {i}));
      return nullptr;
    }
    Value* r[2];
    for (uint32_t i = 0; i < 2; ++i)
      r[i] = k == OpKind::AtomicLoad ? load(parts[i], ct)
                                     : update(parts[i], b.compositeExtract(v, {i}));
    return b.op(Op::CompositeConstruct, t, {r[0], r[1]})->result();
  }
  Type st = p->type().cast<PointerType>().pointeeType();
  bool narrow = st.isInteger()
                    ? st.cast<IntegerType>().width() < 32
                    : st.isFloat(16) && (k == OpKind::AtomicLoad || k == OpKind::AtomicStore ||
                                         !hasFloatAtomic(st));
  if (narrow) return narrowAccess(p, st, v);
  if (k == OpKind::AtomicLoad) return load(p, t);
  if (k == OpKind::AtomicStore) return store(p, v), nullptr;
  return update(p, v);
}

} // namespace spvkit::tensor
