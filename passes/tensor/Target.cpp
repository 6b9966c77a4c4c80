#include "passes/tensor/Target.h"

namespace spvkit::tensor {

bool Target::allows(spirv::Capability c) const {
  using spirv::Capability;
  switch (c) {
  case Capability::Float16:
    return fp16;
  case Capability::Float64:
    return fp64;
  case Capability::Int64Atomics:
    return int64Atomics;
  case Capability::AtomicFloat32AddEXT:
  case Capability::AtomicFloat64AddEXT:
    return floatAtomicAdd;
  default:
    return true;
  }
}

std::span<const Target> targets() {
  using spirv::makeVersion;
  // The Intel figures are those of the public device documentation: Xe-HPC
  // (pvc) runs subgroups of 16 and 32 with fp64, Xe-HPG (dg2) and Xe2 (bmg)
  // have no double precision.
  static const std::vector<Target> presets = [] {
    std::vector<Target> t;
    Target generic;
    generic.name = "generic";
    generic.description = "an OpenCL 3.0 device taking SPIR-V 1.2 (e.g. PoCL); the device picks "
                          "the subgroup size";
    t.push_back(generic);

    Target pvc;
    pvc.name = "pvc";
    pvc.description = "Intel Data Center GPU Max (Xe-HPC)";
    pvc.maxVersion = makeVersion(1, 4);
    pvc.subgroupSizes = {16, 32};
    pvc.defaultSubgroupSize = 16;
    pvc.defaultWorkGroupSize = {128, 1};
    pvc.floatAtomicAdd = true;
    t.push_back(pvc);

    Target bmg = pvc;
    bmg.name = "bmg";
    bmg.description = "Intel Arc B-series (Xe2-HPG), no fp64";
    bmg.fp64 = false;
    t.push_back(bmg);

    Target dg2 = bmg;
    dg2.name = "dg2";
    dg2.description = "Intel Arc A-series (Xe-HPG), no fp64";
    dg2.subgroupSizes = {8, 16, 32};
    t.push_back(dg2);
    return t;
  }();
  return presets;
}

const Target* findTarget(std::string_view name) {
  for (const Target& t : targets())
    if (t.name == name) return &t;
  return nullptr;
}

} // namespace spvkit::tensor
