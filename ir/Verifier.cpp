#include "ir/Verifier.h"

#include "ir/AsmPrinter.h"
#include "ir/Block.h"
#include "ir/Dominance.h"
#include "ir/Module.h"

#include <unordered_map>
#include <vector>

namespace spvkit {

namespace {

using SymbolMap = std::unordered_map<std::string_view, Operation*>;

std::string_view symbolName(Operation* op) {
  auto s = op->attr("sym_name").dyn_cast<StringAttr>();
  return s ? s.value() : std::string_view();
}

/// The block whose ops are the symbols visible from `from`.
const Block* symbolBlockFor(Operation* from) {
  Operation* outermost = from;
  for (Operation* p = from->parentOp(); p; p = p->parentOp()) {
    if (p->has(OpTrait::SymbolTable))
      return p->numRegions() && !p->region(0).empty() ? p->region(0).front() : nullptr;
    outermost = p;
  }
  return outermost->block();
}

struct VerifierState;
thread_local VerifierState* tCurrent = nullptr;
// Numbers the runs of this thread (verifierRunId): never 0, never reused.
thread_local uint64_t tLastRunId = 0;

} // namespace

thread_local constinit uint64_t detail::tVerifierRunId = 0;

namespace {

struct VerifierState {
  explicit VerifierState(DiagnosticList& d) : diags(d), previous(tCurrent), runId(++tLastRunId) {
    tCurrent = this;
    detail::tVerifierRunId = runId;
  }
  ~VerifierState() {
    tCurrent = previous;
    detail::tVerifierRunId = previous ? previous->runId : 0;
  }

  DiagnosticList& diags;
  VerifierState* previous;
  uint64_t runId;
  DominanceInfo dom;
  // The last region whose dominator tree a use needed: the uses of one
  // function come together, and DominanceInfo::tree hashes the region.
  const Region* treeRegion = nullptr;
  const DominatorTree* treeOfRegion = nullptr;
  // The dialect hook of the last op's dialect: every op of a module asks,
  // and the ops of one module share a context and mostly one dialect.
  const Context* hookContext = nullptr;
  DialectId hookDialect = 0;
  OpVerifyHook hook = nullptr;
  std::unordered_map<const Block*, SymbolMap> symbols;
  struct MemoKey {
    const void* key;
    const void* tag;
    bool operator==(const MemoKey&) const = default;
  };
  struct MemoKeyHash {
    size_t operator()(const MemoKey& k) const {
      return std::hash<const void*>()(k.key) * 31 ^ std::hash<const void*>()(k.tag);
    }
  };
  std::unordered_map<MemoKey, std::any, MemoKeyHash> memos;

  bool error(Operation* op, const std::string& msg) { return opError(op, diags, msg); }

  const DominatorTree& treeOf(const Region& r) {
    if (treeRegion != &r) {
      treeOfRegion = &dom.tree(r);
      treeRegion = &r;
    }
    return *treeOfRegion;
  }

  // lookupSymbol's recent answers, found by (block, name pointer): symbol
  // references are uniqued attributes, so the calls of a function and the
  // address-ofs of a global mostly spell the name with the same pointer, and
  // the hash map hashes the characters every time. A hit still compares the
  // characters with the symbol's own name (a caller's temporary string may
  // reuse an address), so only found symbols are kept.
  struct SymbolHit {
    const Block* block = nullptr;
    const char* name = nullptr;
    std::string_view symbol; // the symbol op's own name
    Operation* op = nullptr;
  };
  SymbolHit recentSymbols[64] = {};

  // symbolBlockFor's last answer: it depends only on the block of the op
  // asking (its ancestors), and the symbol references of a function's ops
  // (calls, address-ofs) ask from a few blocks in turn.
  const Block* askedFrom = nullptr;
  const Block* symbolBlock = nullptr;
  const Block* symbolBlockOf(Operation* from) {
    const Block* b = from->block();
    if (!b) return symbolBlockFor(from);
    if (b != askedFrom) {
      symbolBlock = symbolBlockFor(from);
      askedFrom = b;
    }
    return symbolBlock;
  }

  Operation* lookup(const Block* b, std::string_view symbol) {
    uint64_t h =
        (uint64_t(uintptr_t(symbol.data())) ^ uint64_t(uintptr_t(b)) * 31) * 0x9E3779B97F4A7C15ull;
    SymbolHit& hit = recentSymbols[h >> 58];
    if (hit.block == b && hit.name == symbol.data() && hit.symbol == symbol) return hit.op;
    const SymbolMap& m = symbolsOf(b);
    auto it = m.find(symbol);
    if (it == m.end()) return nullptr;
    hit = {b, symbol.data(), it->first, it->second};
    return it->second;
  }

  const SymbolMap& symbolsOf(const Block* b) {
    auto [it, inserted] = symbols.try_emplace(b);
    if (inserted)
      for (Operation* op : *b)
        if (op->has(OpTrait::Symbol))
          if (auto name = symbolName(op); !name.empty()) it->second.emplace(name, op);
    return it->second;
  }

  // Attribute names without a dialect prefix, by pointer and size: the
  // names of a run's ops are interned or static and live through the run,
  // and most ops repeat a few names.
  struct NameKey {
    const char* data = nullptr;
    size_t size = 0;
  };
  NameKey withoutDot[64] = {};
  static unsigned nameSlot(std::string_view n) {
    return unsigned((uint64_t(uintptr_t(n.data())) * 0x9E3779B97F4A7C15ull) >> 58);
  }
  bool knownWithoutDot(std::string_view n) const {
    const NameKey& k = withoutDot[nameSlot(n)];
    return k.data == n.data() && k.size == n.size() && n.data();
  }
  void rememberWithoutDot(std::string_view n) { withoutDot[nameSlot(n)] = {n.data(), n.size()}; }

  bool verifyOp(Operation* op);
  /// Discardable `prefix.x` attributes, by their dialect's hook.
  bool verifyDiscardableAttrs(Operation* op);
  bool verifyOperand(Operation* op, unsigned i, Value* v);
  bool verifySuccessors(Operation* op);
  bool verifyRegions(Operation* op);
  bool verifySymbolTable(Operation* owner, const Block* b);
  bool verifySymbolRefs(Operation* op);
  bool runHooks(Operation* op);
  bool verifyTree(Operation* root);
};

std::string typeStr(Type t) {
  return t ? AsmPrinter::print(t) : std::string("<null>");
}

bool VerifierState::verifyOperand(Operation* op, unsigned i, Value* v) {
  // Built only for an error: this runs for every operand of the module.
  auto which = [i] { return "operand #" + std::to_string(i); };
  // Most uses are of a result defined earlier in the user's own block: no
  // lifting and no dominator tree (the general path below gives the same
  // answer, at several times the cost).
  Block* useBlock = op->block();
  if (Operation* def = v->definingOp();
      def && useBlock && def->block() == useBlock && useBlock->parent() && def != op) {
    return def->isBeforeInBlock(op) || error(op, which() + " does not dominate this use");
  }
  Block* defBlock = v->parentBlock();
  if (!defBlock || !defBlock->parent())
    return error(op, which() + " is defined by an op or block that is not in the IR (erased?)");
  Region* defRegion = defBlock->parent();

  // Lift the user to its ancestor in the definition's region; crossing an
  // isolated-from-above op on the way means the value leaks into it.
  Operation* cur = op;
  while (!cur->block() || cur->block()->parent() != defRegion) {
    Operation* parent = cur->parentOp();
    if (!parent) return error(op, which() + " does not dominate this use (not defined in scope)");
    if (parent->has(OpTrait::IsolatedFromAbove))
      return error(op, which() + " uses a value defined outside the isolated-from-above op '" +
                           std::string(parent->name()) + "'");
    cur = parent;
  }
  bool ok;
  // Uses in the defining block (or nested in an op of it) need no dominator
  // tree; nor do uses of what the region's entry block defines (constants,
  // function parameters), which dominates every block of the region (and an
  // unreachable block counts as dominated by everything); only the other
  // uses in another block of the region do.
  Block* curBlock = cur->block();
  if (v->isBlockArgument()) {
    ok = defBlock == curBlock || defBlock == defRegion->front() ||
         treeOf(*defRegion).dominates(defBlock, curBlock);
  } else {
    Operation* def = v->definingOp();
    if (def == cur)
      ok = false; // an op cannot use its own result, not even from a nested region
    else if (def->block() == curBlock)
      ok = def->isBeforeInBlock(cur);
    else
      ok = defBlock == defRegion->front() ||
           treeOf(*defRegion).properlyDominates(defBlock, curBlock);
  }
  return ok || error(op, which() + " does not dominate this use");
}

bool VerifierState::verifySuccessors(Operation* op) {
  if (op->numSuccessors() == 0) return true;
  bool ok = true;
  if (!op->has(OpTrait::Terminator)) ok = error(op, "has successors but is not a terminator");
  Region* here = op->block() ? op->block()->parent() : nullptr;
  for (unsigned s = 0; s < op->numSuccessors(); ++s) {
    auto which = [s] { return "successor #" + std::to_string(s); };
    Block* target = op->successor(s);
    if (!target) {
      ok = error(op, which() + " is null");
      continue;
    }
    if (target->parent() != here) {
      ok = error(op, which() + " is not a block of the same region");
      continue;
    }
    if (target->isEntryBlock())
      ok = error(op, which() + " is the entry block of the region, which "
                               "cannot have predecessors");
    auto args = op->successorOperands(s);
    if (args.size() != target->numArguments()) {
      ok = error(op, which() + " passes " + std::to_string(args.size()) +
                         " arguments but the target block has " +
                         std::to_string(target->numArguments()));
      continue;
    }
    for (unsigned a = 0; a < args.size(); ++a) {
      Value* v = args[a].get();
      if (v && v->type() != target->argument(a)->type())
        ok = error(op, which() + " argument #" + std::to_string(a) + " type '" +
                           typeStr(v->type()) + "' does not match block argument type '" +
                           typeStr(target->argument(a)->type()) + "'");
    }
  }
  return ok;
}

bool VerifierState::verifyRegions(Operation* op) {
  bool ok = true;
  for (unsigned r = 0; r < op->numRegions(); ++r) {
    Region& region = op->region(r);
    if (op->has(OpTrait::SingleBlock) && region.size() > 1)
      ok = error(op, "region #" + std::to_string(r) + " must have exactly one block, it has " +
                         std::to_string(region.size()));
    if (op->has(OpTrait::NoTerminator)) continue;
    unsigned index = 0;
    for (Block* b : region) {
      if (b->empty() || !b->back()->has(OpTrait::Terminator)) {
        // Located at the block's last op when there is one: that is where the
        // terminator is missing.
        Operation* at = b->empty() ? op : b->back();
        diags.error(at->loc(), "'" + std::string(op->name()) + "' op block #" +
                                   std::to_string(index) + " of region #" + std::to_string(r) +
                                   ": block does not end in a terminator");
        ok = false;
      }
      ++index;
    }
  }
  return ok;
}

bool VerifierState::verifySymbolTable(Operation* owner, const Block* b) {
  bool ok = true;
  std::unordered_map<std::string_view, Operation*> seen;
  for (Operation* op : *b) {
    if (!op->has(OpTrait::Symbol)) continue;
    std::string_view name = symbolName(op);
    if (name.empty()) continue; // reported by verifyOp
    auto [it, inserted] = seen.emplace(name, op);
    if (!inserted) {
      ok = error(op, "redefinition of symbol '" + std::string(name) + "'");
      diags.note(it->second->loc(), "previous definition of '" + std::string(name) + "' is here");
    }
  }
  (void)owner;
  return ok;
}

bool VerifierState::verifySymbolRefs(Operation* op) {
  bool ok = true;
  auto check = [&](std::string_view attrName, SymbolRefAttr ref) {
    if (!lookupSymbol(op, ref.symbol()))
      ok = error(op, "attribute '" + std::string(attrName) + "' references undefined symbol '@" +
                         std::string(ref.symbol()) + "'");
  };
  for (const NamedAttribute& a : op->attributes()) {
    if (!a.value) continue;
    if (auto ref = a.value.dyn_cast<SymbolRefAttr>()) check(a.name, ref);
    if (auto arr = a.value.dyn_cast<ArrayAttr>())
      for (Attribute e : arr.elements())
        if (auto ref = e.dyn_cast<SymbolRefAttr>()) check(a.name, ref);
  }
  return ok;
}

bool VerifierState::verifyDiscardableAttrs(Operation* op) {
  Context& ctx = op->context();
  bool ok = true;
  auto check = [&](const NamedAttribute& a, int argument) {
    if (knownWithoutDot(a.name)) return;
    auto dot = a.name.find('.');
    if (dot == std::string_view::npos) return rememberWithoutDot(a.name);
    if (DiscardableAttrHook hook = ctx.discardableAttrVerifier(a.name.substr(0, dot)))
      ok = hook(op, a, argument, diags) && ok;
  };
  for (const NamedAttribute& a : op->attributes()) check(a, -1);
  // A function's argument attributes (func.func, spirv.func): MLIR verifies
  // them as region argument attributes.
  if (auto args = op->attr("arg_attrs").dyn_cast<ArrayAttr>())
    for (unsigned i = 0; i < args.size(); ++i)
      if (auto dict = args[i].dyn_cast<DictionaryAttr>())
        for (const NamedAttribute& a : dict.entries()) check(a, int(i));
  return ok;
}

bool VerifierState::runHooks(Operation* op) {
  const OpInfo& info = op->info();
  if (info.verify) return info.verify(op, diags);
  const Context* ctx = &op->context();
  if (ctx != hookContext || info.dialect() != hookDialect) {
    hook = ctx->dialectVerifier(info.dialect());
    hookContext = ctx;
    hookDialect = info.dialect();
  }
  return hook ? hook(op, diags) : true;
}

bool VerifierState::verifyOp(Operation* op) {
  bool ok = true;
  bool operandsPresent = true;
  // The common uses, a result defined earlier in the user's block and an
  // argument of that block, are decided here; verifyOperand decides the
  // others (and reports).
  Block* useBlock = op->block();
  const bool inIR = useBlock && useBlock->parent();
  for (unsigned i = 0; i < op->numOperands(); ++i) {
    Value* v = op->operand(i);
    if (!v) {
      ok = error(op, "operand #" + std::to_string(i) + " is null");
      operandsPresent = false;
      continue;
    }
    if (Operation* def = v->definingOp()) {
      if (inIR && def->block() == useBlock && def != op && def->isBeforeInBlock(op)) continue;
    } else if (inIR && v->ownerBlock() == useBlock) {
      continue; // an argument of the user's own block
    }
    if (!verifyOperand(op, i, v)) ok = false;
  }
  for (unsigned i = 0; i < op->numResults(); ++i)
    if (!op->result(i)->type()) {
      ok = error(op, "result #" + std::to_string(i) + " has no type");
      operandsPresent = false;
    }
  if (op->has(OpTrait::Terminator) && op->nextOp())
    ok = error(op, "is a terminator but is not the last op of its block");
  if (op->numSuccessors() && !verifySuccessors(op)) ok = false;
  if (op->numRegions() && !verifyRegions(op)) ok = false;
  if (op->has(OpTrait::Symbol) && symbolName(op).empty())
    ok = error(op, "requires a non-empty 'sym_name' string attribute");
  if (op->has(OpTrait::SymbolTable))
    for (unsigned r = 0; r < op->numRegions(); ++r)
      for (Block* b : op->region(r))
        if (!verifySymbolTable(op, b)) ok = false;
  // Both look only at attributes; most ops have none.
  if (!op->attributes().empty()) {
    if (!verifySymbolRefs(op)) ok = false;
    if (!verifyDiscardableAttrs(op)) ok = false;
  }
  // Dialect hooks look at operand and result types; spare them null checks.
  if (operandsPresent && !runHooks(op)) ok = false;
  return ok;
}

bool VerifierState::verifyTree(Operation* root) {
  bool ok = true;
  // Explicit stack: nesting depth is input-controlled. Children are pushed
  // last to first so that they are verified in order (the order of the
  // diagnostics).
  std::vector<Operation*> stack{root};
  while (!stack.empty()) {
    Operation* op = stack.back();
    stack.pop_back();
    if (!verifyOp(op)) ok = false;
    for (unsigned r = op->numRegions(); r-- > 0;)
      for (Block* b = op->region(r).back(); b; b = b->prevNode())
        for (Operation* child = b->back(); child; child = child->prevOp()) stack.push_back(child);
  }
  return ok;
}

} // namespace

bool opError(Operation* op, DiagnosticList& diags, std::string_view message) {
  diags.error(op->loc(), "'" + std::string(op->name()) + "' op " + std::string(message));
  return false;
}

Operation* lookupSymbol(Operation* from, std::string_view symbol) {
  const Block* b = tCurrent ? tCurrent->symbolBlockOf(from) : symbolBlockFor(from);
  if (!b) return nullptr;
  if (tCurrent) return tCurrent->lookup(b, symbol);
  for (Operation* op : *b)
    if (op->has(OpTrait::Symbol) && symbolName(op) == symbol) return op;
  return nullptr;
}

const std::any& verifierMemo(const void* key, const void* tag,
                             const std::function<std::any()>& make) {
  if (tCurrent) {
    // Elements of an unordered_map stay where they are on rehash: the
    // reference returned outlives later insertions (`make` may insert too).
    auto& memos = tCurrent->memos;
    if (auto it = memos.find({key, tag}); it != memos.end()) return it->second;
    std::any value = make();
    return memos.emplace(VerifierState::MemoKey{key, tag}, std::move(value)).first->second;
  }
  thread_local std::any outsideRun;
  outsideRun = make();
  return outsideRun;
}

bool verify(Operation* op, DiagnosticList& diags) {
  VerifierState state(diags);
  return state.verifyTree(op);
}

bool verify(Module& m, DiagnosticList& diags) {
  VerifierState state(diags);
  bool ok = state.verifySymbolTable(nullptr, m.body());
  for (Operation* op : *m.body())
    if (!state.verifyTree(op)) ok = false;
  return ok;
}

} // namespace spvkit
