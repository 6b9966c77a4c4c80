// The device-test kernels, built with the IR builder (SpirvBuilder).
//
// Each entry names one SPIR-V module (written to <file>.spv at build time by
// write_kernels), its entry points, whether it needs fp64 (then Intel's dg2 /
// bmg class cannot compile it), whether the device must reject it, and the
// function that builds it. The same binaries are checked by spirv-val,
// compiled by ocloc, and run through the runtime by test_builder_kernels.cpp,
// which holds the host references.
#pragma once

#include "codegen/Writer.h"
#include "ir/Module.h"
#include "ir/spirv/SpirvBuilder.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace spvkit::test {

struct KernelSpec {
  const char* file;                     ///< the module is written to <file>.spv
  std::vector<const char*> entryPoints; ///< its kernels
  bool fp64 = false;                    ///< uses Float64 (not for dg2 / bmg)
  bool deviceRejects = false;           ///< valid SPIR-V that the device's build must reject
  void (*build)(spirv::SpirvBuilder&) = nullptr;
};

std::span<const KernelSpec> kernelCatalog();

/// Builds the module of `spec` into `m` (its context needs nothing
/// registered) and returns the `spirv.module` op.
Operation* buildKernelModule(const KernelSpec& spec, Module& m);

/// Builds the module of `spec` in a fresh context, verifies it and writes it.
/// On failure returns false with the diagnostics in `error`.
bool buildKernelBinary(const KernelSpec& spec, std::vector<uint32_t>& words, std::string& error);

// --- the builders (one file per kind of kernel) -------------------------------------
void buildElementwiseF32(spirv::SpirvBuilder& b); // ElementwiseKernels.cpp
void buildElementwiseF64(spirv::SpirvBuilder& b);
void buildElementwiseI64(spirv::SpirvBuilder& b);
void buildLocalMemory(spirv::SpirvBuilder& b); // MemoryKernels.cpp
void buildAtomicFAdd(spirv::SpirvBuilder& b);
void buildAtomicFAdd64(spirv::SpirvBuilder& b);
void buildSubgroup(spirv::SpirvBuilder& b); // SubgroupKernels.cpp
void buildSubgroupShuffle(spirv::SpirvBuilder& b);
void buildMemRefDynamic(spirv::SpirvBuilder& b); // ArgumentKernels.cpp
void buildGroupArgument(spirv::SpirvBuilder& b);
void buildRejected(spirv::SpirvBuilder& b);

} // namespace spvkit::test
