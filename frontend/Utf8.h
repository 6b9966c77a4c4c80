// UTF-8 helpers shared by the source manager (columns), the lexer (invalid
// character diagnostics) and the diagnostic renderer (caret alignment).
// Source text is bytes; these helpers decode it leniently: a malformed
// sequence decodes as one invalid unit of one byte, so every byte of any input
// belongs to exactly one unit and scanning always makes progress.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace spvkit::frontend::utf8 {

/// Marks a byte that does not start a well-formed UTF-8 sequence.
inline constexpr char32_t kInvalid = 0xFFFFFFFFu;

/// One decoded unit: a code point (or kInvalid) and its length in bytes (>= 1).
struct Unit {
  char32_t codePoint;
  uint32_t length;
};

/// Decodes the unit starting at `text[pos]` (pos < text.size()). Rejects
/// overlong forms, surrogates and values above U+10FFFF.
Unit decode(std::string_view text, size_t pos);

/// Display width of a code point in a terminal: 0 for combining marks, 2 for
/// East Asian wide / fullwidth characters and emoji, 1 otherwise.
unsigned displayWidth(char32_t cp);

/// Whether the code point is a control character (C0, DEL, C1).
inline bool isControl(char32_t cp) {
  return cp < 0x20 || (cp >= 0x7F && cp < 0xA0);
}

/// Number of units (code points, invalid bytes counted singly) in `text`.
size_t countUnits(std::string_view text);

/// "U+00E9" style spelling of a code point.
std::string_view formatCodePoint(char32_t cp, char (&buf)[16]);

} // namespace spvkit::frontend::utf8
