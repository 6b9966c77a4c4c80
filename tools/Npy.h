// Host arrays for tensor-lang-cc's run mode: NumPy .npy files (read and
// written in column-major order, the memref layout) and fixed-seed random
// arrays. A tool-private helper, not part of the library API.
#pragma once

#include "runtime/CallingConvention.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace spvkit::tools {

/// A column-major array of one scalar type (the memref's layout).
struct HostArray {
  runtime::ScalarType type = runtime::ScalarType::F32;
  std::vector<int64_t> shape;
  std::vector<char> bytes;
};

/// Reads a version 1/2/3 .npy file; a C-order array is transposed into
/// column-major order (and `note` says so).
bool readNpy(const std::string& path, HostArray& out, std::string& error, std::string& note);

/// Writes `a` as a version 1 .npy file with fortran_order True.
bool writeNpy(const std::string& path, const HostArray& a);

/// Fills `out` from `spec` ("64x32": every mode a number) with values from a
/// fixed-seed generator advanced through `seed`; false for a bad shape or a
/// type without host arithmetic (f16, bf16).
bool randomArray(std::string_view spec, runtime::ScalarType t, HostArray& out, uint64_t& seed);

} // namespace spvkit::tools
