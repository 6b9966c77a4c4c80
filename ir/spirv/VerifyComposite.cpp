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

bool compositeConstruct(Operation* op, DiagnosticList& d) {
  Type r = op->result()->type();
  std::span<OpOperand> constituents = CompositeConstructOp(op).constituents();
  unsigned n = unsigned(constituents.size());
  auto type = [&](unsigned i) { return constituents[i].get()->type(); };
  auto mismatch = [&](unsigned i, Type want) {
    return fail(op, d,
                "constituent #" + std::to_string(i) + " type '" + typeStr(type(i)) +
                    "' does not match the expected '" + typeStr(want) + "'");
  };
  if (auto v = r.dyn_cast<VectorType>()) {
    // Scalars and vectors of the component type, adding up to the count.
    unsigned total = 0;
    for (unsigned i = 0; i < n; ++i) {
      Type t = type(i);
      if (t != v.elementType() && !(t.isa<VectorType>() && elementOf(t) == v.elementType()))
        return mismatch(i, v.elementType());
      total += t.numComponents();
    }
    if (total != v.count())
      return fail(op, d,
                  "constituents have " + std::to_string(total) +
                      " components in total, the result needs " + std::to_string(v.count()));
    return true;
  }
  if (auto a = r.dyn_cast<ArrayType>()) {
    if (n != a.count())
      return fail(op, d,
                  "has " + std::to_string(n) + " constituents, the array needs " +
                      std::to_string(a.count()));
    for (unsigned i = 0; i < n; ++i)
      if (type(i) != a.elementType()) return mismatch(i, a.elementType());
    return true;
  }
  if (auto st = r.dyn_cast<StructType>()) {
    if (n != st.numMembers())
      return fail(op, d,
                  "has " + std::to_string(n) + " constituents, the struct has " +
                      std::to_string(st.numMembers()) + " members");
    for (unsigned i = 0; i < n; ++i)
      if (type(i) != st.member(i)) return mismatch(i, st.member(i));
    return true;
  }
  if (auto m = r.dyn_cast<CooperativeMatrixType>()) {
    if (n != 1 || type(0) != m.elementType())
      return fail(op, d, "a cooperative matrix is constructed from one value of its element type");
    return true;
  }
  if (auto m = r.dyn_cast<MatrixType>()) {
    if (n != m.columns())
      return fail(op, d,
                  "has " + std::to_string(n) + " constituents, the matrix has " +
                      std::to_string(m.columns()) + " columns");
    for (unsigned i = 0; i < n; ++i)
      if (type(i) != m.columnType()) return mismatch(i, m.columnType());
    return true;
  }
  return fail(op, d,
              "result type '" + typeStr(r) +
                  "' must be a vector, array, struct, matrix or "
                  "cooperative matrix");
}

bool vectorShuffle(Operation* op, DiagnosticList& d) {
  VectorShuffleOp shuffle(op);
  auto a = shuffle.vector1()->type().dyn_cast<VectorType>();
  auto b = shuffle.vector2()->type().dyn_cast<VectorType>();
  auto r = op->result()->type().dyn_cast<VectorType>();
  if (!a || !b || !r) return fail(op, d, "operands and result must be vectors");
  if (a.elementType() != r.elementType() || b.elementType() != r.elementType())
    return fail(op, d, "operands and result must have the same component type");
  std::vector<int64_t> comps;
  if (!intArray(shuffle.componentsAttr(), comps))
    return fail(op, d, "requires attribute 'components' (an array of integers)");
  if (comps.size() != r.count())
    return fail(op, d,
                "has " + std::to_string(comps.size()) + " components, the result needs " +
                    std::to_string(r.count()));
  for (size_t i = 0; i < comps.size(); ++i) {
    int64_t c = comps[i];
    // 0xFFFFFFFF is "undefined component" (may be stored sign-extended).
    if (c == 0xFFFFFFFF || c == -1) continue;
    if (c < 0 || c >= int64_t(a.count() + b.count()))
      return fail(op, d,
                  "component #" + std::to_string(i) + " value " + std::to_string(c) +
                      " is out of range (the operands have " +
                      std::to_string(a.count() + b.count()) + " components)");
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
                  operandStr(i) + " must have use " + useName(wantUse[i]) + ", not " +
                      useName(m[i].use()));
  }
  auto [a, b, c] = std::tuple(m[0], m[1], m[2]);
  if (a.rows() != c.rows() || b.columns() != c.columns() || a.columns() != b.rows())
    return fail(op, d,
                "shapes do not multiply: A is " + std::to_string(a.rows()) + "x" +
                    std::to_string(a.columns()) + ", B is " + std::to_string(b.rows()) + "x" +
                    std::to_string(b.columns()) + ", C is " + std::to_string(c.rows()) + "x" +
                    std::to_string(c.columns()));
  if (a.scope() != c.scope() || b.scope() != c.scope())
    return fail(op, d, "A, B and C must have the same scope");
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
  t.add(Op::CooperativeMatrixLengthKHR, &coopMatrixLength);
  t.add(Op::CompositeExtract, &compositeExtract);
  t.add(Op::CompositeInsert, &compositeInsert);
  t.add(Op::CompositeConstruct, &compositeConstruct);
  t.add(Op::VectorShuffle, &vectorShuffle);
  t.add({Op::VectorExtractDynamic, Op::VectorInsertDynamic}, &vectorDynamic);
  t.add(Op::CopyObject, &copyObject);
}

} // namespace spvkit::spirv::detail
