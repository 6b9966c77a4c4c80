// KernelBuilder, Vulkan flavour: what a Vulkan compute shader does differently
// from an OpenCL kernel (KernelBuilder.h, docs/vulkan.md).
//
//  * Parameters: a GLCompute entry point takes none. The kernel's parameters
//    are the members of one push-constant block laid out by the calling
//    convention (ir/tensor/CallingConvention.h, layoutArgumentBlock; its
//    layout part is header-only, so this file does not link the tensor
//    dialect), or of a buffer the block points to when they do not fit. They
//    are loaded once in the entry block; param(i) returns the loaded value.
//  * Pointers: global memory is PhysicalStorageBuffer (buffer device
//    addresses). Vulkan takes OpPtrAccessChain on such a pointer only with an
//    ArrayStride-decorated pointer type, which the IR's pointer types do not
//    carry: element addresses are computed on the 64-bit address instead
//    (OpConvertPtrToU, integer arithmetic, OpConvertUToPtr), as GLSL's
//    buffer_reference casts do. Workgroup and Function memory has no
//    OpPtrAccessChain without VariablePointers: a pointer into such an array
//    is remembered as (array, index) and every element pointer is an
//    OpAccessChain from the array variable.
//  * Built-ins are 32-bit vectors, widened to the i64 the callers expect;
//    WorkgroupSize is the LocalSize constant.
//  * Subgroup operations are GroupNonUniform* at Subgroup scope.
//  * Extended math is GLSL.std.450 (Vulkan has no OpenCL.std).
#include "ir/spirv/KernelBuilder.h"

#include "ir/spirv/KernelInternal.h"
#include "ir/tensor/CallingConvention.h"

#include "SpirvOps.h"

#include <limits>
#include <string>

namespace spvkit::spirv {

namespace {

namespace abi = tensor::abi;

/// The width in bits of an integer or float scalar type, 0 otherwise.
unsigned scalarBits(Type t) {
  if (auto i = t.dyn_cast<IntegerType>()) return i.width();
  if (auto f = t.dyn_cast<FloatType>()) return f.width();
  return 0;
}

} // namespace

Operation* KernelBuilder::beginVulkanKernel(std::string_view name,
                                            std::span<const KernelParam> params) {
  // The block member of each parameter: pointers as PhysicalStorageBuffer
  // pointers, the 8- and 16-bit scalars in a 4-byte slot (no 8/16-bit push
  // constant feature needed).
  std::vector<abi::BlockArg> classes;
  std::vector<Type> members;
  for (const KernelParam& p : params) {
    if (!p.type) {
      error("kernel parameter '" + p.name + "' has no type");
      classes.push_back(abi::BlockArg::Scalar32);
      members.push_back(i32());
      continue;
    }
    if (p.space) {
      if (*p.space != AddressSpace::Global && *p.space != AddressSpace::Constant)
        error("kernel parameter '" + p.name +
              "': a Vulkan kernel takes pointers to global memory only (workgroup and private "
              "memory are declared in the kernel)");
      classes.push_back(abi::BlockArg::Pointer);
      members.push_back(ptr(p.type, StorageClass::PhysicalStorageBuffer));
      continue;
    }
    if (p.alignment || p.restrictPtr)
      error("kernel parameter '" + p.name +
            "' is not a pointer: alignment / restrict apply to pointers only");
    unsigned bits = scalarBits(p.type);
    auto vec = p.type.dyn_cast<VectorType>();
    if (bits && bits <= 16) {
      classes.push_back(abi::BlockArg::Small);
      members.push_back(i32());
    } else if (bits == 32 || bits == 64) {
      classes.push_back(bits == 32 ? abi::BlockArg::Scalar32 : abi::BlockArg::Scalar64);
      members.push_back(p.type);
    } else if (vec && vec.count() == 2 && vec.elementType().isFloat() &&
               (scalarBits(vec.elementType()) == 32 || scalarBits(vec.elementType()) == 64)) {
      classes.push_back(scalarBits(vec.elementType()) == 32 ? abi::BlockArg::Complex32
                                                            : abi::BlockArg::Complex64);
      members.push_back(p.type);
    } else {
      error("kernel parameter '" + p.name +
            "': a Vulkan kernel argument is a pointer, an integer or float scalar, or a "
            "2-vector of f32 / f64");
      classes.push_back(abi::BlockArg::Scalar32);
      members.push_back(i32());
    }
  }
  abi::ArgumentBlock layout = abi::layoutArgumentBlock(classes, options_.pushConstantLimit);
  std::vector<int64_t> offsets(layout.offsets.begin(), layout.offsets.end());
  Type block = StructType::get(context(), members, offsets);
  PointerType blockPtr = ptr(block, StorageClass::PhysicalStorageBuffer);
  Type pushed = block;
  if (layout.indirect) {
    Type only[] = {blockPtr};
    int64_t zero[] = {0};
    pushed = StructType::get(context(), only, zero);
  }

  Guard g(*this);
  Operation* pushConstants;
  {
    Guard inModule(*this);
    if (Operation* before = moduleInsertPoint())
      setInsertionPoint(before);
    else
      setInsertionPointToEnd(spirvModule_->region().front());
    pushConstants = createGlobalVariable(uniqueSymbol(std::string(name) + "_args"),
                                         ptr(pushed, StorageClass::PushConstant));
  }
  setInsertionPointToEnd(spirvModule_->region().front());
  Operation* func = createFunc(name, FunctionType::get(context(), {}, {}));
  kernel_ = OpenKernel{};
  kernel_.func = func;
  kernel_.params.assign(params.begin(), params.end());
  kernel_.pushConstants = pushConstants;
  kernel_.abi.name = std::string(name);
  kernel_.abi.argOffsets = layout.offsets;
  kernel_.abi.argBlockSize = layout.size;
  kernel_.abi.argsIndirect = layout.indirect;
  kernel_.abi.pushConstantSize = layout.pushConstantSize();

  // Load every parameter once, in the entry block.
  kernel_.paramValues = inPrologue([&] {
    std::vector<Value*> values;
    Value* base = addressOf(pushConstants);
    Value* blockBase = base;
    if (layout.indirect) {
      Value* first = constI32(0);
      Value* operands[] = {base, first};
      Value* at =
          op(Op::AccessChain, ptr(blockPtr, StorageClass::PushConstant), operands)->result();
      blockBase = load(at);
    }
    StorageClass sc =
        layout.indirect ? StorageClass::PhysicalStorageBuffer : StorageClass::PushConstant;
    for (size_t i = 0; i < params.size(); ++i) {
      Value* index = constI32(int64_t(i));
      Value* operands[] = {blockBase, index};
      Value* at = op(Op::AccessChain, ptr(members[i], sc), operands)->result();
      std::optional<uint32_t> align;
      if (layout.indirect) align = abi::argBlockSlot(classes[i]).alignment;
      Value* v = load(at, align);
      Type want = params[i].type && !params[i].space ? params[i].type : Type();
      if (classes[i] == abi::BlockArg::Small && want) {
        // The slot holds the value sign-extended (i8, i16), 0 / 1 (bool) or
        // its 16 bits in the low half (f16, bf16).
        if (want.isBool())
          v = op(Op::INotEqual, i1(), {v, constI32(0)})->result();
        else if (want.isInteger())
          v = intCast(v, want, /*isSigned=*/true);
        else
          v = op(Op::Bitcast, want, {intCast(v, i16())})->result();
      }
      if (!params[i].name.empty()) v->setName(context().intern(params[i].name));
      values.push_back(v);
    }
    return values;
  });
  g.block = func->region().front(), g.before = nullptr; // leave us in the entry block
  return func;
}

void KernelBuilder::endVulkanKernel(Operation* func) {
  std::vector<Attribute> iface;
  for (Operation* g : kernel_.interface)
    iface.push_back(SymbolRefAttr::get(context(), GlobalVariableOp(g).symName()));
  // The push constants (and workgroup variables) are not listed: before
  // SPIR-V 1.4 an interface holds Input / Output variables only, and from 1.4
  // on the writer completes it with every global the kernel uses.
  Operation* ep = createEntryPoint(ExecutionModel::GLCompute, func);
  EntryPointOp(ep).setInterfaceAttr(ArrayAttr::get(context(), iface));
  if (!kernel_.localSize) {
    error("Vulkan kernel '" + std::string(FuncOp(func).symName()) +
          "' has no work-group size: a compute shader needs LocalSize "
          "(call setRequiredWorkGroupSize)");
    kernel_.localSize = {1, 1, 1};
  }
  auto& s = *kernel_.localSize;
  createExecutionMode(func, ExecutionMode::LocalSize, {s[0], s[1], s[2]});
  kernel_.abi.requiredSubgroupSize = kernel_.subgroupSize.value_or(0);
  vulkanKernels_.push_back(kernel_.abi);
}

// --- pointers ----------------------------------------------------------------------------

Value* KernelBuilder::vulkanArrayElement(Value* array, Type element, Value* index) {
  auto sc = StorageClass(array->type().cast<PointerType>().storageClass());
  if (!index) index = constI64(0);
  Value* operands[] = {array, index};
  Value* p = op(Op::AccessChain, ptr(element, sc), operands)->result();
  arrayElements_[p] = {array, index};
  return p;
}

Value* KernelBuilder::vulkanElementPtr(Value* base, Value* index) {
  auto pt = base->type().cast<PointerType>();
  Value* index64 = intCast(index, i64(), /*isSigned=*/true);
  if (pt.storageClass() == uint32_t(StorageClass::PhysicalStorageBuffer)) {
    auto size = pt.pointeeType().byteSize();
    if (!size) {
      error("elementPtr: the pointee type has no size");
      return base;
    }
    Value* address = op(Op::ConvertPtrToU, i64(), {base})->result();
    Value* offset = *size == 1 ? index64 : binary(Op::IMul, index64, constI64(int64_t(*size)));
    return op(Op::ConvertUToPtr, pt, {binary(Op::IAdd, address, offset)})->result();
  }
  auto it = arrayElements_.find(base);
  if (it == arrayElements_.end()) {
    error("elementPtr: a Vulkan pointer into " +
          std::string(enumerantName(StorageClass(pt.storageClass()))) +
          " memory must come from workgroupMemory / privateMemory (there is no "
          "OpPtrAccessChain there without VariablePointers)");
    return base;
  }
  ArrayElement e = it->second;
  return vulkanArrayElement(e.array, pt.pointeeType(), binary(Op::IAdd, e.index, index64));
}

// --- built-ins ---------------------------------------------------------------------------

Value* KernelBuilder::vulkanBuiltinComponent(BuiltIn b, Dimension d) {
  unsigned dim = unsigned(d);
  if (b == BuiltIn::WorkgroupSize || b == BuiltIn::GlobalSize) {
    // Vulkan's WorkgroupSize is the LocalSize constant; it has no GlobalSize.
    if (!kernel_.localSize) {
      error(std::string(enumerantName(b)) +
            " on Vulkan needs the work-group size first (setRequiredWorkGroupSize)");
      return undef(i64());
    }
    Value* size = constI64((*kernel_.localSize)[dim]);
    if (b == BuiltIn::WorkgroupSize) return size;
    return inPrologue([&] { return binary(Op::IMul, gridDim(d), size); });
  }
  Value* vec = builtinValue(b, VectorType::get(i32(), 3));
  return inPrologue([&] { return intCast(compositeExtract(vec, {uint32_t(dim)}), i64()); });
}

// --- subgroups ---------------------------------------------------------------------------

Value* KernelBuilder::vulkanGroupOp(ReduceOp rop, Value* value, GroupOperation kind, Scope scope,
                                    const char* what) {
  Type t = value->type();
  bool isFloat = t.isFloat(), isInt = t.isInteger() && !t.isBool();
  if (!isFloat && !isInt) {
    error(std::string(what) + ": the value must be an integer or float scalar");
    return undef(t);
  }
  if (scope != Scope::Subgroup) {
    error(std::string(what) +
          ": Vulkan has group operations at Subgroup scope only (no work-group reduction)");
    return undef(t);
  }
  bool floatOp = rop == ReduceOp::MinF || rop == ReduceOp::MaxF;
  bool intOp = rop == ReduceOp::MinSI || rop == ReduceOp::MinUI || rop == ReduceOp::MaxSI ||
               rop == ReduceOp::MaxUI || rop == ReduceOp::And || rop == ReduceOp::Or ||
               rop == ReduceOp::Xor;
  if ((isFloat && intOp) || (isInt && floatOp)) {
    error(std::string(what) + (isFloat ? ": integer operation on a float value"
                                       : ": float operation on an integer value"));
    return undef(t);
  }
  Op opcode = Op::GroupNonUniformIAdd;
  switch (rop) {
  case ReduceOp::Add:
    opcode = isFloat ? Op::GroupNonUniformFAdd : Op::GroupNonUniformIAdd;
    break;
  case ReduceOp::Mul:
    opcode = isFloat ? Op::GroupNonUniformFMul : Op::GroupNonUniformIMul;
    break;
  case ReduceOp::MinSI:
    opcode = Op::GroupNonUniformSMin;
    break;
  case ReduceOp::MinUI:
    opcode = Op::GroupNonUniformUMin;
    break;
  case ReduceOp::MinF:
    opcode = Op::GroupNonUniformFMin;
    break;
  case ReduceOp::MaxSI:
    opcode = Op::GroupNonUniformSMax;
    break;
  case ReduceOp::MaxUI:
    opcode = Op::GroupNonUniformUMax;
    break;
  case ReduceOp::MaxF:
    opcode = Op::GroupNonUniformFMax;
    break;
  case ReduceOp::And:
    opcode = Op::GroupNonUniformBitwiseAnd;
    break;
  case ReduceOp::Or:
    opcode = Op::GroupNonUniformBitwiseOr;
    break;
  case ReduceOp::Xor:
    opcode = Op::GroupNonUniformBitwiseXor;
    break;
  }
  return mappedOp(*this, opcode, t, {&value, 1}, {enumAttr(scope), enumAttr(kind)})->result();
}

Value* KernelBuilder::vulkanShuffle(ShuffleMode mode, Value* value, Value* offset) {
  Type t = value->type();
  Value* lane = offset;
  Op opcode = Op::GroupNonUniformShuffle;
  if (mode == ShuffleMode::Xor) {
    opcode = Op::GroupNonUniformShuffleXor;
  } else if (mode != ShuffleMode::Idx) {
    // The OpenCL flavour's up / down rotate within the subgroup
    // (KernelOps.cpp): the same here, through an indexed shuffle.
    Value* size = subgroupSize();
    Value* from = mode == ShuffleMode::Down
                      ? binary(Op::IAdd, laneId(), offset)
                      : binary(Op::ISub, binary(Op::IAdd, laneId(), size), offset);
    lane = binary(Op::UMod, from, size);
  }
  Value* operands[] = {value, lane};
  return mappedOp(*this, opcode, t, operands, {enumAttr(Scope::Subgroup)})->result();
}

// --- math --------------------------------------------------------------------------------

Value* KernelBuilder::vulkanMath(MathFn fn, Type type, std::span<Value* const> args) {
  static constexpr const char* names[] = {"abs", "fabs", "min",  "max", "fmin", "fmax", "cos",
                                          "sin", "exp",  "exp2", "log", "log2", "hypot"};
  const bool binaryFn = fn == MathFn::SMin || fn == MathFn::SMax || fn == MathFn::FMin ||
                        fn == MathFn::FMax || fn == MathFn::Hypot;
  if (args.size() != (binaryFn ? 2u : 1u)) {
    error(std::string("math: ") + names[unsigned(fn)] + " takes " + (binaryFn ? "two" : "one") +
          " operand(s)");
    return undef(type);
  }
  switch (fn) {
  case MathFn::SAbs:
    return glOp(GLOp::SAbs, type, {args[0]})->result();
  case MathFn::FAbs:
    return glOp(GLOp::FAbs, type, {args[0]})->result();
  case MathFn::SMin:
    return glOp(GLOp::SMin, type, {args[0], args[1]})->result();
  case MathFn::SMax:
    return glOp(GLOp::SMax, type, {args[0], args[1]})->result();
  // NMin / NMax return the other operand when one is NaN, as OpenCL's fmin /
  // fmax do.
  case MathFn::FMin:
    return glOp(GLOp::NMin, type, {args[0], args[1]})->result();
  case MathFn::FMax:
    return glOp(GLOp::NMax, type, {args[0], args[1]})->result();
  case MathFn::Hypot: {
    // m sqrt((x/m)^2 + (y/m)^2) with m = max(|x|, |y|): no overflow or
    // underflow in the squares; 0 when both are 0.
    Value* ax = glOp(GLOp::FAbs, type, {args[0]})->result();
    Value* ay = glOp(GLOp::FAbs, type, {args[1]})->result();
    Value* m = glOp(GLOp::NMax, type, {ax, ay})->result();
    Value* zero = constantFloat(type, 0.0);
    Value* isZero = op(Op::FOrdEqual, i1(), {m, zero})->result();
    Value* safe = op(Op::Select, type, {isZero, constantFloat(type, 1.0), m})->result();
    Value* sx = binary(Op::FDiv, ax, safe);
    Value* sy = binary(Op::FDiv, ay, safe);
    Value* sum = binary(Op::FAdd, binary(Op::FMul, sx, sx), binary(Op::FMul, sy, sy));
    Value* r = binary(Op::FMul, m, glOp(GLOp::Sqrt, type, {sum})->result());
    return op(Op::Select, type, {isZero, zero, r})->result();
  }
  default:
    break;
  }
  // The transcendental functions: GLSL.std.450 has them for f16 and f32.
  auto ft = type.dyn_cast<FloatType>();
  if (!ft || ft.isBFloat() || (ft.width() != 16 && ft.width() != 32)) {
    std::string what =
        ft ? (ft.isBFloat() ? "bf16" : "f" + std::to_string(ft.width())) : "a non-float";
    error(std::string("math: ") + names[unsigned(fn)] + " on " + what +
          " is not supported on the Vulkan targets (GLSL.std.450 has it for f16 and f32 only)");
    return undef(type);
  }
  static constexpr GLOp gl[] = {GLOp::Cos, GLOp::Sin, GLOp::Exp, GLOp::Exp2, GLOp::Log, GLOp::Log2};
  return glOp(gl[unsigned(fn) - unsigned(MathFn::Cos)], type, {args[0]})->result();
}

Value* KernelBuilder::vulkanFmod(Value* x, Value* y) {
  // r = |x|; while r >= |y|: r -= t, t = |y| 2^(exponent(r) - exponent(|y|)),
  // halved when above r. Then t <= r < 2 t, so each subtraction is exact
  // (Sterbenz) and the exponent of r drops every step. NaN for y = 0, an
  // infinite x or a NaN (the loop then does not run: NaN >= |y| is false);
  // x itself when |x| < |y|. The result has the sign of x.
  Type t = x->type();
  const unsigned bits = t.cast<FloatType>().width();
  Type it = IntegerType::get(context(), bits);
  Value* ax = math(MathFn::FAbs, t, {x});
  Value* ay = math(MathFn::FAbs, t, {y});
  Value* inf = constantFloat(t, std::numeric_limits<double>::infinity());
  Value* nan = constantFloat(t, std::numeric_limits<double>::quiet_NaN());
  Value* bad = binary(Op::LogicalOr, op(Op::FOrdEqual, i1(), {ay, constantFloat(t, 0.0)})->result(),
                      op(Op::FUnordGreaterThanEqual, i1(), {ax, inf})->result());
  bad = binary(Op::LogicalOr, bad, op(Op::IsNan, i1(), {y})->result());
  Value* start = op(Op::Select, t, {bad, nan, ax})->result();
  Type parts[] = {t, i32()};
  Type frexpType = StructType::get(context(), parts);
  auto exponent = [&](Value* v) {
    return compositeExtract(glOp(GLOp::FrexpStruct, frexpType, {v})->result(), {1});
  };
  Value* init[] = {start};
  std::vector<Value*> r = whileLoop(
      init,
      [&](std::span<Value* const> a) {
        return op(Op::FOrdGreaterThanEqual, i1(), {a[0], ay})->result();
      },
      [&](std::span<Value* const> a) -> std::vector<Value*> {
        Value* shift = binary(Op::ISub, exponent(a[0]), exponent(ay));
        Value* step = glOp(GLOp::Ldexp, t, {ay, shift})->result();
        Value* over = op(Op::FOrdGreaterThan, i1(), {step, a[0]})->result();
        step = op(Op::Select, t, {over, binary(Op::FMul, step, constantFloat(t, 0.5)), step})
                   ->result();
        return {binary(Op::FSub, a[0], step)};
      });
  // The sign of x on the (non-negative or NaN) remainder.
  Value* sign = constantInt(it, bits == 64 ? INT64_MIN : -(int64_t(1) << (bits - 1)));
  Value* xs = binary(Op::BitwiseAnd, op(Op::Bitcast, it, {x})->result(), sign);
  Value* rb = binary(Op::BitwiseOr, op(Op::Bitcast, it, {r[0]})->result(), xs);
  return op(Op::Bitcast, t, {rb})->result();
}

} // namespace spvkit::spirv
