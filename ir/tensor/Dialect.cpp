// Registration of the tensor dialect's ops and types with a Context. The op
// table itself is generated from ir/tensor/TensorOps.toml (TensorOpTable.cpp).
#include "ir/tensor/OpDefinition.h"
#include "ir/tensor/Types.h"

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
  for (size_t k = 0; k < size_t(OpKind::Count); ++k) ctx.registerOp(detail::kOpInfos[k]);
  registerTensorTypes(ctx);
}

} // namespace spvkit::tensor
