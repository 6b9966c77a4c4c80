#include "ir/AsmParser.h"
#include "ir/AsmPrinter.h"

#include <bit>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <limits>

namespace spvkit {

namespace {
constexpr unsigned kMaxNesting = AsmParser::kMaxNesting;

std::string key(const std::string& name, unsigned number) {
  return number ? name + "#" + std::to_string(number) : name;
}
} // namespace

struct AsmParser::Scope {
  bool isolated = false;
  std::unordered_map<std::string, Value*> values;
  // Where each value was defined: the "prior use here" note of a type clash.
  std::unordered_map<std::string, Location> defLocs;
  struct Forward {
    Value* placeholder;
    Location loc;
  };
  std::unordered_map<std::string, std::vector<Forward>> forwards;
};

struct AsmParser::RegionState {
  Region* region = nullptr;
  struct Ref {
    Block* block;
    Location loc;
    bool defined;
  };
  std::unordered_map<std::string, Ref> blocks;
};

AsmParser::AsmParser(Module* module, Context& ctx, std::string_view source,
                     std::string_view fileName, DiagnosticList& diags)
    : scratch_(module ? nullptr : std::make_unique<Module>(ctx)),
      module_(module ? module : scratch_.get()), ctx_(&ctx), diags_(diags),
      lexer_(source, ctx.intern(fileName)), builder_(*module_) {
  consume();
}

AsmParser::~AsmParser() = default;

bool AsmParser::parse(Module& module, std::string_view source, std::string_view fileName,
                      DiagnosticList& diags) {
  AsmParser p(&module, module.context(), source, fileName, diags);
  p.pushScope(true);
  p.regions_.push_back(std::make_unique<RegionState>());
  p.regions_.back()->region = &module.bodyRegion();
  while (!p.failed_ && p.tok_.kind != AsmToken::Eof) {
    if (p.tok_.kind == AsmToken::BangId || p.tok_.kind == AsmToken::HashId) {
      if (!p.parseAliasDefinition()) break;
      continue;
    }
    Operation* op = p.parseOperation();
    if (!op) break;
    module.body()->push_back(op);
  }
  if (!p.failed_) p.popScope();
  return !p.failed_;
}

Type AsmParser::parseType(Context& ctx, std::string_view text, DiagnosticList& diags) {
  AsmParser p(nullptr, ctx, text, "<type>", diags);
  Type t = p.parseType();
  if (t && p.tok_.kind != AsmToken::Eof) p.emitError("unexpected text after type");
  return p.failed_ ? Type() : t;
}

Attribute AsmParser::parseAttribute(Context& ctx, std::string_view text, DiagnosticList& diags) {
  AsmParser p(nullptr, ctx, text, "<attribute>", diags);
  Attribute a = p.parseAttribute();
  if (a && p.tok_.kind != AsmToken::Eof) p.emitError("unexpected text after attribute");
  return p.failed_ ? Attribute() : a;
}

// --- tokens ------------------------------------------------------------------------

void AsmParser::consume() {
  prevTokenEnd_ = uint32_t(tok_.offset + tok_.text.size());
  tok_ = lexer_.next();
  if (tok_.kind == AsmToken::Error && !failed_) emitError(tok_.loc, tok_.str);
}

bool AsmParser::consumeIf(AsmToken::Kind kind) {
  if (tok_.kind != kind) return false;
  consume();
  return true;
}

Location AsmParser::wrongTokenLoc() const {
  // As MLIR does, a token missing at the end of a line is reported where the
  // line ends (after the previous token), not at the next line's first token.
  if (tok_.kind == AsmToken::Eof || lexer_.newlineBetween(prevTokenEnd_, tok_.offset))
    return lexer_.locationAt(prevTokenEnd_);
  return tok_.loc;
}

bool AsmParser::expect(AsmToken::Kind kind, std::string_view what) {
  if (consumeIf(kind)) return true;
  Location at = wrongTokenLoc();
  if (tok_.kind == AsmToken::Eof)
    return emitError(at, "expected " + std::string(what) + ", found end of input");
  return emitError(at,
                   "expected " + std::string(what) + ", found '" + std::string(tok_.text) + "'");
}

bool AsmParser::emitError(Location loc, std::string message) {
  if (!failed_) diags_.error(loc, std::move(message));
  failed_ = true;
  return false;
}

bool AsmParser::parseOptionalKeyword(std::string_view keyword) {
  if (tok_.kind == AsmToken::Identifier && tok_.text == keyword) {
    consume();
    return true;
  }
  return false;
}

bool AsmParser::parseKeyword(std::string_view keyword) {
  if (parseOptionalKeyword(keyword)) return true;
  return emitError("expected '" + std::string(keyword) + "'");
}

bool AsmParser::parseKeywordOrString(std::string& out) {
  if (tok_.kind == AsmToken::Identifier)
    out = std::string(tok_.text);
  else if (tok_.kind == AsmToken::String)
    out = tok_.str;
  else
    return emitError("expected valid keyword or string");
  consume();
  return true;
}

bool AsmParser::parseInteger(int64_t& value) {
  bool negative = consumeIf(AsmToken::Minus);
  if (tok_.kind != AsmToken::Integer) return emitError("expected an integer");
  uint64_t v = 0;
  std::string_view t = tok_.text;
  int base = 10;
  if (t.starts_with("0x")) t.remove_prefix(2), base = 16;
  auto r = std::from_chars(t.data(), t.data() + t.size(), v, base);
  if (r.ec != std::errc() || r.ptr != t.data() + t.size())
    return emitError("integer literal out of range");
  if (negative && v > uint64_t(1) << 63) return emitError("integer literal out of range");
  value = negative ? int64_t(0 - v) : int64_t(v);
  consume();
  return true;
}

bool AsmParser::parseSymbolName(std::string& out) {
  if (tok_.kind != AsmToken::AtId) return emitError("expected a symbol name (@name)");
  out = tok_.str;
  consume();
  return true;
}

// --- scopes ------------------------------------------------------------------------

void AsmParser::pushScope(bool isolated) {
  scopes_.push_back(std::make_unique<Scope>());
  scopes_.back()->isolated = isolated;
}

bool AsmParser::popScope() {
  std::unique_ptr<Scope> s = std::move(scopes_.back());
  scopes_.pop_back();
  for (auto& [name, list] : s->forwards) {
    if (list.empty()) continue;
    if (s->isolated || scopes_.empty())
      return emitError(list.front().loc, "use of undefined value '%" + name + "'");
    auto& parent = scopes_.back()->forwards[name];
    parent.insert(parent.end(), list.begin(), list.end());
  }
  return true;
}

Value* AsmParser::lookupValue(const std::string& name, unsigned number) {
  std::string k = key(name, number);
  for (size_t i = scopes_.size(); i-- > 0;) {
    auto it = scopes_[i]->values.find(k);
    if (it != scopes_[i]->values.end()) return it->second;
    if (scopes_[i]->isolated) break;
  }
  return nullptr;
}

bool AsmParser::defineValue(const UnresolvedOperand& name, Value* v) {
  std::string k = key(name.name, name.number);
  for (size_t i = scopes_.size(); i-- > 0;) {
    if (scopes_[i]->values.count(k))
      return emitError(name.loc, "redefinition of value '%" + k + "'");
    if (scopes_[i]->isolated) break;
  }
  Scope& s = *scopes_.back();
  s.values[k] = v;
  s.defLocs[k] = name.loc;
  if (!name.name.empty() && !std::isdigit(uint8_t(name.name[0])) && name.number == 0)
    v->setName(ctx_->intern(name.name));
  auto it = s.forwards.find(k);
  if (it != s.forwards.end()) {
    for (auto& f : it->second) {
      if (f.placeholder->type() != v->type())
        return emitError(f.loc,
                         "use of value '%" + k + "' with a type different from its definition");
      f.placeholder->replaceAllUsesWith(v);
    }
    s.forwards.erase(it);
  }
  return true;
}

// --- operands ----------------------------------------------------------------------

bool AsmParser::parseOperand(UnresolvedOperand& out) {
  if (tok_.kind != AsmToken::PercentId) return emitError("expected SSA operand (%name)");
  out.loc = tok_.loc;
  std::string_view text = tok_.text;
  out.number = 0;
  if (auto hash = text.find('#'); hash != std::string_view::npos) {
    auto r = std::from_chars(text.data() + hash + 1, text.data() + text.size(), out.number);
    if (r.ec != std::errc() || r.ptr != text.data() + text.size())
      return emitError("invalid result number");
    text = text.substr(0, hash);
  }
  out.name = std::string(text);
  consume();
  return true;
}

bool AsmParser::parseOptionalOperand(UnresolvedOperand& out, bool& present) {
  present = tok_.kind == AsmToken::PercentId;
  return !present || parseOperand(out);
}

bool AsmParser::parseOperandList(std::vector<UnresolvedOperand>& out) {
  if (tok_.kind != AsmToken::PercentId) return true;
  do {
    out.emplace_back();
    if (!parseOperand(out.back())) return false;
  } while (consumeIf(AsmToken::Comma));
  return true;
}

Value* AsmParser::resolveOperand(const UnresolvedOperand& operand, Type type) {
  if (!type) return emitError(operand.loc, "missing type for operand"), nullptr;
  if (Value* v = lookupValue(operand.name, operand.number)) {
    if (v->type() != type) {
      // MLIR's wording: the type this use expects, then the value's own.
      emitError(operand.loc, "use of value '%" + key(operand.name, operand.number) +
                                 "' expects different type than prior uses: '" +
                                 AsmPrinter::print(type) + "' vs '" + AsmPrinter::print(v->type()) +
                                 "'");
      std::string k = key(operand.name, operand.number);
      for (size_t i = scopes_.size(); i-- > 0;)
        if (auto it = scopes_[i]->defLocs.find(k); it != scopes_[i]->defLocs.end()) {
          diags_.note(it->second, "prior use here");
          break;
        }
      return nullptr;
    }
    return v;
  }
  Value* placeholder = module_->arena().make<Value>();
  placeholder->init(type, nullptr, 0, false);
  scopes_.back()->forwards[key(operand.name, operand.number)].push_back({placeholder, operand.loc});
  return placeholder;
}

Value* AsmParser::resolveOperandUntyped(const UnresolvedOperand& operand) {
  if (Value* v = lookupValue(operand.name, operand.number)) return v;
  emitError(operand.loc, "use of undefined value '%" + key(operand.name, operand.number) + "'");
  return nullptr;
}

bool AsmParser::resolveOperands(const std::vector<UnresolvedOperand>& operands,
                                const std::vector<Type>& types, Location loc,
                                std::vector<Value*>& out) {
  if (operands.size() != types.size())
    return emitError(loc, std::to_string(operands.size()) + " operands present, but " +
                              std::to_string(types.size()) + " types given");
  for (size_t i = 0; i < operands.size(); ++i) {
    Value* v = resolveOperand(operands[i], types[i]);
    if (!v) return false;
    out.push_back(v);
  }
  return true;
}

// --- regions and blocks ------------------------------------------------------------------

bool AsmParser::parseArgumentList(std::vector<Argument>& out, bool allowAttrs) {
  if (!expect(AsmToken::LParen, "'('")) return false;
  while (tok_.kind != AsmToken::RParen) {
    Argument arg;
    if (!parseOperand(arg.name) || !expect(AsmToken::Colon, "':'") || !(arg.type = parseType()))
      return false;
    if (allowAttrs && tok_.kind == AsmToken::LBrace && !parseOptionalAttrDict(arg.attrs))
      return false;
    out.push_back(std::move(arg));
    if (!consumeIf(AsmToken::Comma)) break;
  }
  return expect(AsmToken::RParen, "')'");
}

Block* AsmParser::blockFor(const std::string& name, Location loc, bool define) {
  RegionState& rs = *regions_.back();
  auto it = rs.blocks.find(name);
  if (it == rs.blocks.end()) {
    Block* b = module_->createBlock();
    it = rs.blocks.emplace(name, RegionState::Ref{b, loc, false}).first;
  }
  if (define) {
    if (it->second.defined) {
      emitError(loc, "redefinition of block '^" + name + "'");
      return nullptr;
    }
    it->second.defined = true;
    rs.region->push_back(it->second.block);
  }
  return it->second.block;
}

bool AsmParser::parseSuccessor(Block*& out) {
  if (tok_.kind != AsmToken::CaretId)
    return emitError(wrongTokenLoc(), "expected block name (^bb)");
  if (regions_.empty()) return emitError("block reference outside of a region");
  out = blockFor(std::string(tok_.text), tok_.loc, false);
  consume();
  return true;
}

bool AsmParser::parseSuccessorAndArgs(Block*& out, std::vector<Value*>& args) {
  if (!parseSuccessor(out)) return false;
  if (!consumeIf(AsmToken::LParen)) return true;
  std::vector<UnresolvedOperand> ops;
  std::vector<Type> types;
  Location at = tok_.loc;
  if (!parseOperandList(ops) || !expect(AsmToken::Colon, "':'") || !parseTypeList(types) ||
      !expect(AsmToken::RParen, "')'"))
    return false;
  return resolveOperands(ops, types, at, args);
}

bool AsmParser::parseBlockBody(Block* block) {
  while (tok_.kind != AsmToken::RBrace && tok_.kind != AsmToken::CaretId &&
         tok_.kind != AsmToken::Eof) {
    Operation* op = parseOperation();
    if (!op) return false;
    block->push_back(op);
  }
  return !failed_;
}

bool AsmParser::parseRegion(Region& region, const std::vector<Argument>& entryArgs, bool isolated) {
  if (!expect(AsmToken::LBrace, "'{'")) return false;
  if (++depth_ > kMaxNesting)
    return emitError("regions nested deeper than " + std::to_string(kMaxNesting));
  pushScope(isolated);
  regions_.push_back(std::make_unique<RegionState>());
  regions_.back()->region = &region;
  bool ok = true;
  if (tok_.kind != AsmToken::RBrace) {
    if (tok_.kind != AsmToken::CaretId || !entryArgs.empty()) {
      Block* entry = region.addBlock(module_->arena());
      for (auto& a : entryArgs) ok = ok && defineValue(a.name, entry->addArgument(a.type));
      ok = ok && parseBlockBody(entry);
    }
    while (ok && tok_.kind == AsmToken::CaretId) {
      Location at = tok_.loc;
      std::string name(tok_.text);
      consume();
      Block* b = blockFor(name, at, true);
      if (!b) return false;
      if (tok_.kind == AsmToken::LParen) {
        std::vector<Argument> args;
        ok = parseArgumentList(args);
        for (auto& a : args) ok = ok && defineValue(a.name, b->addArgument(a.type));
      }
      ok = ok && expect(AsmToken::Colon, "':' after block label") && parseBlockBody(b);
    }
  } else if (!entryArgs.empty()) {
    Block* entry = region.addBlock(module_->arena());
    for (auto& a : entryArgs) ok = ok && defineValue(a.name, entry->addArgument(a.type));
  }
  ok = ok && expect(AsmToken::RBrace, "'}'");
  if (ok)
    for (auto& [name, ref] : regions_.back()->blocks)
      if (!ref.defined) {
        ok = emitError(ref.loc, "reference to an undefined block '^" + name + "'");
        break;
      }
  regions_.pop_back();
  ok = ok && popScope();
  --depth_;
  return ok;
}

// --- operations ------------------------------------------------------------------------------

Operation* AsmParser::create(const Operation::State& state) {
  if (!Operation::fitsLimits(state)) {
    emitError(state.loc, "operation '" + std::string(state.info->name) +
                             "' has more results, successors or attributes than an operation "
                             "can hold (" +
                             std::to_string(Operation::kMaxResults) + " results, " +
                             std::to_string(Operation::kMaxSuccessors) + " successors)");
    return nullptr;
  }
  return module_->create(state);
}

Operation* AsmParser::parseOperation() {
  Location loc = tok_.loc;
  std::vector<std::pair<UnresolvedOperand, unsigned>> results;
  if (tok_.kind == AsmToken::PercentId) {
    do {
      UnresolvedOperand r;
      if (!parseOperand(r)) return nullptr;
      unsigned count = 1;
      if (consumeIf(AsmToken::Colon)) {
        int64_t n;
        if (!parseInteger(n)) return nullptr;
        if (n < 1 || n > 65535) return emitError("invalid result count"), nullptr;
        count = unsigned(n);
      }
      results.push_back({r, count});
    } while (consumeIf(AsmToken::Comma));
    if (!expect(AsmToken::Equal, "'='")) return nullptr;
  }
  unsigned total = 0;
  for (auto& r : results) total += r.second;
  pendingResults_ = total;
  Location opLoc = tok_.loc;
  Operation* op = nullptr;
  if (tok_.kind == AsmToken::String) {
    const OpInfo* info = ctx_->lookupOp(tok_.str);
    if (!info) return emitError("unknown operation '" + tok_.str + "'"), nullptr;
    consume();
    op = parseGenericOperation(*info, opLoc);
  } else if (tok_.kind == AsmToken::Identifier) {
    std::string name(tok_.text);
    const OpInfo* info = lookupBareOp(name);
    if (!info) return emitError("unknown operation '" + name + "'"), nullptr;
    if (!info->parse)
      return emitError("'" + name + "' has no custom syntax; use the generic form \"" + name +
                       "\"(...)"),
             nullptr;
    consume();
    enclosingOps_.push_back(info);
    op = info->parse(*info, *this);
    enclosingOps_.pop_back();
    if (op && !op->loc().known()) op->setLoc(opLoc);
  } else {
    return emitError("expected an operation"), nullptr;
  }
  if (!op || failed_) return nullptr;
  op->setLoc(opLoc);
  // Trailing location: loc("file":line:col) is accepted and ignored.
  if (tok_.kind == AsmToken::Identifier && tok_.text == "loc") {
    consume();
    if (!expect(AsmToken::LParen, "'('")) return nullptr;
    for (int depth = 1; depth > 0 && tok_.kind != AsmToken::Eof;) {
      if (tok_.kind == AsmToken::LParen) ++depth;
      if (tok_.kind == AsmToken::RParen) --depth;
      consume();
    }
  }
  if (op->numResults() != total)
    return emitError(loc, "operation defines " + std::to_string(op->numResults()) +
                              " results but " + std::to_string(total) + " names were given"),
           nullptr;
  unsigned index = 0;
  for (auto& [name, count] : results)
    for (unsigned i = 0; i < count; ++i) {
      UnresolvedOperand n = name;
      n.number = count > 1 ? i : 0;
      if (!defineValue(n, op->result(index++))) return nullptr;
    }
  return op;
}

const OpInfo* AsmParser::lookupBareOp(std::string_view name) const {
  if (const OpInfo* info = ctx_->lookupOp(name)) return info;
  if (name.find('.') != std::string_view::npos) return nullptr;
  for (size_t i = enclosingOps_.size(); i-- > 0;) {
    std::string_view outer = enclosingOps_[i]->name;
    std::string qualified(outer.substr(0, outer.find('.') + 1));
    qualified += name;
    if (const OpInfo* info = ctx_->lookupOp(qualified)) return info;
  }
  return ctx_->lookupOp("builtin." + std::string(name));
}

bool AsmParser::parseAliasDefinition() {
  bool isType = tok_.kind == AsmToken::BangId;
  std::string name(tok_.text);
  Location at = tok_.loc;
  consume();
  if (!expect(AsmToken::Equal, "'=' in alias definition")) return false;
  if (isType) {
    if (typeAliases_.count(name) || ctx_->typeHooksByMnemonic(name))
      return emitError(at, "redefinition of type alias id '" + name + "'");
    Type t = parseType();
    if (!t) return false;
    typeAliases_.emplace(name, t);
    return true;
  }
  if (attrAliases_.count(name) || ctx_->attrHooksByMnemonic(name))
    return emitError(at, "redefinition of attribute alias id '" + name + "'");
  Attribute a = parseAttribute();
  if (!a) return false;
  attrAliases_.emplace(name, a);
  return true;
}

Type AsmParser::typeAlias(std::string_view name) const {
  auto it = typeAliases_.find(std::string(name));
  return it == typeAliases_.end() ? Type() : it->second;
}

Attribute AsmParser::attrAlias(std::string_view name) const {
  auto it = attrAliases_.find(std::string(name));
  return it == attrAliases_.end() ? Attribute() : it->second;
}

Operation* AsmParser::parseGenericOp() {
  Location loc = tok_.loc;
  if (tok_.kind != AsmToken::String) return emitError("expected a generic operation"), nullptr;
  const OpInfo* info = ctx_->lookupOp(tok_.str);
  if (!info) return emitError("unknown operation '" + tok_.str + "'"), nullptr;
  consume();
  Operation* op = parseGenericOperation(*info, loc);
  if (op) op->setLoc(loc);
  return op;
}

Operation* AsmParser::parseGenericOperation(const OpInfo& info, Location loc) {
  std::vector<UnresolvedOperand> operands;
  if (!expect(AsmToken::LParen, "'('") || !parseOperandList(operands) ||
      !expect(AsmToken::RParen, "')'"))
    return nullptr;
  std::vector<Block*> successors;
  std::vector<std::vector<Value*>> succArgs;
  if (consumeIf(AsmToken::LSquare)) {
    do {
      successors.emplace_back();
      succArgs.emplace_back();
      if (!parseSuccessorAndArgs(successors.back(), succArgs.back())) return nullptr;
    } while (consumeIf(AsmToken::Comma));
    if (!expect(AsmToken::RSquare, "']'")) return nullptr;
  }
  // Regions are parsed into a detached op created after the types are known;
  // park them in a scratch op first.
  std::vector<Region*> regions;
  Operation* holder = nullptr;
  if (tok_.kind == AsmToken::LParen) {
    consume();
    std::vector<Region*> tmp;
    Operation::State hs;
    hs.info = &info;
    hs.numRegions = 16;
    holder = create(hs);
    unsigned n = 0;
    do {
      if (n == 16) return emitError("too many regions"), nullptr;
      if (!parseRegion(holder->region(n++), {}, info.has(OpTrait::IsolatedFromAbove)))
        return nullptr;
    } while (consumeIf(AsmToken::Comma));
    for (unsigned i = 0; i < n; ++i) regions.push_back(&holder->region(i));
    if (!expect(AsmToken::RParen, "')'")) return nullptr;
  }
  std::vector<NamedAttribute> attrs;
  if (!parseOptionalAttrDict(attrs) || !expect(AsmToken::Colon, "':'")) return nullptr;
  FunctionType fnType;
  if (!parseFunctionType(fnType)) return nullptr;
  std::vector<Type> inputs, outputs;
  for (unsigned i = 0; i < fnType.numInputs(); ++i) inputs.push_back(fnType.input(i));
  for (unsigned i = 0; i < fnType.numResults(); ++i) outputs.push_back(fnType.result(i));
  std::vector<Value*> values;
  if (!resolveOperands(operands, inputs, loc, values)) return nullptr;
  std::vector<uint32_t> counts;
  for (auto& a : succArgs) {
    counts.push_back(uint32_t(a.size()));
    values.insert(values.end(), a.begin(), a.end());
  }
  Operation::State st;
  st.info = &info;
  st.loc = loc;
  st.resultTypes = outputs;
  st.operands = values;
  st.attributes = attrs;
  st.successors = successors;
  st.successorOperandCounts = counts;
  st.numRegions = unsigned(regions.size());
  Operation* op = create(st);
  if (!op) return nullptr;
  for (size_t i = 0; i < regions.size(); ++i) {
    op->region(unsigned(i)).takeBody(*regions[i]);
  }
  return op;
}

} // namespace spvkit
