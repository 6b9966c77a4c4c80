// Constants of the SPIR-V binary format shared by the writer and the reader.
//
// A binary is a header of five words (magic, version, generator, bound,
// schema) followed by instructions whose first word holds the word count in
// the high 16 bits and the opcode in the low 16 bits (SPIR-V spec §2.3).
#pragma once

#include <cstdint>

namespace spvkit::spirv::binary {

inline constexpr uint32_t kMagic = 0x07230203u;
inline constexpr uint32_t kHeaderWords = 5;
inline constexpr uint32_t kMaxWordCount = 0xFFFFu;

constexpr uint32_t instructionWord(uint32_t wordCount, uint32_t opcode) {
  return wordCount << 16 | (opcode & 0xFFFFu);
}

/// True if `word` is the magic number in this or the opposite byte order.
constexpr bool isMagic(uint32_t word) {
  return word == kMagic || word == 0x03022307u;
}

} // namespace spvkit::spirv::binary
