#include "codegen/Reader.h"

#include "codegen/ReaderState.h"

#include <algorithm>
#include <cstring>
#include <memory>

namespace spvkit {

using namespace spirv;

Operation* readBinary(Module& module, std::span<const uint32_t> words, DiagnosticList& diags,
                      const ReadOptions& options) {
  reader::ReaderState state(module, words, diags, options);
  return state.run();
}

Operation* readBinaryBytes(Module& module, std::span<const uint8_t> bytes, DiagnosticList& diags,
                           const ReadOptions& options) {
  if (bytes.size() % 4 != 0) {
    diags.error(reader::binaryLoc(options.fileName, 0, uint32_t(bytes.size() / 4)),
                "the binary's size (" + std::to_string(bytes.size()) +
                    " bytes) is not a multiple of 4");
    return nullptr;
  }
  // Uninitialized (no zero fill before the copy): the copy aligns the words.
  size_t n = bytes.size() / 4;
  std::unique_ptr<uint32_t[]> words(new uint32_t[n ? n : 1]);
  if (n) std::memcpy(words.get(), bytes.data(), bytes.size());
  // The copy is dropped after reading: its pages may go as they are read.
  ReadOptions own = options;
  own.releaseConsumedInput = true;
  return readBinary(module, std::span<const uint32_t>(words.get(), n), diags, own);
}

namespace reader {

std::string sanitizeName(std::string_view name) {
  std::string s;
  s.reserve(name.size() + 1);
  for (char c : name) {
    bool ok = std::isalnum(uint8_t(c)) || c == '_' || c == '.' || c == '$';
    s += ok ? c : '_';
  }
  if (s.empty() || !(std::isalpha(uint8_t(s[0])) || s[0] == '_')) s.insert(s.begin(), '_');
  return s;
}

bool isSanitized(std::string_view name) {
  if (name.empty() || !(std::isalpha(uint8_t(name[0])) || name[0] == '_')) return false;
  for (char c : name)
    if (!(std::isalnum(uint8_t(c)) || c == '_' || c == '.' || c == '$')) return false;
  return true;
}

ReaderState::ReaderState(Module& module, std::span<const uint32_t> words, DiagnosticList& diags,
                         const ReadOptions& options)
    : module_(module), ctx_(module.context()), arena_(module.arena()), words_(words), diags_(diags),
      options_(options) {
  file_ = options.fileName.empty() ? std::string_view() : options.fileName;
  i32_ = IntegerType::get(ctx_, 32);
  unit_ = UnitAttr::get(ctx_);
}

bool ReaderState::fail(uint32_t inst, std::string message) {
  if (!failed_) {
    Location l = inst < insts_.size() ? loc(inst) : binaryLoc(file_, inst, uint32_t(words_.size()));
    diags_.error(l, std::move(message));
  }
  failed_ = true;
  return false;
}

void ReaderState::warn(uint32_t inst, std::string message) {
  diags_.warning(loc(inst), std::move(message));
}

bool ReaderState::failId(uint32_t inst, uint32_t id) {
  return fail(inst, "id " + std::to_string(id) + " is out of range (bound " +
                        std::to_string(header_.bound) + ")");
}

bool ReaderState::decodeOperands(uint32_t inst, const InstructionInfo& info,
                                 uint32_t literalWidth) {
  ops_.clear();
  auto operands = info.operands();
  uint32_t skip = uint32_t(info.hasResultType) + uint32_t(info.hasResult);
  decoder_.literalWidth = literalWidth;
  if (!decoder_.decode(words(inst), 1 + skip, operands.subspan(skip), ops_))
    return fail(inst, "Op" + std::string(info.name()) + ": " + decoder_.error());
  return true;
}

Type ReaderState::typeOfSlow(uint32_t inst, uint32_t id) {
  if (!checkId(inst, id)) return {};
  const IdEntry& e = ids_[id];
  if (e.kind == IdKind::Type) return e.type;
  if (e.kind == IdKind::ForwardPointer) return forwardPointerType(inst, id);
  return fail(inst, "id %" + std::to_string(id) + " is not a type"), Type();
}

Type ReaderState::valueTypeOf(uint32_t id) const {
  if (id == 0 || id >= ids_.size()) return {};
  const IdEntry& e = ids_[id];
  if (e.kind == IdKind::Value) return e.value->type();
  uint32_t t = e.typeId;
  if (t && t < ids_.size() && ids_[t].kind == IdKind::Type) return ids_[t].type;
  return {};
}

std::optional<int64_t> ReaderState::constantInt(uint32_t id) const {
  if (id == 0 || id >= ids_.size() || ids_[id].kind != IdKind::Constant) return std::nullopt;
  Attribute a = ids_[id].attr;
  if (auto i = a.dyn_cast<IntegerAttr>()) return i.value();
  if (a.isa<UnitAttr>() && valueTypeOf(id).isInteger()) return 0;
  return std::nullopt;
}

uint32_t ReaderState::nameInstSlow(uint32_t id) const {
  auto it = std::lower_bound(names_.begin(), names_.end(), std::pair<uint32_t, uint32_t>(id, 0));
  return it != names_.end() && it->first == id ? it->second : ~0u;
}

std::span<const DecoRef> ReaderState::decorationsSlow(uint32_t id) const {
  auto first = decos_.begin() + std::ptrdiff_t(std::min(decoCursor_, decos_.size()));
  if (first == decos_.end() || first->target != id) {
    auto byTarget = [](const DecoRef& d, uint32_t target) { return d.target < target; };
    first = std::lower_bound(decos_.begin(), decos_.end(), id, byTarget);
  }
  auto last = first;
  while (last != decos_.end() && last->target == id) ++last;
  decoCursor_ = size_t(last - decos_.begin());
  return {first, last};
}

Attribute ReaderState::argDictionary(std::span<const NamedAttribute> entries) {
  if (entries.size() > std::size(CachedDict{}.entries)) return DictionaryAttr::get(ctx_, entries);
  size_t h = entries.size();
  for (const NamedAttribute& e : entries)
    h = (h ^ reinterpret_cast<uintptr_t>(e.name.data()) ^
         reinterpret_cast<uintptr_t>(e.value.storage()) * 31) *
        0x9E3779B97F4A7C15ull;
  CachedDict& c = dictCache_[h >> 59];
  bool hit = c.size == entries.size();
  for (size_t i = 0; hit && i < entries.size(); ++i)
    hit = c.entries[i].name.data() == entries[i].name.data() &&
          c.entries[i].name.size() == entries[i].name.size() &&
          c.entries[i].value == entries[i].value;
  if (hit) return c.dict;
  c.size = entries.size();
  std::copy(entries.begin(), entries.end(), c.entries);
  c.dict = DictionaryAttr::get(ctx_, entries);
  return c.dict;
}

Value* ReaderState::setLocal(uint32_t id, Value* v) {
  if (2 * (localsCount_ + 1) > locals_.size()) {
    // Rehash the current generation's entries into a table twice the size.
    std::vector<LocalSlot> old(locals_.size() * 2);
    old.swap(locals_);
    localsCount_ = 0;
    for (const LocalSlot& s : old)
      if (s.gen == fnGen_) setLocal(s.id, s.value);
  }
  for (size_t mask = locals_.size() - 1, h = hash(id) & mask;; h = (h + 1) & mask) {
    LocalSlot& s = locals_[h];
    if (s.gen != fnGen_ || s.id == id) {
      if (s.gen != fnGen_) ++localsCount_;
      s = {id, fnGen_, v};
      ids_[id].localGen = fnGen_;
      return v;
    }
  }
}

void ReaderState::nextFunctionGeneration() {
  if (fnGen_ == kMaxFunctionGeneration) {
    // Wrapping: no entry may claim a generation that comes again.
    for (IdEntry& e : ids_) e.localGen = 0;
    for (LocalSlot& s : locals_) s.gen = ~0u;
    fnGen_ = 1; // 1 marks symbols during the prescan only; any value > 0 works here
  }
  ++fnGen_;
  localsCount_ = 0;
}

void ReaderState::applyNameOf(uint32_t id, Value* v) {
  uint32_t n = nameInstOf(id);
  auto w = words(n);
  // OpName: target, string (validated by the prescan).
  const char* p = reinterpret_cast<const char*>(w.data() + 2);
  std::string_view s(p, strnlen(p, size_t(w.size() - 2) * 4));
  if (s.empty()) return;
  v->setName(isSanitized(s) ? ctx_.intern(s) : ctx_.intern(sanitizeName(s)));
}

Attribute ReaderState::symbolRefOf(uint32_t id) {
  uint32_t index = ids_[id].aux;
  if (symbolRefs_.size() <= index) symbolRefs_.resize(symbols_.size());
  Attribute& a = symbolRefs_[index];
  if (!a) a = SymbolRefAttr::get(ctx_, symbols_[index]);
  return a;
}

Attribute ReaderState::enumOf(OperandKind kind, uint32_t value) {
  uint64_t key = uint64_t(kind) << 32 | value;
  CachedAttr& c = enumCache_[(key * 0x9E3779B97F4A7C15ull) >> 58];
  if (c.key != key) c = {key, enumAttr(ctx_, kind, value)};
  return c.attr;
}

Attribute ReaderState::i32Of(int64_t value) {
  uint64_t key = uint64_t(value);
  CachedAttr& c = i32Cache_[(key * 0x9E3779B97F4A7C15ull) >> 58];
  if (c.key != key || !c.attr) c = {key, IntegerAttr::get(i32_, value)};
  return c.attr;
}

void ReaderState::placeMaterialized(Operation* op) {
  // Materialized values go to the top of the entry block, in first-use order,
  // so that they dominate every use in the function.
  entryBlock_->insertBefore(op,
                            lastMaterialized_ ? lastMaterialized_->nextOp() : entryBlock_->front());
  lastMaterialized_ = op;
}

Value* ReaderState::valueOfSlow(uint32_t inst, uint32_t id) {
  if (!checkId(inst, id)) return nullptr;
  IdEntry& e = ids_[id];
  switch (e.kind) {
  case IdKind::SpecConstantOp:
    if (e.localGen == fnGen_)
      if (Value* v = localOf(id)) return v;
    return materializeSpecConstantOp(id);
  case IdKind::Value:
    if (e.localGen != fnGen_)
      return fail(inst, "id %" + std::to_string(id) + " is defined in another function"), nullptr;
    return e.value;
  case IdKind::Constant:
  case IdKind::Global:
  case IdKind::SpecConstant:
  case IdKind::Undef: {
    if (e.localGen == fnGen_)
      if (Value* v = localOf(id)) return v;
    Type t = valueTypeOf(id);
    if (!t) return fail(inst, "id %" + std::to_string(id) + " has no type"), nullptr;
    NamedAttribute attr;
    const OpInfo* info;
    if (e.kind == IdKind::Constant) {
      info = &dialectOpInfo(DialectOp::Constant);
      attr = {nValue_, Attribute(e.attr)};
    } else if (e.kind == IdKind::Global) {
      info = &dialectOpInfo(DialectOp::AddressOf);
      attr = {nVariable_, symbolRefOf(id)};
    } else if (e.kind == IdKind::SpecConstant) {
      info = &dialectOpInfo(DialectOp::ReferenceOf);
      attr = {nSpecConst_, symbolRefOf(id)};
    } else {
      info = opInfo(Op::Undef);
    }
    Operation::State st;
    st.info = info;
    st.loc = loc(inst);
    st.resultTypes = {&t, 1};
    if (attr.value) st.attributes = {&attr, 1};
    st.attributeNamesInterned = true;
    Operation* op = module_.create(st);
    placeMaterialized(op);
    if (e.kind == IdKind::Constant || e.kind == IdKind::Undef) applyName(id, op->result());
    return setLocal(id, op->result());
  }
  case IdKind::Function:
    return fail(inst, "function %" + std::to_string(id) +
                          " is used as a value (function pointers are not supported)"),
           nullptr;
  case IdKind::None:
  case IdKind::ForwardPointer:
    return fail(inst, "use of undefined id %" + std::to_string(id)), nullptr;
  default:
    return fail(inst, "id %" + std::to_string(id) + " is not a value"), nullptr;
  }
}

std::string_view ReaderState::paramAttrName(std::string_view attrName, const EnumerantInfo& e) {
  // Mapping names are static, so their address identifies them; a few
  // (operand, enumerant) pairs recur (MemoryAccess Aligned on every load and
  // store), where enumParamAttrName builds a string and interning hashes it.
  for (const ParamName& p : paramNames_)
    if (p.enumerant == &e && p.attr == attrName.data() && p.attrSize == attrName.size())
      return p.name;
  ParamName& slot = paramNames_[nextParamName_++ % std::size(paramNames_)];
  slot = {attrName.data(), attrName.size(), &e, ctx_.intern(enumParamAttrName(attrName, e))};
  return slot.name;
}

// --- decorations ------------------------------------------------------------------------

std::string_view ReaderState::decorationName(uint32_t decoration) {
  // A handful of decorations per module: a linear cache beats hashing the
  // snake_case name for every decoration instruction.
  for (const auto& [d, name] : decoNames_)
    if (d == decoration) return name;
  const EnumerantInfo* e = findEnumerant(OperandKind::Decoration, decoration);
  std::string_view name = ctx_.intern(e->snakeName());
  decoNames_.push_back({decoration, name});
  return name;
}

bool ReaderState::decorationAttr(uint32_t decoInst, int32_t member, NamedAttribute& out) {
  Op opc = opcode(decoInst);
  // An OpDecorate of at most one literal word (NoSignedWrap, Alignment 4,
  // FuncParamAttr NoCapture ...) is the same attribute whatever its target,
  // and the same few recur on many ids: cache them by their words.
  auto w = words(decoInst);
  const bool cacheable = opc == Op::Decorate && w.size() <= 4;
  DecorationCacheEntry* cached = nullptr;
  if (cacheable) {
    uint32_t param = w.size() == 4 ? w[3] : 0;
    uint64_t key = uint64_t(w[2]) << 32 ^ param;
    cached = &decorationCache_[((key ^ w.size()) * 0x9E3779B97F4A7C15ull) >> 58];
    if (cached->attr.value && cached->size == w.size() && cached->deco == w[2] &&
        cached->param == param) {
      out = cached->attr;
      return true;
    }
  }
  if (!decorationAttrUncached(decoInst, out)) return false;
  if (cached) *cached = {uint32_t(w.size()), w[2], w.size() == 4 ? w[3] : 0, out};
  (void)member;
  return true;
}

bool ReaderState::decorationAttrUncached(uint32_t decoInst, NamedAttribute& out) {
  Op opc = opcode(decoInst);
  const InstructionInfo* info = instInfo(uint32_t(opc));
  std::vector<DecodedOperand>& ops = decoOps_;
  ops.clear();
  decoder_.literalWidth = 32;
  auto w = words(decoInst);
  if (!decoder_.decode(w, 1, info->operands(), ops))
    return fail(decoInst, "Op" + std::string(info->name()) + ": " + decoder_.error());
  // Skip the target (and member index); find the Decoration operand.
  size_t di = 0;
  while (di < ops.size() && ops[di].kind != OperandKind::Decoration) ++di;
  if (di == ops.size()) return fail(decoInst, "decoration instruction without a decoration");
  uint32_t deco = w[ops[di].first];
  std::vector<Attribute>& params = decoParams_;
  params.clear();
  for (size_t i = di + 1; i < ops.size(); ++i) {
    const DecodedOperand& p = ops[i];
    uint32_t v = w[p.first];
    if (p.kind == OperandKind::LiteralInteger) { // the common case (Alignment, Offset ...)
      params.push_back(i32Of(int64_t(v)));
      continue;
    }
    const OperandKindInfo* k = findOperandKind(p.kind);
    if (deco == uint32_t(Decoration::BuiltIn) && p.kind == OperandKind::BuiltIn) {
      const EnumerantInfo* b = findEnumerant(OperandKind::BuiltIn, v);
      params.push_back(StringAttr::get(ctx_, b->name()));
    } else if (p.kind == OperandKind::LiteralString) {
      params.push_back(StringAttr::get(ctx_, OperandDecoder::string(w, p)));
    } else if (p.kind == OperandKind::LiteralFloat) {
      float f;
      std::memcpy(&f, &v, 4);
      params.push_back(FloatAttr::get(FloatType::get(ctx_, 32), f));
    } else if (k && k->isEnum()) {
      params.push_back(enumOf(p.kind, v));
    } else if (p.kind == OperandKind::IdRef) {
      auto c = constantInt(v);
      if (!c)
        return fail(decoInst,
                    "decoration " +
                        std::string(findEnumerant(OperandKind::Decoration, deco)->name()) +
                        " has an operand that is not an integer constant");
      params.push_back(i32Of(*c));
    } else {
      params.push_back(i32Of(int64_t(v)));
    }
  }
  if (deco == uint32_t(Decoration::LinkageAttributes) && params.size() == 2) {
    NamedAttribute entries[2] = {{ctx_.intern("linkage_name"), params[0]},
                                 {ctx_.intern("linkage_type"), params[1]}};
    out = {ctx_.intern("linkage_attributes"), DictionaryAttr::get(ctx_, entries)};
    return true;
  }
  Attribute value = params.empty()       ? unit_
                    : params.size() == 1 ? params[0]
                                         : Attribute(ArrayAttr::get(ctx_, params));
  out = {decorationName(deco), value};
  return true;
}

bool ReaderState::applyDecorationsOf(uint32_t id, Operation* op,
                                     std::vector<NamedAttribute>* dict) {
  std::span<const DecoRef> decos = decorationsOf(id);
  if (decos.empty()) return true;
  // Collect first: a decoration repeated with different values (FuncParamAttr
  // NoCapture and NoWrite) becomes an array of its values. All decorations of
  // the id, in order; then one attribute per distinct name.
  std::vector<NamedAttribute>& all = foundDecos_;
  all.clear();
  for (const DecoRef& d : decos) {
    if (d.member >= 0) {
      warn(d.inst, "member decoration on an id that is not a struct type is ignored");
      continue;
    }
    NamedAttribute a;
    if (!decorationAttr(d.inst, -1, a)) return false;
    all.push_back(a);
  }
  for (size_t k = 0; k < all.size(); ++k) {
    NamedAttribute a = all[k];
    bool seen = false;
    for (size_t j = 0; j < k && !seen; ++j) seen = all[j].name == a.name;
    if (seen) continue;
    std::vector<Attribute>& values = decoValues_;
    values.clear();
    values.push_back(a.value);
    for (size_t j = k + 1; j < all.size(); ++j)
      if (all[j].name == a.name &&
          std::find(values.begin(), values.end(), all[j].value) == values.end())
        values.push_back(all[j].value);
    if (values.size() > 1) a.value = ArrayAttr::get(ctx_, values);
    // An attribute of the same name already there (an operand's) wins.
    if (dict) {
      if (std::none_of(dict->begin(), dict->end(),
                       [&](const NamedAttribute& d) { return d.name == a.name; }))
        dict->push_back(a);
    } else if (!op->hasAttr(a.name)) {
      op->setAttr(a.name, a.value);
    }
  }
  return true;
}

// --- generic operand mapping -------------------------------------------------------------

bool ReaderState::mapOperands(uint32_t inst, Op op, std::span<const OperandMapping> mapping,
                              std::vector<Value*>& values, std::vector<NamedAttribute>& attrs) {
  auto w = words(inst);
  std::vector<Attribute>& arrayElems = arrayElems_;
  arrayElems.clear();
  for (size_t i = 0; i < ops_.size(); ++i) {
    const DecodedOperand& d = ops_[i];
    if (d.depth != 0) continue; // parameters are handled with their enum
    if (d.grammarIndex >= mapping.size())
      return fail(inst, "operand " + std::to_string(d.grammarIndex) + " has no mapping");
    const OperandMapping& m = mapping[d.grammarIndex];
    uint32_t word = w[d.first];
    OperandRole role = m.role;
    // OperandMap takes operands named "Target" for labels; outside the
    // branches (which the reader builds itself) they are values
    // (OpCopyMemory's Target pointer).
    if (role == OperandRole::Successor && d.kind == OperandKind::IdRef) role = OperandRole::Value;
    switch (role) {
    case OperandRole::Value: {
      Value* v = valueOf(inst, word);
      if (!v) return false;
      values.push_back(v);
      continue;
    }
    case OperandRole::Callee:
      if (!checkId(inst, word)) return false;
      if (ids_[word].kind != IdKind::Function)
        return fail(inst, "callee %" + std::to_string(word) + " is not a function");
      attrs.push_back({nCallee_, symbolRefOf(word)});
      continue;
    case OperandRole::Successor:
    case OperandRole::Pairs:
      return fail(inst,
                  "Op" + std::string(opName(op)) + " has label operands and cannot appear here");
    case OperandRole::Attribute:
      break;
    }
    Attribute a;
    if (m.idAttr == IdAttr::Constant) {
      // The IR holds these as enum attributes (as MLIR does); a layout or
      // scope computed at run time, or a spec constant, has no spelling there.
      auto c = constantInt(word);
      if (!c)
        return fail(inst, "the " + std::string(m.attrName) + " operand %" + std::to_string(word) +
                              " of Op" + std::string(opName(op)) +
                              " is not an integer constant (spvkit's IR keeps it as an enum)");
      if (m.attrKind != OperandKind::MemorySemantics && !findEnumerant(m.attrKind, uint32_t(*c)))
        return fail(inst, "unknown " + std::string(findOperandKind(m.attrKind)->name()) +
                              " value " + std::to_string(*c));
      attrs.push_back({m.attrName, enumOf(m.attrKind, uint32_t(*c))});
      continue;
    }
    if (m.idAttr == IdAttr::Type) {
      Type t = typeOf(inst, word);
      if (!t) return false;
      attrs.push_back({m.attrName, TypeAttr::get(t)});
      continue;
    }
    switch (d.kind) {
    case OperandKind::LiteralString:
      a = StringAttr::get(ctx_, OperandDecoder::string(w, d));
      break;
    case OperandKind::LiteralFloat: {
      float f;
      std::memcpy(&f, &word, 4);
      a = FloatAttr::get(FloatType::get(ctx_, 32), f);
      break;
    }
    default: {
      const OperandKindInfo* k = findOperandKind(d.kind);
      if (k && k->isEnum()) {
        a = enumOf(d.kind, word);
        // Parameters of the enumerant(s) follow at depth 1.
        for (size_t j = i + 1; j < ops_.size() && ops_[j].depth == 1; ++j) {
          const DecodedOperand& p = ops_[j];
          const EnumerantInfo* en = findEnumerant(d.kind, p.enumerant);
          uint32_t pw = w[p.first];
          if (p.kind == OperandKind::IdRef) {
            Value* v = valueOf(inst, pw);
            if (!v) return false;
            values.push_back(v);
            continue;
          }
          std::string_view pname = paramAttrName(m.attrName, *en);
          Attribute pa;
          if (p.kind == OperandKind::IdScope || p.kind == OperandKind::IdMemorySemantics) {
            auto c = constantInt(pw);
            if (!c)
              return fail(inst, "enumerant parameter %" + std::to_string(pw) +
                                    " is not an integer constant");
            pa = enumAttr(ctx_,
                          p.kind == OperandKind::IdScope ? OperandKind::Scope
                                                         : OperandKind::MemorySemantics,
                          uint32_t(*c));
          } else if (auto* pk = findOperandKind(p.kind); pk && pk->isEnum()) {
            pa = enumOf(p.kind, pw);
          } else {
            pa = i32Of(int64_t(pw));
          }
          attrs.push_back({pname, pa});
        }
      } else if (d.kind == OperandKind::LiteralContextDependentNumber) {
        return fail(inst, "unexpected context-dependent literal");
      } else {
        a = i32Of(int64_t(word));
      }
    }
    }
    if (m.grammar->quantifier == Quantifier::Variadic) {
      // `*` literals: one array attribute of all of them.
      arrayElems.push_back(a);
      bool last = true;
      for (size_t j = i + 1; j < ops_.size(); ++j)
        if (ops_[j].depth == 0) {
          last = ops_[j].grammarIndex != d.grammarIndex;
          break;
        }
      if (last) {
        attrs.push_back({m.attrName, ArrayAttr::get(ctx_, arrayElems)});
        arrayElems.clear();
      }
      continue;
    }
    attrs.push_back({m.attrName, a});
  }
  return true;
}

} // namespace reader
} // namespace spvkit
