// The module-level part of the reader: the prescan (names, decorations,
// symbols), the logical-layout sections and the spirv.module op.
#include "codegen/OpaqueTypes.h"
#include "codegen/ReaderState.h"

#include "SpirvOps.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <sys/mman.h>
#include <unistd.h>

namespace spvkit::reader {

using namespace spirv;

namespace {

std::string_view literalString(std::span<const uint32_t> w, uint32_t first) {
  if (first >= w.size()) return {};
  const char* p = reinterpret_cast<const char*>(w.data() + first);
  return std::string_view(p, strnlen(p, size_t(w.size() - first) * 4));
}

bool hasNul(std::span<const uint32_t> w, uint32_t first) {
  for (uint32_t i = first; i < w.size(); ++i) {
    uint32_t x = w[i];
    if ((x & 0xFF) == 0 || (x & 0xFF00) == 0 || (x & 0xFF0000) == 0 || (x & 0xFF000000) == 0)
      return true;
  }
  return false;
}

} // namespace

Operation* ReaderState::run() {
  registerDialect(ctx_);
  registerOpaqueTypes(ctx_);
  nCallee_ = ctx_.intern(FunctionCallOp::functionAttrName());
  nLiterals_ = ctx_.intern(SwitchOp::targetsAttrName());
  nValue_ = ctx_.intern(ConstantOp::valueAttrName());
  // The same name for every symbol op (spirv.func, globals, spec constants).
  nSymName_ = ctx_.intern(FuncOp::symNameAttrName());
  nFunctionType_ = ctx_.intern(FuncOp::functionTypeAttrName());
  nFunctionControl_ = ctx_.intern(FuncOp::functionControlAttrName());
  nArgAttrs_ = ctx_.intern(FuncOp::argAttrsAttrName());
  nType_ = ctx_.intern(GlobalVariableOp::typeAttrName());
  nVariable_ = ctx_.intern(AddressOfOp::variableAttrName());
  nSpecConst_ = ctx_.intern(ReferenceOfOp::specConstAttrName());
  if (!splitInstructions(words_, file_, header_, insts_, diags_)) return nullptr;
  ids_.resize(header_.bound);
  typeDepth_.resize(header_.bound);

  // --- prescan: names, decorations, symbols ------------------------------------------
  std::vector<uint32_t> groupDecorates, entryPoints, execModes, symbolIds;
  for (uint32_t i = 0; i < insts_.size(); ++i) {
    uint32_t opc = uint32_t(opcode(i));
    const InstructionInfo* info = instInfo(opc);
    if (!info) return fail(i, "unknown opcode " + std::to_string(opc)), nullptr;
    auto w = words(i);
    // Every id-carrying word the prescan looks at is range-checked here.
    switch (Op(opc)) {
    case Op::Name:
      if (w.size() < 3 || !hasNul(w, 2))
        return fail(i, "OpName: missing target or the name is not NUL-terminated"), nullptr;
      if (!checkId(i, w[1])) return nullptr;
      if (!ids_[w[1]].hasName) {
        ids_[w[1]].hasName = 1;
        names_.push_back({w[1], i});
      }
      break;
    case Op::Decorate:
    case Op::DecorateString:
    case Op::DecorateId:
      if (w.size() < 3) return fail(i, "decoration instruction is too short"), nullptr;
      if (!checkId(i, w[1])) return nullptr;
      decos_.push_back({w[1], -1, i});
      break;
    case Op::MemberDecorate:
    case Op::MemberDecorateString:
      if (w.size() < 4) return fail(i, "member decoration instruction is too short"), nullptr;
      if (!checkId(i, w[1])) return nullptr;
      if (w[2] > 0xFFFF) return fail(i, "member index is too large"), nullptr;
      decos_.push_back({w[1], int32_t(w[2]), i});
      break;
    case Op::GroupDecorate:
    case Op::GroupMemberDecorate: {
      if (w.size() < 2 || !checkId(i, w[1])) return fail(i, "bad group decoration"), nullptr;
      // OpGroupMemberDecorate's targets are (id, member index) pairs: only
      // every other word is an id.
      bool pairs = Op(opc) == Op::GroupMemberDecorate;
      if (pairs && (w.size() - 2) % 2 != 0)
        return fail(i, "OpGroupMemberDecorate: targets are not (id, member) pairs"), nullptr;
      for (uint32_t k = 2; k < w.size(); k += pairs ? 2 : 1)
        if (!checkId(i, w[k])) return nullptr;
      groupDecorates.push_back(i);
      break;
    }
    case Op::EntryPoint:
      if (w.size() < 4 || !hasNul(w, 3) || !checkId(i, w[2]))
        return fail(i, "OpEntryPoint: malformed"), nullptr;
      entryPoints.push_back(i);
      break;
    case Op::ExecutionMode:
    case Op::ExecutionModeId:
      execModes.push_back(i);
      break;
    case Op::Function:
    case Op::SpecConstant:
    case Op::SpecConstantTrue:
    case Op::SpecConstantFalse:
    case Op::SpecConstantComposite:
      if (w.size() >= 3 && w[2] < header_.bound) symbolIds.push_back(i);
      break;
    case Op::Variable:
      if (w.size() >= 4 && w[2] < header_.bound && w[3] != uint32_t(StorageClass::Function))
        symbolIds.push_back(i);
      break;
    default:
      break;
    }
  }
  // Decoration groups: each target gets a copy of the group's decorations.
  // The copies are appended to decos_ while the group's own entries are read
  // from it, and push_back may reallocate: the loop holds indices and copies,
  // never iterators or references into decos_ (issue 17: a use-after-free).
  if (!groupDecorates.empty()) {
    std::stable_sort(decos_.begin(), decos_.end(),
                     [](const DecoRef& a, const DecoRef& b) { return a.target < b.target; });
    const size_t direct = decos_.size(); // the groups' own entries are among these
    for (uint32_t gi : groupDecorates) {
      auto w = words(gi);
      uint32_t group = w[1];
      size_t first =
          size_t(std::lower_bound(decos_.begin(), decos_.begin() + direct, group,
                                  [](const DecoRef& d, uint32_t t) { return d.target < t; }) -
                 decos_.begin());
      bool member = opcode(gi) == Op::GroupMemberDecorate;
      for (size_t k = first; k < direct && decos_[k].target == group; ++k) {
        const DecoRef groupDeco = decos_[k];
        if (member) {
          for (uint32_t t = 2; t + 1 < w.size(); t += 2)
            decos_.push_back({w[t], int32_t(std::min<uint32_t>(w[t + 1], 0xFFFF)), groupDeco.inst});
        } else {
          for (uint32_t t = 2; t < w.size(); ++t)
            decos_.push_back({w[t], groupDeco.member, groupDeco.inst});
        }
        // Bounded: a group decoration cannot multiply more than the words it has.
        if (decos_.size() > words_.size() * 4)
          return fail(gi, "too many decorations after expanding groups"), nullptr;
      }
    }
  }
  // Producers often emit decorations and names in id order already: checking
  // costs one pass where the sort costs a buffer and log n passes.
  auto byTarget = [](const DecoRef& a, const DecoRef& b) { return a.target < b.target; };
  if (!std::is_sorted(decos_.begin(), decos_.end(), byTarget))
    std::stable_sort(decos_.begin(), decos_.end(), byTarget);
  for (const DecoRef& d : decos_) ids_[d.target].hasDecorations = 1;
  if (!std::is_sorted(names_.begin(), names_.end())) std::sort(names_.begin(), names_.end());

  // Symbols: entry-point names first (the runtime finds kernels by them), then
  // OpName (sanitized), then generated names; all unique.
  auto claim = [&](uint32_t id, std::string name) {
    std::string base = name;
    for (unsigned k = 1; usedSymbols_.count(name); ++k) name = base + "_" + std::to_string(k);
    std::string_view s = ctx_.intern(name);
    usedSymbols_.insert(s);
    ids_[id].aux = uint32_t(symbols_.size());
    ids_[id].localGen = 1; // "has a symbol"
    symbols_.push_back(s);
  };
  for (uint32_t i : entryPoints) {
    uint32_t fn = words(i)[2];
    if (ids_[fn].localGen == 1) continue;
    std::string_view name = literalString(words(i), 3);
    if (name.empty()) name = "entry";
    claim(fn, std::string(name));
  }
  for (uint32_t i : symbolIds) {
    uint32_t id = words(i)[2];
    if (ids_[id].localGen == 1) continue;
    uint32_t n = nameInstOf(id);
    std::string_view name = n == ~0u ? std::string_view() : literalString(words(n), 2);
    if (!name.empty()) {
      claim(id, sanitizeName(name));
    } else {
      const char* prefix = opcode(i) == Op::Function   ? "spirv_fn_"
                           : opcode(i) == Op::Variable ? "spirv_var_"
                                                       : "spirv_spec_const_";
      claim(id, prefix + std::to_string(id));
    }
  }
  for (uint32_t i : symbolIds) {
    IdEntry& e = ids_[words(i)[2]];
    e.localGen = 0;
    // Calls may come before the callee's definition.
    if (opcode(i) == Op::Function) {
      if (e.kind == IdKind::Function) return fail(i, "function id defined twice"), nullptr;
      e.kind = IdKind::Function;
    }
  }

  // --- the module op ------------------------------------------------------------------
  Operation::State st;
  st.info = &dialectOpInfo(DialectOp::Module);
  st.loc = binaryLoc(file_, 0, 0);
  st.numRegions = 1;
  spvModule_ = module_.create(st);
  moduleBody_ = spvModule_->region(0).addBlock(arena_);

  std::vector<Capability> caps;
  std::vector<Extension> exts;
  bool haveMemoryModel = false;
  for (uint32_t i = 0; i < insts_.size(); ++i) {
    auto w = words(i);
    Op op = opcode(i);
    const InstructionInfo* info = instInfo(uint32_t(op));
    switch (op) {
    case Op::Capability:
      if (w.size() != 2 || !findEnumerant(OperandKind::Capability, w[1]))
        return fail(i, "OpCapability: unknown or missing capability"), nullptr;
      if (std::find(caps.begin(), caps.end(), Capability(w[1])) == caps.end())
        caps.push_back(Capability(w[1]));
      if (Capability(w[1]) == Capability::Shader) hasShader_ = true;
      continue;
    case Op::Extension: {
      if (!hasNul(w, 1)) return fail(i, "OpExtension: name is not NUL-terminated"), nullptr;
      std::string_view name = literalString(w, 1);
      if (auto e = findExtension(name)) {
        if (std::find(exts.begin(), exts.end(), *e) == exts.end()) exts.push_back(*e);
      } else {
        warn(i, "unknown extension '" + std::string(name) + "' is dropped");
      }
      continue;
    }
    case Op::ExtInstImport: {
      if (w.size() < 3 || !hasNul(w, 2) || !checkId(i, w[1]))
        return fail(i, "OpExtInstImport: malformed"), nullptr;
      if (ids_[w[1]].kind != IdKind::None)
        return fail(i, "id %" + std::to_string(w[1]) + " is defined twice"), nullptr;
      ids_[w[1]].kind = IdKind::ExtInstImport;
      // aux: 1 + the ExtInstSet, 0 for a set spvkit does not know (an error
      // only where an OpExtInst uses it).
      const ExtInstSetInfo* set = findExtInstSet(literalString(w, 2));
      ids_[w[1]].aux = set ? uint32_t(set->set) + 1 : 0;
      if (!set) unknownSetNames_[w[1]] = std::string(literalString(w, 2));
      continue;
    }
    case Op::MemoryModel:
      if (!decodeOperands(i, *info, 32)) return nullptr;
      ModuleOp(spvModule_)
          .setAddressingModelAttr(enumAttr(ctx_, OperandKind::AddressingModel, w[1]));
      ModuleOp(spvModule_).setMemoryModelAttr(enumAttr(ctx_, OperandKind::MemoryModel, w[2]));
      haveMemoryModel = true;
      continue;
    case Op::EntryPoint:
    case Op::ExecutionMode:
    case Op::ExecutionModeId:
    case Op::Name:
    case Op::MemberName:
    case Op::Source:
    case Op::SourceContinued:
    case Op::SourceExtension:
    case Op::ModuleProcessed:
    case Op::Line:
    case Op::NoLine:
    case Op::Nop:
    case Op::Decorate:
    case Op::MemberDecorate:
    case Op::DecorateString:
    case Op::MemberDecorateString:
    case Op::DecorateId:
    case Op::GroupDecorate:
    case Op::GroupMemberDecorate:
      continue; // handled by the prescan / after the functions; debug info is dropped
    case Op::String:
    case Op::DecorationGroup:
      if (w.size() < 2 || !checkId(i, w[1])) return fail(i, "malformed instruction"), nullptr;
      if (op == Op::String && !hasNul(w, 2))
        return fail(i, "OpString: not NUL-terminated"), nullptr;
      ids_[w[1]].kind = op == Op::String ? IdKind::Other : IdKind::DecorationGroup;
      continue;
    case Op::Function: {
      uint32_t end = readFunction(i);
      if (end == ~0u) return nullptr;
      if (options_.releaseConsumedInput) releaseInputBefore(end + 1);
      i = end;
      continue;
    }
    default:
      break;
    }
    if (info->opClass() == "Type-Declaration") {
      if (!readType(i)) return nullptr;
    } else if (info->opClass() == "Constant-Creation" || op == Op::Undef) {
      if (!readConstant(i)) return nullptr;
    } else if (op == Op::Variable) {
      if (!readGlobal(i)) return nullptr;
    } else {
      return fail(i, "Op" + std::string(info->name()) + " is not allowed at module scope"), nullptr;
    }
  }
  if (!haveMemoryModel)
    return fail(uint32_t(insts_.size()), "the module has no OpMemoryModel"), nullptr;
  for (uint32_t i : entryPoints)
    if (!readEntryPoint(i)) return nullptr;
  for (uint32_t i : execModes)
    if (!readExecutionMode(i)) return nullptr;
  ModuleOp(spvModule_).setVceTripleAttr(VceAttr::get(ctx_, header_.version, caps, exts));
  module_.body()->push_back(spvModule_);
  return spvModule_;
}

void ReaderState::releaseInputBefore(uint32_t next) {
#ifdef MADV_DONTNEED
  // Batched: one system call per this many bytes of functions.
  constexpr uintptr_t kBatch = uintptr_t(1) << 20;
  static const auto page = uintptr_t(::sysconf(_SC_PAGESIZE));
  if (page == 0 || (page & (page - 1)) != 0) return;
  if (releasedUpTo_ == 0) {
    // The first function starts the range (the sections before it are read
    // again after the functions: entry points, execution modes, names).
    uint32_t first = next - 1;
    while (first > 0 && opcode(first) != spirv::Op::Function) --first;
    auto start = reinterpret_cast<uintptr_t>(words_.data() + insts_[first].offset);
    releasedUpTo_ = (start + page - 1) & ~(page - 1);
  }
  const size_t offset = next < insts_.size() ? insts_[next].offset : words_.size();
  const uintptr_t end = reinterpret_cast<uintptr_t>(words_.data() + offset) & ~(page - 1);
  if (end <= releasedUpTo_ || (end - releasedUpTo_ < kBatch && next < insts_.size())) return;
  // The words are the caller's to give up (ReadOptions::releaseConsumedInput);
  // a failure only leaves the pages resident.
  ::madvise(reinterpret_cast<void*>(releasedUpTo_), end - releasedUpTo_, MADV_DONTNEED);
  releasedUpTo_ = end;
#else
  (void)next;
#endif
}

bool ReaderState::readEntryPoint(uint32_t i) {
  auto w = words(i);
  if (!findEnumerant(OperandKind::ExecutionModel, w[1]))
    return fail(i, "OpEntryPoint: unknown execution model " + std::to_string(w[1]));
  if (ids_[w[2]].kind != IdKind::Function)
    return fail(i, "OpEntryPoint: %" + std::to_string(w[2]) + " is not a function");
  uint32_t k = 3;
  while (k < w.size() && !(((w[k] & 0xFF) == 0) || ((w[k] & 0xFF00) == 0) ||
                           ((w[k] & 0xFF0000) == 0) || ((w[k] & 0xFF000000) == 0)))
    ++k;
  std::vector<Attribute> iface;
  for (++k; k < w.size(); ++k) {
    if (!checkId(i, w[k])) return false;
    if (ids_[w[k]].kind != IdKind::Global)
      return fail(i,
                  "OpEntryPoint: interface %" + std::to_string(w[k]) + " is not a global variable");
    iface.push_back(symbolRefOf(w[k]));
  }
  NamedAttribute attrs[3] = {
      {ctx_.intern(EntryPointOp::executionModelAttrName()),
       enumAttr(ctx_, OperandKind::ExecutionModel, w[1])},
      {ctx_.intern(EntryPointOp::fnAttrName()), symbolRefOf(w[2])},
      {ctx_.intern(EntryPointOp::interfaceAttrName()), ArrayAttr::get(ctx_, iface)}};
  Operation::State st;
  st.info = &dialectOpInfo(DialectOp::EntryPoint);
  st.loc = loc(i);
  st.attributes = attrs;
  st.attributeNamesInterned = true;
  moduleBody_->push_back(module_.create(st));
  return true;
}

bool ReaderState::readExecutionMode(uint32_t i) {
  auto w = words(i);
  if (w.size() < 3 || !checkId(i, w[1])) return fail(i, "OpExecutionMode: malformed");
  if (ids_[w[1]].kind != IdKind::Function)
    return fail(i, "OpExecutionMode: %" + std::to_string(w[1]) + " is not a function");
  if (!decodeOperands(i, *instInfo(uint32_t(opcode(i))), 32)) return false;
  std::vector<Attribute> values;
  Type i32 = IntegerType::get(ctx_, 32);
  bool isId = opcode(i) == Op::ExecutionModeId;
  for (uint32_t k = 3; k < w.size(); ++k) {
    if (isId) {
      auto c = constantInt(w[k]);
      if (!c) return fail(i, "OpExecutionModeId: operand is not an integer constant");
      values.push_back(IntegerAttr::get(i32, *c));
    } else {
      values.push_back(IntegerAttr::get(i32, int64_t(w[k])));
    }
  }
  NamedAttribute attrs[3] = {
      {ctx_.intern(ExecutionModeOp::fnAttrName()), symbolRefOf(w[1])},
      {ctx_.intern(ExecutionModeOp::executionModeAttrName()),
       enumAttr(ctx_, OperandKind::ExecutionMode, w[2])},
      {ctx_.intern(ExecutionModeOp::valuesAttrName()), ArrayAttr::get(ctx_, values)}};
  Operation::State st;
  st.info = &dialectOpInfo(DialectOp::ExecutionMode);
  st.loc = loc(i);
  st.attributes = attrs;
  st.attributeNamesInterned = true;
  moduleBody_->push_back(module_.create(st));
  return true;
}

bool ReaderState::readGlobal(uint32_t i) {
  auto w = words(i);
  if (w.size() < 4 || w.size() > 5) return fail(i, "OpVariable: wrong word count");
  Type t = typeOf(i, w[1]);
  if (!t || !checkId(i, w[2])) return false;
  auto ptr = t.dyn_cast<PointerType>();
  if (!ptr) return fail(i, "OpVariable: result type is not a pointer type");
  if (ptr.storageClass() != w[3])
    return fail(i, "OpVariable: storage class does not match the pointer type");
  if (w[3] == uint32_t(StorageClass::Function))
    return fail(i, "OpVariable with Function storage class at module scope");
  if (ids_[w[2]].kind != IdKind::None)
    return fail(i, "id %" + std::to_string(w[2]) + " is defined twice");
  std::vector<NamedAttribute> attrs = {{nSymName_, StringAttr::get(ctx_, symbolOf(w[2]))},
                                       {nType_, TypeAttr::get(t)}};
  if (w.size() == 5) {
    uint32_t init = w[4];
    if (!checkId(i, init)) return false;
    const IdEntry& e = ids_[init];
    // `initializer` is a symbol (docs/spirv-dialect.md); a constant
    // initializer has no symbol and is kept as its value in
    // `initializer_value` (docs/binary.md).
    if (e.kind == IdKind::Global || e.kind == IdKind::SpecConstant)
      attrs.push_back({ctx_.intern(GlobalVariableOp::initializerAttrName()), symbolRefOf(init)});
    else if (e.kind == IdKind::Constant)
      attrs.push_back(
          {ctx_.intern(GlobalVariableOp::initializerValueAttrName()), Attribute(e.attr)});
    else
      return fail(i, "OpVariable: initializer %" + std::to_string(init) +
                         " is not a constant or a global");
  }
  Operation::State st;
  st.info = &dialectOpInfo(DialectOp::GlobalVariable);
  st.loc = loc(i);
  st.attributes = attrs;
  st.attributeNamesInterned = true;
  Operation* op = module_.create(st);
  if (!applyDecorations(w[2], op)) return false;
  moduleBody_->push_back(op);
  IdEntry& e = ids_[w[2]];
  e.kind = IdKind::Global;
  e.typeId = w[1];
  return true;
}

} // namespace spvkit::reader
