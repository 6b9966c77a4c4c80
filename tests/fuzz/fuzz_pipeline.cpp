// Fuzz target: the whole compile pipeline (frontend, passes/tensor/Pipeline.h,
// writer), checked by compileAndCheck (FuzzCheck.h).
//
// Each input is used twice: as tensor-language source (the corpus programs
// seed this), and as the choices of the program generator
// (ProgramGenerator.h), whose programs are valid by construction and so get
// past the parser into the passes. A generated program the frontend rejects
// is a finding too (of the generator or of the frontend).
#include "FuzzCheck.h"
#include "ProgramGenerator.h"

using namespace spvkit;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  (void)fuzz::compileAndCheck(std::string_view(reinterpret_cast<const char*>(data), size));
  fuzz::Choices choices(std::span<const uint8_t>(data, size));
  std::string program = fuzz::generateProgram(choices);
  fuzz::CompileResult r = fuzz::compileAndCheck(program);
  if (r.outcome == fuzz::CompileOutcome::Rejected)
    fuzz::finding("the frontend rejects a generated program",
                  r.diagnostics + "--- program:\n" + program);
  return 0;
}
