// KernelModule: a small layer over SpirvBuilder for the device-test kernels.
//
// It makes a `spirv.module` (Physical64, OpenCL) with an explicit header
// (version, capabilities, extensions), declares each built-in input variable
// once per module, starts kernels with named parameters, adds structured
// `if` constructs and loops, and finishes a kernel with its entry point
// (interface = the built-ins it read), `LocalSize` and optionally
// `SubgroupSize`. Kernels are plain SPIR-V dialect IR: the writer turns them
// into binaries exactly as it does for the compiler's output.
#pragma once

#include "ir/spirv/SpirvBuilder.h"

#include <array>
#include <functional>
#include <initializer_list>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace spvkit::test {

class KernelModule {
public:
  KernelModule(spirv::SpirvBuilder& b, spirv::Version version,
               std::initializer_list<spirv::Capability> caps,
               std::initializer_list<spirv::Extension> exts = {});

  spirv::SpirvBuilder& b;
  Operation* module() const { return module_; }

  // --- types ---------------------------------------------------------------------
  PointerType global(Type pointee) const {
    return b.ptr(pointee, spirv::StorageClass::CrossWorkgroup);
  }

  // --- kernels -------------------------------------------------------------------
  /// Starts `void name(params...)`; the insertion point is its entry block.
  Operation* beginKernel(std::string_view name,
                         std::initializer_list<std::pair<Type, const char*>> params);
  Value* arg(unsigned i) const;
  /// Returns, declares the entry point (interface: the built-ins read),
  /// `LocalSize` and, when subgroupSize != 0, `SubgroupSize`.
  void endKernel(std::array<uint32_t, 3> localSize, uint32_t subgroupSize = 0);
  /// A module-level `spirv.GlobalVariable` (e.g. Workgroup memory).
  Operation* globalVariable(std::string_view name, PointerType type);

  // --- built-ins -----------------------------------------------------------------
  /// Component `dim` (i64) of a 3-vector built-in: GlobalInvocationId,
  /// LocalInvocationId, WorkgroupId, NumWorkgroups ...
  Value* id(spirv::BuiltIn which, unsigned dim);
  /// A scalar i32 built-in: SubgroupSize, SubgroupLocalInvocationId, SubgroupId.
  Value* scalarBuiltin(spirv::BuiltIn which);

  // --- values --------------------------------------------------------------------
  Value* i32(int64_t v) { return b.constantInt(b.i32(), v); }
  Value* i64(int64_t v) { return b.constantInt(b.i64(), v); }
  Value* f32(double v) { return b.constantFloat(b.f32(), v); }
  Value* f64(double v) { return b.constantFloat(b.f64(), v); }
  /// `op` with result type `type`.
  Value* compute(spirv::Op op, Type type, std::initializer_list<Value*> operands,
                 std::initializer_list<NamedAttribute> attrs = {}) {
    return b.op(op, type, operands, attrs)->result();
  }
  Value* cmp(spirv::Op op, Value* lhs, Value* rhs) { return compute(op, b.i1(), {lhs, rhs}); }
  /// Pointer to element `index` of the array at `base` (InBoundsPtrAccessChain).
  Value* element(Value* base, Value* index) {
    return compute(spirv::Op::InBoundsPtrAccessChain, base->type(), {base, index});
  }
  /// Pointer to element `index` of the array variable at `array`
  /// (InBoundsAccessChain into `!spirv.ptr<!spirv.array<N x T>, SC>`).
  Value* arrayElement(Value* array, Type elementType, Value* index);
  Value* load(Value* p) { return b.load(p, alignOf(p)); }
  void store(Value* p, Value* v) { b.store(p, v, alignOf(p)); }
  /// Scope and memory-semantics attributes.
  NamedAttribute scope(std::string_view name, spirv::Scope s) {
    return b.named(name, b.enumAttr(s));
  }
  NamedAttribute semantics(std::string_view name, uint32_t bits) {
    return b.named(name, b.enumAttr(spirv::OperandKind::MemorySemantics, bits));
  }
  /// barrier(CLK_LOCAL_MEM_FENCE): ControlBarrier Workgroup, Workgroup,
  /// SequentiallyConsistent | WorkgroupMemory.
  void workgroupBarrier();

  // --- structured control flow -----------------------------------------------------
  /// if (cond) { then() } as a `spirv.mlir.selection`; the insertion point
  /// ends after the construct.
  void ifThen(Value* cond, const std::function<void()>& then);
  /// while (cond()) { body(); step(); } as a `spirv.mlir.loop`; cond() is
  /// built in the header, body() in the body block, step() in the continue block.
  void whileLoop(const std::function<Value*()>& cond, const std::function<void()>& body,
                 const std::function<void()>& step);

private:
  uint32_t alignOf(Value* pointer) const;
  Block* blockBefore(Operation* construct, Block* before);

  Operation* module_ = nullptr;
  Operation* func_ = nullptr;
  Block* moduleBody_ = nullptr;
  std::map<spirv::BuiltIn, Operation*> builtins_;
  std::vector<Operation*> used_; // built-ins read by the current kernel
};

} // namespace spvkit::test
