// Control flow and SPMD instructions: for, if, parallel, local_id, barrier
// and the subgroup operations.
//
// for and if become spirv.mlir.loop / spirv.mlir.selection through the
// KernelBuilder: loop-carried values are block arguments of the loop header,
// if results are arguments of the selection's merge block (the writer emits
// OpPhi). foreach and foreach_tile are lowered to parallel regions with loops
// over the local ids before the conversion (LowerForeach.h).
#include "passes/tensor/Converter.h"

#include "SpirvOps.h"

#include <algorithm>
#include <functional>
#include <optional>

namespace spvkit::tensor {

using namespace spirv;

namespace {

std::optional<int64_t> integerConstant(Value* v) {
  auto def = dyn_cast<ConstantOp>(v->definingOp());
  if (!def) return std::nullopt;
  if (auto i = def.value().dyn_cast<IntegerAttr>()) return i.value();
  return std::nullopt;
}

/// Full unrolling copies the body this often at most; longer loops keep the
/// Unroll hint for the device compiler.
constexpr int64_t kMaxFullUnroll = 64;

} // namespace

// `for` with the `unroll` attribute (the reference: true asks for unrolling,
// false forbids it, an integer n is a partial unroll count):
//  * n > 1: the body is copied n times into a loop with step n * step over the
//    first trips - trips % n iterations, and a second loop runs the remaining
//    ones (correct for every trip count, static or dynamic);
//  * true: a loop with a static trip count of at most kMaxFullUnroll is
//    replaced by that many copies of the body; otherwise the loop gets the
//    Unroll loop control, as `false` gets DontUnroll.
void Converter::convertFor(Operation* op) {
  KernelBuilder& b = kb_;
  const std::string name(instructionName(kindOf(op)));
  ForOp forOp(op);
  bool hasStep = forOp.hasStep();
  Value* lb = value(forOp.lb());
  Value* ub = value(forOp.ub());
  Type t = lb->type();
  Value* step = hasStep ? value(forOp.step()) : b.constantInt(t, 1);
  std::vector<Value*> init;
  for (OpOperand& i : forOp.inits()) {
    if (!convertType(i.get()->type())) {
      unsupported(op, name + " carrying " + typeToString(i.get()->type()));
      return;
    }
    init.push_back(value(i.get()));
  }
  Block* body = forOp.body().front();
  auto iteration = [&](Value* iv, std::span<Value* const> iter) {
    map(body->argument(0), iv);
    for (size_t i = 0; i < iter.size(); ++i) map(body->argument(unsigned(i + 1)), iter[i]);
    return convertBlock(body);
  };
  auto finish = [&](const std::vector<Value*>& results) {
    for (unsigned i = 0; i < op->numResults() && i < results.size(); ++i)
      map(op->result(i), results[i]);
  };

  Attribute unroll;
  if (auto attrs = forOp.attributes()) unroll = attrs.get("unroll");
  auto count = unroll.dyn_cast<IntegerAttr>();
  auto flag = unroll.dyn_cast<BoolAttr>();

  if (flag && flag.value()) {
    auto from = integerConstant(forOp.lb()), to = integerConstant(forOp.ub());
    auto by = hasStep ? integerConstant(forOp.step()) : std::optional<int64_t>(1);
    if (from && to && by && *by > 0) {
      // In 128 bits: constant bounds may lie further apart than int64 allows.
      const __int128 span = __int128(*to) - *from;
      const int64_t trips =
          span > 0 ? int64_t(std::min<__int128>((span + *by - 1) / *by, kMaxFullUnroll + 1)) : 0;
      if (trips <= kMaxFullUnroll) {
        std::vector<Value*> carried = init;
        for (int64_t i = 0; i < trips; ++i)
          carried = iteration(b.constantInt(t, *from + i * *by), carried);
        finish(carried);
        return;
      }
    }
  }
  if (count && count.value() > 1) {
    // trips = max(0, ceil((ub - lb) / step)); the main loop ends at
    // lb + (trips - trips % n) * step.
    Value* n = b.constantInt(t, count.value());
    Value* span = b.binary(Op::ISub, ub, lb);
    Value* zero = b.constantInt(t, 0);
    Value* up = b.binary(Op::ISub, b.binary(Op::IAdd, span, step), b.constantInt(t, 1));
    Value* positive = b.op(Op::SGreaterThan, b.i1(), {span, zero})->result();
    Value* trips = b.op(Op::Select, t, {positive, b.binary(Op::SDiv, up, step), zero})->result();
    Value* mainTrips = b.binary(Op::ISub, trips, b.binary(Op::SRem, trips, n));
    Value* mainEnd = b.binary(Op::IAdd, lb, b.binary(Op::IMul, mainTrips, step));
    std::vector<Value*> carried = b.forLoop(
        lb, mainEnd, b.binary(Op::IMul, step, n), init,
        [&](Value* iv, std::span<Value* const> iter) {
          std::vector<Value*> vals(iter.begin(), iter.end());
          for (int64_t u = 0; u < count.value(); ++u) {
            Value* ivu =
                u == 0 ? iv : b.binary(Op::IAdd, iv, b.binary(Op::IMul, step, b.constantInt(t, u)));
            vals = iteration(ivu, vals);
          }
          return vals;
        });
    finish(b.forLoop(mainEnd, ub, step, carried, iteration));
    return;
  }
  finish(b.forLoop(lb, ub, step, init, iteration));
  if (flag) {
    Operation* loop =
        b.insertionPoint() ? b.insertionPoint()->prevOp() : b.insertionBlock()->back();
    if (auto spirvLoop = dyn_cast<spirv::LoopOp>(loop))
      spirvLoop.setLoopControlAttr(
          b.enumAttr(flag.value() ? LoopControl::Unroll : LoopControl::DontUnroll));
  }
}

bool Converter::convertControlOp(Operation* op) {
  KernelBuilder& b = kb_;
  const OpKind k = kindOf(op);
  const std::string name(instructionName(k));

  switch (k) {
  case OpKind::For:
    convertFor(op);
    return true;
  case OpKind::If: {
    Value* cond = value(IfOp(op).condition());
    std::vector<Type> types;
    for (unsigned i = 0; i < op->numResults(); ++i) {
      Type t = convertType(op->result(i)->type());
      if (!t) {
        unsupported(op, name + " returning " + typeToString(op->result(i)->type()));
        return true;
      }
      types.push_back(t);
    }
    Block* thenBlock = op->region(0).front();
    Block* elseBlock = op->region(1).empty() ? nullptr : op->region(1).front();
    if (types.empty()) {
      std::function<void()> otherwise;
      if (elseBlock) otherwise = [&] { convertBlock(elseBlock); };
      b.ifThen(
          cond, [&] { convertBlock(thenBlock); }, otherwise);
      return true;
    }
    std::vector<Value*> results = b.ifThenElse(
        cond, types, [&] { return convertBlock(thenBlock); },
        [&] { return elseBlock ? convertBlock(elseBlock) : std::vector<Value*>{}; });
    for (unsigned i = 0; i < op->numResults() && i < results.size(); ++i)
      map(op->result(i), results[i]);
    return true;
  }
  case OpKind::Parallel:
    // Every work-item runs the region.
    convertBlock(op->region(0).front());
    return true;
  case OpKind::Foreach:
  case OpKind::ForeachTile:
    // lower-foreach (LowerForeach.h) turns them into SPMD loops first.
    error(op, "'" + name + "' reached the SPIR-V conversion: it must be lowered by lower-foreach");
    return true;
  case OpKind::LocalId: {
    map(op->result(), localId(LocalIdOp(op).dim() == "y" ? 1 : 0));
    return true;
  }
  case OpKind::Barrier: {
    bool global = BarrierOp(op).global(), local = BarrierOp(op).local();
    MemoryFence fence = global && local ? MemoryFence::WorkgroupAndGlobal
                        : global        ? MemoryFence::Global
                                        : MemoryFence::Workgroup;
    b.barrier(fence);
    return true;
  }
  case OpKind::SubgroupBroadcast: {
    Type t = convertType(op->result()->type());
    if (!t || t.isBool()) {
      unsupported(op, name + " of " + typeToString(op->result()->type()));
      return true;
    }
    Type wide = groupOpType(t);
    SubgroupBroadcastOp broadcast(op);
    Value* x = wide == t ? value(broadcast.value()) : widen(value(broadcast.value()), wide);
    Value* r = b.subgroupBroadcast(x, value(broadcast.lane()));
    map(op->result(), wide == t ? r : narrow(r, t));
    return true;
  }
  case OpKind::SubgroupExclusiveScanAdd:
  case OpKind::SubgroupExclusiveScanMax:
  case OpKind::SubgroupExclusiveScanMin:
  case OpKind::SubgroupInclusiveScanAdd:
  case OpKind::SubgroupInclusiveScanMax:
  case OpKind::SubgroupInclusiveScanMin:
  case OpKind::SubgroupReduceAdd:
  case OpKind::SubgroupReduceMax:
  case OpKind::SubgroupReduceMin: {
    Type t = convertType(op->result()->type());
    if (!t || t.isBool()) {
      unsupported(op, name + " on " + typeToString(op->result()->type()));
      map(op->result(), undef(t ? t : b.i32()));
      return true;
    }
    unsigned which = (unsigned(k) - unsigned(OpKind::SubgroupExclusiveScanAdd)) % 3;
    Type wide = groupOpType(t);
    bool isFloat = t.isFloat();
    ReduceOp r = which == 0   ? ReduceOp::Add
                 : which == 1 ? (isFloat ? ReduceOp::MaxF : ReduceOp::MaxSI)
                              : (isFloat ? ReduceOp::MinF : ReduceOp::MinSI);
    Value* x = value(SubgroupInterface(op).value());
    if (wide != t) x = widen(x, wide);
    Value* v;
    if (k >= OpKind::SubgroupReduceAdd)
      v = b.subgroupReduce(r, x);
    else
      v = b.subgroupScan(r, x, /*inclusive=*/k >= OpKind::SubgroupInclusiveScanAdd);
    if (wide != t) {
      v = narrow(v, t);
      // The exclusive scan's first lane holds the identity of the wide type
      // (INT32_MIN for max), which truncates to 0: use the narrow type's.
      if (which != 0 && k < OpKind::SubgroupInclusiveScanAdd && t.isInteger()) {
        unsigned w = t.cast<IntegerType>().width();
        int64_t identity = which == 1 ? -(int64_t(1) << (w - 1)) : (int64_t(1) << (w - 1)) - 1;
        Value* first = b.op(Op::IEqual, b.i1(), {b.laneId(), b.constI32(0)})->result();
        v = b.op(Op::Select, t, {first, b.constantInt(t, identity), v})->result();
      }
    }
    map(op->result(), v);
    return true;
  }
  default:
    return false;
  }
}

} // namespace spvkit::tensor
