// The results of the capability inference (Availability.h): queries on a
// Requirements, the requirements a caller hands to the verifier
// (KnownRequirements), and the check of a Requirements against a target.
#include "ir/spirv/Availability.h"

#include <algorithm>
#include <string>

namespace spvkit::spirv {

bool Requirements::hasExtension(Extension e) const {
  return std::find(extensions.begin(), extensions.end(), e) != extensions.end();
}

VceAttr Requirements::toVce(Context& ctx) const {
  return VceAttr::get(ctx, version, capabilities, extensions);
}

namespace {
thread_local const KnownRequirements* innermostKnown = nullptr;
} // namespace

KnownRequirements::KnownRequirements(const Operation* spirvModule, const Requirements& req)
    : module_(spirvModule), req_(&req), outer_(innermostKnown) {
  innermostKnown = this;
}

KnownRequirements::~KnownRequirements() {
  innermostKnown = outer_;
}

const Requirements* KnownRequirements::find(const Operation* spirvModule) {
  for (const KnownRequirements* k = innermostKnown; k; k = k->outer_)
    if (k->module_ == spirvModule) return k->req_;
  return nullptr;
}

bool checkAgainst(const Requirements& req, const TargetEnv& target, DiagnosticList& diags) {
  bool ok = true;
  std::string who = "target '" + target.name + "'";
  auto report = [&](const Need* n, const std::string& what) {
    Location loc = n ? n->loc : Location();
    std::string by = n ? n->str() + " needs " : "the module needs ";
    diags.error(loc, by + what);
    ok = false;
  };
  if (req.version > target.version)
    report(req.versionNeed ? &*req.versionNeed : nullptr,
           "SPIR-V " + formatVersion(req.version) + ", but " + who + " supports up to SPIR-V " +
               formatVersion(target.version));
  for (Capability c : req.capabilities)
    if (!target.hasCapability(c)) {
      auto it = req.capabilityNeeds.find(c);
      report(it == req.capabilityNeeds.end() ? nullptr : &it->second,
             "capability " + std::string(enumerantName(c)) + ", which " + who +
                 " does not support");
    }
  for (Extension e : req.extensions)
    if (!target.hasExtension(e)) {
      auto it = req.extensionNeeds.find(e);
      report(it == req.extensionNeeds.end() ? nullptr : &it->second,
             "extension " + std::string(extensionName(e)) + ", which " + who + " does not support");
    }
  return ok;
}

} // namespace spvkit::spirv
