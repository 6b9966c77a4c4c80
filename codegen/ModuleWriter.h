// ModuleWriter: the state of writing one spirv.module (internal to codegen).
//
// Each section of the logical layout is a separate word buffer, so a type or
// constant first needed deep inside a function can be appended to the types
// section at that moment and the sections are concatenated at the end. Ids
// are allocated on first need (definition or forward reference) from one
// counter, which makes them a function of the module alone.
//
// The implementation is split by concern: Writer.cpp (driver, module-level
// instructions, symbols), WriterTypes.cpp (types and constants),
// WriterDecorations.cpp (decorations), WriterFunctions.cpp (functions and
// structured control flow), WriterOps.cpp (grammar instructions).
#pragma once

#include "codegen/PtrMap.h"
#include "codegen/WordBuffer.h"
#include "codegen/Writer.h"
#include "ir/Block.h"
#include "ir/spirv/Dialect.h"
#include "ir/spirv/OperandMap.h"

#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace spvkit::spirv {

class ModuleWriter {
public:
  explicit ModuleWriter(const WriterOptions& options) : options_(&options) {}
  bool write(Operation* module, std::vector<uint32_t>& out, DiagnosticList& diags);

private:
  // --- errors ------------------------------------------------------------------
  /// Records an error; returns false (or 0 as an id) for chaining.
  bool fail(Location loc, std::string message);

  // --- module level (Writer.cpp) ----------------------------------------------
  void reset();
  /// Grows the function section's buffer so that the whole binary fits in it.
  void reserveForAssembly();
  bool writeHeaderRequirements(Operation* module, ModuleRequirements& req);
  bool collectSymbols(Operation* module);
  /// The id of symbol `name`; globals and spec constants are emitted on first
  /// use so that they precede their users in the types section.
  uint32_t symbolId(std::string_view name, Location loc);
  uint32_t symbolId(Attribute symbolRef, Location loc);
  /// The ids of the interface of an entry point of `entryFn`: `listed`, then
  /// the used globals the module's version requires (WriterInterface.cpp).
  bool interfaceVariables(std::string_view entryFn, ArrayAttr listed, std::vector<uint32_t>& ids,
                          Location loc);
  /// The globals an interface may have to list at the module's version.
  void collectInterfaceCandidates(Operation* module);
  bool writeGlobalVariable(Operation* op, uint32_t id);
  bool writeSpecConstant(Operation* op, uint32_t id);
  bool writeSpecConstantComposite(Operation* op, uint32_t id);
  /// OpSpecConstantOp (types section) for a spirv.SpecConstantOperation.
  uint32_t specConstantOpId(Operation* op);
  bool writeEntryPoint(Operation* op);
  bool writeExecutionMode(Operation* op);
  /// The OpExtInstImport of `set`, written on first use.
  uint32_t extInstImportId(ExtInstSet set);
  void writeName(uint32_t id, std::string_view name);

  // --- types and constants (WriterTypes.cpp) ----------------------------------
  /// The id of `type` (written on first need). Inline: most instructions
  /// ask for their result type's; the first request takes newTypeId.
  uint32_t typeId(Type type, Location loc) {
    if (type)
      if (uint32_t* id = typeIds_.find(type.storage())) return *id;
    return newTypeId(type, loc);
  }
  /// typeId for the instruction of `at`, whose location is built only when
  /// the type is new (a Location per instruction showed in profiles).
  uint32_t typeId(Type type, const Operation* at) {
    if (type)
      if (uint32_t* id = typeIds_.find(type.storage())) return *id;
    return newTypeId(type, at->loc());
  }
  uint32_t newTypeId(Type type, Location loc);
  Type canonicalType(Type type);
  uint32_t emitType(Type canonical, Location loc);
  /// A constant of `type` with value `value` (scalar, dense, array, unit).
  uint32_t constantId(Attribute value, Type type, Location loc);
  uint32_t scalarConstantId(Type type, uint64_t bits, Location loc);
  uint32_t i32ConstantId(uint32_t value) { return scalarConstantId(i32Type_, value, {}); }
  uint32_t boolConstantId(bool value, Location loc);
  uint32_t nullConstantId(Type type, Location loc);
  uint32_t undefId(Type type, Location loc);
  /// The bit pattern of a scalar constant as stored in the binary.
  bool scalarBits(Attribute value, Type type, uint64_t& bits, Location loc);
  /// Words of a literal of `type`'s width (1 or 2) holding `bits`.
  void addLiteral(WordBuffer& buf, Type type, uint64_t bits);

  // --- decorations (WriterDecorations.cpp) ------------------------------------
  /// One decoration named in snake_case; false if `name` is no decoration.
  bool isDecorationName(std::string_view name) const;
  /// The decoration named `name` (snake_case), or null; cached per name.
  const EnumerantInfo* decorationOf(std::string_view name);
  bool writeDecoration(uint32_t id, std::string_view name, Attribute value, Location loc);
  bool writeDecorationOperands(const EnumerantInfo& deco, Attribute value, Location loc);
  bool decorateOp(Operation* op, uint32_t id);
  /// A fresh tag for decorateOp's memo of undecorated attribute lists.
  static uint64_t newDecorationRun();
  uint64_t decorationRun_ = 0;
  /// The decorations of a function parameter from its `arg_attrs`
  /// dictionary: written for the first parameter with that dictionary, and
  /// for the others copied with the parameter's id (kernels share their
  /// parameters' dictionaries: `{alignment = 4}` on every buffer).
  bool decorateParameter(uint32_t id, DictionaryAttr dict, Location loc);
  /// Block on the struct behind an interface pointer (as MLIR writes it).
  void decorateInterfaceStruct(PointerType ptr, uint32_t pointeeId);

  // --- functions (WriterFunctions.cpp) ------------------------------------------
  bool writeFunction(Operation* func);
  void countPhiEdges(Block* b);
  void countRegionPhiEdges(const Region& r);
  /// Orders the blocks of `r` (countPhiEdges orders the nested constructs').
  void orderBlocks(Region& r);
  /// Appends `r`'s blocks but the merge block in the IR's order if that order
  /// puts each block after its dominator; false (nothing appended) if not.
  bool irOrderValid(Region& r, Block* cont, Block* merge);
  /// Appends `r`'s reachable blocks but the merge block in reverse post-order.
  void searchOrder(Region& r, bool loop, Block* cont, Block* merge);
  /// Replaces the order blockOrder_[start ..] found for `r` by the IR's own
  /// order of the same blocks where that order is valid.
  void keepRegionOrder(Region& r, size_t start, Block* cont);
  /// The blocks of `r` in the order they are written (after orderBlocks;
  /// invalidated by the next orderBlocks).
  std::span<Block* const> blocksOf(const Region& r) const;
  void startBlock(Block* b);
  struct PendingMerge {
    bool loop;
    uint32_t merge, cont, control;
  };
  bool writeOps(Block* b, const PendingMerge* merge, bool skipVariables);
  /// Starts and writes each of `blocks` but the first `skipFront` and the
  /// last `skipBack`.
  bool writeBlocks(std::span<Block* const> blocks, size_t skipFront, size_t skipBack);
  bool writeSelection(Operation* op);
  bool writeLoop(Operation* op);
  bool writeMergeRegion(Operation* construct, Block* mergeBlock);
  bool patchPhis(Location loc);
  void recordEdge(Operation* op, unsigned successor);
  /// The id of `v` (allocated on first need). Inline: every operand of
  /// every instruction asks; the first request takes newValueId.
  uint32_t valueId(Value* v) {
    if (uint32_t* id = valueIds_.find(v)) return *id;
    return newValueId(v);
  }
  uint32_t newValueId(Value* v);
  /// valueId of the result of a grammar or extended-instruction op being
  /// written: a fresh id unless an earlier use (an OpPhi) took one. One
  /// probe of the id map instead of a lookup, newValueId's checks and an
  /// insertion; OpUndef's results are module-level and take valueId.
  uint32_t resultId(Operation* op) {
    if (op->opcode() == opcodeOf(Op::Undef)) return valueId(op->result(0));
    bool inserted = false;
    uint32_t& id = valueIds_.insert(op->result(0), 0, inserted);
    if (inserted) id = nextId_++;
    return id;
  }
  uint32_t labelId(Block* b);
  void nameResults(Operation* op) {
    if (options_->emitValueNames)
      for (unsigned i = 0; i < op->numResults(); ++i)
        if (!op->result(i)->name().empty())
          writeName(valueId(op->result(i)), op->result(i)->name());
  }

  // --- instructions (WriterOps.cpp) -----------------------------------------
  bool writeOp(Operation* op);
  bool writeGrammarOp(Operation* op, const InstructionInfo& inst);
  bool writeExtInst(Operation* op, const ExtInstInfo& inst);
  struct OperandCursor {
    unsigned nextValue = 0, numValues = 0, nextSuccessor = 0;
  };
  bool writeOperand(Operation* op, const OperandMapping& m, OperandCursor& cur);
  bool writeAttributeOperand(Operation* op, const OperandMapping& m, Attribute a,
                             OperandCursor& cur);
  bool writeEnumParameters(Operation* op, OperandKind kind, uint32_t value,
                           std::string_view attrName, OperandCursor& cur);
  bool isOperandAttribute(Operation* op, std::string_view name) const;
  /// How a grammar instruction's operands are written: `valuesOnly` if every
  /// operand is an SSA value (IdRef: `fixedValues`, then any number if
  /// `variadicValues`), which needs no walk of the operand mapping.
  struct OpShape {
    uint32_t opcode = ~0u;
    bool valuesOnly = false, variadicValues = false;
    uint32_t fixedValues = 0;
  };
  const OpShape& shapeOf(const InstructionInfo& inst);
  OpShape shapes_[64];
  /// The interned enumParamAttrName of an enumerant of the operand named
  /// `attrName` (a static mapping name), through a small cache.
  std::string_view paramAttrName(std::string_view attrName, const EnumerantInfo& e);
  struct ParamName {
    const char* attr = nullptr;
    size_t attrSize = 0;
    const EnumerantInfo* enumerant = nullptr;
    std::string_view name;
  };
  ParamName paramNames_[8];
  uint32_t nextParamName_ = 0;

  const WriterOptions* options_;
  DiagnosticList* diags_ = nullptr;
  bool failed_ = false;
  Context* ctx_ = nullptr;
  uint32_t nextId_ = 1;
  bool kernel_ = false;     // signedness 0 for every integer type
  bool physical32_ = false; // `index` is i32
  Type i32Type_, boolType_;
  uint32_t extInstImports_[kExtInstSetCount] = {};
  uint32_t version_ = 0; // the module's SPIR-V version word
  PtrMap blockStructs_;  // structs decorated Block (decorateInterfaceStruct)
  // Recursive structs (emitType): the structs whose members are being
  // written, and the pointers to them declared by OpTypeForwardPointer whose
  // OpTypePointer follows the struct.
  std::vector<const TypeStorage*> structsInProgress_;
  struct ForwardPointer {
    PointerType type;
    uint32_t id;
  };
  std::vector<ForwardPointer> forwardPointers_;
  // Scratch of interfaceVariables (no state between calls).
  PtrMap ifaceSeen_;
  std::vector<Operation*> ifaceFns_, ifaceStack_, ifaceCandidates_;

  WordBuffer capabilities_, extensions_, imports_, memoryModel_, entryPoints_, executionModes_,
      debug_, annotations_, types_, functions_;

  // Dedup tables keyed by uniqued storage pointers.
  PtrMap typeIds_;  // any type -> id (through its canonical form)
  PtrMap constIds_; // scalar/dense attribute -> id, when its type is its own
  PtrMap nullIds_, undefIds_;
  struct ScalarKey {
    uint32_t type;
    uint64_t bits;
    bool operator==(const ScalarKey&) const = default;
  };
  struct ScalarKeyHash {
    size_t operator()(const ScalarKey& k) const { return k.bits * 0x9e3779b97f4a7c15ull ^ k.type; }
  };
  std::unordered_map<ScalarKey, uint32_t, ScalarKeyHash> scalarIds_;
  struct CompositeKey {
    const void* attr;
    uint32_t type;
    bool operator==(const CompositeKey&) const = default;
  };
  struct CompositeKeyHash {
    size_t operator()(const CompositeKey& k) const {
      return std::hash<const void*>()(k.attr) * 31 ^ k.type;
    }
  };
  std::unordered_map<CompositeKey, uint32_t, CompositeKeyHash> compositeIds_;

  // Symbols of the module.
  struct Symbol {
    Operation* op = nullptr;
    uint32_t id = 0;
    bool emitting = false;
    bool emitted = false;
  };
  std::unordered_map<std::string_view, Symbol> symbols_;

  // Per function.
  PtrMap valueIds_, labelIds_;
  PtrMap edgeCounts_; // block with arguments -> number of incoming edges
  PtrMap phiIndex_;   // block -> index of its first argument's PhiSlot
  // Each region's blocks in writing order: blockOrder_[regionOrder_[r] ..] up
  // to a null entry; unreachable blocks are left out (orderBlocks).
  PtrMap regionOrder_;
  std::vector<Block*> blockOrder_;
  // Scratch of orderBlocks / keepRegionOrder (no state between calls).
  PtrMap orderVisited_, orderKept_, orderReached_;
  std::vector<Block*> orderPost_, orderIr_;
  std::vector<std::pair<Block*, unsigned>> orderStack_;
  struct PhiSlot {
    size_t pos; // word index of the first (value, parent) pair in functions_
    uint32_t capacity, filled;
  };
  std::vector<PhiSlot> phiSlots_;
  struct Edge {
    Operation* op;
    unsigned successor;
    uint32_t parentLabel;
  };
  std::vector<Edge> edges_;
  uint32_t currentLabel_ = 0;
  size_t blockBodyStart_ = 0; // functions_ size after the current OpLabel and phis
  // decorateParameter(): dictionary -> index + 1 into parameterDecorations_,
  // which holds per dictionary the number of words, then the words of its
  // OpDecorates with the id of the parameter first written.
  PtrMap parameterDictionaries_;
  std::vector<uint32_t> parameterDecorations_;
  // decorationOf(): name address -> index into decorationNames_ (per write).
  PtrMap decorationByName_;
  std::vector<std::pair<std::string_view, const EnumerantInfo*>> decorationNames_;
};

} // namespace spvkit::spirv
