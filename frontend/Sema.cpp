// Semantic checks: the driver (functions, attributes, region kinds, yields,
// control flow) and the shared helpers of the Checker.
#include "frontend/SemaImpl.h"

namespace spvkit::frontend {

using namespace tensor;

// --- promotion ---------------------------------------------------------------------------

namespace {

/// Rank of a number type in the promotion table; -1 otherwise.
enum Num { I8, I16, I32, I64, Idx, BF16, F16, F32, F64, C32, C64, NotNumber };

Num numOf(Type t) {
  if (!t) return NotNumber;
  if (t.isIndex()) return Idx;
  if (isIntegerType(t)) {
    switch (IntegerType(t.storage()).width()) {
    case 8:
      return I8;
    case 16:
      return I16;
    case 32:
      return I32;
    default:
      return I64;
    }
  }
  if (auto f = t.dyn_cast<FloatType>()) {
    if (f.isBFloat()) return BF16;
    return f.width() == 16 ? F16 : f.width() == 32 ? F32 : F64;
  }
  if (auto c = t.dyn_cast<ComplexType>()) return c.componentType().isFloat(64) ? C64 : C32;
  return NotNumber;
}

} // namespace

bool promotable(Type from, Type to) {
  const Num a = numOf(from), b = numOf(to);
  if (a == NotNumber || b == NotNumber) return false;
  if (a == b) return true;
  switch (a) {
  case I8:
    return true;
  case I16:
    return b == I32 || b == I64 || b == Idx || b == F32 || b == F64 || b == C32 || b == C64;
  case I32:
    return b == I64 || b == Idx || b == F64 || b == C64;
  case I64:
  case Idx:
    return b == I64 || b == Idx;
  case BF16:
  case F16:
    return b == F32 || b == F64 || b == C32 || b == C64;
  case F32:
    return b == F64 || b == C32 || b == C64;
  case F64:
    return b == C64;
  case C32:
    return b == C64;
  default:
    return false;
  }
}

Type promote(Type a, Type b) {
  if (promotable(a, b)) return b;
  if (promotable(b, a)) return a;
  return {};
}

// --- helpers ---------------------------------------------------------------------------------

SourceRange Checker::operandLoc(Operation* op, unsigned i) const {
  const OpSource& s = source(op);
  return i < s.operands.size() ? s.operands[i] : s.name;
}

SourceRange Checker::typeLoc(Operation* op, unsigned i) const {
  const OpSource& s = source(op);
  return i < s.types.size() ? s.types[i] : s.name;
}

SourceRange Checker::constantLoc(Operation* op, unsigned i) const {
  const OpSource& s = source(op);
  return i < s.constants.size() ? s.constants[i] : s.name;
}

bool Checker::typeError(Operation* op, unsigned i, const std::string& expected) {
  Value* v = op->operand(i);
  auto d = error(operandLoc(op, i),
                 "'" + name(v) + "' has type " + str(v->type()) + ", expected " + expected);
  const SourceRange def = src_.definition(v);
  if (def.isValid()) d.note(def, "'" + name(v) + "' is defined here");
  return false;
}

bool Checker::expectType(Operation* op, unsigned i, Type expected) {
  Type t = operandType(op, i);
  if (!t || !expected) return false;
  if (t == expected) return true;
  return typeError(op, i, str(expected));
}

MemrefType Checker::expectMemref(Operation* op, unsigned i) {
  Type t = operandType(op, i);
  if (!t) return {};
  if (auto m = t.dyn_cast<MemrefType>()) return m;
  typeError(op, i, "memref type");
  return {};
}

bool Checker::expectNumber(Operation* op, unsigned i) {
  Type t = operandType(op, i);
  if (!t) return false;
  if (isNumberType(t)) return true;
  return typeError(op, i, "number type");
}

bool Checker::expectOrder(Operation* op, unsigned i, MemrefType m,
                          std::initializer_list<unsigned> orders) {
  for (unsigned o : orders)
    if (m.order() == o) return true;
  std::string list;
  size_t n = 0;
  for (unsigned o : orders) {
    if (n) list += n + 1 == orders.size() ? " or " : ", ";
    list += std::to_string(o);
    ++n;
  }
  Value* v = op->operand(i);
  error(operandLoc(op, i),
        "'" + name(v) + "' has order " + std::to_string(m.order()) + ", expected order " + list);
  return false;
}

bool Checker::expectResultType(Operation* op, Type expected) {
  if (!expected || !op->numResults() || op->result(0)->type() == expected) return true;
  error(typeLoc(op), "result type of '" + opName(op) + "' must be " + str(expected));
  return false;
}

bool Checker::notAllowed(Operation* op, Type t) {
  error(typeLoc(op), "type " + str(t) + " is not allowed for '" + opName(op) + "'");
  return false;
}

bool Checker::expectPromotable(Type from, Type to, SourceRange loc) {
  if (promotable(from, to)) return true;
  error(loc, str(from) + " is not promotable to " + str(to));
  return false;
}

// --- functions and attributes ------------------------------------------------------------------

namespace {

const AttrSource* findAttr(const std::vector<AttrSource>& attrs, std::string_view name) {
  for (const AttrSource& a : attrs)
    if (a.name == name) return &a;
  return nullptr;
}

} // namespace

void Checker::checkAttributes(Operation* func) {
  const OpSource& s = source(func);
  auto dict = FuncOp(func).attributes();
  // Function attributes.
  subgroupSize_.reset();
  for (const AttrSource& a : s.attrs) {
    Attribute v = dict ? dict.get(a.name) : Attribute();
    if (!v) continue;
    if (a.name == "subgroup_size") {
      if (auto i = v.dyn_cast<IntegerAttr>()) {
        if (i.value() <= 0)
          error(a.valueRange, "subgroup_size must be positive");
        else
          subgroupSize_ = i.value();
      } else {
        error(a.valueRange, "subgroup_size must be an integer");
      }
    } else if (a.name == "alignment" || a.name == "shape_gcd" || a.name == "stride_gcd" ||
               a.name == "unroll") {
      error(a.nameRange, "attribute '" + a.name + "' is not allowed on functions");
    }
  }
  if (const AttrSource* a = findAttr(s.attrs, "work_group_size"); a && dict) {
    auto arr = dict.get("work_group_size").dyn_cast<ArrayAttr>();
    bool ints = arr && std::all_of(arr.elements().begin(), arr.elements().end(),
                                   [](Attribute e) { return e.isa<IntegerAttr>(); });
    if (!arr || !ints)
      error(a->valueRange, "work_group_size must be an array of integers");
    else if (arr.size() != 2)
      error(a->valueRange, "work_group_size must have 2 entries");
    else if (arr[0].cast<IntegerAttr>().value() <= 0 || arr[1].cast<IntegerAttr>().value() <= 0)
      error(a->valueRange, "work_group_size entries must be positive");
    else if (subgroupSize_ && arr[0].cast<IntegerAttr>().value() % *subgroupSize_ != 0)
      error(a->entries.empty() ? a->valueRange : a->entries[0],
            "work_group_size[0] = " + std::to_string(arr[0].cast<IntegerAttr>().value()) +
                " must be a multiple of the subgroup size " + std::to_string(*subgroupSize_));
  }

  // Arguments.
  Block* body = func->numRegions() ? func->region(0).front() : nullptr;
  if (!body) return;
  for (unsigned i = 0; i < body->numArguments(); ++i) {
    Type t = body->argument(i)->type();
    if (t.isa<CoopmatrixType>())
      error(i < s.types.size() ? s.types[i] : s.name, "arguments must not have coopmatrix type");
    if (i >= s.argAttrs.size()) continue;
    MemrefType m = t.dyn_cast<MemrefType>();
    if (auto g = t.dyn_cast<GroupType>()) m = g.memrefType();
    for (const AttrSource& a : s.argAttrs[i]) {
      if (a.name != "alignment" && a.name != "shape_gcd" && a.name != "stride_gcd") {
        if (a.name == "subgroup_size" || a.name == "work_group_size" || a.name == "unroll")
          error(a.nameRange, "attribute '" + a.name + "' is only allowed on functions" +
                                 std::string(a.name == "unroll" ? "" : ""));
        continue;
      }
      if (!m) {
        error(a.nameRange,
              "attribute '" + a.name + "' is only allowed on memref or group arguments");
        continue;
      }
      auto argDict = FuncOp(func).argAttrs()[i].dyn_cast<DictionaryAttr>();
      Attribute v = argDict ? argDict.get(a.name) : Attribute();
      if (a.name == "alignment") {
        auto n = v.dyn_cast<IntegerAttr>();
        if (!n)
          error(a.valueRange, "alignment must be an integer");
        else if (n.value() <= 0 || n.value() % scalarSize(m.elementType()) != 0)
          error(a.valueRange, "alignment " + std::to_string(n.value()) +
                                  " must be a multiple of the element size " +
                                  std::to_string(scalarSize(m.elementType())));
      } else {
        auto arr = v.dyn_cast<ArrayAttr>();
        if (!arr)
          error(a.valueRange, a.name + " must be an array of integers");
        else if (arr.size() > m.order())
          error(a.valueRange, a.name + " has more entries than the memref order");
      }
    }
  }
}

void Checker::checkFunction(Operation* func) {
  checkAttributes(func);
  if (func->numRegions()) checkRegion(func, func->region(0), 0, RegionKind::Collective);
}

// --- regions
// ---------------------------------------------------------------------------------------

void Checker::checkRegion(Operation* owner, Region& region, unsigned index, RegionKind kind) {
  Block* b = region.front();
  if (!b) return;
  const bool yieldAllowed = isTensorOp(owner) && index < opDef(owner).regions.size() &&
                            opDef(owner).regions[index].yields;
  // The values the region must yield.
  std::vector<Type> expected;
  if (is(owner, OpKind::For) || is(owner, OpKind::If)) {
    for (unsigned i = 0; i < owner->numResults(); ++i) expected.push_back(owner->result(i)->type());
  } else if (is(owner, OpKind::CooperativeMatrixApply) && owner->numResults()) {
    if (auto c = owner->result(0)->type().dyn_cast<CoopmatrixType>())
      expected.push_back(c.componentType());
  }
  const bool broken = broken_.count(owner) != 0;
  bool sawYield = false;
  for (Operation* op : *b) {
    if (is(op, OpKind::Yield)) {
      sawYield = true;
      if (broken) continue; // the owner's result list is already wrong
      if (!yieldAllowed) {
        error(nameLoc(op), "'yield' is only allowed in 'for', 'if' and "
                           "'cooperative_matrix_apply' regions");
        continue;
      }
      if (op != b->back()) {
        error(nameLoc(op), "'yield' must be the last instruction");
        continue;
      }
      if (op->numOperands() != expected.size()) {
        error(nameLoc(op), "yield has " + std::to_string(op->numOperands()) +
                               (op->numOperands() == 1 ? " value" : " values") + ", expected " +
                               std::to_string(expected.size()));
        continue;
      }
      for (unsigned i = 0; i < op->numOperands(); ++i) expectType(op, i, expected[i]);
      continue;
    }
    checkOp(op, kind);
  }
  if (yieldAllowed && !broken && !sawYield && !expected.empty()) {
    const OpSource& s = source(owner);
    error(index < s.regionEnds.size() ? s.regionEnds[index] : s.name,
          "region must end with 'yield'");
  }
}

void Checker::checkOp(Operation* op, RegionKind kind) {
  if (!isTensorOp(op)) return;
  const RegionKind rk = regionKind(kindOf(op));
  if (rk == RegionKind::Collective && kind == RegionKind::Spmd) {
    error(nameLoc(op),
          "collective instruction '" + opName(op) + "' must not appear in an SPMD region");
    return;
  }
  if (rk == RegionKind::Spmd && kind == RegionKind::Collective) {
    error(nameLoc(op),
          "SPMD instruction '" + opName(op) + "' must not appear in a collective region");
    return;
  }
  if (!checkScalarOp(op) && !checkMemoryOp(op) && !checkLinalgOp(op) && !checkCoopmatrixOp(op))
    checkControlFlow(op);
  // Regions open the kind their definition says (parallel, foreach,
  // foreach_tile and cooperative_matrix_apply: SPMD); for and if inherit the
  // kind of the region they are in.
  const OpDef& def = opDef(op);
  for (unsigned r = 0; r < op->numRegions(); ++r) {
    RegionKind inner = kind;
    if (r < def.regions.size() && def.regions[r].opens == RegionOpens::Spmd)
      inner = RegionKind::Spmd;
    else if (r < def.regions.size() && def.regions[r].opens == RegionOpens::Collective)
      inner = RegionKind::Collective;
    checkRegion(op, op->region(r), r, inner);
  }
}

// --- control flow
// ------------------------------------------------------------------------------------

void Checker::checkControlFlow(Operation* op) {
  const OpSource& s = source(op);
  switch (kindOf(op)) {
  case OpKind::For: {
    // lb, ub and the step if there is one: the fixed operands before the
    // init values.
    const unsigned bounds = ForOp(op).hasStep() ? ForOp::kUbOperand + 2 : ForOp::kUbOperand + 1;
    Type lb = operandType(op, ForOp::kLbOperand);
    if (lb && !isIntegerType(lb)) {
      typeError(op, ForOp::kLbOperand, "integer type");
    } else if (lb) {
      for (unsigned i = ForOp::kUbOperand; i < bounds; ++i) expectType(op, i, lb);
    }
    const unsigned inits = op->numOperands() - bounds;
    if (inits != op->numResults() && s.returnParen.isValid()) {
      error(s.returnParen,
            std::to_string(op->numResults()) + " return types, expected " + std::to_string(inits));
      broken_.insert(op);
      return;
    }
    if (!s.results.empty() && s.results.size() != op->numResults()) {
      error(s.results[0], std::to_string(s.results.size()) + " results, expected " +
                              std::to_string(op->numResults()));
      return;
    }
    for (unsigned i = 0; i < inits && i < op->numResults(); ++i)
      expectType(op, bounds + i, op->result(i)->type());
    for (unsigned i = 0; i < op->numResults(); ++i) {
      Type t = op->result(i)->type();
      if (!isBoolType(t) && !isNumberType(t) && !t.isa<CoopmatrixType>())
        error(typeLoc(op, i), "type " + str(t) + " is not allowed for 'for'");
    }
    if (auto d = ForOp(op).attributes())
      for (const AttrSource& a : s.attrs) {
        Attribute v = d.get(a.name);
        if (a.name == "unroll") {
          if (!v.isa<BoolAttr>() && !v.isa<IntegerAttr>())
            error(a.valueRange, "unroll must be a boolean or integer");
        } else if (a.name == "alignment" || a.name == "shape_gcd" || a.name == "stride_gcd" ||
                   a.name == "subgroup_size" || a.name == "work_group_size") {
          error(a.nameRange, "attribute '" + a.name + "' is not allowed on 'for'");
        }
      }
    return;
  }
  case OpKind::If:
    if (Type t = operandType(op, IfOp::kConditionOperand); t && !isBoolType(t))
      typeError(op, IfOp::kConditionOperand, "bool");
    if (!s.results.empty() && s.results.size() != op->numResults()) {
      error(s.results[0], std::to_string(s.results.size()) + " results, expected " +
                              std::to_string(op->numResults()));
      return;
    }
    if (op->numResults() && (op->numRegions() < 2 || op->region(1).empty()))
      error(nameLoc(op), "'if' with results requires an 'else' region");
    return;
  case OpKind::Foreach:
  case OpKind::ForeachTile: {
    Block* b = op->region(0).front();
    const unsigned n = op->numOperands() / 2;
    if (!b || op->numOperands() != 2 * n || s.regionArgs.size() < n)
      return; // reported by the parser
    for (unsigned i = 0; i < n; ++i) {
      Type from = operandType(op, i);
      if (from && !isIntegerType(from))
        typeError(op, i, "integer type");
      else if (from)
        expectType(op, n + i, from);
    }
    if (is(op, OpKind::ForeachTile)) {
      auto shape = ForeachTileOp(op).tileShape();
      for (unsigned i = 0; shape && i < shape.size(); ++i) {
        const int64_t t = shape[i].cast<IntegerAttr>().value();
        if (t <= 0)
          error(constantLoc(op, i), "tile size must be positive");
        else if (i == 0 && subgroupSize_ && t % *subgroupSize_ != 0)
          error(constantLoc(op, i), "tile size " + std::to_string(t) +
                                        " must be a multiple of the subgroup size " +
                                        std::to_string(*subgroupSize_));
      }
    }
    return;
  }
  case OpKind::LifetimeStop:
    if (Type t = operandType(op, LifetimeStopOp::kMemrefOperand); t && !t.isa<MemrefType>())
      typeError(op, LifetimeStopOp::kMemrefOperand, "memref type");
    return;
  default:
    return;
  }
}

unsigned checkProgram(Module& module, const SourceMap& sources, DiagnosticEngine& diags) {
  Checker c(module.context(), sources, diags);
  for (Operation* op : *module.body())
    if (is(op, OpKind::Func)) c.checkFunction(op);
  return c.errors();
}

} // namespace spvkit::frontend
