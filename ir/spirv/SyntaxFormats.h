// The declarative assembly formats of the SPIR-V ops (internal to ir/spirv).
//
// MLIR generates a printer and parser per op from its format string
// (`$operand1 `,` $operand2 `:` type($operand1) attr-dict`). Ours are listed
// in ir/spirv/dialect_overrides.json and bound to our ops by the generator at
// build time: its `$names` are matched to SSA operand groups (in grammar
// order), attributes (by operand-mapping name) and results, into constexpr
// tables that the printer and parser here walk; nothing is parsed or bound at
// run time. Formats that do not bind (names we do not have, custom<>
// directives) fall back to the default syntax; formatStatus() says why, for
// the tests.
#pragma once

#include "ir/AsmParser.h"
#include "ir/AsmPrinter.h"

#include <string>
#include <vector>

namespace spvkit::spirv::syntax {

/// The name custom syntax prints: MLIR's (`spirv.KHR.CooperativeMatrixMulAdd`)
/// for the vendor ops MLIR names differently, else the op's own name.
std::string_view printedName(const Operation* op);

/// True if op `opcode` has a bound seed format; then print/parse use it.
bool hasFormat(uint32_t opcode);
void printWithFormat(Operation* op, AsmPrinter& p);
Operation* parseWithFormat(const OpInfo& info, AsmParser& p);

struct FormatStatus {
  std::string mlirName; // as in the seed (spirv.KHR.CooperativeMatrixLoad)
  std::string ourName;  // the grammar op it maps to, "" if none
  std::string format;   // "custom" for hand-written MLIR syntax
  bool bound = false;   // the interpreter drives this op
  std::string why;      // when not bound
};
/// One entry per format of ir/spirv/dialect_overrides.json.
const std::vector<FormatStatus>& formatStatus();

/// The uniform syntax of grammar ops without a seed format:
/// `spirv.X %a, %b, ^bb1(%c : i32) {attrs} : (ta, tb) -> r`.
void printDefault(Operation* op, AsmPrinter& p);
Operation* parseDefault(const OpInfo& info, AsmParser& p);

/// Hand-written syntax (SyntaxDialectOps.cpp / SyntaxGrammarOps.cpp); true if installed.
bool installDialectSyntax(OpInfo& info);
bool installGrammarSyntax(OpInfo& info);
/// The memory ops' part of it (SyntaxMemoryOps.cpp); called by installGrammarSyntax.
bool installMemorySyntax(OpInfo& info);
bool installSpecConstantSyntax(OpInfo& info); // SyntaxSpecConstants.cpp
/// spirv.module, spirv.func, globals, entry points (SyntaxModuleOps.cpp).
bool installModuleSyntax(OpInfo& info);

/// The grammar op MLIR's name denotes (`spirv.KHR.CooperativeMatrixLoad` ->
/// CooperativeMatrixLoadKHR), or null.
const OpInfo* opForMlirName(std::string_view mlirName);

} // namespace spvkit::spirv::syntax
