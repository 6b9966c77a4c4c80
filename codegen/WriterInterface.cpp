// Entry-point interfaces: the global variables OpEntryPoint lists.
//
// SPIR-V 1.4 made the interface every global variable the entry point's call
// tree uses; before, only its Input and Output variables (others are invalid
// there). The IR's `interface` list is written as given, and the variables
// the rule requires that it misses follow, in the order a walk of the call
// tree meets them (deterministic), so that a module
// written by hand or by a lowering that followed the older rule (MLIR's lists
// Input/Output only) is still valid for its version.
#include "codegen/ModuleWriter.h"

#include "SpirvOps.h"

#include <algorithm>

namespace spvkit::spirv {

namespace {

bool isDialectOp(const Operation* op, DialectOp d) {
  return op->opcode() == opcodeOf(d);
}

std::string_view symbolName(Attribute a) {
  if (auto s = a.dyn_cast<SymbolRefAttr>()) return s.symbol();
  if (auto s = a.dyn_cast<StringAttr>()) return s.value();
  return {};
}

} // namespace

void ModuleWriter::collectInterfaceCandidates(Operation* module) {
  ifaceCandidates_.clear();
  bool all = version_ >= 0x10400;
  for (Operation* op : *module->region(0).front()) {
    if (!isDialectOp(op, DialectOp::GlobalVariable)) continue;
    auto ptr = GlobalVariableOp(op).type().dyn_cast<PointerType>();
    if (!ptr) continue;
    auto sc = StorageClass(ptr.storageClass());
    if (all || sc == StorageClass::Input || sc == StorageClass::Output)
      ifaceCandidates_.push_back(op);
  }
}

bool ModuleWriter::interfaceVariables(std::string_view entryFn, ArrayAttr listed,
                                      std::vector<uint32_t>& ids, Location loc) {
  // ifaceSeen_: functions walked and globals listed or added (by op). Both are
  // member scratch: a module may have hundreds of entry points.
  ifaceSeen_.clear();
  auto symbolOp = [&](std::string_view name) -> Operation* {
    auto it = symbols_.find(name);
    return it == symbols_.end() ? nullptr : it->second.op;
  };
  if (listed)
    for (Attribute a : listed.elements()) {
      ids.push_back(symbolId(a, loc));
      if (!ids.back()) return false;
      if (Operation* g = symbolOp(symbolName(a))) ifaceSeen_.set(g, 1);
    }
  // Nothing to add when every global the rule could add is listed (e.g. a
  // kernel listing its built-ins): no walk.
  bool complete = true;
  for (Operation* g : ifaceCandidates_) complete = complete && ifaceSeen_.find(g);
  if (complete) return true;
  bool all = version_ >= 0x10400;
  std::vector<Operation*>& fns = ifaceFns_;
  std::vector<Operation*>& stack = ifaceStack_;
  fns.clear();
  stack.clear();
  auto visitFn = [&](std::string_view name) {
    Operation* fn = symbolOp(name);
    bool inserted = false;
    if (fn && isDialectOp(fn, DialectOp::Func)) {
      ifaceSeen_.insert(fn, 1, inserted);
      if (inserted) fns.push_back(fn);
    }
  };
  // The ops nested in `op`, so that they are popped in IR order.
  auto pushOps = [&](Operation* op) {
    size_t from = stack.size();
    for (unsigned i = 0; i < op->numRegions(); ++i)
      for (Block* b : op->region(i))
        for (Operation* nested : *b) stack.push_back(nested);
    std::reverse(stack.begin() + long(from), stack.end());
  };
  // The globals the call tree uses, in the order the walk meets them.
  visitFn(entryFn);
  while (!fns.empty()) {
    Operation* fn = fns.back();
    fns.pop_back();
    pushOps(fn);
    while (!stack.empty()) {
      Operation* op = stack.back();
      stack.pop_back();
      if (isDialectOp(op, DialectOp::AddressOf)) {
        std::string_view name = symbolName(AddressOfOp(op).variableAttr());
        Operation* g = symbolOp(name);
        bool inserted = false;
        if (!g || !isDialectOp(g, DialectOp::GlobalVariable)) continue;
        ifaceSeen_.insert(g, 1, inserted);
        auto ptr = GlobalVariableOp(g).type().dyn_cast<PointerType>();
        if (!inserted || !ptr) continue; // writeGlobalVariable reports a missing type
        auto sc = StorageClass(ptr.storageClass());
        if (!all && sc != StorageClass::Input && sc != StorageClass::Output) continue;
        ids.push_back(symbolId(name, loc));
        if (!ids.back()) return false;
        continue;
      }
      if (op->opcode() == opcodeOf(Op::FunctionCall))
        visitFn(symbolName(FunctionCallOp(op).function()));
      pushOps(op);
    }
  }
  return true;
}

} // namespace spvkit::spirv
