// Decorations: OpDecorate from the attributes of the op that defines a value.
//
// Per docs/spirv-dialect.md, an attribute whose name is a Decoration in
// snake_case (`restrict`, `built_in`, `alignment`) decorates the op's result
// (or the global / function / parameter it sits on); a name that is an operand
// attribute of the op (`alignment` on spirv.Load) is the operand instead.
// Which attribute is which is ir/spirv/AttributeEncoding.h's answer, shared
// with the verifier (which rejects attributes that are neither) and the fuzz
// check.
#include "codegen/ModuleWriter.h"
#include "ir/spirv/AttributeEncoding.h"
#include "ir/spirv/AttributeListMemo.h"

#include <bit>

namespace spvkit::spirv {

namespace {

/// The Decoration whose attribute name is `name` (AttributeEncoding.h: the
/// generated name table, both snake_case spellings).
const EnumerantInfo* findDecoration(std::string_view name) {
  return decorationForAttrName(name);
}

} // namespace

bool ModuleWriter::isDecorationName(std::string_view name) const {
  return findDecoration(name) != nullptr;
}

const EnumerantInfo* ModuleWriter::decorationOf(std::string_view name) {
  // Attribute names are interned: one lookup by the name's address per
  // distinct name instead of building and hashing a std::string per attribute.
  if (name.empty()) return findDecoration(name);
  bool inserted = false;
  uint32_t& slot = decorationByName_.insert(name.data(), 0, inserted);
  if (!inserted && decorationNames_[slot].first == name) return decorationNames_[slot].second;
  const EnumerantInfo* deco = findDecoration(name);
  if (inserted) {
    slot = uint32_t(decorationNames_.size());
    decorationNames_.push_back({name, deco});
  }
  return deco;
}

bool ModuleWriter::writeDecoration(uint32_t id, std::string_view name, Attribute value,
                                   Location loc) {
  const EnumerantInfo* deco = decorationOf(name);
  if (!deco && name == "spirv.decoration") {
    // MLIR's spelling of a parameter decoration without operands:
    // {spirv.decoration = #spirv.decoration<Aliased>}.
    auto e = value.dyn_cast<EnumAttr>();
    if (!e || e.domain() != enumDomain(OperandKind::Decoration) ||
        !(deco = findEnumerant(OperandKind::Decoration, e.value())) || !deco->parameters().empty())
      return fail(loc, "'spirv.decoration' must be a #spirv.decoration<...> without operands");
    value = UnitAttr::get(value.context());
  }
  if (!deco) return true;
  // A decoration repeated with different values (FuncParamAttr NoCapture and
  // NoWrite) is an array of its values: one OpDecorate each.
  if (auto arr = value.dyn_cast<ArrayAttr>(); arr && deco->parameters().size() == 1) {
    for (Attribute a : arr.elements())
      if (!writeDecoration(id, name, a, loc)) return false;
    return true;
  }
  if (auto b = value.dyn_cast<BoolAttr>(); b && !b.value()) return true; // `= false`: absent
  annotations_.begin(uint32_t(Op::Decorate));
  annotations_.add(id);
  annotations_.add(deco->value);
  if (!writeDecorationOperands(*deco, value, loc)) return false;
  if (annotations_.end() > binary::kMaxWordCount) return fail(loc, "decoration is too long");
  return true;
}

bool ModuleWriter::writeDecorationOperands(const EnumerantInfo& deco, Attribute value,
                                           Location loc) {
  auto params = deco.parameters();
  auto what = [&] { return "decoration " + std::string(deco.name()); };
  if (params.empty()) {
    if (value.isa<UnitAttr>() || value.isa<BoolAttr>()) return true;
    return fail(loc, what() + " takes no value (use a unit attribute)");
  }
  auto encode = [&](const OperandInfo& p, Attribute a) -> bool {
    if (!a) {
      if (p.quantifier != Quantifier::One) return true;
      return fail(loc, what() + " is missing its '" + std::string(p.name()) + "' operand");
    }
    const OperandKindInfo* kind = findOperandKind(p.kind);
    switch (p.kind) {
    case OperandKind::LiteralInteger:
      if (auto i = a.dyn_cast<IntegerAttr>()) return annotations_.add(uint32_t(i.value())), true;
      return fail(loc, what() + " expects an integer");
    case OperandKind::LiteralString:
      if (auto s = a.dyn_cast<StringAttr>()) return annotations_.addString(s.value()), true;
      return fail(loc, what() + " expects a string");
    case OperandKind::LiteralFloat:
      if (auto f = a.dyn_cast<FloatAttr>())
        return annotations_.add(std::bit_cast<uint32_t>(float(f.value()))), true;
      return fail(loc, what() + " expects a float");
    default:
      break;
    }
    if (kind && kind->isEnum()) {
      if (auto e = a.dyn_cast<EnumAttr>()) return annotations_.add(e.value()), true;
      if (auto i = a.dyn_cast<IntegerAttr>()) return annotations_.add(uint32_t(i.value())), true;
      if (auto s = a.dyn_cast<StringAttr>()) {
        // MLIR spells BuiltIn as a string: built_in = "GlobalInvocationId".
        if (kind->category == OperandCategory::BitEnum) {
          if (auto v = parseBitEnum(p.kind, s.value())) return annotations_.add(*v), true;
        } else if (const EnumerantInfo* e = findEnumerant(p.kind, s.value())) {
          return annotations_.add(e->value), true;
        }
        return fail(loc, what() + ": unknown " + std::string(kind->name()) + " '" +
                             std::string(s.value()) + "'");
      }
      return fail(loc, what() + " expects a " + std::string(kind->name()) + " value");
    }
    return fail(loc, what() + " has an operand kind the writer does not support");
  };
  if (params.size() == 1) return encode(params[0], value);
  if (auto arr = value.dyn_cast<ArrayAttr>()) {
    for (size_t i = 0; i < params.size(); ++i)
      if (!encode(params[i], i < arr.size() ? arr[unsigned(i)] : Attribute())) return false;
    return true;
  }
  if (auto dict = value.dyn_cast<DictionaryAttr>()) {
    // By parameter name; MLIR's #spirv.linkage_attributes says linkage_name /
    // linkage_type for LinkageAttributes' "Name" / "Linkage Type".
    for (const OperandInfo& p : params) {
      std::string n = snakeCase(p.name());
      Attribute a = dict.get(n);
      if (!a && !n.starts_with("linkage_")) a = dict.get("linkage_" + n);
      if (!encode(p, a)) return false;
    }
    return true;
  }
  return fail(loc, what() + " takes several operands: give an array or a dictionary");
}

void ModuleWriter::decorateInterfaceStruct(PointerType ptr, uint32_t pointeeId) {
  // The dialect's struct types carry no Block decoration: like MLIR's
  // serializer, the writer gives it to every struct that a StorageBuffer,
  // Uniform, PushConstant or PhysicalStorageBuffer pointer points to (Vulkan
  // requires it there, and spirv-val checks NonWritable and friends against
  // it). Once per struct: the same struct behind two pointers is one type.
  switch (StorageClass(ptr.storageClass())) {
  case StorageClass::StorageBuffer:
  case StorageClass::Uniform:
  case StorageClass::PushConstant:
  case StorageClass::PhysicalStorageBuffer:
    break;
  default:
    return;
  }
  if (!ptr.pointeeType().isa<StructType>()) return;
  bool inserted = false;
  blockStructs_.insert(canonicalType(ptr.pointeeType()).storage(), pointeeId, inserted);
  if (inserted) annotations_.inst(uint32_t(Op::Decorate), {pointeeId, uint32_t(Decoration::Block)});
}

bool ModuleWriter::decorateParameter(uint32_t id, DictionaryAttr dict, Location loc) {
  std::vector<uint32_t>& words = annotations_.words;
  if (const uint32_t* at = parameterDictionaries_.find(dict.storage())) {
    // The words of the first parameter, each instruction's target (the word
    // after its opcode word) replaced by `id`.
    const uint32_t* recorded = parameterDecorations_.data() + *at - 1;
    const size_t start = words.size(), count = recorded[0];
    words.insert(words.end(), recorded + 1, recorded + 1 + count);
    for (size_t i = start; i < words.size(); i += words[i] >> 16) words[i + 1] = id;
    return true;
  }
  const size_t start = words.size();
  for (const NamedAttribute& a : dict.entries())
    if (!writeDecoration(id, a.name, a.value, loc)) return false;
  parameterDictionaries_.set(dict.storage(), uint32_t(parameterDecorations_.size() + 1));
  parameterDecorations_.push_back(uint32_t(words.size() - start));
  parameterDecorations_.insert(parameterDecorations_.end(), words.begin() + ptrdiff_t(start),
                               words.end());
  return true;
}

namespace {

/// The attribute lists (with their op's opcode) that decorateOp found to
/// decorate nothing in a write: most lists are operands only (a load's
/// `memory_access` and the `alignment` of its Aligned, a constant's
/// `value`), and telling an `alignment` operand from an Alignment
/// decoration reads the op's operand mapping and enumerants. Per thread,
/// each write tagged with a run of its own (no clearing).
struct UndecoratedLists {
  uint64_t lastRun = 0;
  detail::AttributeListMemo lists;
};
UndecoratedLists& undecoratedLists() {
  thread_local constinit UndecoratedLists memo;
  return memo;
}

} // namespace

uint64_t ModuleWriter::newDecorationRun() {
  return ++undecoratedLists().lastRun;
}

bool ModuleWriter::decorateOp(Operation* op, uint32_t id) {
  auto attrs = op->attributes();
  if (attrs.empty()) return true;
  // What is written depends on the opcode and the attribute list alone.
  const detail::AttributeListMemo::Key key{op->opcode(), 0, uint32_t(attrs.size()), attrs.data()};
  const bool memoizable = attrs.size() <= detail::AttributeListMemo::kMax;
  detail::AttributeListMemo& undecorated = undecoratedLists().lists;
  if (memoizable && undecorated.contains(decorationRun_, key)) return true;
  bool global = op->opcode() == opcodeOf(DialectOp::GlobalVariable);
  bool spec = op->opcode() == opcodeOf(DialectOp::SpecConstant);
  bool grammar = isSpirvGrammarOp(op) || isExtInstOp(op);
  bool decorated = false;
  for (const NamedAttribute& a : attrs) {
    std::string_view n = a.name;
    if ((global || spec) &&
        (n == "sym_name" || n == "type" || n == "initializer" || n == "initializer_value"))
      continue;
    if (spec && (n == "default_value" || n == "spec_id")) continue;
    if (!decorationOf(n)) continue; // cheaper than the operand-attribute check below
    if (grammar && isOperandAttribute(op, n)) continue;
    decorated = true;
    if (!writeDecoration(id, n, a.value, op->loc())) return false;
  }
  if (memoizable && !decorated) undecorated.insert(decorationRun_, key);
  return true;
}

} // namespace spvkit::spirv
