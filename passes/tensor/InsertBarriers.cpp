#include "passes/tensor/InsertBarriers.h"

#include "ir/Block.h"
#include "ir/tensor/OpDefinition.h"
#include "ir/tensor/Ops.h"
#include "passes/tensor/MemoryAccess.h"

#include <unordered_map>
#include <vector>

namespace spvkit::tensor {

namespace {

/// Fence bits of a barrier, one per address space.
enum : uint8_t { kGlobalFence = 1, kLocalFence = 2 };

uint8_t fenceOf(Value* memref) {
  return addressSpaceOf(memref) == AddressSpace::Local ? kLocalFence : kGlobalFence;
}

/// An access not yet made visible to the work-group by a barrier. `visit` is
/// 0 for accesses made before the SPMD region being walked, else the number
/// of the walk of that region. `uniform`: every work-item makes the same
/// access (a load, store or atomic in a collective region).
struct Pending {
  MemoryAccess access;
  unsigned visit;
  bool uniform;
  bool operator==(const Pending& o) const {
    return access.memref == o.access.memref && access.kind == o.access.kind &&
           access.op == o.access.op && visit == o.visit && uniform == o.uniform;
  }
};

/// Whether `later` must wait for `earlier`. A uniform read after a uniform
/// write needs no barrier: every work-item wrote the same value and reads
/// its own write (the writes and reads that could interleave differently
/// are ordered by barriers of their own).
bool mustOrder(const Pending& earlier, const Pending& later) {
  const MemoryAccess &e = earlier.access, &l = later.access;
  if (earlier.uniform && later.uniform && e.kind == AccessKind::Write && l.kind == AccessKind::Read)
    return false;
  return accessesConflict(e.kind, l.kind) && mayOverlap(e, l);
}

/// The pending accesses (a small set).
class State {
public:
  void add(const Pending& p) {
    for (const Pending& q : items_)
      if (q == p) return;
    items_.push_back(p);
  }
  void merge(const State& other) {
    for (const Pending& p : other.items_) add(p);
  }
  /// A barrier with these fences makes the accesses of its spaces visible.
  void clear(uint8_t fences) {
    std::erase_if(items_, [&](const Pending& p) { return fenceOf(p.access.memref) & fences; });
  }
  /// After an SPMD region: its accesses count as made before what follows.
  void relabel(unsigned visit) {
    State out;
    for (Pending p : items_) {
      if (p.visit == visit) p.visit = 0;
      out.add(p);
    }
    *this = std::move(out);
  }
  size_t size() const { return items_.size(); }
  const std::vector<Pending>& items() const { return items_; }

private:
  std::vector<Pending> items_;
};

class BarrierInserter {
public:
  /// `ctx` interns the fence attributes (an op without attributes or
  /// results does not know its context).
  explicit BarrierInserter(Context& ctx) : ctx_(ctx) {}

  void walkFunction(Operation* func) {
    State s;
    walkBlock(func->region(0).front(), s);
  }

private:
  /// Where the walk is: in a collective region (visit 0: barriers are
  /// inserted) or in the walk number `visit` of an SPMD region (barriers are
  /// not inserted; conflicts with earlier accesses are collected in
  /// `entryFences`, for a barrier in front of the region).
  Context& ctx_;
  /// Per for loop: the stable state at the start of its body, and the walk
  /// it was found in (visit numbers of SPMD regions differ between walks).
  struct Stable {
    unsigned visit;
    State state;
  };
  std::unordered_map<Operation*, Stable> stable_;
  unsigned visit_ = 0;
  uint8_t entryFences_ = 0;
  unsigned visits_ = 0;

  void walkBlock(Block* block, State& s) {
    if (!block) return;
    for (Operation* op : *block) walkOp(op, s);
  }

  void walkOp(Operation* op, State& s) {
    if (!isTensorOp(op)) return;
    switch (kindOf(op)) {
    case OpKind::Barrier: {
      uint8_t fences =
          (BarrierOp(op).global() ? kGlobalFence : 0) | (BarrierOp(op).local() ? kLocalFence : 0);
      s.clear(fences); // a barrier without fences orders no memory
      return;
    }
    case OpKind::For: {
      // Iterate until the state at the start of the body is stable: the
      // state after the body flows back to its start. The sets only grow.
      // A loop walked again (in an enclosing loop) starts from its last
      // stable state, which keeps nested loops linear rather than
      // exponential in their depth; when that already contains the new
      // entry state the walk would change nothing.
      State in = s;
      auto memo = stable_.find(op);
      if (memo != stable_.end() && memo->second.visit == visit_) {
        const size_t known = memo->second.state.size();
        in = memo->second.state;
        in.merge(s);
        if (in.size() == known) {
          s = std::move(in);
          return;
        }
      }
      for (;;) {
        State body = in;
        walkBlock(op->region(0).front(), body);
        size_t before = in.size();
        in.merge(body);
        if (in.size() == before) break;
      }
      stable_[op] = {visit_, in};
      s = std::move(in); // zero or more iterations
      return;
    }
    case OpKind::If: {
      State otherwise = s;
      walkBlock(op->region(0).front(), s);
      if (op->numRegions() > 1) walkBlock(op->region(1).front(), otherwise);
      s.merge(otherwise);
      return;
    }
    case OpKind::Parallel:
    case OpKind::Foreach:
    case OpKind::ForeachTile:
      if (visit_ == 0) {
        walkSpmdRegion(op, s);
        return;
      }
      break;
    default:
      break;
    }
    uint8_t fences = 0;
    std::vector<Pending> accesses;
    for (const MemoryAccess& a : accessesOf(op))
      accesses.push_back({a, visit_, visit_ == 0 && !a.collective});
    for (const Pending& a : accesses)
      for (const Pending& p : s.items())
        if ((p.visit != visit_ || visit_ == 0) && mustOrder(p, a))
          fences |= fenceOf(p.access.memref);
    if (fences && visit_ == 0) {
      insertBarrier(op, fences);
      s.clear(fences);
    } else {
      entryFences_ |= fences;
    }
    for (const Pending& a : accesses) s.add(a);
    for (unsigned r = 0; r < op->numRegions(); ++r) walkBlock(op->region(r).front(), s);
  }

  /// An SPMD region in a collective region: its work-items make all of its
  /// accesses, so it is ordered against what came before as a whole (up to
  /// the barriers written inside it).
  void walkSpmdRegion(Operation* op, State& s) {
    for (int attempt = 0; attempt < 2; ++attempt) {
      State inside = s;
      visit_ = ++visits_;
      entryFences_ = 0;
      walkBlock(op->region(0).front(), inside);
      inside.relabel(visit_);
      visit_ = 0;
      if (!entryFences_ || attempt == 1) {
        s = std::move(inside);
        return;
      }
      // Order the region after the conflicting accesses and walk it again
      // without them (for the accesses it leaves pending).
      insertBarrier(op, entryFences_);
      s.clear(entryFences_);
    }
  }

  void insertBarrier(Operation* before, uint8_t fences) {
    Context& ctx = ctx_;
    std::vector<NamedAttribute> attrs;
    if (fences & kGlobalFence) attrs.push_back({ctx.intern("global"), UnitAttr::get(ctx)});
    if (fences & kLocalFence) attrs.push_back({ctx.intern("local"), UnitAttr::get(ctx)});
    Operation::State st;
    st.info = &opInfo(OpKind::Barrier);
    st.loc = before->loc();
    st.attributes = attrs;
    before->block()->insertBefore(Operation::create(before->arena(), st), before);
  }
};

class InsertBarriersPass : public Pass {
public:
  std::string_view name() const override { return "insert-barriers"; }
  std::string_view description() const override {
    return "insert barrier.global / barrier.local between collective statements with memory "
           "dependencies";
  }
  bool run(Operation* root, DiagnosticList&) override {
    if (is(root, OpKind::Func)) BarrierInserter(root->context()).walkFunction(root);
    return true;
  }
};

} // namespace

std::unique_ptr<Pass> createInsertBarriersPass() {
  return std::make_unique<InsertBarriersPass>();
}

} // namespace spvkit::tensor
