#include "ir/builtin/Dialect.h"

#include "ir/AsmParser.h"
#include "ir/AsmPrinter.h"
#include "ir/Block.h"
#include "ir/Verifier.h"

#include <vector>

namespace spvkit::builtin {

namespace {

FunctionType functionTypeOf(Operation* op) {
  auto t = op->attr("function_type").dyn_cast<TypeAttr>();
  return t ? t.value().dyn_cast<FunctionType>() : FunctionType();
}

/// `attributes {...}` of everything but the names a syntax spells itself.
void printAttributesKeyword(AsmPrinter& p, Operation* op,
                            std::initializer_list<std::string_view> spelled) {
  bool any = false;
  for (auto& a : op->attributes()) {
    bool skip = false;
    for (auto s : spelled) skip |= a.name == s;
    any |= !skip;
  }
  if (!any) return;
  p << " attributes ";
  p.printOptionalAttrDict(op, spelled);
}

bool parseAttributesKeyword(AsmParser& p, std::vector<NamedAttribute>& attrs) {
  return !p.parseOptionalKeyword("attributes") || p.parseOptionalAttrDict(attrs);
}

Operation* create(AsmParser& p, const OpInfo& info, std::vector<NamedAttribute>& attrs,
                  std::span<const Type> results = {}, std::span<Value* const> operands = {},
                  unsigned numRegions = 0) {
  Operation::State st;
  st.info = &info;
  st.loc = p.loc();
  st.attributes = attrs;
  st.resultTypes = results;
  st.operands = operands;
  st.numRegions = numRegions;
  return p.create(st);
}

// --- module ----------------------------------------------------------------------------

void printModule(Operation* op, AsmPrinter& p) {
  p << "module";
  if (auto name = op->attr("sym_name").dyn_cast<StringAttr>()) {
    p << ' ';
    p.printSymbolName(name.value());
  }
  printAttributesKeyword(p, op, {"sym_name"});
  p << ' ';
  p.printRegion(op->region(0), false);
}

Operation* parseModule(const OpInfo& info, AsmParser& p) {
  std::vector<NamedAttribute> attrs;
  Context& ctx = p.context();
  if (p.tok().kind == AsmToken::AtId) {
    std::string name;
    if (!p.parseSymbolName(name)) return nullptr;
    attrs.push_back({ctx.intern("sym_name"), StringAttr::get(ctx, name)});
  }
  if (!parseAttributesKeyword(p, attrs)) return nullptr;
  Operation* op = create(p, info, attrs, {}, {}, 1);
  if (!op || !p.parseRegion(op->region(0), {}, true)) return nullptr;
  if (op->region(0).empty()) op->region(0).addBlock(p.module().arena());
  return op;
}

// --- func.func -------------------------------------------------------------------------

void printFunc(Operation* op, AsmPrinter& p) {
  p << "func.func ";
  if (auto vis = op->attr("sym_visibility").dyn_cast<StringAttr>()) p << vis.value() << ' ';
  if (auto name = op->attr("sym_name").dyn_cast<StringAttr>()) p.printSymbolName(name.value());
  FunctionType fn = functionTypeOf(op);
  auto argAttrs = op->attr("arg_attrs").dyn_cast<ArrayAttr>();
  auto resAttrs = op->attr("res_attrs").dyn_cast<ArrayAttr>();
  Region& body = op->region(0);
  bool declaration = body.empty();
  auto printAttrsOf = [&p](ArrayAttr list, unsigned i) {
    if (!list || i >= list.size()) return;
    if (auto d = list[i].dyn_cast<DictionaryAttr>(); d && !d.entries().empty()) {
      p << ' ';
      p.printOptionalAttrDict(d.entries());
    }
  };
  p << '(';
  for (unsigned i = 0; fn && i < fn.numInputs(); ++i) {
    if (i) p << ", ";
    if (!declaration && i < body.front()->numArguments()) p << body.front()->argument(i) << ": ";
    p << fn.input(i);
    printAttrsOf(argAttrs, i);
  }
  p << ')';
  if (fn && fn.numResults()) {
    bool parens = fn.numResults() > 1 || resAttrs || fn.result(0).isa<FunctionType>();
    p << " -> " << (parens ? "(" : "");
    for (unsigned i = 0; i < fn.numResults(); ++i) {
      if (i) p << ", ";
      p << fn.result(i);
      printAttrsOf(resAttrs, i);
    }
    p << (parens ? ")" : "");
  }
  printAttributesKeyword(p, op,
                         {"sym_name", "sym_visibility", "function_type", "arg_attrs", "res_attrs"});
  if (!declaration) {
    p << ' ';
    p.printRegion(body, false);
  }
}

/// `type {attrs}` or `%name: type {attrs}`.
bool parseFuncArgument(AsmParser& p, AsmParser::Argument& a, bool& named) {
  if (p.tok().kind == AsmToken::PercentId) {
    named = true;
    if (!p.parseOperand(a.name) || !p.expect(AsmToken::Colon, "':'")) return false;
  }
  if (!(a.type = p.parseType())) return false;
  return p.tok().kind != AsmToken::LBrace || p.parseOptionalAttrDict(a.attrs);
}

Operation* parseFunc(const OpInfo& info, AsmParser& p) {
  Context& ctx = p.context();
  std::vector<NamedAttribute> attrs;
  for (std::string_view vis : {"private", "public", "nested"})
    if (p.parseOptionalKeyword(vis)) {
      attrs.push_back({ctx.intern("sym_visibility"), StringAttr::get(ctx, vis)});
      break;
    }
  std::string name;
  if (!p.parseSymbolName(name) || !p.expect(AsmToken::LParen, "'('")) return nullptr;
  std::vector<AsmParser::Argument> args;
  std::vector<Type> inputs, results;
  std::vector<Attribute> argAttrs, resAttrs;
  bool named = false, anyArgAttrs = false, anyResAttrs = false;
  while (p.tok().kind != AsmToken::RParen) {
    AsmParser::Argument a;
    if (!parseFuncArgument(p, a, named)) return nullptr;
    anyArgAttrs |= !a.attrs.empty();
    argAttrs.push_back(DictionaryAttr::get(ctx, a.attrs));
    inputs.push_back(a.type);
    args.push_back(std::move(a));
    if (!p.consumeIf(AsmToken::Comma)) break;
  }
  if (!p.expect(AsmToken::RParen, "')'")) return nullptr;
  if (p.consumeIf(AsmToken::Arrow)) {
    if (p.consumeIf(AsmToken::LParen)) {
      while (p.tok().kind != AsmToken::RParen) {
        AsmParser::Argument r;
        if (!(r.type = p.parseType())) return nullptr;
        if (p.tok().kind == AsmToken::LBrace && !p.parseOptionalAttrDict(r.attrs)) return nullptr;
        anyResAttrs |= !r.attrs.empty();
        resAttrs.push_back(DictionaryAttr::get(ctx, r.attrs));
        results.push_back(r.type);
        if (!p.consumeIf(AsmToken::Comma)) break;
      }
      if (!p.expect(AsmToken::RParen, "')'")) return nullptr;
    } else {
      // Without parentheses a single type and no attributes: a `{` after it
      // opens the body.
      Type t = p.parseType();
      if (!t) return nullptr;
      results.push_back(t);
      resAttrs.push_back(DictionaryAttr::get(ctx, {}));
    }
  }
  attrs.push_back({ctx.intern("sym_name"), StringAttr::get(ctx, name)});
  attrs.push_back(
      {ctx.intern("function_type"), TypeAttr::get(FunctionType::get(ctx, inputs, results))});
  if (anyArgAttrs) attrs.push_back({ctx.intern("arg_attrs"), ArrayAttr::get(ctx, argAttrs)});
  if (anyResAttrs) attrs.push_back({ctx.intern("res_attrs"), ArrayAttr::get(ctx, resAttrs)});
  if (!parseAttributesKeyword(p, attrs)) return nullptr;
  Operation* op = create(p, info, attrs, {}, {}, 1);
  if (!op) return nullptr;
  if (p.tok().kind == AsmToken::LBrace) {
    if (!named && !args.empty())
      return p.emitError("expected SSA identifier for the arguments of a function with a body"),
             nullptr;
    if (!p.parseRegion(op->region(0), args, true)) return nullptr;
  }
  return op;
}

bool verifyFunc(Operation* op, DiagnosticList& diags) {
  FunctionType fn = functionTypeOf(op);
  if (!fn) return opError(op, diags, "requires a 'function_type' attribute of function type");
  Region& body = op->region(0);
  if (body.empty()) {
    if (!op->attr("sym_visibility"))
      return opError(op, diags, "symbol declaration cannot have public visibility");
    return true;
  }
  Block* entry = body.front();
  if (entry->numArguments() != fn.numInputs())
    return opError(op, diags,
                   "entry block must have " + std::to_string(fn.numInputs()) +
                       " arguments to match function signature");
  for (unsigned i = 0; i < fn.numInputs(); ++i)
    if (entry->argument(i)->type() != fn.input(i))
      return opError(op, diags,
                     "type of entry block argument #" + std::to_string(i) + "(" +
                         AsmPrinter::print(entry->argument(i)->type()) +
                         ") must match the type of the corresponding argument in function "
                         "signature(" +
                         AsmPrinter::print(fn.input(i)) + ")");
  return true;
}

// --- func.return -------------------------------------------------------------------------

void printReturn(Operation* op, AsmPrinter& p) {
  p << "return";
  if (op->numOperands() == 0) return;
  p << ' ';
  p.printOperands(op->operandSlots());
  p << " : ";
  for (unsigned i = 0; i < op->numOperands(); ++i) {
    if (i) p << ", ";
    p << op->operand(i)->type();
  }
}

/// `%a, %b : t, u` (both lists possibly empty); the values are resolved.
bool parseOperandsWithTypes(AsmParser& p, std::vector<Value*>& values) {
  std::vector<AsmParser::UnresolvedOperand> names;
  std::vector<Type> types;
  Location at = p.loc();
  if (!p.parseOperandList(names)) return false;
  if (!names.empty() && (!p.expect(AsmToken::Colon, "':'") || !p.parseTypeList(types)))
    return false;
  return p.resolveOperands(names, types, at, values);
}

Operation* parseReturn(const OpInfo& info, AsmParser& p) {
  std::vector<Value*> values;
  std::vector<NamedAttribute> attrs;
  if (!parseOperandsWithTypes(p, values)) return nullptr;
  return create(p, info, attrs, {}, values);
}

bool verifyReturn(Operation* op, DiagnosticList& diags) {
  Operation* parent = op->parentOp();
  if (!parent || !isa(parent, BuiltinOp::Func))
    return opError(op, diags, "expects parent op 'func.func'");
  FunctionType fn = functionTypeOf(parent);
  if (!fn) return true; // reported at the function
  if (op->numOperands() != fn.numResults())
    return opError(op, diags,
                   "has " + std::to_string(op->numOperands()) +
                       " operands, but enclosing function (@" +
                       std::string(parent->attr("sym_name").cast<StringAttr>().value()) +
                       ") returns " + std::to_string(fn.numResults()));
  for (unsigned i = 0; i < fn.numResults(); ++i)
    if (op->operand(i)->type() != fn.result(i))
      return opError(op, diags,
                     "type of return operand " + std::to_string(i) + " (" +
                         AsmPrinter::print(op->operand(i)->type()) +
                         ") doesn't match function result type (" +
                         AsmPrinter::print(fn.result(i)) + ")");
  return true;
}

// --- func.call -------------------------------------------------------------------------------

void printCall(Operation* op, AsmPrinter& p) {
  p << "call ";
  if (auto callee = op->attr("callee").dyn_cast<SymbolRefAttr>())
    p.printSymbolName(callee.symbol());
  p << '(';
  p.printOperands(op->operandSlots());
  p << ')';
  printAttributesKeyword(p, op, {"callee"});
  std::vector<Type> in, out;
  for (unsigned i = 0; i < op->numOperands(); ++i) in.push_back(op->operand(i)->type());
  for (unsigned i = 0; i < op->numResults(); ++i) out.push_back(op->result(i)->type());
  p << " : " << Type(FunctionType::get(op->context(), in, out));
}

Operation* parseCall(const OpInfo& info, AsmParser& p) {
  Context& ctx = p.context();
  std::string callee;
  std::vector<AsmParser::UnresolvedOperand> names;
  if (!p.parseSymbolName(callee) || !p.expect(AsmToken::LParen, "'('") ||
      !p.parseOperandList(names) || !p.expect(AsmToken::RParen, "')'"))
    return nullptr;
  std::vector<NamedAttribute> attrs;
  if (!p.parseOptionalAttrDict(attrs)) return nullptr;
  attrs.push_back({ctx.intern("callee"), SymbolRefAttr::get(ctx, callee)});
  Location at = p.loc();
  FunctionType fn;
  if (!p.expect(AsmToken::Colon, "':'") || !p.parseFunctionType(fn)) return nullptr;
  std::vector<Type> in, out;
  for (unsigned i = 0; i < fn.numInputs(); ++i) in.push_back(fn.input(i));
  for (unsigned i = 0; i < fn.numResults(); ++i) out.push_back(fn.result(i));
  std::vector<Value*> values;
  if (!p.resolveOperands(names, in, at, values)) return nullptr;
  return create(p, info, attrs, out, values);
}

bool verifyCall(Operation* op, DiagnosticList& diags) {
  auto callee = op->attr("callee").dyn_cast<SymbolRefAttr>();
  if (!callee) return opError(op, diags, "requires a 'callee' symbol reference attribute");
  Operation* fn = lookupSymbol(op, callee.symbol());
  if (!fn) return true; // the generic symbol check reports it
  if (!isa(fn, BuiltinOp::Func))
    return opError(op, diags,
                   "'" + std::string(callee.symbol()) + "' does not reference a valid function");
  FunctionType type = functionTypeOf(fn);
  if (!type) return true;
  if (type.numInputs() != op->numOperands())
    return opError(op, diags, "incorrect number of operands for callee");
  for (unsigned i = 0; i < type.numInputs(); ++i)
    if (op->operand(i)->type() != type.input(i))
      return opError(op, diags,
                     "operand type mismatch: expected operand type '" +
                         AsmPrinter::print(type.input(i)) + "', but provided '" +
                         AsmPrinter::print(op->operand(i)->type()) + "' for operand number " +
                         std::to_string(i));
  if (type.numResults() != op->numResults())
    return opError(op, diags, "incorrect number of results for callee");
  for (unsigned i = 0; i < type.numResults(); ++i)
    if (op->result(i)->type() != type.result(i))
      return opError(op, diags, "result type mismatch at index " + std::to_string(i));
  return true;
}

const OpInfo kOps[] = {
    {"builtin.module", makeOpcode(Dialect::Builtin, 0),
     OpTrait::IsolatedFromAbove | OpTrait::SymbolTable | OpTrait::NoTerminator |
         OpTrait::SingleBlock,
     nullptr, &printModule, &parseModule},
    {"func.func", makeOpcode(Dialect::Func, 0), OpTrait::IsolatedFromAbove | OpTrait::Symbol,
     &verifyFunc, &printFunc, &parseFunc},
    {"func.return", makeOpcode(Dialect::Func, 1),
     OpTrait::Terminator | OpTrait::ReturnLike | OpTrait::NoSideEffect, &verifyReturn, &printReturn,
     &parseReturn},
    {"func.call", makeOpcode(Dialect::Func, 2), 0, &verifyCall, &printCall, &parseCall},
};
static_assert(std::size(kOps) == size_t(BuiltinOp::Count));

} // namespace

const OpInfo& opInfo(BuiltinOp op) {
  return kOps[size_t(op)];
}

bool isa(const Operation* op, BuiltinOp kind) {
  return op && op->opcode() == kOps[size_t(kind)].opcode;
}

void registerDialect(Context& ctx) {
  if (!ctx.markDialectLoaded("builtin")) return;
  ctx.registerDialectId(Dialect::Builtin, "builtin");
  ctx.registerDialectId(Dialect::Func, "func");
  for (const OpInfo& info : kOps) ctx.registerOp(info);
}

} // namespace spvkit::builtin
