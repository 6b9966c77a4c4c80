// Availability inference: see the header. One walk over the module; every
// op, attribute and type adds what it needs through `require`.
#include "ir/spirv/Availability.h"

#include "ir/AsmPrinter.h"
#include "ir/Block.h"
#include "ir/InternTable.h"
#include "ir/Module.h"
#include "ir/spirv/AttributeListMemo.h"
#include "ir/spirv/OperandMap.h"

#include "SpirvOps.h"

#include <algorithm>
#include <functional>
#include <vector>

namespace spvkit::spirv {

namespace {

bool impliedBy(Capability c, Capability by) {
  auto implied = impliedCapabilities(by);
  return std::find(implied.begin(), implied.end(), c) != implied.end();
}

/// The decoration spelled `name` as an attribute ("no_signed_wrap"), or ~0u,
/// from an open-addressing table of the grammar's enumerants made on first
/// use (generated strings: no copies). A std::unordered_map of them cost ~4 %
/// of a small kernel's whole tensor-lang-cc process to build (issue 19), a
/// sorted vector nearly as much, a scan of the grammar per ask more per
/// compile (the inference's name cache lives for one compile).
uint32_t decorationByAttrName(std::string_view name) {
  using Table = InternTable<const EnumerantInfo*>;
  auto hash = [](std::string_view s) { return std::hash<std::string_view>()(s); };
  static const Table table = [&] {
    Table t(512);
    if (const OperandKindInfo* k = findOperandKind(OperandKind::Decoration))
      for (const EnumerantInfo& e : k->enumerants()) {
        // Of two enumerants with one spelling, the first one counts.
        const std::string_view n = e.snakeName();
        if (!t.find(hash(n), [&](const EnumerantInfo* x) { return x->snakeName() == n; }))
          t.insert(hash(n), &e);
      }
    return t;
  }();
  const EnumerantInfo* e =
      table.find(hash(name), [&](const EnumerantInfo* x) { return x->snakeName() == name; });
  return e ? e->value : ~0u;
}

/// Attributes of the dialect's own ops that are not decorations even when a
/// decoration has the same spelling (asked once per distinct name and thread,
/// like decorationByAttrName: a list, not a hash set built at start-up).
bool isDialectAttribute(std::string_view name) {
  static constexpr std::string_view names[] = {"sym_name",
                                               "type",
                                               "initializer",
                                               "function_type",
                                               "function_control",
                                               "arg_attrs",
                                               "linkage_attributes",
                                               "value",
                                               "default_value",
                                               "variable",
                                               "spec_const",
                                               "fn",
                                               "interface",
                                               "execution_model",
                                               "execution_mode",
                                               "values",
                                               "selection_control",
                                               "loop_control",
                                               "addressing_model",
                                               "memory_model",
                                               "vce_triple",
                                               "callee",
                                               "literals"};
  return std::find(std::begin(names), std::end(names), name) != std::end(names);
}

/// What needs a requirement, spelled out (a Need) only when the requirement
/// is new: the inference visits every op, and most of them need nothing that
/// is not chosen already. The reason is `a + b + c`, or for a type the type
/// as printed; the parts must outlive the call that gets them.
struct NeedRef {
  Operation* op;
  std::string_view a, b = {}, c = {};
  Type type = {};

  Need get() const {
    std::string reason = type ? "type '" + AsmPrinter::print(type) + "'"
                              : std::string(a) + std::string(b) + std::string(c);
    return Need{op->loc(), std::string(op->name()), std::move(reason)};
  }
};

class Inferrer {
public:
  Inferrer(const TargetEnv* target, DiagnosticList& diags) : target_(target), diags_(diags) {}

  void walk(Operation* root) {
    // Images need ImageBasic only in Kernel modules (OpenCL memory model);
    // a Shader module's images need only the capabilities of their Dim and
    // format (spirv-val accepts an OpTypeImage there without ImageBasic).
    if (root->opcode() == opcodeOf(DialectOp::Module))
      if (auto mm = enumValue(root->attr("memory_model"), OperandKind::MemoryModel))
        kernelImages_ = *mm == uint32_t(MemoryModel::OpenCL);
    // Explicit stack: nesting depth is input-controlled.
    std::vector<Operation*> stack{root};
    while (!stack.empty()) {
      Operation* op = stack.back();
      stack.pop_back();
      visit(op);
      for (unsigned r = 0; r < op->numRegions(); ++r)
        for (Block* b : op->region(r))
          for (Operation* child : *b) stack.push_back(child);
    }
  }

  Requirements finish() {
    // Everything chosen was needed by something on its own: nothing is pruned
    // for being implied by another (see addCapability).
    req_.capabilities = chosen_;
    std::sort(req_.capabilities.begin(), req_.capabilities.end());
    std::sort(req_.extensions.begin(), req_.extensions.end());
    return std::move(req_);
  }

private:
  static NeedRef need(Operation* op, std::string_view reason) { return {op, reason}; }

  bool has(Capability c) const {
    for (Capability d : chosen_)
      if (d == c || impliedBy(c, d)) return true;
    return false;
  }

  /// The alternative to add for an any-of set, or nullopt if already satisfied.
  std::optional<Capability> pick(const AnyOfCapabilities& any,
                                 std::optional<Capability> preferred) const {
    auto alts = any.alternatives();
    if (alts.empty()) return std::nullopt;
    if (alts.size() == 1) return alts[0]; // needed on its own (addCapability)
    for (Capability c : alts)
      if (has(c)) return std::nullopt;
    if (preferred && any.contains(*preferred)) return preferred;
    if (target_)
      for (Capability c : alts)
        if (target_->hasCapability(c)) return c;
    for (Capability c : alts)
      if (c == Capability::Kernel || impliedBy(Capability::Kernel, c)) return c;
    return alts[0];
  }

  void require(const Availability& a, const NeedRef& n, std::optional<Capability> preferred = {}) {
    if (auto c = pick(a.capabilities, preferred)) addCapability(*c, n);
    versionOrExtension(a, n);
  }

  /// True if requiring `a` reports an error (it is in no version, no
  /// extension and needs no capability): every op needing it is reported.
  static bool alwaysReported(const Availability& a) {
    return a.minVersion == kVersionNone && a.extensions.empty() && a.capabilities.empty();
  }

  /// require() of the same availability again changes nothing (the chosen
  /// capabilities, version and extensions only grow, and a first need is
  /// kept), but costs a search of the chosen capabilities: most ops and enum
  /// values repeat, so each availability is required once.
  void requireOnce(const Availability& a, const NeedRef& n) {
    // A direct-mapped filter in front of the set: most ops repeat recent ones.
    const Availability*& recent =
        recentAvailability_[(uintptr_t(&a) * 0x9E3779B97F4A7C15ull) >> 58];
    if (recent == &a) return;
    if (required_.contains(&a)) {
      recent = &a;
      return;
    }
    require(a, n);
    if (!alwaysReported(a)) {
      required_.insert(&a);
      recent = &a;
    }
  }

  void versionOrExtension(const Availability& a, const NeedRef& n) {
    if (a.minVersion == makeVersion(1, 0) || a.extensions.anyEnabled(req_.extensions)) return;
    bool inSomeCore = a.minVersion != kVersionNone;
    if (target_) {
      if (inSomeCore && a.minVersion <= target_->version) return raiseVersion(a.minVersion, n);
      for (Extension e : a.extensions.alternatives())
        if (target_->hasExtension(e)) return addExtension(e, n);
    }
    // Without a fitting target choice: core if it is in one (the check
    // reports a too-old target), else the extension.
    if (inSomeCore) return raiseVersion(a.minVersion, n);
    if (!a.extensions.empty()) return addExtension(a.extensions.alternatives()[0], n);
    // Only through its capability (OpSubgroupShuffleINTEL needs
    // SubgroupShuffleINTEL, which needs SPV_INTEL_subgroups): covered above.
    if (!a.capabilities.empty()) return;
    // Neither a version nor an extension nor a capability: the grammar's
    // way of saying an enumerant comes with the instructions that take it
    // (CooperativeMatrixLayout with SPV_KHR_cooperative_matrix's
    // instructions), which carry the requirement.
    if (a.minVersion == kVersionNone && a.extensions.empty()) return;
    Need why = n.get();
    diags_.error(why.loc, "'" + why.op + "' op (" + why.reason +
                              ") is in no SPIR-V version and no extension");
    req_.ok = false;
  }

  void raiseVersion(Version v, const NeedRef& n) {
    if (v <= req_.version) return;
    req_.version = v;
    req_.versionNeed = n.get();
  }

  void addExtension(Extension e, const NeedRef& n) {
    if (std::find(req_.extensions.begin(), req_.extensions.end(), e) != req_.extensions.end())
      return;
    req_.extensions.push_back(e);
    req_.extensionNeeds.emplace(e, n.get());
  }

  /// `c` is needed on its own (a type, a one-capability set, a validation
  /// rule): listed even when a listed capability implies it. Consumers look
  /// for the capabilities they know by name (PoCL for Kernel, which
  /// SubgroupDispatch implies through DeviceEnqueue), and MLIR's
  /// UpdateVCEPass lists every capability an op needs in the same way. Only an
  /// any-of set is satisfied by an implied capability (pick).
  void addCapability(Capability c, const NeedRef& n) {
    if (std::find(chosen_.begin(), chosen_.end(), c) != chosen_.end()) return;
    chosen_.push_back(c);
    req_.capabilityNeeds.emplace(c, n.get());
    if (const EnumerantInfo* e = findEnumerant(c))
      require(e->availability, n); // a capability's own version / extension
  }

  void enumerant(OperandKind kind, uint32_t value, Operation* op) {
    if (kind == OperandKind::Capability) return;
    // The same few enum values recur on most ops (see requireOnce).
    const EnumerantInfo* e = findEnumerant(kind, value);
    if (!e || enumerantsDone_.contains(e)) return;
    const OperandKindInfo* k = findOperandKind(kind);
    require(e->availability, NeedRef{op, k->name(), " ", e->name()});
    if (!alwaysReported(e->availability)) enumerantsDone_.insert(e);
  }

  void enumAttr(EnumAttr e, Operation* op) {
    auto kind = OperandKind(e.domain());
    const OperandKindInfo* info = findOperandKind(kind);
    if (!info || !info->isEnum()) return;
    if (info->category == OperandCategory::BitEnum) {
      for (uint32_t v = e.value(); v; v &= v - 1) enumerant(kind, v & (~v + 1), op); // low bit
    } else {
      enumerant(kind, e.value(), op);
    }
  }

  /// What an attribute name means here, looked up once per name.
  struct NameInfo {
    std::string_view name; // the key (its address and its characters)
    bool dialectAttribute = false;
    uint32_t decoration = ~0u; // ~0u: none
  };

  /// Attribute names are interned or static and nothing is freed during a
  /// walk, so a name's address and length find its NameInfo in a
  /// direct-mapped cache; a miss hashes the name in the two tables.
  const NameInfo& nameInfo(std::string_view name) {
    NameInfo& slot = names_[(uintptr_t(name.data()) * 0x9E3779B97F4A7C15ull) >> 58];
    if (slot.name.data() == name.data() && slot.name.size() == name.size()) return slot;
    slot = NameInfo{name, isDialectAttribute(name), decorationByAttrName(name)};
    return slot;
  }

  void decoration(std::string_view name, Attribute value, Operation* op) {
    if (name == "built_in") {
      if (auto s = value.dyn_cast<StringAttr>())
        if (auto b = parseEnumerant<BuiltIn>(s.value()))
          enumerant(OperandKind::BuiltIn, uint32_t(*b), op);
    }
    uint32_t d = nameInfo(name).decoration;
    if (d != ~0u) enumerant(OperandKind::Decoration, d, op);
  }

  void attribute(Attribute a, Operation* op) {
    if (!a) return;
    if (auto e = a.dyn_cast<EnumAttr>()) return enumAttr(e, op);
    if (auto t = a.dyn_cast<TypeAttr>()) return type(t.value(), op);
    if (auto arr = a.dyn_cast<ArrayAttr>())
      for (Attribute x : arr.elements()) attribute(x, op);
    if (auto dict = a.dyn_cast<DictionaryAttr>())
      for (const NamedAttribute& x : dict.entries()) {
        decoration(x.name, x.value, op); // arg_attrs: one dictionary per parameter
        attribute(x.value, op);
      }
  }

  /// Most results have the type of a recent one: a direct-mapped filter in
  /// front of the set, inline at the callers.
  const TypeStorage*& recentType(Type t) {
    return recentTypes_[(uintptr_t(t.storage()) * 0x9E3779B97F4A7C15ull) >> 58];
  }
  void type(Type t, Operation* op) {
    if (!t) return;
    const TypeStorage*& recent = recentType(t);
    if (recent == t.storage()) return;
    typeSlow(t, op, recent);
  }
  void typeSlow(Type t, Operation* op, const TypeStorage*& recent) {
    recent = t.storage();
    if (!seenTypes_.insert(t.storage())) return;
    const NeedRef n{op, {}, {}, {}, t};
    switch (t.kind()) {
    case TypeKind::Integer: {
      unsigned w = t.cast<IntegerType>().width();
      if (w == 8) addCapability(Capability::Int8, n);
      if (w == 16) addCapability(Capability::Int16, n);
      if (w == 64) addCapability(Capability::Int64, n);
      break;
    }
    case TypeKind::Float: {
      auto f = t.cast<FloatType>();
      if (f.isBFloat()) {
        if (auto c = parseEnumerant<Capability>("BFloat16TypeKHR")) addCapability(*c, n);
      } else if (f.width() == 16) {
        addCapability(Capability::Float16, n);
      } else if (f.width() == 64) {
        addCapability(Capability::Float64, n);
      }
      break;
    }
    case TypeKind::Vector: {
      unsigned count = t.cast<VectorType>().count();
      if (count == 8 || count == 16) addCapability(Capability::Vector16, n);
      break;
    }
    case TypeKind::Pointer: {
      auto pt = t.cast<PointerType>();
      enumerant(OperandKind::StorageClass, pt.storageClass(), op);
      // A pointer to f16 needs only Float16Buffer (f16 values in memory,
      // accessed by vload_half / vstore_half) when the target has no
      // Float16; an f16 value elsewhere still needs Float16.
      if (auto f = pt.pointeeType().dyn_cast<FloatType>();
          f && !f.isBFloat() && f.width() == 16 && target_ &&
          !target_->hasCapability(Capability::Float16) &&
          target_->hasCapability(Capability::Float16Buffer)) {
        addCapability(Capability::Float16Buffer, n);
        return;
      }
      break;
    }
    case TypeKind::CooperativeMatrix:
      addCapability(Capability::CooperativeMatrixKHR, n);
      break;
    case TypeKind::Matrix:
      addCapability(Capability::Matrix, n);
      break;
    case TypeKind::Image: {
      if (kernelImages_) addCapability(Capability::ImageBasic, n);
      // Dim 1D / Rect / Buffer ... and the image format have capabilities of
      // their own (Sampled1D, SampledRect, StorageImageExtendedFormats ...).
      auto im = t.cast<ImageType>();
      // 64-bit integer texels need Int64ImageEXT (spirv-val: "Capability
      // Int64ImageEXT is required when using Sampled Type of 64-bit int").
      if (im.sampledType() && im.sampledType().isInteger(64))
        addCapability(Capability::Int64ImageEXT, n);
      enumerant(OperandKind::Dim, im.dim(), op);
      enumerant(OperandKind::ImageFormat, im.format(), op);
      break;
    }
    case TypeKind::SampledImage:
      if (kernelImages_) addCapability(Capability::ImageBasic, n);
      break;
    case TypeKind::RuntimeArray:
      // OpTypeRuntimeArray needs Shader; the stride is an ArrayStride decoration.
      require(findInstruction(Op::TypeRuntimeArray)->availability, n);
      if (t.cast<RuntimeArrayType>().stride())
        enumerant(OperandKind::Decoration, uint32_t(Decoration::ArrayStride), op);
      break;
    case TypeKind::Array:
      if (t.cast<ArrayType>().stride())
        enumerant(OperandKind::Decoration, uint32_t(Decoration::ArrayStride), op);
      break;
    case TypeKind::Struct: {
      // Offsets are Offset member decorations; the other member decorations
      // are enum attributes (one array per member).
      auto st = t.cast<StructType>();
      if (st.hasOffsets()) enumerant(OperandKind::Decoration, uint32_t(Decoration::Offset), op);
      if (st.memberDecorations()) attribute(Attribute(st.memberDecorations()), op);
      break;
    }
    default:
      break;
    }
    const TypeStorage* s = t.storage();
    for (uint32_t i = 0; i < s->numTypes; ++i) type(Type(s->types[i]), op);
  }

  /// Float atomics are enabled by width-specific capabilities.
  static std::optional<Capability> preferredFor(Op opcode, Type result) {
    // Only float atomics have a preference: most ops return before the
    // result type is looked at.
    if (opcode != Op::AtomicFAddEXT && opcode != Op::AtomicFMinEXT && opcode != Op::AtomicFMaxEXT)
      return std::nullopt;
    unsigned w = result && result.isFloat() ? result.cast<FloatType>().width() : 0;
    switch (opcode) {
    case Op::AtomicFAddEXT:
      return w == 64   ? Capability::AtomicFloat64AddEXT
             : w == 16 ? Capability::AtomicFloat16AddEXT
                       : Capability::AtomicFloat32AddEXT;
    case Op::AtomicFMinEXT:
    case Op::AtomicFMaxEXT:
      return w == 64   ? Capability::AtomicFloat64MinMaxEXT
             : w == 16 ? Capability::AtomicFloat16MinMaxEXT
                       : Capability::AtomicFloat32MinMaxEXT;
    default:
      return std::nullopt;
    }
  }

  /// 64-bit integer atomics need Int64Atomics: a rule of the SPIR-V
  /// validator (and of OpenCL's cl_khr_int64_*_atomics) that the grammar
  /// tables do not express. Every OpAtomic* takes its Pointer first.
  void atomicWidth(const InstructionInfo& g, Operation* op) {
    if (g.opClass() != "Atomic" || !op->numOperands() || !op->operand(0)) return;
    auto p = op->operand(0)->type().dyn_cast<PointerType>();
    if (p && p.pointeeType().isInteger(64))
      addCapability(Capability::Int64Atomics, need(op, "64-bit integer atomic"));
  }

  /// OpSelect with a scalar condition choosing between vectors (or other
  /// composites) is SPIR-V 1.4 (before, the condition has the objects'
  /// component count): a rule of the specification the grammar does not
  /// express.
  void selectVersion(const InstructionInfo& g, Operation* op) {
    if (g.opcode != Op::Select || op->numOperands() != 3 || !op->operand(0) || !op->numResults())
      return;
    if (op->operand(0)->type().isScalar() && !op->result(0)->type().isScalar() &&
        !op->result(0)->type().isa<PointerType>())
      raiseVersion(makeVersion(1, 4), need(op, "scalar condition for composite objects"));
  }

  /// The attributes of ops repeat (`memory_access` "Aligned" on most loads,
  /// one `arg_attrs` array on many kernels): an attribute that an op of the
  /// same opcode had, with the same value and as the same kind of name
  /// (decoration or not), requires nothing new. Direct-mapped: a miss
  /// visits the attribute again, which is always correct.
  struct AttributeSeen {
    const char* name = nullptr;
    const void* value = nullptr;
    uint32_t opcode = 0;
    uint32_t nameSize = 0;  // bit 31: the op had `memory_access`
    uint64_t inference = 0; // the inference that wrote it (inference_)
  };
  /// The attribute memos live per thread and outlive an Inferrer: their
  /// slots are tagged with the inference that wrote them, so a new one
  /// starts empty without clearing ~30 KB (which cost a small module's
  /// inference more than the memos saved).
  struct Memo {
    uint64_t lastInference = 0;
    AttributeSeen seen[256];
    detail::AttributeListMemo lists;
  };
  static Memo& threadMemo() {
    thread_local constinit Memo memo;
    return memo;
  }
  AttributeSeen& attributeSlot(const NamedAttribute& a, uint32_t opcode, uint32_t sizeKey) {
    uint64_t h = (uint64_t(uintptr_t(a.name.data())) ^ uint64_t(uintptr_t(a.value.storage())) * 31 ^
                  opcode ^ uint64_t(sizeKey) << 32) *
                 0x9E3779B97F4A7C15ull;
    return memo_.seen[h >> 56];
  }

  /// A grammar op with nothing but its instruction's availability to
  /// require (no preferred capability, not an atomic, not OpSelect), whose
  /// availability is required already: an op of that opcode without
  /// attributes and regions needs only its result types looked at. By
  /// opcode, direct-mapped.
  uint32_t plainOpcodes_[64] = {};
  static unsigned opcodeSlot(uint32_t opcode) { return (opcode * 0x9E3779B1u) >> 26; }

  void visit(Operation* op) {
    const bool hasAttrs = !op->attributes().empty();
    if (!hasAttrs && !op->numRegions() &&
        plainOpcodes_[opcodeSlot(op->opcode())] == op->opcode() + 1) {
      for (unsigned i = 0; i < op->numResults(); ++i)
        if (Type t = op->result(i)->type(); t && recentType(t) != t.storage()) type(t, op);
      return;
    }
    // An op whose opcode needs nothing new (above) or that is a dialect op
    // other than a function or global (whose linkage and declarations need
    // Linkage) with an attribute list an op of its opcode had: its
    // attributes require nothing new either (their decoration / operand
    // reading depends on the opcode and the list alone).
    bool memoizable = false;
    detail::AttributeListMemo::Key listKey;
    if (hasAttrs && !op->numRegions() &&
        op->attributes().size() <= detail::AttributeListMemo::kMax) {
      uint32_t opcode = op->opcode();
      if (plainOpcodes_[opcodeSlot(opcode)] == opcode + 1)
        memoizable = true;
      else if (op->info().dialect() == Dialect::SpirvDialect)
        memoizable =
            opcode != opcodeOf(DialectOp::Func) && opcode != opcodeOf(DialectOp::GlobalVariable);
      if (memoizable) {
        listKey = {opcode, 0, uint32_t(op->attributes().size()), op->attributes().data()};
        if (memo_.lists.contains(inference_, listKey)) {
          for (unsigned i = 0; i < op->numResults(); ++i)
            if (Type t = op->result(i)->type(); t && recentType(t) != t.storage()) type(t, op);
          return;
        }
      }
    }
    const size_t errorsBefore = diags_.items().size();
    std::vector<std::string_view>& operandAttrs = operandAttrs_;
    operandAttrs.clear();
    const InstructionInfo* g = grammarOf(op);
    if (g) {
      Type result = op->numResults() ? op->result(0)->type() : Type();
      if (auto preferred = preferredFor(g->opcode, result))
        require(g->availability, NeedRef{op, "op ", g->name()}, preferred);
      else
        requireOnce(g->availability, NeedRef{op, "op ", g->name()});
      atomicWidth(*g, op);
      selectVersion(*g, op);
      if (plainOpcodes_[opcodeSlot(op->opcode())] != op->opcode() + 1 &&
          !preferredFor(g->opcode, result) && g->opcode != Op::Select && g->opClass() != "Atomic" &&
          required_.contains(&g->availability))
        plainOpcodes_[opcodeSlot(op->opcode())] = op->opcode() + 1;
    } else if (const ExtInstInfo* e = extInstOf(op)) {
      const NeedRef n{op, e->set == ExtInstSet::OpenCLStd ? "OpenCL.std " : "GLSL.std.450 ",
                      e->name()};
      if (auto c = pick(e->capabilities, std::nullopt)) addCapability(*c, n);
      if (!e->extensions.empty() && !e->extensions.anyEnabled(req_.extensions))
        addExtension(e->extensions.alternatives()[0], n);
    }
    bool dialectOp = op->info().dialect() == Dialect::SpirvDialect;
    auto func = dyn_cast<FuncOp>(op);
    auto global = dyn_cast<GlobalVariableOp>(op);
    if (func || global) {
      bool declaration = func && op->numRegions() && op->region(0).empty();
      if (declaration || (func ? func.linkageAttributesAttr() : global.linkageAttributesAttr()))
        addCapability(Capability::Linkage,
                      need(op, declaration ? "function declaration" : "linkage attributes"));
    }
    if (hasAttrs) {
      bool hasMemoryAccess = op->hasAttr("memory_access");
      bool operandsListed = false;
      const uint32_t sizeFlag = hasMemoryAccess ? 0x80000000u : 0u;
      for (const NamedAttribute& a : op->attributes()) {
        AttributeSeen& seen = attributeSlot(a, op->opcode(), uint32_t(a.name.size()) | sizeFlag);
        if (seen.name == a.name.data() && seen.value == a.value.storage() &&
            seen.opcode == op->opcode() && seen.nameSize == (uint32_t(a.name.size()) | sizeFlag) &&
            seen.inference == inference_)
          continue;
        if (g && !operandsListed) {
          for (const OperandMapping& m : operandMapping(*g))
            if (!m.attrName.empty()) operandAttrs.push_back(m.attrName);
          operandsListed = true;
        }
        size_t errors = diags_.items().size();
        bool operand =
            std::find(operandAttrs.begin(), operandAttrs.end(), a.name) != operandAttrs.end();
        // An attribute that is an operand of the op is not a decoration
        // (`alignment` next to `memory_access` is the Aligned parameter).
        if (!operand && !(dialectOp && nameInfo(a.name).dialectAttribute) &&
            !(hasMemoryAccess && a.name == "alignment"))
          decoration(a.name, a.value, op);
        attribute(a.value, op);
        // Only what was required without an error is done: an error
        // (something in no version) is reported at every op that needs it.
        if (diags_.items().size() == errors)
          seen = {a.name.data(), a.value.storage(), op->opcode(),
                  uint32_t(a.name.size()) | sizeFlag, inference_};
      }
    }
    for (unsigned i = 0; i < op->numResults(); ++i) type(op->result(i)->type(), op);
    for (unsigned r = 0; r < op->numRegions(); ++r)
      for (Block* b : op->region(r))
        for (Value* arg : b->arguments()) type(arg->type(), op);
    // Only a list that required everything without an error: an error (a
    // feature in no version) is reported at every op that needs it.
    if (memoizable && diags_.items().size() == errorsBefore)
      memo_.lists.insert(inference_, listKey);
  }

  const TargetEnv* target_;
  bool kernelImages_ = true;
  DiagnosticList& diags_;
  Requirements req_;
  std::vector<Capability> chosen_;
  PointerSet<TypeStorage> seenTypes_;
  const TypeStorage* recentTypes_[64] = {};
  const Availability* recentAvailability_[64] = {};
  PointerSet<Availability> required_;
  PointerSet<EnumerantInfo> enumerantsDone_;
  NameInfo names_[64];
  /// visit's scratch list of the attributes that are operands of the op.
  std::vector<std::string_view> operandAttrs_;
  /// This thread's attribute memos and this inference's tag in them.
  Memo& memo_ = threadMemo();
  const uint64_t inference_ = ++memo_.lastInference;
};

} // namespace

bool Requirements::hasCapability(Capability c) const {
  for (Capability d : capabilities)
    if (d == c || impliedBy(c, d)) return true;
  return false;
}

Requirements inferRequirements(Operation* spirvModule, const TargetEnv* target,
                               DiagnosticList& diags) {
  Inferrer inf(target, diags);
  inf.walk(spirvModule);
  return inf.finish();
}

Requirements inferRequirements(Module& m, const TargetEnv* target, DiagnosticList& diags) {
  Inferrer inf(target, diags);
  for (Operation* op : *m.body()) inf.walk(op);
  return inf.finish();
}

} // namespace spvkit::spirv
