// KernelRequirements: see the header. One walk over the module collects what
// every op, enum, built-in and type needs.
#include "ir/spirv/KernelRequirements.h"

#include "ir/Block.h"

#include <algorithm>
#include <string>
#include <unordered_set>

namespace spvkit::spirv {

namespace {

// The newest version the target devices of the kernel builder take (PoCL 6 and
// most OpenCL 3.0 drivers stop at 1.2). Something in core only after it is
// taken from its extension instead when there is one.
constexpr Version kPreferredMaxVersion = makeVersion(1, 2);

class Collector {
public:
  Collector(Context& ctx, DiagnosticList& diags) : ctx_(ctx), diags_(diags) {
    addCapability(Capability::Addresses, {});
    addCapability(Capability::Kernel, {});
  }

  void op(Operation* op) {
    Location loc = op->loc();
    if (const InstructionInfo* g = grammarOf(op)) {
      Type result = op->numResults() ? op->result(0)->type() : Type();
      require(g->availability, loc, "Op" + std::string(g->name()), preferredFor(g->opcode, result));
    } else if (op->info().dialect() == Dialect::SpirvCL) {
      auto* e = static_cast<const ExtInstInfo*>(op->info().extra);
      if (e && !e->capabilities.empty() && !e->capabilities.isSatisfiedBy(caps_))
        addCapability(e->capabilities.alternatives()[0], loc);
    }
    for (const NamedAttribute& a : op->attributes()) {
      if (a.name == "built_in") builtIn(a.value, loc);
      attribute(a.value, loc);
    }
    for (unsigned i = 0; i < op->numResults(); ++i) type(op->result(i)->type(), loc);
    for (unsigned r = 0; r < op->numRegions(); ++r)
      for (Block* b : op->region(r).blocks())
        for (Value* arg : b->arguments()) type(arg->type(), loc);
  }

  VceAttr result() {
    if (!ok_) return {};
    std::sort(caps_.begin(), caps_.end());
    std::sort(exts_.begin(), exts_.end());
    return VceAttr::get(ctx_, version_, caps_, exts_);
  }

private:
  /// The alternative of an any-of capability set to take for this op: float
  /// atomics by the width of their value, everything else the first one.
  std::optional<Capability> preferredFor(Op opcode, Type result) {
    auto width = [&] { return result && result.isFloat() ? result.cast<FloatType>().width() : 0u; };
    switch (opcode) {
    case Op::AtomicFAddEXT:
      return width() == 64   ? Capability::AtomicFloat64AddEXT
             : width() == 16 ? Capability::AtomicFloat16AddEXT
                             : Capability::AtomicFloat32AddEXT;
    case Op::AtomicFMinEXT:
    case Op::AtomicFMaxEXT:
      return width() == 64   ? Capability::AtomicFloat64MinMaxEXT
             : width() == 16 ? Capability::AtomicFloat16MinMaxEXT
                             : Capability::AtomicFloat32MinMaxEXT;
    default:
      return std::nullopt;
    }
  }

  void require(const Availability& a, Location loc, const std::string& what,
               std::optional<Capability> preferred = {}) {
    if (!a.capabilities.empty() && !a.capabilities.isSatisfiedBy(caps_)) {
      Capability pick = a.capabilities.alternatives()[0];
      if (preferred && a.capabilities.contains(*preferred)) pick = *preferred;
      addCapability(pick, loc);
    }
    if (a.extensions.anyEnabled(exts_)) return;
    if (a.minVersion <= kPreferredMaxVersion) {
      version_ = std::max(version_, a.minVersion);
    } else if (!a.extensions.empty()) {
      exts_.push_back(a.extensions.alternatives()[0]);
    } else if (a.minVersion != kVersionNone) {
      version_ = std::max(version_, a.minVersion);
    } else if (!a.capabilities.empty()) {
      // Only through its capability (OpSubgroupShuffleINTEL needs
      // SubgroupShuffleINTEL, which needs SPV_INTEL_subgroups): the capability
      // added above brought its extension.
    } else {
      diags_.error(loc, what + " is in no SPIR-V version and no extension");
      ok_ = false;
    }
  }

  void addCapability(Capability c, Location loc) {
    if (hasCapability(c)) return;
    caps_.push_back(c);
    if (const EnumerantInfo* e = findEnumerant(c))
      require(e->availability, loc, "capability " + std::string(e->name()));
  }

  bool hasCapability(Capability c) const {
    for (Capability d : caps_) {
      if (d == c) return true;
      auto implied = impliedCapabilities(d);
      if (std::find(implied.begin(), implied.end(), c) != implied.end()) return true;
    }
    return false;
  }

  void enumerant(OperandKind kind, uint32_t value, Location loc) {
    if (const EnumerantInfo* e = findEnumerant(kind, value))
      require(e->availability, loc, std::string(e->name()));
  }

  void attribute(Attribute a, Location loc) {
    if (!a) return;
    if (auto e = a.dyn_cast<EnumAttr>()) {
      auto kind = OperandKind(e.domain());
      const OperandKindInfo* info = findOperandKind(kind);
      if (!info || !info->isEnum()) return;
      if (info->category == OperandCategory::BitEnum) {
        for (uint32_t bit = 1; bit; bit <<= 1)
          if (e.value() & bit) enumerant(kind, bit, loc);
      } else if (kind != OperandKind::Capability) {
        enumerant(kind, e.value(), loc);
      }
    } else if (auto arr = a.dyn_cast<ArrayAttr>()) {
      for (Attribute x : arr.elements()) attribute(x, loc);
    } else if (auto dict = a.dyn_cast<DictionaryAttr>()) {
      for (const NamedAttribute& x : dict.entries()) attribute(x.value, loc);
    } else if (auto t = a.dyn_cast<TypeAttr>()) {
      type(t.value(), loc);
    }
  }

  void builtIn(Attribute a, Location loc) {
    if (auto s = a.dyn_cast<StringAttr>()) {
      if (auto b = parseEnumerant<BuiltIn>(s.value()))
        enumerant(OperandKind::BuiltIn, uint32_t(*b), loc);
    }
  }

  void type(Type t, Location loc) {
    if (!t || !seenTypes_.insert(t.storage()).second) return;
    switch (t.kind()) {
    case TypeKind::Integer: {
      unsigned w = t.cast<IntegerType>().width();
      if (w == 8) addCapability(Capability::Int8, loc);
      if (w == 16) addCapability(Capability::Int16, loc);
      if (w == 64) addCapability(Capability::Int64, loc);
      break;
    }
    case TypeKind::Float: {
      unsigned w = t.cast<FloatType>().width();
      if (w == 16) addCapability(Capability::Float16, loc);
      if (w == 64) addCapability(Capability::Float64, loc);
      break;
    }
    case TypeKind::Vector:
      if (t.cast<VectorType>().count() > 4) addCapability(Capability::Vector16, loc);
      break;
    case TypeKind::Pointer:
      enumerant(OperandKind::StorageClass, t.cast<PointerType>().storageClass(), loc);
      break;
    default:
      break;
    }
    const TypeStorage* s = t.storage();
    for (uint32_t i = 0; i < s->numTypes; ++i) type(Type(s->types[i]), loc);
  }

  Context& ctx_;
  DiagnosticList& diags_;
  std::vector<Capability> caps_;
  std::vector<Extension> exts_;
  Version version_ = makeVersion(1, 0);
  std::unordered_set<const TypeStorage*> seenTypes_;
  bool ok_ = true;
};

} // namespace

VceAttr inferKernelRequirements(Operation* spirvModule, DiagnosticList& diags) {
  Collector c(spirvModule->context(), diags);
  spirvModule->walk([&](Operation* op) {
    c.op(op);
    return true;
  });
  return c.result();
}

} // namespace spvkit::spirv
