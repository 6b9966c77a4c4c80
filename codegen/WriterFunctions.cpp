// Functions and structured control flow.
//
// Each region's blocks are written in reverse post-order of its branches
// (orderBlocks), so that every block comes after its dominator whatever the
// IR's order; blocks that no branch of the region reaches are dropped, as
// MLIR's serializer does. A construct region keeps its shape: the header (a
// loop's entry and header) first, a loop's continue block after the body,
// the merge block last. A `spirv.mlir.selection`'s header block
// continues the SPIR-V block the selection op sits in when that block is still
// empty (e.g. the merge block of a preceding construct), otherwise that block
// branches to a new block for it; the header gets OpSelectionMerge before its
// terminator; the region's other
// blocks follow, and the merge block's label starts the SPIR-V block in which
// the ops after the selection continue. A `spirv.mlir.loop` ends the current
// block with its entry block's branch to the header (the entry block itself
// has no label, as in MLIR's serializer); the header gets OpLoopMerge, and the
// ops after the loop continue in its merge block. OpLoopMerge must sit in the
// loop header's own block, so a header holding a construct op gets a block of
// its own that only branches to a new block carrying the header's ops. Values
// yielded by
// `spirv.mlir.merge` are the construct's results: the result ids are the
// yielded values' ids (the merge block's own arguments are phis).
//
// Block arguments become OpPhi. A phi needs one (value, parent label) pair per
// incoming edge, and the parent label of an edge is only known when the branch
// is written, which can be after the phi (back-edges). So the edges into each
// block are counted first, the phi is written with that many empty pairs, and
// the pairs are filled in when the function is complete.
#include "codegen/ModuleWriter.h"

#include "SpirvOps.h"

namespace spvkit::spirv {

namespace {

bool isDialectOp(const Operation* op, DialectOp d) {
  return op->opcode() == opcodeOf(d);
}

} // namespace

uint32_t ModuleWriter::labelId(Block* b) {
  bool inserted = false;
  uint32_t& id = labelIds_.insert(b, 0, inserted);
  if (inserted) id = nextId_++;
  return id;
}

uint32_t ModuleWriter::newValueId(Value* v) {
  uint32_t id = 0;
  Operation* def = v->definingOp();
  // Values of ops that are no instruction of their own resolve to the id of
  // what they stand for.
  if (def && def->info().dialect() == Dialect::SpirvDialect) {
    Location loc = def->loc();
    switch (DialectOp(def->opcode() & 0xFFFF)) {
    case DialectOp::Constant:
      id = constantId(ConstantOp(def).valueAttr(), v->type(), loc);
      break;
    case DialectOp::AddressOf:
      id = symbolId(AddressOfOp(def).variableAttr(), loc);
      break;
    case DialectOp::ReferenceOf:
      id = symbolId(ReferenceOfOp(def).specConstAttr(), loc);
      break;
    case DialectOp::SpecConstantOperation:
      id = specConstantOpId(def);
      break;
    case DialectOp::Selection:
    case DialectOp::Loop: {
      Operation* merge = def->region(0).empty() ? nullptr : def->region(0).back()->back();
      if (!merge || !isDialectOp(merge, DialectOp::Merge) || v->index() >= merge->numOperands())
        return fail(loc, "construct result " + std::to_string(v->index()) +
                             " is not yielded by the spirv.mlir.merge of its merge block"),
               0;
      id = valueId(merge->operand(v->index()));
      break;
    }
    default:
      id = nextId_++;
    }
    if (!id) return 0;
  } else if (def && def->opcode() == opcodeOf(Op::Undef)) {
    // Like MLIR, undefs are module-level and one per type.
    if (!(id = undefId(v->type(), def->loc()))) return 0;
  } else {
    id = nextId_++;
  }
  valueIds_.set(v, id);
  return id;
}

void ModuleWriter::countPhiEdges(Block* b) {
  // A plain recursion: Operation::walk's std::function costs more than the
  // counting itself on large functions. Only written blocks count: a dropped
  // block's branches are no edges.
  for (Operation* op : *b) {
    for (unsigned i = 0; i < op->numSuccessors(); ++i) {
      Block* s = op->successor(i);
      if (s && s->numArguments()) {
        bool inserted = false;
        ++edgeCounts_.insert(s, 0, inserted);
      }
    }
    if (isDialectOp(op, DialectOp::Selection) || isDialectOp(op, DialectOp::Loop)) {
      // Nested regions are ordered here, on the walk that counts edges
      // anyway: a dropped block's constructs are never ordered nor written.
      orderBlocks(op->region(0));
      countRegionPhiEdges(op->region(0));
    }
  }
}

void ModuleWriter::countRegionPhiEdges(const Region& r) {
  // By index: the nested constructs' orders are appended to blockOrder_
  // while its blocks are walked.
  const uint32_t* first = regionOrder_.find(&r);
  if (!first) return;
  for (size_t i = *first; blockOrder_[i]; ++i) countPhiEdges(blockOrder_[i]);
}

void ModuleWriter::orderBlocks(Region& r) {
  if (r.empty()) return;
  bool inserted = false;
  regionOrder_.insert(&r, uint32_t(blockOrder_.size()), inserted);
  if (!inserted) return;
  // A construct's fixed blocks: a loop's entry block (first, before the
  // header), its continue block (a second root: early `continue`s reach it
  // from nested regions) and the merge block (last).
  Operation* parent = r.parentOp();
  bool loop = parent && isDialectOp(parent, DialectOp::Loop) && r.size() >= 3;
  bool selection = parent && isDialectOp(parent, DialectOp::Selection) && r.size() >= 2;
  Block* cont = loop ? r.back()->prevNode() : nullptr;
  Block* merge = loop || selection ? r.back() : nullptr;
  if (!irOrderValid(r, cont, merge)) searchOrder(r, loop, cont, merge);
  if (merge) blockOrder_.push_back(merge);
  blockOrder_.push_back(nullptr);
}

bool ModuleWriter::irOrderValid(Region& r, Block* cont, Block* merge) {
  // The IR's order is kept when every block but the roots (the first block,
  // a loop's continue block) has a predecessor before it: then, by
  // induction, all its dominators come before it too, and every block is
  // reachable. This is the common case (the parser's and the reader's
  // order, so a module read back keeps its layout) and needs no search.
  PtrMap& reachedEarlier = orderReached_;
  reachedEarlier.clear();
  size_t start = blockOrder_.size();
  for (Block* b : r) {
    if (b == merge) continue;
    if (b != r.front() && b != cont && !reachedEarlier.find(b)) {
      blockOrder_.resize(start);
      return false;
    }
    blockOrder_.push_back(b);
    if (Operation* term = b->back())
      for (unsigned k = 0; k < term->numSuccessors(); ++k)
        if (Block* s = term->successor(k); s && s->parent() == &r) reachedEarlier.set(s, 1);
  }
  return true;
}

void ModuleWriter::searchOrder(Region& r, bool loop, Block* cont, Block* merge) {
  // Reverse post-order from the first block (a loop's header), then from the
  // continue block; blocks neither reaches are dropped. The scratch tables
  // are members (their capacity is kept). visited: on the stack or done; the
  // fixed blocks are never entered.
  PtrMap& visited = orderVisited_;
  visited.clear();
  if (merge) visited.set(merge, 1);
  if (cont) visited.set(cont, 1);
  size_t start = blockOrder_.size();
  if (loop) {
    visited.set(r.front(), 1);
    blockOrder_.push_back(r.front());
  }
  Block* first = loop ? r.front()->nextNode() : r.front();
  std::vector<Block*>& post = orderPost_;
  auto& stack = orderStack_;
  auto search = [&](Block* root) {
    post.clear();
    stack.clear();
    visited.set(root, 1);
    stack.push_back({root, 0});
    while (!stack.empty()) {
      auto& [b, next] = stack.back();
      Operation* term = b->back();
      unsigned n = term ? term->numSuccessors() : 0;
      if (next < n) {
        // Successors last to first: the reverse post-order then keeps the
        // IR's then-before-else order.
        Block* s = term->successor(n - 1 - next++);
        bool inserted = false;
        if (s && s->parent() == &r) {
          visited.insert(s, 1, inserted);
          if (inserted) stack.push_back({s, 0});
        }
        continue;
      }
      post.push_back(b);
      stack.pop_back();
    }
    blockOrder_.insert(blockOrder_.end(), post.rbegin(), post.rend());
  };
  search(first);
  if (cont && cont != first) search(cont); // a header may be its own continue target
  keepRegionOrder(r, start, cont);
}

void ModuleWriter::keepRegionOrder(Region& r, size_t start, Block* cont) {
  // The IR's order of the blocks kept, where valid (see irOrderValid): a
  // region with an unreachable block otherwise in order keeps its layout.
  PtrMap &kept = orderKept_, &reachedEarlier = orderReached_;
  kept.clear();
  reachedEarlier.clear();
  for (size_t i = start; i < blockOrder_.size(); ++i) kept.set(blockOrder_[i], 1);
  size_t n = blockOrder_.size() - start;
  std::vector<Block*>& irOrder = orderIr_;
  irOrder.clear();
  for (Block* b : r) {
    if (!kept.find(b)) continue;
    if (b != r.front() && b != cont && !reachedEarlier.find(b)) return;
    irOrder.push_back(b);
    if (Operation* term = b->back())
      for (unsigned k = 0; k < term->numSuccessors(); ++k)
        if (Block* s = term->successor(k); s && s->parent() == &r) reachedEarlier.set(s, 1);
  }
  if (irOrder.size() == n)
    std::copy(irOrder.begin(), irOrder.end(), blockOrder_.begin() + long(start));
}

std::span<Block* const> ModuleWriter::blocksOf(const Region& r) const {
  const uint32_t* first = regionOrder_.find(&r);
  if (!first) return {};
  size_t n = 0;
  while (blockOrder_[*first + n]) ++n;
  return {blockOrder_.data() + *first, n};
}

void ModuleWriter::startBlock(Block* b) {
  currentLabel_ = labelId(b);
  functions_.inst(uint32_t(Op::Label), {currentLabel_});
  blockBodyStart_ = functions_.size();
  if (!b->numArguments()) return;
  const uint32_t* count = edgeCounts_.find(b);
  uint32_t n = count ? *count : 0;
  phiIndex_.set(b, uint32_t(phiSlots_.size()));
  for (Value* arg : b->arguments()) {
    uint32_t type = typeId(arg->type(), b->parentOp() ? b->parentOp()->loc() : Location{});
    functions_.begin(uint32_t(Op::Phi));
    functions_.add(type);
    functions_.add(valueId(arg));
    size_t pos = functions_.size();
    functions_.words.resize(pos + 2 * size_t(n), 0);
    functions_.end();
    phiSlots_.push_back(PhiSlot{pos, n, 0});
    if (options_->emitValueNames) writeName(valueId(arg), arg->name());
  }
  blockBodyStart_ = functions_.size();
}

void ModuleWriter::recordEdge(Operation* op, unsigned successor) {
  if (op->successor(successor)->numArguments() || op->successorInfo(successor).numOperands)
    edges_.push_back(Edge{op, successor, currentLabel_});
}

bool ModuleWriter::patchPhis(Location loc) {
  for (const Edge& e : edges_) {
    Block* target = e.op->successor(e.successor);
    auto args = e.op->successorOperands(e.successor);
    if (args.size() != target->numArguments())
      return fail(e.op->loc(), "branch passes " + std::to_string(args.size()) +
                                   " values to a block with " +
                                   std::to_string(target->numArguments()) + " arguments");
    const uint32_t* firstSlot = phiIndex_.find(target);
    if (!firstSlot)
      return fail(e.op->loc(), "branch to a block whose arguments cannot become OpPhi "
                               "(a construct header or entry block)");
    // Indices, not pointers or references, are kept across valueId(), which
    // may insert into the id tables and append to the sections.
    uint32_t first = *firstSlot;
    for (size_t j = 0; j < args.size(); ++j) {
      uint32_t value = valueId(args[j].get());
      if (!value) return false;
      PhiSlot& slot = phiSlots_[first + j];
      if (slot.filled == slot.capacity) return fail(e.op->loc(), "internal: phi edge overflow");
      functions_.words[slot.pos + 2 * slot.filled] = value;
      functions_.words[slot.pos + 2 * slot.filled + 1] = e.parentLabel;
      ++slot.filled;
    }
  }
  for (const PhiSlot& slot : phiSlots_)
    if (slot.filled != slot.capacity) return fail(loc, "internal: phi with missing incoming edges");
  return true;
}

bool ModuleWriter::writeOps(Block* b, const PendingMerge* merge, bool skipVariables) {
  bool mergeWritten = false;
  for (Operation* op = b->front(); op; op = op->nextOp()) {
    if (skipVariables && op->opcode() == opcodeOf(Op::Variable)) continue;
    if (merge && op == b->back() && op->has(OpTrait::Terminator)) {
      if (merge->loop)
        functions_.inst(uint32_t(Op::LoopMerge), {merge->merge, merge->cont, merge->control});
      else
        functions_.inst(uint32_t(Op::SelectionMerge), {merge->merge, merge->control});
      mergeWritten = true;
    }
    if (isDialectOp(op, DialectOp::Selection))
      writeSelection(op);
    else if (isDialectOp(op, DialectOp::Loop))
      writeLoop(op);
    else
      writeOp(op);
    if (failed_) return false;
  }
  if (merge && !mergeWritten)
    return fail(b->parentOp()->loc(), "construct header block has no terminator");
  return true;
}

bool ModuleWriter::writeBlocks(std::span<Block* const> blocks, size_t skipFront, size_t skipBack) {
  if (blocks.size() < skipFront + skipBack) return true;
  for (Block* b : blocks.subspan(skipFront, blocks.size() - skipFront - skipBack)) {
    startBlock(b);
    if (!writeOps(b, nullptr, false)) return false;
  }
  return true;
}

/// The label of the block that a construct's header or entry block is folded
/// into; fails if something branches to it (it would need its own label).
static bool foldInto(PtrMap& labels, Block* b, uint32_t label) {
  bool inserted = false;
  labels.insert(b, label, inserted);
  return inserted;
}

bool ModuleWriter::writeSelection(Operation* op) {
  Region& r = op->region(0);
  if (r.empty() || r.hasOneBlock())
    return fail(op->loc(), "spirv.mlir.selection needs a header block and a merge block");
  Block* header = r.front();
  Block* merge = r.back();
  bool ownBlock = functions_.size() != blockBodyStart_;
  if (header->numArguments() || (!ownBlock && !foldInto(labelIds_, header, currentLabel_)) ||
      (ownBlock && labelIds_.find(header)))
    return fail(op->loc(), "the header block of a spirv.mlir.selection can have no arguments "
                           "and no predecessors");
  Attribute ctl = SelectionOp(op).selectionControlAttr();
  auto control = ctl ? enumValue(ctl, OperandKind::SelectionControl) : std::optional<uint32_t>(0);
  if (!control) return fail(op->loc(), "'selection_control' must be a SelectionControl enum");
  if (ownBlock) {
    // The current block has instructions: the header gets a block of its own,
    // so that consumers which lift the header block into a region (MLIR) do
    // not pull earlier definitions (e.g. OpVariable) into the construct.
    functions_.inst(uint32_t(Op::Branch), {labelId(header)});
    startBlock(header);
  }
  PendingMerge pm{false, labelId(merge), 0, *control};
  if (!writeOps(header, &pm, false)) return false;
  if (!writeBlocks(blocksOf(r), 1, 1)) return false;
  return writeMergeRegion(op, merge);
}

bool ModuleWriter::writeLoop(Operation* op) {
  Region& r = op->region(0);
  if (r.size() < 3)
    return fail(op->loc(), "spirv.mlir.loop needs entry, header, continue and merge blocks");
  Block* entry = r.front();
  Block* header = entry->nextNode();
  Block* merge = r.back();
  Block* cont = merge->prevNode();
  if (entry->numArguments() || !foldInto(labelIds_, entry, currentLabel_))
    return fail(op->loc(), "the entry block of a spirv.mlir.loop can have no arguments and no "
                           "predecessors");
  Attribute ctl = LoopOp(op).loopControlAttr();
  auto control = ctl ? enumValue(ctl, OperandKind::LoopControl) : std::optional<uint32_t>(0);
  if (!control) return fail(op->loc(), "'loop_control' must be a LoopControl enum");
  // The entry block only branches to the header (with the loop-carried
  // values' initial values); it ends the block the loop op is in.
  if (!writeOps(entry, nullptr, false)) return false;
  PendingMerge pm{true, labelId(merge), labelId(cont), *control};
  startBlock(header);
  bool holdsConstruct = false;
  for (Operation* o : *header)
    holdsConstruct |= isDialectOp(o, DialectOp::Selection) || isDialectOp(o, DialectOp::Loop);
  if (holdsConstruct) {
    // A nested construct would end the header's SPIR-V block before its
    // terminator, taking OpLoopMerge out of the header: the header block
    // holds only the merge and a branch to the block of its ops.
    uint32_t body = nextId_++;
    functions_.inst(uint32_t(Op::LoopMerge), {pm.merge, pm.cont, pm.control});
    functions_.inst(uint32_t(Op::Branch), {body});
    currentLabel_ = body;
    functions_.inst(uint32_t(Op::Label), {body});
    blockBodyStart_ = functions_.size();
  }
  if (!writeOps(header, holdsConstruct ? nullptr : &pm, false)) return false;
  if (!writeBlocks(blocksOf(r), 2, 1)) return false;
  return writeMergeRegion(op, merge);
}

bool ModuleWriter::writeMergeRegion(Operation* construct, Block* merge) {
  Operation* term = merge->back();
  if (!term || !isDialectOp(term, DialectOp::Merge))
    return fail(construct->loc(), "the merge block of " + std::string(construct->name()) +
                                      " must end in spirv.mlir.merge");
  if (term->numOperands() != construct->numResults())
    return fail(term->loc(), "spirv.mlir.merge yields " + std::to_string(term->numOperands()) +
                                 " values, the construct has " +
                                 std::to_string(construct->numResults()) + " results");
  // The merge block's label starts the block where the parent's ops go on;
  // its spirv.mlir.merge writes nothing (see writeOp).
  startBlock(merge);
  return writeOps(merge, nullptr, false);
}

bool ModuleWriter::writeFunction(Operation* func) {
  Location loc = func->loc();
  FuncOp funcOp(func);
  auto fnType = funcOp.functionType().dyn_cast<FunctionType>();
  if (!fnType) return fail(loc, "spirv.func needs a 'function_type' type attribute");
  if (fnType.numResults() > 1) return fail(loc, "SPIR-V functions return at most one value");
  std::string_view name = funcOp.symName();
  uint32_t fnId = symbolId(name, loc);
  Type ret = fnType.numResults() ? fnType.result(0) : Type(VoidType::get(*ctx_));
  uint32_t retId = typeId(ret, loc), fnTypeId = typeId(fnType, loc);
  Attribute ctl = funcOp.functionControlAttr();
  auto control = ctl ? enumValue(ctl, OperandKind::FunctionControl) : std::optional<uint32_t>(0);
  if (!control) return fail(loc, "'function_control' must be a FunctionControl enum");
  if (!fnId || !retId || !fnTypeId) return false;
  functions_.inst(uint32_t(Op::Function), {retId, fnId, *control, fnTypeId});
  if (options_->emitSymbolNames) writeName(fnId, name);
  if (Attribute linkage = funcOp.linkageAttributesAttr())
    if (!writeDecoration(fnId, FuncOp::linkageAttributesAttrName(), linkage, loc)) return false;

  // Values and blocks belong to one function (functions are isolated), so
  // their tables stay small and cache-resident.
  valueIds_.clear();
  labelIds_.clear();
  edges_.clear();
  phiSlots_.clear();
  phiIndex_.clear();
  edgeCounts_.clear();
  auto argAttrs = funcOp.argAttrsAttr().dyn_cast<ArrayAttr>();
  auto param = [&](unsigned i, Type type, uint32_t id) -> bool {
    uint32_t tid = typeId(type, loc);
    if (!tid) return false;
    functions_.inst(uint32_t(Op::FunctionParameter), {tid, id});
    if (!argAttrs || i >= argAttrs.size()) return true;
    auto dict = argAttrs[i].dyn_cast<DictionaryAttr>();
    if (!dict) return fail(loc, "'arg_attrs' must be an array of dictionaries");
    return decorateParameter(id, dict, loc);
  };

  Region& body = func->region(0);
  if (body.empty()) { // a declaration (imported function)
    for (unsigned i = 0; i < fnType.numInputs(); ++i)
      if (!param(i, fnType.input(i), nextId_++)) return false;
    functions_.inst(uint32_t(Op::FunctionEnd), {});
    return true;
  }
  Block* entry = body.front();
  if (entry->numArguments() != fnType.numInputs())
    return fail(loc, "the entry block has " + std::to_string(entry->numArguments()) +
                         " arguments, the function type " + std::to_string(fnType.numInputs()));
  for (unsigned i = 0; i < entry->numArguments(); ++i) {
    Value* arg = entry->argument(i);
    if (!param(i, arg->type(), valueId(arg))) return false;
    if (options_->emitValueNames) writeName(valueId(arg), arg->name());
  }
  regionOrder_.clear();
  blockOrder_.clear();
  orderBlocks(body);
  countRegionPhiEdges(body);
  if (edgeCounts_.find(entry))
    return fail(loc, "the entry block of a function cannot be a branch target");

  currentLabel_ = labelId(entry);
  functions_.inst(uint32_t(Op::Label), {currentLabel_});
  blockBodyStart_ = functions_.size();
  // OpVariable must open the entry block, whatever the IR's order.
  for (Operation* op : *entry)
    if (op->opcode() == opcodeOf(Op::Variable) && !writeOp(op)) return false;
  if (!writeOps(entry, nullptr, true)) return false;
  if (!writeBlocks(blocksOf(body), 1, 0)) return false;
  if (!patchPhis(loc)) return false;
  functions_.inst(uint32_t(Op::FunctionEnd), {});
  return true;
}

} // namespace spvkit::spirv
