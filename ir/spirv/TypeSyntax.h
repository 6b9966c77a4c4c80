// The text syntax of the SPIR-V types, as type hooks of the SPIR-V dialect.
//
// The core IR has the SPIR-V types as C++ classes (pointer, array, struct,
// image, cooperative matrix ... in ir/Types.h) but no spelling for them: the
// dialect registers `!spirv.ptr<...>`, `!spirv.array<...>` and the others with
// each context, exactly as the tensor dialect registers `!tensor.memref<...>`.
#pragma once

#include "ir/Context.h"

namespace spvkit::spirv {

/// Registers the printers and parsers of the `!spirv.*` types with `ctx`
/// (called by registerDialect).
void registerTypeSyntax(Context& ctx);

} // namespace spvkit::spirv
