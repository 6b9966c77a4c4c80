#include "ir/SplitInput.h"

#include <algorithm>

namespace spvkit {

namespace {

constexpr std::string_view kMarker = "// -----";
/// The marker is searched without its last characters so that a longer or
/// shorter run of dashes can be told apart from a real marker.
constexpr size_t kCheckLength = 2;

Location locationOf(std::string_view source, std::string_view fileName, size_t offset) {
  uint32_t line = 1, col = 1;
  for (size_t i = 0; i < offset && i < source.size(); ++i) {
    if (source[i] == '\n')
      ++line, col = 1;
    else
      ++col;
  }
  return Location{fileName, line, col};
}

} // namespace

std::vector<InputChunk> splitInput(std::string_view source, std::string_view fileName,
                                   DiagnosticList& warnings) {
  const std::string_view prefix = kMarker.substr(0, kMarker.size() - kCheckLength);
  const std::string_view suffix = kMarker.substr(kMarker.size() - kCheckLength);
  // Pieces between occurrences of the shortened marker (empty ones kept).
  std::vector<std::string_view> pieces;
  for (size_t start = 0;;) {
    size_t at = source.find(prefix, start);
    if (at == std::string_view::npos) {
      pieces.push_back(source.substr(start));
      break;
    }
    pieces.push_back(source.substr(start, at - start));
    start = at + prefix.size();
  }
  // Join pieces across near misses: a piece continues its predecessor unless
  // it starts with the rest of the marker followed by more text.
  std::vector<std::string_view> chunks;
  std::string_view prev;
  for (std::string_view piece : pieces) {
    if (prev.empty()) {
      prev = piece;
      continue;
    }
    // MLIR 19 compares the character after the marker with '0' here, so a
    // longer run of dashes still cuts; kept for the same chunks as mlir-opt.
    bool cut =
        piece.starts_with(suffix) && piece.size() > kCheckLength && piece[kCheckLength] != '0';
    if (cut) {
      chunks.push_back(prev);
      prev = piece.substr(kCheckLength);
    } else {
      size_t offset = size_t(piece.data() - source.data());
      warnings.warning(locationOf(source, fileName, offset), "near miss with file split marker");
      prev = std::string_view(prev.data(), size_t(piece.data() + piece.size() - prev.data()));
    }
  }
  if (!prev.empty()) chunks.push_back(prev);

  std::vector<InputChunk> out;
  for (std::string_view c : chunks) {
    InputChunk chunk;
    chunk.text = c;
    size_t offset = size_t(c.data() - source.data());
    chunk.firstLine =
        uint32_t(1 + std::count(source.begin(), source.begin() + std::ptrdiff_t(offset), '\n'));
    chunk.name = "within split at " + std::string(fileName) + ":" +
                 std::to_string(chunk.firstLine) + " offset ";
    out.push_back(std::move(chunk));
  }
  return out;
}

} // namespace spvkit
