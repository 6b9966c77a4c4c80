// The structural rules of the tensor verifier, driven by the generated op
// definitions (OpDefinition.h). Per-op rules are in VerifierOps.cpp.
#include "ir/tensor/Verifier.h"

#include "ir/Block.h"
#include "ir/Verifier.h"
#include "ir/tensor/OpDefinition.h"
#include "ir/tensor/Types.h"

#include <array>
#include <string>

namespace spvkit::tensor {

namespace {

const char* constraintName(Constraint c) {
  switch (c) {
  case Constraint::Any:
    return "any type";
  case Constraint::Bool:
    return "bool";
  case Constraint::Int:
    return "an integer";
  case Constraint::Index:
    return "index";
  case Constraint::I32:
    return "i32";
  case Constraint::Number:
    return "a number";
  case Constraint::Scalar:
    return "a scalar";
  case Constraint::Float:
    return "a floating type";
  case Constraint::Memref:
    return "a memref";
  case Constraint::Group:
    return "a group";
  case Constraint::MemrefOrGroup:
    return "a memref or group";
  case Constraint::Coopmatrix:
    return "a coopmatrix";
  case Constraint::ScalarOrCoop:
    return "a scalar or coopmatrix";
  case Constraint::MemrefElem:
    return "the memref's element type";
  case Constraint::CoopComponent:
    return "the coopmatrix's component type";
  }
  return "?";
}

std::string typeStr(Type t) {
  return t ? typeToString(t) : std::string("<null>");
}

class OpChecker {
public:
  OpChecker(Operation* op, DiagnosticList& diags) : op_(op), def_(opDef(op)), diags_(diags) {}

  bool run() {
    bool ok = checkOperands();
    ok = checkResults() && ok;
    ok = checkAttributes() && ok;
    ok = checkRegions() && ok;
    ok = checkPlacement() && ok;
    if (is(op_, OpKind::Yield)) ok = checkYield() && ok;
    if (!ok) return false;
    return checkSameTypes() && detail::verifyOpSpecific(op_, diags_);
  }

private:
  Operation* op_;
  const OpDef& def_;
  DiagnosticList& diags_;
  std::array<OperandSegment, 8> segments_{};

  bool fail(const std::string& message) { return opError(op_, diags_, message); }

  /// The type a MemrefElem / CoopComponent constraint stands for, or null
  /// when the operand it derives from is itself wrong (reported there).
  Type derivedType(Constraint c) const {
    if (c == Constraint::MemrefElem) {
      for (size_t i = 0; i < def_.operands.size(); ++i)
        if (def_.operands[i].type == Constraint::Memref && segments_[i].count == 1)
          if (auto m = op_->operand(segments_[i].first)->type().dyn_cast<MemrefType>())
            return m.elementType();
      return {};
    }
    for (size_t i = 0; i < def_.operands.size(); ++i)
      if (def_.operands[i].type == Constraint::Coopmatrix && segments_[i].count == 1)
        if (auto m = op_->operand(segments_[i].first)->type().dyn_cast<CoopmatrixType>())
          return m.componentType();
    for (size_t i = 0; i < def_.results.size() && i < op_->numResults(); ++i)
      if (def_.results[i].type == Constraint::Coopmatrix)
        if (auto m = op_->result(unsigned(i))->type().dyn_cast<CoopmatrixType>())
          return m.componentType();
    return {};
  }

  bool satisfies(Constraint c, Type t) const {
    switch (c) {
    case Constraint::Any:
      return true;
    case Constraint::Bool:
      return isBoolType(t);
    case Constraint::Int:
      return isIntegerType(t);
    case Constraint::Index:
      return t.isIndex();
    case Constraint::I32:
      return t.isInteger(32);
    case Constraint::Number:
      return isNumberType(t);
    case Constraint::Scalar:
      return isBoolType(t) || isNumberType(t);
    case Constraint::Float:
      return isFloatingType(t);
    case Constraint::Memref:
      return t.isa<MemrefType>();
    case Constraint::Group:
      return t.isa<GroupType>();
    case Constraint::MemrefOrGroup:
      return t.isa<MemrefType>() || t.isa<GroupType>();
    case Constraint::Coopmatrix:
      return t.isa<CoopmatrixType>();
    case Constraint::ScalarOrCoop:
      return isBoolType(t) || isNumberType(t) || t.isa<CoopmatrixType>();
    case Constraint::MemrefElem:
    case Constraint::CoopComponent: {
      Type expected = derivedType(c);
      return !expected || t == expected;
    }
    }
    return false;
  }

  bool checkOperands() {
    if (!operandSegments(op_, segments_)) {
      unsigned fixed = 0;
      bool variadic = false;
      for (const OperandDef& o : def_.operands) {
        if (o.variadic) variadic = true;
        if (!o.variadic && (o.presentIf.empty() || op_->hasAttr(o.presentIf))) ++fixed;
      }
      std::string expected = std::to_string(fixed);
      if (variadic)
        expected = fixed ? "at least " + expected + " (and equal-length lists after them)"
                         : "equal-length operand lists";
      return fail("has " + std::to_string(op_->numOperands()) + " operands, expected " + expected);
    }
    bool ok = true;
    for (size_t i = 0; i < def_.operands.size(); ++i) {
      const OperandDef& o = def_.operands[i];
      for (unsigned k = 0; k < segments_[i].count; ++k) {
        const unsigned index = segments_[i].first + k;
        Type t = op_->operand(index)->type();
        // Messages are built only on failure: this runs between every pass.
        auto which = [&] {
          return "operand '" + std::string(o.name) + "' (#" + std::to_string(index) + ")";
        };
        if (!satisfies(o.type, t)) {
          std::string expected = constraintName(o.type);
          if (o.type == Constraint::MemrefElem || o.type == Constraint::CoopComponent)
            expected += " " + typeStr(derivedType(o.type));
          ok = fail(which() + " must be " + expected + ", has " + typeStr(t));
          continue;
        }
        if (o.orders)
          if (auto m = t.dyn_cast<MemrefType>(); m && !(o.orders >> m.order() & 1)) {
            std::string orders;
            for (unsigned n = 0; n < 32; ++n)
              if (o.orders >> n & 1) orders += (orders.empty() ? "" : " or ") + std::to_string(n);
            ok = fail(which() + " must be a memref of order " + orders + ", has " + typeStr(t));
          }
      }
    }
    return ok;
  }

  bool checkResults() {
    const bool variadic = !def_.results.empty() && def_.results[0].variadic;
    if (!variadic && op_->numResults() != def_.results.size())
      return fail("has " + std::to_string(op_->numResults()) + " results, expected " +
                  std::to_string(def_.results.size()));
    bool ok = true;
    for (unsigned i = 0; i < op_->numResults(); ++i) {
      const ResultDef& r = def_.results[variadic ? 0 : i];
      Type t = op_->result(i)->type();
      if (!satisfies(r.type, t)) {
        std::string expected = constraintName(r.type);
        if (r.type == Constraint::MemrefElem || r.type == Constraint::CoopComponent)
          expected += " " + typeStr(derivedType(r.type));
        ok = fail("result '" + std::string(r.name) + "' (#" + std::to_string(i) + ") must be " +
                  expected + ", has " + typeStr(t));
      }
    }
    return ok;
  }

  static bool hasKind(Attribute a, AttrKind kind) {
    switch (kind) {
    case AttrKind::Unit:
      return a.isa<UnitAttr>();
    case AttrKind::Int:
      return a.isa<IntegerAttr>();
    case AttrKind::String:
    case AttrKind::Enum:
      return a.isa<StringAttr>();
    case AttrKind::IntArray: {
      auto arr = a.dyn_cast<ArrayAttr>();
      if (!arr) return false;
      for (Attribute e : arr.elements())
        if (!e.isa<IntegerAttr>()) return false;
      return true;
    }
    case AttrKind::Dict:
      return a.isa<DictionaryAttr>();
    case AttrKind::Array:
      return a.isa<ArrayAttr>();
    case AttrKind::Value:
      return bool(a);
    }
    return false;
  }

  static const char* kindName(AttrKind kind) {
    switch (kind) {
    case AttrKind::Unit:
      return "a unit attribute";
    case AttrKind::Int:
      return "an integer";
    case AttrKind::String:
      return "a string";
    case AttrKind::Enum:
      return "one of";
    case AttrKind::IntArray:
      return "an array of integers";
    case AttrKind::Dict:
      return "a dictionary";
    case AttrKind::Array:
      return "an array";
    case AttrKind::Value:
      return "a value";
    }
    return "?";
  }

  bool checkAttributes() {
    bool ok = true;
    for (const AttrDef& a : def_.attributes) {
      Attribute v = op_->attr(a.name);
      if (!v) {
        if (!a.optional) ok = fail("requires attribute '" + std::string(a.name) + "'");
        continue;
      }
      bool valid = hasKind(v, a.kind);
      if (valid && a.kind == AttrKind::Enum) {
        valid = false;
        for (std::string_view s : a.values) valid |= v.cast<StringAttr>().value() == s;
      }
      if (!valid) {
        std::string expected = kindName(a.kind);
        if (a.kind == AttrKind::Enum)
          for (size_t i = 0; i < a.values.size(); ++i)
            expected += (i ? ", '" : " '") + std::string(a.values[i]) + "'";
        ok = fail("attribute '" + std::string(a.name) + "' must be " + expected);
      }
    }
    for (const NamedAttribute& n : op_->attributes())
      if (!def_.attribute(n.name)) ok = fail("has unknown attribute '" + std::string(n.name) + "'");
    return ok;
  }

  bool checkRegions() {
    if (op_->numRegions() != def_.regions.size())
      return fail("has " + std::to_string(op_->numRegions()) + " regions, expected " +
                  std::to_string(def_.regions.size()));
    bool ok = true;
    for (unsigned r = 0; r < op_->numRegions(); ++r) {
      const RegionDef& rd = def_.regions[r];
      const Region& region = op_->region(r);
      if (region.empty() && !rd.mayBeEmpty)
        ok = fail("region '" + std::string(rd.name) + "' must have a block");
      // A block of a region that yields the op's values ends with the yield.
      if (!rd.yields || region.empty() || yieldCount() == 0) continue;
      Operation* last = region.front()->back();
      if (!last || !is(last, OpKind::Yield))
        ok = fail("region '" + std::string(rd.name) + "' must end with 'tensor.yield'");
    }
    return ok;
  }

  /// How many values the regions of `op_` yield.
  unsigned yieldCount() const {
    return is(op_, OpKind::CooperativeMatrixApply) ? 1 : op_->numResults();
  }

  bool checkPlacement() {
    Region* parent = op_->block() ? op_->block()->parent() : nullptr;
    const RegionKind where = parent ? regionKindOf(*parent) : RegionKind::Structure;
    const RegionKind kind = def_.regionKind;
    if (kind == RegionKind::Structure)
      return where == RegionKind::Structure || fail("must be at the top level of the module");
    if (where == RegionKind::Structure) return fail("must be inside a 'tensor.func'");
    if (kind == RegionKind::Collective && where == RegionKind::Spmd)
      return fail("is a collective instruction and must not appear in an SPMD region");
    if (kind == RegionKind::Spmd && where == RegionKind::Collective)
      return fail("is an SPMD instruction and must not appear in a collective region");
    return true;
  }

  bool checkYield() {
    Operation* owner = op_->block() ? op_->block()->parentOp() : nullptr;
    const RegionDef* rd = nullptr;
    if (owner && isTensorOp(owner)) {
      const OpDef& od = opDef(owner);
      for (unsigned r = 0; r < owner->numRegions() && r < od.regions.size(); ++r)
        if (&owner->region(r) == op_->block()->parent()) rd = &od.regions[r];
    }
    if (!rd || !rd->yields)
      return fail("must be in a region of 'tensor.for', 'tensor.if' or "
                  "'tensor.cooperative_matrix_apply'");
    std::vector<Type> expected;
    if (is(owner, OpKind::CooperativeMatrixApply)) {
      if (auto c = owner->result(0)->type().dyn_cast<CoopmatrixType>())
        expected.push_back(c.componentType());
    } else {
      for (unsigned i = 0; i < owner->numResults(); ++i)
        expected.push_back(owner->result(i)->type());
    }
    if (op_->numOperands() != expected.size())
      return fail("yields " + std::to_string(op_->numOperands()) + " values, expected " +
                  std::to_string(expected.size()));
    bool ok = true;
    for (unsigned i = 0; i < op_->numOperands(); ++i)
      if (op_->operand(i)->type() != expected[i])
        ok = fail("value #" + std::to_string(i) + " has type " + typeStr(op_->operand(i)->type()) +
                  ", expected " + typeStr(expected[i]));
    return ok;
  }

  Type refType(ValueRef r) const {
    return r.result ? op_->result(r.index)->type() : op_->operand(r.index)->type();
  }
  std::string_view refName(ValueRef r) const {
    return r.result ? def_.results[r.index].name : def_.operands[r.index].name;
  }

  bool checkSameTypes() {
    if (def_.sameTypes.empty()) return true;
    const ValueRef first = def_.sameTypes[0];
    for (const ValueRef r : def_.sameTypes.subspan(1))
      if (refType(r) != refType(first))
        return fail("'" + std::string(refName(r)) + "' has type " + typeStr(refType(r)) +
                    ", expected " + typeStr(refType(first)) + " (the type of '" +
                    std::string(refName(first)) + "')");
    return true;
  }
};

} // namespace

bool verifyOp(Operation* op, DiagnosticList& diags) {
  if (!isTensorOp(op)) return true;
  return OpChecker(op, diags).run();
}

} // namespace spvkit::tensor
