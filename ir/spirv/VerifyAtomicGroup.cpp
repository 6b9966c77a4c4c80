// Rules of the atomic, barrier, group and non-uniform group ops: the atomic
// pointer points to a scalar of the result/value type, memory semantics name
// at most one ordering, and group ops run at Workgroup or Subgroup scope with
// values of the result type. (Presence and domain of the scope / semantics
// attributes are checked for every grammar op in Verify.cpp.)
#include "ir/spirv/OperandMap.h"
#include "ir/spirv/VerifyUtil.h"

#include "SpirvOps.h"

namespace spvkit::spirv::detail {

namespace {

/// The attribute operands of `op` whose enum kind is `kind`, in grammar order
/// (these rules serve op families, e.g. the scope of every group op).
std::vector<std::pair<std::string_view, Attribute>> attrsOfKind(Operation* op, OperandKind kind) {
  std::vector<std::pair<std::string_view, Attribute>> out;
  if (const InstructionInfo* g = grammarOf(op))
    for (const OperandMapping& m : operandMapping(*g))
      if (m.role == OperandRole::Attribute && m.attrKind == kind)
        out.emplace_back(m.attrName, op->attr(m.attrName));
  return out;
}

constexpr uint32_t kOrderingBits =
    uint32_t(MemorySemantics::Acquire) | uint32_t(MemorySemantics::Release) |
    uint32_t(MemorySemantics::AcquireRelease) | uint32_t(MemorySemantics::SequentiallyConsistent);

bool semantics(Operation* op, DiagnosticList& d) {
  bool ok = true;
  for (auto [name, attr] : attrsOfKind(op, OperandKind::MemorySemantics)) {
    auto v = enumValue(attr, OperandKind::MemorySemantics);
    if (!v) continue;
    uint32_t order = *v & kOrderingBits;
    if (order & (order - 1))
      ok = fail(op, d,
                "attribute '" + std::string(name) +
                    "': expected at most one of these four memory constraints to be set: "
                    "`Acquire`, `Release`,`AcquireRelease` or `SequentiallyConsistent`");
  }
  auto bits = [](std::optional<MemorySemantics> s) { return s ? uint32_t(*s) : 0u; };
  if (auto load = dyn_cast<AtomicLoadOp>(op);
      load && (bits(load.semantics()) &
               (uint32_t(MemorySemantics::Release) | uint32_t(MemorySemantics::AcquireRelease))))
    ok = fail(op, d, "an atomic load cannot have Release or AcquireRelease semantics");
  if (auto store = dyn_cast<AtomicStoreOp>(op);
      store && (bits(store.semantics()) &
                (uint32_t(MemorySemantics::Acquire) | uint32_t(MemorySemantics::AcquireRelease))))
    ok = fail(op, d, "an atomic store cannot have Acquire or AcquireRelease semantics");
  return ok;
}

/// Float: the op also accepts float pointees (loads, stores, exchanges, EXT float atomics).
template <bool IntOnly, bool FloatOnly>
bool atomic(Operation* op, DiagnosticList& d) {
  auto p = pointerOf(op->operand(0)->type());
  if (!p)
    return fail(op, d,
                "pointer operand type '" + typeStr(op->operand(0)->type()) + "' must be a pointer");
  Type t = p.pointeeType();
  // MLIR 19's TypesMatchWith traits, in its order (the result first for the
  // compare-exchanges and EXT.AtomicFAdd), one error: operand 1 is `value`,
  // operand 2 `comparator`.
  bool resultFirst = isOp(op, Op::AtomicCompareExchange) ||
                     isOp(op, Op::AtomicCompareExchangeWeak) || isOp(op, Op::AtomicFAddEXT);
  auto mismatch = [&](const char* name, Type got) {
    return fail(op, d,
                std::string("failed to verify that `") + name +
                    "` type matches pointee type of `pointer` ('" + typeStr(got) +
                    "' vs pointee '" + typeStr(t) + "')");
  };
  bool hasResult = op->numResults() != 0;
  if (resultFirst && hasResult && op->result()->type() != t)
    return mismatch("result", op->result()->type());
  for (unsigned i = 1; i < op->numOperands() && i < 3; ++i)
    if (op->operand(i)->type() != t)
      return mismatch(i == 1 ? "value" : "comparator", op->operand(i)->type());
  if (!resultFirst && hasResult && op->result()->type() != t)
    return mismatch("result", op->result()->type());
  bool okType = FloatOnly ? t.isFloat() : IntOnly ? t.isInteger() : (t.isInteger() || t.isFloat());
  if (!okType)
    return fail(op, d,
                std::string("pointer must point to a scalar ") +
                    (FloatOnly ? "float"
                     : IntOnly ? "integer"
                               : "integer or float") +
                    ", not '" + typeStr(t) + "'");
  bool ok = true;
  return ok;
}

bool groupScope(Operation* op, DiagnosticList& d) {
  // The first Scope operand of every group op is the grammar's "Execution".
  auto scopes = attrsOfKind(op, OperandKind::Scope);
  auto s = scopes.empty() ? std::nullopt : enumValue(scopes[0].second, OperandKind::Scope);
  if (!s || *s == uint32_t(Scope::Workgroup) || *s == uint32_t(Scope::Subgroup)) return true;
  return fail(op, d,
              "execution scope must be 'Workgroup' or 'Subgroup', not " +
                  std::string(enumerantName(Scope(*s))));
}

enum class Kind { Int, Float, Bool };
bool ofKind(Type t, Kind k) {
  if (!(t.isScalar() || t.isa<VectorType>())) return false;
  return k == Kind::Int ? isIntLike(t) : k == Kind::Float ? isFloatLike(t) : isBoolLike(t);
}

/// Reductions and scans: the value operand (#0) has the result type.
template <Kind K>
bool groupReduce(Operation* op, DiagnosticList& d) {
  Type r = op->result()->type();
  // MLIR 19's operand constraint, checked on the value as MLIR does, then the
  // result's kind.
  const char* constraint = K == Kind::Int ? "8/16/32/64-bit integer or vector of 8/16/32/64-bit "
                                            "integer values of length 2/3/4/8/16"
                           : K == Kind::Float ? "16/32/64-bit float or vector of 16/32/64-bit "
                                                "float values of length 2/3/4/8/16"
                                              : "bool or vector of bool values of length "
                                                "2/3/4/8/16";
  if (Type v = op->numOperands() ? op->operand(0)->type() : Type(); v && !ofKind(v, K))
    return fail(op, d,
                "operand #0 must be " + std::string(constraint) + ", but got '" + typeStr(v) + "'");
  if (!ofKind(r, K))
    return fail(op, d,
                "result type '" + typeStr(r) + "' must be a " +
                    (K == Kind::Int     ? "integer"
                     : K == Kind::Float ? "float"
                                        : "bool") +
                    " scalar or vector");
  bool ok = true;
  if (op->operand(0)->type() != r)
    ok = fail(op, d,
              operandStr(0) + " type '" + typeStr(op->operand(0)->type()) +
                  "' does not match result type '" + typeStr(r) + "'");
  // ClusterSize is there exactly for ClusteredReduce (non-uniform ops only).
  auto groupOps = attrsOfKind(op, OperandKind::GroupOperation);
  if (auto g = groupOps.empty() ? std::nullopt
                                : enumValue(groupOps[0].second, OperandKind::GroupOperation);
      g && grammarOf(op) && grammarOf(op)->opClass() == "Non-Uniform") {
    bool clustered = *g == uint32_t(GroupOperation::ClusteredReduce);
    if (clustered && op->numOperands() < 2)
      ok = fail(op, d,
                "cluster size operand must be provided for 'ClusteredReduce' group operation");
    if (!clustered && op->numOperands() > 1)
      ok = fail(op, d, "a cluster size operand is only allowed with ClusteredReduce");
    if (op->numOperands() > 1 && !op->operand(1)->type().isInteger())
      ok = fail(op, d, "cluster size must be a scalar integer");
    // SPIR-V: "ClusterSize ... must come from a constant instruction ... at
    // least 1, and must be a power of 2" (MLIR's messages).
    if (op->numOperands() > 1 && op->operand(1)->type().isInteger()) {
      auto size = constantInt(op->operand(1));
      Operation* def = op->operand(1)->definingOp();
      bool specConstant = isDialectOp(def, DialectOp::ReferenceOf) ||
                          isDialectOp(def, DialectOp::SpecConstantOperation);
      if (!size && !specConstant)
        ok = fail(op, d, "cluster size operand must come from a constant op");
      else if (*size < 1 || (*size & (*size - 1)))
        ok =
            fail(op, d,
                 "cluster size operand must be a power of two (got " + std::to_string(*size) + ")");
    }
  }
  return ok;
}

/// Shuffles, broadcasts, rotates and quad ops: value (#0) has the result type,
/// the id / delta / direction (#1) is an integer.
bool groupShuffle(Operation* op, DiagnosticList& d) {
  Type r = op->result()->type();
  bool ok = true;
  if (op->operand(0)->type() != r)
    ok = fail(op, d,
              operandStr(0) + " type '" + typeStr(op->operand(0)->type()) +
                  "' does not match result type '" + typeStr(r) + "'");
  if (op->numOperands() > 1) {
    Type id = op->operand(1)->type();
    bool idOk = id.isInteger();
    // OpGroupBroadcast's LocalId may be a vector of 2 or 3 integers.
    if (isOp(op, Op::GroupBroadcast))
      if (auto v = id.dyn_cast<VectorType>())
        idOk = v.elementType().isInteger() && (v.count() == 2 || v.count() == 3);
    // MLIR 19's messages: the ODS constraint, then GroupBroadcast's rule.
    auto v = id.dyn_cast<VectorType>();
    if (!idOk && isOp(op, Op::GroupBroadcast) && v && v.elementType().isInteger())
      ok = fail(op, d,
                "localid is a vector and can be with only  2 or 3 components, actual number is " +
                    std::to_string(v.count()));
    else if (!idOk && isOp(op, Op::GroupBroadcast) && !isIntLike(id))
      ok = fail(op, d,
                operandStr(1) +
                    " must be 8/16/32/64-bit integer or vector of 8/16/32/64-bit integer values "
                    "of length 2/3/4/8/16, but got '" +
                    typeStr(id) + "'");
    else if (!idOk)
      ok = fail(op, d, operandStr(1) + " type '" + typeStr(id) + "' must be a scalar integer");
  }
  return ok;
}

/// SPIR-V (OpGroupNonUniformBroadcast): "Before version 1.5, Id must come
/// from a constant instruction." The version is the one the enclosing
/// spirv.module's vce_triple declares; without one, the writer infers the
/// version from the ops (1.3 here) and MLIR 19 assumes 1.0, so the rule holds.
bool broadcastIdConstant(Operation* op, DiagnosticList& d) {
  Operation* module = op->parentOp();
  while (module && !isDialectOp(module, DialectOp::Module)) module = module->parentOp();
  auto vce = module ? module->attr("vce_triple").dyn_cast<VceAttr>() : VceAttr();
  if (vce && vce.version() >= makeVersion(1, 5)) return true;
  Operation* def = GroupNonUniformBroadcastOp(op).id()->definingOp();
  if (isDialectOp(def, DialectOp::Constant) || isDialectOp(def, DialectOp::ReferenceOf))
    return true;
  return fail(op, d, "id must be the result of a constant op (before SPIR-V 1.5)");
}

/// SPIR-V: a shuffle's Id and a ballot's components are integers "whose
/// Signedness operand is 0" (MLIR 19: signless or unsigned; its messages).
bool groupUnsignedOperands(Operation* op, DiagnosticList& d) {
  auto isSigned = [](Type t) {
    auto i = elementOf(t).dyn_cast<IntegerType>();
    return i && i.signedness() == Signedness::Signed;
  };
  if (isOp(op, Op::GroupNonUniformBallot)) {
    Type r = op->result()->type();
    if (!isSigned(r)) return true;
    return fail(op, d,
                "result #0 must be vector of 8/16/32/64-bit signless/unsigned integer values of "
                "length 4, but got '" +
                    typeStr(r) + "'");
  }
  if (op->numOperands() < 2 || !isSigned(op->operand(1)->type())) return true;
  return fail(op, d, "second operand must be a singless/unsigned integer");
}

bool groupPredicate(Operation* op, DiagnosticList& d) {
  bool ok = true;
  if (op->numOperands() && !op->operand(0)->type().isBool())
    ok = fail(op, d, "predicate type '" + typeStr(op->operand(0)->type()) + "' must be bool");
  Type r = op->result()->type();
  if (isOp(op, Op::GroupNonUniformBallot)) {
    auto v = r.dyn_cast<VectorType>();
    if (!v || v.count() != 4 || !v.elementType().isInteger(32))
      ok = fail(op, d, "result type '" + typeStr(r) + "' must be a vector of four 32-bit integers");
  } else if (!r.isBool()) {
    ok = fail(op, d, "result type '" + typeStr(r) + "' must be bool");
  }
  return ok;
}

/// A ballot is a vector of four 32-bit integers (SPIR-V 2.16.2, OpGroupNonUniformBallot).
bool isBallot(Type t) {
  auto v = t.dyn_cast<VectorType>();
  return v && v.count() == 4 && v.elementType().isInteger(32);
}

/// Ops reading a ballot (#0): InverseBallot and BallotBitExtract give a bool,
/// BallotBitCount / FindLSB / FindMSB an integer scalar; BitExtract's index is
/// an integer scalar.
bool groupBallot(Operation* op, DiagnosticList& d) {
  bool ok = true;
  Type v = op->operand(0)->type();
  if (!isBallot(v))
    ok =
        fail(op, d,
             operandStr(0) + " type '" + typeStr(v) + "' must be a vector of four 32-bit integers");
  Type r = op->result()->type();
  bool boolResult =
      isOp(op, Op::GroupNonUniformInverseBallot) || isOp(op, Op::GroupNonUniformBallotBitExtract);
  if (boolResult ? !r.isBool() : !r.isInteger())
    ok = fail(op, d,
              "result type '" + typeStr(r) + "' must be " +
                  (boolResult ? "bool" : "a scalar integer"));
  if (isOp(op, Op::GroupNonUniformBallotBitExtract) && op->numOperands() > 1 &&
      !op->operand(1)->type().isInteger())
    ok = fail(op, d,
              operandStr(1) + " type '" + typeStr(op->operand(1)->type()) +
                  "' must be a scalar integer");
  return ok;
}

/// OpGroupNonUniformAllEqual: any scalar or vector value, a bool result.
bool groupAllEqual(Operation* op, DiagnosticList& d) {
  Type r = op->result()->type();
  if (!r.isBool()) return fail(op, d, "result type '" + typeStr(r) + "' must be bool");
  return true;
}

} // namespace

void addAtomicAndGroupRules(RuleTable& t) {
  t.add(Op::GroupNonUniformBroadcast, &broadcastIdConstant);
  t.add({Op::GroupNonUniformShuffle, Op::GroupNonUniformShuffleXor, Op::GroupNonUniformShuffleUp,
         Op::GroupNonUniformShuffleDown, Op::GroupNonUniformBallot},
        &groupUnsignedOperands);
  t.add({Op::AtomicLoad, Op::AtomicStore, Op::AtomicExchange}, &atomic<false, false>);
  t.add({Op::AtomicCompareExchange, Op::AtomicCompareExchangeWeak, Op::AtomicIIncrement,
         Op::AtomicIDecrement, Op::AtomicIAdd, Op::AtomicISub, Op::AtomicSMin, Op::AtomicUMin,
         Op::AtomicSMax, Op::AtomicUMax, Op::AtomicAnd, Op::AtomicOr, Op::AtomicXor},
        &atomic<true, false>);
  t.add({Op::AtomicFAddEXT, Op::AtomicFMinEXT, Op::AtomicFMaxEXT}, &atomic<false, true>);
  for (const InstructionInfo& inst : instructions()) {
    if (inst.opClass() == "Atomic" || inst.opcode == Op::ControlBarrier ||
        inst.opcode == Op::MemoryBarrier)
      t.add(inst.opcode, &semantics);
    if ((inst.opClass() == "Group" || inst.opClass() == "Non-Uniform") && opInfo(inst.opcode))
      for (const OperandInfo& o : inst.operands())
        if (o.kind == OperandKind::IdScope) {
          t.add(inst.opcode, &groupScope);
          break;
        }
  }
  t.add({Op::GroupIAdd,
         Op::GroupUMin,
         Op::GroupSMin,
         Op::GroupUMax,
         Op::GroupSMax,
         Op::GroupNonUniformIAdd,
         Op::GroupNonUniformIMul,
         Op::GroupNonUniformSMin,
         Op::GroupNonUniformUMin,
         Op::GroupNonUniformSMax,
         Op::GroupNonUniformUMax,
         Op::GroupNonUniformBitwiseAnd,
         Op::GroupNonUniformBitwiseOr,
         Op::GroupNonUniformBitwiseXor,
         Op::GroupIMulKHR,
         Op::GroupBitwiseAndKHR,
         Op::GroupBitwiseOrKHR,
         Op::GroupBitwiseXorKHR,
         Op::GroupIAddNonUniformAMD,
         Op::GroupSMinNonUniformAMD,
         Op::GroupUMinNonUniformAMD,
         Op::GroupSMaxNonUniformAMD,
         Op::GroupUMaxNonUniformAMD},
        &groupReduce<Kind::Int>);
  t.add({Op::GroupFAdd, Op::GroupFMin, Op::GroupFMax, Op::GroupNonUniformFAdd,
         Op::GroupNonUniformFMul, Op::GroupNonUniformFMin, Op::GroupNonUniformFMax,
         Op::GroupFMulKHR, Op::GroupFAddNonUniformAMD, Op::GroupFMinNonUniformAMD,
         Op::GroupFMaxNonUniformAMD},
        &groupReduce<Kind::Float>);
  t.add({Op::GroupNonUniformLogicalAnd, Op::GroupNonUniformLogicalOr, Op::GroupNonUniformLogicalXor,
         Op::GroupLogicalAndKHR, Op::GroupLogicalOrKHR, Op::GroupLogicalXorKHR},
        &groupReduce<Kind::Bool>);
  t.add({Op::GroupBroadcast, Op::GroupNonUniformBroadcast, Op::GroupNonUniformBroadcastFirst,
         Op::GroupNonUniformShuffle, Op::GroupNonUniformShuffleXor, Op::GroupNonUniformShuffleUp,
         Op::GroupNonUniformShuffleDown, Op::GroupNonUniformRotateKHR,
         Op::GroupNonUniformQuadBroadcast, Op::GroupNonUniformQuadSwap},
        &groupShuffle);
  t.add({Op::GroupAll, Op::GroupAny, Op::GroupNonUniformElect, Op::GroupNonUniformAll,
         Op::GroupNonUniformAny, Op::GroupNonUniformBallot, Op::GroupNonUniformQuadAllKHR,
         Op::GroupNonUniformQuadAnyKHR},
        &groupPredicate);
  t.add({Op::GroupNonUniformInverseBallot, Op::GroupNonUniformBallotBitExtract,
         Op::GroupNonUniformBallotBitCount, Op::GroupNonUniformBallotFindLSB,
         Op::GroupNonUniformBallotFindMSB},
        &groupBallot);
  t.add(Op::GroupNonUniformAllEqual, &groupAllEqual);
}

} // namespace spvkit::spirv::detail
