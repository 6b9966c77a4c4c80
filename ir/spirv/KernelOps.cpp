// KernelBuilder: barrier, subgroup operations, atomics and printf.
//
// The instructions are picked for what OpenCL devices that only accept SPIR-V
// 1.0-1.2 (PoCL 6, older Intel drivers) run: the cl_khr_subgroups group
// instructions (Groups capability) rather than the 1.3 GroupNonUniform ones,
// SPV_INTEL_subgroups for shuffles, SPV_EXT_shader_atomic_float_add for float
// atomics.
#include "ir/spirv/KernelBuilder.h"

#include "ir/spirv/KernelInternal.h"
#include "ir/spirv/OperandMap.h"

#include "SpirvOps.h"

#include <string>

namespace spvkit::spirv {

Operation* mappedOp(SpirvBuilder& b, Op opcode, Type result, std::span<Value* const> values,
                    std::initializer_list<Attribute> attrs) {
  std::vector<NamedAttribute> named;
  auto it = attrs.begin();
  for (const OperandMapping& m : operandMapping(opcode))
    if (m.role == OperandRole::Attribute && it != attrs.end())
      named.push_back(b.named(m.attrName, *it++));
  return b.op(opcode, result, values, named);
}

namespace {

bool isFloatOp(ReduceOp op) {
  return op == ReduceOp::MinF || op == ReduceOp::MaxF;
}

} // namespace

Operation* KernelBuilder::barrier(MemoryFence fence) {
  // Vulkan: acquire-release (what GLSL's barrier() + memoryBarrier*() give);
  // buffer memory is UniformMemory there.
  auto sem = isVulkan() ? MemorySemantics::AcquireRelease : MemorySemantics::SequentiallyConsistent;
  if (uint8_t(fence) & uint8_t(MemoryFence::Workgroup))
    sem = sem | MemorySemantics::WorkgroupMemory;
  if (uint8_t(fence) & uint8_t(MemoryFence::Global))
    sem = sem | storageSemantics(uint32_t(StorageClass::CrossWorkgroup));
  return ControlBarrierOp::create(*this, Scope::Workgroup, Scope::Workgroup, sem).op();
}

Value* KernelBuilder::groupOp(ReduceOp rop, Value* value, GroupOperation kind, Scope scope,
                              const char* what) {
  if (isVulkan()) return vulkanGroupOp(rop, value, kind, scope, what);
  Type t = value->type();
  bool isFloat = t.isFloat(), isInt = t.isInteger() && !t.isBool();
  if (!isFloat && !isInt) {
    error(std::string(what) + ": the value must be an integer or float scalar");
    return undef(t);
  }
  if (isFloat && (rop == ReduceOp::MinSI || rop == ReduceOp::MinUI || rop == ReduceOp::MaxSI ||
                  rop == ReduceOp::MaxUI || rop == ReduceOp::And || rop == ReduceOp::Or ||
                  rop == ReduceOp::Xor)) {
    error(std::string(what) + ": integer operation on a float value");
    return undef(t);
  }
  if (isInt && isFloatOp(rop)) {
    error(std::string(what) + ": float operation on an integer value");
    return undef(t);
  }
  Op opcode;
  switch (rop) {
  case ReduceOp::Add:
    opcode = isFloat ? Op::GroupFAdd : Op::GroupIAdd;
    break;
  case ReduceOp::MinSI:
    opcode = Op::GroupSMin;
    break;
  case ReduceOp::MinUI:
    opcode = Op::GroupUMin;
    break;
  case ReduceOp::MinF:
    opcode = Op::GroupFMin;
    break;
  case ReduceOp::MaxSI:
    opcode = Op::GroupSMax;
    break;
  case ReduceOp::MaxUI:
    opcode = Op::GroupUMax;
    break;
  case ReduceOp::MaxF:
    opcode = Op::GroupFMax;
    break;
  default:
    if (kind != GroupOperation::Reduce || scope != Scope::Subgroup) {
      error(std::string(what) + ": only add, min and max are supported here");
      return undef(t);
    }
    // Mul / And / Or / Xor have no cl_khr_subgroups instruction (they need
    // SPV_KHR_uniform_group_instructions, which PoCL does not take): a
    // butterfly over the subgroup with shuffle-xor.
    {
      Value* init[] = {constI32(1), value};
      Value* size = subgroupSize();
      std::vector<Value*> r = whileLoop(
          init,
          [&](std::span<Value* const> a) {
            return op(Op::ULessThan, i1(), {a[0], size})->result();
          },
          [&](std::span<Value* const> a) -> std::vector<Value*> {
            Value* other = subgroupShuffle(ShuffleMode::Xor, a[1], a[0]);
            return {binary(Op::ShiftLeftLogical, a[0], constI32(1)), reduceStep(rop, a[1], other)};
          });
      return r[1];
    }
  }
  return mappedOp(*this, opcode, t, {&value, 1}, {enumAttr(scope), enumAttr(kind)})->result();
}

Value* KernelBuilder::reduceStep(ReduceOp rop, Value* a, Value* b) {
  bool isFloat = a->type().isFloat();
  switch (rop) {
  case ReduceOp::Mul:
    return binary(isFloat ? Op::FMul : Op::IMul, a, b);
  case ReduceOp::And:
    return binary(Op::BitwiseAnd, a, b);
  case ReduceOp::Or:
    return binary(Op::BitwiseOr, a, b);
  case ReduceOp::Xor:
    return binary(Op::BitwiseXor, a, b);
  default:
    return binary(isFloat ? Op::FAdd : Op::IAdd, a, b);
  }
}

Value* KernelBuilder::subgroupReduce(ReduceOp op, Value* value) {
  if (!requireKernel("subgroupReduce()")) return undef(value->type());
  return groupOp(op, value, GroupOperation::Reduce, Scope::Subgroup, "subgroupReduce");
}

Value* KernelBuilder::subgroupScan(ReduceOp op, Value* value, bool inclusive) {
  if (!requireKernel("subgroupScan()")) return undef(value->type());
  return groupOp(op, value,
                 inclusive ? GroupOperation::InclusiveScan : GroupOperation::ExclusiveScan,
                 Scope::Subgroup, "subgroupScan");
}

Value* KernelBuilder::allReduce(ReduceOp op, Value* value) {
  if (!requireKernel("allReduce()")) return undef(value->type());
  return groupOp(op, value, GroupOperation::Reduce, Scope::Workgroup, "allReduce");
}

Value* KernelBuilder::subgroupBroadcast(Value* value, Value* lane) {
  if (!lane->type().isInteger()) {
    error("subgroupBroadcast: the lane must be an integer");
    return undef(value->type());
  }
  if (isVulkan()) {
    // An indexed shuffle rather than OpGroupNonUniformBroadcast, whose Id
    // must be dynamically uniform: the same instruction on GPUs, and defined
    // whatever lane a caller passes.
    Value* operands[] = {value, intCast(lane, i32())};
    return mappedOp(*this, Op::GroupNonUniformShuffle, value->type(), operands,
                    {enumAttr(Scope::Subgroup)})
        ->result();
  }
  // GroupBroadcastOp::create, without its attribute vector and with the
  // scope attribute made once: coopmatrix multiply-adds broadcast every entry
  // of B (flash attention: 1,152 per kernel, ~750 instructions each).
  if (!subgroupScope_) subgroupScope_ = enumAttr(Scope::Subgroup);
  Value* operands[] = {value, lane};
  NamedAttribute attrs[] = {{GroupBroadcastOp::executionAttrName(), subgroupScope_}};
  return op(Op::GroupBroadcast, value->type(), operands, attrs)->result();
}

Value* KernelBuilder::subgroupShuffle(ShuffleMode mode, Value* value, Value* offset) {
  if (!offset->type().isInteger(32)) {
    error("subgroupShuffle: the offset / lane must be an i32");
    return undef(value->type());
  }
  Type t = value->type();
  if (isVulkan()) return vulkanShuffle(mode, value, offset);
  switch (mode) {
  case ShuffleMode::Idx: {
    Value* operands[] = {value, offset};
    return op(Op::SubgroupShuffleINTEL, t, operands)->result();
  }
  case ShuffleMode::Xor: {
    Value* operands[] = {value, offset};
    return op(Op::SubgroupShuffleXorINTEL, t, operands)->result();
  }
  case ShuffleMode::Down: {
    // Lane k reads lane k + offset of `current`, past the end of `next`:
    // passing the value twice makes it a rotation, like gpu.shuffle down.
    Value* operands[] = {value, value, offset};
    return op(Op::SubgroupShuffleDownINTEL, t, operands)->result();
  }
  case ShuffleMode::Up: {
    Value* operands[] = {value, value, offset};
    return op(Op::SubgroupShuffleUpINTEL, t, operands)->result();
  }
  }
  return undef(t);
}

// --- atomics -------------------------------------------------------------------------

Value* KernelBuilder::atomic(AtomicOp aop, Value* pointer, Value* value, Scope scope,
                             MemorySemantics semantics) {
  auto pt = pointer->type().dyn_cast<PointerType>();
  if (!pt || pt.pointeeType() != value->type()) {
    error("atomic: the pointer must point to the value's type");
    return undef(value->type());
  }
  Type t = value->type();
  bool isFloat = t.isFloat();
  if (!isFloat && !t.isInteger()) {
    error("atomic: the value must be an integer or a float");
    return undef(t);
  }
  // OpenCL wants the semantics to name the memory the pointer is in; Vulkan
  // only where they order memory (relaxed atomics name none).
  if (!isVulkan() || semantics != MemorySemantics::None) {
    if (pt.storageClass() == uint32_t(StorageClass::Workgroup) ||
        pt.storageClass() == uint32_t(StorageClass::CrossWorkgroup) ||
        pt.storageClass() == uint32_t(StorageClass::PhysicalStorageBuffer))
      semantics = semantics | storageSemantics(pt.storageClass());
  }
  Op opcode = Op::AtomicIAdd;
  bool floatOnly = false, intOnly = true;
  switch (aop) {
  case AtomicOp::Add:
    opcode = isFloat ? Op::AtomicFAddEXT : Op::AtomicIAdd;
    intOnly = false;
    break;
  case AtomicOp::Sub:
    opcode = Op::AtomicISub;
    break;
  case AtomicOp::MinS:
    opcode = Op::AtomicSMin;
    break;
  case AtomicOp::MinU:
    opcode = Op::AtomicUMin;
    break;
  case AtomicOp::MaxS:
    opcode = Op::AtomicSMax;
    break;
  case AtomicOp::MaxU:
    opcode = Op::AtomicUMax;
    break;
  case AtomicOp::MinF:
    opcode = Op::AtomicFMinEXT, floatOnly = true, intOnly = false;
    break;
  case AtomicOp::MaxF:
    opcode = Op::AtomicFMaxEXT, floatOnly = true, intOnly = false;
    break;
  case AtomicOp::And:
    opcode = Op::AtomicAnd;
    break;
  case AtomicOp::Or:
    opcode = Op::AtomicOr;
    break;
  case AtomicOp::Xor:
    opcode = Op::AtomicXor;
    break;
  case AtomicOp::Exchange:
    opcode = Op::AtomicExchange, intOnly = false;
    break;
  }
  if ((intOnly && isFloat) || (floatOnly && !isFloat)) {
    error(std::string("atomic: Op") + std::string(opName(opcode)) +
          (isFloat ? " takes integers" : " takes floats"));
    return undef(t);
  }
  Value* operands[] = {pointer, value};
  return mappedOp(*this, opcode, t, operands, {enumAttr(scope), enumAttr(semantics)})->result();
}

Value* KernelBuilder::atomicCompareExchange(Value* pointer, Value* expected, Value* desired,
                                            Scope scope) {
  auto pt = pointer->type().dyn_cast<PointerType>();
  Type t = desired->type();
  if (!pt || pt.pointeeType() != t || expected->type() != t || !t.isInteger()) {
    error("atomicCompareExchange: integer values of the pointee type expected");
    return undef(t);
  }
  auto sem = isVulkan() ? MemorySemantics::None : storageSemantics(pt.storageClass());
  // Operand order of OpAtomicCompareExchange: Value (desired), then Comparator.
  return AtomicCompareExchangeOp::create(*this, t, pointer, scope, sem, sem, desired, expected)
      ->result();
}

// --- extended math ---------------------------------------------------------------

Value* KernelBuilder::math(MathFn fn, Type type, std::span<Value* const> args) {
  if (isVulkan()) return vulkanMath(fn, type, args);
  static constexpr CLOp ops[] = {CLOp::s_abs, CLOp::fabs, CLOp::s_min, CLOp::s_max, CLOp::fmin,
                                 CLOp::fmax,  CLOp::cos,  CLOp::sin,   CLOp::exp,   CLOp::exp2,
                                 CLOp::log,   CLOp::log2, CLOp::hypot};
  CLOp o = ops[unsigned(fn)];
  if (args.size() == 1) return clOp(o, type, {args[0]})->result();
  if (args.size() == 2) return clOp(o, type, {args[0], args[1]})->result();
  error("math: one or two operands expected");
  return undef(type);
}

Value* KernelBuilder::fmod(Value* x, Value* y) {
  if (!x->type().isFloat() || x->type() != y->type()) {
    error("fmod: two floats of one type expected");
    return undef(x->type());
  }
  return isVulkan() ? vulkanFmod(x, y) : binary(Op::FRem, x, y);
}

// --- printf -------------------------------------------------------------------------

Value* KernelBuilder::printf(std::string_view format, std::span<Value* const> args) {
  if (!requireKernel("printf()")) return undef(i32());
  if (isVulkan()) {
    error("printf is not available on Vulkan (no OpenCL.std printf in a shader)");
    return undef(i32());
  }
  // The string with its NUL, as an i8 array constant in the constant space.
  std::vector<Attribute> chars;
  for (char c : format) chars.push_back(IntegerAttr::get(i8(), int64_t(int8_t(c))));
  chars.push_back(IntegerAttr::get(i8(), 0));
  Attribute init = ArrayAttr::get(context(), chars);
  Type array = ArrayType::get(i8(), unsigned(chars.size()));
  PointerType arrayPtr = ptr(array, StorageClass::UniformConstant);
  // A constant initializer is `initializer_value` (as the reader keeps
  // clang's strings; `initializer` names a symbol). Equal strings share one.
  Operation* global = nullptr;
  for (Operation* g = spirvModule()->region().front()->front(); g && !global; g = g->nextOp())
    if (auto v = dyn_cast<GlobalVariableOp>(g);
        v && v.initializerValueAttr() == init && v.type() == Type(arrayPtr))
      global = g;
  if (!global) {
    Guard g(*this);
    if (Operation* before = moduleInsertPoint())
      setInsertionPoint(before);
    else
      setInsertionPointToEnd(spirvModule()->region().front());
    global = createGlobalVariable(uniqueSymbol("__printf_format"), arrayPtr);
    GlobalVariableOp(global).setInitializerValueAttr(init);
    GlobalVariableOp(global).setConstantAttr(unitAttr());
  }
  Value* base = addressOf(global);
  Value* zero = constI64(0);
  Value* chainOperands[] = {base, zero, zero};
  Value* fmt =
      op(Op::InBoundsPtrAccessChain, ptr(i8(), StorageClass::UniformConstant), chainOperands)
          ->result();
  std::vector<Value*> operands = {fmt};
  operands.insert(operands.end(), args.begin(), args.end());
  Operation::State st;
  st.info = clOpInfo(CLOp::printf);
  Type result = i32();
  st.resultTypes = {&result, 1};
  st.operands = operands;
  return create(st)->result();
}

} // namespace spvkit::spirv
