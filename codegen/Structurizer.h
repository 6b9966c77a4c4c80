// Structurizer: turns a function's control-flow graph with merge instructions
// into spirv.mlir.selection / spirv.mlir.loop regions (docs/spirv-dialect.md).
//
// Constructs are found from structural dominance (the CFG plus an edge from
// every header to its merge block and continue target): the construct of a
// header is the header's dominator subtree minus its merge block's subtree, so
// early exits (break to an enclosing merge, continue, return) need no special
// casing. The IR is built directly in its final shape: every CFG block gets an
// IR block in the region of its innermost construct before any op is created,
// branch targets are resolved against that placement (a branch to a merge
// block becomes a branch to the region's merge block, an entry into a loop a
// branch to the block holding the loop op), and the construct ops are created
// innermost first once their bodies are filled, yielding the values that are
// defined inside and used after them. All algorithms are iterative.
#pragma once

#include "codegen/PtrMap.h"
#include "ir/Block.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace spvkit::reader {

class ReaderState;

/// One basic block as read from the binary.
struct CfgBlock {
  uint32_t labelId = 0;
  uint32_t labelInst = 0;                         // instruction index of the OpLabel
  uint32_t phiEnd = 0;                            // first instruction after the OpPhis
  uint32_t mergeInst = ~0u;                       // OpSelectionMerge / OpLoopMerge, or ~0u
  uint32_t termInst = 0;                          // the terminator
  uint32_t mergeBlock = ~0u, continueBlock = ~0u; // block indices from the merge instruction
  uint32_t succFirst = 0, succCount = 0;          // into Cfg::succs
  uint32_t argFirst = 0, argCount = 0;            // into Cfg::argTypes (phi / parameter types)
};

struct Cfg {
  std::vector<CfgBlock> blocks;
  std::vector<uint32_t> succs; // successor block indices, in terminator operand order
  std::vector<Type> argTypes;
};

/// Working memory of the dominator-tree computation (reused across functions).
struct DomScratch {
  std::vector<uint32_t> rpoNum, order, pFirst, pList, fill;
  std::vector<std::pair<uint32_t, uint32_t>> stack;
};

/// One Structurizer may be reused for the functions of a module: analyze()
/// resets it, and its buffers keep their capacity.
class Structurizer {
public:
  /// Analyzes the CFG. With `useMerges` false, merge instructions are ignored
  /// and the function stays a flat CFG. On failure sets errorInst / error.
  bool analyze(const Cfg& cfg, bool useMerges);
  uint32_t errorInst = 0;
  std::string error;

  bool reachable(uint32_t b) const { return reachA_[b]; }
  /// Creates the IR blocks (with arguments) of every reachable block and the
  /// constructs' extra blocks. `body` is the function's region.
  void createBlocks(Arena& arena, Region& body);
  /// Where the non-terminator ops of block b go.
  Block* blockOf(uint32_t b) const { return ib_[b]; }
  /// Where the terminator of block b goes (a selection header's terminator
  /// opens its selection region).
  Block* terminatorBlock(uint32_t b) const;
  /// The IR block that the edge src -> dst branches to (its arguments mirror
  /// dst's phis).
  Block* target(uint32_t src, uint32_t dst) const;
  /// Creates the construct ops innermost first, yields escaping values and
  /// merges straight-line block chains. On failure reports through `state`.
  bool finish(ReaderState& state);

private:
  struct Construct {
    uint32_t header, merge, cont; // cont = ~0u for selections
    int32_t parent;
    bool loop;
    uint32_t depth = 1;         // constructs from the function body to this one
    uint32_t pre = 0, post = 0; // construct-tree numbering
    Region* staging = nullptr;
    Block* first = nullptr; // loop entry block / selection header block
    Block* mr = nullptr;    // the region's merge block
    Block* lb = nullptr;    // loops: the block in the parent region holding the op
  };
  bool fail(uint32_t inst, std::string message);
  bool ancestorOrSelf(int32_t a, int32_t b) const; // construct a contains construct b
  bool domA(uint32_t a, uint32_t b) const;
  bool domR(uint32_t a, uint32_t b) const;
  int32_t place(uint32_t b) const;
  Region* regionOf(int32_t construct) const;
  uint32_t cfgBlockOfInst(uint32_t inst) const;
  uint32_t cfgBlockOfOp(Operation* op) const;
  bool insideStaging(Operation* op, Region* staging) const;
  bool finishConstruct(ReaderState& state, uint32_t k);
  void mergeChains(Region& body);

  const Cfg* cfg_ = nullptr;
  Region* body_ = nullptr;
  std::vector<Construct> constructs_;
  std::vector<int32_t> constructOf_; // header block -> construct
  std::vector<int32_t> mergeOf_;     // merge block -> construct
  std::vector<int32_t> inner_;       // block -> innermost construct (-1: function)
  std::vector<uint8_t> reachA_, reachR_;
  std::vector<uint32_t> preA_, postA_, preR_, postR_;
  std::vector<Block*> ib_;
  std::vector<Block*> specials_; // blocks chain merging must keep
  // Scratch (no state between calls).
  DomScratch dom_;
  std::vector<uint32_t> rFirst_, aFirst_, aList_, idomA_, idomR_, preorderA_, preorderR_;
  PtrMap preds_;
  std::vector<Region*> regions_;
};

} // namespace spvkit::reader
