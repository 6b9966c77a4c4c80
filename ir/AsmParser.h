// AsmParser: the one parser of the MLIR-like text form for all dialects.
//
// It reads the generic form of any registered op and dispatches to an op's
// custom parse hook when the op name appears bare (`spirv.IAdd ...`). It owns
// SSA name scoping (regions see enclosing names, isolated-from-above ops do
// not), forward references within a region, block labels, types and
// attributes, and `!name = type` / `#name = attr` aliases. Errors are located (file:line:col) and
// collected; parsing stops at the first error of an op and never crashes on bad input.
#pragma once

#include "ir/AsmLexer.h"
#include "ir/Builder.h"
#include "ir/Diagnostic.h"

#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace spvkit {

class AsmParser {
public:
  /// Regions, types and attributes nested deeper than this are an error
  /// rather than a risk of stack overflow.
  static constexpr unsigned kMaxNesting = 256;

  /// Parses `source` into `module`'s top-level block. Returns false (with
  /// diagnostics) on error; the module then holds whatever was complete.
  static bool parse(Module& module, std::string_view source, std::string_view fileName,
                    DiagnosticList& diags);
  /// Parses one type / attribute (for tools and tests).
  static Type parseType(Context& ctx, std::string_view text, DiagnosticList& diags);
  static Attribute parseAttribute(Context& ctx, std::string_view text, DiagnosticList& diags);

  AsmParser(Module* module, Context& ctx, std::string_view source, std::string_view fileName,
            DiagnosticList& diags);
  ~AsmParser();

  // --- tokens --------------------------------------------------------------
  const AsmToken& tok() const { return tok_; }
  void consume();
  bool consumeIf(AsmToken::Kind kind);
  /// Consumes a token of `kind` or reports "expected <what>".
  bool expect(AsmToken::Kind kind, std::string_view what);
  bool parseOptionalKeyword(std::string_view keyword);
  bool parseKeyword(std::string_view keyword);
  /// A bare identifier or a string.
  bool parseKeywordOrString(std::string& out);
  bool parseInteger(int64_t& value);
  bool parseSymbolName(std::string& out);
  Location loc() const { return tok_.loc; }
  /// Where an error about the current token being the wrong one goes: the
  /// token, or the end of the previous line when the token starts a line.
  Location wrongTokenLoc() const;
  Context& context() const { return *ctx_; }
  Module& module() const { return *module_; }
  Builder& builder() { return builder_; }

  /// Reports an error; always returns false / null for convenient chaining.
  bool emitError(Location loc, std::string message);
  bool emitError(std::string message) { return emitError(tok_.loc, std::move(message)); }
  bool failed() const { return failed_; }

  // --- SSA operands ----------------------------------------------------------
  struct UnresolvedOperand {
    std::string name;
    unsigned number = 0; // for `%x#1`
    Location loc;
  };
  bool parseOperand(UnresolvedOperand& out);
  bool parseOptionalOperand(UnresolvedOperand& out, bool& present);
  /// Comma-separated operands; possibly empty.
  bool parseOperandList(std::vector<UnresolvedOperand>& out);
  Value* resolveOperand(const UnresolvedOperand& operand, Type type);
  bool resolveOperands(const std::vector<UnresolvedOperand>& operands,
                       const std::vector<Type>& types, Location loc, std::vector<Value*>& out);
  /// Resolves an operand whose type is taken from its (already seen) definition.
  Value* resolveOperandUntyped(const UnresolvedOperand& operand);

  // --- types and attributes -----------------------------------------------------
  Type parseType();
  bool parseTypeList(std::vector<Type>& out);
  bool parseColonType(Type& out);
  /// `(t, t) -> t`, `(t) -> (t, t)`, or `t` for a single result when allowed.
  bool parseFunctionType(FunctionType& out);
  /// Dimensions `4x8x` in front of an element type.
  bool parseDimensionList(std::vector<int64_t>& dims);
  /// At a dialect type's `<`: true if its body's brackets nest (MLIR's
  /// "unbalanced '[' character in pretty dialect name" otherwise); the
  /// position is unchanged.
  bool checkBalancedBody();
  /// `expectedType` types a bare number.
  Attribute parseAttribute(Type expectedType = {});
  bool parseOptionalAttrDict(std::vector<NamedAttribute>& out);
  /// `<Name>` / `<A|B>` / a string or bare name, as a value of `domainName`.
  bool parseEnumValue(std::string_view domainName, uint32_t& value, bool angled);

  // --- regions and blocks -------------------------------------------------------
  struct Argument {
    UnresolvedOperand name;
    Type type;
    std::vector<NamedAttribute> attrs;
  };
  /// `(%a: i32 {attrs}, %b: f32)`; `allowAttrs` accepts per-argument dictionaries.
  bool parseArgumentList(std::vector<Argument>& out, bool allowAttrs = false);
  /// Parses `{ ... }` into `region`. `entryArgs` become the entry block's
  /// arguments. An isolated region does not see enclosing values.
  bool parseRegion(Region& region, const std::vector<Argument>& entryArgs, bool isolated);
  bool parseSuccessor(Block*& out);
  /// `^bb1` or `^bb1(%a, %b : i32, f32)`.
  bool parseSuccessorAndArgs(Block*& out, std::vector<Value*>& args);

  /// Creates a detached op (the caller's hook returns it to the parser).
  Operation* create(const Operation::State& state);
  /// The number of results named before `=` for the op being parsed.
  unsigned numPendingResults() const { return pendingResults_; }

  Operation* parseOperation();
  /// `!name = type` / `#name = attribute` (top level only, as in MLIR).
  bool parseAliasDefinition();
  /// The type / attribute an alias names, or null.
  Type typeAlias(std::string_view name) const;
  Attribute attrAlias(std::string_view name) const;
  /// A generic-form op (`"spirv.IAdd"(%a, %b) : (i32, i32) -> i32`) without
  /// result names: the op another op's custom syntax wraps.
  Operation* parseGenericOp();

private:
  struct Scope;
  struct RegionState;
  Operation* parseGenericOperation(const OpInfo& info, Location loc);
  /// The op a bare name means: itself, else (for a name without a dialect)
  /// the same name in the dialect of an enclosing op or in `builtin`, as
  /// MLIR's default dialects resolve `return` in func.func and `module`.
  const OpInfo* lookupBareOp(std::string_view name) const;
  bool parseBlockBody(Block* block);
  Value* lookupValue(const std::string& name, unsigned number);
  bool defineValue(const UnresolvedOperand& name, Value* v);
  Block* blockFor(const std::string& name, Location loc, bool define);
  bool finishRegion();
  void pushScope(bool isolated);
  bool popScope();

  std::unique_ptr<Module> scratch_; // owns ops when parsing types/attrs alone
  Module* module_;
  Context* ctx_;
  DiagnosticList& diags_;
  AsmLexer lexer_;
  AsmToken tok_;
  uint32_t prevTokenEnd_ = 0; // byte offset just past the last consumed token
  Builder builder_;
  bool failed_ = false;
  unsigned pendingResults_ = 0;
  unsigned depth_ = 0;
  std::vector<std::unique_ptr<Scope>> scopes_;
  std::vector<std::unique_ptr<RegionState>> regions_;
  /// The ops whose custom syntax is being parsed, outermost first.
  std::vector<const OpInfo*> enclosingOps_;
  std::unordered_map<std::string, Type> typeAliases_;
  std::unordered_map<std::string, Attribute> attrAliases_;
};

} // namespace spvkit
