// The tensor compiler's C API (spvkit_tensor.h): the frontend and the
// pipeline of passes/tensor/Pipeline.h, as tensor-lang-cc runs them, behind
// the context and status conventions of spvkit.h. A library of its own
// (spvkit_tensor_capi) so that the core C API does not link the compiler.
#include "capi/spvkit_tensor.h"

#include "capi/CapiHandles.h"
#include "frontend/DiagnosticRenderer.h"
#include "frontend/Frontend.h"
#include "passes/tensor/Pipeline.h"

#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

using namespace spvkit;
using namespace spvkit::capi;

namespace {

std::string targetNames() {
  return tensor::formatTargetList("");
}

/// Frees what `p` owns and empties it.
void release(spvkit_tensor_program& p) {
  std::free(p.words);
  for (size_t i = 0; i < p.kernel_count; ++i) {
    std::free(const_cast<char*>(p.kernels[i].name));
    std::free(p.kernels[i].arg_offsets);
  }
  std::free(p.kernels);
  std::free(p.warnings);
  p = spvkit_tensor_program{};
}

spvkit_status compile(spvkit_context* ctx, const char* source, const char* fileName,
                      const char* targetName, spvkit_tensor_program& out) {
  std::optional<tensor::Target> target =
      tensor::findTarget(targetName ? targetName : tensor::kDefaultTarget);
  if (!target)
    return fail(ctx, SPVKIT_ERROR_INVALID_ARGUMENT,
                std::string("unknown target '") + targetName + "'; targets:\n" + targetNames());
  // A context per compilation: the program's IR does not outlive the call.
  Context irContext;
  frontend::SourceManager sm;
  frontend::ParsedProgram prog =
      frontend::parseString(irContext, sm, fileName ? fileName : "<source>", source);
  std::string warnings = frontend::renderDiagnostics(sm, prog.diagnostics);
  if (!prog.ok()) return fail(ctx, SPVKIT_ERROR_COMPILE, warnings);

  tensor::PipelineOptions options;
  options.target = &*target;
  DiagnosticList diags;
  tensor::PipelineResult result;
  std::vector<uint32_t> words;
  bool ok = tensor::runPipeline(*prog.module, options, diags, result) &&
            tensor::writeSpirv(result, words, diags);
  warnings += frontend::renderPipelineDiagnostics(sm, prog.file, diags, "spvkit");
  if (!ok) return fail(ctx, SPVKIT_ERROR_COMPILE, warnings);

  spvkit_tensor_program p{};
  try {
    p.words = copyOut(words.data(), words.size());
    p.word_count = words.size();
    p.kernels = static_cast<spvkit_tensor_kernel*>(
        std::calloc(result.kernels.size() + 1, sizeof(spvkit_tensor_kernel)));
    if (!p.kernels) throw std::bad_alloc();
    for (const tensor::KernelInfo& k : result.kernels) {
      spvkit_tensor_kernel& c = p.kernels[p.kernel_count];
      c.name = copyOut(k.name.c_str(), k.name.size() + 1);
      ++p.kernel_count;
      for (int d = 0; d < 3; ++d) c.work_group_size[d] = k.workGroupSize[d];
      c.subgroup_size = k.subgroupSize;
      c.push_constant_size = k.pushConstantSize;
      c.arg_block_size = k.argBlockSize;
      c.args_indirect = k.argsIndirect ? 1 : 0;
      if (!k.argOffsets.empty()) {
        c.arg_offsets = copyOut(k.argOffsets.data(), k.argOffsets.size());
        c.arg_count = k.argOffsets.size();
      }
    }
    p.warnings = copyOut(warnings.c_str(), warnings.size() + 1);
  } catch (...) {
    release(p);
    throw;
  }
  out = p;
  return SPVKIT_OK;
}

} // namespace

extern "C" {

spvkit_status spvkit_compile_tensor_program(spvkit_context* ctx, const char* source,
                                            const char* file_name, const char* target,
                                            spvkit_tensor_program* out) {
  if (out) *out = spvkit_tensor_program{};
  if (!ctx || !source || !out)
    return fail(ctx, SPVKIT_ERROR_INVALID_ARGUMENT, "null context, source or out pointer");
  return guarded(ctx, [&] { return compile(ctx, source, file_name, target, *out); });
}

spvkit_status spvkit_compile_tensor(spvkit_context* ctx, const char* source, const char* target,
                                    uint32_t** words, size_t* word_count) {
  if (!ctx || !source || !words || !word_count)
    return fail(ctx, SPVKIT_ERROR_INVALID_ARGUMENT, "null context, source or out pointer");
  spvkit_tensor_program p{};
  spvkit_status s = spvkit_compile_tensor_program(ctx, source, nullptr, target, &p);
  if (s != SPVKIT_OK) return s;
  *words = p.words;
  *word_count = p.word_count;
  p.words = nullptr; // now the caller's
  release(p);
  return SPVKIT_OK;
}

void spvkit_tensor_program_free(spvkit_tensor_program* program) {
  if (program) release(*program);
}

char* spvkit_tensor_targets(void) {
  try {
    std::string list = targetNames();
    return copyOut(list.c_str(), list.size() + 1);
  } catch (...) {
    return nullptr;
  }
}

} // extern "C"
