#include "ir/spirv/OperandMap.h"

#include <algorithm>
#include <cctype>
#include <deque>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

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
  return std::string(attrName) + "_" + snakeCase(e.name());
}

namespace {

// Names that MLIR's dialect uses instead of the grammar's.
std::string attrNameFor(Op op, const OperandInfo& o) {
  std::string n = snakeCase(o.name());
  if (o.kind == OperandKind::IdScope) {
    if (n == "memory" || (n == "scope" && op == Op::MemoryBarrier)) return "memory_scope";
    if (n == "execution") return "execution_scope";
  }
  if (o.kind == OperandKind::IdMemorySemantics) {
    if (op == Op::ControlBarrier || op == Op::MemoryBarrier) return "memory_semantics";
    if (n == "equal") return "equal_semantics";
    if (n == "unequal") return "unequal_semantics";
  }
  // MLIR's attribute names where they differ from the grammar's operand names.
  std::string_view mlir;
  if (o.kind == OperandKind::GroupOperation) mlir = "group_operation";
  if (o.kind == OperandKind::PackedVectorFormat) mlir = "format";
  if (o.kind == OperandKind::CooperativeMatrixOperands) mlir = "matrix_operands";
  if (n == "indexes" && (op == Op::CompositeExtract || op == Op::CompositeInsert)) mlir = "indices";
  if (!mlir.empty()) return std::string(mlir);
  if (n.empty()) n = snakeCase(findOperandKind(o.kind)->name());
  return n;
}

/// <id> operands that MLIR's dialect keeps as attributes besides IdScope /
/// IdMemorySemantics: the cooperative matrix memory layout (an enum, `<RowMajor>`)
/// and the matrix type of OpCooperativeMatrixLengthKHR (a type attribute).
struct IdAsAttribute {
  Op op;
  std::string_view operand; // the grammar's operand name
  std::string_view attrName;
  IdAttr idAttr;
  OperandKind kind;
};
constexpr IdAsAttribute kIdAsAttribute[] = {
    {Op::CooperativeMatrixLoadKHR, "MemoryLayout", "matrix_layout", IdAttr::Constant,
     OperandKind::CooperativeMatrixLayout},
    {Op::CooperativeMatrixStoreKHR, "MemoryLayout", "matrix_layout", IdAttr::Constant,
     OperandKind::CooperativeMatrixLayout},
    {Op::CooperativeMatrixLengthKHR, "Type", "cooperative_matrix_type", IdAttr::Type,
     OperandKind::IdRef},
};

const IdAsAttribute* idAsAttribute(Op op, const OperandInfo& o) {
  for (const IdAsAttribute& a : kIdAsAttribute)
    if (a.op == op && o.kind == OperandKind::IdRef && o.name() == a.operand) return &a;
  return nullptr;
}

struct Tables {
  std::deque<std::string> names;
  std::unordered_map<uint32_t, std::vector<OperandMapping>> core;
  std::unordered_map<uint32_t, std::vector<OperandMapping>> cl;
};

const Tables& tables() {
  static const Tables t = [] {
    Tables t;
    for (const InstructionInfo& inst : instructions()) {
      auto& list = t.core[uint32_t(inst.opcode)];
      std::vector<std::string> used;
      for (const OperandInfo& o : inst.operands()) {
        if (o.kind == OperandKind::IdResultType || o.kind == OperandKind::IdResult) continue;
        OperandMapping m{&o, OperandRole::Attribute, {}, IdAttr::None, o.kind};
        auto* kind = findOperandKind(o.kind);
        if (o.kind == OperandKind::IdScope || o.kind == OperandKind::IdMemorySemantics) {
          m.idAttr = IdAttr::Constant;
          m.attrKind =
              o.kind == OperandKind::IdScope ? OperandKind::Scope : OperandKind::MemorySemantics;
        }
        const IdAsAttribute* asAttr = idAsAttribute(inst.opcode, o);
        if (asAttr) {
          m.idAttr = asAttr->idAttr;
          m.attrKind = asAttr->kind;
        } else if (o.kind == OperandKind::IdRef) {
          std::string n = snakeCase(o.name());
          // Not "target": OpCopyMemory's Target is a pointer, not a block.
          bool isLabel = n.find("label") != std::string::npos || n == "default" ||
                         n == "merge_block" || n == "continue_target";
          if (inst.opcode == Op::FunctionCall && n == "function")
            m.role = OperandRole::Callee;
          else if (isLabel)
            m.role = OperandRole::Successor;
          else
            m.role = OperandRole::Value;
        } else if (kind->category == OperandCategory::Composite) {
          m.role = OperandRole::Pairs;
        }
        if (m.role == OperandRole::Attribute || m.role == OperandRole::Pairs) {
          std::string n = m.role == OperandRole::Pairs ? "literals"
                          : asAttr                     ? std::string(asAttr->attrName)
                                                       : attrNameFor(inst.opcode, o);
          std::string unique = n;
          for (int i = 1; std::find(used.begin(), used.end(), unique) != used.end(); ++i)
            unique = n + "_" + std::to_string(i);
          used.push_back(unique);
          t.names.push_back(unique);
          m.attrName = t.names.back();
        }
        list.push_back(m);
      }
    }
    for (const ExtInstInfo& inst : openclExtInsts()) {
      auto& list = t.cl[uint32_t(inst.opcode)];
      for (const OperandInfo& o : inst.operands()) {
        OperandMapping m{&o,
                         o.kind == OperandKind::IdRef ? OperandRole::Value : OperandRole::Attribute,
                         {},
                         IdAttr::None,
                         o.kind};
        if (m.role == OperandRole::Attribute) {
          t.names.push_back(
              snakeCase(o.name().empty() ? findOperandKind(o.kind)->name() : o.name()));
          m.attrName = t.names.back();
        }
        list.push_back(m);
      }
    }
    return t;
  }();
  return t;
}

} // namespace

std::span<const OperandMapping> operandMapping(Op opcode) {
  auto& t = tables().core;
  auto it = t.find(uint32_t(opcode));
  return it == t.end() ? std::span<const OperandMapping>() : it->second;
}

std::span<const OperandMapping> operandMapping(CLOp opcode) {
  auto& t = tables().cl;
  auto it = t.find(uint32_t(opcode));
  return it == t.end() ? std::span<const OperandMapping>() : it->second;
}

} // namespace spvkit::spirv
