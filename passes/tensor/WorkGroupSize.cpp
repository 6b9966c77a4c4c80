#include "passes/tensor/WorkGroupSize.h"

#include "ir/tensor/OpDefinition.h"
#include "ir/tensor/Ops.h"
#include "ir/tensor/Types.h"
#include "passes/tensor/TensorBuilder.h"

#include <algorithm>
#include <optional>
#include <vector>

namespace spvkit::tensor {

namespace {

/// The result of a collective instruction: rows x columns (kDynamic when
/// unknown) of `elementBytes` each.
struct Work {
  int64_t rows = 1, cols = 1;
  unsigned elementBytes = 4;
};

bool isCollectiveLinalg(Operation* op) {
  return isTensorOp(op) && isLinalg(kindOf(op));
}

/// The largest result among the function's collective instructions (their
/// last memref operand); unknown sizes count as larger than any known one.
std::optional<Work> largestWork(Operation* func) {
  std::optional<Work> best;
  auto size = [](int64_t n) { return n == kDynamic ? 1e12 : double(n); };
  func->walk([&](Operation* op) {
    if (!isCollectiveLinalg(op)) return true;
    auto out = LinalgInterface(op).writtenOperand()->type().dyn_cast<MemrefType>();
    if (!out) return true;
    Work w;
    w.rows = out.order() > 0 ? out.dim(0) : 1;
    w.cols = out.order() > 1 ? out.dim(1) : 1;
    w.elementBytes = std::max(1u, scalarSize(out.elementType()));
    if (!best || size(w.rows) * size(w.cols) > size(best->rows) * size(best->cols)) best = w;
    return true;
  });
  return best;
}

uint32_t ceilDiv(int64_t a, int64_t b) {
  return uint32_t((a + b - 1) / b);
}

/// The most tiles any `foreach_tile` of `func` hands out, when every range
/// and tile size is a constant (0 when there is none or one is unknown).
int64_t mostTiles(Operation* func) {
  int64_t most = 0;
  bool unknown = false;
  func->walk([&](Operation* op) {
    if (!is(op, OpKind::ForeachTile)) return true;
    ForeachTileOp t(op);
    ArrayAttr shape = t.tileShape();
    if (!shape || shape.size() != t.from().size() || shape.size() != t.to().size()) {
      unknown = true;
      return true;
    }
    int64_t tiles = 1;
    for (size_t i = 0; i < shape.size(); ++i) {
      auto from = TensorBuilder::intConstant(t.from()[i].get());
      auto to = TensorBuilder::intConstant(t.to()[i].get());
      auto size = shape[i].dyn_cast<IntegerAttr>();
      if (!from || !to || !size || size.value() <= 0) {
        unknown = true;
        return true;
      }
      tiles *= std::max<int64_t>(0, ceilDiv(*to - *from, size.value()));
    }
    most = std::max(most, tiles);
    return true;
  });
  return unknown ? 0 : most;
}

/// The subgroup sizes the compiler may fix on `target` (empty: the device
/// chooses), the preferred one first.
std::vector<uint32_t> subgroupCandidates(const Target& target) {
  if (!target.defaultSubgroupSize) return {};
  std::vector<uint32_t> out = {target.defaultSubgroupSize};
  for (uint32_t s : target.env.limits.subgroupSizes)
    if (s != target.defaultSubgroupSize) out.push_back(s);
  return out;
}

} // namespace

KernelSizes chooseKernelSizes(Operation* func, const Target& target) {
  auto attrs = FuncOp(func).attributes();
  std::optional<uint32_t> sgAttr;
  std::optional<std::array<uint32_t, 2>> wgAttr;
  if (attrs) {
    if (auto sg = attrs.get("subgroup_size").dyn_cast<IntegerAttr>()) sgAttr = uint32_t(sg.value());
    if (auto wg = attrs.get("work_group_size").dyn_cast<ArrayAttr>(); wg && wg.size() == 2) {
      auto x = wg[0].dyn_cast<IntegerAttr>(), y = wg[1].dyn_cast<IntegerAttr>();
      if (x && y) wgAttr = std::array<uint32_t, 2>{uint32_t(x.value()), uint32_t(y.value())};
    }
  }
  const std::optional<Work> work = largestWork(func);
  KernelSizes out;

  // Subgroup size.
  std::vector<uint32_t> candidates = subgroupCandidates(target);
  if (sgAttr) {
    out.subgroupSize = *sgAttr;
  } else if (!candidates.empty()) {
    out.subgroupSize = candidates.front();
    if (wgAttr) {
      // The given x must be a multiple of the subgroup size.
      for (uint32_t s : candidates)
        if ((*wgAttr)[0] % s == 0) {
          out.subgroupSize = s;
          break;
        }
    } else if (work && work->rows != kDynamic && work->rows < int64_t(out.subgroupSize)) {
      // Fewer rows than lanes: the smallest size that still covers them.
      std::vector<uint32_t> sorted = candidates;
      std::sort(sorted.begin(), sorted.end());
      out.subgroupSize = sorted.front();
      for (uint32_t s : sorted)
        if (int64_t(s) >= work->rows) {
          out.subgroupSize = s;
          break;
        }
    }
  }

  // Work-group size.
  if (wgAttr) {
    out.workGroupSize = *wgAttr;
    return out;
  }
  const uint32_t granule = out.subgroupSize ? out.subgroupSize : 32;
  const uint32_t defaultX = target.defaultWorkGroupSize[0];
  const uint32_t cap = std::min<uint32_t>(target.env.limits.maxWorkGroupSize, 256);
  if (!work) {
    out.workGroupSize = target.defaultWorkGroupSize;
    out.workGroupSize[0] = ceilDiv(defaultX, granule) * granule;
    // On GPUs with wide subgroups (32 lanes: the NVIDIA ones) a kernel made
    // of foreach_tile gets one subgroup per tile up to the cap: a work-group
    // per matrix of 256 16x16 tiles needs more than the default's two
    // subgroups to keep an SM busy (coopgemm 256^3 in bench/gpu).
    if (int64_t tiles = mostTiles(func); tiles && out.subgroupSize >= 32) {
      uint32_t subgroups = std::clamp<uint32_t>(uint32_t(std::min<int64_t>(tiles, cap)),
                                                out.workGroupSize[0] / granule, cap / granule);
      out.workGroupSize = {subgroups * granule, 1};
    }
    return out;
  }
  const uint32_t maxSubgroupsX = std::max(1u, std::min(defaultX, cap) / granule);
  uint32_t subgroupsX = work->rows == kDynamic
                            ? maxSubgroupsX
                            : std::clamp(ceilDiv(work->rows, granule), 1u, maxSubgroupsX);
  out.workGroupSize[0] = subgroupsX * granule;
  const int64_t colsPerItem = std::max<int64_t>(1, target.registerBudget / 2 / work->elementBytes);
  const uint32_t maxY = std::max(1u, cap / out.workGroupSize[0]);
  out.workGroupSize[1] =
      work->cols == kDynamic ? 1 : std::clamp(ceilDiv(work->cols, colsPerItem), 1u, maxY);
  return out;
}

namespace {

class ChooseWorkGroupSizePass : public Pass {
public:
  explicit ChooseWorkGroupSizePass(const Target& target) : target_(target) {}
  std::string_view name() const override { return "choose-work-group-size"; }
  std::string_view description() const override {
    return "choose each kernel's subgroup and work-group size from the target and its collective "
           "instructions";
  }
  bool run(Operation* root, DiagnosticList&) override {
    if (!is(root, OpKind::Func)) return true;
    KernelSizes sizes = chooseKernelSizes(root, target_);
    Context& ctx = root->context();
    Type i64 = IntegerType::get(ctx, 64);
    std::vector<NamedAttribute> entries;
    if (auto attrs = FuncOp(root).attributes())
      entries.assign(attrs.entries().begin(), attrs.entries().end());
    Attribute wg[2] = {IntegerAttr::get(i64, sizes.workGroupSize[0]),
                       IntegerAttr::get(i64, sizes.workGroupSize[1])};
    entries.push_back({ctx.intern("work_group_size"), ArrayAttr::get(ctx, wg)});
    if (sizes.subgroupSize)
      entries.push_back({ctx.intern("subgroup_size"), IntegerAttr::get(i64, sizes.subgroupSize)});
    FuncOp(root).setAttributesAttr(DictionaryAttr::get(ctx, entries));
    return true;
  }

private:
  const Target& target_;
};

} // namespace

std::unique_ptr<Pass> createChooseWorkGroupSizePass(const Target& target) {
  return std::make_unique<ChooseWorkGroupSizePass>(target);
}

} // namespace spvkit::tensor
