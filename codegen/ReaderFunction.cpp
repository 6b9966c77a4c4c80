// Function bodies: OpFunction ... OpFunctionEnd become a spirv.func whose
// blocks are laid out by the structurizer. The body is read in two steps:
// a scan that records the blocks, phis, merge instructions and branch targets
// (the CFG), then one pass creating the ops in binary order, which is a
// dominance order, so every operand except a phi's is already defined.
#include "codegen/ReaderState.h"
#include "codegen/Structurizer.h"

#include "SpirvOps.h"

#include <algorithm>

namespace spvkit::reader {

using namespace spirv;

namespace {

bool isBlockTerminator(Op op) {
  switch (op) {
  case Op::Branch:
  case Op::BranchConditional:
  case Op::Switch:
  case Op::Return:
  case Op::ReturnValue:
  case Op::Kill:
  case Op::Unreachable:
  case Op::TerminateInvocation:
  case Op::IgnoreIntersectionKHR:
  case Op::TerminateRayKHR:
  case Op::EmitMeshTasksEXT:
    return true;
  default:
    return false;
  }
}

bool isDebugLine(Op op) {
  return op == Op::Line || op == Op::NoLine || op == Op::Nop;
}

} // namespace

uint32_t ReaderState::readFunction(uint32_t first) {
  constexpr uint32_t kFail = ~0u;
  nextFunctionGeneration();
  auto w = words(first);
  const InstructionInfo* fnInfo = instInfo(uint32_t(Op::Function));
  if (!decodeOperands(first, *fnInfo, 32)) return kFail;
  Type resultType = typeOf(first, w[1]);
  if (!resultType || !checkId(first, w[2])) return kFail;
  uint32_t fnId = w[2];
  Type fnTypeRaw = typeOf(first, w[4]);
  if (!fnTypeRaw) return kFail;
  auto fnType = fnTypeRaw.dyn_cast<FunctionType>();
  if (!fnType)
    return fail(first, "OpFunction: %" + std::to_string(w[4]) + " is not a function type"), kFail;
  bool voidResult = resultType.isVoid();
  if ((voidResult && fnType.numResults() != 0) ||
      (!voidResult && (fnType.numResults() != 1 || fnType.result(0) != resultType)))
    return fail(first, "OpFunction: result type does not match the function type"), kFail;
  IdEntry& fe = ids_[fnId];
  if (fe.kind != IdKind::Function || fe.typeId != 0)
    return fail(first, "id %" + std::to_string(fnId) + " is defined twice"), kFail;
  fe.typeId = w[1];

  // Parameters.
  uint32_t i = first + 1;
  // Per-function buffers are members: they keep their capacity.
  std::vector<uint32_t>& paramIds = paramIds_;
  paramIds.clear();
  Cfg& cfg = cfg_;
  cfg.blocks.clear();
  cfg.succs.clear();
  cfg.argTypes.clear();
  for (; i < insts_.size() && opcode(i) == Op::FunctionParameter; ++i) {
    auto pw = words(i);
    if (pw.size() != 3) return fail(i, "OpFunctionParameter: wrong word count"), kFail;
    Type pt = typeOf(i, pw[1]);
    if (!pt || !checkId(i, pw[2])) return kFail;
    if (paramIds.size() >= fnType.numInputs() || fnType.input(unsigned(paramIds.size())) != pt)
      return fail(i, "OpFunctionParameter: does not match the function type"), kFail;
    if (ids_[pw[2]].kind != IdKind::None)
      return fail(i, "id %" + std::to_string(pw[2]) + " is defined twice"), kFail;
    ids_[pw[2]].typeId = pw[1]; // the switch scan may need it
    paramIds.push_back(pw[2]);
  }
  if (paramIds.size() != fnType.numInputs())
    return fail(i < insts_.size() ? i : first, "OpFunction: too few OpFunctionParameter"), kFail;

  // --- scan: blocks, phis, merges, terminators ----------------------------------------
  uint32_t end = kFail;
  for (; i < insts_.size(); ++i) {
    Op op = opcode(i);
    if (op == Op::FunctionEnd) {
      end = i;
      break;
    }
    if (isDebugLine(op)) continue;
    if (op != Op::Label) return fail(i, "instruction outside a block (expected OpLabel)"), kFail;
    auto lw = words(i);
    if (lw.size() != 2 || !checkId(i, lw[1])) return fail(i, "OpLabel: malformed"), kFail;
    IdEntry& le = ids_[lw[1]];
    if (le.kind != IdKind::None)
      return fail(i, "id %" + std::to_string(lw[1]) + " is defined twice"), kFail;
    le.kind = IdKind::Label;
    le.aux = uint32_t(cfg.blocks.size());
    le.localGen = fnGen_;
    CfgBlock b;
    b.labelId = lw[1];
    b.labelInst = i;
    b.argFirst = uint32_t(cfg.argTypes.size());
    if (cfg.blocks.empty())
      for (unsigned p = 0; p < fnType.numInputs(); ++p) cfg.argTypes.push_back(fnType.input(p));
    bool inPhis = true;
    b.phiEnd = i + 1;
    for (++i; i < insts_.size(); ++i) {
      Op o = opcode(i);
      auto iw = words(i);
      const InstructionInfo* info = instInfo(uint32_t(o));
      if (info->hasResultType && info->hasResult && iw.size() >= 3) {
        if (!checkId(i, iw[2]) || !checkId(i, iw[1])) return kFail;
        if (ids_[iw[2]].kind == IdKind::None)
          ids_[iw[2]].typeId = iw[1]; // the switch scan needs selector types
      }
      if (o == Op::Phi) {
        if (!inPhis) return fail(i, "OpPhi after other instructions of its block"), kFail;
        if (cfg.blocks.empty()) return fail(i, "OpPhi in the entry block"), kFail;
        if (iw.size() < 3 || (iw.size() - 3) % 2) return fail(i, "OpPhi: malformed"), kFail;
        Type t = typeOf(i, iw[1]);
        if (!t) return kFail;
        cfg.argTypes.push_back(t);
        b.phiEnd = i + 1;
        continue;
      }
      if (isDebugLine(o)) continue;
      inPhis = false;
      if (o == Op::Label || o == Op::FunctionEnd || o == Op::Function)
        return fail(i, "block %" + std::to_string(b.labelId) + " has no terminator"), kFail;
      if (o == Op::SelectionMerge || o == Op::LoopMerge) {
        if (b.mergeInst != ~0u) return fail(i, "two merge instructions in one block"), kFail;
        if (!decodeOperands(i, *info, 32)) return kFail;
        b.mergeInst = i;
        continue;
      }
      if (b.mergeInst != ~0u && !isBlockTerminator(o))
        return fail(b.mergeInst, "a merge instruction must come right before the terminator"),
               kFail;
      if (isBlockTerminator(o)) {
        b.termInst = i;
        break;
      }
    }
    if (i >= insts_.size())
      return fail(uint32_t(insts_.size()), "the function has no OpFunctionEnd"), kFail;
    b.argCount = uint32_t(cfg.argTypes.size()) - b.argFirst;
    cfg.blocks.push_back(b);
  }
  if (end == kFail)
    return fail(uint32_t(insts_.size()), "the function has no OpFunctionEnd"), kFail;

  // Resolve labels of terminators and merge instructions.
  auto labelBlock = [&](uint32_t inst, uint32_t id) -> uint32_t {
    if (!checkId(inst, id)) return kFail;
    const IdEntry& e = ids_[id];
    if (e.kind != IdKind::Label || e.localGen != fnGen_)
      return fail(inst, "%" + std::to_string(id) + " is not a block of this function"), kFail;
    return e.aux;
  };
  for (CfgBlock& b : cfg.blocks) {
    auto tw = words(b.termInst);
    Op op = opcode(b.termInst);
    b.succFirst = uint32_t(cfg.succs.size());
    auto add = [&](uint32_t id) {
      uint32_t s = labelBlock(b.termInst, id);
      if (s == kFail) return false;
      cfg.succs.push_back(s);
      return true;
    };
    if (op == Op::Branch) {
      if (tw.size() != 2 || !add(tw[1])) return fail(b.termInst, "OpBranch: malformed"), kFail;
    } else if (op == Op::BranchConditional) {
      if (tw.size() < 4 || !add(tw[2]) || !add(tw[3]))
        return fail(b.termInst, "OpBranchConditional: malformed"), kFail;
    } else if (op == Op::Switch) {
      if (tw.size() < 3) return fail(b.termInst, "OpSwitch: malformed"), kFail;
      Type st = valueTypeOf(tw[1]);
      if (!st || !st.isInteger() || st.isBool())
        return fail(b.termInst, "OpSwitch: the selector is not an integer value"), kFail;
      uint32_t lw = st.cast<IntegerType>().width() > 32 ? 2 : 1;
      if ((tw.size() - 3) % (lw + 1))
        return fail(b.termInst, "OpSwitch: operands do not form (literal, label) pairs"), kFail;
      if (!add(tw[2])) return kFail;
      for (uint32_t k = 3; k < tw.size(); k += lw + 1)
        if (!add(tw[k + lw])) return kFail;
    }
    b.succCount = uint32_t(cfg.succs.size()) - b.succFirst;
    if (b.mergeInst != ~0u) {
      auto mw = words(b.mergeInst);
      b.mergeBlock = labelBlock(b.mergeInst, mw[1]);
      if (b.mergeBlock == kFail) return kFail;
      if (opcode(b.mergeInst) == Op::LoopMerge) {
        b.continueBlock = labelBlock(b.mergeInst, mw[2]);
        if (b.continueBlock == kFail) return kFail;
      } else if (op != Op::BranchConditional && op != Op::Switch) {
        return fail(b.mergeInst, "OpSelectionMerge must precede OpBranchConditional or OpSwitch"),
               kFail;
      }
    }
  }

  // --- the spirv.func op -------------------------------------------------------------
  std::vector<NamedAttribute>& attrs = funcAttrs_;
  attrs.assign({{nSymName_, StringAttr::get(ctx_, symbolOf(fnId))},
                {nFunctionType_, TypeAttr::get(fnType)},
                {nFunctionControl_, enumOf(OperandKind::FunctionControl, w[3])}});
  std::vector<Attribute>& argAttrs = argAttrs_;
  argAttrs.clear();
  bool anyArgAttr = false;
  for (uint32_t pid : paramIds) {
    std::vector<NamedAttribute>& dict = paramDict_;
    dict.clear();
    if (!applyDecorations(pid, nullptr, &dict)) return kFail;
    anyArgAttr |= !dict.empty();
    if (dict.empty() && !emptyDict_) emptyDict_ = DictionaryAttr::get(ctx_, dict);
    argAttrs.push_back(dict.empty() ? emptyDict_ : argDictionary(dict));
  }
  if (anyArgAttr) attrs.push_back({nArgAttrs_, ArrayAttr::get(ctx_, argAttrs)});
  Operation::State fst;
  fst.info = &dialectOpInfo(DialectOp::Func);
  fst.loc = loc(first);
  fst.attributes = attrs;
  fst.attributeNamesInterned = true;
  fst.numRegions = 1;
  Operation* func = module_.create(fst);
  if (!applyDecorations(fnId, func)) return kFail;
  if (cfg.blocks.empty()) { // a declaration
    moduleBody_->push_back(func);
    return end;
  }

  Structurizer& s = structurizer_;
  if (!s.analyze(cfg, true)) {
    if (hasShader_) return fail(s.errorInst, s.error), kFail;
    // Kernel modules need no structured control flow: keep the CFG flat.
    warn(s.errorInst, s.error + " (merge instructions of this function are ignored)");
    if (!s.analyze(cfg, false)) return fail(s.errorInst, s.error), kFail;
  }
  s.createBlocks(arena_, func->region(0));
  entryBlock_ = s.blockOf(0);
  lastMaterialized_ = nullptr;
  for (size_t p = 0; p < paramIds.size(); ++p) {
    IdEntry& e = ids_[paramIds[p]];
    e.kind = IdKind::Value;
    e.value = entryBlock_->argument(unsigned(p));
    e.localGen = fnGen_;
    applyName(paramIds[p], e.value);
  }
  for (uint32_t b = 0; b < cfg.blocks.size(); ++b) {
    const CfgBlock& cb = cfg.blocks[b];
    if (!s.reachable(b)) continue;
    unsigned a = 0;
    for (uint32_t k = cb.labelInst + 1; k < cb.phiEnd; ++k) {
      if (opcode(k) != Op::Phi) continue;
      uint32_t id = words(k)[2];
      IdEntry& e = ids_[id];
      if (e.kind != IdKind::None)
        return fail(k, "id %" + std::to_string(id) + " is defined twice"), kFail;
      e.kind = IdKind::Value;
      e.value = s.blockOf(b)->argument(a++);
      e.localGen = fnGen_;
      applyName(id, e.value);
    }
  }

  // --- ops, in binary (dominance) order -------------------------------------------------
  std::vector<Value*>& operands = termOperands_;
  std::vector<Block*>& succs = termSuccs_;
  std::vector<uint32_t>& counts = termCounts_;
  auto addEdge = [&](uint32_t src, uint32_t dst) {
    const CfgBlock& sb = cfg.blocks[src];
    const CfgBlock& db = cfg.blocks[dst];
    succs.push_back(s.target(src, dst));
    uint32_t n = 0;
    for (uint32_t k = db.labelInst + 1; k < db.phiEnd; ++k) {
      if (opcode(k) != Op::Phi) continue;
      auto pw = words(k);
      uint32_t found = kFail;
      for (uint32_t j = 3; j + 1 < pw.size(); j += 2)
        if (pw[j + 1] == sb.labelId) {
          found = pw[j];
          break;
        }
      if (found == kFail)
        return fail(k, "OpPhi %" + std::to_string(pw[2]) +
                           " has no incoming value for predecessor %" + std::to_string(sb.labelId));
      Value* v = valueOf(k, found);
      if (!v) return false;
      if (v->type() != ids_[pw[2]].value->type())
        return fail(k, "OpPhi %" + std::to_string(pw[2]) + ": incoming value %" +
                           std::to_string(found) + " has a different type");
      operands.push_back(v);
      ++n;
    }
    counts.push_back(n);
    return true;
  };
  for (uint32_t b = 0; b < cfg.blocks.size(); ++b) {
    if (!s.reachable(b)) continue;
    const CfgBlock& cb = cfg.blocks[b];
    Block* blk = s.blockOf(b);
    uint32_t stop = cb.mergeInst != ~0u ? cb.mergeInst : cb.termInst;
    for (uint32_t k = cb.phiEnd; k < stop; ++k) {
      if (isDebugLine(opcode(k))) continue;
      if (!createOp(k, blk)) return kFail;
    }
    Op top = opcode(cb.termInst);
    Block* tblk = s.terminatorBlock(b);
    if (top != Op::Branch && top != Op::BranchConditional && top != Op::Switch) {
      if (!createOp(cb.termInst, tblk)) return kFail;
      continue;
    }
    auto tw = words(cb.termInst);
    operands.clear();
    succs.clear();
    counts.clear();
    std::vector<NamedAttribute> tattrs;
    if (top != Op::Branch) {
      Value* c = valueOf(cb.termInst, tw[1]);
      if (!c) return kFail;
      if (top == Op::BranchConditional && !c->type().isBool())
        return fail(cb.termInst, "OpBranchConditional: the condition is not a boolean"), kFail;
      operands.push_back(c);
    }
    for (uint32_t e = 0; e < cb.succCount; ++e)
      if (!addEdge(b, cfg.succs[cb.succFirst + e])) return kFail;
    if (top == Op::BranchConditional && tw.size() > 4) {
      if (tw.size() != 6)
        return fail(cb.termInst, "OpBranchConditional: branch weights must be two literals"), kFail;
      Type i32 = IntegerType::get(ctx_, 32);
      Attribute ws[2] = {IntegerAttr::get(i32, tw[4]), IntegerAttr::get(i32, tw[5])};
      tattrs.push_back(
          {ctx_.intern(BranchConditionalOp::branchWeightsAttrName()), ArrayAttr::get(ctx_, ws)});
    }
    if (top == Op::Switch) {
      Type st = operands[0]->type();
      uint32_t lw = st.cast<IntegerType>().width() > 32 ? 2 : 1;
      std::vector<Attribute> lits;
      for (uint32_t k = 3; k < tw.size(); k += lw + 1) {
        uint64_t v = tw[k];
        if (lw == 2) v |= uint64_t(tw[k + 1]) << 32;
        lits.push_back(IntegerAttr::get(st, int64_t(v)));
      }
      tattrs.push_back({nLiterals_, ArrayAttr::get(ctx_, lits)});
    }
    Operation::State st;
    st.info = opInfo(top);
    st.loc = loc(cb.termInst);
    st.operands = operands;
    st.successors = succs;
    st.successorOperandCounts = counts;
    st.attributes = tattrs;
    st.attributeNamesInterned = true;
    tblk->push_back(module_.create(st));
  }
  if (!s.finish(*this)) return kFail;
  moduleBody_->push_back(func);
  return end;
}

namespace {

void findValuesOnly(OpDispatch& d) {
  for (size_t i = 0; i < d.mapping.size(); ++i) {
    const OperandMapping& m = d.mapping[i];
    if (m.role != OperandRole::Value || m.idAttr != IdAttr::None ||
        m.grammar->kind != OperandKind::IdRef)
      return;
    if (m.grammar->quantifier == Quantifier::One && !d.variadicValues)
      ++d.fixedValues;
    else if (m.grammar->quantifier == Quantifier::Variadic && i + 1 == d.mapping.size())
      d.variadicValues = true;
    else
      return;
  }
  d.valuesOnly = true;
}

} // namespace

OpDispatch opDispatch(const InstructionInfo& inst) {
  // Generated dense indexes (no search, nothing built per process);
  // module-structure instructions have no op.
  OpDispatch d{opInfo(inst.opcode), operandMapping(inst)};
  findValuesOnly(d);
  return d;
}

OpDispatch opDispatch(const ExtInstInfo& inst) {
  OpDispatch d{&extInstOpInfo(inst), operandMapping(inst)};
  findValuesOnly(d);
  return d;
}

bool ReaderState::createOp(uint32_t inst, Block* block) {
  auto w = words(inst);
  Op op = opcode(inst);
  const InstructionInfo* info = instInfo(uint32_t(op));
  Type resultType;
  uint32_t resultId = 0;
  if (info->hasResultType) {
    if (w.size() < 2) return fail(inst, "missing result type");
    if (!(resultType = typeOf(inst, w[1]))) return false;
  }
  if (info->hasResult) {
    uint32_t at = info->hasResultType ? 2 : 1;
    if (w.size() <= at) return fail(inst, "missing result id");
    resultId = w[at];
    if (!checkId(inst, resultId)) return false;
    if (ids_[resultId].kind != IdKind::None)
      return fail(inst, "id %" + std::to_string(resultId) + " is defined twice");
  }
  const OpDispatch* dispatch = nullptr;
  const ExtInstInfo* ext = nullptr;
  if (op == Op::ExtInst) {
    // Without a set or an instruction number: the decoder says which.
    if (w.size() < 5) return decodeOperands(inst, *info, 32) && fail(inst, "OpExtInst: malformed");
    if (!checkId(inst, w[3])) return false;
    const IdEntry& set = ids_[w[3]];
    if (set.kind != IdKind::ExtInstImport)
      return fail(inst, "OpExtInst: %" + std::to_string(w[3]) + " is not an OpExtInstImport");
    if (set.aux == 0) {
      auto name = unknownSetNames_.find(w[3]);
      return fail(inst, "OpExtInst: the extended instruction set '" +
                            (name == unknownSetNames_.end() ? std::string() : name->second) +
                            "' is not supported (OpenCL.std and GLSL.std.450 are)");
    }
    const ExtInstSetInfo& setInfo = extInstSet(ExtInstSet(set.aux - 1));
    if (!(ext = extInst(setInfo.set, w[4])))
      return fail(inst, "OpExtInst: unknown " + std::string(setInfo.name()) + " instruction " +
                            std::to_string(w[4]));
    dispatch = &dispatchOf(*ext);
  } else {
    dispatch = &dispatchOf(*info);
  }
  // The operand words: after the result id (and OpExtInst's set and number).
  const uint32_t operandsAt =
      ext ? 5 : 1 + uint32_t(info->hasResultType) + uint32_t(info->hasResult);
  // Only SSA operands (the common case): the words are the operands.
  const bool plain = w.size() >= operandsAt && dispatch->fitsValues(w.size() - operandsAt);
  uint32_t width = 32;
  if (auto it = resultType.dyn_cast<IntegerType>()) width = it.width();
  if (auto ft = resultType.dyn_cast<FloatType>()) width = ft.width();
  if (!plain && !decodeOperands(inst, *info, width)) return false;
  if (op == Op::Undef) {
    // Like a module-level OpUndef: materialized at the top of the function at
    // its first use, so that where a writer puts OpUndef does not matter.
    IdEntry& e = ids_[resultId];
    e.kind = IdKind::Undef;
    e.typeId = w[1];
    return true;
  }

  // Reused buffers: no heap allocation per instruction.
  std::vector<Value*>& values = scratchValues_;
  std::vector<NamedAttribute>& attrs = scratchAttrs_;
  values.clear();
  attrs.clear();
  const OpInfo* opInfoPtr = dispatch->info;
  if (!ext && !opInfoPtr)
    return fail(inst, "Op" + std::string(info->name()) + " is not allowed inside a function");
  if (plain) {
    for (uint32_t k = operandsAt; k < w.size(); ++k) {
      Value* v = valueOf(inst, w[k]);
      if (!v) return false;
      values.push_back(v);
    }
  } else if (ext) {
    ops_.clear();
    decoder_.literalWidth = width;
    if (!decoder_.decode(w, 5, ext->operands(), ops_))
      return fail(inst, std::string(extInstSet(ext->set).name()) + " " + std::string(ext->name()) +
                            ": " + decoder_.error());
    if (!mapOperands(inst, op, dispatch->mapping, values, attrs)) return false;
  } else {
    if (!mapOperands(inst, op, dispatch->mapping, values, attrs)) return false;
  }
  Operation::State st;
  st.info = opInfoPtr;
  st.loc = loc(inst);
  // A call of a void function has a result id but no value; extended
  // instructions always have their (possibly void) result, as the dialect's
  // CL / GL ops do.
  if (resultType && resultId && (!resultType.isVoid() || op == Op::ExtInst))
    st.resultTypes = {&resultType, 1};
  // Decorations of the result become attributes before the op is created
  // (setAttr afterwards would copy the attribute list).
  if (resultId && !applyDecorations(resultId, nullptr, &attrs)) return false;
  st.operands = values;
  st.attributes = attrs;
  st.attributeNamesInterned = true; // grammar table names, interned decoration names
  Operation* o = module_.create(st);
  block->push_back(o);
  if (resultId) {
    IdEntry& e = ids_[resultId];
    if (o->numResults()) {
      e.kind = IdKind::Value;
      e.value = o->result();
      e.localGen = fnGen_;
      applyName(resultId, e.value);
    } else {
      e.kind = IdKind::Other;
    }
  }
  return true;
}

} // namespace spvkit::reader
