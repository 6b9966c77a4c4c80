// Registration of the tensor dialect's ops and types with a Context.
#include "ir/tensor/Ops.h"
#include "ir/tensor/Types.h"

#include <array>
#include <string>

namespace spvkit::tensor {

namespace {

struct OpTable {
  std::array<std::string, size_t(OpKind::Count)> names;
  std::array<OpInfo, size_t(OpKind::Count)> infos;
  std::array<RegionKind, size_t(OpKind::Count)> kinds;
};

uint32_t traitsOf(OpKind k) {
  using namespace OpTrait;
  switch (k) {
  case OpKind::Func:
    return IsolatedFromAbove | Symbol;
  case OpKind::Yield:
    return Terminator;
  case OpKind::For:
  case OpKind::If:
    return StructuredControl | SingleBlock | NoTerminator;
  case OpKind::Foreach:
  case OpKind::ForeachTile:
  case OpKind::Parallel:
  case OpKind::CooperativeMatrixApply:
    return SingleBlock | NoTerminator;
  case OpKind::Constant:
    return NoSideEffect | ConstantLike;
  case OpKind::Load:
  case OpKind::AtomicLoad:
  case OpKind::CooperativeMatrixLoad:
  case OpKind::CooperativeMatrixAtomicLoad:
    return MemoryRead;
  case OpKind::Store:
  case OpKind::AtomicStore:
  case OpKind::CooperativeMatrixStore:
  case OpKind::CooperativeMatrixAtomicStore:
    return MemoryWrite;
  case OpKind::AtomicAdd:
  case OpKind::AtomicMin:
  case OpKind::AtomicMax:
  case OpKind::CooperativeMatrixAtomicAdd:
  case OpKind::CooperativeMatrixAtomicMin:
  case OpKind::CooperativeMatrixAtomicMax:
  case OpKind::Axpby:
  case OpKind::Cumsum:
  case OpKind::Gemm:
  case OpKind::Gemv:
  case OpKind::Ger:
  case OpKind::Hadamard:
  case OpKind::Sum:
    return MemoryRead | MemoryWrite;
  case OpKind::Add:
  case OpKind::Mul:
  case OpKind::Max:
  case OpKind::Min:
  case OpKind::AndOp:
  case OpKind::OrOp:
  case OpKind::XorOp:
  case OpKind::Equal:
  case OpKind::NotEqual:
    return NoSideEffect | Commutative;
  default:
    return 0;
  }
}

const OpTable& table() {
  static const OpTable t = [] {
    OpTable t;
    size_t i = 0;
#define TENSOR_OP(Enum, Name, Kind)                                                                \
  t.names[i] = std::string("tensor.") + Name;                                                      \
  t.kinds[i] = RegionKind::Kind;                                                                   \
  ++i;
#include "ir/tensor/Ops.def"
    for (size_t k = 0; k < size_t(OpKind::Count); ++k) {
      OpInfo& info = t.infos[k];
      info.name = t.names[k];
      info.opcode = makeOpcode(Dialect::Tensor, uint32_t(k));
      info.traits = traitsOf(OpKind(k));
    }
    return t;
  }();
  return t;
}

} // namespace

const OpInfo& opInfo(OpKind kind) {
  return table().infos[size_t(kind)];
}

std::string_view instructionName(OpKind kind) {
  return std::string_view(table().names[size_t(kind)]).substr(7); // drop "tensor."
}

RegionKind regionKind(OpKind kind) {
  return table().kinds[size_t(kind)];
}

bool isTensorOp(const Operation* op) {
  return op && op->info().dialect() == Dialect::Tensor &&
         (op->opcode() & 0xFFFF) < uint32_t(OpKind::Count);
}

void registerDialect(Context& ctx) {
  if (!ctx.markDialectLoaded("tensor")) return;
  for (const OpInfo& info : table().infos) ctx.registerOp(info);
  registerTensorTypes(ctx);
}

} // namespace spvkit::tensor
