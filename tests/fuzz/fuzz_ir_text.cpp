// Fuzz target: the IR text parser (ir/AsmParser.h) and the verifier
// (ir/Verifier.h, with the SPIR-V dialect's rules).
//
// Any text either parses or gets located errors. A module that parses is
// verified; one that verifies is printed, and the printed text must parse
// again and print the same (the text form round-trips).
#include "FuzzCheck.h"

#include "ir/AsmParser.h"
#include "ir/AsmPrinter.h"
#include "ir/Verifier.h"
#include "ir/spirv/Dialect.h"
#include "ir/spirv/Verify.h"
#include "ir/tensor/Ops.h"

using namespace spvkit;

namespace {

bool parse(Module& m, std::string_view text, DiagnosticList& diags) {
  return AsmParser::parse(m, text, "fuzz.mlir", diags);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  spirv::registerVerifiers();
  std::string_view text(reinterpret_cast<const char*>(data), size);
  Context ctx;
  spirv::registerDialect(ctx);
  tensor::registerDialect(ctx);
  Module module(ctx);
  DiagnosticList diags;
  if (!parse(module, text, diags)) {
    if (!diags.hasErrors()) fuzz::finding("the parser failed without an error");
    return 0;
  }
  DiagnosticList verifyDiags;
  if (!verify(module, verifyDiags)) return 0;
  std::string printed = AsmPrinter::print(module);
  Context ctx2;
  spirv::registerDialect(ctx2);
  tensor::registerDialect(ctx2);
  Module again(ctx2);
  DiagnosticList againDiags;
  if (!parse(again, printed, againDiags))
    fuzz::finding("printed text of a verified module does not parse",
                  againDiags.str() + "\n--- printed:\n" + printed);
  std::string reprinted = AsmPrinter::print(again);
  if (reprinted != printed)
    fuzz::finding("printing is not stable across a round trip",
                  "--- first:\n" + printed + "\n--- second:\n" + reprinted);
  return 0;
}
