// Verifier: checks that an op tree is well formed before anything relies on it.
//
// The parser, the binary reader and every pass hand their output here (in
// debug builds between passes), so later stages may assume a valid IR instead
// of re-checking. The generic part knows no dialect: operands are set and
// defined, every use is dominated by its definition (per-region dominator
// trees, see Dominance.h), values do not leak into isolated-from-above ops,
// blocks end in exactly one terminator (unless the parent op has
// NoTerminator), successors stay in their region and pass arguments matching
// the target block, SingleBlock regions have one block, symbols are unique in
// a symbol table and every symbol reference resolves.
//
// Dialect rules are hooks. An op's `OpInfo::verify` runs when it is set;
// otherwise the verifier calls the hook its dialect registered with the op's
// context (`Context::registerDialectId`; the SPIR-V dialect's
// `registerDialect` installs one that dispatches per opcode). Hooks run only
// on ops whose operands are all present, so they can look at operand types
// without null checks.
//
// Every error is located at the op (blocks are reported at their last op, or
// at the parent op when empty) and starts with `'op.name' op`, followed by the
// rule that broke, e.g. "'spirv.IAdd' op operand #0 does not dominate this use".
#pragma once

#include "ir/Diagnostic.h"
#include "ir/OpInfo.h"

#include <any>
#include <functional>
#include <string>
#include <string_view>

namespace spvkit {

class Module;
class Operation;
class Block;

/// Verifies `op` and everything nested in it. Appends errors to `diags`;
/// returns true if there were none.
bool verify(Operation* op, DiagnosticList& diags);
/// Verifies every top-level op of `m` and the symbols of its top-level block.
bool verify(Module& m, DiagnosticList& diags);

/// The op defining `symbol` in the symbol table nearest to `from`: the
/// closest enclosing op with the SymbolTable trait, or the top-level block
/// when there is none. Null if undefined. While a verification is running on
/// this thread, lookups use its symbol cache (O(1)); otherwise they scan.
Operation* lookupSymbol(Operation* from, std::string_view symbol);

/// Data that the rules of many ops derive from the same part of the IR (e.g.
/// the entry points of a module's body): `make` runs once per verification
/// run and `key`, and later requests in the run get the same object, so a rule
/// that would otherwise scan its block per op stays linear. `tag` tells apart
/// the kinds of data of one key (use the address of a static). Outside a run,
/// `make` runs for every request and the object lives until the next one.
const std::any& verifierMemo(const void* key, const void* tag,
                             const std::function<std::any()>& make);

namespace detail {
/// The run in progress on this thread (verifierRunId); set by the verifier.
extern thread_local constinit uint64_t tVerifierRunId;
} // namespace detail

/// A number that identifies the verification run in progress on this thread
/// (0 when none): hooks that cache facts about uniqued types and attributes
/// for the length of one run (whose storage a later context may reuse) drop
/// their cache when it changes. Never reused within a thread. Inline: the
/// SPIR-V hook asks for every op.
inline uint64_t verifierRunId() {
  return detail::tVerifierRunId;
}

/// Reports `message` at `op` as "'name' op message"; returns false so hooks
/// can `return opError(op, diags, "...")`.
bool opError(Operation* op, DiagnosticList& diags, std::string_view message);

} // namespace spvkit
