// Interpreter of MLIR's declarative assembly formats; see SyntaxFormats.h.
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

#include <cctype>
#include <cstring>

namespace spvkit::spirv::syntax {

namespace {

using Operand = AsmParser::UnresolvedOperand;

// --- printing ----------------------------------------------------------------------------------

struct Printer {
  Printer(AsmPrinter& printer, Operation* o, const Spec& s) : p(printer), op(o), spec(s) {}
  AsmPrinter& p;
  Operation* op;
  const Spec& spec;
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
    return bool(op->attr(spec.attrs[size_t(e.anchor)]->attrName));
  }

  void print(const std::vector<Elem>& elems) {
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
        Attribute a = op->attr(spec.attrs[size_t(e.index)]->attrName);
        element();
        if (a) printAttrOfKind(p, a);
        break;
      }
      case Elem::ImageOperands:
        // MLIR's printImageOperands: the bit set as one string in brackets.
        if (Attribute a = op->attr(spec.attrs[size_t(e.index)]->attrName)) {
          element();
          p << "[\"" << enumText(a) << "\"]";
        }
        break;
      case Elem::AttrDict: {
        std::vector<NamedAttribute> rest;
        for (auto& a : op->attributes()) {
          bool consumed = false;
          for (auto c : spec.consumedAttrs) consumed |= a.name == c;
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
        printTypeList(p, typesOf(e.refs[0]));
        break;
      case Elem::FunctionalType: {
        element();
        p << '(';
        printTypeList(p, typesOf(e.refs[0]));
        p << ") -> ";
        std::vector<Type> results = typesOf(e.refs[1]);
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
        if (present(e)) print(e.group);
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
  Parser(AsmParser& parser, const Spec& s) : p(parser), spec(s) {}
  AsmParser& p;
  const Spec& spec;
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

  bool parse(const std::vector<Elem>& elems) {
    for (const Elem& e : elems) {
      switch (e.kind) {
      case Elem::Literal:
        if (!literal(e.text)) return false;
        break;
      case Elem::Group: {
        auto& out = names[size_t(e.index)];
        if (spec.single[size_t(e.index)]) {
          bool present = false;
          out.emplace_back();
          if (!p.parseOptionalOperand(out.back(), present)) return false;
          if (!present) out.pop_back();
        } else if (spec.variable[size_t(e.index)]) {
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
        const OperandMapping* m = spec.attrs[size_t(e.index)];
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
        const OperandMapping* m = spec.attrs[size_t(e.index)];
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
        const Ref& r = e.refs[0];
        bool list =
            r.kind == Ref::AllOperands || (r.kind == Ref::Group && spec.variable[size_t(r.index)]);
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
        if (!setTypes(e.refs[0], in) || !setTypes(e.refs[1], out)) return false;
        break;
      }
      case Elem::Optional:
        if (startsGroup(e.group.front()) && !parse(e.group)) return false;
        break;
      }
    }
    return true;
  }

  Type typeOfGroup(std::string_view operand) {
    for (size_t g = 0; g < spec.operandNames.size(); ++g)
      if (spec.operandNames[g] == operand && typed[g] && !types[g].empty()) return types[g][0];
    return {};
  }

  Type inferOperand(size_t group) {
    std::string_view name = spec.info->name;
    const std::string& operand = spec.operandNames[group];
    // Names MLIR's type constraints pin down.
    if (operand == "predicate" || operand == "condition") return IntegerType::get(p.context(), 1);
    if (operand == "true_value" || operand == "false_value" || operand == "accumulator")
      return resultType;
    Type first = group > 0 && typed[0] && !types[0].empty() ? types[0][0] : Type();
    if (const InstructionInfo* inst = static_cast<const InstructionInfo*>(spec.info->extra);
        spec.info->dialect() == Dialect::Spirv && inst->opClass() == "Atomic" && first)
      return pointee(first);
    if (name == "spirv.VectorInsertDynamic" && operand == "component")
      if (auto v = typeOfGroup("vector").dyn_cast<VectorType>()) return v.elementType();
    if (first) return first;
    return resultType;
  }

  Type inferResult() {
    Type first = !types.empty() && typed[0] && !types[0].empty() ? types[0][0] : Type();
    if (spec.resultBool == 2) return IntegerType::get(p.context(), 1);
    // MLIR's result type constraint is Int32.
    if (spec.info->opcode == opcodeOf(Op::CooperativeMatrixLengthKHR))
      return IntegerType::get(p.context(), 32);
    // A x B + C has C's type (`-> type($c)` names C's type, not the result's).
    if (spec.info->opcode == opcodeOf(Op::CooperativeMatrixMulAddKHR)) return typeOfGroup("c");
    if (!first) return {};
    if (spec.resultBool == 1) return boolLike(first);
    std::string_view name = spec.info->name;
    if (spec.info->dialect() == Dialect::Spirv &&
        static_cast<const InstructionInfo*>(spec.info->extra)->opClass() == "Atomic")
      return pointee(first);
    if (name == "spirv.VectorExtractDynamic")
      if (auto v = first.dyn_cast<VectorType>()) return v.elementType();
    return first;
  }

  Operation* finish(const OpInfo& info, Location at) {
    size_t n = spec.variable.size();
    if (haveAll) {
      std::vector<size_t> sizes = groupSizes(spec, allNames.size());
      size_t k = 0;
      for (size_t g = 0; g < n; ++g)
        for (size_t i = 0; i < sizes[g] && k < allNames.size(); ++i)
          names[g].push_back(allNames[k++]);
    }
    for (size_t g = 0; g < n; ++g)
      if (!spec.variable[g] && names[g].size() != 1) {
        size_t fixed = 0;
        for (bool v : spec.variable) fixed += !v;
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
                                      ? static_cast<const InstructionInfo*>(spec.info->extra)
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
    for (size_t g : spec.order)
      parts.operands.insert(parts.operands.end(), values[g].begin(), values[g].end());
    if (hasResult && !resultType) resultType = inferResult();
    if (hasResult) {
      if (!resultType) return p.emitError(at, "cannot infer the result type"), nullptr;
      parts.resultTypes.push_back(resultType);
    }
    // OpGenericCastToPtrExplicit's Storage is the result pointer's class.
    if (spec.info->opcode == opcodeOf(Op::GenericCastToPtrExplicit) && resultType)
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
  std::vector<size_t> sizes = groupSizes(*spec, op->numNonSuccessorOperands());
  pr.groups.resize(sizes.size());
  unsigned next = 0;
  for (size_t g : spec->order)
    for (size_t i = 0; i < sizes[g] && next < op->numOperands(); ++i)
      pr.groups[g].push_back(op->operand(next++));
  // An operand the grammar makes optional but MLIR's format requires (a
  // cooperative matrix load without stride): only the generic form can say it.
  for (size_t g = 0; g < pr.groups.size(); ++g)
    if (spec->required[g] && pr.groups[g].empty()) return p.printGenericOp(op);
  p << printedName(op);
  pr.print(spec->elems);
}

Operation* parseWithFormat(const OpInfo& info, AsmParser& p) {
  const Spec* spec = specFor(canonical(info).opcode);
  if (!spec) return parseDefault(info, p);
  Parser pa(p, *spec);
  size_t n = spec->variable.size();
  pa.names.resize(n);
  pa.types.resize(n);
  pa.typed.assign(n, false);
  Location at = p.loc();
  if (!pa.parse(spec->elems)) return nullptr;
  return pa.finish(info, at);
}

} // namespace spvkit::spirv::syntax
