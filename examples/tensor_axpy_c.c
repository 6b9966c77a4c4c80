/* The tensor compiler and the runtime from C, on either backend: compiles
 * y = alpha * x + y (the language's axpby) with spvkit_tensor.h for a target
 * (--target T: pocl by default; lavapipe, vulkan, hopper for Vulkan) and runs
 * it through spvkit_runtime.h on the runtime of the target's family, or runs
 * a given binary with the same calling convention (--spirv FILE).
 *   tensor_axpy_c --target lavapipe --device llvmpipe
 */
#include "spvkit_runtime.h"
#include "spvkit_tensor.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char* source = "func @axpy(%alpha: f32, %x: memref<f32x?>, %y: memref<f32x?>) {\n"
                            "  %g = group_id.x : index\n"
                            "  %bs = constant 64 : index\n"
                            "  %n = size %x[0] : index\n"
                            "  %from = mul %g, %bs : index\n"
                            "  %end = add %from, %bs : index\n"
                            "  %to = min %end, %n : index\n"
                            "  foreach (%i)=(%from),(%to) {\n"
                            "    %a = load %x[%i] : f32\n"
                            "    %b = load %y[%i] : f32\n"
                            "    %c = mul %alpha, %a : f32\n"
                            "    %d = add %c, %b : f32\n"
                            "    store %d, %y[%i]\n"
                            "  }\n"
                            "}\n";

static int is_vulkan(const char* t) {
  return !strcmp(t, "vulkan") || !strcmp(t, "lavapipe") || !strcmp(t, "hopper");
}

static uint32_t* read_spv(const char* path, size_t* n) {
  FILE* f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long bytes = ftell(f);
  fseek(f, 0, SEEK_SET);
  uint32_t* w = malloc(bytes > 0 ? (size_t)bytes : 1);
  *n = fread(w, 1, (size_t)bytes, f) / 4;
  fclose(f);
  return w;
}

int main(int argc, char** argv) {
  const char* target = "pocl";
  const char* selector = "";
  const char* spirv = NULL;
  for (int i = 1; i < argc; ++i) {
    if (!strcmp(argv[i], "--target") && i + 1 < argc) {
      target = argv[++i];
    } else if (!strcmp(argv[i], "--device") && i + 1 < argc) {
      selector = argv[++i];
    } else if (!strcmp(argv[i], "--spirv") && i + 1 < argc) {
      spirv = argv[++i];
    } else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
      printf("usage: tensor_axpy_c [--target T] [--device SEL] [--spirv FILE]\n%s",
             "Compiles y = alpha * x + y with the tensor compiler's C API for T (default\n"
             "pocl; lavapipe, vulkan, hopper run on Vulkan) and runs it with the runtime's\n"
             "C API on the device SEL picks; --spirv runs that binary instead.\n");
      return 0;
    } else if (!strcmp(argv[i], "--version")) {
      printf("tensor_axpy_c (spvkit) %s\n", spvkit_version());
      return 0;
    } else {
      fprintf(stderr, "tensor_axpy_c: error: unknown option '%s' (see --help)\n", argv[i]);
      return 1;
    }
  }
  spvkit_context* ctx = spvkit_context_create();
  spvkit_tensor_program prog = {0};
  uint32_t* words = NULL;
  size_t nwords = 0;
  const uint32_t* wgs = NULL;
  uint32_t subgroup = 0;
  if (spirv) {
    if (!(words = read_spv(spirv, &nwords))) return fprintf(stderr, "cannot read %s\n", spirv), 1;
  } else {
    if (spvkit_compile_tensor_program(ctx, source, "axpy.tl", target, &prog) != SPVKIT_OK)
      return fprintf(stderr, "%s\n", spvkit_context_error(ctx)), 1;
    words = prog.words;
    nwords = prog.word_count;
    wgs = prog.kernels[0].work_group_size;
    subgroup = prog.kernels[0].subgroup_size;
  }
  spvkit_backend backend = is_vulkan(target) ? SPVKIT_BACKEND_VULKAN : SPVKIT_BACKEND_OPENCL;
  spvkit_device* dev;
  if (spvkit_device_open(ctx, backend, selector, &dev) != SPVKIT_OK)
    return printf("skipped: %s\n", spvkit_context_error(ctx)), 77;
  printf("device: %s (%s)\n", spvkit_device_name(dev),
         backend == SPVKIT_BACKEND_VULKAN ? "Vulkan" : "OpenCL");
  enum { N = 1000 };
  static float x[N], y[N];
  for (int i = 0; i < N; ++i) x[i] = (float)(i % 13), y[i] = (float)(i % 7);
  spvkit_memory dx, dy;
  size_t k;
  uint64_t ns = 0;
  int64_t n = N;
  size_t groups[3] = {(N + 63) / 64, 1, 1};
  if (spvkit_device_alloc(dev, sizeof x, &dx) || spvkit_device_alloc(dev, sizeof y, &dy) ||
      spvkit_device_write(dev, dx, x, sizeof x) || spvkit_device_write(dev, dy, y, sizeof y) ||
      spvkit_device_load_kernel(dev, words, nwords, "axpy", wgs, subgroup, &k))
    return fprintf(stderr, "%s\n", spvkit_context_error(ctx)), 1;
  spvkit_arg args[3] = {spvkit_arg_f32(0.5f), spvkit_arg_memref("memref<f32x?>", dx, &n, 1),
                        spvkit_arg_memref("memref<f32x?>", dy, &n, 1)};
  if (spvkit_device_launch(dev, k, args, 3, groups, &ns) ||
      spvkit_device_read(dev, dy, y, sizeof y))
    return fprintf(stderr, "%s\n", spvkit_context_error(ctx)), 1;
  int wrong = 0;
  for (int i = 0; i < N; ++i) wrong += y[i] != 0.5f * (float)(i % 13) + (float)(i % 7);
  printf("tensor_axpy_c: %d elements, %d wrong, %.3f us\n", N, wrong, (double)ns / 1e3);
  spvkit_device_destroy(dev);
  if (spirv)
    free(words);
  else
    spvkit_tensor_program_free(&prog);
  spvkit_context_destroy(ctx);
  return wrong != 0;
}
