// compileAndCheck (FuzzCheck.h): the tensor-lang-cc compile path with the
// checks of the pipeline fuzz target.
#include "FuzzCheck.h"

#include "codegen/Reader.h"
#include "frontend/DiagnosticRenderer.h"
#include "frontend/Frontend.h"
#include "ir/Verifier.h"
#include "ir/spirv/Grammar.h"
#include "ir/spirv/Verify.h"
#include "passes/tensor/Pipeline.h"

#ifdef SPVKIT_HAVE_SPIRV_TOOLS
#include <spirv-tools/libspirv.h>
#endif

#include <cstdio>
#include <cstdlib>

namespace spvkit::fuzz {

void finding(std::string_view what, std::string_view detail) {
  std::fprintf(stderr, "fuzz finding: %.*s\n%.*s\n", int(what.size()), what.data(),
               int(detail.size()), detail.data());
  std::fflush(stderr);
  std::abort();
}

bool hasInProcessValidator() {
#ifdef SPVKIT_HAVE_SPIRV_TOOLS
  return true;
#else
  return false;
#endif
}

namespace {

#ifdef SPVKIT_HAVE_SPIRV_TOOLS
/// spirv-val in `env`; returns "" when valid, else the validator's message.
std::string validateIn(spv_target_env env, const std::vector<uint32_t>& words) {
  spv_context context = spvContextCreate(env);
  spv_const_binary_t binary{words.data(), words.size()};
  spv_diagnostic diagnostic = nullptr;
  spv_result_t result = spvValidate(context, &binary, &diagnostic);
  std::string message;
  if (result != SPV_SUCCESS)
    message = diagnostic && diagnostic->error ? diagnostic->error : "invalid (no message)";
  spvDiagnosticDestroy(diagnostic);
  spvContextDestroy(context);
  return message;
}
#endif

} // namespace

std::string validateBinary(const std::vector<uint32_t>& words) {
#ifdef SPVKIT_HAVE_SPIRV_TOOLS
  // Kernel modules as tests/tensor/corpus-check: the OpenCL 2.2 environment,
  // and for the optional OpenCL capabilities it refuses (Float16,
  // Int64Atomics) the universal environment of the module's version; other
  // modules (Shader, or a version OpenCL 2.2 does not take) in the universal
  // environment of their version.
  static const spv_target_env universal[] = {
      SPV_ENV_UNIVERSAL_1_0, SPV_ENV_UNIVERSAL_1_1, SPV_ENV_UNIVERSAL_1_2, SPV_ENV_UNIVERSAL_1_3,
      SPV_ENV_UNIVERSAL_1_4, SPV_ENV_UNIVERSAL_1_5, SPV_ENV_UNIVERSAL_1_6};
  unsigned minor = words.size() > 1 ? (words[1] >> 8) & 0xff : 0;
  if (minor > 6) return "unknown SPIR-V version in the header";
  bool kernel = false;
  for (size_t i = 5; i < words.size() && (words[i] >> 16);) {
    if ((words[i] & 0xFFFF) == uint32_t(spirv::Op::Capability) && i + 1 < words.size() &&
        words[i + 1] == uint32_t(spirv::Capability::Kernel))
      kernel = true;
    i += words[i] >> 16;
  }
  // OpenCL 2.2 consumes SPIR-V up to 1.2.
  if (!kernel || minor > 2) return validateIn(universal[minor], words);
  std::string message = validateIn(SPV_ENV_OPENCL_2_2, words);
  if (message.empty() || message.find("is not allowed by OpenCL") == std::string::npos)
    return message;
  return validateIn(universal[minor], words);
#else
  (void)words;
  return {};
#endif
}

namespace {

std::string render(const DiagnosticList& diags) {
  std::string out;
  for (const Diagnostic& d : diags.items()) out += d.message + "\n";
  return out;
}

} // namespace

CompileResult compileAndCheck(std::string_view source) {
  CompileResult result;
  Context ctx;
  frontend::SourceManager sm;
  frontend::ParsedProgram prog = frontend::parseString(ctx, sm, "fuzz.tl", std::string(source));
  if (!prog.ok()) {
    result.diagnostics = frontend::renderDiagnostics(sm, prog.diagnostics);
    return result;
  }
  static const tensor::Target pvc = *tensor::findTarget("pvc");
  tensor::PipelineOptions po;
  po.target = &pvc;
  DiagnosticList diags;
  tensor::PipelineResult pr;
  bool ok = tensor::runPipeline(*prog.module, po, diags, pr);
  result.diagnostics = render(diags);
  if (ok != !diags.hasErrors())
    finding("the pipeline's result disagrees with its diagnostics", result.diagnostics);
  if (result.diagnostics.find("failed verification") != std::string::npos)
    finding("verifier failure inside the pipeline", result.diagnostics);
  if (!ok) {
    result.outcome = CompileOutcome::Diagnosed;
    return result;
  }
  DiagnosticList writeDiags;
  if (!tensor::writeSpirv(pr.spirvModule, result.words, writeDiags)) {
    result.diagnostics += render(writeDiags);
    if (!writeDiags.hasErrors()) finding("writeSpirv failed without an error", result.diagnostics);
    // The pipeline verified its output, so the writer's own verification
    // must pass too: only a writer limit may stop it here.
    DiagnosticList again;
    spirv::registerVerifiers();
    if (!verify(pr.spirvModule, again))
      finding("the pipeline's output fails the verifier", render(again));
    result.outcome = CompileOutcome::Diagnosed;
    return result;
  }
  Context readCtx;
  Module readBack(readCtx);
  DiagnosticList readDiags;
  if (!readBinary(readBack, result.words, readDiags))
    finding("spvkit's reader rejects the compiled binary", render(readDiags));
  spirv::registerVerifiers();
  if (!verify(readBack, readDiags))
    finding("the binary read back fails the verifier", render(readDiags));
#ifdef SPVKIT_HAVE_SPIRV_TOOLS
  if (std::string message = validateBinary(result.words); !message.empty())
    finding("spirv-val rejects the compiled binary", message);
#endif
  result.outcome = CompileOutcome::Compiled;
  return result;
}

} // namespace spvkit::fuzz
