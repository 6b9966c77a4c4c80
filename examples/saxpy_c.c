/* SAXPY from C: y[i] = a * x[i] + y[i] for i < n, built with spvkit's C API,
 * written as SPIR-V (-o FILE) and run with plain OpenCL. */
#define CL_TARGET_OPENCL_VERSION 300
#include "spvkit.h"
#include <CL/cl.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void body(spvkit_builder* b, void* user) {
  spvkit_kernel* k = user;
  spvkit_value* i = spvkit_builtin_value(b, SPVKIT_GLOBAL_ID, 0);
  spvkit_value* ax[2] = {spvkit_kernel_param(k, 0),
                         spvkit_load_element(b, spvkit_kernel_param(k, 1), i)};
  spvkit_value* sum[2] = {spvkit_op(b, "FMul", spvkit_value_type(ax[0]), ax, 2, NULL),
                          spvkit_load_element(b, spvkit_kernel_param(k, 2), i)};
  spvkit_store_element(b, spvkit_kernel_param(k, 2), i,
                       spvkit_op(b, "FAdd", spvkit_value_type(ax[0]), sum, 2, NULL));
}

static uint32_t* build_saxpy(size_t* count) {
  spvkit_context* ctx = spvkit_context_create();
  spvkit_module* m;
  spvkit_builder* b;
  spvkit_kernel* k;
  uint32_t* words = NULL;
  spvkit_module_create(ctx, &m);
  spvkit_builder_create(m, &b);
  spvkit_type f32 = spvkit_type_scalar(ctx, SPVKIT_F32), i64 = spvkit_type_scalar(ctx, SPVKIT_I64);
  spvkit_param params[] = {{"a", f32, 0, SPVKIT_GLOBAL, 0, 0},
                           {"x", f32, 1, SPVKIT_GLOBAL, 4, 1},
                           {"y", f32, 1, SPVKIT_GLOBAL, 4, 1},
                           {"n", i64, 0, SPVKIT_GLOBAL, 0, 0}};
  spvkit_kernel_begin(b, "saxpy", params, 4, &k);
  spvkit_kernel_set_work_group_size(k, 64, 1, 1);
  spvkit_value* lt[2] = {spvkit_builtin_value(b, SPVKIT_GLOBAL_ID, 0), spvkit_kernel_param(k, 3)};
  spvkit_if(b, spvkit_op(b, "SLessThan", spvkit_type_scalar(ctx, SPVKIT_I1), lt, 2, NULL), body,
            NULL, k);
  spvkit_kernel_end(k);
  /* Statuses are checked once: the builder records misuse until finish. */
  if (spvkit_builder_finish(b) != SPVKIT_OK || spvkit_module_write(m, &words, count) != SPVKIT_OK)
    fprintf(stderr, "saxpy_c: %s\n", spvkit_context_error(ctx));
  spvkit_builder_destroy(b);
  spvkit_module_destroy(m);
  spvkit_context_destroy(ctx);
  return words;
}

int main(int argc, char** argv) {
  const char* out = NULL;
  for (int i = 1; i < argc; ++i) {
    if (!strcmp(argv[i], "-o") && i + 1 < argc) {
      out = argv[++i];
    } else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
      printf("usage: %s [-o FILE.spv]\n%s", "saxpy_c",
             "Builds SAXPY with the C API, writes it with -o and runs it on the first\n"
             "OpenCL device that takes SPIR-V.\n");
      return 0;
    } else if (!strcmp(argv[i], "--version")) {
      printf("saxpy_c (spvkit) %s\n", spvkit_version());
      return 0;
    } else {
      fprintf(stderr, "saxpy_c: error: unknown option '%s' (see --help)\n", argv[i]);
      return 1;
    }
  }
  size_t count = 0;
  uint32_t* words = build_saxpy(&count);
  if (!words) return 1;
  if (out) {
    FILE* f = fopen(out, "wb");
    if (!f || fwrite(words, 4, count, f) != count) return fprintf(stderr, "cannot write\n"), 1;
    fclose(f);
  }
  /* Plain OpenCL: the first device that takes SPIR-V. */
  cl_platform_id plats[8];
  cl_uint np = 0;
  cl_device_id dev = NULL;
  clGetPlatformIDs(8, plats, &np);
  for (cl_uint p = 0; p < np && !dev; ++p) {
    cl_device_id d;
    char il[256] = "";
    if (clGetDeviceIDs(plats[p], CL_DEVICE_TYPE_ALL, 1, &d, NULL) == CL_SUCCESS &&
        clGetDeviceInfo(d, CL_DEVICE_IL_VERSION, sizeof il, il, NULL) == CL_SUCCESS &&
        strstr(il, "SPIR-V"))
      dev = d;
  }
  if (!dev) return printf("skipped: no OpenCL device takes SPIR-V\n"), 77;
  cl_int err;
  cl_context cx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
  cl_command_queue q = clCreateCommandQueueWithProperties(cx, dev, NULL, &err);
  cl_program prog = clCreateProgramWithIL(cx, words, count * 4, &err);
  spvkit_free(words);
  if (err != CL_SUCCESS || clBuildProgram(prog, 1, &dev, "", NULL, NULL) != CL_SUCCESS)
    return fprintf(stderr, "saxpy_c: the device did not build the program\n"), 1;
  cl_kernel kern = clCreateKernel(prog, "saxpy", &err);
  enum { N = 1000 };
  static float x[N], y[N];
  for (int i = 0; i < N; ++i) x[i] = (float)i, y[i] = 1.0f;
  cl_mem dx = clCreateBuffer(cx, CL_MEM_COPY_HOST_PTR, sizeof x, x, &err);
  cl_mem dy = clCreateBuffer(cx, CL_MEM_COPY_HOST_PTR, sizeof y, y, &err);
  float a = 2.0f;
  cl_long n = N;
  clSetKernelArg(kern, 0, sizeof a, &a);
  clSetKernelArg(kern, 1, sizeof dx, &dx);
  clSetKernelArg(kern, 2, sizeof dy, &dy);
  clSetKernelArg(kern, 3, sizeof n, &n);
  size_t global = (N + 63) / 64 * 64, local = 64;
  err = clEnqueueNDRangeKernel(q, kern, 1, NULL, &global, &local, 0, NULL, NULL);
  err |= clEnqueueReadBuffer(q, dy, CL_TRUE, 0, sizeof y, y, 0, NULL, NULL);
  int wrong = err != CL_SUCCESS;
  for (int i = 0; i < N; ++i) wrong += y[i] != 2.0f * (float)i + 1.0f;
  printf("saxpy_c: %d elements, %d wrong\n", N, wrong);
  clReleaseMemObject(dx), clReleaseMemObject(dy), clReleaseKernel(kern);
  clReleaseProgram(prog), clReleaseCommandQueue(q), clReleaseContext(cx);
  return wrong != 0;
}
