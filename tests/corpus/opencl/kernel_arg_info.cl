// Compiled with -cl-kernel-arg-info and llvm-spirv's
// --preserve-ocl-kernel-arg-type-metadata-through-string: the kernel argument
// types and qualifiers end up in OpString instructions (debug section).
// (A -g build is not part of the corpus: llvm-spirv-15's OpenCL.DebugInfo.100
// output is rejected by spirv-val 2023.1 -- see README.md.)
__attribute__((noinline)) float lookup(__global const int *keys, __global const float *vals,
                                       int n, int key) {
  for (int i = 0; i < n; ++i)
    if (keys[i] == key)
      return vals[i];
  return -1.0f;
}

__kernel void kernel_arg_info(__global const int *restrict tab_keys,
                              __global const float *restrict tab_vals,
                              __global const int *keys, volatile __global float *out,
                              __constant int *cfg, int n) {
  int i = get_global_id(0);
  float v = lookup(tab_keys, tab_vals, n + cfg[0], keys[i]);
  out[i] = v < 0.0f ? 0.0f : v;
}
