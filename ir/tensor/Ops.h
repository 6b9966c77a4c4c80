// The tensor dialect's operations: one op per tensor-language instruction
// (`tensor.gemm`, `tensor.for`, `tensor.cooperative_matrix_mul_add`, ...) and
// `tensor.func`, registered with a Context by registerDialect(). They are
// defined once, in ir/tensor/TensorOps.toml, from which the build generates
// the OpKind enumeration, the op table, the typed views and the verifier's
// data (OpDefinition.h); the IR verifier is in Verifier.h.
//
// How an instruction maps onto an op (the printer in frontend/Printer.h and
// the parser in frontend/Parser.h agree on this; passes rely on it):
//
// * Local-identifier operands are SSA operands in source order; results are
//   the values left of `=`.
// * Modifiers are attributes: `atomic` (unit), `trans_a` / `trans_b` (unit,
//   `.t`; `.n` is the default and not stored), `scope` and `semantics`
//   (string, as written without the dot, absent = default), `checked`
//   ("rows_checked" / "cols_checked" / "both_checked"), `dim` ("x"/"y"/"z") of
//   builtins, `reduce_mode` ("row"/"column"), `global` / `local` (unit) of
//   barrier.
// * Integer-constant operands are i64 attributes: `mode` (cumsum, size,
//   expand), `from`/`to` (fuse), `index` (cooperative_matrix_extract/insert),
//   `cache_level`/`rows`/`cols` (prefetch), `tile_shape` (array, foreach_tile).
// * Mixed constant-or-identifier lists store their constants in an array
//   attribute with kDynamic where an operand stands (like MLIR's static/dynamic
//   split): expand's `static_shape`; subview's `static_offsets` and
//   `static_sizes` (kNoSize when an entry has no `:size`). The dynamic values
//   follow the source operand in source order.
// * `constant` holds `value`: BoolAttr, IntegerAttr (i64), FloatAttr (f64),
//   or an array of two FloatAttrs for a complex constant.
// * Attribute dictionaries are kept as written in `attributes` (func, for,
//   alloca); function arguments' dictionaries are `arg_attrs` (an array of
//   dictionaries, one per argument); the function name is `sym_name`.
// * Regions: func (entry block arguments = the arguments), for (loop variable,
//   then the init-value names; operands lb, ub, [step] (attribute `has_step`),
//   init values), foreach (operands: from list, to list; arguments: loop
//   variables), foreach_tile (same, then the tile-size variables after the
//   loop variables), parallel, if (then region, else region which is empty
//   when there is no `else`), cooperative_matrix_apply (arguments: row,
//   column, value). Regions that return values end with `tensor.yield`.
#pragma once

#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/tensor/TensorOpKinds.h" // OpKind, OpCategory: generated from TensorOps.toml

#include <cstdint>
#include <limits>

namespace spvkit::tensor {

/// Where an instruction may appear (the reference's sections).
enum class RegionKind : uint8_t { Structure, Collective, Mixed, Spmd };

/// Marks the absent `:size` of a subview entry in `static_sizes`.
inline constexpr int64_t kNoSize = std::numeric_limits<int64_t>::min() + 1;

/// Registers the dialect's ops and type hooks (idempotent).
/// The opcode dialect id of the tensor dialect's ops, chosen here and claimed
/// in each context by registerDialect.
namespace Dialect {
inline constexpr DialectId Tensor = 4;
} // namespace Dialect

void registerDialect(Context& ctx);

const OpInfo& opInfo(OpKind kind);
/// The instruction's spelling ("gemm"); "func" for the function.
std::string_view instructionName(OpKind kind);
RegionKind regionKind(OpKind kind);
/// Whether `op` belongs to the tensor dialect.
bool isTensorOp(const Operation* op);
/// The kind of a tensor op (check isTensorOp first).
inline OpKind kindOf(const Operation* op) {
  return OpKind(op->opcode() & 0xFFFF);
}
inline bool is(const Operation* op, OpKind kind) {
  return isTensorOp(op) && kindOf(op) == kind;
}

} // namespace spvkit::tensor
