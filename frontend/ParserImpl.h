// Internal state of the tensor-language parser (see Parser.h). Split over
// Parser.cpp (program structure, scopes, recovery, attributes),
// ParserTypes.cpp (types, constants) and ParserInstructions.cpp (one routine
// per instruction form).
#pragma once

#include "frontend/Lexer.h"
#include "frontend/Parser.h"
#include "ir/tensor/Ops.h"
#include "ir/tensor/Types.h"

#include <string>
#include <unordered_map>
#include <vector>

namespace spvkit::frontend {

/// Thrown after a syntax error has been reported; caught where the parser
/// can resynchronize (instruction, function).
struct SyntaxError {};

class ParserImpl {
public:
  ParserImpl(const SourceManager& sm, FileId file, DiagnosticEngine& diags, Module& module,
             SourceMap& sources, const ParseOptions& options);
  ParseResult run();

  // --- tokens and errors ------------------------------------------------------------
  const Token& tok() const { return toks_[pos_]; }
  const Token& peek(size_t n = 1) const {
    return toks_[pos_ + n < toks_.size() ? pos_ + n : toks_.size() - 1];
  }
  const Token& consume() {
    const Token& t = toks_[pos_];
    if (pos_ + 1 < toks_.size()) ++pos_;
    return t;
  }
  bool consumeIf(TokenKind k) {
    if (!tok().is(k)) return false;
    consume();
    return true;
  }
  bool consumeIf(Keyword kw) {
    if (!tok().is(kw)) return false;
    consume();
    return true;
  }
  /// Reports a syntax error and throws SyntaxError.
  [[noreturn]] void fail(SourceRange range, std::string message);
  /// "expected <what>" at the current token.
  [[noreturn]] void failExpected(std::string_view what) {
    fail(tok().range, "expected " + std::string(what));
  }
  const Token& expect(TokenKind k, std::string_view what) {
    if (!tok().is(k)) failExpected(what);
    return consume();
  }
  const Token& expect(Keyword kw, std::string_view what) {
    if (!tok().is(kw)) failExpected(what);
    return consume();
  }
  /// A semantic error found while parsing (does not stop parsing).
  DiagnosticBuilder semaError(SourceRange range, std::string message);

  // --- scopes -----------------------------------------------------------------------
  struct Def {
    Value* value = nullptr; // null: poisoned (its definition failed)
    SourceRange range;
  };
  void pushScope() { scopes_.emplace_back(); }
  void popScope() { scopes_.pop_back(); }
  /// Defines `%name` in the innermost scope; reports a redefinition if visible.
  void define(const Token& name, Value* v);
  /// Defines names that failed so that their uses stay quiet.
  void poison(const std::vector<Token>& names);
  /// Resolves a local identifier token (null if undefined or poisoned).
  Value* lookup(const Token& name);

  // --- pieces -----------------------------------------------------------------------
  /// A local-identifier operand, appended to `inst`.
  struct Inst;
  Value* parseOperand(Inst& inst);
  /// `[` operands `]` (possibly empty).
  void parseIndexList(Inst& inst);
  int64_t parseIntegerConstant(Inst& inst);
  Type parseType();
  Type parseNumberType();
  Type parseMemrefType();
  Type parseGroupType();
  Type parseCoopmatrixType();
  /// `: type` appended to the result types.
  Type parseResultType(Inst& inst);
  Attribute parseConstantValue(SourceRange& range);
  Attribute parseAttribute(AttrSource* src, unsigned depth);
  /// `{ name = attr, ... }`
  DictionaryAttr parseDictionary(std::vector<AttrSource>& src, unsigned depth);

  // --- program structure ------------------------------------------------------------
  void parseFunction();
  /// Parses `{ instructions }` into `block` (already holding its arguments).
  void parseRegion(Block* block, OpSource& src);
  void parseInstruction();
  void recover(size_t instructionStart);

  struct Inst {
    tensor::OpKind kind{};
    Token name;
    std::vector<Token> resultNames;
    std::vector<Value*> operands;
    std::vector<Type> resultTypes;
    std::vector<NamedAttribute> attrs;
    unsigned numRegions = 0;
    OpSource src;
  };
  void parseModifiers(Inst& inst);
  void parseBody(Inst& inst);
  /// Creates the op (detached); `insert` puts it in the current block,
  /// defines its results and records its sources.
  Operation* create(Inst& inst);
  void insert(Operation* op, Inst& inst);
  void setAttr(Inst& inst, std::string_view name, Attribute value);
  Attribute intAttr(int64_t v);
  Block* addBlock(Operation* op, unsigned region, std::span<const Type> argTypes,
                  std::span<const Token> argNames);
  Type typeOf(Value* v, Type fallback) const { return v ? v->type() : fallback; }

  const SourceManager& sm_;
  FileId file_;
  DiagnosticEngine& diags_;
  Module& module_;
  Context& ctx_;
  SourceMap& sources_;
  ParseOptions options_;
  std::vector<Token> toks_;
  size_t pos_ = 0;
  /// Keyed by the identifiers' spelling in the source buffer, which outlives
  /// the parser (no string is built to define or look up a value).
  std::vector<std::unordered_map<std::string_view, Def>> scopes_;
  std::unordered_map<std::string, SourceRange> functions_;
  Block* block_ = nullptr;
  unsigned depth_ = 0;
  /// First token of the function header / instruction being parsed.
  size_t stmtStart_ = 0;
  /// Validate strided layouts (argument types; views are checked by the
  /// instructions that produce them).
  bool checkLayout_ = false;
  bool eofReported_ = false;
  unsigned syntaxErrors_ = 0;
  unsigned errors_ = 0;
};

} // namespace spvkit::frontend
