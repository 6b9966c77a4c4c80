// AsmPrinter: the one printer of the MLIR-like text form for all dialects.
//
// Ops print in their dialect's custom syntax when their `OpInfo` has a print
// hook, otherwise in the generic form `"name"(%a) {attrs} : (t) -> r`. Values
// keep their name hints (`%sum`) when unique and are numbered otherwise;
// numbering restarts inside every isolated-from-above op, as in MLIR.
#pragma once

#include "ir/Module.h"

#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

namespace spvkit {

struct PrintOptions {
  bool generic = false;        // ignore custom syntax
  bool printLocations = false; // append `loc("file":l:c)`
};

class AsmPrinter {
public:
  using Options = PrintOptions;

  explicit AsmPrinter(Options options) : options_(options) {}
  AsmPrinter() : AsmPrinter(Options{}) {}

  /// The text of every top-level op of `module`.
  static std::string print(Module& module, Options options = {});
  static std::string print(Operation* op, Options options = {});
  static std::string print(Type type);
  static std::string print(Attribute attr);

  void printTopLevel(Module& module);
  void printOperation(Operation* op);
  std::string& out() { return out_; }
  const Options& options() const { return options_; }

  // --- pieces for custom printers ---------------------------------------------
  AsmPrinter& operator<<(std::string_view s) {
    out_ += s;
    return *this;
  }
  AsmPrinter& operator<<(char c) {
    out_ += c;
    return *this;
  }
  AsmPrinter& operator<<(int64_t v) {
    out_ += std::to_string(v);
    return *this;
  }
  AsmPrinter& operator<<(Type t) {
    printType(t);
    return *this;
  }
  AsmPrinter& operator<<(Attribute a) {
    printAttribute(a);
    return *this;
  }
  AsmPrinter& operator<<(Value* v) {
    printOperand(v);
    return *this;
  }

  void printType(Type type);
  /// `elideType` drops the `: type` suffix of integer/float attributes.
  void printAttribute(Attribute attr, bool elideType = false);
  /// Only the enumerant's name (`Function`, `Volatile|Aligned`).
  void printEnumName(Attribute attr);
  void printOperand(Value* v);
  void printOperands(std::span<OpOperand> operands);
  void printSymbolName(std::string_view name);
  void printString(std::string_view s);
  /// `^bb1` or `^bb1(%a, %b : i32, f32)`.
  void printSuccessorAndArgs(Operation* op, unsigned i);
  void printBlockName(Block* b);
  /// `{a = 1, b}` of the op's attributes except `elided`; nothing if empty.
  void printOptionalAttrDict(Operation* op, std::initializer_list<std::string_view> elided = {});
  void printOptionalAttrDict(std::span<const NamedAttribute> attrs,
                             std::initializer_list<std::string_view> elided = {});
  /// `name = value`, or `name` for a unit attribute (one dictionary entry).
  void printNamedAttribute(const NamedAttribute& attr);
  /// ` {`, blocks, `}`. The entry block label is printed when it has
  /// arguments and `printEntryBlockArgs`, or when other blocks branch to it.
  void printRegion(Region& region, bool printEntryBlockArgs = true);
  /// `(%a: i32, %b: f32)`
  void printArgumentList(Block* b);
  void printGenericOp(Operation* op);
  void printResults(Operation* op);
  void newline();

  std::string_view valueName(Value* v);

private:
  void nameValuesIn(Operation* isolated);
  void nameRegion(Region& r);
  void nameValue(Value* v);
  void printBlock(Block* b, bool printLabel);
  std::string uniqueName(std::string_view hint);

  Options options_;
  std::string out_;
  int indent_ = 0;
  std::unordered_map<Value*, std::string> valueNames_;
  std::unordered_map<Block*, unsigned> blockIds_;
  std::unordered_set<std::string> usedNames_;
  unsigned nextValueId_ = 0;
  unsigned nextBlockId_ = 0;
};

} // namespace spvkit
