// The tensor-language compilation pipeline after the frontend: tensor-level
// passes, conversion to the SPIR-V dialect, SPIR-V clean-up, requirements
// against the target, verification and the binary.
//
// tensor-lang-cc and the tests call this so that both compile exactly the
// same way:
//
//   insert-barriers           barriers between dependent collective statements
//                             (InsertBarriers.h)
//   choose-work-group-size    subgroup / work-group size (WorkGroupSize.h)
//   lower-linalg              gemm, axpby, sum ... -> foreach loops over tasks
//                             (LowerLinalg.h)
//   lower-foreach             foreach / foreach_tile -> SPMD loops (LowerForeach.h)
//   choose-coopmatrix-strategy  KHR cooperative-matrix instructions or registers
//                             (CoopmatrixStrategy.h)
//   tensor-canonicalize       -O1 and above: folding, cse, dce on tensor IR
//                             (TensorCanonicalize.h)
//   convert-tensor-to-spirv   tensor functions -> kernels (ConvertToSpirv.h)
//   canonicalize, cse         -O1 and above
//   spirv-requirements        the minimal #spirv.vce, checked against the target
//
// The pass manager verifies the IR between passes when `verifyEach` is set
// (the verifier of ir/Verifier.h, with the SPIR-V and the tensor rules) and prints / times
// passes as asked.
#pragma once

#include "ir/Diagnostic.h"
#include "ir/Module.h"
#include "passes/Pass.h"
#include "passes/PhaseTimings.h"
#include "passes/tensor/Target.h"

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace spvkit::spirv {
struct Requirements;
}

namespace spvkit::tensor {

struct PipelineOptions {
  const Target* target = nullptr; ///< kDefaultTarget (`auto`) when null
  /// 0: conversion only; 1..3: canonicalize and cse after the conversion.
  int optLevel = 2;
  bool verifyEach = true;
  /// Pass names after which the module is printed ("all": every pass).
  std::set<std::string, std::less<>> printAfter;
  std::function<void(std::string_view pass, const std::string& ir)> printSink;
  bool timePasses = false;
  /// Run the passes up to this one only (empty: all).
  std::string stopAfter;
};

/// What the runtime needs to know about a kernel besides its binary: the
/// work-group size the compiler chose (the kernel's LocalSize) and the
/// required subgroup size (0: the device chooses). On Vulkan targets also
/// where the arguments are (docs/vulkan.md): the push-constant block's size
/// and each kernel argument's byte offset in the argument block (in the
/// calling convention's order, ir/tensor/CallingConvention.h); with
/// `argsIndirect` the push constants hold one 8-byte pointer to a buffer
/// holding the block. The subgroup size is no execution mode there: the
/// runtime requests it (VkPipelineShaderStageRequiredSubgroupSizeCreateInfo).
struct KernelInfo {
  std::string name;
  std::array<uint32_t, 3> workGroupSize{1, 1, 1};
  uint32_t subgroupSize = 0;
  bool vulkan = false;
  uint32_t pushConstantSize = 0;
  uint32_t argBlockSize = 0;
  bool argsIndirect = false;
  std::vector<uint32_t> argOffsets;
};

struct PipelineResult {
  /// The spirv.module (in the input Module) when the passes succeeded; null
  /// when they stopped (stopAfter) before the conversion.
  Operation* spirvModule = nullptr;
  /// One entry per kernel, in the module's order (read from its execution
  /// modes).
  std::vector<KernelInfo> kernels;
  /// The pass timing report when timePasses was set.
  std::string timing;
  /// The time of each pass and of the verification between passes.
  PhaseTimings phases;
  /// What spirv-requirements inferred from the final spirv.module (null when
  /// it did not run): writeSpirv(PipelineResult) hands it to the output's
  /// verification instead of inferring a third time.
  std::shared_ptr<const spirv::Requirements> requirements;
};

/// The names of the pipeline's passes in order for `optLevel`.
std::vector<std::string> pipelinePasses(int optLevel);

/// Adds the tensor passes of the pipeline to `registry` by their names
/// (spvkit-opt runs them on tensor IR text); the target-dependent ones are
/// made for `target`, which must outlive the registry's passes.
void addTensorPasses(PassRegistry& registry, const Target& target);

/// Runs the pipeline on a checked tensor module. Returns false (with
/// diagnostics) on error.
bool runPipeline(Module& module, const PipelineOptions& options, DiagnosticList& diags,
                 PipelineResult& result);

/// Verifies `spirvModule` and writes its binary. Returns false on error.
/// With `timings`, adds the phases "verify-output" and "write".
bool writeSpirv(Operation* spirvModule, std::vector<uint32_t>& words, DiagnosticList& diags,
                PhaseTimings* timings = nullptr);
/// The same for runPipeline's result, unchanged since: the verification of
/// the module's vce_triple uses the requirements the pipeline inferred.
bool writeSpirv(const PipelineResult& result, std::vector<uint32_t>& words, DiagnosticList& diags,
                PhaseTimings* timings = nullptr);

} // namespace spvkit::tensor
