// WordBuffer: appends SPIR-V instructions to a vector of words.
//
// An instruction is opened with `begin(opcode)`, its operands are appended,
// and `end()` patches the word count into the first word. Strings are UTF-8,
// NUL-terminated and zero-padded to a word boundary (SPIR-V spec §2.2.1).
#pragma once

#include "codegen/BinaryFormat.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace spvkit::spirv {

class WordBuffer {
public:
  std::vector<uint32_t> words;

  void begin(uint32_t opcode) {
    start_ = words.size();
    words.push_back(opcode);
  }
  void add(uint32_t w) { words.push_back(w); }
  void addString(std::string_view s) {
    // The first byte goes into the lowest-order bits of the first word,
    // whatever the host byte order; at least one NUL byte ends the string.
    size_t n = s.size() / 4 + 1;
    size_t at = words.size();
    words.resize(at + n, 0);
    for (size_t i = 0; i < s.size(); ++i)
      words[at + i / 4] |= uint32_t(uint8_t(s[i])) << (8 * (i % 4));
  }
  /// Closes the instruction; returns its word count (which the caller may
  /// check against binary::kMaxWordCount to name what is too long; the
  /// writer checks `tooLong` before it assembles the module in any case).
  size_t end() {
    size_t count = words.size() - start_;
    if (count > binary::kMaxWordCount) tooLong = true;
    words[start_] = binary::instructionWord(uint32_t(count), words[start_]);
    return count;
  }
  /// Set by end() when an instruction exceeded binary::kMaxWordCount words.
  bool tooLong = false;
  /// Words of an instruction with no more than a few fixed operands.
  void inst(uint32_t opcode, std::initializer_list<uint32_t> operands) {
    // One push_back per word: a range insert of two or three words cost
    // more than the words (the writer's function parameters, branches).
    words.push_back(binary::instructionWord(uint32_t(operands.size() + 1), opcode));
    for (uint32_t w : operands) words.push_back(w);
  }
  size_t size() const { return words.size(); }
  void clear() {
    words.clear();
    tooLong = false;
  }

private:
  size_t start_ = 0;
};

} // namespace spvkit::spirv
