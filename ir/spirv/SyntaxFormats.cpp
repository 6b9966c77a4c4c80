// Printer and parser of MLIR's declarative assembly formats, walking the
// formats the generator bound to our ops at build time (SyntaxFormatSpec.h).
//
// Spacing follows MLIR's generated printers exactly (a space before every
// element except punctuation such as `,` `)` `]`, none after `(` `[` `<`), so
// our output is byte-identical to mlir-opt's for these ops. Types MLIR does
// not print are inferred by the same rules MLIR's traits encode
// (SameOperandsAndResultType, bool results shaped like the operands, atomic
// values typed like the pointee ...).
#include "ir/spirv/SyntaxFormats.h"

#include "ir/spirv/SyntaxFormatSpec.h"
#include "ir/spirv/SyntaxUtil.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <vector>

namespace spvkit::spirv::syntax {

namespace {

using Operand = AsmParser::UnresolvedOperand;
const FormatTables& T = kFormatTables;

/// The operand mapping of the op a spec is bound to.
std::span<const OperandMapping> mappingOfSpec(const Spec& spec) {
  uint32_t n = spec.opcode & 0xFFFF;
  if (const ExtInstInfo* e = extInstOfOpcode(spec.opcode)) return operandMapping(*e);
  return operandMapping(Op(n));
}

/// Attribute `i` of the format (an entry of the op's operand mapping).
const OperandMapping* attrOf(const Spec& spec, std::span<const OperandMapping> map, size_t i) {
  return &map[T.bytesOf(spec.attrs)[i]];
}

std::string_view operandName(const Spec& spec, size_t g) {
  return T.stringsOf(spec.operandNames)[g];
}

// --- printing ----------------------------------------------------------------------------------

struct Printer {
  Printer(AsmPrinter& printer, Operation* o, const Spec& s)
      : p(printer), op(o), spec(s), map(mappingOfSpec(s)) {}
  AsmPrinter& p;
  Operation* op;
  const Spec& spec;
  std::span<const OperandMapping> map;
  std::vector<std::vector<Value*>> groups;
  bool space = true, lastPunct = false;

  static bool spaceBefore(std::string_view v, bool lastWasPunct) {
    if (v.size() != 1 && v != "->") return true;
    if (lastWasPunct) return !std::strchr(">)}],", v.front());
    return !std::strchr("<>(){}[],", v.front());
  }

  void literal(std::string_view v) {
    if (space && spaceBefore(v, lastPunct)) p << ' ';
    p << v;
    space = v.size() != 1 || !std::strchr("<({[", v.front());
    lastPunct = v.front() != '_' && !std::isalpha(uint8_t(v.front()));
  }
  void element() {
    if (space) p << ' ';
    space = true;
    lastPunct = false;
  }

  std::vector<Type> typesOf(const Ref& r) {
    std::vector<Type> out;
    switch (r.kind) {
    case Ref::Group:
      for (Value* v : groups[size_t(r.index)]) out.push_back(v->type());
      break;
    case Ref::AllOperands:
      for (auto& g : groups)
        for (Value* v : g) out.push_back(v->type());
      break;
    case Ref::Result:
      if (unsigned(r.index) < op->numResults())
        out.push_back(op->result(unsigned(r.index))->type());
      break;
    case Ref::AllResults:
      for (unsigned i = 0; i < op->numResults(); ++i) out.push_back(op->result(i)->type());
      break;
    }
    return out;
  }

  bool present(const Elem& e) {
    if (e.anchorKind == 1) return !groups[size_t(e.anchor)].empty();
    return bool(op->attr(attrOf(spec, map, e.anchor)->attrName));
  }

  void print(std::span<const Elem> elems) {
    for (const Elem& e : elems) {
      switch (e.kind) {
      case Elem::Literal:
        literal(e.text);
        break;
      case Elem::Group: {
        element();
        auto& g = groups[size_t(e.index)];
        for (size_t i = 0; i < g.size(); ++i) {
          if (i) p << ", ";
          p << g[i];
        }
        break;
      }
      case Elem::AllOperands: {
        element();
        bool firstValue = true;
        for (auto& g : groups)
          for (Value* v : g) {
            if (!firstValue) p << ", ";
            firstValue = false;
            p << v;
          }
        break;
      }
      case Elem::Attr: {
        Attribute a = op->attr(attrOf(spec, map, e.index)->attrName);
        element();
        if (a) printAttrOfKind(p, a);
        break;
      }
      case Elem::ImageOperands:
        // MLIR's printImageOperands: the bit set as one string in brackets.
        if (Attribute a = op->attr(attrOf(spec, map, e.index)->attrName)) {
          element();
          p << "[\"" << enumText(a) << "\"]";
        }
        break;
      case Elem::AttrDict: {
        std::vector<NamedAttribute> rest;
        for (auto& a : op->attributes()) {
          bool consumed = false;
          for (std::string_view c : T.stringsOf(spec.consumedAttrs)) consumed |= a.name == c;
          if (!consumed) rest.push_back(a);
        }
        if (!rest.empty()) {
          p << ' ';
          p.printOptionalAttrDict(rest);
        }
        space = true;
        lastPunct = false;
        break;
      }
      case Elem::TypeOf:
        element();
        printTypeList(p, typesOf(T.refsOf(e.refs)[0]));
        break;
      case Elem::FunctionalType: {
        element();
        p << '(';
        printTypeList(p, typesOf(T.refsOf(e.refs)[0]));
        p << ") -> ";
        std::vector<Type> results = typesOf(T.refsOf(e.refs)[1]);
        if (results.size() == 1 && !results[0].isa<FunctionType>()) {
          p << results[0];
        } else {
          p << '(';
          printTypeList(p, results);
          p << ')';
        }
        break;
      }
      case Elem::Optional:
        if (present(e)) print(T.elemsOf(e.group));
        break;
      }
    }
  }
};

// --- parsing
// ---------------------------------------------------------------------------------------

bool literalToken(std::string_view lit, AsmToken::Kind& kind) {
  static const std::pair<std::string_view, AsmToken::Kind> table[] = {
      {":", AsmToken::Colon},   {",", AsmToken::Comma},   {"(", AsmToken::LParen},
      {")", AsmToken::RParen},  {"[", AsmToken::LSquare}, {"]", AsmToken::RSquare},
      {"{", AsmToken::LBrace},  {"}", AsmToken::RBrace},  {"<", AsmToken::Less},
      {">", AsmToken::Greater}, {"=", AsmToken::Equal},   {"->", AsmToken::Arrow},
  };
  for (auto& [text, k] : table)
    if (text == lit) return kind = k, true;
  return false;
}

struct Parser {
  Parser(AsmParser& parser, const Spec& s) : p(parser), spec(s), map(mappingOfSpec(s)) {}
  AsmParser& p;
  const Spec& spec;
  std::span<const OperandMapping> map;
  OpParts parts;
  std::vector<std::vector<Operand>> names;
  std::vector<std::vector<Type>> types; // empty = not given
  std::vector<bool> typed;
  std::vector<Operand> allNames;
  bool haveAll = false;
  std::vector<Type> allTypes;
  bool haveAllTypes = false;
  Type resultType;

  bool atLiteral(std::string_view lit) {
    AsmToken::Kind k;
    if (literalToken(lit, k)) return p.tok().kind == k;
    return p.tok().kind == AsmToken::Identifier && p.tok().text == lit;
  }

  bool literal(std::string_view lit) {
    AsmToken::Kind k;
    if (literalToken(lit, k)) return p.expect(k, "'" + std::string(lit) + "'");
    return p.parseKeyword(lit);
  }

  bool typeList(std::vector<Type>& out) {
    // A list may be empty where a `)` follows (type(operands) of no operands).
    if (p.tok().kind == AsmToken::RParen) return true;
    return p.parseTypeList(out);
  }

  bool setTypes(const Ref& r, std::vector<Type> ts) {
    switch (r.kind) {
    case Ref::Group:
      types[size_t(r.index)] = std::move(ts);
      typed[size_t(r.index)] = true;
      return true;
    case Ref::AllOperands:
      allTypes = std::move(ts);
      haveAllTypes = true;
      return true;
    case Ref::Result:
    case Ref::AllResults:
      if (ts.size() != 1) return p.emitError("expected one result type");
      resultType = ts[0];
      return true;
    }
    return false;
  }

  bool startsGroup(const Elem& first) {
    switch (first.kind) {
    case Elem::Literal:
      return atLiteral(first.text);
    case Elem::Group:
    case Elem::AllOperands:
      return p.tok().kind == AsmToken::PercentId;
    case Elem::Attr:
      return atEnum(p) || p.tok().kind == AsmToken::LSquare || p.tok().kind == AsmToken::Integer;
    default:
      return false;
    }
  }

  bool parse(std::span<const Elem> elems) {
    for (const Elem& e : elems) {
      switch (e.kind) {
      case Elem::Literal:
        if (!literal(e.text)) return false;
        break;
      case Elem::Group: {
        auto& out = names[size_t(e.index)];
        if (spec.isSingle(e.index)) {
          bool present = false;
          out.emplace_back();
          if (!p.parseOptionalOperand(out.back(), present)) return false;
          if (!present) out.pop_back();
        } else if (spec.isVariable(e.index)) {
          if (!p.parseOperandList(out)) return false;
        } else {
          out.emplace_back();
          if (!p.parseOperand(out.back())) return false;
        }
        break;
      }
      case Elem::AllOperands:
        haveAll = true;
        if (!p.parseOperandList(allNames)) return false;
        break;
      case Elem::Attr: {
        const OperandMapping* m = attrOf(spec, map, e.index);
        Attribute a;
        if (m->role == OperandRole::Callee) {
          std::string sym;
          if (!p.parseSymbolName(sym)) return false;
          a = SymbolRefAttr::get(p.context(), sym);
        } else if (!(a = parseAttrOfKind(p, *m))) {
          return false;
        }
        parts.addAttr(p.context(), m->attrName, a);
        break;
      }
      case Elem::ImageOperands: {
        if (!p.consumeIf(AsmToken::LSquare)) break;
        const OperandMapping* m = attrOf(spec, map, e.index);
        Attribute a = parseEnum(p, m->attrKind);
        if (!a || !p.expect(AsmToken::RSquare, "']'")) return false;
        parts.addAttr(p.context(), m->attrName, a);
        break;
      }
      case Elem::AttrDict:
        if (!p.parseOptionalAttrDict(parts.attrs)) return false;
        break;
      case Elem::TypeOf: {
        std::vector<Type> ts;
        const Ref& r = T.refsOf(e.refs)[0];
        bool list =
            r.kind == Ref::AllOperands || (r.kind == Ref::Group && spec.isVariable(r.index));
        if (list) {
          if (!typeList(ts)) return false;
        } else {
          Type t = p.parseType();
          if (!t) return false;
          ts.push_back(t);
        }
        if (!setTypes(r, std::move(ts))) return false;
        break;
      }
      case Elem::FunctionalType: {
        FunctionType fn;
        if (!p.parseFunctionType(fn)) return false;
        std::vector<Type> in, out;
        for (unsigned i = 0; i < fn.numInputs(); ++i) in.push_back(fn.input(i));
        for (unsigned i = 0; i < fn.numResults(); ++i) out.push_back(fn.result(i));
        if (!setTypes(T.refsOf(e.refs)[0], in) || !setTypes(T.refsOf(e.refs)[1], out)) return false;
        break;
      }
      case Elem::Optional:
        if (startsGroup(T.elemsOf(e.group).front()) && !parse(T.elemsOf(e.group))) return false;
        break;
      }
    }
    return true;
  }

  Type typeOfGroup(std::string_view operand) {
    for (size_t g = 0; g < spec.numGroups(); ++g)
      if (operandName(spec, g) == operand && typed[g] && !types[g].empty()) return types[g][0];
    return {};
  }

  Type inferOperand(size_t group) {
    std::string_view name = spec.name;
    std::string_view operand = operandName(spec, group);
    // Names MLIR's type constraints pin down.
    if (operand == "predicate" || operand == "condition") return IntegerType::get(p.context(), 1);
    if (operand == "true_value" || operand == "false_value" || operand == "accumulator")
      return resultType;
    Type first = group > 0 && typed[0] && !types[0].empty() ? types[0][0] : Type();
    if (spec.atomic && first) return pointee(first);
    if (name == "spirv.VectorInsertDynamic" && operand == "component")
      if (auto v = typeOfGroup("vector").dyn_cast<VectorType>()) return v.elementType();
    if (first) return first;
    return resultType;
  }

  Type inferResult() {
    Type first = !types.empty() && typed[0] && !types[0].empty() ? types[0][0] : Type();
    if (spec.resultBool == 2) return IntegerType::get(p.context(), 1);
    // MLIR's result type constraint is Int32.
    if (spec.opcode == opcodeOf(Op::CooperativeMatrixLengthKHR))
      return IntegerType::get(p.context(), 32);
    // A x B + C has C's type (`-> type($c)` names C's type, not the result's).
    if (spec.opcode == opcodeOf(Op::CooperativeMatrixMulAddKHR)) return typeOfGroup("c");
    if (!first) return {};
    if (spec.resultBool == 1) return boolLike(first);
    std::string_view name = spec.name;
    if (spec.atomic) return pointee(first);
    if (name == "spirv.VectorExtractDynamic")
      if (auto v = first.dyn_cast<VectorType>()) return v.elementType();
    return first;
  }

  Operation* finish(const OpInfo& info, Location at) {
    size_t n = spec.numGroups();
    if (haveAll) {
      std::vector<size_t> sizes(n);
      groupSizes(spec, allNames.size(), sizes);
      size_t k = 0;
      for (size_t g = 0; g < n; ++g)
        for (size_t i = 0; i < sizes[g] && k < allNames.size(); ++i)
          names[g].push_back(allNames[k++]);
    }
    for (size_t g = 0; g < n; ++g)
      if (!spec.isVariable(g) && names[g].size() != 1) {
        size_t fixed = 0;
        for (size_t k = 0; k < n; ++k) fixed += !spec.isVariable(k);
        return p.emitError(at, "expected " + std::to_string(fixed) + " operands"), nullptr;
      }
    if (haveAllTypes) {
      size_t total = 0;
      for (auto& g : names) total += g.size();
      if (allTypes.size() != total)
        return p.emitError(at, std::to_string(total) + " operands present, but " +
                                   std::to_string(allTypes.size()) + " types given"),
               nullptr;
      size_t k = 0;
      for (size_t g = 0; g < n; ++g) {
        types[g].assign(allTypes.begin() + long(k), allTypes.begin() + long(k + names[g].size()));
        typed[g] = true;
        k += names[g].size();
      }
    }
    const InstructionInfo* inst = info.dialect() == Dialect::Spirv
                                      ? static_cast<const InstructionInfo*>(info.extra)
                                      : nullptr;
    bool hasResult = inst ? inst->hasResult : true;
    if (hasResult && !resultType) resultType = inferResult();
    std::vector<std::vector<Value*>> values(n);
    for (size_t g = 0; g < n; ++g) {
      if (!typed[g]) {
        Type t = inferOperand(g);
        types[g].assign(names[g].size(), t);
        typed[g] = true;
      }
      if (!p.resolveOperands(names[g], types[g], at, values[g])) return nullptr;
    }
    for (size_t g : T.bytesOf(spec.order))
      parts.operands.insert(parts.operands.end(), values[g].begin(), values[g].end());
    if (hasResult && !resultType) resultType = inferResult();
    if (hasResult) {
      if (!resultType) return p.emitError(at, "cannot infer the result type"), nullptr;
      parts.resultTypes.push_back(resultType);
    }
    // OpGenericCastToPtrExplicit's Storage is the result pointer's class.
    if (spec.opcode == opcodeOf(Op::GenericCastToPtrExplicit) && resultType)
      if (auto ptr = resultType.dyn_cast<PointerType>())
        parts.addAttr(p.context(), "storage",
                      enumAttr(p.context(), OperandKind::StorageClass, ptr.storageClass()));
    return parts.create(p, info);
  }
};

} // namespace

void printWithFormat(Operation* op, AsmPrinter& p) {
  const Spec* spec = specFor(op->opcode());
  if (!spec) return printDefault(op, p);
  if (!operandsSet(op) || op->numSuccessors() || op->numRegions()) return p.printGenericOp(op);
  Printer pr(p, op, *spec);
  std::vector<size_t> sizes(spec->numGroups());
  groupSizes(*spec, op->numNonSuccessorOperands(), sizes);
  pr.groups.resize(sizes.size());
  unsigned next = 0;
  for (size_t g : T.bytesOf(spec->order))
    for (size_t i = 0; i < sizes[g] && next < op->numOperands(); ++i)
      pr.groups[g].push_back(op->operand(next++));
  // An operand the grammar makes optional but MLIR's format requires (a
  // cooperative matrix load without stride): only the generic form can say it.
  for (size_t g = 0; g < pr.groups.size(); ++g)
    if (spec->isRequired(g) && pr.groups[g].empty()) return p.printGenericOp(op);
  p << printedName(op);
  pr.print(T.elemsOf(spec->elems));
}

Operation* parseWithFormat(const OpInfo& info, AsmParser& p) {
  const Spec* spec = specFor(canonical(info).opcode);
  if (!spec) return parseDefault(info, p);
  Parser pa(p, *spec);
  size_t n = spec->numGroups();
  pa.names.resize(n);
  pa.types.resize(n);
  pa.typed.assign(n, false);
  Location at = p.loc();
  if (!pa.parse(T.elemsOf(spec->elems))) return nullptr;
  return pa.finish(info, at);
}

// --- the generated tables ----------------------------------------------------------------------

const Spec* specFor(uint32_t opcode) {
  auto it = std::lower_bound(T.specs.begin(), T.specs.end(), opcode,
                             [](const Spec& s, uint32_t o) { return s.opcode < o; });
  return it != T.specs.end() && it->opcode == opcode ? &*it : nullptr;
}

void groupSizes(const Spec& spec, size_t total, std::span<size_t> sizes) {
  size_t fixed = 0;
  for (size_t g = 0; g < spec.numGroups(); ++g) fixed += !spec.isVariable(g);
  for (size_t g = 0; g < spec.numGroups(); ++g)
    sizes[g] = !spec.isVariable(g) ? 1 : total >= fixed ? total - fixed : 0;
}

std::string_view printedName(const Operation* op) {
  auto it = std::lower_bound(T.printedNames.begin(), T.printedNames.end(), op->opcode(),
                             [](const PrintedName& n, uint32_t o) { return n.opcode < o; });
  return it != T.printedNames.end() && it->opcode == op->opcode() ? it->mlirName : op->name();
}

bool hasFormat(uint32_t opcode) {
  return specFor(opcode) != nullptr;
}

const std::vector<FormatStatus>& formatStatus() {
  static const std::vector<FormatStatus> status = [] {
    std::vector<FormatStatus> out;
    for (const FormatStatusRow& r : T.status)
      out.push_back({std::string(r.mlirName), std::string(r.ourName), std::string(r.format),
                     r.bound, std::string(r.why)});
    return out;
  }();
  return status;
}

} // namespace spvkit::spirv::syntax
