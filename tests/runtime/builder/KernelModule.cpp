#include "KernelModule.h"

#include <algorithm>

namespace spvkit::test {

using namespace spirv;

KernelModule::KernelModule(SpirvBuilder& builder, Version version,
                           std::initializer_list<Capability> caps,
                           std::initializer_list<Extension> exts)
    : b(builder) {
  std::vector<Capability> c(caps);
  std::vector<Extension> e(exts);
  module_ = b.createModule(AddressingModel::Physical64, MemoryModel::OpenCL,
                           VceAttr::get(b.context(), version, c, e));
  moduleBody_ = module_->region().front();
}

Operation* KernelModule::beginKernel(std::string_view name,
                                     std::initializer_list<std::pair<Type, const char*>> params) {
  b.setInsertionPointToEnd(moduleBody_);
  std::vector<Type> types;
  for (auto& p : params) types.push_back(p.first);
  func_ = b.createFunc(name, FunctionType::get(b.context(), types, {}));
  Block* entry = func_->region().front();
  unsigned i = 0;
  for (auto& p : params) entry->argument(i++)->setName(b.context().intern(p.second));
  used_.clear();
  return func_;
}

Value* KernelModule::arg(unsigned i) const {
  return func_->region().front()->argument(i);
}

void KernelModule::endKernel(std::array<uint32_t, 3> localSize, uint32_t subgroupSize) {
  b.ret();
  b.setInsertionPointToEnd(moduleBody_);
  Operation* ep = b.createEntryPoint(ExecutionModel::Kernel, func_, {});
  std::vector<Attribute> refs;
  for (Operation* g : used_)
    refs.push_back(SymbolRefAttr::get(b.context(), g->attr("sym_name").cast<StringAttr>().value()));
  ep->setAttr("interface", ArrayAttr::get(b.context(), refs));
  b.createExecutionMode(func_, ExecutionMode::LocalSize,
                        {localSize[0], localSize[1], localSize[2]});
  if (subgroupSize) b.createExecutionMode(func_, ExecutionMode::SubgroupSize, {subgroupSize});
  func_ = nullptr;
}

Operation* KernelModule::globalVariable(std::string_view name, PointerType type) {
  Builder::Guard g(b);
  if (func_)
    b.setInsertionPoint(func_);
  else
    b.setInsertionPointToEnd(moduleBody_);
  return b.createGlobalVariable(name, type);
}

namespace {
Operation* declareBuiltin(SpirvBuilder& b, Operation* before, BuiltIn which, Type type) {
  Builder::Guard g(b);
  b.setInsertionPoint(before);
  std::string name = "__spirv_BuiltIn" + std::string(enumerantName(which));
  Operation* v = b.createGlobalVariable(name, b.ptr(type, StorageClass::Input), which);
  v->setAttr("constant", b.unitAttr());
  return v;
}
} // namespace

Value* KernelModule::id(BuiltIn which, unsigned dim) {
  Operation*& var = builtins_[which];
  if (!var) var = declareBuiltin(b, func_, which, b.vec(b.i64(), 3));
  if (std::find(used_.begin(), used_.end(), var) == used_.end()) used_.push_back(var);
  Value* v = b.load(b.addressOf(var), 32);
  return b.compositeExtract(v, {dim});
}

Value* KernelModule::scalarBuiltin(BuiltIn which) {
  Operation*& var = builtins_[which];
  if (!var) var = declareBuiltin(b, func_, which, b.i32());
  if (std::find(used_.begin(), used_.end(), var) == used_.end()) used_.push_back(var);
  return b.load(b.addressOf(var), 4);
}

Value* KernelModule::arrayElement(Value* array, Type elementType, Value* index) {
  auto sc = StorageClass(array->type().cast<PointerType>().storageClass());
  return compute(Op::InBoundsAccessChain, b.ptr(elementType, sc), {array, index});
}

uint32_t KernelModule::alignOf(Value* pointer) const {
  Type t = pointer->type().cast<PointerType>().pointeeType();
  if (t.isa<PointerType>()) return 8;
  if (auto i = t.dyn_cast<IntegerType>()) return std::max(1u, i.width() / 8);
  if (auto f = t.dyn_cast<FloatType>()) return std::max(1u, f.width() / 8);
  return 4;
}

void KernelModule::workgroupBarrier() {
  b.op(Op::ControlBarrier, Type(), {},
       {scope("execution_scope", Scope::Workgroup), scope("memory_scope", Scope::Workgroup),
        semantics("memory_semantics", uint32_t(MemorySemantics::SequentiallyConsistent) |
                                          uint32_t(MemorySemantics::WorkgroupMemory))});
}

Block* KernelModule::blockBefore(Operation* construct, Block* before) {
  Region& r = construct->region();
  Block* blk = r.addBlock(b.arena());
  r.remove(blk);
  r.insertBefore(blk, before);
  return blk;
}

void KernelModule::ifThen(Value* cond, const std::function<void()>& then) {
  SpirvBuilder::Selection sel = b.createSelection();
  Block* body = blockBefore(sel.op, sel.merge);
  b.setInsertionPointToEnd(sel.header);
  b.branchConditional(cond, body, {}, sel.merge, {});
  b.setInsertionPointToEnd(body);
  then();
  b.branch(sel.merge);
  b.setInsertionPointAfter(sel.op);
}

void KernelModule::whileLoop(const std::function<Value*()>& cond, const std::function<void()>& body,
                             const std::function<void()>& step) {
  SpirvBuilder::Loop loop = b.createLoop();
  Block* bodyBlock = blockBefore(loop.op, loop.continueBlock);
  b.setInsertionPointToEnd(loop.header);
  b.branchConditional(cond(), bodyBlock, {}, loop.merge, {});
  b.setInsertionPointToEnd(bodyBlock);
  body();
  b.branch(loop.continueBlock);
  b.setInsertionPointToEnd(loop.continueBlock);
  step();
  b.branch(loop.header);
  b.setInsertionPointAfter(loop.op);
}

} // namespace spvkit::test
