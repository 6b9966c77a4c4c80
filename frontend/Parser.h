// The tensor-language parser: hand-written recursive descent over the
// Lexer's tokens, producing the tensor dialect (ir/tensor) in a Module.
//
// It covers the whole ABNF of the reference (functions, argument and function
// attributes, every type, every instruction with its modifiers) and reports
// clang-style located errors to the DiagnosticEngine. After a syntax error it
// skips to the next line that can start an instruction (keeping braces
// balanced) and goes on, so one run reports several errors; names whose
// definition failed are remembered as "poisoned" so that their uses do not
// cascade into more errors. Nesting is limited (ParseOptions::maxNesting) so
// that no input recurses without bound.
//
// SSA scoping is resolved here because the IR needs resolved operands: the
// parser reports `use of undefined value` and `redefinition of` (with a note at
// the previous definition) and leaves a null operand where a value is missing;
// these are "semantic" errors that do not stop the semantic checks
// (ParseResult::syntaxErrors counts only the others).
#pragma once

#include "frontend/Diagnostics.h"
#include "frontend/SourceInfo.h"
#include "frontend/SourceManager.h"
#include "ir/Module.h"

namespace spvkit::frontend {

/// Memref types of higher order are an error (operands, strides and kernel
/// arguments grow with the order).
inline constexpr unsigned kMaxMemrefOrder = 64;

struct ParseOptions {
  /// Maximum nesting depth of regions (and of attribute arrays/dictionaries).
  unsigned maxNesting = 64;
};

struct ParseResult {
  /// Syntax errors (not counting undefined values and redefinitions).
  unsigned syntaxErrors = 0;
  /// Errors of any kind reported by the parser.
  unsigned errors = 0;
};

/// Parses buffer `file` of `sm` into the top-level block of `module` (one
/// `tensor.func` per function) and records source ranges in `sources`. The
/// tensor dialect is registered with the module's context.
ParseResult parseProgram(const SourceManager& sm, FileId file, DiagnosticEngine& diags,
                         Module& module, SourceMap& sources, const ParseOptions& options = {});

} // namespace spvkit::frontend
