// The builder kernels against the target profiles: availability inference
// (ir/spirv/Availability.h) must find exactly the header each module declares
// (SPIR-V 1.1 only where a kernel needs SubgroupSize), and the requirements
// must fit `generic` (all but the fp64 modules and the Linkage one), `pvc`
// and `pocl` (all), `dg2` and `bmg` (all but fp64). ocloc_check.py then
// confirms the Intel side by compiling the same binaries, and the device
// tests the PoCL side by running them.
#include "KernelCatalog.h"

#include "ir/spirv/Availability.h"

#include <doctest/doctest.h>

using namespace spvkit;
using namespace spvkit::spirv;

TEST_CASE("every builder kernel fits the target profiles it is meant for") {
  int checks = 0;
  for (const test::KernelSpec& spec : test::kernelCatalog()) {
    INFO("module " << std::string(spec.file));
    Context ctx;
    Module m(ctx);
    Operation* module = test::buildKernelModule(spec, m);
    REQUIRE(module);
    DiagnosticList diags;
    Requirements req = inferRequirements(module, nullptr, diags);
    REQUIRE_MESSAGE(req.ok, diags.str());

    // The hand-written header holds what inference finds, at the same version.
    VceAttr declared = module->attr("vce_triple").cast<VceAttr>();
    TargetEnv asDeclared;
    asDeclared.name = "declared";
    asDeclared.version = declared.version();
    asDeclared.capabilities = declared.capabilities();
    asDeclared.extensions = declared.extensions();
    CHECK(req.version == declared.version());
    bool subgroupSize = std::string_view(spec.file).starts_with("subgroup");
    CHECK(req.version == (subgroupSize ? makeVersion(1, 1) : makeVersion(1, 0)));
    DiagnosticList d0;
    CHECK_MESSAGE(checkAgainst(req, asDeclared, d0), d0.str());

    auto fits = [&](const char* preset, bool expected) {
      DiagnosticList d;
      bool ok = checkAgainst(req, *targetPreset(preset), d);
      CHECK_MESSAGE(ok == expected, preset << ": " << (ok ? "fits, expected not to" : d.str()));
      ++checks;
    };
    fits("generic", !spec.fp64 && !spec.deviceRejects);
    fits("pvc", true);
    fits("pocl", true);
    fits("dg2", !spec.fp64);
    fits("bmg", !spec.fp64);
  }
  MESSAGE(checks << " module/target checks");
}
