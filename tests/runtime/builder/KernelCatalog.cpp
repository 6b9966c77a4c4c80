#include "KernelCatalog.h"

#include "ir/Module.h"
#include "ir/Verifier.h"
#include "ir/spirv/Verify.h"

namespace spvkit::test {

std::span<const KernelSpec> kernelCatalog() {
  static const std::vector<KernelSpec> catalog = {
      {"ew_f32", {"ew_f32"}, false, false, buildElementwiseF32},
      {"ew_f64", {"ew_f64"}, true, false, buildElementwiseF64},
      {"ew_i64", {"ew_i64"}, false, false, buildElementwiseI64},
      {"local_memory", {"reverse64", "wg_sum64"}, false, false, buildLocalMemory},
      {"atomic_fadd", {"atomic_fadd"}, false, false, buildAtomicFAdd},
      {"atomic_fadd64", {"atomic_fadd64"}, true, false, buildAtomicFAdd64},
      {"subgroup", {"subgroup_ops"}, false, false, buildSubgroup},
      {"subgroup_shuffle", {"subgroup_shuffle"}, false, false, buildSubgroupShuffle},
      {"memref_dynamic", {"scale_add2d"}, false, false, buildMemRefDynamic},
      {"group_arg", {"group_scale"}, false, false, buildGroupArgument},
      {"rejected", {"uses_missing"}, false, true, buildRejected},
  };
  return catalog;
}

Operation* buildKernelModule(const KernelSpec& spec, Module& m) {
  spirv::SpirvBuilder b(m);
  b.setInsertionPointToEnd(m.body());
  spec.build(b);
  return m.firstTopLevel(spirv::opcodeOf(spirv::DialectOp::Module));
}

bool buildKernelBinary(const KernelSpec& spec, std::vector<uint32_t>& words, std::string& error) {
  Context ctx;
  Module m(ctx);
  spirv::registerVerifiers();
  Operation* module = buildKernelModule(spec, m);
  DiagnosticList diags;
  if (!module) {
    error = std::string(spec.file) + ": the builder made no spirv.module";
    return false;
  }
  if (!verify(m, diags)) {
    error = std::string(spec.file) + ": the IR does not verify:\n" + diags.str();
    return false;
  }
  spirv::Writer writer;
  if (!writer.write(module, words, diags)) {
    error = std::string(spec.file) + ": the writer failed:\n" + diags.str();
    return false;
  }
  return true;
}

} // namespace spvkit::test
