// KernelBuilder: write OpenCL / Level Zero compute kernels in the vocabulary of
// MLIR's `gpu` dialect, without the SPIR-V plumbing.
//
// Compiler writers who emit kernels know thread ids, workgroup memory and
// subgroup reductions; SPIR-V wants Input variables decorated BuiltIn and
// listed on the entry point, Workgroup-storage globals, scope and semantics
// constants, execution modes and a capability list. This builder (a
// `SpirvBuilder`, so every grammar op stays one call away) does that
// bookkeeping:
//
//   KernelBuilder kb(module);                         // spirv.module Physical64 OpenCL
//   kb.beginKernel("saxpy", {KernelParam::value("a", kb.f32()),
//                            KernelParam::pointer("x", kb.f32()).aligned(4).noAlias(),
//                            KernelParam::pointer("y", kb.f32()).aligned(4)});
//   Value* i = kb.globalId(Dimension::X);                   // i64
//   Value* y = kb.loadElement(kb.param(2), i);
//   ...
//   kb.endKernel();                                   // entry point, interface, modes
//   kb.finish(diags);                                 // #spirv.vce inferred
//
// A builder made with KernelFlavour::Vulkan writes Vulkan compute shaders
// from the same calls (KernelVulkan.cpp, docs/vulkan.md): `spirv.module
// PhysicalStorageBuffer64 GLSL450`, GLCompute entry points, parameters read
// from one push-constant block laid out by ir/tensor/CallingConvention.h
// (global pointers are PhysicalStorageBuffer pointers), 32-bit built-ins
// widened to i64, GroupNonUniform subgroup operations, Vulkan memory
// semantics, and pointer arithmetic that Vulkan allows (integer address
// arithmetic on device addresses; access chains into workgroup / private
// arrays).
//
// The IR it builds is ordinary SPIR-V dialect IR (docs/spirv-dialect.md): the
// same verifier, passes and writer apply. Misuse (a float reduction of an i1,
// a parameter index out of range) does not throw: it records a located error,
// returns a `spirv.Undef` of a plausible type so building can go on, and
// `finish` reports it. See docs/embedding.md.
#pragma once

#include "ir/Diagnostic.h"
#include "ir/spirv/SpirvBuilder.h"

#include <array>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace spvkit::spirv {

/// Which client API the kernels are for (TargetEnv's TargetClient).
enum class KernelFlavour : uint8_t { OpenCL, Vulkan };

struct KernelBuilderOptions {
  KernelFlavour flavour = KernelFlavour::OpenCL;
  /// Vulkan: the device's push-constant limit in bytes; a larger argument
  /// block is passed through a pointer in the push constants.
  uint32_t pushConstantLimit = 128;
  /// finish() infers the module's #spirv.vce. A pipeline that infers it
  /// against its target afterwards anyway (tensor::runPipeline's
  /// spirv-requirements) turns this off: the inference walks every op and
  /// was a third of a small kernel's compile when it ran three times.
  bool inferRequirements = true;
};

/// What a runtime needs besides the binary to launch a Vulkan kernel (the
/// OpenCL runtime needs none of it).
struct VulkanKernelAbi {
  std::string name;
  /// Byte offset of each parameter in the argument block.
  std::vector<uint32_t> argOffsets;
  /// Bytes of the argument block.
  uint32_t argBlockSize = 0;
  /// The push constants hold an 8-byte pointer to a buffer holding the block.
  bool argsIndirect = false;
  /// Bytes the host pushes (argBlockSize, or 8 when indirect).
  uint32_t pushConstantSize = 0;
  /// setRequiredSubgroupSize's value (0: none): Vulkan has no execution mode
  /// for it, the runtime requests it when it creates the pipeline.
  uint32_t requiredSubgroupSize = 0;
};

/// `gpu.address_space` plus OpenCL's constant space: where a pointer points.
enum class AddressSpace : uint8_t {
  Global,    // CrossWorkgroup (`global`)
  Workgroup, // Workgroup (`local`)
  Constant,  // UniformConstant (`constant`)
  Private,   // Function
  Generic,   // Generic (needs the GenericPointer capability)
};
/// The OpenCL storage class of `space` (KernelBuilder::storageClass gives the
/// flavour's).
StorageClass storageClassOf(AddressSpace space);

/// The `x`, `y`, `z` of gpu.thread_id and friends.
enum class Dimension : uint8_t { X = 0, Y = 1, Z = 2 };

/// One kernel parameter: a value (scalar or vector) or a pointer.
struct KernelParam {
  std::string name;
  /// The value's type, or for a pointer the pointee.
  Type type;
  /// Set for pointers.
  std::optional<AddressSpace> space;
  /// `Alignment` decoration of a pointer (0: none) and the alignment loads and
  /// stores through `loadElement`/`storeElement` use.
  uint32_t alignment = 0;
  /// `restrict`: FuncParamAttr NoAlias (what clang emits for restrict). No
  /// effect on Vulkan, whose parameters are loaded values, not OpFunctionParameters.
  bool restrictPtr = false;

  static KernelParam value(std::string name, Type type) {
    return {std::move(name), type, std::nullopt, 0, false};
  }
  static KernelParam pointer(std::string name, Type pointee,
                             AddressSpace space = AddressSpace::Global) {
    return {std::move(name), pointee, space, 0, false};
  }
  KernelParam& aligned(uint32_t bytes) { return alignment = bytes, *this; }
  KernelParam& noAlias() { return restrictPtr = true, *this; }
};

/// `gpu.subgroup_reduce`'s operations (gpu::AllReduceOperation).
enum class ReduceOp : uint8_t { Add, Mul, MinSI, MinUI, MinF, MaxSI, MaxUI, MaxF, And, Or, Xor };
/// `gpu.shuffle`'s modes.
enum class ShuffleMode : uint8_t { Xor, Up, Down, Idx };
/// Read-modify-write atomics (OpAtomic*). Add and Min/Max pick the integer or
/// float instruction from the value's type.
enum class AtomicOp : uint8_t {
  Add,
  Sub,
  MinS,
  MinU,
  MaxS,
  MaxU,
  MinF,
  MaxF,
  And,
  Or,
  Xor,
  Exchange
};
/// Which memory a barrier orders (OpenCL's CLK_LOCAL_MEM_FENCE / CLK_GLOBAL_MEM_FENCE).
enum class MemoryFence : uint8_t { Workgroup = 1, Global = 2, WorkgroupAndGlobal = 3 };
/// Extended math both flavours have (OpenCL.std on OpenCL, GLSL.std.450 on
/// Vulkan). The F* min / max return the other operand when one is NaN.
enum class MathFn : uint8_t {
  SAbs,
  FAbs,
  SMin,
  SMax,
  FMin,
  FMax,
  Cos,
  Sin,
  Exp,
  Exp2,
  Log,
  Log2,
  Hypot,
};

class KernelBuilder : public SpirvBuilder {
public:
  /// Appends a `spirv.module Physical64 OpenCL` to `module`'s body.
  explicit KernelBuilder(Module& module);
  /// Appends a module of the given flavour (Vulkan: `spirv.module
  /// PhysicalStorageBuffer64 GLSL450`).
  KernelBuilder(Module& module, KernelBuilderOptions options);
  /// Adds kernels to an existing `spirv.module` (one read from a binary, say).
  /// Built-in variables it already declares are reused.
  KernelBuilder(Module& module, Operation* spirvModule);

  Operation* spirvModule() const { return spirvModule_; }
  KernelFlavour flavour() const { return options_.flavour; }
  bool isVulkan() const { return options_.flavour == KernelFlavour::Vulkan; }
  /// The storage class a pointer into `space` has in this flavour (Vulkan:
  /// Global is PhysicalStorageBuffer, Constant too).
  StorageClass storageClass(AddressSpace space) const;
  /// The memory-semantics bit naming the memory a pointer of storage class
  /// `sc` points into (OpenCL: CrossWorkgroupMemory / WorkgroupMemory;
  /// Vulkan: UniformMemory / WorkgroupMemory).
  MemorySemantics storageSemantics(uint32_t sc) const;
  /// Vulkan: the argument layout and required subgroup size of every kernel
  /// ended so far, in order.
  const std::vector<VulkanKernelAbi>& vulkanKernels() const { return vulkanKernels_; }

  // --- kernels -----------------------------------------------------------------------
  /// Starts `spirv.func @name` with the given parameters; the insertion point
  /// moves into its entry block. One kernel is open at a time.
  Operation* beginKernel(std::string_view name, std::span<const KernelParam> params);
  Operation* beginKernel(std::string_view name, std::initializer_list<KernelParam> params) {
    return beginKernel(name, std::span<const KernelParam>(params.begin(), params.size()));
  }
  /// Parameter `i` of the open kernel (a pointer or a value).
  Value* param(unsigned i);
  Value* param(std::string_view name);
  /// `LocalSize x y z` (OpenCL reqd_work_group_size). The runtime launches
  /// with this work-group size.
  void setRequiredWorkGroupSize(uint32_t x, uint32_t y = 1, uint32_t z = 1);
  /// `SubgroupSize n` (cl_intel_required_subgroup_size).
  void setRequiredSubgroupSize(uint32_t n);
  /// Closes the kernel: `spirv.Return` unless the current block is already
  /// terminated, the `spirv.EntryPoint` listing the built-ins the kernel used,
  /// and its execution modes. Returns the function.
  Operation* endKernel();
  /// The open kernel's function (null when none is open).
  Operation* currentKernel() const { return kernel_.func; }

  // --- memory --------------------------------------------------------------------------
  /// A workgroup memory attribution: a Workgroup-storage global of `count`
  /// elements, shared by the work-items of a work-group, aligned to
  /// `alignment` bytes when not 0. Returns a pointer to its first element.
  Value* workgroupMemory(Type element, uint32_t count, std::string_view name = {},
                         uint32_t alignment = 0);
  /// A private memory attribution: a Function variable of `count` elements
  /// (of `element` itself when count is 1). Returns a pointer to the first element.
  Value* privateMemory(Type element, uint32_t count = 1, std::string_view name = {});
  /// `&base[index]` (OpInBoundsPtrAccessChain; on Vulkan see the file
  /// comment); index of any integer width.
  Value* elementPtr(Value* base, Value* index);
  /// `base[index]`, aligned to the parameter's alignment or the element's size.
  Value* loadElement(Value* base, Value* index);
  Operation* storeElement(Value* base, Value* index, Value* value);

  // --- built-ins (gpu dialect names; the OpenCL built-in in parentheses) -------------
  Value* threadId(Dimension d);   // gpu.thread_id   (LocalInvocationId)    i64
  Value* blockId(Dimension d);    // gpu.block_id    (WorkgroupId)          i64
  Value* blockDim(Dimension d);   // gpu.block_dim   (WorkgroupSize)        i64
  Value* gridDim(Dimension d);    // gpu.grid_dim    (NumWorkgroups)        i64
  Value* globalId(Dimension d);   // gpu.global_id   (GlobalInvocationId)   i64
  Value* globalSize(Dimension d); //                 (GlobalSize)           i64
  Value* laneId();                // gpu.lane_id     (SubgroupLocalInvocationId) i32
  Value* subgroupId();            // gpu.subgroup_id (SubgroupId)           i32
  Value* subgroupSize();          // gpu.subgroup_size (SubgroupSize)       i32
  Value* numSubgroups();          // gpu.num_subgroups (NumSubgroups)       i32

  // --- synchronization and subgroups --------------------------------------------------
  /// gpu.barrier: OpControlBarrier Workgroup, Workgroup, SequentiallyConsistent
  /// plus the fenced memory (as clang emits for barrier(CLK_*_MEM_FENCE)).
  Operation* barrier(MemoryFence fence = MemoryFence::Workgroup);
  /// gpu.subgroup_reduce over the whole subgroup. Add/Min/Max use
  /// OpGroup*(Reduce) (Groups capability, cl_khr_subgroups); Mul/And/Or/Xor use
  /// a shuffle-xor butterfly, which needs a power-of-two subgroup size.
  Value* subgroupReduce(ReduceOp op, Value* value);
  /// Inclusive / exclusive scan (Add/Min/Max only: OpGroup* InclusiveScan / ExclusiveScan).
  Value* subgroupScan(ReduceOp op, Value* value, bool inclusive);
  /// gpu.all_reduce: the reduction over the whole work-group (Add/Min/Max:
  /// OpGroup* Reduce with Workgroup scope, OpenCL's work_group_reduce_*).
  Value* allReduce(ReduceOp op, Value* value);
  /// The value of lane `lane` (uniform) for every lane: OpGroupBroadcast.
  Value* subgroupBroadcast(Value* value, Value* lane);
  /// gpu.shuffle without `width` (the whole subgroup): SPV_INTEL_subgroups'
  /// OpSubgroupShuffle{,Xor,Up,Down}INTEL. Up/Down do not wrap around.
  Value* subgroupShuffle(ShuffleMode mode, Value* value, Value* offset);

  // --- atomics ----------------------------------------------------------------------
  /// OpAtomic* on `pointer` with the given scope and semantics; returns the
  /// old value. Float add uses OpAtomicFAddEXT (SPV_EXT_shader_atomic_float_add).
  Value* atomic(AtomicOp op, Value* pointer, Value* value, Scope scope = Scope::Device,
                MemorySemantics semantics = MemorySemantics::Relaxed);
  Value* atomicAdd(Value* pointer, Value* value) { return atomic(AtomicOp::Add, pointer, value); }
  Value* atomicCompareExchange(Value* pointer, Value* expected, Value* desired,
                               Scope scope = Scope::Device);
  /// The scope / ordering this flavour has for a requested one: Vulkan has no
  /// CrossDevice scope (one device is all a dispatch sees: Device) and no
  /// sequentially consistent atomics (AcquireRelease); OpenCL keeps both.
  Scope atomicScope(Scope s) const {
    return isVulkan() && s == Scope::CrossDevice ? Scope::Device : s;
  }
  MemorySemantics atomicOrder(MemorySemantics o) const {
    return isVulkan() && o == MemorySemantics::SequentiallyConsistent
               ? MemorySemantics::AcquireRelease
               : o;
  }

  // --- extended math ------------------------------------------------------------------
  /// `fn(args)` of type `type` (OpenCL.std or GLSL.std.450). A function the
  /// flavour's instruction set lacks for `type` (GLSL.std.450 has no f64
  /// transcendental functions) is a recorded error naming it.
  Value* math(MathFn fn, Type type, std::span<Value* const> args);
  Value* math(MathFn fn, Type type, std::initializer_list<Value*> args) {
    return math(fn, type, std::span<Value* const>(args.begin(), args.size()));
  }
  /// C's fmod, exact (the sign of x): OpFRem on OpenCL; on Vulkan, whose
  /// OpFRem is only as precise as x - y trunc(x / y), an exact reduction
  /// loop (KernelVulkan.cpp).
  Value* fmod(Value* x, Value* y);

  // --- printf -------------------------------------------------------------------------
  /// OpenCL.std printf: the format string becomes a UniformConstant i8
  /// array global (one per distinct string). Returns the i32 result. Vulkan
  /// has no printf: a recorded error.
  Value* printf(std::string_view format, std::span<Value* const> args);
  Value* printf(std::string_view format, std::initializer_list<Value*> args = {}) {
    return printf(format, std::span<Value* const>(args.begin(), args.size()));
  }

  // --- structured control flow ---------------------------------------------------------
  /// `if (cond) then(); else otherwise();` as a spirv.mlir.selection.
  void ifThen(Value* cond, const std::function<void()>& then,
              const std::function<void()>& otherwise = {});
  /// An if with results: each branch returns the values for `resultTypes`;
  /// the merge block's arguments (OpPhi) are yielded as the selection's results.
  std::vector<Value*> ifThenElse(Value* cond, std::span<const Type> resultTypes,
                                 const std::function<std::vector<Value*>()>& then,
                                 const std::function<std::vector<Value*>()>& otherwise);
  using ForBody = std::function<std::vector<Value*>(Value* iv, std::span<Value* const> iterArgs)>;
  /// `for (iv = lb; iv < ub; iv += step)` (signed compare; lb, ub, step of one
  /// integer type) with loop-carried values: `iterArgs` start as `init`, the
  /// body returns their next values; returns their final values. The
  /// induction variable and the carried values are block arguments of the
  /// loop header; the results are yielded by the loop's spirv.mlir.merge.
  std::vector<Value*> forLoop(Value* lb, Value* ub, Value* step, std::span<Value* const> init,
                              const ForBody& body);
  void forLoop(Value* lb, Value* ub, Value* step, const std::function<void(Value* iv)>& body);
  /// `while (cond(args)) args = body(args);` with loop-carried `args`
  /// (initially `init`); returns their final values. `cond` must not open
  /// constructs (it becomes the loop header).
  std::vector<Value*>
  whileLoop(std::span<Value* const> init,
            const std::function<Value*(std::span<Value* const> args)>& cond,
            const std::function<std::vector<Value*>(std::span<Value* const> args)>& body);

  // --- small conveniences ------------------------------------------------------------
  Value* constI32(int64_t v) { return constantInt(i32(), v); }
  Value* constI64(int64_t v) { return constantInt(i64(), v); }
  Value* constF32(double v) { return constantFloat(f32(), v); }
  /// Converts an integer to `type` (SConvert / UConvert; identity if equal).
  Value* intCast(Value* v, Type type, bool isSigned = false);

  // --- finishing -----------------------------------------------------------------------
  /// Records an error at the builder's location (for layers on top).
  void error(std::string message);
  const DiagnosticList& errors() const { return errors_; }
  /// Appends the errors recorded while building to `diags`, then sets the
  /// module's `#spirv.vce` from what it uses (see KernelRequirements.h).
  /// Returns false if there were errors.
  bool finish(DiagnosticList& diags);

private:
  /// Scope::Subgroup as an attribute (subgroupBroadcast), made on first use.
  Attribute subgroupScope_;
  struct OpenKernel {
    Operation* func = nullptr;
    std::vector<KernelParam> params;
    std::vector<Operation*> interface; // built-in globals used, in first-use order
    std::vector<std::pair<unsigned, Value*>> builtinValues; // (built-in * 4 + dim) -> value
    Operation* prologueEnd = nullptr; // last variable / built-in load of the entry block
    std::optional<std::array<uint32_t, 3>> localSize;
    std::optional<uint32_t> subgroupSize;
    /// Vulkan: the parameters' values (loaded from the argument block in the
    /// prologue), the push-constant variable and the block's layout.
    std::vector<Value*> paramValues;
    Operation* pushConstants = nullptr;
    VulkanKernelAbi abi;
  };
  /// Vulkan: a pointer into a Workgroup / Function array is kept as the
  /// array variable's pointer and an element index, so that element pointers
  /// are access chains from the variable (Vulkan has no OpPtrAccessChain
  /// there without VariablePointers).
  struct ArrayElement {
    Value* array = nullptr;
    Value* index = nullptr; // i64
  };
  // KernelVulkan.cpp
  Operation* beginVulkanKernel(std::string_view name, std::span<const KernelParam> params);
  void endVulkanKernel(Operation* func);
  Value* vulkanElementPtr(Value* base, Value* index);
  Value* vulkanArrayElement(Value* array, Type element, Value* index);
  Value* vulkanBuiltinComponent(BuiltIn b, Dimension d);
  Value* vulkanGroupOp(ReduceOp op, Value* value, GroupOperation kind, Scope scope,
                       const char* what);
  Value* vulkanShuffle(ShuffleMode mode, Value* value, Value* offset);
  Value* vulkanMath(MathFn fn, Type type, std::span<Value* const> args);
  Value* vulkanFmod(Value* x, Value* y);

  Value* builtinValue(BuiltIn b, Type type);
  Value* builtinComponent(BuiltIn b, Dimension d);
  Operation* builtinVariable(BuiltIn b, Type type);
  Operation* findGlobal(std::string_view symbol) const;
  std::string uniqueSymbol(std::string_view base);
  /// Inserts an op-creating lambda's ops into the kernel's entry prologue.
  template <class F>
  auto inPrologue(F&& f);
  Value* undef(Type t);
  bool requireKernel(const char* what);
  Value* groupOp(ReduceOp op, Value* value, GroupOperation kind, Scope scope, const char* what);
  Value* reduceStep(ReduceOp op, Value* a, Value* b);
  Value* scopeConstant(Scope s);
  uint32_t elementAlignment(Value* base);
  Operation* moduleInsertPoint();

  KernelBuilderOptions options_;
  Operation* spirvModule_ = nullptr;
  OpenKernel kernel_;
  std::unordered_map<Value*, ArrayElement> arrayElements_;
  std::vector<VulkanKernelAbi> vulkanKernels_;
  DiagnosticList errors_;
  unsigned symbolCounter_ = 0;
};

// Defined here: KernelBuilder.cpp and KernelVulkan.cpp both use it.
template <class F>
auto KernelBuilder::inPrologue(F&& f) {
  Guard g(*this);
  Block* entry = kernel_.func->region().front();
  if (kernel_.prologueEnd)
    setInsertionPointAfter(kernel_.prologueEnd);
  else
    setInsertionPointToStart(entry);
  Operation* before = insertionPoint();
  auto result = f();
  kernel_.prologueEnd = before ? before->prevOp() : entry->back();
  return result;
}

} // namespace spvkit::spirv
