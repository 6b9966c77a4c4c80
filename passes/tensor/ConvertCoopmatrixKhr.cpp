// Cooperative matrices, the `khr` strategy (CoopmatrixStrategy.h): on a
// Vulkan target that lists the combinations, a coopmatrix value is an
// OpTypeCooperativeMatrixKHR value (subgroup scope) and the instructions are
// the extension's: OpCooperativeMatrixLoadKHR / StoreKHR from the element at
// (row, col) with the memref's second stride (ColumnMajorKHR; `.t` reads
// the transpose as RowMajorKHR), OpCooperativeMatrixMulAddKHR, and the
// arithmetic / conversion instructions on matrix operands. The strategy pass
// admits only functions whose every coopmatrix instruction is one of these.
#include "ir/tensor/OpDefinition.h"
#include "passes/tensor/Converter.h"

namespace spvkit::tensor {

using namespace spirv;

bool Converter::convertCoopmatrixKhrOp(Operation* op) {
  KernelBuilder& b = kb_;
  const OpKind k = kindOf(op);
  const std::string name(instructionName(k));
  auto fail = [&](const std::string& what) {
    unsupported(op, what + " (KHR cooperative matrices)");
    if (op->numResults()) {
      Type t = convertType(op->result()->type());
      map(op->result(), undef(t ? t : b.i32()));
    }
    return true;
  };
  // Where element (row, col) is and the stride between columns (or rows for
  // the transpose); the layout says which.
  auto access = [&](Value* memrefValue, Value* row, Value* col, bool trans, Value*& ptr,
                    Value*& stride, CooperativeMatrixLayout& layout, uint32_t& align) {
    MemrefDesc* d = memref(memrefValue);
    if (!d || d->type.order() != 2) return false;
    Value* const indices[] = {row, col};
    ptr = elementPointer(*d, indices);
    stride = d->strides[1];
    layout = trans ? CooperativeMatrixLayout::RowMajorKHR : CooperativeMatrixLayout::ColumnMajorKHR;
    align = uint32_t(storageType(d->type.elementType()).byteAlignment().value_or(1));
    return true;
  };
  if (auto load = dyn_cast<CooperativeMatrixLoadOp>(op)) {
    auto type = convertType(load.result()->type()).dyn_cast<CooperativeMatrixType>();
    Value *ptr, *stride;
    CooperativeMatrixLayout layout;
    uint32_t align;
    if (!type ||
        !access(load.memref(), load.row(), load.col(), load.transA(), ptr, stride, layout, align))
      return fail(name);
    map(load.result(), b.coopMatrixLoad(type, ptr, stride, layout, align));
    return true;
  }
  if (auto store = dyn_cast<CooperativeMatrixStoreOp>(op)) {
    Value *ptr, *stride;
    CooperativeMatrixLayout layout;
    uint32_t align;
    if (!access(store.memref(), store.row(), store.col(), store.transA(), ptr, stride, layout,
                align))
      return fail(name);
    b.coopMatrixStore(ptr, value(store.value()), stride, layout, align);
    return true;
  }
  if (auto mulAdd = dyn_cast<CooperativeMatrixMulAddOp>(op)) {
    // The tensor language's integers are signed: say so for every operand.
    auto operands = CooperativeMatrixOperands::NoneKHR;
    if (componentOf(mulAdd.a()->type()).isInteger())
      operands = CooperativeMatrixOperands::MatrixASignedComponentsKHR |
                 CooperativeMatrixOperands::MatrixBSignedComponentsKHR |
                 CooperativeMatrixOperands::MatrixCSignedComponentsKHR |
                 CooperativeMatrixOperands::MatrixResultSignedComponentsKHR;
    map(mulAdd.result(),
        b.coopMatrixMulAdd(value(mulAdd.a()), value(mulAdd.b()), value(mulAdd.c()), operands));
    return true;
  }
  Type resultType = op->numResults() ? convertType(op->result()->type()) : Type();
  if (!resultType) return fail(name);
  const bool isFloat = componentOf(op->result()->type()).isFloat();
  // A matrix whose every entry is `scalar` (OpCompositeConstruct with one
  // constituent).
  auto splat = [&](Value* scalar) {
    return b.op(Op::CompositeConstruct, resultType, {scalar})->result();
  };
  if (auto scale = dyn_cast<CooperativeMatrixScaleOp>(op)) {
    map(scale.result(), b.binary(isFloat ? Op::FMul : Op::IMul, splat(value(scale.factor())),
                                 value(scale.matrix())));
    return true;
  }
  switch (k) {
  case OpKind::Constant: {
    Type component = convertType(componentOf(op->result()->type()));
    Attribute v = ConstantOp(op).value();
    Value* scalar = nullptr;
    if (auto f = v.dyn_cast<FloatAttr>())
      scalar = b.constantFloat(component, f.value());
    else if (auto i = v.dyn_cast<IntegerAttr>())
      scalar = isFloat ? b.constantFloat(component, double(i.value()))
                       : b.constantInt(component, i.value());
    if (!scalar) return fail(name + " of this value");
    map(op->result(), splat(scalar));
    return true;
  }
  case OpKind::Add:
  case OpKind::Sub:
  case OpKind::Mul:
  case OpKind::Div: {
    static constexpr Op floatOps[] = {Op::FAdd, Op::FSub, Op::FMul, Op::FDiv};
    static constexpr Op intOps[] = {Op::IAdd, Op::ISub, Op::IMul, Op::SDiv};
    const unsigned i = k == OpKind::Add ? 0 : k == OpKind::Sub ? 1 : k == OpKind::Mul ? 2 : 3;
    map(op->result(),
        b.binary(isFloat ? floatOps[i] : intOps[i], value(ArithBinaryInterface(op).a()),
                 value(ArithBinaryInterface(op).b())));
    return true;
  }
  case OpKind::Cast:
    map(op->result(), b.op(Op::FConvert, resultType, {value(CastOp(op).a())})->result());
    return true;
  default:
    return fail(name);
  }
}

} // namespace spvkit::tensor
