// Registration of the tensor dialect's ops and types with a Context. The op
// table itself is generated from ir/tensor/TensorOps.toml (TensorOpTable.cpp).
#include "ir/tensor/OpDefinition.h"
#include "ir/tensor/Types.h"

#include <algorithm>
#include <vector>

namespace spvkit::tensor {

const OpInfo& opInfo(OpKind kind) {
  return detail::kOpInfos[size_t(kind)];
}

std::string_view instructionName(OpKind kind) {
  return opDef(kind).name;
}

RegionKind regionKind(OpKind kind) {
  return opDef(kind).regionKind;
}

bool isTensorOp(const Operation* op) {
  return op && op->info().dialect() == Dialect::Tensor &&
         (op->opcode() & 0xFFFF) < uint32_t(OpKind::Count);
}

void registerDialect(Context& ctx) {
  if (!ctx.markDialectLoaded("tensor")) return;
  ctx.registerDialectId(Dialect::Tensor, "tensor");
  // Sorted by name once per process, immutable afterwards; each context only
  // keeps the span.
  static const std::vector<const OpInfo*> byName = [] {
    std::vector<const OpInfo*> v;
    for (size_t k = 0; k < size_t(OpKind::Count); ++k) v.push_back(&detail::kOpInfos[k]);
    std::sort(v.begin(), v.end(),
              [](const OpInfo* a, const OpInfo* b) { return a->name < b->name; });
    return v;
  }();
  ctx.registerOps(byName);
  registerTensorTypes(ctx);
}

} // namespace spvkit::tensor
