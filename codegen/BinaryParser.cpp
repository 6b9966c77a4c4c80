#include "codegen/BinaryParser.h"

#include <cstring>

namespace spvkit::reader {

using namespace spirv;

bool splitInstructions(std::span<const uint32_t> words, std::string_view file, BinaryHeader& header,
                       std::vector<InstRef>& insts, DiagnosticList& diags) {
  auto fail = [&](uint32_t index, uint32_t offset, std::string msg) {
    diags.error(binaryLoc(file, index, offset), std::move(msg));
    return false;
  };
  if (words.size() < 5) {
    return fail(0, uint32_t(words.size()),
                "truncated header: a SPIR-V module has at least 5 header words, got " +
                    std::to_string(words.size()));
  }
  if (words[0] != kMagic) {
    if (words[0] == 0x03022307)
      return fail(0, 0,
                  "header: byte-swapped magic number 0x03022307 (the binary has the "
                  "other endianness; convert it to host byte order first)");
    char buf[64];
    std::snprintf(buf, sizeof buf, "header: bad magic number 0x%08x (expected 0x07230203)",
                  words[0]);
    return fail(0, 0, buf);
  }
  header.version = words[1];
  uint32_t major = (header.version >> 16) & 0xFF, minor = (header.version >> 8) & 0xFF;
  if ((header.version & 0xFF0000FF) != 0 || major != 1 || minor > 6)
    return fail(
        0, 1, "header: unsupported SPIR-V version word 0x" + [&] {
          char b[16];
          std::snprintf(b, sizeof b, "%08x", header.version);
          return std::string(b);
        }() + " (expected 1.0 to 1.6)");
  header.generator = words[2];
  header.bound = words[3];
  if (header.bound == 0) return fail(0, 3, "header: id bound is 0");
  // Ids are dense in practice; a bound far above the module size would only
  // make the reader allocate id tables for ids that cannot occur.
  uint64_t reasonable = uint64_t(words.size()) * 2 + 4096;
  if (header.bound > kMaxBound || header.bound > reasonable)
    return fail(0, 3,
                "header: id bound " + std::to_string(header.bound) +
                    " is unreasonably large for a module of " + std::to_string(words.size()) +
                    " words (limit " + std::to_string(std::min<uint64_t>(kMaxBound, reasonable)) +
                    ")");
  if (words[4] != 0) return fail(0, 4, "header: schema word must be 0");

  insts.clear();
  insts.reserve(words.size() / 4);
  uint32_t index = 0;
  for (size_t pos = 5; pos < words.size(); ++index) {
    uint32_t w = words[pos];
    uint32_t count = w >> 16;
    if (count == 0)
      return fail(index, uint32_t(pos),
                  "instruction word count is 0 (opcode " + std::to_string(w & 0xFFFF) + ")");
    if (pos + count > words.size())
      return fail(index, uint32_t(pos),
                  "instruction word count " + std::to_string(count) + " runs past the end (" +
                      std::to_string(words.size() - pos) + " words left)");
    insts.push_back({uint32_t(pos)});
    pos += count;
  }
  return true;
}

std::string_view OperandDecoder::string(std::span<const uint32_t> inst, const DecodedOperand& op) {
  const char* p = reinterpret_cast<const char*>(inst.data() + op.first);
  return std::string_view(p, strnlen(p, size_t(op.count) * 4));
}

bool OperandDecoder::decode(std::span<const uint32_t> inst, uint32_t first,
                            std::span<const OperandInfo> operands,
                            std::vector<DecodedOperand>& out) {
  uint32_t pos = first;
  for (size_t gi = 0; gi < operands.size(); ++gi) {
    const OperandInfo& o = operands[gi];
    if (o.quantifier == Quantifier::One) {
      if (pos >= inst.size()) {
        error_ = "missing operand " + std::to_string(gi) + " (" +
                 std::string(findOperandKind(o.kind)->name()) + ")";
        return false;
      }
      if (!decodeOne(inst, pos, o.kind, 0, uint16_t(gi), 0, 0, out)) return false;
    } else if (o.quantifier == Quantifier::Optional) {
      if (pos < inst.size() && !decodeOne(inst, pos, o.kind, 0, uint16_t(gi), 0, 0, out))
        return false;
    } else {
      while (pos < inst.size())
        if (!decodeOne(inst, pos, o.kind, 0, uint16_t(gi), 0, 0, out)) return false;
    }
  }
  if (pos != inst.size()) {
    error_ = std::to_string(inst.size() - pos) + " unexpected word(s) after the last operand";
    return false;
  }
  return true;
}

bool OperandDecoder::decodeOne(std::span<const uint32_t> inst, uint32_t& pos, OperandKind kind,
                               uint8_t depth, uint16_t grammarIndex, uint16_t parent,
                               uint32_t enumerant, std::vector<DecodedOperand>& out) {
  auto take = [&](uint32_t n) {
    if (pos + n > inst.size()) {
      error_ = "operand of kind " + std::string(findOperandKind(kind)->name()) +
               " runs past the end of the instruction";
      return false;
    }
    out.push_back({kind, depth, grammarIndex, parent, enumerant, pos, n});
    pos += n;
    return true;
  };
  switch (kind) {
  case OperandKind::IdRef: // most operands: one word, no table lookup
  case OperandKind::IdResult:
  case OperandKind::IdResultType:
  case OperandKind::LiteralInteger:
    return take(1);
  case OperandKind::LiteralString: {
    // The string ends with the first word holding a NUL byte.
    for (uint32_t i = pos; i < inst.size(); ++i) {
      uint32_t w = inst[i];
      if ((w & 0xFF) == 0 || (w & 0xFF00) == 0 || (w & 0xFF0000) == 0 || (w & 0xFF000000) == 0)
        return take(i - pos + 1);
    }
    error_ = "literal string is not NUL-terminated within the instruction";
    return false;
  }
  case OperandKind::LiteralContextDependentNumber:
    if (literalWidth == 0) {
      error_ = "the width of a context-dependent literal is unknown (result type is not a "
               "numeric scalar)";
      return false;
    }
    return take(literalWidth > 32 ? 2 : 1);
  case OperandKind::PairLiteralIntegerIdRef:
    if (literalWidth == 0) {
      error_ = "the width of the selector is unknown";
      return false;
    }
    return take((literalWidth > 32 ? 2 : 1) + 1);
  case OperandKind::PairIdRefLiteralInteger:
  case OperandKind::PairIdRefIdRef:
    return take(2);
  default:
    break;
  }
  const OperandKindInfo* k = findOperandKind(kind);
  if (!k || !k->isEnum()) return take(1);

  // Enums: one word, then the parameters of the enumerant (of each set bit).
  if (pos >= inst.size()) return take(1);
  uint32_t value = inst[pos];
  uint16_t self = uint16_t(out.size());
  if (!take(1)) return false;
  auto params = [&](uint32_t v) {
    const EnumerantInfo* e = findEnumerant(kind, v);
    if (!e) {
      error_ = "unknown " + std::string(k->name()) + " value " + std::to_string(v);
      return false;
    }
    for (const OperandInfo& p : e->parameters()) {
      if (depth > 0) {
        error_ = "nested enumerant parameters are not supported";
        return false;
      }
      if (pos >= inst.size()) {
        error_ = "missing parameter of " + std::string(k->name()) + " " + std::string(e->name());
        return false;
      }
      if (!decodeOne(inst, pos, p.kind, 1, grammarIndex, self, v, out)) return false;
    }
    return true;
  };
  if (k->category == OperandCategory::ValueEnum) return params(value);
  if (value == 0) return findEnumerant(kind, 0) ? params(0) : true;
  for (uint32_t v = value; v; v &= v - 1) // each set bit, lowest first
    if (!params(v & (~v + 1))) return false;
  return true;
}

} // namespace spvkit::reader
