// OpenCL object types the core IR has no kind for: events, device events,
// reserve ids, queues, pipes, pipe storage, named barriers and OpTypeOpaque.
//
// They are dialect type kinds (TypeKind::FirstDialect + 40 ...) whose storage
// keeps the SPIR-V opcode of the declaring instruction (p[0]) and, for pipes,
// the access qualifier (p[1]); OpTypeOpaque keeps its name. They print as
// `!spirv.event`, `!spirv.pipe<ReadOnly>`, `!spirv.opaque<"name">` ... and
// parse back. The reader creates them; the writer asks opaqueTypeOpcode() to
// emit the declaring instruction again.
#pragma once

#include "ir/Context.h"
#include "ir/spirv/Grammar.h"

#include <optional>
#include <span>

namespace spvkit::reader {

/// The IR type for a type-declaration instruction (`w` = its words), or null
/// if `op` is not one of these OpenCL object types. Registers the type hooks.
Type opaqueType(Context& ctx, spirv::Op op, std::span<const uint32_t> w);

struct OpaqueTypeInfo {
  spirv::Op opcode;
  uint32_t accessQualifier; // OpTypePipe only
  std::string_view name;    // OpTypeOpaque only
};
/// What opaqueType() made `t` from, or nullopt for other types.
std::optional<OpaqueTypeInfo> opaqueTypeInfo(Type t);

/// Registers the printers/parsers of these types with `ctx` (idempotent).
void registerOpaqueTypes(Context& ctx);

} // namespace spvkit::reader
