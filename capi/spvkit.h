/* spvkit.h: the C API of spvkit's SPIR-V core.
 *
 * For compilers written in C (or any language with a C FFI) that want to emit
 * OpenCL / Level Zero SPIR-V kernels: build a kernel with the kernel builder's
 * GPU vocabulary (thread ids, workgroup memory, barriers, subgroup ops,
 * atomics, structured control flow), verify it, print it, write the binary.
 *
 * Conventions:
 *  - Objects are opaque handles. A context owns nothing but the last error;
 *    a module must be destroyed before its context; a builder before its
 *    module. Values and types are owned by their module / context and stay
 *    valid as long as those.
 *  - Every function that can fail returns an spvkit_status. SPVKIT_OK is 0;
 *    on failure spvkit_context_error() returns the message (located
 *    diagnostics, one per line) until the next call on that context.
 *  - Builder calls that create values return the value (never NULL for a
 *    valid builder); misuse, such as a type mismatch, is recorded and
 *    reported by spvkit_builder_finish(), as in the C++ KernelBuilder.
 *  - No C++ exception crosses this interface; memory exhaustion is
 *    SPVKIT_ERROR_INTERNAL.
 *  - A context and its objects are used by one thread at a time; separate
 *    contexts may be used in parallel.
 */
#ifndef SPVKIT_H
#define SPVKIT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum spvkit_status {
  SPVKIT_OK = 0,
  SPVKIT_ERROR_INVALID_ARGUMENT = 1, /* a NULL handle, an unknown op name ... */
  SPVKIT_ERROR_BUILD = 2,            /* errors recorded while building */
  SPVKIT_ERROR_VERIFY = 3,           /* the verifier rejected the module */
  SPVKIT_ERROR_WRITE = 4,            /* the binary writer failed */
  SPVKIT_ERROR_READ = 5,             /* a binary could not be read */
  SPVKIT_ERROR_NOT_AVAILABLE = 6,    /* this build has no such component yet */
  SPVKIT_ERROR_INTERNAL = 7,         /* out of memory or an internal failure */
  SPVKIT_ERROR_COMPILE = 8           /* source with errors (spvkit_tensor.h) */
} spvkit_status;

typedef struct spvkit_context spvkit_context;
typedef struct spvkit_module spvkit_module;
typedef struct spvkit_builder spvkit_builder;
typedef struct spvkit_kernel spvkit_kernel;
typedef struct spvkit_value spvkit_value;
typedef struct spvkit_type_s* spvkit_type; /* interned; compare with == */

/* --- context ------------------------------------------------------------------- */
spvkit_context* spvkit_context_create(void);
void spvkit_context_destroy(spvkit_context* ctx);
/* The message of the last failure on `ctx` ("" after success). */
const char* spvkit_context_error(const spvkit_context* ctx);
/* "0.1.0" */
const char* spvkit_version(void);
/* Frees memory returned by spvkit (binaries, text). */
void spvkit_free(void* p);

/* --- modules ------------------------------------------------------------------- */
spvkit_status spvkit_module_create(spvkit_context* ctx, spvkit_module** out);
void spvkit_module_destroy(spvkit_module* m);
/* Runs the structural and SPIR-V verifier. */
spvkit_status spvkit_module_verify(spvkit_module* m);
/* The module's IR in the text form (free with spvkit_free). */
spvkit_status spvkit_module_print(spvkit_module* m, char** text);
/* The SPIR-V binary (host byte order; free *words with spvkit_free). */
spvkit_status spvkit_module_write(spvkit_module* m, uint32_t** words, size_t* word_count);
/* Reads a SPIR-V binary into a new module (SPVKIT_ERROR_NOT_AVAILABLE when
 * this build has no binary reader). */
spvkit_status spvkit_module_read(spvkit_context* ctx, const uint32_t* words, size_t word_count,
                                 spvkit_module** out);

/* The tensor-language compiler's C API is spvkit_tensor.h (package
 * spvkit-tensor). */

/* --- types --------------------------------------------------------------------- */
typedef enum spvkit_scalar {
  SPVKIT_I1,
  SPVKIT_I8,
  SPVKIT_I16,
  SPVKIT_I32,
  SPVKIT_I64,
  SPVKIT_F16,
  SPVKIT_F32,
  SPVKIT_F64
} spvkit_scalar;
typedef enum spvkit_address_space {
  SPVKIT_GLOBAL = 0,
  SPVKIT_WORKGROUP = 1,
  SPVKIT_CONSTANT = 2,
  SPVKIT_PRIVATE = 3,
  SPVKIT_GENERIC = 4
} spvkit_address_space;
spvkit_type spvkit_type_scalar(spvkit_context* ctx, spvkit_scalar s);
spvkit_type spvkit_type_vector(spvkit_type element, unsigned count);
spvkit_type spvkit_type_pointer(spvkit_type pointee, spvkit_address_space space);
spvkit_type spvkit_value_type(const spvkit_value* v);

/* --- the kernel builder -------------------------------------------------------- */
/* A builder appending a new `spirv.module Physical64 OpenCL` to `m`. */
spvkit_status spvkit_builder_create(spvkit_module* m, spvkit_builder** out);
/* A builder appending a Vulkan `spirv.module PhysicalStorageBuffer64
 * GLSL450` to `m` (docs/vulkan.md): GLCompute kernels whose parameters are
 * read from one push-constant block (a pointer to a buffer holding it when it
 * exceeds `push_constant_limit` bytes; 0: 128); every kernel needs
 * spvkit_kernel_set_work_group_size. */
spvkit_status spvkit_builder_create_vulkan(spvkit_module* m, uint32_t push_constant_limit,
                                           spvkit_builder** out);
/* Where the parameters of Vulkan kernel `name` (ended) are: the bytes pushed,
 * the argument block's size, whether the push constants hold a pointer to it
 * (0 / 1), and `*offsets` (valid while the builder lives) with one byte
 * offset per parameter. */
spvkit_status spvkit_builder_vulkan_kernel(spvkit_builder* b, const char* name,
                                           uint32_t* push_constant_size, uint32_t* arg_block_size,
                                           uint32_t* args_indirect, const uint32_t** offsets,
                                           size_t* offset_count);
/* A builder adding kernels to the (first) spirv.module already in `m`. */
spvkit_status spvkit_builder_attach(spvkit_module* m, spvkit_builder** out);
void spvkit_builder_destroy(spvkit_builder* b);
/* Reports the errors recorded while building and sets the module's
 * #spirv.vce from what it uses. */
spvkit_status spvkit_builder_finish(spvkit_builder* b);

typedef struct spvkit_param {
  const char* name;
  spvkit_type type; /* the value type, or the pointee for pointers */
  int is_pointer;   /* nonzero: a pointer into `space` */
  spvkit_address_space space;
  uint32_t alignment; /* pointer alignment in bytes, 0 for none */
  int restrict_ptr;   /* nonzero: FuncParamAttr NoAlias */
} spvkit_param;

spvkit_status spvkit_kernel_begin(spvkit_builder* b, const char* name, const spvkit_param* params,
                                  size_t param_count, spvkit_kernel** out);
spvkit_value* spvkit_kernel_param(spvkit_kernel* k, unsigned index);
spvkit_status spvkit_kernel_set_work_group_size(spvkit_kernel* k, uint32_t x, uint32_t y,
                                                uint32_t z);
spvkit_status spvkit_kernel_set_subgroup_size(spvkit_kernel* k, uint32_t size);
/* Closes the kernel (adds its entry point); `k` is invalid afterwards. */
spvkit_status spvkit_kernel_end(spvkit_kernel* k);

/* Constants. */
spvkit_value* spvkit_const_int(spvkit_builder* b, spvkit_type type, int64_t v);
spvkit_value* spvkit_const_float(spvkit_builder* b, spvkit_type type, double v);

/* Any SPIR-V instruction by its grammar name ("FAdd", "SLessThan", "OpIMul"),
 * with a result type (NULL for none) and value operands; for instructions
 * with literal / enum operands use the specific calls below or the C++ API.
 * Returns the result (NULL for none, or on error with the status in *status
 * when `status` is not NULL). */
spvkit_value* spvkit_op(spvkit_builder* b, const char* name, spvkit_type result,
                        spvkit_value* const* operands, size_t operand_count, spvkit_status* status);
/* OpenCL.std extended instruction by name ("fma", "sqrt"). */
spvkit_value* spvkit_cl_op(spvkit_builder* b, const char* name, spvkit_type result,
                           spvkit_value* const* operands, size_t operand_count,
                           spvkit_status* status);

/* Memory. */
spvkit_value* spvkit_load_element(spvkit_builder* b, spvkit_value* base, spvkit_value* index);
void spvkit_store_element(spvkit_builder* b, spvkit_value* base, spvkit_value* index,
                          spvkit_value* value);
spvkit_value* spvkit_element_ptr(spvkit_builder* b, spvkit_value* base, spvkit_value* index);
spvkit_value* spvkit_workgroup_memory(spvkit_builder* b, spvkit_type element, uint32_t count);
spvkit_value* spvkit_private_memory(spvkit_builder* b, spvkit_type element, uint32_t count);

/* Built-ins in gpu-dialect terms; dim 0, 1, 2 = x, y, z. i64 / i32 as in C++. */
typedef enum spvkit_builtin {
  SPVKIT_THREAD_ID,
  SPVKIT_BLOCK_ID,
  SPVKIT_BLOCK_DIM,
  SPVKIT_GRID_DIM,
  SPVKIT_GLOBAL_ID,
  SPVKIT_GLOBAL_SIZE,
  SPVKIT_LANE_ID,
  SPVKIT_SUBGROUP_ID,
  SPVKIT_SUBGROUP_SIZE,
  SPVKIT_NUM_SUBGROUPS
} spvkit_builtin;
spvkit_value* spvkit_builtin_value(spvkit_builder* b, spvkit_builtin which, unsigned dim);

/* Synchronization, subgroups, atomics, printf. */
typedef enum spvkit_fence { SPVKIT_FENCE_WORKGROUP = 1, SPVKIT_FENCE_GLOBAL = 2 } spvkit_fence;
void spvkit_barrier(spvkit_builder* b, unsigned fences);
typedef enum spvkit_reduce {
  SPVKIT_REDUCE_ADD,
  SPVKIT_REDUCE_MUL,
  SPVKIT_REDUCE_MINSI,
  SPVKIT_REDUCE_MINUI,
  SPVKIT_REDUCE_MINF,
  SPVKIT_REDUCE_MAXSI,
  SPVKIT_REDUCE_MAXUI,
  SPVKIT_REDUCE_MAXF,
  SPVKIT_REDUCE_AND,
  SPVKIT_REDUCE_OR,
  SPVKIT_REDUCE_XOR
} spvkit_reduce;
spvkit_value* spvkit_subgroup_reduce(spvkit_builder* b, spvkit_reduce op, spvkit_value* v);
/* gpu.all_reduce: over the whole work-group (add / min / max). */
spvkit_value* spvkit_all_reduce(spvkit_builder* b, spvkit_reduce op, spvkit_value* v);
spvkit_value* spvkit_subgroup_scan(spvkit_builder* b, spvkit_reduce op, spvkit_value* v,
                                   int inclusive);
spvkit_value* spvkit_subgroup_broadcast(spvkit_builder* b, spvkit_value* v, spvkit_value* lane);
typedef enum spvkit_shuffle {
  SPVKIT_SHUFFLE_XOR,
  SPVKIT_SHUFFLE_UP,
  SPVKIT_SHUFFLE_DOWN,
  SPVKIT_SHUFFLE_IDX
} spvkit_shuffle;
spvkit_value* spvkit_subgroup_shuffle(spvkit_builder* b, spvkit_shuffle mode, spvkit_value* v,
                                      spvkit_value* offset);
typedef enum spvkit_atomic {
  SPVKIT_ATOMIC_ADD,
  SPVKIT_ATOMIC_SUB,
  SPVKIT_ATOMIC_MINS,
  SPVKIT_ATOMIC_MINU,
  SPVKIT_ATOMIC_MAXS,
  SPVKIT_ATOMIC_MAXU,
  SPVKIT_ATOMIC_MINF,
  SPVKIT_ATOMIC_MAXF,
  SPVKIT_ATOMIC_AND,
  SPVKIT_ATOMIC_OR,
  SPVKIT_ATOMIC_XOR,
  SPVKIT_ATOMIC_EXCHANGE
} spvkit_atomic;
/* Device scope, relaxed; returns the old value. */
spvkit_value* spvkit_atomic_rmw(spvkit_builder* b, spvkit_atomic op, spvkit_value* pointer,
                                spvkit_value* value);
spvkit_value* spvkit_printf(spvkit_builder* b, const char* format, spvkit_value* const* args,
                            size_t arg_count);

/* Structured control flow; the callbacks emit into the branch / body. */
typedef void (*spvkit_block_fn)(spvkit_builder* b, void* user);
void spvkit_if(spvkit_builder* b, spvkit_value* cond, spvkit_block_fn then_fn,
               spvkit_block_fn else_fn, void* user);
/* for (iv = lb; iv < ub; iv += step) with loop-carried values: `body` gets
 * the induction variable and the current values in iter[0..count) and writes
 * the next ones there; the final values are written to results. */
typedef void (*spvkit_loop_fn)(spvkit_builder* b, spvkit_value* iv, spvkit_value** iter,
                               size_t count, void* user);
void spvkit_for(spvkit_builder* b, spvkit_value* lb, spvkit_value* ub, spvkit_value* step,
                spvkit_value* const* init, size_t count, spvkit_loop_fn body, void* user,
                spvkit_value** results);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* SPVKIT_H */
