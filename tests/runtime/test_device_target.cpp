// Target profiles: the `generic` OpenCL profile and the Intel presets as
// issue 5 describes them, and live devices described as targets
// (runtime::targetFromDevice) from DeviceInfo values like PoCL 6's and an
// Intel GPU's. No device needed.
#include "runtime/DeviceTarget.h"

#include <doctest/doctest.h>

#include <algorithm>

using namespace spvkit;
using namespace spvkit::spirv;
using spvkit::runtime::DeviceInfo;

namespace {
bool declares(const TargetEnv& t, Capability c) {
  return std::find(t.capabilities.begin(), t.capabilities.end(), c) != t.capabilities.end();
}

DeviceInfo poclLike() {
  DeviceInfo d;
  d.name = "cpu-skylake-avx512-Intel(R) Xeon(R) Processor";
  d.version = "OpenCL 3.0 PoCL HSTR: cpu-x86_64-pc-linux-gnu-skylake-avx512";
  d.ilVersion = "SPIR-V_1.2 SPIR-V_1.1 SPIR-V_1.0";
  d.spirvVersions = runtime::parseIlVersions(d.ilVersion);
  d.extensions = {"cl_khr_byte_addressable_store",
                  "cl_khr_subgroups",
                  "cl_khr_subgroup_ballot",
                  "cl_khr_subgroup_shuffle",
                  "cl_intel_subgroups",
                  "cl_ext_float_atomics",
                  "cl_intel_required_subgroup_size",
                  "cl_khr_il_program",
                  "cl_khr_fp64",
                  "cl_khr_int64_base_atomics",
                  "cl_khr_int64_extended_atomics"};
  d.subgroupSizes = {1, 2, 4, 8, 16, 32, 64, 128, 256, 512};
  d.maxWorkGroupSize = 4096;
  d.fp64 = true;
  d.addressBits = 64;
  return d;
}
} // namespace

TEST_CASE("the generic profile: SPIR-V <= 1.2, the portable capabilities, nothing vendor-only") {
  auto g = targetPreset("generic");
  REQUIRE(g);
  CHECK(g->version == makeVersion(1, 2));
  for (Capability c :
       {Capability::Addresses, Capability::Kernel, Capability::Int64, Capability::Int8,
        Capability::Int16, Capability::Groups, Capability::SubgroupDispatch,
        Capability::SubgroupShuffleINTEL, Capability::AtomicFloat32AddEXT, Capability::Float16})
    CHECK_MESSAGE(g->hasCapability(c), enumerantName(c));
  for (Capability c : {Capability::Float64, Capability::SubgroupBufferBlockIOINTEL,
                       Capability::SubgroupImageBlockIOINTEL, Capability::BFloat16ConversionINTEL,
                       Capability::CooperativeMatrixKHR, Capability::GroupNonUniform,
                       Capability::AtomicFloat64AddEXT, Capability::GenericPointer})
    CHECK_MESSAGE(!g->hasCapability(c), enumerantName(c));
  CHECK(g->hasExtension(Extension::SPV_INTEL_subgroups));
  CHECK(g->hasExtension(Extension::SPV_EXT_shader_atomic_float_add));
  CHECK(g->extensions.size() == 2);
  CHECK_FALSE(g->features.fp16Math);
  CHECK(g->str().find("fp16_math = false") != std::string::npos);
  auto again = parseTargetEnv(g->str());
  REQUIRE(again);
  CHECK_FALSE(again->features.fp16Math);
  CHECK(again->capabilities == g->capabilities);
}

TEST_CASE("Intel presets: pvc has fp64, bmg and dg2 do not; all have block IO and subgroups") {
  auto pvc = targetPreset("pvc"), bmg = targetPreset("bmg"), dg2 = targetPreset("dg2");
  REQUIRE(pvc);
  REQUIRE(bmg);
  REQUIRE(dg2);
  CHECK(pvc->hasCapability(Capability::Float64));
  CHECK(pvc->hasCapability(Capability::AtomicFloat64AddEXT));
  for (const TargetEnv* t : {&*bmg, &*dg2}) {
    CHECK(!t->hasCapability(Capability::Float64));
    CHECK(!t->hasCapability(Capability::AtomicFloat64AddEXT));
  }
  for (const TargetEnv* t : {&*pvc, &*bmg, &*dg2}) {
    CHECK(t->version == makeVersion(1, 4)); // ocloc accepts up to 1.4
    CHECK(t->hasCapability(Capability::SubgroupBufferBlockIOINTEL));
    CHECK(t->hasCapability(Capability::GroupNonUniformArithmetic));
    CHECK(t->hasCapability(Capability::BFloat16ConversionINTEL));
    CHECK(t->hasCapability(Capability::Float16));
    CHECK(t->features.fp16Math);
  }
  CHECK(dg2->limits.subgroupSizes == std::vector<uint32_t>{8, 16, 32});
  CHECK(pvc->limits.subgroupSizes == std::vector<uint32_t>{16, 32});
}

TEST_CASE("a PoCL 6 device as a target") {
  TargetEnv t = runtime::targetFromDevice(poclLike());
  CHECK(t.name == "device:cpu-skylake-avx512-Intel(R) Xeon(R) Processor");
  CHECK(t.version == makeVersion(1, 2));
  for (Capability c :
       {Capability::Addresses, Capability::Kernel, Capability::Int64, Capability::Float64,
        Capability::Groups, Capability::SubgroupDispatch, Capability::SubgroupShuffleINTEL,
        Capability::AtomicFloat32AddEXT, Capability::AtomicFloat64AddEXT, Capability::Int64Atomics,
        Capability::Linkage})
    CHECK_MESSAGE(t.hasCapability(c), enumerantName(c));
  // No fp16; cl_khr_subgroup_* need SPIR-V 1.3, which the device does not take.
  CHECK(!declares(t, Capability::Float16));
  CHECK(!t.hasCapability(Capability::GroupNonUniformBallot));
  CHECK(t.hasExtension(Extension::SPV_INTEL_subgroups));
  CHECK(t.hasExtension(Extension::SPV_EXT_shader_atomic_float_add));
  CHECK(t.limits.maxWorkGroupSize == 4096);
  CHECK(t.limits.subgroupSizes.size() == 10);
  CHECK_FALSE(t.features.fp16Math);
  // Everything the generic profile allows, the device allows too.
  auto g = *targetPreset("generic");
  for (Capability c : g.capabilities)
    if (c != Capability::Float16) CHECK_MESSAGE(t.hasCapability(c), enumerantName(c));
  auto again = parseTargetEnv(t.str());
  REQUIRE(again);
  CHECK(again->capabilities == t.capabilities);
}

TEST_CASE("an Intel GPU without fp64, SPIR-V 1.3 subgroups and bf16 conversions") {
  DeviceInfo d;
  d.name = "Intel(R) Arc(TM) A770 Graphics";
  d.version = "OpenCL 3.0 NEO";
  d.spirvVersions =
      runtime::parseIlVersions("SPIR-V_1.0 SPIR-V_1.1 SPIR-V_1.2 SPIR-V_1.3 SPIR-V_1.4");
  d.extensions = {"cl_khr_fp16",
                  "cl_khr_subgroups",
                  "cl_intel_subgroups",
                  "cl_intel_required_subgroup_size",
                  "cl_khr_subgroup_non_uniform_arithmetic",
                  "cl_khr_subgroup_ballot",
                  "cl_intel_bfloat16_conversions",
                  "cl_ext_float_atomics"};
  d.subgroupSizes = {8, 16, 32};
  d.maxWorkGroupSize = 1024;
  d.fp16 = true;
  d.addressBits = 64;
  TargetEnv t = runtime::targetFromDevice(d);
  CHECK(t.version == makeVersion(1, 4));
  CHECK(t.hasCapability(Capability::Float16));
  CHECK(!t.hasCapability(Capability::Float64));
  CHECK(!t.hasCapability(Capability::AtomicFloat64AddEXT));
  CHECK(t.hasCapability(Capability::AtomicFloat32AddEXT));
  CHECK(t.hasCapability(Capability::GroupNonUniformArithmetic));
  CHECK(t.hasCapability(Capability::GroupNonUniformBallot));
  CHECK(t.hasCapability(Capability::BFloat16ConversionINTEL));
  CHECK(t.hasCapability(Capability::SubgroupBufferBlockIOINTEL));
  CHECK(t.limits.subgroupSizes == std::vector<uint32_t>{8, 16, 32});
  CHECK(t.features.fp16Math);
}

TEST_CASE("a device without IL is a SPIR-V 1.0 target with the basics only") {
  DeviceInfo d;
  d.name = "old";
  d.version = "OpenCL 1.2";
  d.addressBits = 32;
  d.maxWorkGroupSize = 0;
  TargetEnv t = runtime::targetFromDevice(d);
  CHECK(t.version == makeVersion(1, 0));
  CHECK(!t.hasCapability(Capability::Groups));
  CHECK(!t.hasCapability(Capability::Int64));
  CHECK(t.limits.maxWorkGroupSize == 1);
  CHECK(t.limits.subgroupSizes.empty());
}
