// The conversion driver: functions to kernels (the calling convention and the
// kernel's execution modes), the walk over blocks, and the shared helpers.
#include "passes/tensor/ConvertToSpirv.h"

#include "ir/tensor/CallingConvention.h"

#include "passes/tensor/Converter.h"
#include "passes/tensor/CoopmatrixLayout.h"
#include "passes/tensor/CoopmatrixStrategy.h"

#include <algorithm>
#include <string>

namespace spvkit::tensor {

using namespace spirv;

// --- helpers ---------------------------------------------------------------------------

void Converter::error(Operation* op, const std::string& message) {
  diags_.error(op->loc(), message);
  failed_ = true;
}

void Converter::unsupported(Operation* op, const std::string& what) {
  error(op, "not yet supported by the SPIR-V conversion: " + what);
}

Type Converter::convertType(Type t) {
  if (!t) return {};
  if (t.isIndex()) return kb_.i64();
  if (auto i = t.dyn_cast<IntegerType>()) {
    unsigned w = i.width();
    if (w == 1 || w == 8 || w == 16 || w == 32 || w == 64) return IntegerType::get(t.context(), w);
    return {};
  }
  // bf16, and f16 on targets without Float16, are computed in f32 (rounded
  // after every operation, ConvertBf16.cpp, ConvertF16.cpp).
  if (auto f = t.dyn_cast<FloatType>()) return f.isBFloat() || halfInF32(t) ? kb_.f32() : t;
  if (auto c = t.dyn_cast<ComplexType>())
    if (Type part = convertType(c.componentType())) return VectorType::get(part, 2);
  if (auto m = t.dyn_cast<CoopmatrixType>()) {
    Type component = convertType(m.componentType());
    if (coopKhr_ && !componentwise_ && component)
      return CooperativeMatrixType::get(component, unsigned(m.rows()), unsigned(m.columns()),
                                        uint32_t(Scope::Subgroup), uint32_t(m.use()));
    if (componentwise_ || !component || !sgSize_) return componentwise_ ? component : Type();
    return ArrayType::get(component, unsigned(CoopLayout(m, *sgSize_).length()));
  }
  return {};
}

Type Converter::storageType(Type t) {
  if (auto f = t.dyn_cast<FloatType>(); f && f.isBFloat()) return kb_.i16();
  // OpenCL keeps halves in memory without Float16 (Float16Buffer); Vulkan has
  // no such capability: there they are their 16 bits.
  if (halfInF32(t)) return kb_.isVulkan() ? Type(kb_.i16()) : t;
  return convertType(t);
}

Value* Converter::value(Value* v) {
  if (Value** u = values_.find(v)) return *u;
  // Only reachable after an error was reported for the defining op: keep
  // going with a placeholder so that later errors are found too.
  Type t = convertType(v->type());
  if (!failed_) {
    diags_.error(v->definingOp() ? v->definingOp()->loc() : Location{},
                 "internal error: a value was used before it was converted");
    failed_ = true;
  }
  Value* u = undef(t ? t : kb_.i32());
  values_[v] = u;
  return u;
}

MemrefDesc* Converter::memref(Value* v) {
  uint32_t* i = memrefs_.find(v);
  return i ? &memrefDescs_[*i - 1] : nullptr;
}

GroupDesc* Converter::group(Value* v) {
  uint32_t* i = groups_.find(v);
  return i ? &groupDescs_[*i - 1] : nullptr;
}

void Converter::mapMemref(Value* v, MemrefDesc d) {
  uint32_t& i = memrefs_[v];
  if (i) {
    memrefDescs_[i - 1] = std::move(d);
    return;
  }
  memrefDescs_.push_back(std::move(d));
  i = uint32_t(memrefDescs_.size());
}

void Converter::mapGroup(Value* v, GroupDesc d) {
  uint32_t& i = groups_[v];
  if (i) {
    groupDescs_[i - 1] = std::move(d);
    return;
  }
  groupDescs_.push_back(std::move(d));
  i = uint32_t(groupDescs_.size());
}

Value* Converter::intTo(Value* v, Type type) {
  if (v->type() == type) return v;
  return kb_.intCast(v, type, /*isSigned=*/true);
}

Value* Converter::localId(unsigned dim) {
  return kb_.threadId(dim == 0 ? Dimension::X : Dimension::Y);
}

Value* Converter::linearLocalId() {
  if (wgSize_[1] == 1) return localId(0);
  return kb_.binary(Op::IAdd, localId(0), kb_.binary(Op::IMul, localId(1), constI64(wgSize_[0])));
}

// --- the walk --------------------------------------------------------------------------

std::vector<Value*> Converter::convertBlock(Block* block) {
  std::vector<Value*> yielded;
  for (Operation* op : *block) {
    if (auto yield = dyn_cast<YieldOp>(op)) {
      for (OpOperand& v : yield.values()) yielded.push_back(value(v.get()));
      continue;
    }
    convertOp(op);
  }
  return yielded;
}

void Converter::convertOp(Operation* op) {
  kb_.setLoc(op->loc());
  if (!isTensorOp(op)) {
    error(op, "unexpected operation '" + std::string(op->name()) + "' in a tensor function");
    return;
  }
  if (isLinalg(kindOf(op))) {
    // lower-linalg (LowerLinalg.h) rewrites these into loops before the
    // conversion; a pipeline without it is refused here.
    error(op, "collective linear algebra reached the SPIR-V conversion: '" +
                  std::string(instructionName(kindOf(op))) + "' must be lowered by lower-linalg");
    return;
  }
  if (convertCoopmatrixOp(op)) return;
  if (convertComplexOp(op) || convertScalarOp(op) || convertMemoryOp(op) || convertControlOp(op) ||
      convertAtomicOp(op)) {
    // A bf16 (or f16 in f32) result computed in f32 is rounded to its type
    // (a no-op for values that already are: loads, loop-carried and if
    // results).
    const OpKind k = kindOf(op);
    if (k != OpKind::Load && k != OpKind::For && k != OpKind::If)
      for (unsigned i = 0; i < op->numResults(); ++i)
        if (Value** u = values_.find(op->result(i))) {
          Value* rounded = roundToType(*u, op->result(i)->type());
          values_[op->result(i)] = rounded; // roundToType may have grown the table
        }
    return;
  }
  unsupported(op, std::string(instructionName(kindOf(op))));
}

// --- kernels and the calling convention ------------------------------------------------

namespace {

int64_t intAttrOr(Attribute a, int64_t fallback) {
  if (auto i = a.dyn_cast<IntegerAttr>()) return i.value();
  return fallback;
}

static_assert(abi::kDynamic == kDynamic);

/// The name of the kernel parameter of a dope-vector slot of argument `name`:
/// name_shape0, name_stride1, name_size, name_offset.
std::string dopeName(const std::string& name, const abi::Slot& slot) {
  switch (slot.role) {
  case abi::Slot::Role::Shape:
    return name + "_shape" + std::to_string(slot.mode);
  case abi::Slot::Role::Stride:
    return name + "_stride" + std::to_string(slot.mode);
  case abi::Slot::Role::Size:
    return name + "_size";
  case abi::Slot::Role::Offset:
    return name + "_offset";
  default:
    return name;
  }
}

} // namespace

bool Converter::declareKernel(Operation* func, Block* entry) {
  Context& ctx = func->context();
  std::string fname(FuncOp(func).symName());
  auto argAttrs = FuncOp(func).argAttrs();

  // One entry per tensor argument: how its kernel parameters are laid out.
  struct Plan {
    unsigned first = 0; // index of its first kernel parameter
  };
  std::vector<KernelParam> params;
  std::vector<Plan> plans;
  bool ok = true;
  for (unsigned a = 0; a < entry->numArguments(); ++a) {
    Value* arg = entry->argument(a);
    std::string name = arg->name().empty() ? "arg" + std::to_string(a) : std::string(arg->name());
    Type t = arg->type();
    plans.push_back({unsigned(params.size())});
    uint32_t alignment = 0;
    if (argAttrs && a < argAttrs.size())
      if (auto d = argAttrs[a].dyn_cast<DictionaryAttr>())
        alignment = uint32_t(intAttrOr(d.get("alignment"), 0));
    if (auto m = t.dyn_cast<MemrefType>()) {
      Type elem = storageType(m.elementType());
      if (!elem) {
        error(func, "not yet supported by the SPIR-V conversion: memref argument '%" + name +
                        "' of element type " + typeToString(m.elementType()));
        ok = false;
        elem = kb_.i8();
      }
      spirv::AddressSpace space = m.addressSpace() == tensor::AddressSpace::Local
                                      ? spirv::AddressSpace::Workgroup
                                      : spirv::AddressSpace::Global;
      for (const abi::Slot& slot : abi::memrefSlots(m.shape(), m.strides())) {
        if (slot.role != abi::Slot::Role::Data) {
          params.push_back(KernelParam::value(dopeName(name, slot), kb_.i64()));
          continue;
        }
        KernelParam p = KernelParam::pointer(name, elem, space);
        if (alignment) p.aligned(alignment);
        params.push_back(p);
      }
    } else if (auto g = t.dyn_cast<GroupType>()) {
      MemrefType m = g.memrefType();
      Type elem = storageType(m.elementType());
      if (!elem) {
        error(func, "not yet supported by the SPIR-V conversion: group argument '%" + name +
                        "' of element type " + typeToString(m.elementType()));
        ok = false;
        elem = kb_.i8();
      }
      for (const abi::Slot& slot : abi::groupSlots(m.shape(), m.strides(), g.size(), g.offset())) {
        switch (slot.role) {
        case abi::Slot::Role::Pointers:
          params.push_back(KernelParam::pointer(
              name, kb_.ptr(elem, kb_.storageClass(spirv::AddressSpace::Global))));
          break;
        case abi::Slot::Role::Shape:
        case abi::Slot::Role::Stride:
          params.push_back(KernelParam::pointer(dopeName(name, slot), kb_.i64()));
          break;
        default: // size, offset
          params.push_back(KernelParam::value(dopeName(name, slot), kb_.i64()));
          break;
        }
      }
    } else if (halfInF32(t)) {
      params.push_back(KernelParam::value(name, kb_.i16())); // its bits: no half values
    } else if (t.isBool()) {
      // OpenCL forbids bool kernel arguments: a bool is passed as an 8-bit
      // integer, 0 or 1, as OpenCL C passes it in a char (docs/runtime.md,
      // "bool arguments"); the kernel reads `!= 0`. Vulkan: a 4-byte slot
      // holding 0 or 1, which the kernel builder reads as a bool.
      params.push_back(KernelParam::value(name, kb_.isVulkan() ? kb_.i1() : kb_.i8()));
    } else if (Type st = storageType(t); st && !st.isBool()) {
      params.push_back(KernelParam::value(name, st));
    } else {
      error(func, "not yet supported by the SPIR-V conversion: argument '%" + name + "' of type " +
                      typeToString(t));
      ok = false;
      params.push_back(KernelParam::value(name, kb_.i32()));
    }
  }
  kb_.setLoc(func->loc());
  kb_.beginKernel(fname, params);

  // Map the tensor arguments to the parameters.
  for (unsigned a = 0; a < entry->numArguments(); ++a) {
    Value* arg = entry->argument(a);
    unsigned p = plans[a].first;
    Type t = arg->type();
    std::vector<int64_t> shapeGcd, strideGcd;
    if (argAttrs && a < argAttrs.size())
      if (auto d = argAttrs[a].dyn_cast<DictionaryAttr>()) {
        auto ints = [&](const char* key, std::vector<int64_t>& out) {
          if (auto list = d.get(key).dyn_cast<ArrayAttr>())
            for (unsigned i = 0; i < list.size(); ++i) out.push_back(intAttrOr(list[i], 1));
        };
        ints("shape_gcd", shapeGcd);
        ints("stride_gcd", strideGcd);
      }
    if (auto m = t.dyn_cast<MemrefType>()) {
      MemrefDesc d;
      d.type = m;
      for (unsigned i = 0; i < m.order(); ++i) {
        d.shape.push_back(m.dim(i) == kDynamic ? nullptr : constI64(m.dim(i)));
        d.strides.push_back(m.stride(i) == kDynamic ? nullptr : constI64(m.stride(i)));
      }
      for (const abi::Slot& slot : abi::memrefSlots(m.shape(), m.strides())) {
        Value* v = kb_.param(p++);
        if (slot.role == abi::Slot::Role::Data)
          d.base = v;
        else
          (slot.role == abi::Slot::Role::Shape ? d.shape : d.strides)[slot.mode] = v;
      }
      d.shapeGcd = std::move(shapeGcd), d.strideGcd = std::move(strideGcd);
      mapMemref(arg, std::move(d));
    } else if (auto g = t.dyn_cast<GroupType>()) {
      MemrefType m = g.memrefType();
      GroupDesc d;
      d.type = g;
      d.dynShapeTables.assign(m.order(), nullptr);
      d.dynStrideTables.assign(m.order(), nullptr);
      d.size = g.size() == kDynamic ? nullptr : constI64(g.size());
      d.offset = g.offset() == kDynamic ? nullptr : constI64(g.offset());
      for (const abi::Slot& slot : abi::groupSlots(m.shape(), m.strides(), g.size(), g.offset())) {
        Value* v = kb_.param(p++);
        switch (slot.role) {
        case abi::Slot::Role::Pointers:
          d.table = v;
          break;
        case abi::Slot::Role::Shape:
          d.dynShapeTables[slot.mode] = v;
          break;
        case abi::Slot::Role::Stride:
          d.dynStrideTables[slot.mode] = v;
          break;
        case abi::Slot::Role::Size:
          d.size = v;
          break;
        default:
          d.offset = v;
          break;
        }
      }
      d.shapeGcd = std::move(shapeGcd), d.strideGcd = std::move(strideGcd);
      mapGroup(arg, std::move(d));
    } else if (halfInF32(t)) {
      map(arg, halfFromBits(kb_.param(p)));
    } else if (t.isBool() && kb_.isVulkan()) {
      map(arg, kb_.param(p));
    } else if (t.isBool()) {
      map(arg,
          kb_.op(Op::INotEqual, kb_.i1(), {kb_.param(p), kb_.constantInt(kb_.i8(), 0)})->result());
    } else if (storageType(t) != convertType(t)) {
      map(arg, bf16FromBits(kb_.param(p)));
    } else {
      map(arg, kb_.param(p));
    }
  }
  (void)ctx;
  return ok;
}

bool Converter::convertFunc(Operation* func) {
  const Target& target = options_.target ? *options_.target : defaultTarget();
  target_ = &target;
  hasFloat16_ = target.env.hasCapability(Capability::Float16);
  auto attrs = FuncOp(func).attributes();
  wgSize_ = target.defaultWorkGroupSize;
  sgSize_.reset();
  coopKhr_ = coopmatrixStrategyOf(func) == CoopStrategy::Khr;
  if (target.defaultSubgroupSize) sgSize_ = target.defaultSubgroupSize;
  if (attrs) {
    if (auto sg = attrs.get("subgroup_size").dyn_cast<IntegerAttr>())
      sgSize_ = uint32_t(sg.value());
    if (auto wg = attrs.get("work_group_size").dyn_cast<ArrayAttr>(); wg && wg.size() == 2) {
      wgSize_[0] = uint32_t(intAttrOr(wg[0], wgSize_[0]));
      wgSize_[1] = uint32_t(intAttrOr(wg[1], wgSize_[1]));
    }
  }
  if (!sgSize_ && usesCoopmatrix(func)) {
    // The distribution of a cooperative matrix over the subgroup is fixed at
    // compile time (docs/coopmatrix.md): pick a subgroup size the target takes.
    const auto& sizes = target.env.limits.subgroupSizes;
    if (!target.canRequireSubgroupSize()) {
      error(func, "cooperative matrices need a fixed subgroup size: add the subgroup_size "
                  "attribute (target '" +
                      target.name + "' cannot require one)");
      return false;
    }
    sgSize_ = sizes.empty() || std::find(sizes.begin(), sizes.end(), 16u) != sizes.end()
                  ? 16u
                  : sizes.front();
  }
  if (sgSize_ && wgSize_[0] % *sgSize_ != 0) {
    error(func, "work-group size " + std::to_string(wgSize_[0]) +
                    " is not a multiple of the subgroup size " + std::to_string(*sgSize_));
    return false;
  }
  const auto& limits = target.env.limits;
  if (uint64_t(wgSize_[0]) * wgSize_[1] > limits.maxWorkGroupSize) {
    error(func, "work-group size " + std::to_string(wgSize_[0]) + "x" + std::to_string(wgSize_[1]) +
                    " exceeds the maximum " + std::to_string(limits.maxWorkGroupSize) +
                    " of target '" + target.name + "'");
    return false;
  }
  if (sgSize_ && !limits.subgroupSizes.empty() &&
      std::find(limits.subgroupSizes.begin(), limits.subgroupSizes.end(), *sgSize_) ==
          limits.subgroupSizes.end()) {
    error(func, "subgroup size " + std::to_string(*sgSize_) + " is not supported by target '" +
                    target.name + "'");
    return false;
  }
  Block* entry = func->region(0).front();
  bool before = failed_;
  if (!declareKernel(func, entry)) {
    // A refused argument has no value to stand for it: converting the body
    // would only add follow-on errors at its uses (mixed operand types ...).
    kb_.endKernel();
    return false;
  }
  kb_.setRequiredWorkGroupSize(wgSize_[0], wgSize_[1], 1);
  if (sgSize_) kb_.setRequiredSubgroupSize(*sgSize_);
  workgroupBytes_ = 0;
  convertBlock(entry);
  if (uint32_t limit = limits.workgroupMemoryBytes; limit && workgroupBytes_ > limit)
    error(func, "the kernel's workgroup memory (" + std::to_string(workgroupBytes_) +
                    " bytes of alloca) exceeds the " + std::to_string(limit) +
                    " bytes of target '" + target.name + "'");
  // The entry point and execution modes (LocalSize, SubgroupSize) belong to
  // the function: a requirement they raise is reported there, not at its
  // last instruction.
  kb_.setLoc(func->loc());
  kb_.endKernel();
  return !failed_ || before;
}

// --- module level ----------------------------------------------------------------------

Operation* convertToSpirv(Module& module, const ConversionOptions& options, DiagnosticList& diags) {
  std::vector<Operation*> funcs;
  for (Operation* op : *module.body())
    if (is(op, OpKind::Func)) funcs.push_back(op);
  const Target& target = options.target ? *options.target : defaultTarget();
  // The target family picks the kernel builder's flavour: the only
  // difference between the OpenCL and the Vulkan conversion besides the
  // cooperative-matrix strategy (KernelBuilder.h, docs/vulkan.md).
  KernelBuilderOptions kbo;
  kbo.flavour = target.env.isVulkan() ? KernelFlavour::Vulkan : KernelFlavour::OpenCL;
  if (target.env.limits.pushConstantBytes)
    kbo.pushConstantLimit = target.env.limits.pushConstantBytes;
  kbo.inferRequirements = options.inferRequirements;
  KernelBuilder kb(module, kbo);
  Converter c(kb, options, diags);
  for (Operation* f : funcs) c.convertFunc(f);
  bool ok = kb.finish(diags) && !c.failed();
  if (!ok) return nullptr;
  if (options.vulkanKernels) *options.vulkanKernels = kb.vulkanKernels();
  for (Operation* f : funcs) f->erase();
  return kb.spirvModule();
}

namespace {

class ConvertToSpirvPass : public ModulePass {
public:
  explicit ConvertToSpirvPass(ConversionOptions options) : options_(options) {}
  std::string_view name() const override { return "convert-tensor-to-spirv"; }
  std::string_view description() const override {
    return "convert tensor functions to OpenCL kernels in one spirv.module";
  }
  bool runOnModule(Module& module, DiagnosticList& diags) override {
    return convertToSpirv(module, options_, diags) != nullptr;
  }

private:
  ConversionOptions options_;
};

} // namespace

std::unique_ptr<Pass> createConvertToSpirvPass(ConversionOptions options) {
  return std::make_unique<ConvertToSpirvPass>(options);
}

} // namespace spvkit::tensor
