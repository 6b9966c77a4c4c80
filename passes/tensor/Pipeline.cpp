#include "passes/tensor/Pipeline.h"

#include "codegen/Writer.h"
#include "ir/Verifier.h"
#include "ir/spirv/KernelRequirements.h"
#include "ir/spirv/Verify.h"
#include "passes/Passes.h"
#include "ir/tensor/Ops.h"
#include "passes/tensor/ConvertToSpirv.h"

namespace spvkit::tensor {

using namespace spirv;

namespace {

/// Whether `t` (or its element / pointee, recursively) is a float of `width`.
bool mentionsFloat(Type t, unsigned width, int depth = 0) {
  if (!t || depth > 8) return false;
  if (t.isFloat(width)) return true;
  if (auto p = t.dyn_cast<PointerType>()) return mentionsFloat(p.pointeeType(), width, depth + 1);
  if (auto v = t.dyn_cast<VectorType>()) return mentionsFloat(v.elementType(), width, depth + 1);
  if (auto a = t.dyn_cast<ArrayType>()) return mentionsFloat(a.elementType(), width, depth + 1);
  return false;
}

/// The first op that makes the module need `cap` (for the error's location).
Operation* firstUserOf(Operation* spirvModule, Capability cap) {
  Operation* found = nullptr;
  spirvModule->walk([&](Operation* op) {
    if (found) return false;
    if (op == spirvModule) return true;
    auto uses = [&](Type t) {
      switch (cap) {
      case Capability::Float64:
        return mentionsFloat(t, 64);
      case Capability::Float16:
        return mentionsFloat(t, 16);
      default:
        return false;
      }
    };
    for (unsigned i = 0; i < op->numResults(); ++i)
      if (uses(op->result(i)->type())) found = op;
    for (unsigned i = 0; i < op->numOperands() && !found; ++i)
      if (op->operand(i) && uses(op->operand(i)->type())) found = op;
    if (!found && (cap == Capability::AtomicFloat32AddEXT || cap == Capability::AtomicFloat64AddEXT) &&
        op->name() == "spirv.EXT.AtomicFAdd")
      found = op;
    return !found;
  });
  return found;
}

/// `spirv-requirements`: the minimal #spirv.vce of the module, recomputed
/// after the clean-up passes, checked against the target.
class RequirementsPass : public Pass {
public:
  explicit RequirementsPass(const Target& target) : target_(target) {}
  std::string_view name() const override { return "spirv-requirements"; }
  std::string_view description() const override {
    return "infer the module's version / capabilities / extensions and check them against the "
           "target";
  }
  bool run(Operation* root, DiagnosticList& diags) override {
    if (root->opcode() != opcodeOf(DialectOp::Module)) return true;
    VceAttr vce = inferKernelRequirements(root, diags);
    if (!vce) return false;
    bool ok = true;
    for (Capability c : vce.capabilities()) {
      if (target_.allows(c)) continue;
      Operation* user = firstUserOf(root, c);
      std::string what = user ? "'" + std::string(user->name()) + "'" : "the module";
      diags.error(user ? user->loc() : root->loc(),
                  what + " needs capability " + std::string(enumerantName(c)) + ", which target '" +
                      target_.name + "' does not support");
      ok = false;
    }
    if (vce.version() > target_.maxVersion) {
      diags.error(root->loc(), "the module needs SPIR-V " + std::to_string(vce.version() >> 16) +
                                   "." + std::to_string(vce.version() >> 8 & 0xff) +
                                   ", target '" + target_.name + "' takes at most " +
                                   std::to_string(target_.maxVersion >> 16) + "." +
                                   std::to_string(target_.maxVersion >> 8 & 0xff));
      ok = false;
    }
    root->setAttr("vce_triple", vce);
    return ok;
  }

private:
  const Target& target_;
};

} // namespace

std::vector<std::string> pipelinePasses(int optLevel) {
  std::vector<std::string> names = {"convert-tensor-to-spirv"};
  if (optLevel > 0) names.insert(names.end(), {"canonicalize", "cse"});
  names.push_back("spirv-requirements");
  return names;
}

bool runPipeline(Module& module, const PipelineOptions& options, DiagnosticList& diags,
                 PipelineResult& result) {
  const Target& target = options.target ? *options.target : targets()[0];
  spirv::registerVerifiers();
  // The generic verifier does not know the tensor dialect's region rules
  // (the frontend checks those); verify what the passes produce.
  PassManager::setVerifier([](Module& m, DiagnosticList& d) {
    bool ok = true;
    for (Operation* op : *m.body())
      if (!isTensorOp(op)) ok &= verify(op, d);
    return ok;
  });
  PassManagerOptions pmo;
  pmo.verifyEach = options.verifyEach;
  pmo.printAfter = options.printAfter;
  pmo.printSink = options.printSink;
  pmo.timePasses = options.timePasses;
  PassManager pm(pmo);
  pm.add(createConvertToSpirvPass(module, {&target}));
  if (options.optLevel > 0) {
    pm.add(createSpirvCanonicalizePass());
    pm.add(createCommonSubexpressionEliminationPass());
  }
  pm.add(std::make_unique<RequirementsPass>(target));
  bool ok = pm.run(module, diags);
  if (options.timePasses) result.timing = pm.timingReport();
  if (!ok) return false;
  result.spirvModule = module.firstTopLevel(opcodeOf(DialectOp::Module));
  if (!result.spirvModule) {
    diags.error({}, "the conversion produced no spirv.module");
    return false;
  }
  return true;
}

bool writeSpirv(Operation* spirvModule, std::vector<uint32_t>& words, DiagnosticList& diags) {
  spirv::registerVerifiers();
  if (!verify(spirvModule, diags)) return false;
  Writer writer;
  return writer.write(spirvModule, words, diags);
}

} // namespace spvkit::tensor
