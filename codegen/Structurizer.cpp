#include "codegen/Structurizer.h"

#include "codegen/ReaderState.h"

#include <algorithm>

namespace spvkit::reader {

using namespace spirv;

namespace {

/// Dominator tree of the graph `first`/`list` (CSR successors) from node 0,
/// Cooper-Harvey-Kennedy on reverse postorder, with pre/post numbers of the
/// tree for O(1) dominance queries. `preorder` lists the tree in preorder.
void dominatorTree(uint32_t n, const std::vector<uint32_t>& first,
                   const std::vector<uint32_t>& list, std::vector<uint8_t>& reach,
                   std::vector<uint32_t>& idom, std::vector<uint32_t>& pre,
                   std::vector<uint32_t>& post, std::vector<uint32_t>& preorder,
                   DomScratch& scratch) {
  reach.assign(n, 0);
  idom.assign(n, ~0u);
  pre.assign(n, 0);
  post.assign(n, 0);
  preorder.clear();
  if (n == 0) return;
  // Scratch vectors keep their capacity across the functions of a module.
  std::vector<uint32_t>& rpoNum = scratch.rpoNum;
  std::vector<uint32_t>& order = scratch.order;
  rpoNum.assign(n, ~0u);
  order.clear();
  auto& stack = scratch.stack;
  stack.assign(1, {0, first[0]});
  reach[0] = 1;
  // The stacks below hold no reference to their top across push_back (which
  // may reallocate): the top is read, advanced, and only then grown.
  while (!stack.empty()) {
    uint32_t node = stack.back().first;
    if (stack.back().second < first[node + 1]) {
      uint32_t s = list[stack.back().second++];
      if (!reach[s]) {
        reach[s] = 1;
        stack.push_back({s, first[s]});
      }
    } else {
      order.push_back(node);
      stack.pop_back();
    }
  }
  std::reverse(order.begin(), order.end()); // reverse postorder
  for (uint32_t i = 0; i < order.size(); ++i) rpoNum[order[i]] = i;
  // Predecessors (CSR) among reachable nodes.
  std::vector<uint32_t>& pFirst = scratch.pFirst;
  std::vector<uint32_t>& pList = scratch.pList;
  pFirst.assign(n + 1, 0);
  for (uint32_t b : order)
    for (uint32_t k = first[b]; k < first[b + 1]; ++k) ++pFirst[list[k] + 1];
  for (uint32_t i = 0; i < n; ++i) pFirst[i + 1] += pFirst[i];
  pList.resize(pFirst[n]);
  std::vector<uint32_t>& fill = scratch.fill;
  fill.assign(pFirst.begin(), pFirst.end() - 1);
  for (uint32_t b : order)
    for (uint32_t k = first[b]; k < first[b + 1]; ++k) pList[fill[list[k]]++] = b;
  idom[0] = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t i = 1; i < order.size(); ++i) {
      uint32_t b = order[i], nd = ~0u;
      for (uint32_t k = pFirst[b]; k < pFirst[b + 1]; ++k) {
        uint32_t p = pList[k];
        if (idom[p] == ~0u) continue;
        if (nd == ~0u) {
          nd = p;
          continue;
        }
        uint32_t a = p, c = nd;
        while (a != c) {
          while (rpoNum[a] > rpoNum[c]) a = idom[a];
          while (rpoNum[c] > rpoNum[a]) c = idom[c];
        }
        nd = a;
      }
      if (nd != idom[b]) idom[b] = nd, changed = true;
    }
  }
  // Tree numbering.
  std::vector<uint32_t>& cFirst = scratch.pFirst; // the predecessor lists are done
  std::vector<uint32_t>& cList = scratch.pList;
  cFirst.assign(n + 1, 0);
  for (uint32_t b : order)
    if (b != 0) ++cFirst[idom[b] + 1];
  for (uint32_t i = 0; i < n; ++i) cFirst[i + 1] += cFirst[i];
  cList.resize(cFirst[n]);
  std::vector<uint32_t>& cFill = scratch.fill;
  cFill.assign(cFirst.begin(), cFirst.end() - 1);
  for (uint32_t b : order) // children in reverse postorder: stable preorder
    if (b != 0) cList[cFill[idom[b]]++] = b;
  uint32_t counter = 0;
  auto& st = scratch.stack;
  st.assign(1, {0, cFirst[0]});
  pre[0] = counter++;
  preorder.push_back(0);
  while (!st.empty()) {
    uint32_t node = st.back().first;
    if (st.back().second < cFirst[node + 1]) {
      uint32_t c = cList[st.back().second++];
      pre[c] = counter++;
      preorder.push_back(c);
      st.push_back({c, cFirst[c]});
    } else {
      post[node] = counter++;
      st.pop_back();
    }
  }
}

} // namespace

bool Structurizer::fail(uint32_t inst, std::string message) {
  errorInst = inst;
  error = std::move(message);
  return false;
}

bool Structurizer::domA(uint32_t a, uint32_t b) const {
  return reachA_[a] && reachA_[b] && preA_[a] <= preA_[b] && postA_[b] <= postA_[a];
}

bool Structurizer::domR(uint32_t a, uint32_t b) const {
  return reachR_[a] && reachR_[b] && preR_[a] <= preR_[b] && postR_[b] <= postR_[a];
}

bool Structurizer::ancestorOrSelf(int32_t a, int32_t b) const {
  if (a < 0) return true;
  if (b < 0) return false;
  const Construct &x = constructs_[a], &y = constructs_[b];
  return x.pre <= y.pre && y.post <= x.post;
}

int32_t Structurizer::place(uint32_t b) const {
  int32_t k = constructOf_[b];
  if (k >= 0 && !constructs_[k].loop) return constructs_[k].parent;
  return inner_[b];
}

Region* Structurizer::regionOf(int32_t k) const {
  return k < 0 ? body_ : constructs_[k].staging;
}

bool Structurizer::analyze(const Cfg& cfg, bool useMerges) {
  cfg_ = &cfg;
  uint32_t n = uint32_t(cfg.blocks.size());
  constructs_.clear();
  constructOf_.assign(n, -1);
  mergeOf_.assign(n, -1);
  inner_.assign(n, -1);
  // Actual and structural (augmented) successor lists.
  std::vector<uint32_t>& rFirst = rFirst_;
  std::vector<uint32_t>& aFirst = aFirst_;
  std::vector<uint32_t>& aList = aList_;
  rFirst.assign(n + 1, 0);
  aFirst.assign(n + 1, 0);
  aList.clear();
  bool anyMerge = false;
  for (uint32_t b = 0; b < n; ++b) {
    const CfgBlock& cb = cfg.blocks[b];
    rFirst[b] = cb.succFirst;
    aFirst[b] = uint32_t(aList.size());
    for (uint32_t k = 0; k < cb.succCount; ++k) {
      uint32_t s = cfg.succs[cb.succFirst + k];
      if (s == 0) return fail(cb.termInst, "the entry block of a function is a branch target");
      aList.push_back(s);
    }
    if (useMerges && cb.mergeInst != ~0u) {
      anyMerge = true;
      aList.push_back(cb.mergeBlock);
      if (cb.continueBlock != ~0u) aList.push_back(cb.continueBlock);
    }
  }
  rFirst[n] = n ? cfg.blocks[n - 1].succFirst + cfg.blocks[n - 1].succCount : 0;
  aFirst[n] = uint32_t(aList.size());
  std::vector<uint32_t>&idomA = idomA_, &idomR = idomR_, &preorderA = preorderA_,
  &preorderR = preorderR_;
  dominatorTree(n, rFirst, cfg.succs, reachR_, idomR, preR_, postR_, preorderR, dom_);
  if (anyMerge) {
    dominatorTree(n, aFirst, aList, reachA_, idomA, preA_, postA_, preorderA, dom_);
  } else {
    // Without merge instructions the structural graph is the actual one
    // (OpenCL modules have none): one tree serves as both.
    reachA_ = reachR_;
    idomA = idomR;
    preA_ = preR_;
    postA_ = postR_;
    preorderA = preorderR;
  }
  // Binary order is a dominance order in valid modules; the single-pass op
  // creation relies on it.
  for (uint32_t b = 1; b < n; ++b)
    if (reachR_[b] && idomR[b] > b)
      return fail(cfg.blocks[b].labelInst, "block %" + std::to_string(cfg.blocks[b].labelId) +
                                               " appears before its dominator %" +
                                               std::to_string(cfg.blocks[idomR[b]].labelId));

  // Constructs in dominator-tree preorder: a construct's parent comes first.
  for (uint32_t b : preorderA) {
    const CfgBlock& cb = cfg.blocks[b];
    int32_t base = -1;
    if (b != 0) {
      uint32_t p = idomA[b];
      int32_t kp = constructOf_[p];
      base = (kp >= 0 && constructs_[kp].merge == b) ? constructs_[kp].parent : inner_[p];
    }
    inner_[b] = base;
    if (!useMerges || cb.mergeInst == ~0u) continue;
    uint32_t m = cb.mergeBlock, c = cb.continueBlock;
    if (m == b) return fail(cb.mergeInst, "a header block is its own merge block");
    if (mergeOf_[m] >= 0)
      return fail(cb.mergeInst, "block %" + std::to_string(cfg.blocks[m].labelId) +
                                    " is the merge block of two headers");
    if (c != ~0u && c == m)
      return fail(cb.mergeInst, "the merge block is also the continue target");
    Construct k{b, m, c, base, c != ~0u};
    if (base >= 0) k.depth = constructs_[base].depth + 1;
    if (k.depth > reader::kMaxConstructNesting)
      return fail(cb.mergeInst, "structured control flow is nested deeper than " +
                                    std::to_string(reader::kMaxConstructNesting) +
                                    " constructs (the reader's nesting limit)");
    constructOf_[b] = int32_t(constructs_.size());
    mergeOf_[m] = int32_t(constructs_.size());
    inner_[b] = int32_t(constructs_.size());
    constructs_.push_back(k);
  }
  for (const Construct& k : constructs_) {
    uint32_t mi = cfg.blocks[k.header].mergeInst;
    if (idomA[k.merge] != k.header)
      return fail(mi, "merge block %" + std::to_string(cfg.blocks[k.merge].labelId) +
                          " can be reached without passing its header %" +
                          std::to_string(cfg.blocks[k.header].labelId));
    if (k.loop && !domA(k.header, k.cont))
      return fail(mi, "continue target %" + std::to_string(cfg.blocks[k.cont].labelId) +
                          " can be reached without passing its loop header");
    // A selection may start in the continue target; a loop may not (the
    // continue block could not be one block of the loop's region).
    if (k.loop && k.cont != k.header && constructOf_[k.cont] >= 0 &&
        constructs_[constructOf_[k.cont]].loop)
      return fail(mi, "a continue target that is a loop header is not supported");
  }
  // Construct-tree numbering (parents have smaller indices).
  if (!constructs_.empty()) {
    uint32_t nk = uint32_t(constructs_.size());
    std::vector<uint32_t> cFirst(nk + 2, 0), cList(nk);
    for (auto& k : constructs_) ++cFirst[uint32_t(k.parent + 1) + 1];
    for (uint32_t i = 0; i <= nk; ++i) cFirst[i + 1] += cFirst[i];
    std::vector<uint32_t> fill(cFirst.begin(), cFirst.end() - 1);
    for (uint32_t i = 0; i < nk; ++i) cList[fill[uint32_t(constructs_[i].parent + 1)]++] = i;
    uint32_t counter = 0;
    std::vector<std::pair<uint32_t, uint32_t>> st{{0, cFirst[0]}}; // node 0 = function
    while (!st.empty()) {
      uint32_t node = st.back().first;
      if (st.back().second < cFirst[node + 1]) {
        uint32_t c = cList[st.back().second++];
        constructs_[c].pre = counter++;
        st.push_back({c + 1, cFirst[c + 1]});
      } else {
        if (node > 0) constructs_[node - 1].post = counter++;
        st.pop_back();
      }
    }
  }
  // Every edge must stay in its region or leave through a merge block, a
  // continue target or a loop's back edge.
  for (uint32_t src = 0; src < n; ++src) {
    if (!reachA_[src]) continue;
    const CfgBlock& cb = cfg.blocks[src];
    for (uint32_t e = 0; e < cb.succCount; ++e) {
      uint32_t dst = cfg.succs[cb.succFirst + e];
      int32_t from = inner_[src], to;
      bool exitOk = false;
      int32_t km = mergeOf_[dst], kh = constructOf_[dst];
      if (km >= 0 && ancestorOrSelf(km, from)) {
        to = km;
        exitOk = true;
      } else if (kh >= 0 && constructs_[kh].loop) {
        // A back edge stays in the loop; an entry goes to the block holding
        // the loop op in the enclosing region.
        exitOk = ancestorOrSelf(kh, from);
        to = exitOk ? kh : constructs_[kh].parent;
      } else {
        to = place(dst);
        if (to >= 0 && constructs_[to].loop && constructs_[to].cont == dst) exitOk = true;
      }
      if (!ancestorOrSelf(to, from) || (to != from && !exitOk)) {
        int32_t leaving = from;
        while (leaving >= 0 && !ancestorOrSelf(leaving, to) && constructs_[leaving].parent != to)
          leaving = constructs_[leaving].parent;
        std::string where = from >= 0
                                ? " leaves the construct headed by %" +
                                      std::to_string(cfg.blocks[constructs_[from].header].labelId)
                                : " enters a construct";
        return fail(cb.termInst, "branch from block %" + std::to_string(cb.labelId) +
                                     " to block %" + std::to_string(cfg.blocks[dst].labelId) +
                                     where +
                                     " other than through a merge block, continue target or "
                                     "back edge: this control flow cannot be put into regions");
      }
    }
  }
  return true;
}

void Structurizer::createBlocks(Arena& arena, Region& body) {
  body_ = &body;
  const Cfg& cfg = *cfg_;
  uint32_t n = uint32_t(cfg.blocks.size());
  ib_.assign(n, nullptr);
  specials_.clear();
  auto newBlock = [&](uint32_t argsOf) {
    Block* b = arena.make<Block>(arena);
    if (argsOf != ~0u) {
      const CfgBlock& cb = cfg.blocks[argsOf];
      b->reserveArguments(cb.argCount);
      for (uint32_t k = 0; k < cb.argCount; ++k) b->addArgument(cfg.argTypes[cb.argFirst + k]);
    }
    return b;
  };
  for (Construct& k : constructs_) {
    k.staging = arena.make<Region>();
    k.first = newBlock(~0u);
    k.staging->push_back(k.first);
    specials_.push_back(k.first);
  }
  std::vector<std::pair<int32_t, Block*>> deferred; // continue constructs go last
  for (uint32_t b = 0; b < n; ++b) {
    if (!reachA_[b]) continue;
    int32_t kh = constructOf_[b];
    if (kh >= 0 && constructs_[kh].loop) {
      Construct& k = constructs_[kh];
      k.lb = newBlock(b);
      regionOf(k.parent)->push_back(k.lb);
      ib_[b] = newBlock(b);
      k.staging->push_back(ib_[b]);
      specials_.push_back(ib_[b]);
      continue;
    }
    ib_[b] = newBlock(b);
    int32_t p = place(b);
    if (p >= 0 && constructs_[p].loop && domA(constructs_[p].cont, b))
      deferred.push_back({p, ib_[b]});
    else
      regionOf(p)->push_back(ib_[b]);
    if (p >= 0 && constructs_[p].loop && constructs_[p].cont == b) specials_.push_back(ib_[b]);
  }
  for (auto& [p, blk] : deferred) regionOf(p)->push_back(blk);
  for (Construct& k : constructs_) {
    k.mr = newBlock(k.merge);
    k.staging->push_back(k.mr);
    specials_.push_back(k.mr);
  }
}

Block* Structurizer::terminatorBlock(uint32_t b) const {
  int32_t k = constructOf_[b];
  return (k >= 0 && !constructs_[k].loop) ? constructs_[k].first : ib_[b];
}

Block* Structurizer::target(uint32_t src, uint32_t dst) const {
  int32_t from = inner_[src], km = mergeOf_[dst], kh = constructOf_[dst];
  if (km >= 0 && ancestorOrSelf(km, from)) return constructs_[km].mr;
  if (kh >= 0 && constructs_[kh].loop && !ancestorOrSelf(kh, from)) return constructs_[kh].lb;
  return ib_[dst];
}

uint32_t Structurizer::cfgBlockOfInst(uint32_t inst) const {
  const auto& bs = cfg_->blocks;
  auto it = std::upper_bound(bs.begin(), bs.end(), inst,
                             [](uint32_t i, const CfgBlock& b) { return i < b.labelInst; });
  return it == bs.begin() ? 0 : uint32_t(it - bs.begin() - 1);
}

uint32_t Structurizer::cfgBlockOfOp(Operation* op) const {
  return cfgBlockOfInst(op->loc().line);
}

bool Structurizer::insideStaging(Operation* op, Region* staging) const {
  for (Block* blk = op->block(); blk;) {
    Region* r = blk->parent();
    if (r == staging) return true;
    Operation* parent = r ? r->parentOp() : nullptr;
    if (!parent) return false;
    blk = parent->block();
  }
  return false;
}

bool Structurizer::finish(ReaderState& state) {
  for (uint32_t k = uint32_t(constructs_.size()); k-- > 0;)
    if (!finishConstruct(state, k)) return false;
  mergeChains(*body_);
  return true;
}

bool Structurizer::finishConstruct(ReaderState& state, uint32_t ki) {
  Construct& k = constructs_[ki];
  const CfgBlock& hb = cfg_->blocks[k.header];
  Location loc = state.loc(hb.mergeInst);
  Context& ctx = state.ctx_;
  const OpInfo* branchInfo = opInfo(Op::Branch);
  auto branch = [&](Block* at, Block* to, std::span<Value* const> args) {
    Block* succ[1] = {to};
    uint32_t counts[1] = {uint32_t(args.size())};
    Operation::State bs;
    bs.info = branchInfo;
    bs.loc = loc;
    bs.operands = args;
    bs.successors = succ;
    bs.successorOperandCounts = counts;
    at->push_back(state.module_.create(bs));
  };
  if (k.loop) branch(k.first, ib_[k.header], k.lb->arguments());
  // Values defined at this construct's level and used after it.
  std::vector<Value*> escapes;
  auto scan = [&](Value* v, uint32_t defBlock) {
    bool escapes_ = false;
    for (OpOperand& u : v->uses()) {
      if (insideStaging(u.owner(), k.staging)) continue;
      uint32_t ub = cfgBlockOfOp(u.owner());
      // Only values that reach their uses through the merge block can be
      // yielded by it (docs/binary.md).
      bool ok =
          !reachR_[k.merge] || (domR(defBlock, k.merge) && (!reachR_[ub] || domR(k.merge, ub)));
      if (!ok)
        return state.fail(u.owner()->loc().line,
                          "a value defined inside the construct headed by %" +
                              std::to_string(hb.labelId) +
                              " is used where the construct's merge block does not dominate: "
                              "this control flow cannot be put into regions");
      escapes_ = true;
    }
    if (escapes_) escapes.push_back(v);
    return true;
  };
  for (Block* blk : k.staging->blocks()) {
    if (blk == k.mr) continue;
    uint32_t argBlock = blk == k.first ? k.header : ~0u;
    for (Value* a : blk->arguments()) {
      uint32_t db = argBlock;
      if (db == ~0u) {
        // Arguments are phis of the CFG block this IR block stands for.
        db = blk->front() ? cfgBlockOfOp(blk->front()) : k.header;
      }
      if (a->hasUses() && !scan(a, db)) return false;
    }
    for (Operation* op : *blk)
      for (unsigned r = 0; r < op->numResults(); ++r)
        if (op->result(r)->hasUses() && !scan(op->result(r), cfgBlockOfOp(op))) return false;
  }
  // The construct op: results = merge-block phis, then escaping values.
  std::vector<Type> resultTypes;
  std::vector<Value*> yields;
  for (Value* a : k.mr->arguments()) resultTypes.push_back(a->type()), yields.push_back(a);
  for (Value* v : escapes) resultTypes.push_back(v->type()), yields.push_back(v);
  if (resultTypes.size() > Operation::kMaxResults)
    return state.fail(hb.mergeInst,
                      "the construct headed by %" + std::to_string(hb.labelId) +
                          " yields more values than an operation can have as results (" +
                          std::to_string(Operation::kMaxResults) + ")");
  {
    Operation::State st;
    st.info = &dialectOpInfo(DialectOp::Merge);
    st.loc = loc;
    st.operands = yields;
    k.mr->push_back(state.module_.create(st));
  }
  auto mw = state.words(hb.mergeInst);
  std::vector<NamedAttribute> attrs;
  if (k.loop) {
    attrs.push_back({ctx.intern("loop_control"), enumAttr(ctx, OperandKind::LoopControl, mw[3])});
    // Parameters of the loop control (e.g. PartialCount 4), in bit order.
    uint32_t pos = 4;
    for (uint32_t bit = 0; bit < 32 && pos < mw.size(); ++bit) {
      if (!(mw[3] & (1u << bit))) continue;
      const EnumerantInfo* e = findEnumerant(OperandKind::LoopControl, 1u << bit);
      if (!e) continue;
      for (size_t p = 0; p < e->parameters().size() && pos < mw.size(); ++p)
        attrs.push_back({ctx.intern("loop_control_" + std::string(e->snakeName())),
                         IntegerAttr::get(IntegerType::get(ctx, 32), int64_t(mw[pos++]))});
    }
  } else {
    attrs.push_back(
        {ctx.intern("selection_control"), enumAttr(ctx, OperandKind::SelectionControl, mw[2])});
  }
  Operation::State st;
  st.info = &dialectOpInfo(k.loop ? DialectOp::Loop : DialectOp::Selection);
  st.loc = loc;
  st.resultTypes = resultTypes;
  st.attributes = attrs;
  st.numRegions = 1;
  Operation* op = state.module_.create(st);
  op->region(0).takeBody(*k.staging);
  Block* holder = k.loop ? k.lb : ib_[k.header];
  holder->push_back(op);
  uint32_t nphi = k.mr->numArguments();
  for (size_t j = 0; j < escapes.size(); ++j) {
    Value* v = escapes[j];
    Value* r = op->result(unsigned(nphi + j));
    for (OpOperand* u = v->firstUse(); u;) {
      OpOperand* next = u->nextUse();
      if (!u->owner()->isInside(op)) u->set(r);
      u = next;
    }
  }
  // Continue after the construct: the merge block (or the op holding the
  // loop the merge block heads), with the merge block's phis.
  int32_t km = constructOf_[k.merge];
  Block* after = (km >= 0 && constructs_[km].loop) ? constructs_[km].lb : ib_[k.merge];
  std::vector<Value*> args;
  for (unsigned i = 0; i < nphi; ++i) args.push_back(op->result(i));
  branch(holder, after, args);
  return true;
}

void Structurizer::mergeChains(Region& body) {
  // Predecessor counts over every branch in the function.
  PtrMap& preds = preds_;
  preds.clear();
  std::vector<Region*>& regions = regions_;
  regions.assign(1, &body);
  bool inserted = false;
  for (size_t i = 0; i < regions.size(); ++i)
    for (Block* b : regions[i]->blocks())
      for (Operation* op : *b) {
        for (unsigned s = 0; s < op->numSuccessors(); ++s)
          ++preds.insert(op->successor(s), 0, inserted);
        for (unsigned r = 0; r < op->numRegions(); ++r) regions.push_back(&op->region(r));
      }
  std::sort(specials_.begin(), specials_.end());
  auto special = [&](Block* b) {
    return b->isEntryBlock() || std::binary_search(specials_.begin(), specials_.end(), b);
  };
  const OpInfo* branch = opInfo(Op::Branch);
  for (Region* r : regions) {
    for (Block* x = r->front(); x; x = x->nextNode()) {
      for (;;) {
        Operation* t = x->back();
        if (!t || &t->info() != branch) break;
        Block* y = t->successor(0);
        const uint32_t* count = preds.find(y);
        if (y == x || y->parent() != r || special(y) || !count || *count != 1) break;
        for (unsigned a = 0; a < y->numArguments(); ++a)
          y->argument(a)->replaceAllUsesWith(t->operand(a));
        t->erase();
        while (Operation* op = y->front()) {
          op->removeFromBlock();
          x->push_back(op);
        }
        r->remove(y);
      }
    }
  }
}

} // namespace spvkit::reader
