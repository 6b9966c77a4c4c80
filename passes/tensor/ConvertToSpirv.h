// Conversion of a checked tensor-dialect module to one `spirv.module`.
//
// Every tensor.func becomes an OpenCL kernel: a spirv.func with a
// spirv.EntryPoint "Kernel", `LocalSize` from the `work_group_size` attribute
// (or the target's default) and `SubgroupSize` from `subgroup_size` (or the
// target's default, if it has one). On a Vulkan target it becomes a GLCompute
// shader reading its arguments from a push-constant block (docs/vulkan.md):
// the target picks the kernel builder's flavour, every other line is shared. Parameters follow the
// calling convention of DESIGN.md, described once in ir/tensor/CallingConvention.h (which the host
// side, runtime/CallingConvention.h, follows too): a scalar is one parameter, a memref a
// CrossWorkgroup pointer followed by one i64 per `?` of its shape and then of its stride, a group a
// pointer to pointers followed by one pointer to an i64 table per `?` of the memref's shape /
// stride, then the size and offset if dynamic.
//
// SPMD mapping (docs/cli.md): the function body is collective, so every
// work-item executes it with the same values; `parallel` runs its region on
// every work-item. Collective linear algebra and foreach / foreach_tile are
// lowered before (LowerLinalg.h, LowerForeach.h): reaching the conversion
// they are located errors naming the pass that lowers them.
//
// An instruction the conversion does not handle yet gives the located error
// "not yet supported by the SPIR-V conversion: <instruction>"; the output is
// then not to be used.
#pragma once

#include "ir/Diagnostic.h"
#include "ir/Module.h"
#include "ir/spirv/KernelBuilder.h"
#include "passes/Pass.h"
#include "passes/tensor/Target.h"

#include <memory>

namespace spvkit::tensor {

struct ConversionOptions {
  /// Supplies the default work-group / subgroup sizes and the limits
  /// (kDefaultTarget, `auto`, if null).
  const Target* target = nullptr;
  /// Vulkan targets: receives each kernel's argument layout and required
  /// subgroup size (what the runtime needs besides the binary).
  std::vector<spirv::VulkanKernelAbi>* vulkanKernels = nullptr;
  /// Infer the module's #spirv.vce (for the kernel builder's environment).
  /// runPipeline turns it off when its spirv-requirements pass, which infers
  /// it again for the target and replaces it, follows.
  bool inferRequirements = true;
};

/// Converts every tensor.func of `module` into kernels of one new
/// `spirv.module` (appended to the module's body) and erases the tensor
/// functions. Returns the spirv.module, or null after errors (the module is
/// then left partially converted). The module's `#spirv.vce` is inferred from
/// what the kernels use (unless `inferRequirements` is off).
Operation* convertToSpirv(Module& module, const ConversionOptions& options, DiagnosticList& diags);

/// `convert-tensor-to-spirv`: a module pass (it replaces every tensor
/// function by one spirv.module).
std::unique_ptr<Pass> createConvertToSpirvPass(ConversionOptions options = {});

} // namespace spvkit::tensor
