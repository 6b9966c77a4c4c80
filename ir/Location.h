// Source locations carried by operations and diagnostics.
//
// A location names a file (interned in the context) and a line/column. For
// operations read from a SPIR-V binary the "line" is the instruction index and
// the "column" the word offset, flagged by `isBinary`.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace spvkit {

struct Location {
  std::string_view file;
  uint32_t line = 0;
  uint32_t col = 0;
  bool isBinary = false;

  bool known() const { return line != 0 || isBinary; }
  std::string str() const {
    if (isBinary)
      return std::string(file.empty() ? "<binary>" : file) + ": instruction " +
             std::to_string(line) + " (word offset " + std::to_string(col) + ")";
    if (!known()) return std::string(file.empty() ? "<unknown>" : file);
    return std::string(file) + ":" + std::to_string(line) + ":" + std::to_string(col);
  }
};

} // namespace spvkit
