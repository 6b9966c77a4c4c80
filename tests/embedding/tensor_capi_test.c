/* The tensor compiler's C API from C11 (spvkit_tensor.h): compile a kernel,
 * its launch sizes, the binary read back by the core C API, and the errors:
 * syntax and semantic errors with clang-style located messages, an unknown
 * target, null arguments. No device needed. Exit 0 on success. */
#include "spvkit_tensor.h"

#include <stdio.h>
#include <string.h>

static int failures = 0;
#define CHECK(cond)                                                                                \
  do {                                                                                             \
    if (!(cond)) {                                                                                 \
      printf("FAIL line %d: %s\n", __LINE__, #cond);                                               \
      ++failures;                                                                                  \
    }                                                                                              \
  } while (0)

static const char* scale = "func @scale(%a: f32, %x: memref<f32x?>) {\n"
                           "  %i = group_id.x : index\n"
                           "  %v = load %x[%i] : f32\n"
                           "  %w = mul %a, %v : f32\n"
                           "  store %w, %x[%i]\n"
                           "}\n";

int main(void) {
  spvkit_context* ctx = spvkit_context_create();
  CHECK(ctx != NULL);

  /* The short form: words only. */
  uint32_t* words = NULL;
  size_t count = 0;
  const char* e = NULL;
  spvkit_status st = spvkit_compile_tensor(ctx, scale, "generic", &words, &count);
  if (st != SPVKIT_OK) printf("compile: %s\n", spvkit_context_error(ctx));
  CHECK(st == SPVKIT_OK);
  CHECK(words != NULL && count > 5 && words[0] == 0x07230203u);
  CHECK(strcmp(spvkit_context_error(ctx), "") == 0);
  /* The binary goes through the core API's reader and verifier. */
  spvkit_module* m = NULL;
  CHECK(spvkit_module_read(ctx, words, count, &m) == SPVKIT_OK);
  if (m) {
    char* text = NULL;
    CHECK(spvkit_module_verify(m) == SPVKIT_OK);
    CHECK(spvkit_module_print(m, &text) == SPVKIT_OK);
    CHECK(text && strstr(text, "spirv.EntryPoint \"Kernel\" @scale") != NULL);
    spvkit_free(text);
    spvkit_module_destroy(m);
  }
  spvkit_free(words);

  /* The long form: kernels and their sizes (NULL target: auto). */
  spvkit_tensor_program prog;
  st = spvkit_compile_tensor_program(ctx, scale, "scale.tl", NULL, &prog);
  CHECK(st == SPVKIT_OK);
  CHECK(prog.kernel_count == 1);
  if (prog.kernel_count == 1) {
    CHECK(strcmp(prog.kernels[0].name, "scale") == 0);
    CHECK(prog.kernels[0].work_group_size[0] >= 1 && prog.kernels[0].work_group_size[1] >= 1 &&
          prog.kernels[0].work_group_size[2] == 1);
  }
  CHECK(prog.word_count > 5 && prog.warnings && strcmp(prog.warnings, "") == 0);
  spvkit_tensor_program_free(&prog);
  CHECK(prog.words == NULL && prog.kernels == NULL && prog.kernel_count == 0);
  /* The same source for pvc: another target, another binary or sizes. */
  st = spvkit_compile_tensor_program(ctx, scale, "scale.tl", "pvc", &prog);
  CHECK(st == SPVKIT_OK && prog.kernel_count == 1);
  spvkit_tensor_program_free(&prog);
  CHECK(prog.kernels == NULL);
  /* A Vulkan target: the argument block's layout comes with the kernel
   * (docs/vulkan.md); OpenCL kernels have none. */
  st = spvkit_compile_tensor_program(ctx, scale, "scale.tl", "lavapipe", &prog);
  CHECK(st == SPVKIT_OK && prog.kernel_count == 1);
  if (prog.kernel_count == 1) {
    const spvkit_tensor_kernel* k = &prog.kernels[0];
    CHECK(k->arg_count >= 1 && k->arg_offsets != NULL && k->arg_offsets[0] == 0);
    CHECK(k->arg_block_size >= 8 && k->push_constant_size == k->arg_block_size);
    CHECK(k->args_indirect == 0);
    CHECK(k->subgroup_size == 8);
  }
  spvkit_tensor_program_free(&prog);
  st = spvkit_compile_tensor_program(ctx, scale, "scale.tl", "pvc", &prog);
  CHECK(st == SPVKIT_OK && prog.kernel_count == 1 && prog.kernels[0].arg_count == 0 &&
        prog.kernels[0].arg_offsets == NULL && prog.kernels[0].push_constant_size == 0);
  spvkit_tensor_program_free(&prog);

  /* The default target (NULL, as tensor-lang-cc without --target) infers
   * what the program needs: f64 and a required subgroup size compile and the
   * binary declares Float64 and SubgroupDispatch; the strict "generic"
   * profile refuses the same program with a located message. */
  const char* needs_more = "func @d(%x: memref<f64x4>) attributes{subgroup_size=16} {\n"
                           "  %c0 = constant 0 : index\n"
                           "  %v = load %x[%c0] : f64\n"
                           "  %w = add %v, %v : f64\n"
                           "  store %w, %x[%c0]\n"
                           "}\n";
  st = spvkit_compile_tensor_program(ctx, needs_more, "d.tl", NULL, &prog);
  if (st != SPVKIT_OK) printf("compile for NULL target: %s\n", spvkit_context_error(ctx));
  CHECK(st == SPVKIT_OK && prog.kernel_count == 1);
  if (st == SPVKIT_OK) {
    CHECK(prog.kernels[0].subgroup_size == 16);
    m = NULL;
    CHECK(spvkit_module_read(ctx, prog.words, prog.word_count, &m) == SPVKIT_OK);
    if (m) {
      char* text = NULL;
      CHECK(spvkit_module_print(m, &text) == SPVKIT_OK);
      CHECK(text && strstr(text, "Float64") != NULL && strstr(text, "SubgroupDispatch") != NULL);
      spvkit_free(text);
      spvkit_module_destroy(m);
    }
  }
  spvkit_tensor_program_free(&prog);
  st = spvkit_compile_tensor_program(ctx, needs_more, "d.tl", "generic", &prog);
  CHECK(st == SPVKIT_ERROR_COMPILE);
  e = spvkit_context_error(ctx);
  CHECK(strstr(e, "d.tl:") != NULL && strstr(e, "which target 'generic' does not support") != NULL);

  /* A syntax error: status, and a located clang-style message. */
  const char* bad_syntax = "func @k(%a: memref<f32x?>) {\n"
                           "  %x = lod %a : f32\n"
                           "}\n";
  st = spvkit_compile_tensor_program(ctx, bad_syntax, "bad.tl", "generic", &prog);
  CHECK(st == SPVKIT_ERROR_COMPILE);
  e = spvkit_context_error(ctx);
  printf("syntax error reported as:\n%s", e);
  CHECK(strstr(e, "bad.tl:2:") != NULL && strstr(e, ": error: ") != NULL);
  CHECK(strstr(e, "lod") != NULL && strstr(e, "^") != NULL); /* the line and a caret */
  CHECK(prog.words == NULL && prog.kernels == NULL);
  spvkit_tensor_program_free(&prog); /* safe after a failure */

  /* A semantic error (an undefined value), through the short form. */
  const char* bad_value = "func @k(%a: memref<f32x?>) {\n"
                          "  %x = load %a[%nope] : f32\n"
                          "}\n";
  words = NULL;
  st = spvkit_compile_tensor(ctx, bad_value, "generic", &words, &count);
  CHECK(st == SPVKIT_ERROR_COMPILE && words == NULL);
  e = spvkit_context_error(ctx);
  printf("semantic error reported as:\n%s", e);
  CHECK(strstr(e, "<source>:2:") != NULL && strstr(e, "error: ") != NULL);
  CHECK(strstr(e, "%nope") != NULL);

  /* An unknown target lists the targets. */
  st = spvkit_compile_tensor(ctx, scale, "no-such-gpu", &words, &count);
  CHECK(st == SPVKIT_ERROR_INVALID_ARGUMENT);
  e = spvkit_context_error(ctx);
  CHECK(strstr(e, "unknown target 'no-such-gpu'") != NULL && strstr(e, "pvc") != NULL);
  char* targets = spvkit_tensor_targets();
  CHECK(targets && strncmp(targets, "auto ", 5) == 0 && strstr(targets, "\ngeneric ") != NULL &&
        strstr(targets, "\npvc") != NULL);
  spvkit_free(targets);

  /* Null arguments are errors, not crashes; success clears the message. */
  CHECK(spvkit_compile_tensor(ctx, NULL, "generic", &words, &count) ==
        SPVKIT_ERROR_INVALID_ARGUMENT);
  CHECK(spvkit_compile_tensor(NULL, scale, "generic", &words, &count) ==
        SPVKIT_ERROR_INVALID_ARGUMENT);
  CHECK(spvkit_compile_tensor_program(ctx, scale, NULL, NULL, NULL) ==
        SPVKIT_ERROR_INVALID_ARGUMENT);
  CHECK(spvkit_compile_tensor(ctx, scale, NULL, &words, &count) == SPVKIT_OK);
  CHECK(strcmp(spvkit_context_error(ctx), "") == 0);
  spvkit_free(words);

  spvkit_context_destroy(ctx);
  printf("%d failures\n", failures);
  return failures ? 1 : 0;
}
