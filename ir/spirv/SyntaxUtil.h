// Helpers shared by the SPIR-V syntax files (internal to ir/spirv).
//
// They cover what every custom printer/parser needs: building the op from
// parsed pieces, enum attributes in their three spellings (`<Device>`,
// `"Device"`, `Device`), the grammar operand layout of an op, and the result
// type rules MLIR infers instead of printing.
#pragma once

#include "ir/AsmParser.h"
#include "ir/AsmPrinter.h"
#include "ir/spirv/Dialect.h"
#include "ir/spirv/OperandMap.h"

#include <string>
#include <vector>

namespace spvkit::spirv::syntax {

/// The table entry ops are created with: an alias (spirv.KHR.X) resolves to
/// its grammar op (spirv.XKHR).
const OpInfo& canonical(const OpInfo& info);

/// Pieces of an op under construction.
struct OpParts {
  std::vector<Type> resultTypes;
  std::vector<Value*> operands;
  std::vector<NamedAttribute> attrs;
  std::vector<Block*> successors;
  std::vector<std::vector<Value*>> successorArgs;
  unsigned numRegions = 0;

  void addAttr(Context& ctx, std::string_view name, Attribute value) {
    attrs.push_back({ctx.intern(name), value});
  }
  /// Creates the op (detached) for the parser; null if parsing failed.
  Operation* create(AsmParser& p, const OpInfo& info);
};

// --- enums ---------------------------------------------------------------------------
/// The enum domain name the parser knows a grammar kind by ("StorageClass").
std::string_view domainName(OperandKind kind);
/// `Function` / `Volatile|Aligned` (no quotes or brackets).
std::string enumText(Attribute attr);
/// The custom op and attribute an enum is read for, to word errors as MLIR's
/// parsers do ("custom op 'spirv.EntryPoint' invalid execution_model attribute
/// specification: \"X\"").
struct EnumSite {
  std::string_view op;   // "spirv.EntryPoint"
  std::string_view attr; // "execution_model"
};
/// Parses `<X>`, `"X"` or `X` (X may be `A|B`) as an enum of `kind`; errors in
/// MLIR's custom-parser wording when `site` is given.
Attribute parseEnum(AsmParser& p, OperandKind kind, const EnumSite* site = nullptr);
/// `"X"` only, as MLIR's parseEnumStrAttr: another attribute is "expected
/// <attr> attribute specified as string".
Attribute parseEnumString(AsmParser& p, OperandKind kind, EnumSite site);
/// True if the next token can start an enum value in any spelling.
bool atEnum(AsmParser& p);

// --- grammar operand layout --------------------------------------------------------------
/// The operand mapping of a grammar or OpenCL.std op (empty for dialect ops).
std::span<const OperandMapping> mappingOf(const OpInfo& info);
/// The mapping entry that carries attribute `name`, or null.
const OperandMapping* attrMapping(const OpInfo& info, std::string_view name);
/// How the attribute of an operand is spelled in custom syntax and parsed back.
Attribute parseAttrOfKind(AsmParser& p, const OperandMapping& operand);
void printAttrOfKind(AsmPrinter& p, Attribute attr);

// --- types ---------------------------------------------------------------------------
/// i1, or vector<N x i1> shaped like `like`.
Type boolLike(Type like);
/// The pointee of a pointer type, else null.
Type pointee(Type t);
/// The type reached by indexing `t` with constant `indices` (composite
/// extract / access chain); null if an index is out of range or not constant.
Type walkComposite(Type t, std::span<const int64_t> indices);
/// Why walkComposite(t, indices) fails, in MLIR 19's words ("index 4 out of
/// bounds for '...'", "cannot extract from non-composite type 'f32' with
/// index 1", "expected at least one index for spirv.CompositeExtract"), or
/// empty if it does not.
std::string compositeIndexError(Type t, std::span<const int64_t> indices);
/// The pointer type an access chain on `base` yields with `indices` (the
/// first `skip` do not step into the type); null after a located error at
/// `at`, in MLIR 19's words.
Type accessChainResult(AsmParser& p, Location at, Type base, std::span<Value* const> indices,
                       unsigned skip);
/// The constant integer defined by `v`'s spirv.Constant, if it has one.
std::optional<int64_t> constantIndex(Value* v);

// --- robustness -----------------------------------------------------------------------
/// True if every operand is set (custom printers read operand types).
bool operandsSet(Operation* op);

/// Custom printers assume the op's shape; an op without it (half-built or
/// invalid IR, e.g. in an error message) prints generically instead, so
/// printing never crashes. `Results` < 0 accepts any result count.
template <void (*Print)(Operation*, AsmPrinter&), unsigned MinOperands, int Results,
          unsigned Regions = 0, unsigned Successors = 0>
void guarded(Operation* op, AsmPrinter& p) {
  bool ok = op->numOperands() >= MinOperands && operandsSet(op) &&
            (Results < 0 || op->numResults() == unsigned(Results)) && op->numRegions() == Regions &&
            op->numSuccessors() == Successors;
  if (ok)
    Print(op, p);
  else
    p.printGenericOp(op);
}

/// Prints ` : t1, t2` style comma lists.
void printTypeList(AsmPrinter& p, std::span<const Type> types);
std::vector<Type> typesOf(std::span<OpOperand> operands);

/// ` {attrs}` without `elided`, MLIR-style (leading space only when non-empty).
/// The op's attributes but those named in `elided`.
std::vector<NamedAttribute> attributesExcept(Operation* op,
                                             std::initializer_list<std::string_view> elided);
/// GlobalVariable's (and, as MLIR reads it, Variable's) optional
/// `bind(set, binding)` and `built_in("name")`, as attributes of `parts`.
bool parseBindAndBuiltIn(AsmParser& p, OpParts& parts);
void printAttrDict(AsmPrinter& p, Operation* op, std::initializer_list<std::string_view> elided);
/// `{a = 1, ...}` (braces always; no leading space), with a linkage dictionary
/// spelled as MLIR's `#spirv.linkage_attributes<...>`.
void printAttrDict(AsmPrinter& p, std::span<const NamedAttribute> attrs);
/// ` attributes {...}` of the op's attributes without `elided` (nothing if none
/// remain), and its parser (true if absent or well formed).
void printAttributesKeyword(AsmPrinter& p, Operation* op,
                            std::initializer_list<std::string_view> elided);
bool parseAttributesKeyword(AsmParser& p, OpParts& parts);
/// `"Function"` of a pointer type's storage class.
std::string storageClassName(Type ptr);
bool parseStorageClass(AsmParser& p, uint32_t& sc);

} // namespace spvkit::spirv::syntax
