// KernelBuilder: structured if / for / while.
//
// The constructs are the dialect's (docs/spirv-dialect.md): a
// spirv.mlir.selection whose header branches to a then / else block and whose
// merge block's arguments are the if's results; a spirv.mlir.loop whose
// header's block arguments are the induction variable and the loop-carried
// values, with the body, a continue block that steps and branches back, and a
// merge block whose arguments are yielded as the loop's results. The writer
// turns block arguments into OpPhi and yielded values into the construct's
// result ids. A callback may nest further constructs: they stay inside its
// block, so one body block suffices.
#include "ir/spirv/KernelBuilder.h"

#include "SpirvOps.h"

namespace spvkit::spirv {

namespace {

std::vector<Type> typesOf(std::span<Value* const> values) {
  std::vector<Type> t;
  for (Value* v : values) t.push_back(v->type());
  return t;
}

} // namespace

/// A new block with arguments of `types`, placed before `before` in `r`.
static Block* blockBefore(Builder& b, Region& r, Block* before, std::span<const Type> types = {}) {
  Block* blk = b.module().createBlock();
  r.insertBefore(blk, before);
  for (Type t : types) blk->addArgument(t);
  return blk;
}

/// Branches to `target` with `values` unless the block already ends (the
/// callback returned or broke out itself).
static bool closeBlock(SpirvBuilder& b, Block* target, std::span<Value* const> values) {
  Block* cur = b.insertionBlock();
  if (cur->terminator()) return false;
  Operation::State st;
  st.info = opInfo(Op::Branch);
  st.operands = values;
  st.successors = {&target, 1};
  uint32_t n = uint32_t(values.size());
  st.successorOperandCounts = {&n, 1};
  b.create(st);
  return true;
}

static Operation* createConstruct(SpirvBuilder& b, DialectOp kind, std::span<const Type> results) {
  Operation::State st;
  st.info = &dialectOpInfo(kind);
  st.resultTypes = results;
  NamedAttribute attrs[] = {
      kind == DialectOp::Selection
          ? b.named(SelectionOp::selectionControlAttrName(), b.enumAttr(SelectionControl::None))
          : b.named(LoopOp::loopControlAttrName(), b.enumAttr(LoopControl::None))};
  st.attributes = attrs;
  st.numRegions = 1;
  return b.create(st);
}

static void yieldFromMerge(SpirvBuilder& b, Block* merge) {
  std::vector<Value*> args(merge->arguments().begin(), merge->arguments().end());
  Operation::State st;
  st.info = &dialectOpInfo(DialectOp::Merge);
  st.operands = args;
  b.setInsertionPointToEnd(merge);
  b.create(st);
}

/// Where building continues after a construct: right after it, in the block
/// that held it. Returns the construct's results.
static std::vector<Value*> leaveConstruct(SpirvBuilder& b, Operation* construct, Operation* after,
                                          Block* parent) {
  if (after)
    b.setInsertionPoint(after);
  else
    b.setInsertionPointToEnd(parent);
  std::vector<Value*> results;
  for (unsigned i = 0; i < construct->numResults(); ++i) results.push_back(construct->result(i));
  return results;
}

namespace {

/// The blocks of a spirv.mlir.loop under construction: entry -> header ->
/// (body -> continue -> header | merge). The header's arguments are
/// `headerTypes`; continue and merge carry the loop-carried values.
struct LoopBlocks {
  Operation* loop;
  Operation* after;
  Block* parent;
  Block *entry, *header, *body, *cont, *merge;

  LoopBlocks(KernelBuilder& b, std::span<const Type> headerTypes, std::span<const Type> iterTypes) {
    loop = createConstruct(b, DialectOp::Loop, iterTypes);
    after = loop->nextOp();
    parent = loop->block();
    Region& r = loop->region();
    entry = b.createBlock(r);
    header = b.createBlock(r);
    for (Type t : headerTypes) header->addArgument(t);
    body = b.createBlock(r);
    cont = b.createBlock(r);
    merge = b.createBlock(r);
    for (Type t : iterTypes) cont->addArgument(t), merge->addArgument(t);
  }

  /// The header's exit test: on to the body while `cond`, else to the merge
  /// block with `carried`.
  void exitTest(KernelBuilder& b, Value* cond, std::span<Value* const> carried) {
    std::vector<Value*> operands = {cond};
    operands.insert(operands.end(), carried.begin(), carried.end());
    Block* succ[] = {body, merge};
    uint32_t counts[] = {0, uint32_t(carried.size())};
    Operation::State st;
    st.info = opInfo(Op::BranchConditional);
    st.operands = operands;
    st.successors = succ;
    st.successorOperandCounts = counts;
    b.create(st);
  }

  /// Ends the body with a branch to the continue block carrying `next`
  /// (`current` when `next` does not match the carried types), unless the
  /// body already ended itself.
  void closeBody(KernelBuilder& b, const char* what, std::vector<Value*> next,
                 std::span<Value* const> current) {
    if (b.insertionBlock()->terminator()) return;
    if (typesOf(next) != typesOf(current)) {
      b.error(std::string(what) + ": the body returned " + std::to_string(next.size()) +
              " values that do not match the loop-carried values");
      next.assign(current.begin(), current.end());
    }
    closeBlock(b, cont, next);
  }
};

} // namespace

void KernelBuilder::ifThen(Value* cond, const std::function<void()>& then,
                           const std::function<void()>& otherwise) {
  auto wrap = [](const std::function<void()>& f) {
    return [&f]() -> std::vector<Value*> {
      if (f) f();
      return {};
    };
  };
  std::function<std::vector<Value*>()> elseFn;
  if (otherwise) elseFn = wrap(otherwise);
  ifThenElse(cond, {}, wrap(then), elseFn);
}

std::vector<Value*>
KernelBuilder::ifThenElse(Value* cond, std::span<const Type> resultTypes,
                          const std::function<std::vector<Value*>()>& then,
                          const std::function<std::vector<Value*>()>& otherwise) {
  if (!cond->type().isBool()) {
    error("if: the condition must be an i1");
    cond = constantBool(false);
  }
  if (!resultTypes.empty() && !otherwise) {
    error("if: an if with results needs an else branch");
    std::vector<Value*> u;
    for (Type t : resultTypes) u.push_back(undef(t));
    return u;
  }
  Operation* sel = createConstruct(*this, DialectOp::Selection, resultTypes);
  Region& r = sel->region();
  Block* header = createBlock(r);
  Block* merge = createBlock(r, {});
  for (Type t : resultTypes) merge->addArgument(t);
  Block* thenBlock = blockBefore(*this, r, merge);
  Block* elseBlock = otherwise ? blockBefore(*this, r, merge) : merge;
  Operation* after = sel->nextOp();
  Block* parent = sel->block();

  auto fill = [&](Block* blk, const std::function<std::vector<Value*>()>& f) {
    setInsertionPointToEnd(blk);
    std::vector<Value*> vals = f ? f() : std::vector<Value*>{};
    if (insertionBlock()->terminator()) return;
    if (vals.size() != resultTypes.size() ||
        typesOf(vals) != std::vector<Type>(resultTypes.begin(), resultTypes.end())) {
      error("if: a branch returned " + std::to_string(vals.size()) +
            " values that do not match the result types");
      vals.clear();
      for (Type t : resultTypes) vals.push_back(undef(t));
    }
    closeBlock(*this, merge, vals);
  };
  setInsertionPointToEnd(header);
  branchConditional(cond, thenBlock, {}, elseBlock, {});
  fill(thenBlock, then);
  if (otherwise) fill(elseBlock, otherwise);
  yieldFromMerge(*this, merge);
  return leaveConstruct(*this, sel, after, parent);
}

std::vector<Value*> KernelBuilder::forLoop(Value* lb, Value* ub, Value* step,
                                           std::span<Value* const> init, const ForBody& body) {
  Type ivType = lb->type();
  if (!ivType.isInteger() || ivType.isBool() || ub->type() != ivType ||
      (step && step->type() != ivType)) {
    error("for: lower bound, upper bound and step must be integers of one type");
    std::vector<Value*> r(init.begin(), init.end());
    return r;
  }
  if (!step) step = constantInt(ivType, 1);
  std::vector<Type> iterTypes = typesOf(init);
  std::vector<Type> headerTypes = {ivType};
  headerTypes.insert(headerTypes.end(), iterTypes.begin(), iterTypes.end());

  LoopBlocks l(*this, headerTypes, iterTypes);
  setInsertionPointToEnd(l.entry);
  std::vector<Value*> entryArgs = {lb};
  entryArgs.insert(entryArgs.end(), init.begin(), init.end());
  closeBlock(*this, l.header, entryArgs);

  setInsertionPointToEnd(l.header);
  Value* iv = l.header->argument(0);
  std::span<Value* const> iter = l.header->arguments().subspan(1);
  l.exitTest(*this, op(Op::SLessThan, i1(), {iv, ub})->result(), iter);

  setInsertionPointToEnd(l.body);
  l.closeBody(*this, "for", body(iv, iter), iter);

  setInsertionPointToEnd(l.cont);
  std::vector<Value*> back = {binary(Op::IAdd, iv, step)};
  back.insert(back.end(), l.cont->arguments().begin(), l.cont->arguments().end());
  closeBlock(*this, l.header, back);
  yieldFromMerge(*this, l.merge);
  return leaveConstruct(*this, l.loop, l.after, l.parent);
}

void KernelBuilder::forLoop(Value* lb, Value* ub, Value* step,
                            const std::function<void(Value* iv)>& body) {
  forLoop(lb, ub, step, {}, [&](Value* iv, std::span<Value* const>) -> std::vector<Value*> {
    body(iv);
    return {};
  });
}

std::vector<Value*>
KernelBuilder::whileLoop(std::span<Value* const> init,
                         const std::function<Value*(std::span<Value* const> args)>& cond,
                         const std::function<std::vector<Value*>(std::span<Value* const>)>& body) {
  std::vector<Type> types = typesOf(init);
  LoopBlocks l(*this, types, types);
  setInsertionPointToEnd(l.entry);
  closeBlock(*this, l.header, init);

  setInsertionPointToEnd(l.header);
  std::span<Value* const> args = l.header->arguments();
  Value* c = cond(args);
  if (insertionBlock() != l.header || !c || !c->type().isBool()) {
    error("while: the condition must be an i1 computed without opening constructs");
    setInsertionPointToEnd(l.header);
    c = constantBool(false);
  }
  l.exitTest(*this, c, args);

  setInsertionPointToEnd(l.body);
  l.closeBody(*this, "while", body(args), args);

  setInsertionPointToEnd(l.cont);
  closeBlock(*this, l.header, l.cont->arguments());
  yieldFromMerge(*this, l.merge);
  return leaveConstruct(*this, l.loop, l.after, l.parent);
}

} // namespace spvkit::spirv
