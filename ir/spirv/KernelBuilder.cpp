// KernelBuilder: kernels, parameters, memory attributions and built-ins.
// Subgroup ops, atomics and printf are in KernelOps.cpp, structured control
// flow in KernelControlFlow.cpp, the capability inference in
// KernelRequirements.cpp.
#include "ir/spirv/KernelBuilder.h"

#include "ir/spirv/KernelRequirements.h"

#include "SpirvOps.h"

#include <algorithm>
#include <string>

namespace spvkit::spirv {

StorageClass storageClassOf(AddressSpace space) {
  switch (space) {
  case AddressSpace::Global:
    return StorageClass::CrossWorkgroup;
  case AddressSpace::Workgroup:
    return StorageClass::Workgroup;
  case AddressSpace::Constant:
    return StorageClass::UniformConstant;
  case AddressSpace::Private:
    return StorageClass::Function;
  case AddressSpace::Generic:
    return StorageClass::Generic;
  }
  return StorageClass::CrossWorkgroup;
}

KernelBuilder::KernelBuilder(Module& module) : KernelBuilder(module, KernelBuilderOptions{}) {}

KernelBuilder::KernelBuilder(Module& module, KernelBuilderOptions options)
    : SpirvBuilder(module), options_(options) {
  setInsertionPointToEnd(module.body());
  // No vce_triple yet: finish() infers it from what the kernels use. Vulkan:
  // the GLSL450 memory model (no availability / visibility operations to
  // write; barriers and atomics order memory as in GLSL compute shaders).
  spirvModule_ = isVulkan()
                     ? createModule(AddressingModel::PhysicalStorageBuffer64, MemoryModel::GLSL450)
                     : createModule(AddressingModel::Physical64, MemoryModel::OpenCL);
}

KernelBuilder::KernelBuilder(Module& module, Operation* spirvModule)
    : SpirvBuilder(module), spirvModule_(spirvModule) {
  setInsertionPointToEnd(spirvModule->region().front());
  if (ModuleOp(spirvModule).addressingModel() == AddressingModel::PhysicalStorageBuffer64)
    options_.flavour = KernelFlavour::Vulkan;
}

StorageClass KernelBuilder::storageClass(AddressSpace space) const {
  if (isVulkan() && (space == AddressSpace::Global || space == AddressSpace::Constant))
    return StorageClass::PhysicalStorageBuffer;
  return storageClassOf(space);
}

MemorySemantics KernelBuilder::storageSemantics(uint32_t sc) const {
  if (sc == uint32_t(StorageClass::Workgroup)) return MemorySemantics::WorkgroupMemory;
  return isVulkan() ? MemorySemantics::UniformMemory : MemorySemantics::CrossWorkgroupMemory;
}

// --- symbols -----------------------------------------------------------------------

Operation* KernelBuilder::findGlobal(std::string_view symbol) const {
  for (Operation* op = spirvModule_->region().front()->front(); op; op = op->nextOp())
    if (auto n = op->attr(FuncOp::symNameAttrName()).dyn_cast<StringAttr>();
        n && n.value() == symbol)
      return op;
  return nullptr;
}

std::string KernelBuilder::uniqueSymbol(std::string_view base) {
  std::string name(base);
  while (findGlobal(name)) name = std::string(base) + "_" + std::to_string(++symbolCounter_);
  return name;
}

Operation* KernelBuilder::moduleInsertPoint() {
  // Globals go before the first function so that a reader of the text sees
  // declarations first (the writer orders sections itself either way).
  for (Operation* op = spirvModule_->region().front()->front(); op; op = op->nextOp())
    if (op->opcode() == opcodeOf(DialectOp::Func)) return op;
  return nullptr;
}

void KernelBuilder::error(std::string message) {
  errors_.error(loc(), std::move(message));
}

Value* KernelBuilder::undef(Type t) {
  return op(Op::Undef, t, {})->result();
}

bool KernelBuilder::requireKernel(const char* what) {
  if (kernel_.func) return true;
  error(std::string(what) + " outside a kernel (call beginKernel first)");
  return false;
}

// --- kernels -----------------------------------------------------------------------

Operation* KernelBuilder::beginKernel(std::string_view name, std::span<const KernelParam> params) {
  if (kernel_.func) {
    error("beginKernel('" + std::string(name) + "') while kernel '" +
          std::string(FuncOp(kernel_.func).symName()) + "' is open (call endKernel first)");
    endKernel();
  }
  if (findGlobal(name)) error("symbol '@" + std::string(name) + "' is already defined");
  if (isVulkan()) return beginVulkanKernel(name, params);
  std::vector<Type> types;
  std::vector<Attribute> argAttrs;
  bool anyArgAttrs = false;
  for (const KernelParam& p : params) {
    if (!p.type) {
      error("kernel parameter '" + p.name + "' has no type");
      types.push_back(i32());
      argAttrs.push_back(DictionaryAttr::get(context(), {}));
      continue;
    }
    std::vector<NamedAttribute> deco;
    if (p.space) {
      types.push_back(ptr(p.type, storageClassOf(*p.space)));
      // Decorations are attributes named after the decoration (docs/spirv-dialect.md).
      if (p.alignment)
        deco.push_back(
            named(findEnumerant(Decoration::Alignment)->snakeName(), i32Attr(p.alignment)));
      if (p.restrictPtr)
        deco.push_back(named(findEnumerant(Decoration::FuncParamAttr)->snakeName(),
                             enumAttr(FunctionParameterAttribute::NoAlias)));
    } else {
      types.push_back(p.type);
      if (p.alignment || p.restrictPtr)
        error("kernel parameter '" + p.name +
              "' is not a pointer: alignment / restrict apply "
              "to pointers only");
    }
    anyArgAttrs |= !deco.empty();
    argAttrs.push_back(DictionaryAttr::get(context(), deco));
  }
  Guard g(*this);
  setInsertionPointToEnd(spirvModule_->region().front());
  Operation* func = createFunc(name, FunctionType::get(context(), types, {}));
  if (anyArgAttrs) FuncOp(func).setArgAttrsAttr(ArrayAttr::get(context(), argAttrs));
  Block* entry = func->region().front();
  for (size_t i = 0; i < params.size(); ++i)
    if (!params[i].name.empty())
      entry->argument(unsigned(i))->setName(context().intern(params[i].name));
  kernel_ = OpenKernel{};
  kernel_.func = func;
  kernel_.params.assign(params.begin(), params.end());
  g.block = entry, g.before = nullptr; // the guard leaves us in the entry block
  return func;
}

Value* KernelBuilder::param(unsigned i) {
  if (!requireKernel("param()")) return undef(i32());
  if (isVulkan()) {
    if (i < kernel_.paramValues.size()) return kernel_.paramValues[i];
    error("kernel has " + std::to_string(kernel_.paramValues.size()) +
          " parameters, no parameter #" + std::to_string(i));
    return undef(i32());
  }
  Block* entry = kernel_.func->region().front();
  if (i >= entry->numArguments()) {
    error("kernel has " + std::to_string(entry->numArguments()) + " parameters, no parameter #" +
          std::to_string(i));
    return undef(i32());
  }
  return entry->argument(i);
}

Value* KernelBuilder::param(std::string_view name) {
  if (!requireKernel("param()")) return undef(i32());
  for (size_t i = 0; i < kernel_.params.size(); ++i)
    if (kernel_.params[i].name == name) return param(unsigned(i));
  error("kernel has no parameter '" + std::string(name) + "'");
  return undef(i32());
}

void KernelBuilder::setRequiredWorkGroupSize(uint32_t x, uint32_t y, uint32_t z) {
  if (!requireKernel("setRequiredWorkGroupSize()")) return;
  if (!x || !y || !z) return error("work-group size dimensions must be positive");
  kernel_.localSize = {x, y, z};
}

void KernelBuilder::setRequiredSubgroupSize(uint32_t n) {
  if (!requireKernel("setRequiredSubgroupSize()")) return;
  if (!n) return error("subgroup size must be positive");
  kernel_.subgroupSize = n;
}

Operation* KernelBuilder::endKernel() {
  if (!kernel_.func) {
    error("endKernel() without an open kernel");
    return nullptr;
  }
  Operation* func = kernel_.func;
  if (Block* b = insertionBlock(); b && !b->terminator()) ret();
  setInsertionPointToEnd(spirvModule_->region().front());
  std::vector<Attribute> iface;
  for (Operation* g : kernel_.interface)
    iface.push_back(SymbolRefAttr::get(context(), GlobalVariableOp(g).symName()));
  if (isVulkan()) {
    endVulkanKernel(func);
    kernel_ = OpenKernel{};
    return func;
  }
  Operation* ep = createEntryPoint(ExecutionModel::Kernel, func);
  EntryPointOp(ep).setInterfaceAttr(ArrayAttr::get(context(), iface));
  if (kernel_.localSize) {
    auto& s = *kernel_.localSize;
    createExecutionMode(func, ExecutionMode::LocalSize, {s[0], s[1], s[2]});
  }
  if (kernel_.subgroupSize)
    createExecutionMode(func, ExecutionMode::SubgroupSize, {*kernel_.subgroupSize});
  kernel_ = OpenKernel{};
  return func;
}

// --- memory --------------------------------------------------------------------------

Value* KernelBuilder::workgroupMemory(Type element, uint32_t count, std::string_view name,
                                      uint32_t alignment) {
  if (!requireKernel("workgroupMemory()")) return undef(ptr(element, StorageClass::Workgroup));
  if (!count) {
    error("workgroup memory needs at least one element");
    count = 1;
  }
  Type array = ArrayType::get(element, count);
  Operation* global;
  {
    Guard g(*this);
    if (Operation* before = moduleInsertPoint())
      setInsertionPoint(before);
    else
      setInsertionPointToEnd(spirvModule_->region().front());
    global = createGlobalVariable(uniqueSymbol(name.empty() ? "__wg_mem" : name),
                                  ptr(array, StorageClass::Workgroup));
    // OpDecorate Alignment (Kernel only: a Vulkan device aligns workgroup
    // variables itself).
    if (alignment && !isVulkan()) GlobalVariableOp(global).setAlignmentAttr(i32Attr(alignment));
  }
  if (isVulkan()) {
    Value* p = inPrologue([&] { return vulkanArrayElement(addressOf(global), element, nullptr); });
    if (!name.empty()) p->setName(context().intern(name));
    return p;
  }
  return inPrologue([&] {
    Value* base = addressOf(global);
    Value* zero = constI64(0);
    Value* operands[] = {base, zero, zero};
    Value* p =
        op(Op::InBoundsPtrAccessChain, ptr(element, StorageClass::Workgroup), operands)->result();
    if (!name.empty()) p->setName(context().intern(name));
    return p;
  });
}

Value* KernelBuilder::privateMemory(Type element, uint32_t count, std::string_view name) {
  if (!requireKernel("privateMemory()")) return undef(ptr(element, StorageClass::Function));
  return inPrologue([&] {
    Value* p;
    if (count <= 1) {
      p = variable(element);
    } else if (isVulkan()) {
      p = vulkanArrayElement(variable(ArrayType::get(element, count)), element, nullptr);
    } else {
      Value* arr = variable(ArrayType::get(element, count));
      Value* zero = constI64(0);
      Value* operands[] = {arr, zero, zero};
      p = op(Op::InBoundsPtrAccessChain, ptr(element, StorageClass::Function), operands)->result();
    }
    if (!name.empty()) p->setName(context().intern(name));
    return p;
  });
}

Value* KernelBuilder::elementPtr(Value* base, Value* index) {
  if (!base->type().isa<PointerType>()) {
    error("elementPtr: the base is not a pointer");
    return base;
  }
  if (!index->type().isInteger()) {
    error("elementPtr: the index is not an integer");
    return base;
  }
  if (isVulkan()) return vulkanElementPtr(base, index);
  Value* operands[] = {base, index};
  return op(Op::InBoundsPtrAccessChain, base->type(), operands)->result();
}

uint32_t KernelBuilder::elementAlignment(Value* base) {
  for (size_t i = 0; i < kernel_.paramValues.size(); ++i)
    if (kernel_.paramValues[i] == base && kernel_.params[i].alignment)
      return kernel_.params[i].alignment;
  if (kernel_.func && base->isBlockArgument() &&
      base->ownerBlock() == kernel_.func->region().front()) {
    unsigned i = base->index();
    if (i < kernel_.params.size() && kernel_.params[i].alignment)
      return kernel_.params[i].alignment;
  }
  Type t = base->type().cast<PointerType>().pointeeType();
  return uint32_t(t.byteAlignment().value_or(1));
}

Value* KernelBuilder::loadElement(Value* base, Value* index) {
  Value* p = elementPtr(base, index);
  if (!p->type().isa<PointerType>()) return undef(i32());
  return load(p, elementAlignment(base));
}

Operation* KernelBuilder::storeElement(Value* base, Value* index, Value* value) {
  Value* p = elementPtr(base, index);
  if (!p->type().isa<PointerType>()) return nullptr;
  if (p->type().cast<PointerType>().pointeeType() != value->type()) {
    error("storeElement: the value's type is not the pointee type");
    return nullptr;
  }
  return store(p, value, elementAlignment(base));
}

// --- built-ins -------------------------------------------------------------------------

Operation* KernelBuilder::builtinVariable(BuiltIn b, Type type) {
  std::string_view name = enumerantName(b);
  // Reuse a declaration of the module (one read from a binary has its own names).
  for (Operation* op = spirvModule_->region().front()->front(); op; op = op->nextOp()) {
    if (op->opcode() != opcodeOf(DialectOp::GlobalVariable)) continue;
    Attribute a = GlobalVariableOp(op).builtInAttr();
    if (auto s = a.dyn_cast<StringAttr>(); s && s.value() == name) return op;
    if (auto e = enumValue<BuiltIn>(a); e && *e == b) return op;
  }
  Guard g(*this);
  if (Operation* before = moduleInsertPoint())
    setInsertionPoint(before);
  else
    setInsertionPointToEnd(spirvModule_->region().front());
  Operation* var = createGlobalVariable(uniqueSymbol("__spirv_BuiltIn" + std::string(name)),
                                        ptr(type, StorageClass::Input), b);
  // As clang marks them: read-only (the Constant decoration is Kernel-only).
  if (!isVulkan()) GlobalVariableOp(var).setConstantAttr(unitAttr());
  return var;
}

Value* KernelBuilder::builtinValue(BuiltIn b, Type type) {
  Operation* var = builtinVariable(b, type);
  bool listed = false;
  for (Operation* g : kernel_.interface) listed |= g == var;
  if (!listed) kernel_.interface.push_back(var);
  Type varType = GlobalVariableOp(var).type().cast<PointerType>().pointeeType();
  if (varType != type) {
    error("built-in " + std::string(enumerantName(b)) + " is declared with another type");
    return undef(type);
  }
  return inPrologue(
      [&] { return load(addressOf(var), uint32_t(type.byteAlignment().value_or(4))); });
}

Value* KernelBuilder::builtinComponent(BuiltIn b, Dimension d) {
  if (!requireKernel("a built-in")) return undef(i64());
  unsigned key = unsigned(b) * 4 + unsigned(d);
  for (auto& [k, v] : kernel_.builtinValues)
    if (k == key) return v;
  if (isVulkan()) {
    Value* c = vulkanBuiltinComponent(b, d);
    kernel_.builtinValues.push_back({key, c});
    return c;
  }
  Value* vec = builtinValue(b, VectorType::get(i64(), 3));
  Value* c = inPrologue([&] { return compositeExtract(vec, {uint32_t(d)}); });
  kernel_.builtinValues.push_back({key, c});
  return c;
}

#define SPVKIT_VECTOR_BUILTIN(method, builtin)                                                     \
  Value* KernelBuilder::method(Dimension d) {                                                      \
    return builtinComponent(BuiltIn::builtin, d);                                                  \
  }
SPVKIT_VECTOR_BUILTIN(threadId, LocalInvocationId)
SPVKIT_VECTOR_BUILTIN(blockId, WorkgroupId)
SPVKIT_VECTOR_BUILTIN(blockDim, WorkgroupSize)
SPVKIT_VECTOR_BUILTIN(gridDim, NumWorkgroups)
SPVKIT_VECTOR_BUILTIN(globalId, GlobalInvocationId)
SPVKIT_VECTOR_BUILTIN(globalSize, GlobalSize)
#undef SPVKIT_VECTOR_BUILTIN

#define SPVKIT_SCALAR_BUILTIN(method, builtin)                                                     \
  Value* KernelBuilder::method() {                                                                 \
    if (!requireKernel(#method "()")) return undef(i32());                                         \
    unsigned key = unsigned(BuiltIn::builtin) * 4 + 3;                                             \
    for (auto& [k, v] : kernel_.builtinValues)                                                     \
      if (k == key) return v;                                                                      \
    Value* v = builtinValue(BuiltIn::builtin, i32());                                              \
    kernel_.builtinValues.push_back({key, v});                                                     \
    return v;                                                                                      \
  }
SPVKIT_SCALAR_BUILTIN(laneId, SubgroupLocalInvocationId)
SPVKIT_SCALAR_BUILTIN(subgroupId, SubgroupId)
SPVKIT_SCALAR_BUILTIN(subgroupSize, SubgroupSize)
SPVKIT_SCALAR_BUILTIN(numSubgroups, NumSubgroups)
#undef SPVKIT_SCALAR_BUILTIN

// --- conversions and finishing ----------------------------------------------------------

Value* KernelBuilder::intCast(Value* v, Type type, bool isSigned) {
  if (v->type() == type) return v;
  if (!v->type().isInteger() || !type.isInteger()) {
    error("intCast: not an integer conversion");
    return undef(type);
  }
  return op(isSigned ? Op::SConvert : Op::UConvert, type, {v})->result();
}

bool KernelBuilder::finish(DiagnosticList& diags) {
  if (kernel_.func) {
    error("finish() while kernel '" + std::string(FuncOp(kernel_.func).symName()) +
          "' is open (call endKernel first)");
  }
  for (const Diagnostic& d : errors_.items()) diags.error(d.loc, d.message);
  if (errors_.hasErrors()) return false;
  if (!options_.inferRequirements) return true;
  VceAttr vce = isVulkan() ? inferVulkanKernelRequirements(spirvModule_, diags)
                           : inferKernelRequirements(spirvModule_, diags);
  if (!vce) return false;
  // A module that already had a triple (one read from a binary) keeps what it
  // declared: the inference sees ops, not every reason a producer had.
  ModuleOp module(spirvModule_);
  if (auto old = module.vceTripleAttr().dyn_cast<VceAttr>()) {
    std::vector<Capability> caps = old.capabilities();
    std::vector<Extension> exts = old.extensions();
    for (Capability c : vce.capabilities())
      if (std::find(caps.begin(), caps.end(), c) == caps.end()) caps.push_back(c);
    for (Extension e : vce.extensions())
      if (std::find(exts.begin(), exts.end(), e) == exts.end()) exts.push_back(e);
    vce = VceAttr::get(context(), std::max(old.version(), vce.version()), caps, exts);
  }
  module.setVceTripleAttr(vce);
  return true;
}

} // namespace spvkit::spirv
