// OpSpecConstantOp in the reader. As MLIR's deserializer does, the
// module-level instruction becomes, at each use inside a function, a
// spirv.SpecConstantOperation whose region holds the wrapped grammar op and a
// spirv.mlir.yield; the wrapped op's operands (spec constants, constants,
// undefs, other spec constant operations) are materialized before it like any
// module-level value. The wrapped op is decoded through the grammar tables
// and OperandMap like every function-body instruction.
#include "codegen/ReaderState.h"
#include "ir/spirv/Verify.h"

namespace spvkit::reader {

using namespace spirv;

namespace {

/// The grammar operands of a wrapped instruction after its result type and
/// result: the words after OpSpecConstantOp's opcode operand.
constexpr uint32_t kFirstWrappedWord = 4; // opcode word, result type, result, opcode
std::span<const OperandInfo> wrappedOperands(const InstructionInfo& info) {
  uint32_t skip = uint32_t(info.hasResultType) + uint32_t(info.hasResult);
  return info.operands().subspan(skip);
}

} // namespace

bool ReaderState::readSpecConstantOp(uint32_t i, uint32_t id) {
  auto w = words(i);
  if (w.size() < kFirstWrappedWord)
    return fail(i, "OpSpecConstantOp: missing operand 2 (LiteralSpecConstantOpInteger)");
  const InstructionInfo* info = w[3] <= 0xFFFF ? instInfo(w[3]) : nullptr;
  if (!info) return fail(i, "OpSpecConstantOp: unknown opcode " + std::to_string(w[3]));
  std::string what = "OpSpecConstantOp " + std::string(info->name());
  if (!allowedInSpecConstantOp(info->opcode))
    return fail(i, what + ": Op" + std::string(info->name()) +
                       " cannot be computed by OpSpecConstantOp");
  // None of the allowed instructions has a context-dependent literal.
  ops_.clear();
  decoder_.literalWidth = 0;
  if (!decoder_.decode(w, kFirstWrappedWord, wrappedOperands(*info), ops_))
    return fail(i, what + ": " + decoder_.error());
  // Operands are defined before the instruction (so chains have no cycles)
  // and are what spirv.SpecConstantOperation may wrap.
  unsigned depth = 1;
  for (const DecodedOperand& d : ops_) {
    if (d.kind != OperandKind::IdRef) continue;
    uint32_t v = w[d.first];
    if (!checkId(i, v)) return false;
    IdKind k = ids_[v].kind;
    if (k == IdKind::SpecConstantOp)
      depth = std::max<unsigned>(depth, typeDepth_[v] + 1u);
    else if (k != IdKind::Constant && k != IdKind::SpecConstant && k != IdKind::Undef)
      return fail(i, what + ": operand %" + std::to_string(v) +
                         " is not a constant, spec constant, undef or OpSpecConstantOp "
                         "defined before it");
  }
  if (depth > kMaxSpecConstantOpNesting)
    return fail(i, "OpSpecConstantOp operands are nested deeper than " +
                       std::to_string(kMaxSpecConstantOpNesting) +
                       " levels (the reader's spec constant operation nesting limit)");
  typeDepth_[id] = uint8_t(depth);
  IdEntry& e = ids_[id];
  e.kind = IdKind::SpecConstantOp;
  e.typeId = w[1];
  e.aux = i;
  return true;
}

Value* ReaderState::materializeSpecConstantOp(uint32_t id) {
  uint32_t i = ids_[id].aux;
  auto w = words(i);
  const InstructionInfo& info = *instInfo(w[3]); // checked by readSpecConstantOp
  const OpDispatch dispatch = dispatchOf(info);
  if (!dispatch.info)
    return fail(i, "OpSpecConstantOp: Op" + std::string(info.name()) + " has no IR op"), nullptr;
  Type type = typeOf(i, w[1]);
  if (!type) return nullptr;

  // This runs inside valueOf, which mapOperands calls while it walks ops_ and
  // arrayElems_ for the instruction being read: the wrapped instruction gets
  // its own buffers, swapped back on every exit. Nesting is bounded by
  // kMaxSpecConstantOpNesting (readSpecConstantOp).
  struct OwnBuffers {
    ReaderState& s;
    std::vector<DecodedOperand> ops;
    std::vector<Attribute> elems;
    uint32_t literalWidth;
    explicit OwnBuffers(ReaderState& st) : s(st), literalWidth(st.decoder_.literalWidth) {
      s.ops_.swap(ops);
      s.arrayElems_.swap(elems);
    }
    ~OwnBuffers() {
      s.ops_.swap(ops);
      s.arrayElems_.swap(elems);
      s.decoder_.literalWidth = literalWidth;
    }
  } own(*this);
  decoder_.literalWidth = 0;
  if (!decoder_.decode(w, kFirstWrappedWord, wrappedOperands(info), ops_))
    return fail(i, "OpSpecConstantOp " + std::string(info.name()) + ": " + decoder_.error()),
           nullptr;
  // The operands are materialized here, before the op that uses them.
  std::vector<Value*> values;
  std::vector<NamedAttribute> attrs;
  if (!mapOperands(i, info.opcode, dispatch.mapping, values, attrs)) return nullptr;

  Operation::State in;
  in.info = dispatch.info;
  in.loc = loc(i);
  in.resultTypes = {&type, 1};
  in.operands = values;
  in.attributes = attrs;
  in.attributeNamesInterned = true;
  Operation* wrapped = module_.create(in);

  Operation::State st;
  st.info = &dialectOpInfo(DialectOp::SpecConstantOperation);
  st.loc = loc(i);
  st.resultTypes = {&type, 1};
  st.numRegions = 1;
  Operation* op = module_.create(st);
  Block* body = op->region(0).addBlock(arena_);
  body->push_back(wrapped);
  Value* result = wrapped->result();
  Operation::State ys;
  ys.info = &dialectOpInfo(DialectOp::Yield);
  ys.loc = loc(i);
  ys.operands = {&result, 1};
  body->push_back(module_.create(ys));

  placeMaterialized(op);
  applyName(id, op->result());
  return setLocal(id, op->result());
}

} // namespace spvkit::reader
