// The attributes of every SPIR-V op: each must be one the writer writes, or
// a discardable one with a dialect prefix (ir/spirv/AttributeEncoding.h).
//
// MLIR 19's verifier accepts any attribute on any op; its serializer then
// fails on an unknown attribute of an op with a result ("non-argument
// attributes expected to have snake-case-ified decoration name") and drops
// any other. spvkit's writer drops what has no place in the binary, so a
// module read back would differ from the one written (fuzz findings of
// issue 17): the verifier rejects such attributes instead, at the op.
// spirv.module keeps any attribute (MLIR's doc example module_2 has
// `some_additional_attr`); `name.x` is discardable everywhere, as in MLIR.
#include "ir/spirv/AttributeEncoding.h"
#include "ir/spirv/OperandMap.h"
#include "ir/spirv/VerifyCache.h"
#include "ir/spirv/VerifyUtil.h"

#include "SpirvOps.h"

#include <vector>

namespace spvkit::spirv::detail {

namespace {

std::string quoted(std::string_view s) {
  return "'" + std::string(s) + "'";
}

/// The grammar operand whose enumerant takes attribute `name`, for the message.
std::string parameterOwner(const Operation* op, std::string_view name) {
  const InstructionInfo* inst = grammarOf(op);
  if (!inst) return "its enum operand";
  for (const OperandMapping& m : operandMapping(*inst)) {
    const OperandKindInfo* k = findOperandKind(m.grammar->kind);
    if (m.attrName.empty() || !k || !k->isEnum()) continue;
    for (const EnumerantInfo& e : k->enumerants())
      if (!e.parameters().empty() && enumParamAttrName(m.attrName, e) == name)
        return quoted(m.attrName) + " has no " + std::string(k->name()) + " " +
               std::string(e.name());
  }
  return "its enum operand lacks the enumerant that takes it";
}

/// MLIR 19's words for an alignment without MemoryAccess Aligned, appended.
std::string alignmentWithoutAligned(const Operation* op, std::string_view name) {
  if (name != "alignment" && name != "source_alignment") return {};
  bool access = name == "alignment"
                    ? bool(op->attr("memory_access"))
                    : op->attr("source_memory_access") || op->attr("memory_access_1");
  return access ? " (invalid alignment specification with non-aligned memory access specification)"
                : " (invalid alignment specification without aligned memory access specification)";
}

/// An optional attribute operand is written in grammar order: after an
/// absent optional one, it would take the absent one's place in the binary
/// (spirv.CopyMemory's source memory access without the target's).
bool optionalOperandsInOrder(Operation* op, DiagnosticList& d) {
  // Without attributes no optional operand is present (most ops).
  if (op->attributes().empty()) return true;
  const InstructionInfo* inst = grammarOf(op);
  if (!inst) return true;
  std::string_view absent;
  for (const OperandMapping& m : operandMapping(*inst)) {
    if (m.role != OperandRole::Attribute || m.attrName.empty()) continue;
    bool present = op->attr(m.attrName) || (!m.altAttrName.empty() && op->attr(m.altAttrName));
    if (present && !absent.empty())
      return fail(op, d,
                  "attribute " + quoted(m.attrName) + " needs " + quoted(absent) +
                      ": the instruction's operands are positional");
    if (!present && m.grammar->quantifier != Quantifier::One && absent.empty()) absent = m.attrName;
  }
  return true;
}

/// spirv.func's `arg_attrs`: per parameter, decorations (written as
/// OpDecorate of the OpFunctionParameter), MLIR's `spirv.decoration`, and
/// discardable `name.x` entries.
bool parameterAttributes(Operation* op, DiagnosticList& d, VerifyCache& cache) {
  auto list = op->attr(FuncOp::argAttrsAttrName()).dyn_cast<ArrayAttr>();
  if (!list) return true;
  bool ok = true;
  FunctionType fn;
  if (auto ft = op->attr(FuncOp::functionTypeAttrName()).dyn_cast<TypeAttr>())
    fn = ft.value().dyn_cast<FunctionType>();
  // Kernels share parameter dictionaries and types (`{alignment = 4}` on a
  // `!spirv.ptr<f32, CrossWorkgroup>`): a pair that passed is not checked
  // again in this run. Not with NonWritable, whose rule also depends on the
  // module's version.
  for (unsigned i = 0; i < list.size(); ++i) {
    auto dict = list[i].dyn_cast<DictionaryAttr>();
    if (!dict) continue; // the function rule reports it
    Type type;
    if (fn && i < fn.numInputs()) type = fn.input(i);
    if (cache.active && cache.parameterDicts.contains(cache.run, key(dict), key(type))) continue;
    bool dictOk = true, cacheable = true;
    for (const NamedAttribute& a : dict.entries()) {
      const EnumerantInfo* deco = decorationForAttrName(a.name);
      if (auto e = a.value.dyn_cast<EnumAttr>(); !deco && a.name == "spirv.decoration" && e &&
                                                 e.domain() == enumDomain(OperandKind::Decoration))
        deco = findEnumerant(OperandKind::Decoration, e.value());
      if (deco) {
        cacheable = cacheable && Decoration(deco->value) != Decoration::NonWritable;
        dictOk = checkDecorationTarget(op, d, a.name, *deco, DecorationTarget::Parameter, type) &&
                 dictOk;
      } else if (!isDiscardableAttrName(a.name)) {
        dictOk =
            fail(op, d,
                 "parameter #" + std::to_string(i) + " has unknown attribute " + quoted(a.name) +
                     ": not a decoration (discardable attributes need a dialect prefix, "
                     "as in 'my.x'; MLIR 19: arguments may only have dialect attributes)");
      }
    }
    if (dictOk && cacheable && cache.active)
      cache.parameterDicts.insert(cache.run, key(dict), key(type));
    ok = dictOk && ok;
  }
  return ok;
}

/// What a decoration attribute of `op` decorates.
DecorationTarget targetOf(Operation* op) {
  if (isDialectOp(op, DialectOp::GlobalVariable) || isOp(op, Op::Variable))
    return DecorationTarget::Variable;
  if (isDialectOp(op, DialectOp::SpecConstant) || isDialectOp(op, DialectOp::SpecConstantComposite))
    return DecorationTarget::SpecConstant;
  return DecorationTarget::Result;
}

/// The variable's pointer type, for NonWritable.
Type pointerTypeOf(Operation* op) {
  if (isDialectOp(op, DialectOp::GlobalVariable))
    if (auto t = op->attr(GlobalVariableOp::typeAttrName()).dyn_cast<TypeAttr>()) return t.value();
  return op->numResults() ? op->result(0)->type() : Type();
}

/// Whether a string in `a` (nested in arrays and dictionaries, as the
/// linkage attributes are) holds a NUL: the binary's literal strings end at
/// the first one, so the rest would be misread as further operands
/// (fuzz-writer finding: a linkage name "e\00...xt").
bool holdsNul(Attribute a) {
  if (auto s = a.dyn_cast<StringAttr>()) return s.value().find('\0') != std::string_view::npos;
  if (auto r = a.dyn_cast<SymbolRefAttr>()) return r.symbol().find('\0') != std::string_view::npos;
  if (auto arr = a.dyn_cast<ArrayAttr>()) {
    for (unsigned i = 0; i < arr.size(); ++i)
      if (holdsNul(arr[i])) return true;
    return false;
  }
  if (auto dict = a.dyn_cast<DictionaryAttr>())
    for (const NamedAttribute& e : dict.entries())
      if (holdsNul(e.value)) return true;
  return false;
}

/// True if `name` is an operand attribute of grammar / OpenCL.std op `op`
/// whatever its other attributes are: the operand mapping names it before
/// anything that would depend on them (the other spelling of an operand,
/// a parameter of an enumerant). Conservative: false sends a name to
/// attributeEncoding, which decides.
bool plainOperandName(const Operation* op, std::string_view name) {
  std::span<const OperandMapping> mapping;
  if (const InstructionInfo* inst = grammarOf(op))
    mapping = operandMapping(*inst);
  else if (const ExtInstInfo* e = extInstOf(op))
    mapping = operandMapping(*e);
  for (const OperandMapping& m : mapping) {
    if (m.attrName.empty()) continue;
    if (name == m.attrName) return true;
    if (name == m.altAttrName || name.starts_with(m.attrName) || name == "alignment" ||
        name == "source_alignment")
      return false;
  }
  return false;
}

/// The encoding of attribute `name` of `op`: an operand attribute name seen
/// on an op of the same opcode in this run is one again (most attributes are
/// `memory_access`, `alignment`, `indices` ... of loads, stores and
/// composites); anything else asks attributeEncoding.
AttributeEncoding encodingOf(const Operation* op, std::string_view name, VerifyCache& cache) {
  uintptr_t opKey = uintptr_t(op->opcode()) << 32 | name.size();
  if (cache.active && cache.plainAttributes.contains(cache.run, uintptr_t(name.data()), opKey))
    return AttributeEncoding::Operand;
  AttributeEncoding e = attributeEncoding(op, name);
  if (cache.active && e == AttributeEncoding::Operand &&
      (isSpirvGrammarOp(op) || isExtInstOp(op)) && plainOperandName(op, name))
    cache.plainAttributes.insert(cache.run, uintptr_t(name.data()), opKey);
  return e;
}

/// True if `op` is wrapped by spirv.SpecConstantOperation (its result is
/// written as OpSpecConstantOp, undecorated).
bool isSpecConstantOperand(const Operation* op) {
  const Operation* parent = op->parentOp();
  return parent && parent->opcode() == opcodeOf(DialectOp::SpecConstantOperation);
}

/// holdsNul, once per array or dictionary in a run (the linkage attributes,
/// the argument attributes of every kernel); other attributes are cheap.
bool holdsNul(Attribute a, VerifyCache& cache) {
  if (!a.isa<ArrayAttr>() && !a.isa<DictionaryAttr>()) return holdsNul(a);
  if (cache.active && cache.noNul.contains(cache.run, key(a))) return false;
  if (holdsNul(a)) return true;
  if (cache.active) cache.noNul.insert(cache.run, key(a));
  return false;
}

} // namespace

bool checkAttributeEncoding(Operation* op, DiagnosticList& d, VerifyCache& cache) {
  bool ok = true;
  auto attrs = op->attributes();
  if (attrs.empty()) return true;
  for (auto it = attrs.begin(); it != attrs.end(); ++it) {
    const NamedAttribute& a = *it;
    for (auto earlier = attrs.begin(); earlier != it; ++earlier)
      if (earlier->name == a.name) {
        ok = fail(op, d, "has attribute " + quoted(a.name) + " more than once");
        break;
      }
    // A decoration this opcode's results had in this run, on a result
    // again: encoded and allowed as before (the value is written as it is).
    uintptr_t decoKey = uintptr_t(op->opcode()) << 32 | a.name.size();
    bool decoratedResult = cache.active && op->numResults() &&
                           (isSpirvGrammarOp(op) || isExtInstOp(op)) && !isSpecConstantOperand(op);
    if (decoratedResult &&
        cache.resultDecorations.contains(cache.run, uintptr_t(a.name.data()), decoKey)) {
      if (holdsNul(a.value, cache))
        ok = fail(op, d,
                  "attribute " + quoted(a.name) +
                      " holds a NUL character, which ends a SPIR-V literal string");
      continue;
    }
    AttributeEncoding encoding = encodingOf(op, a.name, cache);
    if (encoding != AttributeEncoding::Discardable && holdsNul(a.value, cache))
      ok = fail(op, d,
                "attribute " + quoted(a.name) +
                    " holds a NUL character, which ends a SPIR-V literal string");
    switch (encoding) {
    case AttributeEncoding::Operand:
    case AttributeEncoding::Discardable:
      break;
    case AttributeEncoding::Decoration: {
      const EnumerantInfo& deco = *decorationForAttrName(a.name);
      bool allowed = checkDecorationTarget(op, d, a.name, deco, targetOf(op), pointerTypeOf(op));
      if (allowed && decoratedResult && Decoration(deco.value) != Decoration::NonWritable)
        cache.resultDecorations.insert(cache.run, uintptr_t(a.name.data()), decoKey);
      ok = allowed && ok;
      break;
    }
    case AttributeEncoding::UnusedParameter:
      ok = fail(op, d,
                "has attribute " + quoted(a.name) + " but " + parameterOwner(op, a.name) +
                    alignmentWithoutAligned(op, a.name));
      break;
    case AttributeEncoding::Shadowed:
      ok = fail(op, d,
                "has attribute " + quoted(a.name) +
                    " next to the other spelling of the same operand");
      break;
    case AttributeEncoding::Unknown:
      if (decorationForAttrName(a.name))
        ok = fail(op, d,
                  "has unknown attribute " + quoted(a.name) +
                      ": a decoration, but the op defines nothing the binary decorates");
      else
        ok = fail(op, d,
                  "has unknown attribute " + quoted(a.name) +
                      ": neither an operand of the op nor a decoration (discardable attributes "
                      "need a dialect prefix, as in 'my.x')");
      break;
    }
  }
  ok = optionalOperandsInOrder(op, d) && ok;
  if (isDialectOp(op, DialectOp::Func)) ok = parameterAttributes(op, d, cache) && ok;
  return ok;
}

} // namespace spvkit::spirv::detail
