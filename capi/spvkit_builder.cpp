// The C API's kernel builder calls (spvkit.h): thin forwards to KernelBuilder.
#include "capi/CapiHandles.h"

#include "ir/spirv/Dialect.h"

#include <memory>
#include <vector>

using namespace spvkit::capi;

namespace {

spvkit_context* contextOf(spvkit_builder* b) {
  return b ? b->m->ctx : nullptr;
}

} // namespace

extern "C" {

spvkit_status spvkit_builder_create(spvkit_module* m, spvkit_builder** out) {
  if (!m || !out)
    return m ? fail(m->ctx, SPVKIT_ERROR_INVALID_ARGUMENT, "null out pointer")
             : SPVKIT_ERROR_INVALID_ARGUMENT;
  return guarded(m->ctx, [&] {
    *out = new spvkit_builder(m);
    return SPVKIT_OK;
  });
}

spvkit_status spvkit_builder_create_vulkan(spvkit_module* m, uint32_t push_constant_limit,
                                           spvkit_builder** out) {
  if (!m || !out)
    return m ? fail(m->ctx, SPVKIT_ERROR_INVALID_ARGUMENT, "null out pointer")
             : SPVKIT_ERROR_INVALID_ARGUMENT;
  return guarded(m->ctx, [&] {
    KernelBuilderOptions options;
    options.flavour = KernelFlavour::Vulkan;
    if (push_constant_limit) options.pushConstantLimit = push_constant_limit;
    *out = new spvkit_builder(m, options);
    return SPVKIT_OK;
  });
}

spvkit_status spvkit_builder_vulkan_kernel(spvkit_builder* b, const char* name,
                                           uint32_t* push_constant_size, uint32_t* arg_block_size,
                                           uint32_t* args_indirect, const uint32_t** offsets,
                                           size_t* offset_count) {
  if (!b || !name || !push_constant_size || !arg_block_size || !args_indirect || !offsets ||
      !offset_count)
    return b ? fail(contextOf(b), SPVKIT_ERROR_INVALID_ARGUMENT, "null argument")
             : SPVKIT_ERROR_INVALID_ARGUMENT;
  for (const VulkanKernelAbi& abi : b->kb.vulkanKernels())
    if (abi.name == name) {
      *push_constant_size = abi.pushConstantSize;
      *arg_block_size = abi.argBlockSize;
      *args_indirect = abi.argsIndirect ? 1 : 0;
      *offsets = abi.argOffsets.data();
      *offset_count = abi.argOffsets.size();
      return SPVKIT_OK;
    }
  return fail(contextOf(b), SPVKIT_ERROR_INVALID_ARGUMENT,
              std::string("no ended Vulkan kernel '") + name + "' in this builder");
}

spvkit_status spvkit_builder_attach(spvkit_module* m, spvkit_builder** out) {
  if (!m || !out)
    return m ? fail(m->ctx, SPVKIT_ERROR_INVALID_ARGUMENT, "null out pointer")
             : SPVKIT_ERROR_INVALID_ARGUMENT;
  return guarded(m->ctx, [&] {
    Operation* sm = firstSpirvModule(m->module);
    if (!sm) return fail(m->ctx, SPVKIT_ERROR_INVALID_ARGUMENT, "the module has no spirv.module");
    *out = new spvkit_builder(m, sm);
    return SPVKIT_OK;
  });
}

void spvkit_builder_destroy(spvkit_builder* b) {
  delete b;
}

spvkit_status spvkit_builder_finish(spvkit_builder* b) {
  if (!b) return SPVKIT_ERROR_INVALID_ARGUMENT;
  return guarded(contextOf(b), [&] {
    DiagnosticList diags;
    if (b->kb.finish(diags)) return SPVKIT_OK;
    return fail(contextOf(b), SPVKIT_ERROR_BUILD, diags.str());
  });
}

// --- kernels -------------------------------------------------------------------------

spvkit_status spvkit_kernel_begin(spvkit_builder* b, const char* name, const spvkit_param* params,
                                  size_t param_count, spvkit_kernel** out) {
  if (!b || !name || !out || (!params && param_count))
    return fail(contextOf(b), SPVKIT_ERROR_INVALID_ARGUMENT,
                "null argument to spvkit_kernel_begin");
  return guarded(contextOf(b), [&] {
    if (b->kernel.func)
      return fail(contextOf(b), SPVKIT_ERROR_INVALID_ARGUMENT,
                  "spvkit_kernel_begin: a kernel is already open (spvkit_kernel_end it first)");
    std::vector<KernelParam> ps;
    for (size_t i = 0; i < param_count; ++i) {
      const spvkit_param& p = params[i];
      if (!p.type)
        return fail(contextOf(b), SPVKIT_ERROR_INVALID_ARGUMENT,
                    "parameter " + std::to_string(i) + " has no type");
      if (p.is_pointer && unsigned(p.space) > unsigned(SPVKIT_GENERIC))
        return fail(contextOf(b), SPVKIT_ERROR_INVALID_ARGUMENT,
                    "parameter " + std::to_string(i) + " has an unknown address space");
      KernelParam kp = p.is_pointer ? KernelParam::pointer(p.name ? p.name : "", unwrap(p.type),
                                                           AddressSpace(p.space))
                                    : KernelParam::value(p.name ? p.name : "", unwrap(p.type));
      kp.alignment = p.alignment;
      kp.restrictPtr = p.restrict_ptr != 0;
      ps.push_back(std::move(kp));
    }
    b->kernel.builder = b;
    b->kernel.func = b->kb.beginKernel(name, ps);
    *out = &b->kernel;
    return SPVKIT_OK;
  });
}

spvkit_value* spvkit_kernel_param(spvkit_kernel* k, unsigned index) {
  if (!k || !k->func) return nullptr;
  return valueCall(k->builder, [&](KernelBuilder& kb) { return kb.param(index); });
}

spvkit_status spvkit_kernel_set_work_group_size(spvkit_kernel* k, uint32_t x, uint32_t y,
                                                uint32_t z) {
  if (!k || !k->func) return SPVKIT_ERROR_INVALID_ARGUMENT;
  spvkit_context* ctx = contextOf(k->builder);
  if (!x || !y || !z) return fail(ctx, SPVKIT_ERROR_INVALID_ARGUMENT, "work-group size 0");
  return guarded(ctx, [&] {
    k->builder->kb.setRequiredWorkGroupSize(x, y, z);
    return SPVKIT_OK;
  });
}

spvkit_status spvkit_kernel_set_subgroup_size(spvkit_kernel* k, uint32_t size) {
  if (!k || !k->func) return SPVKIT_ERROR_INVALID_ARGUMENT;
  spvkit_context* ctx = contextOf(k->builder);
  if (!size) return fail(ctx, SPVKIT_ERROR_INVALID_ARGUMENT, "subgroup size 0");
  return guarded(ctx, [&] {
    k->builder->kb.setRequiredSubgroupSize(size);
    return SPVKIT_OK;
  });
}

spvkit_status spvkit_kernel_end(spvkit_kernel* k) {
  if (!k || !k->func) return SPVKIT_ERROR_INVALID_ARGUMENT;
  return guarded(contextOf(k->builder), [&] {
    k->builder->kb.endKernel();
    k->func = nullptr;
    return SPVKIT_OK;
  });
}

// --- values ----------------------------------------------------------------------------

spvkit_value* spvkit_const_int(spvkit_builder* b, spvkit_type type, int64_t v) {
  if (!type || !unwrap(type).isInteger()) return nullptr;
  return valueCall(b, [&](KernelBuilder& kb) { return kb.constantInt(unwrap(type), v); });
}

spvkit_value* spvkit_const_float(spvkit_builder* b, spvkit_type type, double v) {
  if (!type || !unwrap(type).isFloat()) return nullptr;
  return valueCall(b, [&](KernelBuilder& kb) { return kb.constantFloat(unwrap(type), v); });
}

static spvkit_value* genericOp(spvkit_builder* b, bool cl, const char* name, spvkit_type result,
                               spvkit_value* const* operands, size_t count, spvkit_status* status) {
  auto set = [&](spvkit_status s) {
    if (status) *status = s;
    return nullptr;
  };
  if (!b || !name || (!operands && count)) return set(SPVKIT_ERROR_INVALID_ARGUMENT);
  spvkit_context* ctx = contextOf(b);
  ctx->error.clear();
  for (size_t i = 0; i < count; ++i)
    if (!operands[i]) {
      fail(ctx, SPVKIT_ERROR_INVALID_ARGUMENT, "operand " + std::to_string(i) + " is null");
      return set(SPVKIT_ERROR_INVALID_ARGUMENT);
    }
  try {
    Operation::State st;
    if (cl) {
      const ExtInstInfo* e = findOpenCLExtInst(name);
      if (!e) {
        fail(ctx, SPVKIT_ERROR_INVALID_ARGUMENT,
             "unknown OpenCL.std instruction '" + std::string(name) + "'");
        return set(SPVKIT_ERROR_INVALID_ARGUMENT);
      }
      st.info = &extInstOpInfo(*e);
    } else {
      const InstructionInfo* g = findInstruction(name);
      st.info = g ? opInfo(g->opcode) : nullptr;
      if (!st.info) {
        fail(ctx, SPVKIT_ERROR_INVALID_ARGUMENT,
             "unknown SPIR-V instruction '" + std::string(name) + "' (or one that is no op)");
        return set(SPVKIT_ERROR_INVALID_ARGUMENT);
      }
      if (g->hasResult != bool(result)) {
        fail(ctx, SPVKIT_ERROR_INVALID_ARGUMENT,
             "Op" + std::string(g->name()) + (g->hasResult ? " needs" : " has no") +
                 " result type");
        return set(SPVKIT_ERROR_INVALID_ARGUMENT);
      }
    }
    Type rt = unwrap(result);
    if (result) st.resultTypes = {&rt, 1};
    std::vector<Value*> ops;
    for (size_t i = 0; i < count; ++i) ops.push_back(unwrap(operands[i]));
    st.operands = ops;
    Operation* op = b->kb.create(st);
    set(SPVKIT_OK);
    return op->numResults() ? wrap(op->result()) : nullptr;
  } catch (...) {
    fail(ctx, SPVKIT_ERROR_INTERNAL, "internal error while building");
    return set(SPVKIT_ERROR_INTERNAL);
  }
}

spvkit_value* spvkit_op(spvkit_builder* b, const char* name, spvkit_type result,
                        spvkit_value* const* operands, size_t operand_count,
                        spvkit_status* status) {
  return genericOp(b, false, name, result, operands, operand_count, status);
}

spvkit_value* spvkit_cl_op(spvkit_builder* b, const char* name, spvkit_type result,
                           spvkit_value* const* operands, size_t operand_count,
                           spvkit_status* status) {
  return genericOp(b, true, name, result, operands, operand_count, status);
}

// --- memory, built-ins, synchronization ---------------------------------------------------

spvkit_value* spvkit_load_element(spvkit_builder* b, spvkit_value* base, spvkit_value* index) {
  if (!base || !index) return nullptr;
  return valueCall(b,
                   [&](KernelBuilder& kb) { return kb.loadElement(unwrap(base), unwrap(index)); });
}

void spvkit_store_element(spvkit_builder* b, spvkit_value* base, spvkit_value* index,
                          spvkit_value* value) {
  if (!base || !index || !value) return;
  valueCall(b, [&](KernelBuilder& kb) {
    kb.storeElement(unwrap(base), unwrap(index), unwrap(value));
    return static_cast<Value*>(nullptr);
  });
}

spvkit_value* spvkit_element_ptr(spvkit_builder* b, spvkit_value* base, spvkit_value* index) {
  if (!base || !index) return nullptr;
  return valueCall(b,
                   [&](KernelBuilder& kb) { return kb.elementPtr(unwrap(base), unwrap(index)); });
}

spvkit_value* spvkit_workgroup_memory(spvkit_builder* b, spvkit_type element, uint32_t count) {
  if (!element) return nullptr;
  return valueCall(b,
                   [&](KernelBuilder& kb) { return kb.workgroupMemory(unwrap(element), count); });
}

spvkit_value* spvkit_private_memory(spvkit_builder* b, spvkit_type element, uint32_t count) {
  if (!element) return nullptr;
  return valueCall(b, [&](KernelBuilder& kb) { return kb.privateMemory(unwrap(element), count); });
}

spvkit_value* spvkit_builtin_value(spvkit_builder* b, spvkit_builtin which, unsigned dim) {
  if (dim > 2) return nullptr;
  auto d = Dimension(dim);
  return valueCall(b, [&](KernelBuilder& kb) -> Value* {
    switch (which) {
    case SPVKIT_THREAD_ID:
      return kb.threadId(d);
    case SPVKIT_BLOCK_ID:
      return kb.blockId(d);
    case SPVKIT_BLOCK_DIM:
      return kb.blockDim(d);
    case SPVKIT_GRID_DIM:
      return kb.gridDim(d);
    case SPVKIT_GLOBAL_ID:
      return kb.globalId(d);
    case SPVKIT_GLOBAL_SIZE:
      return kb.globalSize(d);
    case SPVKIT_LANE_ID:
      return kb.laneId();
    case SPVKIT_SUBGROUP_ID:
      return kb.subgroupId();
    case SPVKIT_SUBGROUP_SIZE:
      return kb.subgroupSize();
    case SPVKIT_NUM_SUBGROUPS:
      return kb.numSubgroups();
    }
    return nullptr;
  });
}

void spvkit_barrier(spvkit_builder* b, unsigned fences) {
  valueCall(b, [&](KernelBuilder& kb) {
    kb.barrier(MemoryFence(fences & 3 ? fences & 3 : 1));
    return static_cast<Value*>(nullptr);
  });
}

spvkit_value* spvkit_subgroup_reduce(spvkit_builder* b, spvkit_reduce op, spvkit_value* v) {
  if (!v || unsigned(op) > unsigned(SPVKIT_REDUCE_XOR)) return nullptr;
  return valueCall(b,
                   [&](KernelBuilder& kb) { return kb.subgroupReduce(ReduceOp(op), unwrap(v)); });
}

spvkit_value* spvkit_all_reduce(spvkit_builder* b, spvkit_reduce op, spvkit_value* v) {
  if (!v || unsigned(op) > unsigned(SPVKIT_REDUCE_XOR)) return nullptr;
  return valueCall(b, [&](KernelBuilder& kb) { return kb.allReduce(ReduceOp(op), unwrap(v)); });
}

spvkit_value* spvkit_subgroup_scan(spvkit_builder* b, spvkit_reduce op, spvkit_value* v,
                                   int inclusive) {
  if (!v || unsigned(op) > unsigned(SPVKIT_REDUCE_XOR)) return nullptr;
  return valueCall(b, [&](KernelBuilder& kb) {
    return kb.subgroupScan(ReduceOp(op), unwrap(v), inclusive != 0);
  });
}

spvkit_value* spvkit_subgroup_broadcast(spvkit_builder* b, spvkit_value* v, spvkit_value* lane) {
  if (!v || !lane) return nullptr;
  return valueCall(
      b, [&](KernelBuilder& kb) { return kb.subgroupBroadcast(unwrap(v), unwrap(lane)); });
}

spvkit_value* spvkit_subgroup_shuffle(spvkit_builder* b, spvkit_shuffle mode, spvkit_value* v,
                                      spvkit_value* offset) {
  if (!v || !offset || unsigned(mode) > unsigned(SPVKIT_SHUFFLE_IDX)) return nullptr;
  return valueCall(b, [&](KernelBuilder& kb) {
    return kb.subgroupShuffle(ShuffleMode(mode), unwrap(v), unwrap(offset));
  });
}

spvkit_value* spvkit_atomic_rmw(spvkit_builder* b, spvkit_atomic op, spvkit_value* pointer,
                                spvkit_value* value) {
  if (!pointer || !value || unsigned(op) > unsigned(SPVKIT_ATOMIC_EXCHANGE)) return nullptr;
  return valueCall(b, [&](KernelBuilder& kb) {
    return kb.atomic(AtomicOp(op), unwrap(pointer), unwrap(value));
  });
}

spvkit_value* spvkit_printf(spvkit_builder* b, const char* format, spvkit_value* const* args,
                            size_t arg_count) {
  if (!format || (!args && arg_count)) return nullptr;
  return valueCall(b, [&](KernelBuilder& kb) {
    std::vector<Value*> vs;
    for (size_t i = 0; i < arg_count; ++i) vs.push_back(unwrap(args[i]));
    return kb.printf(format, vs);
  });
}

// --- structured control flow -----------------------------------------------------------

void spvkit_if(spvkit_builder* b, spvkit_value* cond, spvkit_block_fn then_fn,
               spvkit_block_fn else_fn, void* user) {
  if (!cond) return;
  valueCall(b, [&](KernelBuilder& kb) {
    std::function<void()> otherwise;
    if (else_fn) otherwise = [&] { else_fn(b, user); };
    kb.ifThen(
        unwrap(cond),
        [&] {
          if (then_fn) then_fn(b, user);
        },
        otherwise);
    return static_cast<Value*>(nullptr);
  });
}

void spvkit_for(spvkit_builder* b, spvkit_value* lb, spvkit_value* ub, spvkit_value* step,
                spvkit_value* const* init, size_t count, spvkit_loop_fn body, void* user,
                spvkit_value** results) {
  if (!lb || !ub || !body || (!init && count)) return;
  valueCall(b, [&](KernelBuilder& kb) {
    std::vector<Value*> iv0;
    for (size_t i = 0; i < count; ++i) iv0.push_back(unwrap(init[i]));
    auto r = kb.forLoop(unwrap(lb), unwrap(ub), step ? unwrap(step) : nullptr, iv0,
                        [&](Value* iv, std::span<Value* const> iter) {
                          std::vector<spvkit_value*> cur;
                          for (Value* v : iter) cur.push_back(wrap(v));
                          body(b, wrap(iv), cur.data(), cur.size(), user);
                          std::vector<Value*> next;
                          for (spvkit_value* v : cur) next.push_back(unwrap(v));
                          return next;
                        });
    if (results)
      for (size_t i = 0; i < r.size(); ++i) results[i] = wrap(r[i]);
    return static_cast<Value*>(nullptr);
  });
}

} // extern "C"
