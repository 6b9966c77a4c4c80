#include "ir/spirv/OperandMap.h"

#include <cctype>
#include <string>

namespace spvkit::spirv {

std::string snakeCase(std::string_view name) {
  std::string out;
  char prev = 0;
  for (char c : name) {
    if (std::isalnum(uint8_t(c))) {
      bool upper = std::isupper(uint8_t(c));
      if (upper && !out.empty() && out.back() != '_' &&
          (std::islower(uint8_t(prev)) || std::isdigit(uint8_t(prev))))
        out += '_';
      out += char(std::tolower(uint8_t(c)));
    } else if (!out.empty() && out.back() != '_') {
      out += '_';
    }
    prev = c;
  }
  while (!out.empty() && out.back() == '_') out.pop_back();
  return out;
}

std::string enumParamAttrName(std::string_view attrName, const EnumerantInfo& e) {
  if (e.kind == OperandKind::MemoryAccess && e.name() == "Aligned") {
    if (attrName == "memory_access") return "alignment";
    if (attrName == "memory_access_1" || attrName == "source_memory_access")
      return "source_alignment";
  }
  std::string out(attrName);
  out += '_';
  out += e.snakeName();
  return out;
}

namespace {
std::span<const OperandMapping> slice(detail::Range r) {
  return detail::kDialectTables.mappings.subspan(r.first, r.count);
}
} // namespace

std::span<const OperandMapping> operandMapping(const InstructionInfo& inst) {
  return slice(detail::kDialectTables.instructionMappings[size_t(&inst - instructions().data())]);
}

std::span<const OperandMapping> operandMapping(Op opcode) {
  const InstructionInfo* inst = findInstruction(opcode);
  return inst ? operandMapping(*inst) : std::span<const OperandMapping>();
}

std::span<const OperandMapping> operandMapping(const ExtInstInfo& inst) {
  return slice(detail::kDialectTables.extInstMappings[extInstIndex(inst)]);
}

std::span<const OperandMapping> operandMapping(CLOp opcode) {
  const ExtInstInfo* inst = findOpenCLExtInst(opcode);
  return inst ? operandMapping(*inst) : std::span<const OperandMapping>();
}

std::span<const OperandMapping> operandMapping(GLOp opcode) {
  const ExtInstInfo* inst = findGLSLExtInst(opcode);
  return inst ? operandMapping(*inst) : std::span<const OperandMapping>();
}

size_t extInstIndex(const ExtInstInfo& inst) {
  const ExtInstInfo* first = extInstSets().front().instructions().data();
  return size_t(&inst - first);
}

} // namespace spvkit::spirv
