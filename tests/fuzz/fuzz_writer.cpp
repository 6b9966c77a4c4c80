// Fuzz target: differential check of the SPIR-V writer against the verifier
// ("valid IR in => valid binary out").
//
// IR text that parses and that spvkit's verifier accepts is written to a
// binary. The binary must pass SPIRV-Tools' validator in-process, spvkit's
// reader must read it back into a module its verifier accepts, and that
// module must be the same module: the same symbols, entry points and
// execution modes, and in each function the same ops in the same order with
// the same attributes and result types (WriterCheck.h says what the
// comparison leaves out: what the binary form has no place for). Written
// and read once more, the read-back module must print identically. A writer
// error with a message is not a finding (a documented writer limit); any
// other mismatch is a bug in the writer, the reader or the verifier.
#include "FuzzCheck.h"
#include "WriterCheck.h"

#include "ir/AsmParser.h"
#include "ir/Verifier.h"
#include "ir/spirv/Dialect.h"
#include "ir/spirv/Verify.h"

using namespace spvkit;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  spirv::registerVerifiers();
  std::string_view text(reinterpret_cast<const char*>(data), size);
  Context ctx;
  spirv::registerDialect(ctx);
  Module module(ctx);
  DiagnosticList diags;
  if (!AsmParser::parse(module, text, "fuzz.mlir", diags)) return 0;
  Operation* m = module.firstTopLevel(spirv::opcodeOf(spirv::DialectOp::Module));
  if (!m) return 0;
  DiagnosticList verifyDiags;
  if (!verify(module, verifyDiags)) return 0;
  fuzz::checkWriterRoundTrip(m);
  return 0;
}
