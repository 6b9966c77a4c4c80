#include "frontend/Frontend.h"

#include "frontend/Sema.h"

#include <chrono>

namespace spvkit::frontend {

ParsedProgram parseBuffer(Context& ctx, const SourceManager& sm, FileId file,
                          const FrontendOptions& options) {
  ParsedProgram r;
  r.module = std::make_unique<Module>(ctx);
  r.file = file;
  DiagnosticEngine diags(options.diagnostics);
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  const ParseResult pr = parseProgram(sm, file, diags, *r.module, r.sources, options.parse);
  const auto parsed = Clock::now();
  r.parseSeconds = std::chrono::duration<double>(parsed - start).count();
  // Undefined values and redefinitions leave the IR well-formed enough (null
  // operands) for the checker, which reports the remaining rules as well.
  if (options.check && pr.syntaxErrors == 0 && !diags.shouldStop()) {
    checkProgram(*r.module, r.sources, diags);
    r.checkSeconds = std::chrono::duration<double>(Clock::now() - parsed).count();
  }
  r.errors = diags.errorCount();
  r.diagnostics = diags.take();
  return r;
}

namespace {

ParsedProgram readFailure(std::string error) {
  ParsedProgram r;
  Diagnostic d;
  d.severity = Severity::Error;
  d.message = std::move(error);
  r.diagnostics.push_back(std::move(d));
  r.errors = 1;
  return r;
}

} // namespace

ParsedProgram parseString(Context& ctx, SourceManager& sm, std::string name, std::string text,
                          const FrontendOptions& options) {
  std::string error;
  const FileId f = sm.addBuffer(std::move(name), std::move(text), &error);
  if (!f) return readFailure(error);
  return parseBuffer(ctx, sm, f, options);
}

ParsedProgram parseFile(Context& ctx, SourceManager& sm, const std::string& path,
                        const FrontendOptions& options) {
  std::string error;
  const FileId f = sm.addFile(path, &error);
  if (!f) return readFailure(error);
  return parseBuffer(ctx, sm, f, options);
}

ParsedProgram parseStream(Context& ctx, SourceManager& sm, std::istream& in, std::string name,
                          const FrontendOptions& options) {
  std::string error;
  const FileId f = sm.addStream(std::move(name), in, &error);
  if (!f) return readFailure(error);
  return parseBuffer(ctx, sm, f, options);
}

} // namespace spvkit::frontend
