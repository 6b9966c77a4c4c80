// Fuzz target: the tensor-language frontend (lexer, parser, semantic checks,
// frontend/Frontend.h) and its printer.
//
// Any text is either accepted or rejected with at least one error. An
// accepted program is printed; the printed source must be accepted again and
// print the same (frontend/Printer.h promises the round trip).
#include "FuzzCheck.h"

#include "frontend/DiagnosticRenderer.h"
#include "frontend/Frontend.h"
#include "frontend/Printer.h"

using namespace spvkit;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  Context ctx;
  frontend::SourceManager sm;
  frontend::ParsedProgram prog = frontend::parseString(ctx, sm, "fuzz.tl", text);
  if (!prog.ok()) {
    if (prog.errors == 0) fuzz::finding("rejected without an error");
    (void)frontend::renderDiagnostics(sm, prog.diagnostics);
    return 0;
  }
  std::string printed = frontend::printProgram(*prog.module);
  Context ctx2;
  frontend::SourceManager sm2;
  frontend::ParsedProgram again = frontend::parseString(ctx2, sm2, "printed.tl", printed);
  if (!again.ok())
    fuzz::finding("the printed program is rejected",
                  frontend::renderDiagnostics(sm2, again.diagnostics) + "--- printed:\n" + printed);
  std::string reprinted = frontend::printProgram(*again.module);
  if (reprinted != printed)
    fuzz::finding("printing is not stable across a round trip",
                  "--- first:\n" + printed + "--- second:\n" + reprinted);
  return 0;
}
