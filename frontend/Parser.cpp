// Program structure of the tensor-language parser: functions, regions,
// instruction dispatch, scoping, attributes and error recovery.
#include "frontend/ParserImpl.h"

#include "ir/Block.h"

namespace spvkit::frontend {

using namespace tensor;

ParserImpl::ParserImpl(const SourceManager& sm, FileId file, DiagnosticEngine& diags,
                       Module& module, SourceMap& sources, const ParseOptions& options)
    : sm_(sm), file_(file), diags_(diags), module_(module), ctx_(module.context()),
      sources_(sources), options_(options) {
  registerDialect(ctx_);
  // Lexer diagnostics go to the same engine; the parser still sees a token
  // for every lexical error (marked invalid) and reports no second error on it.
  const unsigned before = diags.errorCount();
  toks_ = tokenize(sm, file, diags);
  syntaxErrors_ = errors_ = diags.errorCount() - before;
}

void ParserImpl::fail(SourceRange range, std::string message) {
  // A token the lexer already complained about needs no second error,
  // and a statement holding a lexical error gets no syntax errors (they would
  // only be consequences of the lexical one).
  bool lexical = false;
  for (size_t i = stmtStart_; i <= pos_ && i < toks_.size(); ++i)
    lexical = lexical || toks_[i].invalid;
  // Unterminated input would otherwise report one error per open region.
  const bool atEnd = tok().is(TokenKind::EndOfFile);
  if (!lexical && !(atEnd && eofReported_)) {
    eofReported_ = eofReported_ || atEnd;
    diags_.error(range, std::move(message));
    ++syntaxErrors_;
    ++errors_;
  }
  throw SyntaxError{};
}

DiagnosticBuilder ParserImpl::semaError(SourceRange range, std::string message) {
  ++errors_;
  return diags_.error(range, std::move(message));
}

// --- scopes --------------------------------------------------------------------------

void ParserImpl::define(const Token& name, Value* v) {
  const std::string_view key = name.text;
  for (auto it = scopes_.rbegin(); it != scopes_.rend(); ++it) {
    auto found = it->find(key);
    if (found == it->end()) continue;
    semaError(name.range, "redefinition of '" + std::string(key) + "'")
        .note(found->second.range, "previous definition is here");
    return;
  }
  scopes_.back()[key] = Def{v, name.range};
  if (v) {
    v->setName(ctx_.intern(name.identifierName()));
    sources_.setDefinition(v, name.range);
  }
}

void ParserImpl::poison(const std::vector<Token>& names) {
  for (const Token& n : names) {
    const std::string_view key = n.text;
    bool visible = false;
    for (auto& s : scopes_) visible = visible || s.count(key);
    if (!visible) scopes_.back()[key] = Def{nullptr, n.range};
  }
}

Value* ParserImpl::lookup(const Token& name) {
  const std::string_view key = name.text;
  for (auto it = scopes_.rbegin(); it != scopes_.rend(); ++it) {
    auto found = it->find(key);
    if (found != it->end()) return found->second.value;
  }
  semaError(name.range, "use of undefined value '" + std::string(key) + "'");
  return nullptr;
}

// --- program -------------------------------------------------------------------------

ParseResult ParserImpl::run() {
  while (!tok().is(TokenKind::EndOfFile) && !diags_.shouldStop()) {
    const size_t start = pos_;
    try {
      if (!tok().is(Keyword::Func)) failExpected("'func'");
      parseFunction();
    } catch (const SyntaxError&) {
      // Resynchronize at the next function.
      if (pos_ == start) consume();
      while (!tok().is(TokenKind::EndOfFile) && !(tok().is(Keyword::Func) && tok().atStartOfLine))
        consume();
      scopes_.clear();
      depth_ = 0;
    }
  }
  return {syntaxErrors_, errors_};
}

void ParserImpl::parseFunction() {
  Inst inst;
  inst.kind = OpKind::Func;
  stmtStart_ = pos_;
  inst.name = consume(); // func
  const Token& name = expect(TokenKind::GlobalIdentifier, "global identifier");
  inst.src.name = name.range;
  const std::string fname(name.text);
  if (auto it = functions_.find(fname); it != functions_.end())
    semaError(name.range, "redefinition of '" + fname + "'")
        .note(it->second, "previous definition is here");
  else
    functions_[fname] = name.range;
  setAttr(inst, "sym_name", StringAttr::get(ctx_, name.identifierName()));

  expect(TokenKind::LParen, "'('");
  std::vector<Token> argNames;
  std::vector<Type> argTypes;
  std::vector<Attribute> argAttrs;
  if (!tok().is(TokenKind::RParen)) {
    do {
      argNames.push_back(expect(TokenKind::LocalIdentifier, "local identifier"));
      expect(TokenKind::Colon, "':'");
      const SourceLocation typeBegin = tok().range.begin;
      checkLayout_ = true;
      argTypes.push_back(parseType());
      checkLayout_ = false;
      inst.src.types.push_back({typeBegin, toks_[pos_ - 1].range.end});
      inst.src.argAttrs.emplace_back();
      if (tok().is(TokenKind::LBrace))
        argAttrs.push_back(parseDictionary(inst.src.argAttrs.back(), 0));
      else
        argAttrs.push_back(DictionaryAttr::get(ctx_, {}));
    } while (consumeIf(TokenKind::Comma));
  }
  expect(TokenKind::RParen, "')'");
  setAttr(inst, "arg_attrs", ArrayAttr::get(ctx_, argAttrs));
  if (consumeIf(Keyword::Attributes)) {
    if (!tok().is(TokenKind::LBrace)) failExpected("'{'");
    setAttr(inst, "attributes", parseDictionary(inst.src.attrs, 0));
  }
  if (!tok().is(TokenKind::LBrace)) failExpected("'{'");
  inst.numRegions = 1;
  Operation* op = create(inst);
  scopes_.clear();
  pushScope();
  Block* body = addBlock(op, 0, argTypes, argNames);
  for (const Token& a : argNames) inst.src.regionArgs.push_back(a.range);
  block_ = nullptr;
  parseRegion(body, inst.src);
  popScope();
  module_.body()->push_back(op);
  sources_.add(op) = std::move(inst.src);
}

Block* ParserImpl::addBlock(Operation* op, unsigned region, std::span<const Type> argTypes,
                            std::span<const Token> argNames) {
  Block* b = op->region(region).addBlock(module_.arena());
  for (size_t i = 0; i < argTypes.size(); ++i) {
    Value* v = b->addArgument(argTypes[i]);
    if (i < argNames.size()) define(argNames[i], v);
  }
  return b;
}

void ParserImpl::parseRegion(Block* block, OpSource& src) {
  if (!tok().is(TokenKind::LBrace)) failExpected("'{'");
  const Token& open = consume();
  if (++depth_ > options_.maxNesting) {
    --depth_;
    fail(open.range, "regions are nested too deeply (the limit is " +
                         std::to_string(options_.maxNesting) + ")");
  }
  Block* saved = block_;
  block_ = block;
  while (!tok().is(TokenKind::RBrace) && !tok().is(TokenKind::EndOfFile) && !diags_.shouldStop()) {
    const size_t start = pos_;
    try {
      parseInstruction();
    } catch (const SyntaxError&) {
      recover(start);
    }
  }
  block_ = saved;
  --depth_;
  src.regionEnds.push_back(tok().range);
  expect(TokenKind::RBrace, "'}'");
}

void ParserImpl::recover(size_t start) {
  if (pos_ == start && !tok().is(TokenKind::RBrace)) consume();
  unsigned depth = 0;
  while (!tok().is(TokenKind::EndOfFile)) {
    const Token& t = tok();
    if (depth == 0 && (t.atStartOfLine || t.is(TokenKind::RBrace))) {
      // A `}` that closes this region or a line that starts a new instruction.
      if (t.is(TokenKind::RBrace) || t.is(TokenKind::LocalIdentifier) || t.is(TokenKind::Keyword) ||
          t.is(TokenKind::BareWord))
        break;
    }
    if (t.is(TokenKind::LBrace)) ++depth;
    if (t.is(TokenKind::RBrace)) --depth;
    consume();
  }
}

// --- instructions ----------------------------------------------------------------------

void ParserImpl::setAttr(Inst& inst, std::string_view name, Attribute value) {
  inst.attrs.push_back({ctx_.intern(name), value});
}

Attribute ParserImpl::intAttr(int64_t v) {
  return IntegerAttr::get(IntegerType::get(ctx_, 64), v);
}

Operation* ParserImpl::create(Inst& inst) {
  Operation::State st;
  st.info = &opInfo(inst.kind);
  const LineColumn lc = sm_.lineColumn(inst.name.range.begin);
  st.loc = Location{ctx_.intern(sm_.name(file_)), lc.line, lc.column};
  st.resultTypes = inst.resultTypes;
  st.operands = inst.operands;
  st.attributes = inst.attrs;
  st.numRegions = inst.numRegions;
  return module_.create(st);
}

void ParserImpl::insert(Operation* op, Inst& inst) {
  block_->push_back(op);
  for (size_t i = 0; i < inst.resultNames.size(); ++i) {
    if (i < op->numResults())
      define(inst.resultNames[i], op->result(unsigned(i)));
    else
      poison({inst.resultNames[i]});
  }
  for (const Token& r : inst.resultNames) inst.src.results.push_back(r.range);
  sources_.add(op) = std::move(inst.src);
}

// --- attributes ----------------------------------------------------------------------------

Attribute ParserImpl::parseAttribute(AttrSource* src, unsigned depth) {
  if (depth > options_.maxNesting) fail(tok().range, "attributes are nested too deeply");
  const Token& t = tok();
  const SourceLocation begin = t.range.begin;
  Attribute result;
  if (t.is(TokenKind::IntegerConstant)) {
    consume();
    result = intAttr(t.intValue);
  } else if (t.is(Keyword::True) || t.is(Keyword::False)) {
    consume();
    result = BoolAttr::get(ctx_, t.is(Keyword::True));
  } else if (t.is(TokenKind::String)) {
    consume();
    result = StringAttr::get(ctx_, t.stringValue());
  } else if (t.is(TokenKind::LSquare)) {
    consume();
    std::vector<Attribute> elems;
    if (!tok().is(TokenKind::RSquare)) {
      do {
        const SourceLocation eb = tok().range.begin;
        elems.push_back(parseAttribute(nullptr, depth + 1));
        if (src) src->entries.push_back({eb, toks_[pos_ - 1].range.end});
      } while (consumeIf(TokenKind::Comma));
    }
    expect(TokenKind::RSquare, "']'");
    result = ArrayAttr::get(ctx_, elems);
  } else if (t.is(TokenKind::LBrace)) {
    std::vector<AttrSource> inner;
    result = parseDictionary(inner, depth + 1);
  } else {
    failExpected("attribute");
  }
  if (src) src->valueRange = {begin, toks_[pos_ - 1].range.end};
  return result;
}

DictionaryAttr ParserImpl::parseDictionary(std::vector<AttrSource>& src, unsigned depth) {
  if (depth > options_.maxNesting) fail(tok().range, "attributes are nested too deeply");
  expect(TokenKind::LBrace, "'{'");
  std::vector<NamedAttribute> entries;
  if (!tok().is(TokenKind::RBrace)) {
    do {
      const Token& t = tok();
      std::string name;
      if (t.is(TokenKind::String))
        name = std::string(t.stringValue());
      else if (t.kind == TokenKind::Keyword &&
               (keywordClass(t.keyword) == KeywordClass::AttributeName ||
                t.is(Keyword::SubgroupSize)))
        name = std::string(t.text);
      else
        failExpected("attribute name");
      consume();
      AttrSource as;
      as.name = name;
      as.nameRange = t.range;
      expect(TokenKind::Equal, "'='");
      Attribute value = parseAttribute(&as, depth + 1);
      bool duplicate = false;
      for (const AttrSource& prev : src) duplicate = duplicate || prev.name == name;
      if (duplicate)
        semaError(t.range, "duplicate attribute '" + name + "'");
      else
        entries.push_back({ctx_.intern(name), value});
      src.push_back(std::move(as));
    } while (consumeIf(TokenKind::Comma));
  }
  expect(TokenKind::RBrace, "'}'");
  return DictionaryAttr::get(ctx_, entries);
}

ParseResult parseProgram(const SourceManager& sm, FileId file, DiagnosticEngine& diags,
                         Module& module, SourceMap& sources, const ParseOptions& options) {
  ParserImpl p(sm, file, diags, module, sources, options);
  return p.run();
}

} // namespace spvkit::frontend
