// ReaderState: the private state of one readBinary() call, shared by the
// module-level reader (Reader.cpp), the function-body reader
// (ReaderFunction.cpp) and the structurizer (Structurizer.cpp).
//
// What resolving an operand needs about an id lives in one flat table of
// 16-byte entries indexed by the id (sized by the header's bound), so it is
// one array access; names and decorations, which few ids have, are flagged
// there and kept in sorted side tables. Module constants, global variables
// and spec constants are materialized inside each function at their first use
// there (functions are isolated from above); a per-function table keyed by id
// caches that, with generation counters instead of clearing anything.
#pragma once

#include "codegen/BinaryParser.h"
#include "codegen/Reader.h"
#include "codegen/Structurizer.h"
#include "ir/Builder.h"
#include "ir/spirv/Dialect.h"
#include "ir/spirv/OperandMap.h"

#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace spvkit::reader {

enum class IdKind : uint8_t {
  None,
  Type,
  Constant,       // module-level constant: `attr` + `typeId`
  SpecConstant,   // symbol
  SpecConstantOp, // `aux` = the OpSpecConstantOp instruction, materialized per function
  Global,         // symbol
  Function,       // symbol
  Value,          // a function-local SSA value
  Undef,          // module-level OpUndef: materialized as spirv.Undef
  Label,          // `aux` = block index in the current function
  ExtInstImport,
  DecorationGroup,
  ForwardPointer, // OpTypeForwardPointer seen, OpTypePointer not yet
  Other,          // defined but not usable as an operand (OpString ...)
};

struct IdEntry {
  // The kinds that have no type, attribute or value here keep `aux` in its
  // place: a symbol index (SpecConstant, Global, Function), a block index
  // (Label), the instruction (SpecConstantOp), 1 + the set (ExtInstImport).
  union {
    const TypeStorage* type = nullptr;
    const AttrStorage* attr;
    Value* value;
    uint32_t aux;
  };
  uint32_t typeId = 0; // result type id of values and constants
  // Function generation of a Value or Label, or the generation in which a
  // module-level value was last materialized (ReaderState::localOf).
  uint32_t localGen : 22 = 0;
  uint32_t hasName : 1 = 0;        // an OpName names it: nameInstOf
  uint32_t hasDecorations : 1 = 0; // decorationsOf is not empty
  IdKind kind : 8 = IdKind::None;
};
// One entry per id of the header's bound (832,649 on the 20 MB module of
// issue 18): names, decoration ranges and materialized values, which few ids
// have, live in side tables so that an entry is 16 bytes (was 40).
static_assert(sizeof(IdEntry) == 16);
/// fnGen_ wraps below this (IdEntry::localGen has 22 bits).
inline constexpr uint32_t kMaxFunctionGeneration = (1u << 22) - 1;

/// What a function-body instruction becomes: its op (null if it is not an op)
/// and how its operands map.
struct OpDispatch {
  const OpInfo* info = nullptr;
  std::span<const spirv::OperandMapping> mapping;
  /// Every operand is an SSA value (IdRef, `fixedValues` of them, then any
  /// number if `variadicValues`): most arithmetic, conversions and access
  /// chains. Such an instruction's words map to operands one to one, with no
  /// operand decoding.
  bool valuesOnly = false;
  bool variadicValues = false;
  uint32_t fixedValues = 0;
  /// True if `count` operand words fit a valuesOnly instruction (otherwise
  /// the generic path decodes the words and reports what is wrong).
  bool fitsValues(size_t count) const {
    return valuesOnly && (count == fixedValues || (variadicValues && count > fixedValues));
  }
};
OpDispatch opDispatch(const spirv::InstructionInfo& inst);
/// The same for an OpenCL.std instruction.
OpDispatch opDispatch(const spirv::ExtInstInfo& inst);

/// One decoration applying to an id (after expanding decoration groups).
struct DecoRef {
  uint32_t target;
  int32_t member; // -1: the id itself
  uint32_t inst;  // OpDecorate / OpMemberDecorate / OpDecorateString instruction
};

class ReaderState {
public:
  ReaderState(Module& module, std::span<const uint32_t> words, DiagnosticList& diags,
              const ReadOptions& options);
  Operation* run();

  // --- shared helpers (Reader.cpp) -------------------------------------------------
  bool fail(uint32_t inst, std::string message);
  void warn(uint32_t inst, std::string message);
  Location loc(uint32_t inst) const { return binaryLoc(file_, inst, insts_[inst].offset); }
  std::span<const uint32_t> words(uint32_t inst) const {
    const uint32_t offset = insts_[inst].offset;
    return words_.subspan(offset, words_[offset] >> 16);
  }
  spirv::Op opcode(uint32_t inst) const { return spirv::Op(words_[insts_[inst].offset] & 0xFFFF); }
  /// The word of `d.inst` holding the Decoration operand. It depends on the
  /// instruction, not on `d.member`: OpGroupMemberDecorate gives members the
  /// group's OpDecorate instructions, whose decoration is at word 2.
  uint32_t decorationWord(const DecoRef& d) const {
    spirv::Op o = opcode(d.inst);
    return o == spirv::Op::MemberDecorate || o == spirv::Op::MemberDecorateString ? 3 : 2;
  }
  /// Grammar entry of an opcode (a generated flat index), or null.
  const spirv::InstructionInfo* instInfo(uint32_t opcode) const {
    CachedInst& c = instCache_[opcode & 63];
    if (c.opcode != opcode)
      c = {opcode, opcode <= 0xFFFF ? spirv::findInstruction(spirv::Op(opcode)) : nullptr};
    return c.info;
  }
  /// instInfo's direct-mapped cache: it runs for every instruction, twice.
  struct CachedInst {
    uint32_t opcode = ~0u;
    const spirv::InstructionInfo* info = nullptr;
  };
  mutable CachedInst instCache_[64];
  /// Decodes the operands of `inst` after its result type / result into ops_.
  bool decodeOperands(uint32_t inst, const spirv::InstructionInfo& info, uint32_t literalWidth);

  bool checkId(uint32_t inst, uint32_t id) {
    return (id != 0 && id < header_.bound) || failId(inst, id);
  }
  bool failId(uint32_t inst, uint32_t id);
  // typeOf, valueOf, applyDecorations and applyName run for nearly every
  // operand or result: their common case is inline, and the out-of-line
  // part (with the error messages) is only called for the rest.
  /// The type `id` names (the id must be a type).
  Type typeOf(uint32_t inst, uint32_t id) {
    if (id != 0 && id < ids_.size() && ids_[id].kind == IdKind::Type) return ids_[id].type;
    return typeOfSlow(inst, id);
  }
  Type typeOfSlow(uint32_t inst, uint32_t id);
  /// A use of forward-declared pointer `id` before its OpTypePointer (a
  /// recursive struct): the pointer to a reference to the struct it points to
  /// (ReaderTypes.cpp); defineType closes the types that hold one.
  Type forwardPointerType(uint32_t inst, uint32_t id);
  /// The name of struct `id` in the IR: its OpName, made unique among the
  /// module's structs (an identified struct's name is the type, also inside
  /// a recursive one); `needed` synthesizes one for an unnamed struct.
  std::string structName(uint32_t id, bool needed);
  /// The SSA value of `id` inside the current function (materializing module
  /// constants, globals and spec constants); null after an error.
  Value* valueOf(uint32_t inst, uint32_t id) {
    if (id != 0 && id < ids_.size()) {
      const IdEntry& e = ids_[id];
      if (e.kind == IdKind::Value && e.localGen == fnGen_) return e.value;
      // A module-level value already materialized in this function.
      bool moduleLevel = e.kind == IdKind::Constant || e.kind == IdKind::SpecConstant ||
                         e.kind == IdKind::SpecConstantOp || e.kind == IdKind::Global ||
                         e.kind == IdKind::Undef;
      if (moduleLevel && e.localGen == fnGen_)
        if (Value* v = localOf(id)) return v;
    }
    return valueOfSlow(inst, id);
  }
  Value* valueOfSlow(uint32_t inst, uint32_t id);
  /// The IR type of a value or constant id, or null.
  Type valueTypeOf(uint32_t id) const;
  /// Puts an op materializing a module-level id at the top of the entry block
  /// (after the ones before it, so that they dominate every use).
  void placeMaterialized(Operation* op);
  /// The spirv.SpecConstantOperation of OpSpecConstantOp `id` in the current
  /// function (ReaderSpecConstantOp.cpp); null after an error.
  Value* materializeSpecConstantOp(uint32_t id);
  /// Integer value of a module-level integer constant.
  std::optional<int64_t> constantInt(uint32_t id) const;
  std::string_view symbolOf(uint32_t id) const { return symbols_[ids_[id].aux]; }
  /// The module-level value `id` materialized in the current function, or
  /// null (only meaningful when ids_[id].localGen == fnGen_).
  Value* localOf(uint32_t id) const {
    for (size_t mask = locals_.size() - 1, h = hash(id) & mask;; h = (h + 1) & mask) {
      const LocalSlot& s = locals_[h];
      if (s.gen != fnGen_) return nullptr;
      if (s.id == id) return s.value;
    }
  }
  /// Records `v` as the materialization of `id` in the current function.
  Value* setLocal(uint32_t id, Value* v);
  /// The OpName instruction naming `id`, or ~0u.
  uint32_t nameInstOf(uint32_t id) const { return ids_[id].hasName ? nameInstSlow(id) : ~0u; }
  uint32_t nameInstSlow(uint32_t id) const;
  /// The decorations of `id` (groups expanded), in instruction order.
  std::span<const DecoRef> decorationsOf(uint32_t id) const {
    if (!ids_[id].hasDecorations) return {};
    return decorationsSlow(id);
  }
  std::span<const DecoRef> decorationsSlow(uint32_t id) const;
  /// Starts the next function: a new generation of Value / Label entries and
  /// of localOf's table.
  void nextFunctionGeneration();
  /// SymbolRefAttr of the symbol of `id` (one uniquing per symbol).
  Attribute symbolRefOf(uint32_t id);
  /// enumAttr / i32 IntegerAttr through small direct-mapped caches: the
  /// context's uniquing hashes every field of the key, and the same few
  /// values (Aligned 4, FunctionControl None ...) recur on most instructions.
  Attribute enumOf(spirv::OperandKind kind, uint32_t value);
  Attribute i32Of(int64_t value);
  /// The interned enumParamAttrName of an enumerant of the operand named
  /// `attrName` (a static mapping name), through a small cache.
  std::string_view paramAttrName(std::string_view attrName, const spirv::EnumerantInfo& e);
  /// Sets decorations of `id` as attributes on `op` (or appends them to
  /// `dict`); an attribute of the same name already there wins.
  bool applyDecorations(uint32_t id, Operation* op, std::vector<NamedAttribute>* dict = nullptr) {
    return !ids_[id].hasDecorations || applyDecorationsOf(id, op, dict);
  }
  bool applyDecorationsOf(uint32_t id, Operation* op, std::vector<NamedAttribute>* dict);
  void applyName(uint32_t id, Value* v) {
    if (ids_[id].hasName) applyNameOf(id, v);
  }
  void applyNameOf(uint32_t id, Value* v);
  /// The attribute for one decoration instruction (name + value); false on error.
  bool decorationAttr(uint32_t decoInst, int32_t member, NamedAttribute& out);
  bool decorationAttrUncached(uint32_t decoInst, NamedAttribute& out);
  /// The interned snake_case attribute name of a Decoration enumerant.
  std::string_view decorationName(uint32_t decoration);
  /// Builds the attributes / operands of a grammar op from ops_ (Reader.cpp).
  bool mapOperands(uint32_t inst, spirv::Op op, std::span<const spirv::OperandMapping> mapping,
                   std::vector<Value*>& values, std::vector<NamedAttribute>& attrs);

  // --- module sections (ReaderModule.cpp, ReaderTypes.cpp) ------------------------------
  bool readType(uint32_t inst);
  bool readConstant(uint32_t inst);
  /// OpSpecConstantOp: checks it, records it for materialization.
  bool readSpecConstantOp(uint32_t inst, uint32_t id);
  bool readGlobal(uint32_t inst);
  bool readEntryPoint(uint32_t inst);
  bool readExecutionMode(uint32_t inst);
  /// Defines `id` as a type (checks it is fresh).
  bool defineType(uint32_t inst, uint32_t id, Type type);

  // --- functions (ReaderFunction.cpp) -------------------------------------------------
  /// Reads the function starting at instruction `first`; returns the index of
  /// its OpFunctionEnd, or ~0u after an error.
  uint32_t readFunction(uint32_t first);
  /// ReadOptions::releaseConsumedInput: returns the whole pages of the words
  /// read since the last call, up to (not including) instruction `next`.
  void releaseInputBefore(uint32_t next);
  /// Creates the grammar op (or CL op) of a function-body instruction at the
  /// end of `block`.
  bool createOp(uint32_t inst, Block* block);

  // --- state ------------------------------------------------------------------------
  Module& module_;
  Context& ctx_;
  Arena& arena_;
  std::span<const uint32_t> words_;
  DiagnosticList& diags_;
  ReadOptions options_;
  std::string_view file_;
  bool failed_ = false;
  // Where the words not yet returned by releaseInputBefore start (a page
  // boundary), 0 before the first function.
  uintptr_t releasedUpTo_ = 0;

  BinaryHeader header_;
  std::vector<InstRef> insts_;
  std::vector<IdEntry> ids_;
  // Nesting depth of each type id (kMaxTypeNesting) and of each
  // OpSpecConstantOp id (kMaxSpecConstantOpNesting).
  std::vector<uint8_t> typeDepth_;
  std::vector<DecoRef> decos_; // sorted by target (stable)
  /// (id, first OpName naming it), sorted by id.
  std::vector<std::pair<uint32_t, uint32_t>> names_;
  // localOf's open-addressing table: slots of an earlier generation are free,
  // so nothing is cleared between functions.
  struct LocalSlot {
    uint32_t id = 0;
    uint32_t gen = ~0u;
    Value* value = nullptr;
  };
  std::vector<LocalSlot> locals_ = std::vector<LocalSlot>(64);
  size_t localsCount_ = 0; // entries of the current generation
  static size_t hash(uint32_t id) { return size_t(id * 0x9E3779B1u); }
  std::vector<std::string_view> symbols_;
  std::unordered_set<std::string_view> usedSymbols_;
  /// The names of OpExtInstImports of sets spvkit does not know, for the
  /// error an OpExtInst using one gets.
  std::unordered_map<uint32_t, std::string> unknownSetNames_;
  // Recursive structs: struct ids a forward pointer refers to before their
  // OpTypeStruct, the ids whose types hold references to them, and the
  // struct names given out.
  std::vector<uint32_t> pendingStructs_, openTypeIds_;
  std::unordered_map<uint32_t, std::string> structNames_;
  std::unordered_set<std::string> usedStructNames_;
  OperandDecoder decoder_;
  std::vector<DecodedOperand> ops_;
  std::vector<Value*> scratchValues_;
  std::vector<NamedAttribute> scratchAttrs_;
  std::vector<DecodedOperand> decoOps_;    // decorationAttr's operands
  std::vector<Attribute> decoParams_;      // decorationAttr's parameters
  std::vector<Attribute> arrayElems_;      // mapOperands' `*` literals
  std::vector<NamedAttribute> foundDecos_; // applyDecorations: distinct names
  std::vector<Attribute> decoValues_;      // applyDecorations: values, grouped by name
  std::vector<std::pair<uint32_t, std::string_view>> decoNames_; // decoration -> name
  // readFunction's buffers, reused for every function.
  Cfg cfg_;
  Structurizer structurizer_;
  std::vector<uint32_t> paramIds_, termCounts_;
  std::vector<Value*> termOperands_;
  std::vector<Block*> termSuccs_;
  Type i32_;
  Attribute unit_;
  std::vector<Attribute> symbolRefs_; // by symbol index
  struct CachedAttr {
    uint64_t key = ~0ull;
    Attribute attr;
  };
  CachedAttr enumCache_[64], i32Cache_[64];
  /// opDispatch of the opcodes seen, direct-mapped by opcode: a function body
  /// uses few opcodes, and two table lookups per instruction add up.
  struct CachedDispatch {
    uint32_t opcode = ~0u;
    OpDispatch dispatch;
  };
  CachedDispatch dispatchCache_[64], extDispatchCache_[32];
  /// decorationAttr's results for short OpDecorate instructions, by words.
  struct DecorationCacheEntry {
    uint32_t size = 0, deco = 0, param = 0;
    NamedAttribute attr;
  };
  DecorationCacheEntry decorationCache_[64];
  /// The empty argument-attribute dictionary (most parameters have no
  /// decorations).
  Attribute emptyDict_;
  struct ParamName {
    const char* attr = nullptr;
    size_t attrSize = 0;
    const spirv::EnumerantInfo* enumerant = nullptr;
    std::string_view name;
  };
  ParamName paramNames_[8];
  uint32_t nextParamName_ = 0;
  const OpDispatch& dispatchOf(const spirv::InstructionInfo& inst) {
    CachedDispatch& c = dispatchCache_[uint32_t(inst.opcode) & 63];
    if (c.opcode != uint32_t(inst.opcode)) c = {uint32_t(inst.opcode), opDispatch(inst)};
    return c.dispatch;
  }
  /// Keyed by set and number: OpenCL.std and GLSL.std.450 share numbers.
  const OpDispatch& dispatchOf(const spirv::ExtInstInfo& inst) {
    uint32_t key = (uint32_t(inst.set) << 16) | inst.number;
    CachedDispatch& c = extDispatchCache_[inst.number & 31];
    if (c.opcode != key) c = {key, opDispatch(inst)};
    return c.dispatch;
  }
  /// The entry of extended instruction `number` of `set` (null if none).
  const spirv::ExtInstInfo* extInst(spirv::ExtInstSet set, uint32_t number) {
    if (number > 0xFFFF) return nullptr;
    uint32_t key = (uint32_t(set) << 16) | number;
    CachedExtInst& c = extInstCache_[number & 31];
    if (c.key != key) c = {key, spirv::findExtInst(set, number)};
    return c.info;
  }
  struct CachedExtInst {
    uint32_t key = ~0u;
    const spirv::ExtInstInfo* info = nullptr;
  };
  CachedExtInst extInstCache_[32];
  bool hasShader_ = false;

  Operation* spvModule_ = nullptr;
  Block* moduleBody_ = nullptr;

  // Current function.
  uint32_t fnGen_ = 0;
  Block* entryBlock_ = nullptr;
  Operation* lastMaterialized_ = nullptr;

  // Interned attribute names used often.
  std::string_view nCallee_, nLiterals_, nValue_, nSymName_, nType_, nVariable_, nSpecConst_,
      nFunctionType_, nFunctionControl_, nArgAttrs_;
  // readFunction's attribute lists, reused for every function.
  std::vector<NamedAttribute> funcAttrs_, paramDict_;
  std::vector<Attribute> argAttrs_;
  /// Argument dictionaries by their entries (interned names, uniqued values):
  /// the parameters of a module share a few decoration sets, and uniquing a
  /// dictionary hashes every name's characters.
  struct CachedDict {
    NamedAttribute entries[4];
    size_t size = ~size_t(0);
    Attribute dict;
  };
  CachedDict dictCache_[32];
  Attribute argDictionary(std::span<const NamedAttribute> entries);
  /// decorationsOf's last answer ends here: the next decorated id read is
  /// usually the one after it.
  mutable size_t decoCursor_ = 0;
};

/// A symbol-safe version of a debug name: [A-Za-z_][A-Za-z0-9_.$]*.
std::string sanitizeName(std::string_view name);
/// True if sanitizeName(name) == name.
bool isSanitized(std::string_view name);

} // namespace spvkit::reader
