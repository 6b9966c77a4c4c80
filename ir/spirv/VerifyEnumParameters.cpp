// An enum operand's enumerants that take literal parameters (MemoryAccess
// Aligned's alignment, LoopControl's counts, MakePointerAvailable's scope)
// need their parameter attribute: the writer writes it right after the enum
// (ModuleWriter::writeEnumParameters), and fails without it. So a module the
// verifier accepts is one the writer can write (spirv.KHR.CooperativeMatrixLoad
// `<Aligned>` without `memory_operand_aligned` was accepted and then failed in
// `spvkit-opt -o`). `memory_access` Aligned is the grammar check's own
// (Verify.cpp). Parameters that are <id>s of values (ImageOperands Lod) are
// operands, not attributes. The rule reads only the opcode and the
// attributes: it is registered with the attribute rules (Verify.cpp's
// VerifierTables, AttributeRuleTable), which run once per attribute list and
// opcode in a run.
#include "ir/spirv/OperandMap.h"
#include "ir/spirv/VerifyUtil.h"

namespace spvkit::spirv::detail {

namespace {

bool hasLiteralParameters(const EnumerantInfo& e) {
  for (const OperandInfo& p : e.parameters())
    if (p.kind != OperandKind::IdRef) return true;
  return false;
}

/// The parameter attribute holds one value per parameter: an integer or enum
/// for one, an array of them for several.
bool parameterPresent(Attribute a, size_t count) {
  if (!a) return false;
  if (count == 1) return a.isa<IntegerAttr>() || a.isa<EnumAttr>();
  auto arr = a.dyn_cast<ArrayAttr>();
  return arr && arr.size() >= count;
}

bool enumParameters(Operation* op, DiagnosticList& d) {
  const InstructionInfo* inst = grammarOf(op);
  if (!inst || op->attributes().empty()) return true;
  bool ok = true;
  for (const OperandMapping& m : operandMapping(*inst)) {
    if (m.role != OperandRole::Attribute || m.attrName.empty()) continue;
    std::string_view name = m.attrName;
    Attribute a = op->attr(name);
    if (!a && !m.altAttrName.empty()) a = op->attr(name = m.altAttrName);
    auto e = a.dyn_cast<EnumAttr>();
    const OperandKindInfo* k = findOperandKind(m.attrKind);
    if (!e || !k || !k->isEnum()) continue;
    for (const EnumerantInfo& en : k->enumerants()) {
      bool set = k->category == OperandCategory::BitEnum
                     ? en.value != 0 && (e.value() & en.value) == en.value
                     : e.value() == en.value;
      if (!set || !hasLiteralParameters(en)) continue;
      bool aligned = en.kind == OperandKind::MemoryAccess && en.name() == "Aligned";
      if (aligned && name == "memory_access") continue; // Verify.cpp's check
      std::string param = enumParamAttrName(name, en);
      size_t count = 0;
      for (const OperandInfo& p : en.parameters()) count += p.kind != OperandKind::IdRef;
      if (parameterPresent(op->attr(param), count)) continue;
      // MLIR 19's words for the one it checks (CopyMemory's source access).
      ok = fail(op, d,
                std::string(aligned ? "missing alignment value (" : "missing ") + "attribute '" +
                    param + "' for '" + std::string(name) + "' " + std::string(en.name()) +
                    (aligned ? ")" : ""));
    }
  }
  return ok;
}

} // namespace

void addEnumParameterRules(AttributeRuleTable& t) {
  // Whether an operand kind has an enumerant with literal parameters, per
  // kind (the instructions' attribute operands share a few dozen kinds):
  // built at start-up, where walking every kind's enumerants per operand cost
  // a tenth of a small module's run. 0: not yet known, 1: no, 2: yes.
  uint8_t parameterizedKind[256] = {};
  static_assert(sizeof(OperandKind) == 1);
  auto parameterized = [&](OperandKind kind) {
    uint8_t& known = parameterizedKind[uint8_t(kind)];
    if (!known) {
      bool any = false;
      if (const OperandKindInfo* k = findOperandKind(kind); k && k->isEnum())
        for (const EnumerantInfo& en : k->enumerants()) any = any || hasLiteralParameters(en);
      known = any ? 2 : 1;
    }
    return known == 2;
  };
  for (const InstructionInfo& inst : instructions())
    for (const OperandMapping& m : operandMapping(inst))
      if (m.role == OperandRole::Attribute && parameterized(m.attrKind)) {
        t.add(inst.opcode, &enumParameters);
        break;
      }
}

} // namespace spvkit::spirv::detail
