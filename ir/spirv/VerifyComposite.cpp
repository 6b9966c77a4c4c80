// Rules of the composite ops: literal index paths walked through the
// composite type (CompositeExtract / CompositeInsert), constituents of
// CompositeConstruct, VectorShuffle components, dynamic vector access, and
// the KHR cooperative-matrix load / store / multiply-add.
#include "ir/spirv/SyntaxUtil.h"
#include "ir/spirv/VerifyUtil.h"

#include "SpirvOps.h"

#include <tuple>

namespace spvkit::spirv::detail {

namespace {

/// Walks `type` along the literal `indexes` attribute; null (with an error) if invalid.
Type walkLiteral(Operation* op, DiagnosticList& d, Type type) {
  std::vector<int64_t> idx;
  std::string name(isOp(op, Op::CompositeExtract) ? CompositeExtractOp::indexesAttrName()
                                                  : CompositeInsertOp::indexesAttrName());
  if (!intArray(op->attr(name), idx))
    return fail(op, d, "requires attribute '" + name + "' (an array of integers)"), Type();
  // MLIR 19's messages (its getElementType), as the parser reports them.
  if (std::string why = syntax::compositeIndexError(type, idx); !why.empty())
    return fail(op, d, why), Type();
  return syntax::walkComposite(type, idx);
}

bool compositeExtract(Operation* op, DiagnosticList& d) {
  Type walked = walkLiteral(op, d, CompositeExtractOp(op).composite()->type());
  if (!walked) return false;
  if (walked == op->result()->type()) return true;
  return fail(op, d,
              "invalid result type: expected '" + typeStr(walked) + "' but provided '" +
                  typeStr(op->result()->type()) + "'");
}

bool compositeInsert(Operation* op, DiagnosticList& d) {
  CompositeInsertOp insert(op);
  Type composite = insert.composite()->type();
  // MLIR 19's order and messages: the index walk, the object, the result.
  Type walked = walkLiteral(op, d, composite);
  if (!walked) return false;
  if (walked != insert.object()->type())
    return fail(op, d,
                "object operand type should be '" + typeStr(walked) + "', but found '" +
                    typeStr(insert.object()->type()) + "'");
  if (op->result()->type() != composite)
    return fail(op, d,
                "result type should be the same as the composite type, but found '" +
                    typeStr(composite) + "' vs '" + typeStr(op->result()->type()) + "'");
  return true;
}

/// MLIR 19's order and messages: a cooperative matrix from one value of its
/// element type; as many constituents as the result has elements, each of
/// the element type; else a vector from scalars and vectors adding up.
bool compositeConstruct(Operation* op, DiagnosticList& d) {
  Type r = op->result()->type();
  std::span<OpOperand> constituents = CompositeConstructOp(op).constituents();
  unsigned n = unsigned(constituents.size());
  auto type = [&](unsigned i) { return constituents[i].get()->type(); };
  auto count = [&](unsigned want, unsigned got) {
    return fail(op, d,
                "has incorrect number of operands: expected " + std::to_string(want) +
                    ", but provided " + std::to_string(got));
  };
  auto mismatch = [&](unsigned i, Type want) {
    return fail(op, d,
                "operand type mismatch: expected operand type '" + typeStr(want) +
                    "', but provided '" + typeStr(type(i)) + "' (constituent #" +
                    std::to_string(i) + ")");
  };
  if (auto m = r.dyn_cast<CooperativeMatrixType>()) {
    if (n != 1) return count(1, n);
    return type(0) == m.elementType() ? true : mismatch(0, m.elementType());
  }
  std::vector<Type> elements;
  if (auto v = r.dyn_cast<VectorType>()) elements.assign(v.count(), v.elementType());
  if (auto a = r.dyn_cast<ArrayType>()) elements.assign(a.count(), a.elementType());
  if (auto m = r.dyn_cast<MatrixType>()) elements.assign(m.columns(), m.columnType());
  if (auto st = r.dyn_cast<StructType>())
    for (unsigned i = 0; i < st.numMembers(); ++i) elements.push_back(st.member(i));
  if (elements.empty() && !r.isa<StructType>())
    return fail(op, d,
                "result type '" + typeStr(r) +
                    "' must be a vector, array, struct, matrix or cooperative matrix");
  if (n == elements.size()) {
    for (unsigned i = 0; i < n; ++i)
      if (type(i) != elements[i]) return mismatch(i, elements[i]);
    return true;
  }
  auto v = r.dyn_cast<VectorType>();
  if (!v)
    return fail(op, d,
                "expected to return a vector or cooperative matrix when the number of "
                "constituents is less than what the result needs (" +
                    std::to_string(n) + " constituents, '" + typeStr(r) + "' has " +
                    std::to_string(elements.size()) + " elements)");
  // Scalars and vectors of the component type, adding up to the count.
  unsigned total = 0;
  for (unsigned i = 0; i < n; ++i) {
    Type t = type(i);
    if (!t.isScalar() && !t.isa<VectorType>())
      return fail(op, d,
                  "operand type mismatch: expected operand to have a scalar or vector type, but "
                  "provided '" +
                      typeStr(t) + "'");
    if (elementOf(t) != v.elementType())
      return fail(op, d,
                  "operand element type mismatch: expected to be '" + typeStr(v.elementType()) +
                      "', but provided '" + typeStr(elementOf(t)) + "'");
    total += t.numComponents();
  }
  if (total != v.count()) return count(v.count(), total);
  return true;
}

bool vectorShuffle(Operation* op, DiagnosticList& d) {
  VectorShuffleOp shuffle(op);
  auto a = shuffle.vector1()->type().dyn_cast<VectorType>();
  auto b = shuffle.vector2()->type().dyn_cast<VectorType>();
  auto r = op->result()->type().dyn_cast<VectorType>();
  if (!a || !b || !r) return fail(op, d, "operands and result must be vectors");
  if (a.elementType() != r.elementType() || b.elementType() != r.elementType())
    return fail(op, d, "operands and result must have the same component type");
  // The array itself, not intArray's copy: a vector per shuffle showed in
  // profiles (2,000 shuffles in the 400-kernel module).
  auto comps = shuffle.componentsAttr().dyn_cast<ArrayAttr>();
  bool allInts = bool(comps);
  for (unsigned i = 0; allInts && i < comps.size(); ++i) allInts = comps[i].isa<IntegerAttr>();
  if (!allInts) return fail(op, d, "requires attribute 'components' (an array of integers)");
  if (comps.size() != r.count())
    return fail(op, d,
                "result type element count (" + std::to_string(r.count()) +
                    ") mismatch with the number of component selectors (" +
                    std::to_string(comps.size()) + ")");
  for (unsigned i = 0; i < comps.size(); ++i) {
    int64_t c = comps[i].cast<IntegerAttr>().value();
    // 0xFFFFFFFF is "undefined component" (may be stored sign-extended).
    if (c == 0xFFFFFFFF || c == -1) continue;
    if (c < 0 || c >= int64_t(a.count() + b.count()))
      return fail(op, d,
                  "component selector " + std::to_string(c) +
                      " out of range: expected to be in [0, " +
                      std::to_string(a.count() + b.count()) + ") or 0xffffffff (component #" +
                      std::to_string(i) + ")");
  }
  return true;
}

bool vectorDynamic(Operation* op, DiagnosticList& d) {
  auto insert = dyn_cast<VectorInsertDynamicOp>(op);
  Value* vector = insert ? insert.vector() : VectorExtractDynamicOp(op).vector();
  auto v = vector->type().dyn_cast<VectorType>();
  if (!v)
    return fail(op, d, "vector operand type '" + typeStr(vector->type()) + "' must be a vector");
  bool ok = true;
  Type index = (insert ? insert.index() : VectorExtractDynamicOp(op).index())->type();
  if (!index.isInteger())
    ok = fail(op, d, "index type '" + typeStr(index) + "' must be a scalar integer");
  if (insert) {
    if (insert.component()->type() != v.elementType())
      ok = fail(op, d,
                "component type '" + typeStr(insert.component()->type()) +
                    "' does not match the vector's component type '" + typeStr(v.elementType()) +
                    "'");
    if (op->result()->type() != v)
      ok = fail(op, d,
                "result type '" + typeStr(op->result()->type()) +
                    "' does not match the vector type '" + typeStr(v) + "'");
  } else if (op->result()->type() != v.elementType()) {
    ok =
        fail(op, d,
             "result type '" + typeStr(op->result()->type()) +
                 "' does not match the vector's component type '" + typeStr(v.elementType()) + "'");
  }
  return ok;
}

std::string useName(uint32_t use) {
  std::string_view n = enumerantName(CooperativeMatrixUse(use));
  return n.empty() ? std::to_string(use) : std::string(n);
}

/// OpCopyObject: the result has the operand's type (spirv-val: "Expected
/// Result Type and Operand type to be the same").
bool copyObject(Operation* op, DiagnosticList& d) {
  return operandEquals(op, d, 0, op->result()->type());
}

bool coopMatrixMulAdd(Operation* op, DiagnosticList& d) {
  CooperativeMatrixMulAddKHROp mulAdd(op);
  const Value* operands[3] = {mulAdd.a(), mulAdd.b(), mulAdd.c()};
  CooperativeMatrixType m[3];
  const uint32_t wantUse[3] = {uint32_t(CooperativeMatrixUse::MatrixAKHR),
                               uint32_t(CooperativeMatrixUse::MatrixBKHR),
                               uint32_t(CooperativeMatrixUse::MatrixAccumulatorKHR)};
  for (unsigned i = 0; i < 3; ++i) {
    m[i] = operands[i]->type().dyn_cast<CooperativeMatrixType>();
    if (!m[i])
      return fail(op, d,
                  operandStr(i) + " type '" + typeStr(operands[i]->type()) +
                      "' must be a cooperative matrix");
    if (m[i].use() != wantUse[i])
      return fail(op, d,
                  operandStr(i) + " must be of use '" +
                      std::string(i == 0   ? "MatrixA"
                                  : i == 1 ? "MatrixB"
                                           : "MatrixAcc") +
                      "' (" + useName(wantUse[i]) + "), not " + useName(m[i].use()));
  }
  // Plain variables, not a structured binding: clang 15 (the fuzz build)
  // cannot capture bindings in the lambda below.
  const auto &a = m[0], &b = m[1], &c = m[2];
  // MLIR 19's checks and messages, M, N, K, then the scope.
  auto shapes = [&] {
    return " (A is " + std::to_string(a.rows()) + "x" + std::to_string(a.columns()) + ", B is " +
           std::to_string(b.rows()) + "x" + std::to_string(b.columns()) + ", C is " +
           std::to_string(c.rows()) + "x" + std::to_string(c.columns()) + ")";
  };
  if (a.rows() != c.rows()) return fail(op, d, "matrix size mismatch on dimension 'M'" + shapes());
  if (b.columns() != c.columns())
    return fail(op, d, "matrix size mismatch on dimension 'N'" + shapes());
  if (a.columns() != b.rows())
    return fail(op, d, "matrix size mismatch on dimension 'K'" + shapes());
  if (a.scope() != c.scope() || b.scope() != c.scope())
    return fail(op, d, "matrix scope mismatch (A, B and C must have the same scope)");
  if (op->result()->type() != Type(c))
    return fail(op, d,
                "result type '" + typeStr(op->result()->type()) + "' must be C's type '" +
                    typeStr(c) + "'");
  return true;
}

/// Load: (pointer, stride?) -> matrix; Store: (pointer, object, stride?); the
/// memory layout is the `matrix_layout` attribute (checked as an enum).
bool coopMatrixLoadStore(Operation* op, DiagnosticList& d) {
  auto store = dyn_cast<CooperativeMatrixStoreKHROp>(op);
  CooperativeMatrixLoadKHROp load(store ? nullptr : op);
  Value* pointer = store ? store.pointer() : load.pointer();
  bool ok = true;
  if (!pointer->type().isa<PointerType>())
    ok = fail(op, d, "pointer operand type '" + typeStr(pointer->type()) + "' must be a pointer");
  Type matrix = store ? store.object()->type() : op->result()->type();
  if (!matrix.isa<CooperativeMatrixType>())
    ok = fail(op, d,
              std::string(store ? "stored object" : "result") + " type '" + typeStr(matrix) +
                  "' must be a cooperative matrix");
  Value* stride = store ? store.stride() : load.stride();
  if (stride && !stride->type().isInteger())
    ok = fail(op, d,
              operandStr(store ? 2 : 1) + " type '" + typeStr(stride->type()) +
                  "' must be a scalar integer (the stride)");
  return ok;
}

/// SPV_KHR_cooperative_matrix: Pointer's type points to a scalar or vector;
/// MakePointerAvailable is not valid on a load, MakePointerVisible not on a
/// store (as for OpLoad / OpStore). MLIR 19's messages and order.
bool coopMatrixMemoryAccess(Operation* op, DiagnosticList& d) {
  auto store = dyn_cast<CooperativeMatrixStoreKHROp>(op);
  CooperativeMatrixLoadKHROp load(store ? nullptr : op);
  auto pointer = pointerOf((store ? store.pointer() : load.pointer())->type());
  if (!pointer) return true; // coopMatrixLoadStore reports it
  Type pointee = pointer.pointeeType();
  if (!pointee.isScalar() && !pointee.isa<VectorType>())
    return fail(op, d,
                "Pointer must point to a scalar or vector type but provided '" + typeStr(pointee) +
                    "'");
  auto access = (store ? store.memoryOperandAttr() : load.memoryOperandAttr()).dyn_cast<EnumAttr>();
  uint32_t bits = access ? access.value() : 0;
  if (!store && (bits & uint32_t(MemoryAccess::MakePointerAvailable)))
    return fail(op, d, "not compatible with memory operand 'MakePointerAvailable'");
  if (store && (bits & uint32_t(MemoryAccess::MakePointerVisible)))
    return fail(op, d, "not compatible with memory operand 'MakePointerVisible'");
  return true;
}

/// SPV_KHR_cooperative_matrix: the Matrix{A,B,C,Result}SignedComponents and
/// SaturatingAccumulation operands apply to integer components only. MLIR
/// 19's message.
bool coopMatrixMulAddOperands(Operation* op, DiagnosticList& d) {
  CooperativeMatrixMulAddKHROp mulAdd(op);
  auto operands = mulAdd.cooperativeMatrixOperandsAttr().dyn_cast<EnumAttr>();
  if (!operands || operands.value() == 0) return true;
  for (Value* v : {mulAdd.a(), mulAdd.b(), mulAdd.c()})
    if (auto m = v->type().dyn_cast<CooperativeMatrixType>(); m && !m.elementType().isInteger())
      return fail(op, d, "Matrix Operands require all matrix element types to be Integer Types");
  return true;
}

bool coopMatrixLength(Operation* op, DiagnosticList& d) {
  Type t = CooperativeMatrixLengthKHROp(op).type();
  bool ok = true;
  if (!t.isa<CooperativeMatrixType>())
    ok = fail(op, d,
              "attribute 'cooperative_matrix_type' must be a cooperative matrix type, not '" +
                  typeStr(t) + "'");
  if (!op->result()->type().isInteger(32))
    ok = fail(op, d, "result type '" + typeStr(op->result()->type()) + "' must be i32");
  return ok;
}

} // namespace

void addCompositeRules(RuleTable& t) {
  t.add(Op::CooperativeMatrixMulAddKHR, &coopMatrixMulAdd);
  t.add({Op::CooperativeMatrixLoadKHR, Op::CooperativeMatrixStoreKHR}, &coopMatrixLoadStore);
  t.add({Op::CooperativeMatrixLoadKHR, Op::CooperativeMatrixStoreKHR}, &coopMatrixMemoryAccess);
  t.add(Op::CooperativeMatrixMulAddKHR, &coopMatrixMulAddOperands);
  t.add(Op::CooperativeMatrixLengthKHR, &coopMatrixLength);
  t.add(Op::CompositeExtract, &compositeExtract);
  t.add(Op::CompositeInsert, &compositeInsert);
  t.add(Op::CompositeConstruct, &compositeConstruct);
  t.add(Op::VectorShuffle, &vectorShuffle);
  t.add({Op::VectorExtractDynamic, Op::VectorInsertDynamic}, &vectorDynamic);
  t.add(Op::CopyObject, &copyObject);
}

} // namespace spvkit::spirv::detail
