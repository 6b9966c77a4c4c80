// SplitInput: cuts one text file into independent inputs at `// -----`
// lines, as `mlir-opt --split-input-file` does, so that a test file can hold
// many small cases (each parsed, verified and printed on its own).
//
// The cut follows MLIR 19 exactly: the marker may stand anywhere in a line,
// a chunk starts right after its marker (the rest of that line), and a marker
// of the wrong length is a "near miss" warning that does not cut. Each chunk
// is named as MLIR names it, `within split at FILE:LINE offset `, so its
// diagnostics read `within split at a.mlir:12 offset :3:5: error: ...` with
// lines counted from the chunk's first line.
#pragma once

#include "ir/Diagnostic.h"

#include <string>
#include <string_view>
#include <vector>

namespace spvkit {

struct InputChunk {
  std::string_view text;
  /// The line of the original file on which the chunk starts.
  uint32_t firstLine = 1;
  /// The file name to give the chunk's diagnostics.
  std::string name;
};

/// The chunks of `source`; near misses are appended to `warnings`, located in
/// `fileName`.
std::vector<InputChunk> splitInput(std::string_view source, std::string_view fileName,
                                   DiagnosticList& warnings);

/// What mlir-opt writes between the outputs of two chunks.
inline constexpr std::string_view kSplitOutputMarker = "// -----\n";

} // namespace spvkit
