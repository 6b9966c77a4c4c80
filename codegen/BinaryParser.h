// BinaryParser: the grammar-driven, allocation-free first layer of the SPIR-V
// reader.
//
// It checks the module header, splits the word stream into instructions (one
// flat record per instruction: word offset, opcode, word count) and decodes
// the operands of one instruction at a time against the generated grammar
// tables: quantifiers, enumerant parameters (also of each bit of a bit enum),
// literal strings and context-dependent literals whose width the caller
// supplies. Nothing here knows which IR an instruction becomes; codegen/Reader
// builds the IR from the decoded operands. Every failure is one message that
// the caller locates at the instruction ("instruction N (word offset W)").
#pragma once

#include "ir/Diagnostic.h"
#include "ir/spirv/Grammar.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace spvkit::reader {

inline constexpr uint32_t kMagic = 0x07230203;
/// Ids above this are rejected so that id tables stay bounded (16 bytes each).
inline constexpr uint32_t kMaxBound = 1u << 22;
/// Structured constructs (selection / loop) nested deeper than this are
/// rejected: each nests one IR region, and the text printer and parser
/// recurse over regions (the parser allows AsmParser::kMaxNesting levels of
/// regions, types and attributes together, so what is read prints and parses).
inline constexpr uint32_t kMaxConstructNesting = 128;
/// Types nested deeper than this (a pointer to an array of a struct of ...)
/// are rejected for the same reason: printing and parsing types recurse.
inline constexpr uint32_t kMaxTypeNesting = 64;
/// OpSpecConstantOp operands that are OpSpecConstantOp results, nested deeper
/// than this, are rejected: each use materializes the chain recursively.
inline constexpr uint32_t kMaxSpecConstantOpNesting = 64;

struct BinaryHeader {
  uint32_t version = 0;
  uint32_t generator = 0;
  uint32_t bound = 0;
};

/// One instruction of the stream: the word offset of its first word in the
/// whole binary. Its opcode and word count are that word's halves, so the
/// index keeps only the offset (4 bytes per instruction: 4.6 MB on the 20 MB
/// module of issue 18).
struct InstRef {
  uint32_t offset;
};

/// The location of instruction `index` at word `offset`.
inline Location binaryLoc(std::string_view file, uint32_t index, uint32_t offset) {
  Location l;
  l.file = file;
  l.line = index;
  l.col = offset;
  l.isBinary = true;
  return l;
}

/// Checks the header and splits the stream. On failure appends one located
/// error to `diags` and returns false.
bool splitInstructions(std::span<const uint32_t> words, std::string_view file, BinaryHeader& header,
                       std::vector<InstRef>& insts, DiagnosticList& diags);

/// One decoded operand: a slice of the instruction's words.
struct DecodedOperand {
  spirv::OperandKind kind;
  uint8_t depth;         // 0: an operand of the instruction, 1: an enumerant parameter
  uint16_t grammarIndex; // depth 0: index into the operand list that was decoded
  uint16_t parent;       // depth 1: index of the enum operand in the decoded list
  uint32_t enumerant;    // depth 1: the enumerant (bit) whose parameter this is
  uint32_t first;        // index of the first word (relative to the instruction)
  uint32_t count;        // number of words
};

/// Decodes instruction operands against grammar operand lists.
class OperandDecoder {
public:
  /// Width in bits of a LiteralContextDependentNumber (32 or 64; 0 = unknown).
  uint32_t literalWidth = 32;

  /// Decodes `inst[first..]` against `operands`. On failure returns false and
  /// sets error(). Results are appended to `out` (not cleared).
  bool decode(std::span<const uint32_t> inst, uint32_t first,
              std::span<const spirv::OperandInfo> operands, std::vector<DecodedOperand>& out);
  const std::string& error() const { return error_; }

  /// The text of a LiteralString operand (without the terminating NUL).
  static std::string_view string(std::span<const uint32_t> inst, const DecodedOperand& op);

private:
  bool decodeOne(std::span<const uint32_t> inst, uint32_t& pos, spirv::OperandKind kind,
                 uint8_t depth, uint16_t grammarIndex, uint16_t parent, uint32_t enumerant,
                 std::vector<DecodedOperand>& out);
  std::string error_;
};

} // namespace spvkit::reader
