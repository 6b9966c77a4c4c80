// The tensor-language frontend API: source text in, tensor-dialect Module and
// diagnostics out.
//
// parseString / parseFile / parseStream lex, parse and (unless disabled)
// check a program. The library never prints and never exits: diagnostics are
// returned in the result (render them with DiagnosticRenderer.h using the same
// SourceManager). The module is always returned; it holds the program only
// when ok() (after errors it may be partial and must not be compiled).
//
//   spvkit::Context ctx;
//   spvkit::frontend::SourceManager sm;
//   auto r = spvkit::frontend::parseFile(ctx, sm, "kernel.tl");
//   if (!r.ok()) std::cerr << spvkit::frontend::renderDiagnostics(sm, r.diagnostics);
#pragma once

#include "frontend/Diagnostics.h"
#include "frontend/Parser.h"
#include "frontend/SourceInfo.h"
#include "frontend/SourceManager.h"
#include "ir/Module.h"

#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

namespace spvkit::frontend {

struct FrontendOptions {
  ParseOptions parse;
  DiagnosticOptions diagnostics;
  /// Run the semantic checks after a successful parse.
  bool check = true;
};

struct ParsedProgram {
  std::unique_ptr<Module> module;
  /// Source ranges of the parsed ops (for later diagnostics).
  SourceMap sources;
  std::vector<Diagnostic> diagnostics;
  /// The buffer that was parsed (0 if it could not be read).
  FileId file = 0;
  unsigned errors = 0;
  /// Wall time of the parse (lexer included) and of the semantic checks
  /// (for `--time-passes` and compile-bench).
  double parseSeconds = 0, checkSeconds = 0;
  bool ok() const { return file != 0 && errors == 0; }
};

/// Parses (and checks) buffer `file` of `sm`.
ParsedProgram parseBuffer(Context& ctx, const SourceManager& sm, FileId file,
                          const FrontendOptions& options = {});
ParsedProgram parseString(Context& ctx, SourceManager& sm, std::string name, std::string text,
                          const FrontendOptions& options = {});
/// A file that cannot be read gives one error diagnostic without location.
ParsedProgram parseFile(Context& ctx, SourceManager& sm, const std::string& path,
                        const FrontendOptions& options = {});
/// Reads the whole stream (e.g. std::cin, named "<stdin>").
ParsedProgram parseStream(Context& ctx, SourceManager& sm, std::istream& in,
                          std::string name = "<stdin>", const FrontendOptions& options = {});

} // namespace spvkit::frontend
