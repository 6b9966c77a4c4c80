#include "passes/tensor/LowerForeach.h"

#include "passes/tensor/TensorBuilder.h"

#include <algorithm>
#include <array>
#include <functional>
#include <optional>
#include <vector>

namespace spvkit::tensor {

namespace {

/// An upper bound of to - from for a foreach range [from, to), from constant
/// ends, `to = from + c` and `to = min(a, b)` (a bound of either side holds);
/// nullopt when none is known.
std::optional<int64_t> rangeBound(Value* from, Value* to, unsigned depth = 0) {
  if (depth > 8) return std::nullopt;
  auto cf = TensorBuilder::intConstant(from), ct = TensorBuilder::intConstant(to);
  if (cf && ct) {
    int64_t d; // an extent that overflows is no useful bound
    if (__builtin_sub_overflow(*ct, *cf, &d)) return std::nullopt;
    return d;
  }
  Operation* def = to->definingOp();
  if (!def || def->numOperands() != 2) return std::nullopt;
  if (auto add = dyn_cast<AddOp>(def)) {
    if (add.a() == from)
      if (auto c = TensorBuilder::intConstant(add.b())) return *c;
    if (add.b() == from)
      if (auto c = TensorBuilder::intConstant(add.a())) return *c;
  } else if (auto min = dyn_cast<MinOp>(def)) {
    auto a = rangeBound(from, min.a(), depth + 1);
    auto c = rangeBound(from, min.b(), depth + 1);
    if (a && c) return std::min(*a, *c);
    return a ? a : c;
  }
  return std::nullopt;
}

class ForeachLowering {
public:
  ForeachLowering(TensorBuilder& b, std::array<uint32_t, 2> wg) : b_(b), wg_(wg) {}

  void lowerForeach(Operation* op) {
    Block* body = op->region(0).front();
    const unsigned n = body->numArguments();
    const auto fromList = ForeachOp(op).from(), toList = ForeachOp(op).to();
    std::vector<Value*> vars(n);
    b_.setInsertionPoint(op);
    b_.setLoc(op->loc());
    b_.parallel([&] {
      std::function<void(unsigned)> nest = [&](unsigned d) {
        if (d == n) return inlineBody(body, vars);
        Value* from = fromList[d].get();
        Value* to = toList[d].get();
        Type t = from->type();
        if (d >= 2) {
          b_.forLoop(from, to, nullptr, {}, [&](Value* iv, std::span<Value* const>) {
            vars[d] = iv;
            nest(d + 1);
            return std::vector<Value*>{};
          });
          return;
        }
        const int64_t stride = n == 1 ? int64_t(wg_[0]) * wg_[1] : wg_[d];
        Value* start = b_.add(from, b_.cast(n == 1 ? linearLocalId() : localId(d), t));
        if (auto bound = rangeBound(from, to); bound && *bound <= stride) {
          b_.ifThen(b_.compare(OpKind::LessThan, start, to), [&] {
            vars[d] = start;
            nest(d + 1);
          });
          return;
        }
        b_.forLoop(start, to, b_.constInt(t, stride), {}, [&](Value* iv, std::span<Value* const>) {
          vars[d] = iv;
          nest(d + 1);
          return std::vector<Value*>{};
        });
      };
      nest(0);
    });
    op->erase();
  }

  void lowerForeachTile(Operation* op) {
    Block* body = op->region(0).front();
    ForeachTileOp foreachTile(op);
    auto tiles = foreachTile.tileShape();
    const unsigned n = tiles.size();
    const auto fromList = foreachTile.from(), toList = foreachTile.to();
    std::vector<Value*> vars(2 * n);
    b_.setInsertionPoint(op);
    b_.setLoc(op->loc());
    b_.parallel([&] {
      Type i32 = b_.i32();
      Type one[] = {i32};
      Value* sgSize = b_.create(OpKind::SubgroupSize, one, {})->result();
      Value* numX = b_.binary(OpKind::Div, b_.constInt(i32, wg_[0]), sgSize);
      Value* sgId = b_.create(OpKind::SubgroupLinearId, one, {})->result();
      std::function<void(unsigned)> nest = [&](unsigned d) {
        if (d == n) return inlineBody(body, vars);
        Value* from = fromList[d].get();
        Value* to = toList[d].get();
        Type t = from->type();
        Value* tile = b_.constInt(t, tiles[d].cast<IntegerAttr>().value());
        Value* start = from;
        Value* step = tile;
        if (d < 2) {
          Value *id, *count;
          if (n == 1) {
            id = sgId;
            count = b_.binary(OpKind::Mul, numX, b_.constInt(i32, wg_[1]));
          } else if (d == 0) {
            id = wg_[1] == 1 ? sgId : b_.binary(OpKind::Rem, sgId, numX);
            count = numX;
          } else {
            id = wg_[1] == 1 ? b_.constInt(i32, 0) : b_.binary(OpKind::Div, sgId, numX);
            count = b_.constInt(i32, wg_[1]);
          }
          start = b_.add(from, b_.binary(OpKind::Mul, b_.cast(id, t), tile));
          step = b_.binary(OpKind::Mul, b_.cast(count, t), tile);
        }
        b_.forLoop(start, to, step, {}, [&](Value* iv, std::span<Value* const>) {
          vars[d] = iv;
          Value* size = b_.binary(OpKind::Min, tile, b_.binary(OpKind::Sub, to, iv));
          vars[n + d] = b_.cast(size, b_.index());
          nest(d + 1);
          return std::vector<Value*>{};
        });
      };
      nest(0);
    });
    op->erase();
  }

private:
  Value* localId(unsigned dim) { return b_.localId(dim); }
  Value* linearLocalId() { return b_.linearLocalId(wg_[0], wg_[1]); }

  /// Moves the ops of `body` to the insertion point, its arguments replaced
  /// by `vars`.
  void inlineBody(Block* body, const std::vector<Value*>& vars) {
    for (unsigned i = 0; i < body->numArguments(); ++i)
      body->argument(i)->replaceAllUsesWith(vars[i]);
    Block* into = b_.insertionBlock();
    for (Operation* op = body->front(); op;) {
      Operation* next = op->nextOp();
      op->removeFromBlock();
      into->push_back(op);
      op = next;
    }
  }

  TensorBuilder& b_;
  std::array<uint32_t, 2> wg_;
};

/// The work-group size of `func`, as the conversion will see it
/// (choose-work-group-size recorded it).
std::array<uint32_t, 2> workGroupSizeOf(Operation* func, const Target& target) {
  auto wg = target.defaultWorkGroupSize;
  if (auto attrs = FuncOp(func).attributes())
    if (auto a = attrs.get("work_group_size").dyn_cast<ArrayAttr>(); a && a.size() == 2) {
      if (auto x = a[0].dyn_cast<IntegerAttr>()) wg[0] = uint32_t(x.value());
      if (auto y = a[1].dyn_cast<IntegerAttr>()) wg[1] = uint32_t(y.value());
    }
  return wg;
}

class LowerForeachPass : public ModulePass {
public:
  explicit LowerForeachPass(const Target& target) : target_(target) {}
  std::string_view name() const override { return "lower-foreach"; }
  std::string_view description() const override {
    return "lower foreach and foreach_tile to SPMD loops over work-items and subgroups";
  }
  bool runOnModule(Module& module, DiagnosticList& diags) override {
    bool ok = true;
    TensorBuilder b(module);
    for (Operation* func : *module.body()) {
      if (!is(func, OpKind::Func)) continue;
      std::vector<Operation*> ops;
      func->walk([&](Operation* op) {
        if (is(op, OpKind::Foreach) || is(op, OpKind::ForeachTile)) ops.push_back(op);
        return true;
      });
      if (ops.empty()) continue;
      ForeachLowering l(b, workGroupSizeOf(func, target_));
      for (Operation* op : ops) {
        // The verifier checks the ranges; IR it was not run on may still
        // disagree with itself.
        Block* body = op->region(0).empty() ? nullptr : op->region(0).front();
        const bool tile = is(op, OpKind::ForeachTile);
        auto tiles = tile ? ForeachTileOp(op).tileShape() : ArrayAttr();
        const unsigned n = tile ? (tiles ? tiles.size() : 0) : (body ? body->numArguments() : 0);
        if (!body || !n || op->numOperands() != 2 * n ||
            body->numArguments() != (tile ? 2 * n : n)) {
          diags.error(op->loc(), "'" + std::string(op->name()) + "' with mismatched ranges");
          ok = false;
          continue;
        }
        if (tile)
          l.lowerForeachTile(op);
        else
          l.lowerForeach(op);
      }
    }
    return ok;
  }

private:
  const Target& target_;
};

} // namespace

std::unique_ptr<Pass> createLowerForeachPass(const Target& target) {
  return std::make_unique<LowerForeachPass>(target);
}

} // namespace spvkit::tensor
