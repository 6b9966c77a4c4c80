#include "passes/tensor/Pipeline.h"

#include "codegen/Writer.h"
#include "ir/Verifier.h"
#include "ir/spirv/Availability.h"
#include "ir/spirv/Verify.h"
#include "ir/tensor/Ops.h"
#include "passes/Passes.h"
#include "passes/tensor/ConvertToSpirv.h"
#include "passes/tensor/CoopmatrixStrategy.h"
#include "passes/tensor/InsertBarriers.h"
#include "passes/tensor/LowerForeach.h"
#include "passes/tensor/LowerLinalg.h"
#include "passes/tensor/TensorCanonicalize.h"
#include "passes/tensor/WorkGroupSize.h"

#include "SpirvOps.h"

#include <algorithm>
#include <chrono>

namespace spvkit::tensor {

using namespace spirv;

namespace {

/// `spirv-requirements`: the minimal #spirv.vce of the module, recomputed
/// after the clean-up passes, checked against the target.
class RequirementsPass : public Pass {
public:
  /// With `out`, the requirements are kept there (PipelineResult).
  explicit RequirementsPass(const Target& target,
                            std::shared_ptr<const Requirements>* out = nullptr)
      : target_(target), out_(out) {}
  std::string_view name() const override { return "spirv-requirements"; }
  std::string_view description() const override {
    return "infer the module's version / capabilities / extensions and check them against the "
           "target";
  }
  bool run(Operation* root, DiagnosticList& diags) override {
    if (root->opcode() != opcodeOf(DialectOp::Module)) return true;
    auto req = std::make_shared<Requirements>(inferRequirements(root, &target_.env, diags));
    if (!req->ok) return false;
    ModuleOp(root).setVceTripleAttr(req->toVce(root->context()));
    if (!checkAgainst(*req, target_.env, diags)) return false;
    if (out_) *out_ = std::move(req);
    return true;
  }

private:
  const Target& target_;
  std::shared_ptr<const Requirements>* out_;
};

/// The kernels of a spirv.module with their LocalSize / SubgroupSize.
std::vector<KernelInfo> kernelInfos(Operation* spirvModule) {
  std::vector<KernelInfo> out;
  auto find = [&](std::string_view name) -> KernelInfo& {
    for (KernelInfo& k : out)
      if (k.name == name) return k;
    out.emplace_back().name = std::string(name);
    return out.back();
  };
  for (Operation* op = spirvModule->region(0).front()->front(); op; op = op->nextOp()) {
    if (auto entry = dyn_cast<EntryPointOp>(op)) {
      if (auto fn = entry.fnAttr().dyn_cast<SymbolRefAttr>()) find(fn.symbol());
    } else if (auto modeOp = dyn_cast<ExecutionModeOp>(op)) {
      auto fn = modeOp.fnAttr().dyn_cast<SymbolRefAttr>();
      std::optional<ExecutionMode> mode = modeOp.executionMode();
      auto values = modeOp.valuesAttr().dyn_cast<ArrayAttr>();
      if (!fn || !mode || !values) continue;
      KernelInfo& k = find(fn.symbol());
      auto at = [&](unsigned i) {
        return i < values.size() ? uint32_t(values[i].cast<IntegerAttr>().value()) : 1u;
      };
      if (*mode == ExecutionMode::LocalSize)
        k.workGroupSize = {at(0), at(1), at(2)};
      else if (*mode == ExecutionMode::SubgroupSize)
        k.subgroupSize = at(0);
    }
  }
  return out;
}

} // namespace

std::vector<std::string> pipelinePasses(int optLevel) {
  std::vector<std::string> names = {"insert-barriers", "choose-work-group-size", "lower-linalg",
                                    "lower-foreach", "choose-coopmatrix-strategy"};
  if (optLevel > 0) names.push_back("tensor-canonicalize");
  names.push_back("convert-tensor-to-spirv");
  if (optLevel > 0) names.insert(names.end(), {"canonicalize", "cse"});
  names.push_back("spirv-requirements");
  return names;
}

void addTensorPasses(PassRegistry& r, const Target& target) {
  const Target* t = &target;
  r.add("insert-barriers", "insert barriers between dependent collective statements",
        createInsertBarriersPass);
  r.add("choose-work-group-size", "choose each kernel's subgroup and work-group size",
        [t] { return createChooseWorkGroupSizePass(*t); });
  r.add("lower-linalg", "lower collective linear algebra to foreach loops over tasks",
        [t] { return createLowerLinalgPass(*t); });
  r.add("lower-foreach", "lower foreach and foreach_tile to SPMD loops",
        [t] { return createLowerForeachPass(*t); });
  r.add("choose-coopmatrix-strategy",
        "choose how cooperative matrices are lowered (KHR instructions or registers)",
        [t] { return createChooseCoopmatrixStrategyPass(*t); });
  r.add("tensor-canonicalize", "fold integer arithmetic on constants, cse and dce on tensor IR",
        createTensorCanonicalizePass);
  r.add("convert-tensor-to-spirv", "convert tensor functions to kernels of one spirv.module",
        [t] { return createConvertToSpirvPass({t}); });
  r.add("spirv-requirements", "infer the module's version / capabilities / extensions",
        [t] { return std::unique_ptr<Pass>(std::make_unique<RequirementsPass>(*t)); });
}

bool runPipeline(Module& module, const PipelineOptions& options, DiagnosticList& diags,
                 PipelineResult& result) {
  const Target& target = options.target ? *options.target : defaultTarget();
  spirv::registerVerifiers();
  // Every function becomes a kernel. Without one the binary would have no
  // entry point, which SPIR-V allows only in a library (Linkage) that no
  // OpenCL runtime can launch anything from: refuse the program instead.
  bool anyFunction = false;
  for (Operation* op : *module.body()) anyFunction |= tensor::is(op, tensor::OpKind::Func);
  if (!anyFunction) {
    diags.error(Location{{}, 1, 1},
                "the program defines no function: there is no kernel to compile");
    return false;
  }
  // Both dialects have IR verifiers (the tensor one through its ops' OpInfo,
  // ir/tensor/Verifier.h): verify everything the passes produce.
  PassManagerOptions pmo;
  pmo.verifier = [](Module& m, DiagnosticList& d) { return verify(m, d); };
  pmo.verifyEach = options.verifyEach;
  pmo.printAfter = options.printAfter;
  pmo.printSink = options.printSink;
  pmo.timePasses = options.timePasses;
  std::vector<std::unique_ptr<Pass>> passes;
  passes.push_back(createInsertBarriersPass());
  passes.push_back(createChooseWorkGroupSizePass(target));
  passes.push_back(createLowerLinalgPass(target));
  passes.push_back(createLowerForeachPass(target));
  passes.push_back(createChooseCoopmatrixStrategyPass(target));
  if (options.optLevel > 0) passes.push_back(createTensorCanonicalizePass());
  std::vector<spirv::VulkanKernelAbi> vulkanKernels;
  ConversionOptions co{&target, &vulkanKernels};
  // spirv-requirements infers the #spirv.vce for the target and replaces the
  // conversion's: the conversion infers one only where the passes stop
  // before that.
  std::vector<std::string> names = pipelinePasses(options.optLevel);
  auto stop = std::find(names.begin(), names.end(), options.stopAfter);
  co.inferRequirements = stop != names.end() && *stop != "spirv-requirements";
  passes.push_back(createConvertToSpirvPass(co));
  if (options.optLevel > 0) {
    passes.push_back(createSpirvCanonicalizePass());
    passes.push_back(createCommonSubexpressionEliminationPass());
  }
  result.requirements.reset();
  passes.push_back(std::make_unique<RequirementsPass>(target, &result.requirements));
  PassManager pm(pmo);
  bool stopped = false;
  for (auto& pass : passes) {
    stopped = pass->name() == options.stopAfter;
    pm.add(std::move(pass));
    if (stopped) break;
  }
  bool ok = pm.run(module, diags);
  if (options.timePasses) result.timing = pm.timingReport();
  result.phases = pm.timings();
  if (!ok) return false;
  if (stopped && !module.firstTopLevel(opcodeOf(DialectOp::Module))) return true;
  result.spirvModule = module.firstTopLevel(opcodeOf(DialectOp::Module));
  if (!result.spirvModule) {
    diags.error({}, "the conversion produced no spirv.module");
    return false;
  }
  result.kernels = kernelInfos(result.spirvModule);
  for (const spirv::VulkanKernelAbi& abi : vulkanKernels)
    for (KernelInfo& k : result.kernels)
      if (k.name == abi.name) {
        k.vulkan = true;
        k.subgroupSize = abi.requiredSubgroupSize;
        k.pushConstantSize = abi.pushConstantSize;
        k.argBlockSize = abi.argBlockSize;
        k.argsIndirect = abi.argsIndirect;
        k.argOffsets = abi.argOffsets;
      }
  return true;
}

bool writeSpirv(const PipelineResult& result, std::vector<uint32_t>& words, DiagnosticList& diags,
                PhaseTimings* timings) {
  if (!result.requirements) return writeSpirv(result.spirvModule, words, diags, timings);
  KnownRequirements known(result.spirvModule, *result.requirements);
  return writeSpirv(result.spirvModule, words, diags, timings);
}

bool writeSpirv(Operation* spirvModule, std::vector<uint32_t>& words, DiagnosticList& diags,
                PhaseTimings* timings) {
  spirv::registerVerifiers();
  auto start = std::chrono::steady_clock::now();
  if (!verify(spirvModule, diags)) return false;
  if (timings) timings->add("verify-output", secondsSince(start));
  start = std::chrono::steady_clock::now();
  Writer writer;
  bool ok = writer.write(spirvModule, words, diags);
  if (timings) timings->add("write", secondsSince(start));
  return ok;
}

} // namespace spvkit::tensor
