// attributeEncoding (AttributeEncoding.h): which attributes the writer
// writes, from the generated operand tables and the Decoration enum.
#include "ir/spirv/AttributeEncoding.h"

#include "ir/spirv/Dialect.h"
#include "ir/spirv/OperandMap.h"

#include "SpirvOps.h"

#include <algorithm>
#include <span>
#include <string>

namespace spvkit::spirv {

namespace {

std::span<const OperandMapping> mappingOf(const Operation* op) {
  if (const InstructionInfo* inst = grammarOf(op)) return operandMapping(*inst);
  if (const ExtInstInfo* e = extInstOf(op)) return operandMapping(*e);
  return {};
}

std::optional<uint32_t> enumOrInt(Attribute a) {
  if (auto e = a.dyn_cast<EnumAttr>()) return e.value();
  if (auto i = a.dyn_cast<IntegerAttr>()) return uint32_t(i.value());
  return std::nullopt;
}

/// True if an enumerant carries an attribute parameter (not only ids, which
/// are the op's SSA operands).
bool hasAttributeParameter(const EnumerantInfo& e) {
  for (const OperandInfo& p : e.parameters())
    if (p.kind != OperandKind::IdRef) return true;
  return false;
}

/// The encoding of `name` as an operand of a grammar / OpenCL.std op, or
/// Unknown if it is none.
AttributeEncoding operandEncoding(const Operation* op, std::string_view name) {
  if (name == FunctionCallOp::functionAttrName() && op->opcode() == opcodeOf(Op::FunctionCall))
    return AttributeEncoding::Operand;
  for (const OperandMapping& m : mappingOf(op)) {
    if (m.attrName.empty()) continue;
    if (name == m.attrName) return AttributeEncoding::Operand;
    if (!m.altAttrName.empty() && name == m.altAttrName)
      return op->attr(m.attrName) ? AttributeEncoding::Shadowed : AttributeEncoding::Operand;
    // Parameters of enumerants, written after the enum value when it has the
    // enumerant (codegen/WriterOps.cpp, writeEnumParameters). <id> attributes
    // (IdAttr) are written as ids, without parameters.
    const OperandKindInfo* kind = findOperandKind(m.grammar->kind);
    if (m.role != OperandRole::Attribute || m.idAttr != IdAttr::None || !kind || !kind->isEnum())
      continue;
    // enumParamAttrName is `<attrName>_<enumerant>`, or MemoryAccess
    // Aligned's `alignment` / `source_alignment`: skip the enumerants unless
    // the name can be one.
    bool prefixed = name.size() > m.attrName.size() + 1 && name.starts_with(m.attrName) &&
                    name[m.attrName.size()] == '_';
    if (!prefixed && !(m.grammar->kind == OperandKind::MemoryAccess &&
                       (name == "alignment" || name == "source_alignment")))
      continue;
    for (const EnumerantInfo& e : kind->enumerants()) {
      if (!hasAttributeParameter(e) || enumParamAttrName(m.attrName, e) != name) continue;
      Attribute value = op->attr(m.attrName);
      if (!value && !m.altAttrName.empty()) value = op->attr(m.altAttrName);
      std::optional<uint32_t> v = value ? enumOrInt(value) : std::nullopt;
      bool has = v && (kind->category == OperandCategory::BitEnum ? (*v & e.value) == e.value
                                                                  : *v == e.value);
      return has ? AttributeEncoding::Operand : AttributeEncoding::UnusedParameter;
    }
  }
  return AttributeEncoding::Unknown;
}

/// The inherent attributes of a dialect op that the writer reads.
bool isInherent(DialectOp d, std::string_view name) {
  auto in = [&](std::initializer_list<std::string_view> names) {
    for (std::string_view n : names)
      if (n == name) return true;
    return false;
  };
  switch (d) {
  case DialectOp::Func:
    return in({FuncOp::symNameAttrName(), FuncOp::functionTypeAttrName(),
               FuncOp::functionControlAttrName(), FuncOp::argAttrsAttrName(),
               FuncOp::linkageAttributesAttrName()});
  case DialectOp::GlobalVariable:
    return in({GlobalVariableOp::symNameAttrName(), GlobalVariableOp::typeAttrName(),
               GlobalVariableOp::initializerAttrName(),
               GlobalVariableOp::initializerValueAttrName()});
  case DialectOp::AddressOf:
    return name == AddressOfOp::variableAttrName();
  case DialectOp::SpecConstant:
    return in({SpecConstantOp::symNameAttrName(), SpecConstantOp::defaultValueAttrName(),
               SpecConstantOp::specIdAttrName()});
  case DialectOp::SpecConstantComposite:
    return in({SpecConstantCompositeOp::symNameAttrName(), SpecConstantCompositeOp::typeAttrName(),
               SpecConstantCompositeOp::constituentsAttrName()});
  case DialectOp::ReferenceOf:
    return name == ReferenceOfOp::specConstAttrName();
  case DialectOp::Constant:
    return name == ConstantOp::valueAttrName();
  case DialectOp::EntryPoint:
    return in({EntryPointOp::executionModelAttrName(), EntryPointOp::fnAttrName(),
               EntryPointOp::interfaceAttrName()});
  case DialectOp::ExecutionMode:
    return in({ExecutionModeOp::fnAttrName(), ExecutionModeOp::executionModeAttrName(),
               ExecutionModeOp::valuesAttrName()});
  case DialectOp::Selection:
    return name == SelectionOp::selectionControlAttrName();
  case DialectOp::Loop:
    return name == LoopOp::loopControlAttrName();
  default:
    return false;
  }
}

/// True if the writer decorates what `op` defines (decorateOp in
/// codegen/WriterDecorations.cpp): an instruction's result, a global, a spec
/// constant. Not an op wrapped by spirv.SpecConstantOperation (written as
/// OpSpecConstantOp, undecorated), nor a spirv.Constant (deduplicated).
bool decoratesResult(const Operation* op) {
  if (isSpirvGrammarOp(op) || isExtInstOp(op)) {
    if (!op->numResults()) return false;
    const Operation* parent = op->parentOp();
    return !(parent && parent->opcode() == opcodeOf(DialectOp::SpecConstantOperation));
  }
  return op->opcode() == opcodeOf(DialectOp::GlobalVariable) ||
         op->opcode() == opcodeOf(DialectOp::SpecConstant) ||
         op->opcode() == opcodeOf(DialectOp::SpecConstantComposite);
}

} // namespace

const EnumerantInfo* decorationForAttrName(std::string_view name) {
  // A binary search of the generated name table, which has both snake_case
  // spellings ("fpfast_math_mode" as the grammar's snakeName(),
  // "fp_fast_math_mode" as MLIR and the dialect contract split acronyms):
  // nothing is built at start-up.
  auto names = detail::kDialectTables.decorationNames;
  // The first characters decide most steps: compare them before calling
  // memcmp (the verifier asks for every attribute of every op).
  auto it = std::lower_bound(names.begin(), names.end(), name,
                             [](const detail::DecorationName& d, std::string_view n) {
                               if (!d.name.empty() && !n.empty() && d.name[0] != n[0])
                                 return uint8_t(d.name[0]) < uint8_t(n[0]);
                               return d.name < n;
                             });
  if (it == names.end() || it->name != name) return nullptr;
  return findEnumerant(OperandKind::Decoration, it->decoration);
}

AttributeEncoding attributeEncoding(const Operation* op, std::string_view name) {
  auto d = op->info().dialect();
  if (d == Dialect::SpirvDialect) {
    auto dop = DialectOp(op->opcode() & 0xFFFF);
    if (dop == DialectOp::Module) return AttributeEncoding::Discardable;
    if (isInherent(dop, name)) return AttributeEncoding::Operand;
  } else if (d == Dialect::Spirv || extInstSetOf(d)) {
    AttributeEncoding e = operandEncoding(op, name);
    if (e != AttributeEncoding::Unknown) return e;
  } else {
    return AttributeEncoding::Unknown;
  }
  if (isDiscardableAttrName(name)) return AttributeEncoding::Discardable;
  if (decoratesResult(op) && decorationForAttrName(name)) return AttributeEncoding::Decoration;
  return AttributeEncoding::Unknown;
}

bool isWrittenAttribute(const Operation* op, std::string_view name, Attribute value) {
  switch (attributeEncoding(op, name)) {
  case AttributeEncoding::Operand:
    return true;
  case AttributeEncoding::Decoration: {
    auto b = value.dyn_cast<BoolAttr>();
    return !(b && !b.value());
  }
  default:
    return false;
  }
}

bool isOperandAttributeName(const Operation* op, std::string_view name) {
  return (isSpirvGrammarOp(op) || isExtInstOp(op)) &&
         operandEncoding(op, name) != AttributeEncoding::Unknown;
}

} // namespace spvkit::spirv
