#include "runtime/DeviceTarget.h"

#include <algorithm>
#include <cstdio>
#include <limits>

namespace spvkit::runtime {

using spirv::Capability;
using spirv::Extension;

namespace {

/// "OpenCL 3.0 PoCL ..." -> 30, "OpenCL 2.1 ..." -> 21; 0 if unreadable.
int openclVersion(const std::string& v) {
  unsigned major = 0, minor = 0;
  if (std::sscanf(v.c_str(), "OpenCL %u.%u", &major, &minor) != 2) return 0;
  return int(major * 10 + minor);
}

} // namespace

spirv::TargetEnv targetFromDevice(const DeviceInfo& info) {
  spirv::TargetEnv t;
  t.name = "device:" + info.name;
  SpirvVersion v = info.maxSpirv();
  t.version = spirv::makeVersion(uint32_t(v.major), uint32_t(v.minor));
  auto cap = [&](Capability c) {
    if (std::find(t.capabilities.begin(), t.capabilities.end(), c) == t.capabilities.end())
      t.capabilities.push_back(c);
  };
  auto ext = [&](Extension e) {
    if (std::find(t.extensions.begin(), t.extensions.end(), e) == t.extensions.end())
      t.extensions.push_back(e);
  };
  auto has = [&](std::string_view e) { return info.hasExtension(e); };
  bool spv11 = info.supportsSpirv({1, 1}), spv13 = info.supportsSpirv({1, 3});
  int cl = openclVersion(info.version);

  // Every OpenCL full-profile device: the kernel basics.
  for (Capability c :
       {Capability::Addresses, Capability::Linkage, Capability::Kernel, Capability::Vector16,
        Capability::Int8, Capability::Int16, Capability::Float16Buffer})
    cap(c);
  if (info.addressBits == 64 || has("cl_khr_int64_base_atomics")) cap(Capability::Int64);
  if (cl >= 20 && cl < 30) cap(Capability::GenericPointer); // optional in 3.0
  if (info.fp16) cap(Capability::Float16);
  if (info.fp64) cap(Capability::Float64);
  if (has("cl_khr_int64_base_atomics")) cap(Capability::Int64Atomics);

  // Subgroups: the Groups instructions, a required size, Intel's shuffles and block IO.
  bool subgroups = has("cl_khr_subgroups") || has("cl_intel_subgroups") ||
                   !info.subgroupSizes.empty() || cl == 21 || cl == 22;
  if (subgroups) cap(Capability::Groups);
  if (spv11 && has("cl_intel_required_subgroup_size")) cap(Capability::SubgroupDispatch);
  if (has("cl_intel_subgroups")) {
    cap(Capability::SubgroupShuffleINTEL);
    cap(Capability::SubgroupBufferBlockIOINTEL);
    ext(Extension::SPV_INTEL_subgroups);
  }
  // cl_khr_subgroup_* map to GroupNonUniform*, which are SPIR-V 1.3.
  if (spv13 && has("cl_khr_subgroup_extended_types")) cap(Capability::GroupNonUniform);
  if (spv13 && has("cl_khr_subgroup_non_uniform_vote")) cap(Capability::GroupNonUniformVote);
  if (spv13 && has("cl_khr_subgroup_ballot")) cap(Capability::GroupNonUniformBallot);
  if (spv13 && has("cl_khr_subgroup_shuffle")) cap(Capability::GroupNonUniformShuffle);
  if (spv13 && has("cl_khr_subgroup_shuffle_relative"))
    cap(Capability::GroupNonUniformShuffleRelative);
  if (spv13 && has("cl_khr_subgroup_non_uniform_arithmetic"))
    cap(Capability::GroupNonUniformArithmetic);
  if (spv13 && has("cl_khr_subgroup_clustered_reduce")) cap(Capability::GroupNonUniformClustered);

  // Float atomics (cl_ext_float_atomics: add, min, max on f32 and, with fp64, f64).
  if (has("cl_ext_float_atomics")) {
    cap(Capability::AtomicFloat32AddEXT);
    cap(Capability::AtomicFloat32MinMaxEXT);
    if (info.fp64) {
      cap(Capability::AtomicFloat64AddEXT);
      cap(Capability::AtomicFloat64MinMaxEXT);
    }
    ext(Extension::SPV_EXT_shader_atomic_float_add);
    ext(Extension::SPV_EXT_shader_atomic_float_min_max);
  }
  if (has("cl_intel_bfloat16_conversions")) {
    cap(Capability::BFloat16ConversionINTEL);
    ext(Extension::SPV_INTEL_bfloat16_conversion);
  }

  size_t wg = std::min<size_t>(info.maxWorkGroupSize, std::numeric_limits<uint32_t>::max());
  t.limits.maxWorkGroupSize = uint32_t(std::max<size_t>(wg, 1));
  for (size_t s : info.subgroupSizes)
    if (s > 0 && s <= std::numeric_limits<uint32_t>::max())
      t.limits.subgroupSizes.push_back(uint32_t(s));
  std::sort(t.limits.subgroupSizes.begin(), t.limits.subgroupSizes.end());
  t.limits.subgroupSizes.erase(
      std::unique(t.limits.subgroupSizes.begin(), t.limits.subgroupSizes.end()),
      t.limits.subgroupSizes.end());
  // Devices announce no half-precision math separately: with cl_khr_fp16
  // OpenCL C has the full math library on half.
  t.features.fp16Math = info.fp16;
  return t;
}

} // namespace spvkit::runtime
