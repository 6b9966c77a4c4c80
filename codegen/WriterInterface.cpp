// Entry-point interfaces: the global variables OpEntryPoint lists.
//
// SPIR-V 1.4 made the interface every global variable the entry point's call
// tree uses; before, only its Input and Output variables (others are invalid
// there). The IR's `interface` list is written as given, and the variables
// the rule requires that it misses follow, in module order, so that a module
// written by hand or by a lowering that followed the older rule (MLIR's lists
// Input/Output only) is still valid for its version.
#include "codegen/ModuleWriter.h"

#include "SpirvOps.h"

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

bool ModuleWriter::interfaceVariables(std::string_view entryFn, ArrayAttr listed,
                                      std::vector<uint32_t>& ids, Location loc) {
  // The globals used by the call tree, found by walking it (each function once).
  std::unordered_map<std::string_view, bool> used, visitedFns;
  std::vector<Operation*> fns, stack;
  auto visitFn = [&](std::string_view name) {
    auto it = symbols_.find(name);
    if (it == symbols_.end() || !isDialectOp(it->second.op, DialectOp::Func)) return;
    if (visitedFns.emplace(name, true).second) fns.push_back(it->second.op);
  };
  visitFn(entryFn);
  while (!fns.empty()) {
    Operation* fn = fns.back();
    fns.pop_back();
    for (unsigned i = 0; i < fn->numRegions(); ++i)
      for (Block* b : fn->region(i))
        for (Operation* op : *b) stack.push_back(op);
    while (!stack.empty()) {
      Operation* op = stack.back();
      stack.pop_back();
      if (isDialectOp(op, DialectOp::AddressOf))
        used.emplace(symbolName(AddressOfOp(op).variableAttr()), true);
      else if (op->opcode() == opcodeOf(Op::FunctionCall))
        visitFn(symbolName(FunctionCallOp(op).function()));
      for (unsigned i = 0; i < op->numRegions(); ++i)
        for (Block* b : op->region(i))
          for (Operation* nested : *b) stack.push_back(nested);
    }
  }

  bool all = version_ >= 0x10400;
  std::unordered_map<std::string_view, bool> inList;
  if (listed)
    for (Attribute a : listed.elements()) {
      ids.push_back(symbolId(a, loc));
      if (!ids.back()) return false;
      inList.emplace(symbolName(a), true);
    }
  for (Operation* op : *moduleBody_) {
    if (!isDialectOp(op, DialectOp::GlobalVariable)) continue;
    auto name = symbolName(GlobalVariableOp(op).symNameAttr());
    if (!used.count(name) || inList.count(name)) continue;
    auto ptr = GlobalVariableOp(op).type().dyn_cast<PointerType>();
    if (!ptr) continue; // writeGlobalVariable reports it
    auto sc = StorageClass(ptr.storageClass());
    if (!all && sc != StorageClass::Input && sc != StorageClass::Output) continue;
    ids.push_back(symbolId(name, loc));
    if (!ids.back()) return false;
  }
  return true;
}

} // namespace spvkit::spirv
