// The builtin and func dialects: the ops that host other dialects' ops in
// MLIR's text form, so that files written for mlir-opt (MLIR's own SPIR-V
// dialect tests put most ops in `func.func` inside a `module`) read and print
// here too:
//
//   module [@name] [attributes {...}] { ... }        builtin.module
//   func.func [private] @f(%a: i32 {attrs}) -> i32 [attributes {...}] { ... }
//   return %x : i32                                   func.return
//   %r = call @f(%a) : (i32) -> i32                   func.call
//
// The SPIR-V core does not need them: a context that never registers this
// dialect reads and writes `spirv.module` alone, and the binary writer only
// ever sees a `spirv.module` (nested in a `module` or not).
#pragma once

#include "ir/Context.h"
#include "ir/Operation.h"

namespace spvkit::builtin {

/// The opcode dialect ids of the two dialects, claimed by registerDialect.
namespace Dialect {
inline constexpr DialectId Builtin = 5; // builtin.module
inline constexpr DialectId Func = 6;    // func.func, func.return, func.call
} // namespace Dialect

enum class BuiltinOp : uint16_t { Module, Func, Return, Call, Count };

/// Registers both dialects' ops with `ctx` (idempotent).
void registerDialect(Context& ctx);

const OpInfo& opInfo(BuiltinOp op);
bool isa(const Operation* op, BuiltinOp kind);

} // namespace spvkit::builtin
