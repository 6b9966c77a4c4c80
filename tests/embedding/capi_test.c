/* The C API from C11: build a kernel, verify, print, write; error statuses
 * and messages; no device needed. Exit 0 on success. */
#include "spvkit.h"

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

static void then_store(spvkit_builder* b, void* user) {
  spvkit_value** v = (spvkit_value**)user; /* {ptr, index, value} */
  spvkit_store_element(b, v[0], v[1], v[2]);
}

static void sum_body(spvkit_builder* b, spvkit_value* iv, spvkit_value** iter, size_t n,
                     void* user) {
  (void)user;
  CHECK(n == 1);
  spvkit_value* ops[2] = {iter[0], iv};
  iter[0] = spvkit_op(b, "IAdd", spvkit_value_type(iv), ops, 2, NULL);
}

int main(void) {
  spvkit_context* ctx = spvkit_context_create();
  CHECK(ctx != NULL);
  CHECK(strlen(spvkit_version()) > 0);
  spvkit_module* m = NULL;
  CHECK(spvkit_module_create(ctx, &m) == SPVKIT_OK);
  spvkit_builder* b = NULL;
  CHECK(spvkit_builder_create(m, &b) == SPVKIT_OK);

  spvkit_type i32 = spvkit_type_scalar(ctx, SPVKIT_I32);
  spvkit_type i64 = spvkit_type_scalar(ctx, SPVKIT_I64);
  spvkit_type i1 = spvkit_type_scalar(ctx, SPVKIT_I1);
  spvkit_param params[2] = {
      {"out", i32, 1, SPVKIT_GLOBAL, 4, 1},
      {"n", i32, 0, SPVKIT_GLOBAL, 0, 0},
  };
  spvkit_kernel* k = NULL;
  CHECK(spvkit_kernel_begin(b, "sums", params, 2, &k) == SPVKIT_OK);
  CHECK(spvkit_kernel_set_work_group_size(k, 32, 1, 1) == SPVKIT_OK);
  spvkit_value* gid = spvkit_builtin_value(b, SPVKIT_GLOBAL_ID, 0);
  CHECK(spvkit_value_type(gid) == i64);
  spvkit_value* zero = spvkit_const_int(b, i32, 0);
  spvkit_value* init[1] = {zero};
  spvkit_value* result[1] = {NULL};
  /* out[gid] = sum of 0 .. n-1 when gid < 4 */
  spvkit_for(b, zero, spvkit_kernel_param(k, 1), NULL, init, 1, sum_body, NULL, result);
  CHECK(result[0] != NULL);
  spvkit_value* cmp_ops[2] = {gid, spvkit_const_int(b, i64, 4)};
  spvkit_status st = SPVKIT_ERROR_INTERNAL;
  spvkit_value* small = spvkit_op(b, "SLessThan", i1, cmp_ops, 2, &st);
  CHECK(st == SPVKIT_OK && small != NULL);
  spvkit_value* store_args[3] = {spvkit_kernel_param(k, 0), gid, result[0]};
  spvkit_if(b, small, then_store, NULL, store_args);
  spvkit_barrier(b, SPVKIT_FENCE_WORKGROUP);

  /* Errors: an unknown instruction; a missing result type. */
  CHECK(spvkit_op(b, "NoSuchOp", i32, NULL, 0, &st) == NULL);
  CHECK(st == SPVKIT_ERROR_INVALID_ARGUMENT);
  CHECK(strstr(spvkit_context_error(ctx), "NoSuchOp") != NULL);
  CHECK(spvkit_op(b, "IAdd", NULL, cmp_ops, 2, &st) == NULL && st == SPVKIT_ERROR_INVALID_ARGUMENT);
  CHECK(spvkit_kernel_end(k) == SPVKIT_OK);
  CHECK(spvkit_builder_finish(b) == SPVKIT_OK);

  if (spvkit_module_verify(m) != SPVKIT_OK) {
    printf("verifier: %s\n", spvkit_context_error(ctx));
    ++failures;
  }
  char* text = NULL;
  CHECK(spvkit_module_print(m, &text) == SPVKIT_OK);
  CHECK(text && strstr(text, "spirv.func @sums") && strstr(text, "spirv.mlir.loop"));
  spvkit_free(text);
  uint32_t* words = NULL;
  size_t count = 0;
  CHECK(spvkit_module_write(m, &words, &count) == SPVKIT_OK);
  CHECK(count > 5 && words[0] == 0x07230203u);

  /* Reading back (or, without a reader in this build, a clear status). */
  spvkit_module* back = NULL;
  st = spvkit_module_read(ctx, words, count, &back);
  CHECK(st == SPVKIT_OK || st == SPVKIT_ERROR_NOT_AVAILABLE);
  if (st == SPVKIT_OK)
    spvkit_module_destroy(back);
  else
    CHECK(strstr(spvkit_context_error(ctx), "reader") != NULL);
  st = spvkit_module_read(ctx, words, 3, &back); /* too short */
  CHECK(st == SPVKIT_ERROR_READ || st == SPVKIT_ERROR_NOT_AVAILABLE);
  spvkit_free(words);

  /* A misuse recorded while building is reported by finish. */
  spvkit_kernel* k2 = NULL;
  CHECK(spvkit_kernel_begin(b, "bad", NULL, 0, &k2) == SPVKIT_OK);
  spvkit_value* one = spvkit_const_int(b, i32, 1);
  CHECK(spvkit_subgroup_reduce(b, SPVKIT_REDUCE_MAXF, one) != NULL); /* float op on an int */
  CHECK(spvkit_kernel_end(k2) == SPVKIT_OK);
  CHECK(spvkit_builder_finish(b) == SPVKIT_ERROR_BUILD);
  CHECK(strstr(spvkit_context_error(ctx), "float operation on an integer") != NULL);

  /* printf: its module verifies and is written. */
  {
    spvkit_module* pm = NULL;
    spvkit_builder* pb = NULL;
    spvkit_kernel* pk = NULL;
    CHECK(spvkit_module_create(ctx, &pm) == SPVKIT_OK);
    CHECK(spvkit_builder_create(pm, &pb) == SPVKIT_OK);
    CHECK(spvkit_kernel_begin(pb, "hello", params, 2, &pk) == SPVKIT_OK);
    spvkit_value* pargs[1] = {spvkit_kernel_param(pk, 1)};
    spvkit_value* r = spvkit_printf(pb, "n = %d\n", pargs, 1);
    CHECK(r != NULL && spvkit_value_type(r) == i32);
    CHECK(spvkit_kernel_end(pk) == SPVKIT_OK);
    CHECK(spvkit_builder_finish(pb) == SPVKIT_OK);
    st = spvkit_module_verify(pm);
    if (st != SPVKIT_OK) printf("printf module: %s\n", spvkit_context_error(ctx));
    CHECK(st == SPVKIT_OK);
    words = NULL;
    CHECK(spvkit_module_write(pm, &words, &count) == SPVKIT_OK && count > 5);
    spvkit_free(words);
    spvkit_builder_destroy(pb);
    spvkit_module_destroy(pm);
  }

  /* A Vulkan kernel (docs/vulkan.md): the same calls, parameters in the
   * push-constant block, its layout queried after the kernel ends. */
  {
    spvkit_module* vm = NULL;
    CHECK(spvkit_module_create(ctx, &vm) == SPVKIT_OK);
    spvkit_builder* vb = NULL;
    CHECK(spvkit_builder_create_vulkan(vm, 0, &vb) == SPVKIT_OK);
    spvkit_kernel* vk = NULL;
    CHECK(spvkit_kernel_begin(vb, "vsums", params, 2, &vk) == SPVKIT_OK);
    CHECK(spvkit_kernel_set_work_group_size(vk, 32, 1, 1) == SPVKIT_OK);
    spvkit_value* vgid = spvkit_builtin_value(vb, SPVKIT_GLOBAL_ID, 0);
    CHECK(spvkit_value_type(vgid) == i64);
    spvkit_store_element(vb, spvkit_kernel_param(vk, 0), vgid, spvkit_kernel_param(vk, 1));
    CHECK(spvkit_kernel_end(vk) == SPVKIT_OK);
    CHECK(spvkit_builder_finish(vb) == SPVKIT_OK);
    uint32_t pushed = 0, block = 0, indirect = 2;
    const uint32_t* offsets = NULL;
    size_t n = 0;
    CHECK(spvkit_builder_vulkan_kernel(vb, "vsums", &pushed, &block, &indirect, &offsets, &n) ==
          SPVKIT_OK);
    /* out: a pointer at 0; n: an i32 at 8; 12 bytes pushed directly. */
    CHECK(n == 2 && offsets && offsets[0] == 0 && offsets[1] == 8);
    CHECK(block == 12 && pushed == 12 && indirect == 0);
    CHECK(spvkit_builder_vulkan_kernel(vb, "nope", &pushed, &block, &indirect, &offsets, &n) ==
          SPVKIT_ERROR_INVALID_ARGUMENT);
    char* vtext = NULL;
    CHECK(spvkit_module_print(vm, &vtext) == SPVKIT_OK);
    CHECK(vtext && strstr(vtext, "spirv.module PhysicalStorageBuffer64 GLSL450") &&
          strstr(vtext, "\"GLCompute\" @vsums"));
    spvkit_free(vtext);
    CHECK(spvkit_module_verify(vm) == SPVKIT_OK);
    spvkit_builder_destroy(vb);
    spvkit_module_destroy(vm);
  }

  /* Null handles are errors, not crashes. */
  CHECK(spvkit_module_write(NULL, &words, &count) == SPVKIT_ERROR_INVALID_ARGUMENT);
  CHECK(spvkit_builder_create(NULL, &b) == SPVKIT_ERROR_INVALID_ARGUMENT);

  spvkit_builder_destroy(b);
  spvkit_module_destroy(m);
  spvkit_context_destroy(ctx);
  printf("%d failures\n", failures);
  return failures ? 1 : 0;
}
