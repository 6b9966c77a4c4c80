// The writer's driver: header, module-level instructions and symbols.
#include "codegen/ModuleWriter.h"
#include "ir/spirv/Availability.h"

#include "SpirvOps.h"

namespace spvkit::spirv {

namespace {

bool isDialectOp(const Operation* op, DialectOp d) {
  return op->opcode() == opcodeOf(d);
}

/// The `sym_name` of a module-level symbol op (function, global variable,
/// spec constant), or null.
StringAttr symbolNameAttr(Operation* op) {
  Attribute a;
  if (auto f = dyn_cast<FuncOp>(op))
    a = f.symNameAttr();
  else if (auto g = dyn_cast<GlobalVariableOp>(op))
    a = g.symNameAttr();
  else if (auto c = dyn_cast<SpecConstantOp>(op))
    a = c.symNameAttr();
  else if (auto cc = dyn_cast<SpecConstantCompositeOp>(op))
    a = cc.symNameAttr();
  return a.dyn_cast<StringAttr>();
}

} // namespace

bool ModuleWriter::fail(Location loc, std::string message) {
  diags_->error(loc, std::move(message));
  failed_ = true;
  return false;
}

void ModuleWriter::reset() {
  failed_ = false;
  nextId_ = 1;
  for (uint32_t& id : extInstImports_) id = 0;
  for (WordBuffer* b : {&capabilities_, &extensions_, &imports_, &memoryModel_, &entryPoints_,
                        &executionModes_, &debug_, &annotations_, &types_, &functions_})
    b->clear();
  typeIds_.clear();
  constIds_.clear();
  nullIds_.clear();
  undefIds_.clear();
  scalarIds_.clear();
  compositeIds_.clear();
  symbols_.clear();
  valueIds_.clear();
  labelIds_.clear();
  decorationByName_.clear();
  decorationNames_.clear();
  parameterDictionaries_.clear();
  parameterDecorations_.clear();
  decorationRun_ = newDecorationRun();
  blockStructs_.clear();
  // Interned in the context of the previous module.
  for (ParamName& p : paramNames_) p = ParamName{};
}

void ModuleWriter::writeName(uint32_t id, std::string_view name) {
  if (name.empty()) return;
  debug_.begin(uint32_t(Op::Name));
  debug_.add(id);
  debug_.addString(name);
  debug_.end();
}

uint32_t ModuleWriter::extInstImportId(ExtInstSet set) {
  uint32_t& id = extInstImports_[size_t(set)];
  if (!id) {
    id = nextId_++;
    imports_.begin(uint32_t(Op::ExtInstImport));
    imports_.add(id);
    imports_.addString(extInstSet(set).name());
    imports_.end();
  }
  return id;
}

bool ModuleWriter::writeHeaderRequirements(Operation* module, ModuleRequirements& req) {
  ModuleOp spvModule(module);
  if (auto vce = spvModule.vceTripleAttr().dyn_cast<VceAttr>()) {
    req.version = vce.version();
    req.capabilities = vce.capabilities();
    req.extensions = vce.extensions();
  } else if (spvModule.vceTripleAttr()) {
    return fail(module->loc(), "'vce_triple' of spirv.module is not a #spirv.vce attribute");
  } else if (options_->inferRequirements) {
    if (!options_->inferRequirements(module, req, *diags_)) {
      failed_ = true;
      return false;
    }
  } else {
    // No vce_triple and no hook: the availability inference (without a target
    // environment) says what the module needs.
    Requirements inferred = spirv::inferRequirements(module, nullptr, *diags_);
    if (!inferred.ok) {
      failed_ = true;
      return false;
    }
    req.version = inferred.version;
    req.capabilities = inferred.capabilities;
    req.extensions = inferred.extensions;
  }
  if (versionMajor(req.version) != 1 || versionMinor(req.version) > 6)
    return fail(module->loc(), "unsupported SPIR-V version " + formatVersion(req.version));
  for (Capability c : req.capabilities) {
    capabilities_.inst(uint32_t(Op::Capability), {uint32_t(c)});
    if (c == Capability::Kernel) kernel_ = true;
  }
  for (Extension e : req.extensions) {
    extensions_.begin(uint32_t(Op::Extension));
    extensions_.addString(extensionName(e));
    extensions_.end();
  }
  std::optional<AddressingModel> addressing = spvModule.addressingModel();
  std::optional<MemoryModel> memory = spvModule.memoryModel();
  if (!addressing || !memory)
    return fail(module->loc(),
                "spirv.module needs 'addressing_model' and 'memory_model' enum attributes");
  physical32_ = *addressing == AddressingModel::Physical32;
  memoryModel_.inst(uint32_t(Op::MemoryModel), {uint32_t(*addressing), uint32_t(*memory)});
  return true;
}

bool ModuleWriter::collectSymbols(Operation* module) {
  for (Operation* op : *module->region(0).front()) {
    if (!isDialectOp(op, DialectOp::Func) && !isDialectOp(op, DialectOp::GlobalVariable) &&
        !isDialectOp(op, DialectOp::SpecConstant) &&
        !isDialectOp(op, DialectOp::SpecConstantComposite))
      continue;
    StringAttr name = symbolNameAttr(op);
    if (!name) return fail(op->loc(), std::string(op->name()) + " needs a 'sym_name'");
    auto [it, inserted] = symbols_.try_emplace(name.value(), Symbol{op});
    if (!inserted)
      return fail(op->loc(), "redefinition of symbol '@" + std::string(name.value()) + "'");
  }
  return true;
}

uint32_t ModuleWriter::symbolId(Attribute symbolRef, Location loc) {
  if (auto s = symbolRef.dyn_cast<SymbolRefAttr>()) return symbolId(s.symbol(), loc);
  if (auto s = symbolRef.dyn_cast<StringAttr>()) return symbolId(s.value(), loc);
  return fail(loc, "expected a symbol reference"), 0;
}

uint32_t ModuleWriter::symbolId(std::string_view name, Location loc) {
  auto it = symbols_.find(name);
  if (it == symbols_.end())
    return fail(loc, "reference to undefined symbol '@" + std::string(name) + "'"), 0;
  Symbol& sym = it->second;
  if (!sym.id) sym.id = nextId_++;
  if (sym.emitted || isDialectOp(sym.op, DialectOp::Func)) return sym.id;
  if (sym.emitting)
    return fail(loc, "symbol '@" + std::string(name) + "' is initialized with itself"), 0;
  // A global or spec constant is declared where it is first needed, so that
  // it precedes every instruction of the types section that uses it.
  sym.emitting = true;
  bool ok = isDialectOp(sym.op, DialectOp::GlobalVariable) ? writeGlobalVariable(sym.op, sym.id)
            : isDialectOp(sym.op, DialectOp::SpecConstantComposite)
                ? writeSpecConstantComposite(sym.op, sym.id)
                : writeSpecConstant(sym.op, sym.id);
  // `it` stays valid: symbols_ is not modified after collectSymbols().
  sym.emitting = false;
  sym.emitted = true;
  return ok ? sym.id : 0;
}

bool ModuleWriter::writeGlobalVariable(Operation* op, uint32_t id) {
  GlobalVariableOp global(op);
  auto ptr = global.type().dyn_cast<PointerType>();
  if (!ptr) return fail(op->loc(), "spirv.GlobalVariable needs a pointer 'type' attribute");
  uint32_t typeIdent = typeId(ptr, op->loc());
  uint32_t init = 0;
  if (Attribute i = global.initializerAttr())
    if (!(init = symbolId(i, op->loc()))) return false;
  // A constant initializer (the reader's `initializer_value`): typed like the pointee.
  if (Attribute v = global.initializerValueAttr())
    if (!(init = constantId(v, ptr.pointeeType(), op->loc()))) return false;
  if (!typeIdent) return false;
  types_.begin(uint32_t(Op::Variable));
  types_.add(typeIdent);
  types_.add(id);
  types_.add(ptr.storageClass());
  if (init) types_.add(init);
  types_.end();
  if (options_->emitSymbolNames) writeName(id, global.symName());
  return decorateOp(op, id);
}

bool ModuleWriter::writeSpecConstant(Operation* op, uint32_t id) {
  SpecConstantOp spec(op);
  Attribute value = spec.defaultValueAttr();
  if (!value) return fail(op->loc(), "spirv.SpecConstant needs a 'default_value'");
  Type type;
  if (auto i = value.dyn_cast<IntegerAttr>())
    type = i.type();
  else if (auto f = value.dyn_cast<FloatAttr>())
    type = f.type();
  else if (value.isa<BoolAttr>())
    type = boolType_;
  else
    return fail(op->loc(), "spirv.SpecConstant 'default_value' must be a scalar");
  uint32_t tid = typeId(type, op->loc());
  if (!tid) return false;
  if (type.isBool()) {
    bool v = value.isa<BoolAttr>() ? value.cast<BoolAttr>().value()
                                   : value.cast<IntegerAttr>().value() != 0;
    types_.inst(uint32_t(v ? Op::SpecConstantTrue : Op::SpecConstantFalse), {tid, id});
  } else {
    uint64_t bits;
    if (!scalarBits(value, type, bits, op->loc())) return false;
    types_.begin(uint32_t(Op::SpecConstant));
    types_.add(tid);
    types_.add(id);
    addLiteral(types_, canonicalType(type), bits);
    types_.end();
  }
  if (options_->emitSymbolNames) writeName(id, spec.symName());
  if (std::optional<int64_t> specId = spec.specId())
    annotations_.inst(uint32_t(Op::Decorate),
                      {id, uint32_t(Decoration::SpecId), uint32_t(*specId)});
  return decorateOp(op, id);
}

bool ModuleWriter::writeSpecConstantComposite(Operation* op, uint32_t id) {
  SpecConstantCompositeOp composite(op);
  Type type = composite.type();
  auto list = composite.constituentsAttr().dyn_cast<ArrayAttr>();
  if (!type || !list)
    return fail(op->loc(), "spirv.SpecConstantComposite needs 'type' and 'constituents'");
  // Constituents and the type first: they are emitted where first needed.
  std::vector<uint32_t> ids;
  for (Attribute c : list.elements()) {
    ids.push_back(symbolId(c, op->loc()));
    if (!ids.back()) return false;
  }
  uint32_t tid = typeId(type, op->loc());
  if (!tid) return false;
  types_.begin(uint32_t(Op::SpecConstantComposite));
  types_.add(tid);
  types_.add(id);
  for (uint32_t c : ids) types_.add(c);
  if (types_.end() > binary::kMaxWordCount)
    return fail(op->loc(), "spirv.SpecConstantComposite has too many constituents");
  if (options_->emitSymbolNames) writeName(id, composite.symName());
  return decorateOp(op, id);
}

uint32_t ModuleWriter::specConstantOpId(Operation* op) {
  Location loc = op->loc();
  Block* body = op->numRegions() && !op->region(0).empty() ? op->region(0).front() : nullptr;
  Operation* inner = body ? body->front() : nullptr;
  const InstructionInfo* g = inner ? grammarOf(inner) : nullptr;
  if (!g || inner->numResults() != 1)
    return fail(loc, "spirv.SpecConstantOperation must wrap one grammar op with a result"), 0;
  // Everything the instruction refers to is resolved before it is begun:
  // resolving may emit constants into the same section.
  uint32_t tid = typeId(inner->result(0)->type(), loc);
  if (!tid) return 0;
  std::vector<uint32_t> operands;
  for (unsigned i = 0; i < inner->numOperands(); ++i) {
    Operation* def = inner->operand(i)->definingOp();
    if (!def ||
        !(isDialectOp(def, DialectOp::Constant) || isDialectOp(def, DialectOp::ReferenceOf) ||
          isDialectOp(def, DialectOp::SpecConstantOperation) ||
          def->opcode() == opcodeOf(Op::Undef)))
      return fail(loc, "operand #" + std::to_string(i) +
                           " of the op spirv.SpecConstantOperation wraps is not a constant"),
             0;
    operands.push_back(valueId(inner->operand(i)));
    if (!operands.back()) return 0;
  }
  uint32_t id = nextId_++;
  types_.begin(uint32_t(Op::SpecConstantOp));
  types_.add(tid);
  types_.add(id);
  types_.add(uint32_t(g->opcode));
  // The wrapped instruction's operands in grammar order: ids, and the literal
  // index lists of CompositeExtract / CompositeInsert / VectorShuffle.
  size_t next = 0;
  for (const OperandMapping& m : operandMapping(*g)) {
    if (m.role == OperandRole::Value) {
      size_t take = m.grammar->quantifier == Quantifier::Variadic ? operands.size() - next
                    : next < operands.size()                      ? 1
                                                                  : 0;
      for (size_t k = 0; k < take; ++k) types_.add(operands[next++]);
      continue;
    }
    Attribute a = inner->attr(m.attrName);
    auto list = a ? a.dyn_cast<ArrayAttr>() : ArrayAttr();
    if (m.role != OperandRole::Attribute || m.grammar->kind != OperandKind::LiteralInteger ||
        (a && !list))
      return types_.end(),
             fail(loc, "the op spirv.SpecConstantOperation wraps has an operand this writer "
                       "cannot encode ('" +
                           std::string(m.attrName) + "')"),
             0;
    if (list)
      for (Attribute e : list.elements())
        if (auto i = e.dyn_cast<IntegerAttr>()) types_.add(uint32_t(i.value()));
  }
  types_.end();
  valueIds_.set(inner->result(0), id);
  return id;
}

bool ModuleWriter::writeEntryPoint(Operation* op) {
  EntryPointOp entry(op);
  std::optional<ExecutionModel> model = entry.executionModel();
  auto fn = entry.fnAttr().dyn_cast<SymbolRefAttr>();
  if (!model || !fn)
    return fail(op->loc(), "spirv.EntryPoint needs 'execution_model' and 'fn' attributes");
  uint32_t fnId = symbolId(fn.symbol(), op->loc());
  if (!fnId) return false;
  std::vector<uint32_t> iface;
  if (!interfaceVariables(fn.symbol(), entry.interfaceAttr().dyn_cast<ArrayAttr>(), iface,
                          op->loc()))
    return false;
  entryPoints_.begin(uint32_t(Op::EntryPoint));
  entryPoints_.add(uint32_t(*model));
  entryPoints_.add(fnId);
  entryPoints_.addString(fn.symbol());
  for (uint32_t id : iface) entryPoints_.add(id);
  entryPoints_.end();
  return true;
}

bool ModuleWriter::writeExecutionMode(Operation* op) {
  ExecutionModeOp modeOp(op);
  auto fn = modeOp.fnAttr().dyn_cast<SymbolRefAttr>();
  std::optional<ExecutionMode> mode = modeOp.executionMode();
  if (!fn || !mode)
    return fail(op->loc(), "spirv.ExecutionMode needs 'fn' and 'execution_mode' attributes");
  uint32_t fnId = symbolId(fn.symbol(), op->loc());
  if (!fnId) return false;
  auto values = modeOp.valuesAttr().dyn_cast<ArrayAttr>();
  // Modes whose parameters are ids (LocalSizeId ...) take constants and need
  // OpExecutionModeId.
  const EnumerantInfo* e = findEnumerant(OperandKind::ExecutionMode, uint32_t(*mode));
  bool byId = e && !e->parameters().empty() && e->parameters()[0].kind == OperandKind::IdRef;
  if (values && byId)
    for (Attribute v : values.elements())
      if (auto i = v.dyn_cast<IntegerAttr>()) i32ConstantId(uint32_t(i.value()));
  executionModes_.begin(uint32_t(byId ? Op::ExecutionModeId : Op::ExecutionMode));
  executionModes_.add(fnId);
  executionModes_.add(uint32_t(*mode));
  if (values)
    for (Attribute v : values.elements()) {
      auto i = v.dyn_cast<IntegerAttr>();
      if (!i) return fail(op->loc(), "spirv.ExecutionMode 'values' must be integers");
      executionModes_.add(byId ? i32ConstantId(uint32_t(i.value())) : uint32_t(i.value()));
    }
  executionModes_.end();
  return true;
}

void ModuleWriter::reserveForAssembly() {
  // The binary is assembled in the function section's buffer when it has
  // room for the other sections too (write()). Growing that buffer with them
  // in mind, when it would grow anyway, keeps the room there at no extra
  // copies: a size/8 margin covers what later functions add before the next
  // growth.
  std::vector<uint32_t>& f = functions_.words;
  size_t others = binary::kHeaderWords;
  for (const WordBuffer* s : {&capabilities_, &extensions_, &imports_, &memoryModel_, &entryPoints_,
                              &executionModes_, &debug_, &annotations_, &types_})
    others += s->size();
  size_t need = f.size() + others + f.size() / 8;
  if (f.capacity() < need) f.reserve(2 * need);
}

bool ModuleWriter::write(Operation* module, std::vector<uint32_t>& out, DiagnosticList& diags) {
  diags_ = &diags;
  reset();
  if (!module || module->opcode() != opcodeOf(DialectOp::Module) || module->numRegions() != 1 ||
      module->region(0).empty()) {
    diags.error(module ? module->loc() : Location{}, "the writer expects a spirv.module op");
    return false;
  }
  ctx_ = &module->context();
  i32Type_ = IntegerType::get(*ctx_, 32);
  boolType_ = IntegerType::get(*ctx_, 1);
  kernel_ = false;
  ModuleRequirements req;
  if (!writeHeaderRequirements(module, req) || !collectSymbols(module)) return false;
  version_ = req.version;
  collectInterfaceCandidates(module);

  for (Operation* op : *module->region(0).front()) {
    if (isDialectOp(op, DialectOp::GlobalVariable) || isDialectOp(op, DialectOp::SpecConstant) ||
        isDialectOp(op, DialectOp::SpecConstantComposite)) {
      symbolId(symbolNameAttr(op).value(), op->loc());
    } else if (isDialectOp(op, DialectOp::Func)) {
      writeFunction(op);
      reserveForAssembly();
    } else if (isDialectOp(op, DialectOp::EntryPoint)) {
      writeEntryPoint(op);
    } else if (isDialectOp(op, DialectOp::ExecutionMode)) {
      writeExecutionMode(op);
    } else {
      fail(op->loc(), "'" + std::string(op->name()) + "' cannot appear at module level");
    }
    if (failed_) return false;
  }

  out.clear();
  size_t total = binary::kHeaderWords;
  const WordBuffer* sections[] = {&capabilities_, &extensions_,     &imports_, &memoryModel_,
                                  &entryPoints_,  &executionModes_, &debug_,   &annotations_,
                                  &types_,        &functions_};
  for (const WordBuffer* s : sections)
    if (s->tooLong)
      return fail(module->loc(), "an instruction would exceed " +
                                     std::to_string(binary::kMaxWordCount) +
                                     " words, the SPIR-V limit (a name, string or operand list "
                                     "is too long)");
  for (const WordBuffer* s : sections) total += s->size();
  const uint32_t header[] = {binary::kMagic, req.version, options_->generator, nextId_, 0u};
  if (functions_.words.capacity() >= total) {
    // The function section is most of the module and its buffer grew by
    // doubling, so it usually has room for everything before it: the binary
    // is assembled in that buffer (one move of the functions' words) instead
    // of a second buffer of the module's size beside the sections (20 MB of
    // peak memory on the 20 MB module of issue 18). `out`'s old buffer
    // becomes the next function section's, so a reused Writer keeps both.
    std::swap(out, functions_.words);
    const size_t prefix = total - out.size();
    out.insert(out.begin(), prefix, 0u);
    uint32_t* p = std::copy(std::begin(header), std::end(header), out.data());
    for (const WordBuffer* s : sections)
      if (s != &functions_) p = std::copy(s->words.begin(), s->words.end(), p);
    functions_.words.clear();
    return true;
  }
  out.reserve(total);
  out.insert(out.end(), std::begin(header), std::end(header));
  for (const WordBuffer* s : sections) out.insert(out.end(), s->words.begin(), s->words.end());
  return true;
}

// --- public API ------------------------------------------------------------------------

Writer::Writer(WriterOptions options) : options_(std::move(options)) {}
Writer::~Writer() = default;

bool Writer::write(Operation* spirvModule, std::vector<uint32_t>& out, DiagnosticList& diags) {
  if (!impl_) impl_ = std::make_unique<ModuleWriter>(options_);
  return impl_->write(spirvModule, out, diags);
}

std::optional<std::vector<uint32_t>>
writeBinary(Operation* spirvModule, const WriterOptions& options, DiagnosticList& diags) {
  Writer writer(options);
  std::vector<uint32_t> out;
  if (!writer.write(spirvModule, out, diags)) return std::nullopt;
  return out;
}

} // namespace spvkit::spirv
