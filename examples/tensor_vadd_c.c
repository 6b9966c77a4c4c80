/* The tensor compiler from C: compiles a tensor-language vector addition with
 * spvkit_tensor.h, writes the SPIR-V (-o FILE) and runs it with plain OpenCL
 * at the work-group size the compiler chose. */
#define CL_TARGET_OPENCL_VERSION 300
#include "spvkit_tensor.h"
#include <CL/cl.h>

#include <stdio.h>
#include <string.h>

/* c = a + b; each work-group takes 64 consecutive elements (examples/vadd.tl). */
static const char* source =
    "func @vadd(%a: memref<f32x?>, %b: memref<f32x?>, %c: memref<f32x?>) {\n"
    "  %g = group_id.x : index\n"
    "  %bs = constant 64 : index\n"
    "  %n = size %a[0] : index\n"
    "  %from = mul %g, %bs : index\n"
    "  %end = add %from, %bs : index\n"
    "  %to = min %end, %n : index\n"
    "  foreach (%i)=(%from),(%to) {\n"
    "    %x = load %a[%i] : f32\n"
    "    %y = load %b[%i] : f32\n"
    "    %z = add %x, %y : f32\n"
    "    store %z, %c[%i]\n"
    "  }\n"
    "}\n";

int main(int argc, char** argv) {
  const char* out = NULL;
  for (int i = 1; i < argc; ++i) {
    if (!strcmp(argv[i], "-o") && i + 1 < argc) {
      out = argv[++i];
    } else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
      printf("usage: %s [-o FILE.spv]\n%s", "tensor_vadd_c",
             "Compiles examples/vadd.tl with the tensor compiler's C API, writes it with\n"
             "-o and runs it on the first OpenCL device that takes SPIR-V.\n");
      return 0;
    } else if (!strcmp(argv[i], "--version")) {
      printf("tensor_vadd_c (spvkit) %s\n", spvkit_version());
      return 0;
    } else {
      fprintf(stderr, "tensor_vadd_c: error: unknown option '%s' (see --help)\n", argv[i]);
      return 1;
    }
  }
  spvkit_context* ctx = spvkit_context_create();
  spvkit_tensor_program prog;
  if (spvkit_compile_tensor_program(ctx, source, "vadd.tl", "generic", &prog) != SPVKIT_OK) {
    fprintf(stderr, "%s", spvkit_context_error(ctx));
    return 1;
  }
  spvkit_context_destroy(ctx);
  const spvkit_tensor_kernel* k = &prog.kernels[0];
  printf("%s: work-group size %u x %u x %u, %zu words\n", k->name, k->work_group_size[0],
         k->work_group_size[1], k->work_group_size[2], prog.word_count);
  if (out) {
    FILE* f = fopen(out, "wb");
    if (!f || fwrite(prog.words, 4, prog.word_count, f) != prog.word_count)
      return fprintf(stderr, "cannot write %s\n", out), 1;
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
  cl_program p = clCreateProgramWithIL(cx, prog.words, prog.word_count * 4, &err);
  if (err != CL_SUCCESS || clBuildProgram(p, 1, &dev, "", NULL, NULL) != CL_SUCCESS)
    return fprintf(stderr, "tensor_vadd_c: the device did not build the program\n"), 1;
  cl_kernel kern = clCreateKernel(p, k->name, &err);
  enum { N = 1000 };
  static float a[N], b[N], c[N];
  for (int i = 0; i < N; ++i) a[i] = (float)i, b[i] = 0.5f * (float)i, c[i] = -1.0f;
  cl_mem da = clCreateBuffer(cx, CL_MEM_COPY_HOST_PTR, sizeof a, a, &err);
  cl_mem db = clCreateBuffer(cx, CL_MEM_COPY_HOST_PTR, sizeof b, b, &err);
  cl_mem dc = clCreateBuffer(cx, CL_MEM_COPY_HOST_PTR, sizeof c, c, &err);
  /* The calling convention (docs/runtime.md): memref<f32x?> is the pointer,
   * then its size as a 64-bit integer. */
  cl_long n = N;
  cl_mem bufs[3] = {da, db, dc};
  for (cl_uint i = 0; i < 3; ++i) {
    clSetKernelArg(kern, 2 * i, sizeof(cl_mem), &bufs[i]);
    clSetKernelArg(kern, 2 * i + 1, sizeof n, &n);
  }
  size_t local[3] = {k->work_group_size[0], k->work_group_size[1], k->work_group_size[2]};
  size_t global[3] = {(N + 63) / 64 * local[0], local[1], local[2]}; /* one group per 64 */
  err = clEnqueueNDRangeKernel(q, kern, 3, NULL, global, local, 0, NULL, NULL);
  err |= clEnqueueReadBuffer(q, dc, CL_TRUE, 0, sizeof c, c, 0, NULL, NULL);
  int wrong = err != CL_SUCCESS;
  for (int i = 0; i < N; ++i) wrong += c[i] != 1.5f * (float)i;
  printf("tensor_vadd_c: %d elements, %d wrong\n", N, wrong);
  clReleaseMemObject(da), clReleaseMemObject(db), clReleaseMemObject(dc);
  clReleaseKernel(kern), clReleaseProgram(p), clReleaseCommandQueue(q), clReleaseContext(cx);
  spvkit_tensor_program_free(&prog);
  return wrong != 0;
}
