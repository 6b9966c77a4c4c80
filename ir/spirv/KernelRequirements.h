// KernelRequirements: the `#spirv.vce` (version, capabilities, extensions)
// an OpenCL-profile module needs, computed from what it uses.
//
// KernelBuilder::finish() calls this so that embedders never list
// capabilities by hand. It walks the module once and asks the grammar tables
// (Grammar.h) about every op, every enum attribute, every built-in and every
// type: an "any of" capability set that the chosen capabilities (with their
// implied ones) do not already satisfy adds its first alternative, preferring
// Kernel-profile ones; a capability or op outside the core versions a device
// takes adds the extension that provides it. It is the kernel builder's
// stand-in for the general availability inference (ir/spirv/Availability.h);
// once that exists this function forwards to it.
#pragma once

#include "ir/Diagnostic.h"
#include "ir/spirv/Dialect.h"

namespace spvkit::spirv {

/// The minimal #spirv.vce of `spirvModule` for the OpenCL environment
/// (Kernel, Addresses, SPIR-V 1.0 unless something needs more). A null
/// attribute with an error in `diags` if the module needs something that is
/// neither in a core version nor in an extension.
VceAttr inferKernelRequirements(Operation* spirvModule, DiagnosticList& diags);

} // namespace spvkit::spirv
