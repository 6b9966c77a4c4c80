// Custom text syntax of the SPIR-V dialect's ops, as MLIR 19 prints them.
//
// Three sources: the dialect's own ops are hand-written, the module-level
// ones (spirv.module, spirv.func, spirv.GlobalVariable ...) in
// SyntaxModuleOps.cpp, the others (spirv.Constant, selection/loop ...) in
// SyntaxDialectOps.cpp; grammar ops that MLIR parses by hand (Load, Store,
// AccessChain, CompositeExtract ...) in SyntaxGrammarOps.cpp; every other
// grammar op is driven by MLIR's declarative assembly format (listed in
// dialect_overrides.json, bound at build time) in SyntaxFormats.cpp, or, when MLIR
// has no format for it, by one uniform default syntax derived from the
// grammar: `%r = spirv.SDot %a, %b {attrs} : (t, t) -> r`.
#pragma once

#include "ir/Context.h"
#include "ir/OpInfo.h"

namespace spvkit::spirv {

/// Sets `info.print` / `info.parse` for a SPIR-V op (grammar, OpenCL.std or
/// dialect op). Called by the dialect while it builds its op tables.
void installSyntax(OpInfo& info);

// MLIR's vendor-prefixed op names (`spirv.KHR.CooperativeMatrixLoad`,
// `spirv.INTEL.SubgroupBlockRead`, `spirv.EXT.AtomicFAdd`) are input aliases
// of the grammar ops (`spirv.CooperativeMatrixLoadKHR` ...) in the dialect's
// generated op name index (registerDialect). Custom syntax prints MLIR's name
// for the vendor ops MLIR 19 has (those in seed 000), so mlir-opt reads our
// output; the generic form prints the op's own name.

/// Registers the parser of MLIR's `#spirv.linkage_attributes<linkage_name =
/// "f", linkage_type = <Import>>`, read as the dictionary {linkage_name,
/// linkage_type} that the IR keeps (and printed back in MLIR's spelling).
void registerLinkageAttributeSyntax(Context& ctx);

/// Registers MLIR's target and ABI attributes (ir/spirv/AbiAttributes.cpp):
/// #spirv.target_env, #spirv.resource_limits, #spirv.entry_point_abi,
/// #spirv.interface_var_abi, #spirv.coop_matrix_props_khr, #spirv.coop_matrix_props_nv, read and
/// printed in MLIR 19's syntax, and the verifier of `spirv.*` discardable attributes (where each
/// may appear, as MLIR 19 checks).
void registerAbiAttributeSyntax(Context& ctx);

} // namespace spvkit::spirv
