// A spirv.module's `vce_triple` declares what the module uses.
//
// spirv-val rejects a binary whose OpCapability / OpExtension / version do not
// cover its instructions, types, enum operands and decorations; the writer
// writes the triple as declared. So the verifier infers what the module
// needs (ir/spirv/Availability.h, choosing among alternatives what the triple
// declares) and reports each missing version, capability and extension at the
// first op that needs it (a caller that has just inferred them from the same
// ops hands them over instead, KnownRequirements). A module without `vce_triple` gets the inferred
// one from the writer, so nothing is checked there. Not checked: that a module without entry point
// declares Linkage, as spirv-val requires ("No OpEntryPoint instruction was found"): MLIR's
// documentation examples, and the test inputs wrapped from them, are such modules without Linkage.
// MLIR 19's verifier checks none of this (its UpdateVCEPass computes the
// triple); spirv-val and the SPIR-V specification require it.
#include "ir/spirv/Availability.h"
#include "ir/spirv/VerifyUtil.h"

namespace spvkit::spirv::detail {

namespace {

/// Float16Buffer allows a 16-bit float type only for pointers, which must not
/// be dereferenced (the SPIR-V specification); spirv-val does not enforce
/// that, and OpenCL compilers (llvm-spirv, the OpenCL corpus's half_ops)
/// compute on half values under Float16Buffer. Such binaries are read and
/// verified as spirv-val accepts them.
bool toleratedBySpirvVal(Capability c, const TargetEnv& declared) {
  return c == Capability::Float16 && declared.hasCapability(Capability::Float16Buffer);
}

bool requirementsDeclared(Operation* op, DiagnosticList& d) {
  auto vce = op->attr("vce_triple").dyn_cast<VceAttr>();
  if (!vce) return true; // absent (inferred when written) or not a #spirv.vce (moduleOp reports)
  TargetEnv declared;
  declared.name = "vce_triple";
  declared.version = vce.version();
  declared.capabilities = vce.capabilities();
  declared.extensions = vce.extensions();
  // Inferred already from these ops (KnownRequirements), or inferred here.
  Requirements inferred;
  const Requirements* known = KnownRequirements::find(op);
  if (!known) {
    DiagnosticList inference; // features in no version: the grammar-derived checks report ops
    inferred = inferRequirements(op, &declared, inference);
    known = &inferred;
  }
  const Requirements& req = *known;
  bool ok = true;
  auto report = [&](const Need* n, const std::string& what) {
    std::string who = n ? n->str() : "'" + std::string(op->name()) + "' op";
    d.error(n ? n->loc : op->loc(),
            who + " needs " + what + ", which the spirv.module's vce_triple does not declare");
    ok = false;
  };
  if (req.version > declared.version)
    report(req.versionNeed ? &*req.versionNeed : nullptr,
           "SPIR-V " + formatVersion(req.version) + " (it declares " +
               formatVersion(declared.version) + ")");
  for (Capability c : req.capabilities)
    if (!declared.hasCapability(c) && !toleratedBySpirvVal(c, declared)) {
      auto it = req.capabilityNeeds.find(c);
      report(it == req.capabilityNeeds.end() ? nullptr : &it->second,
             "capability " + std::string(enumerantName(c)));
    }
  for (Extension e : req.extensions)
    if (!declared.hasExtension(e)) {
      auto it = req.extensionNeeds.find(e);
      report(it == req.extensionNeeds.end() ? nullptr : &it->second,
             "extension " + std::string(extensionName(e)));
    }
  return ok;
}

} // namespace

void addRequirementRules(RuleTable& t) {
  t.add(DialectOp::Module, &requirementsDeclared);
}

} // namespace spvkit::spirv::detail
