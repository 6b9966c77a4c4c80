/* spvkit_tensor.h: the C API of spvkit's tensor-language compiler.
 *
 * Compiles tensor-language source (docs/language.md) to a SPIR-V binary for
 * a target, exactly as `tensor-lang-cc -O2 --target=T` does, and reports the
 * kernels' launch sizes chosen by the compiler. A separate library
 * (pkg-config package `spvkit-tensor`) so that `spvkit` itself does not
 * carry the compiler; it uses the contexts and conventions of spvkit.h:
 * every call returns an spvkit_status, and on failure
 * spvkit_context_error() holds the diagnostics in the clang style
 * ("file:line:col: error: message", the source line and a caret), one per
 * line. No C++ exception crosses this interface. Compilations on different
 * contexts may run on several threads at once.
 */
#ifndef SPVKIT_TENSOR_H
#define SPVKIT_TENSOR_H

#include "spvkit.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Compiles `source` for `target` ("auto", "generic", "pvc", "pocl" ...;
 * NULL is "auto", as tensor-lang-cc without --target: the binary declares
 * the SPIR-V version, capabilities and extensions the program needs and
 * requires a device that has them; "generic" is the strict profile without
 * optional features) and returns the SPIR-V binary (host byte order; free
 * *words with spvkit_free). Diagnostics name the source "<source>".
 * SPVKIT_ERROR_COMPILE: the program has errors (parse, checks, lowering,
 * requirements the target lacks); SPVKIT_ERROR_INVALID_ARGUMENT: a null
 * argument or an unknown target (the message lists the targets). */
spvkit_status spvkit_compile_tensor(spvkit_context* ctx, const char* source, const char* target,
                                    uint32_t** words, size_t* word_count);

/* One kernel of a compiled program: what the runtime needs besides the
 * binary. */
typedef struct spvkit_tensor_kernel {
  const char* name;
  uint32_t work_group_size[3]; /* the kernel's LocalSize: launch with it */
  uint32_t subgroup_size;      /* required subgroup size; 0: the device chooses */
  /* Vulkan targets (docs/vulkan.md), else all 0 / NULL: the bytes pushed,
   * the argument block's size, whether the push constants hold a pointer to
   * a buffer holding the block, and each kernel argument's byte offset in
   * the block (arg_count entries, calling-convention order). */
  uint32_t push_constant_size;
  uint32_t arg_block_size;
  uint32_t args_indirect;
  size_t arg_count;
  uint32_t* arg_offsets;
} spvkit_tensor_kernel;

/* A compiled program; release with spvkit_tensor_program_free. */
typedef struct spvkit_tensor_program {
  uint32_t* words; /* the SPIR-V binary, host byte order */
  size_t word_count;
  spvkit_tensor_kernel* kernels; /* in the module's order */
  size_t kernel_count;
  char* warnings; /* rendered warnings, "" when there are none */
} spvkit_tensor_program;

/* As spvkit_compile_tensor, with the kernels' sizes and the warnings;
 * `file_name` names the source in diagnostics (NULL: "<source>"). On
 * failure *out is left empty (safe to free). */
spvkit_status spvkit_compile_tensor_program(spvkit_context* ctx, const char* source,
                                            const char* file_name, const char* target,
                                            spvkit_tensor_program* out);
void spvkit_tensor_program_free(spvkit_tensor_program* program);

/* The target names, one per line: "name  description\n" (free with
 * spvkit_free). */
char* spvkit_tensor_targets(void);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* SPVKIT_TENSOR_H */
