#include "ir/AsmPrinter.h"

#include <bit>
#include <charconv>
#include <cmath>
#include <cstring>

namespace spvkit {

namespace {

bool isBareName(std::string_view s) {
  if (s.empty() || !(std::isalpha(uint8_t(s[0])) || s[0] == '_')) return false;
  for (char c : s)
    if (!(std::isalnum(uint8_t(c)) || c == '_' || c == '$' || c == '.')) return false;
  return true;
}

} // namespace

std::string AsmPrinter::print(Module& module, Options options) {
  AsmPrinter p(options);
  p.printTopLevel(module);
  return std::move(p.out_);
}

std::string AsmPrinter::print(Operation* op, Options options) {
  AsmPrinter p(options);
  p.nameValuesIn(op);
  p.printOperation(op);
  p.out_ += '\n';
  return std::move(p.out_);
}

std::string AsmPrinter::print(Type type) {
  AsmPrinter p;
  p.printType(type);
  return std::move(p.out_);
}

std::string AsmPrinter::print(Attribute attr) {
  AsmPrinter p;
  p.printAttribute(attr);
  return std::move(p.out_);
}

void AsmPrinter::printTopLevel(Module& module) {
  nameRegion(module.bodyRegion());
  for (Operation* op : *module.body()) {
    printOperation(op);
    out_ += '\n';
  }
}

// --- naming ----------------------------------------------------------------------

std::string AsmPrinter::uniqueName(std::string_view hint) {
  std::string base(hint);
  if (usedNames_.insert(base).second) return base;
  for (unsigned i = 1;; ++i) {
    std::string candidate = base + "_" + std::to_string(i);
    if (usedNames_.insert(candidate).second) return candidate;
  }
}

void AsmPrinter::nameValue(Value* v) {
  if (valueNames_.count(v)) return;
  std::string name;
  if (!v->name().empty() && isBareName(v->name()) && !std::isdigit(uint8_t(v->name()[0])))
    name = uniqueName(v->name());
  else {
    do name = std::to_string(nextValueId_++);
    while (!usedNames_.insert(name).second);
  }
  valueNames_[v] = std::move(name);
}

void AsmPrinter::nameRegion(Region& r) {
  for (Block* b : r.blocks()) {
    blockIds_[b] = nextBlockId_++;
    for (Value* a : b->arguments()) nameValue(a);
    for (Operation* op : *b) {
      for (unsigned i = 0; i < op->numResults(); ++i) nameValue(op->result(i));
      if (op->has(OpTrait::IsolatedFromAbove)) continue; // named when printed
      for (unsigned i = 0; i < op->numRegions(); ++i) nameRegion(op->region(i));
    }
  }
}

void AsmPrinter::nameValuesIn(Operation* isolated) {
  for (unsigned i = 0; i < isolated->numResults(); ++i) nameValue(isolated->result(i));
  for (unsigned i = 0; i < isolated->numRegions(); ++i) nameRegion(isolated->region(i));
}

std::string_view AsmPrinter::valueName(Value* v) {
  auto it = valueNames_.find(v);
  if (it == valueNames_.end()) {
    nameValue(v);
    it = valueNames_.find(v);
  }
  return it->second;
}

// --- operations --------------------------------------------------------------------

void AsmPrinter::newline() {
  out_ += '\n';
  out_.append(size_t(indent_) * 2, ' ');
}

void AsmPrinter::printResults(Operation* op) {
  if (op->numResults() == 0) return;
  for (unsigned i = 0; i < op->numResults(); ++i) {
    if (i) out_ += ", ";
    out_ += '%';
    out_ += valueName(op->result(i));
  }
  out_ += " = ";
}

void AsmPrinter::printOperation(Operation* op) {
  if (op->has(OpTrait::IsolatedFromAbove)) {
    // Fresh numbering scope, but keep the names visible from outside.
    auto savedNames = usedNames_;
    unsigned savedId = nextValueId_, savedBlock = nextBlockId_;
    nextValueId_ = 0;
    nextBlockId_ = 0;
    for (unsigned i = 0; i < op->numRegions(); ++i) nameRegion(op->region(i));
    printResults(op);
    if (op->info().print && !options_.generic)
      op->info().print(op, *this);
    else
      printGenericOp(op);
    usedNames_ = std::move(savedNames);
    nextValueId_ = savedId;
    nextBlockId_ = savedBlock;
  } else {
    printResults(op);
    if (op->info().print && !options_.generic)
      op->info().print(op, *this);
    else
      printGenericOp(op);
  }
  if (options_.printLocations && op->loc().known()) {
    out_ += " loc(";
    printString(op->loc().file);
    out_ += ':' + std::to_string(op->loc().line) + ':' + std::to_string(op->loc().col) + ')';
  }
}

void AsmPrinter::printGenericOp(Operation* op) {
  printString(op->name());
  out_ += '(';
  unsigned n = op->numNonSuccessorOperands();
  for (unsigned i = 0; i < n; ++i) {
    if (i) out_ += ", ";
    printOperand(op->operand(i));
  }
  out_ += ')';
  if (op->numSuccessors()) {
    out_ += '[';
    for (unsigned i = 0; i < op->numSuccessors(); ++i) {
      if (i) out_ += ", ";
      printSuccessorAndArgs(op, i);
    }
    out_ += ']';
  }
  if (op->numRegions()) {
    out_ += " (";
    for (unsigned i = 0; i < op->numRegions(); ++i) {
      if (i) out_ += ", ";
      printRegion(op->region(i));
    }
    out_ += ')';
  }
  if (op->attributes().size()) out_ += ' ';
  printOptionalAttrDict(op);
  out_ += " : (";
  for (unsigned i = 0; i < n; ++i) {
    if (i) out_ += ", ";
    printType(op->operand(i)->type());
  }
  out_ += ") -> ";
  if (op->numResults() == 1)
    printType(op->result(0)->type());
  else {
    out_ += '(';
    for (unsigned i = 0; i < op->numResults(); ++i) {
      if (i) out_ += ", ";
      printType(op->result(i)->type());
    }
    out_ += ')';
  }
}

void AsmPrinter::printOperand(Value* v) {
  if (!v) {
    out_ += "<<null>>";
    return;
  }
  out_ += '%';
  out_ += valueName(v);
}

void AsmPrinter::printOperands(std::span<OpOperand> operands) {
  for (size_t i = 0; i < operands.size(); ++i) {
    if (i) out_ += ", ";
    printOperand(operands[i].get());
  }
}

void AsmPrinter::printSymbolName(std::string_view name) {
  out_ += '@';
  if (isBareName(name))
    out_ += name;
  else
    printString(name);
}

void AsmPrinter::printString(std::string_view s) {
  out_ += '"';
  for (char c : s) {
    if (c == '"' || c == '\\') {
      out_ += '\\';
      out_ += c;
    } else if (c == '\n')
      out_ += "\\n";
    else if (c == '\t')
      out_ += "\\t";
    else if (uint8_t(c) < 0x20 || uint8_t(c) >= 0x7f) {
      char buf[4];
      std::snprintf(buf, sizeof buf, "\\%02X", uint8_t(c));
      out_ += buf;
    } else
      out_ += c;
  }
  out_ += '"';
}

void AsmPrinter::printBlockName(Block* b) {
  auto it = blockIds_.find(b);
  if (it == blockIds_.end()) it = blockIds_.emplace(b, nextBlockId_++).first;
  out_ += "^bb" + std::to_string(it->second);
}

void AsmPrinter::printSuccessorAndArgs(Operation* op, unsigned i) {
  printBlockName(op->successor(i));
  auto args = op->successorOperands(i);
  if (args.empty()) return;
  out_ += '(';
  printOperands(args);
  out_ += " : ";
  for (size_t j = 0; j < args.size(); ++j) {
    if (j) out_ += ", ";
    printType(args[j].get()->type());
  }
  out_ += ')';
}

void AsmPrinter::printOptionalAttrDict(Operation* op, std::initializer_list<std::string_view> el) {
  printOptionalAttrDict(op->attributes(), el);
}

void AsmPrinter::printOptionalAttrDict(std::span<const NamedAttribute> attrs,
                                       std::initializer_list<std::string_view> elided) {
  bool first = true;
  for (auto& a : attrs) {
    bool skip = false;
    for (auto e : elided) skip |= a.name == e;
    if (skip) continue;
    out_ += first ? "{" : ", ";
    first = false;
    printNamedAttribute(a);
  }
  if (!first) out_ += '}';
}

void AsmPrinter::printNamedAttribute(const NamedAttribute& a) {
  if (isBareName(a.name))
    out_ += a.name;
  else
    printString(a.name);
  if (!a.value.isa<UnitAttr>()) {
    out_ += " = ";
    printAttribute(a.value);
  }
}

void AsmPrinter::printArgumentList(Block* b) {
  out_ += '(';
  for (unsigned i = 0; i < b->numArguments(); ++i) {
    if (i) out_ += ", ";
    printOperand(b->argument(i));
    out_ += ": ";
    printType(b->argument(i)->type());
  }
  out_ += ')';
}

void AsmPrinter::printBlock(Block* b, bool printLabel) {
  if (printLabel) {
    out_.append(size_t(indent_ > 0 ? indent_ - 1 : 0) * 2, ' ');
    printBlockName(b);
    if (b->numArguments()) printArgumentList(b);
    out_ += ":\n";
  }
  for (Operation* op : *b) {
    out_.append(size_t(indent_) * 2, ' ');
    printOperation(op);
    out_ += '\n';
  }
}

void AsmPrinter::printRegion(Region& region, bool printEntryBlockArgs) {
  out_ += "{\n";
  ++indent_;
  bool entryReferenced = false;
  for (Block* b : region.blocks())
    if (Operation* t = b->back())
      for (unsigned i = 0; i < t->numSuccessors(); ++i)
        entryReferenced |= t->successor(i) == region.front();
  bool first = true;
  for (Block* b : region.blocks()) {
    bool label = !first || entryReferenced || (printEntryBlockArgs && b->numArguments());
    printBlock(b, label);
    first = false;
  }
  --indent_;
  out_.append(size_t(indent_) * 2, ' ');
  out_ += '}';
}

} // namespace spvkit
