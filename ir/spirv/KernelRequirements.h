// KernelRequirements: the `#spirv.vce` (version, capabilities, extensions)
// an OpenCL-profile module needs, computed from what it uses.
//
// KernelBuilder::finish() calls this so that embedders never list
// capabilities by hand. It is the general availability inference
// (Availability.h) for the environment the kernel builder writes for: SPIR-V
// up to 1.2 with Kernel and Addresses, where something in a later core
// version takes the extension that provides it.
#pragma once

#include "ir/Diagnostic.h"
#include "ir/spirv/Dialect.h"

namespace spvkit::spirv {

/// The minimal #spirv.vce of `spirvModule` for the OpenCL environment
/// (Kernel, Addresses, SPIR-V 1.0 unless something needs more). A null
/// attribute with an error in `diags` if the module needs something that is
/// neither in a core version nor in an extension.
VceAttr inferKernelRequirements(Operation* spirvModule, DiagnosticList& diags);
/// The same for a Vulkan-flavour module: Shader and
/// PhysicalStorageBufferAddresses, SPIR-V up to 1.6 (what Vulkan 1.3 reads).
VceAttr inferVulkanKernelRequirements(Operation* spirvModule, DiagnosticList& diags);

} // namespace spvkit::spirv
