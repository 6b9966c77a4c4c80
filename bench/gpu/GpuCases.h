// The cases of the GPU benchmark (bench/gpu_bench.py, issue 14): each is a
// tensor-language kernel (text generated here), its arguments as host
// arrays, the launch size, the work it does (flops or bytes) and a host
// reference that checks a sample of the batch after a launch.
//
//   gemm:f32:M:BATCH   C_g = A_g B_g, MxMxM f32, one work-group per GEMM
//   gemm:f16:M:BATCH   the same with A, B f16 and C f32 (the collective gemm)
//   coopgemm:M:BATCH   f16 x f16 -> f32 written with 16x16x16 cooperative
//                      matrices (examples/coopmatrix_gemm_f16.tl): KHR
//                      cooperative matrices (tensor cores) on hopper, the
//                      register lowering elsewhere; M a multiple of 16
//   attention:BATCH    bench/kernels/attention.tl: 16 queries x 128 keys x 64
//   axpby:BATCH        B_g := alpha A_g + beta B_g on 64x64 f32 (groups)
//   sum:BATCH          b_g := A_g 1 on 64x64 f32 (groups)
// Values are small multiples of 1/4 wherever the arithmetic allows, so that
// f16 inputs are exact and GEMM results are exact in f32.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace spvkit::bench {

/// One kernel parameter's data: a memref (one array) or a group (`members`
/// arrays of `memberBytes` each, stored back to back).
struct HostParam {
  std::string type;            ///< tensor-language type text
  std::vector<std::byte> data; ///< the whole array (group: all members)
  std::vector<int64_t> shape;  ///< memref: the mode sizes; group: one member's
  size_t members = 0;          ///< group: member count; 0: a memref
  double scalar = 0;           ///< scalar parameters (f32)
  bool isScalar = false;
  bool output = false; ///< read back for the check
};

struct GpuCase {
  std::string id;     ///< "gemm:f32:64:10000"
  std::string source; ///< the tensor-language kernel
  std::string kernel; ///< its name
  std::vector<HostParam> params;
  size_t groups = 1; ///< work-groups (one per batch entry)
  double flops = 0;  ///< per launch (0: memory-bound)
  double bytes = 0;  ///< moved per launch (read + written)
  /// Checks the outputs (params with output = true, as read back) against the
  /// host reference on `sample` batch entries; returns the worst relative
  /// error and sets `checked` to the number of entries compared.
  std::function<double(const std::vector<HostParam>&, size_t sample, size_t& checked)> check;
};

/// The case `id` names, or nothing with `error` set. `subgroupSize` is the
/// target's (the attention kernel asks for one).
std::optional<GpuCase> makeCase(const std::string& id, uint32_t subgroupSize, std::string& error);

} // namespace spvkit::bench
