// An OpenCL 3.0 kernel (-cl-std=CL3.0): feature macros guard optional features.
__kernel void cl30_features(__global float *x, __global int *flags) {
  size_t i = get_global_id(0);
  int f = 0;
#ifdef __opencl_c_subgroups
  f |= 1;
#endif
#ifdef __opencl_c_fp64
  f |= 2;
#endif
#ifdef __opencl_c_generic_address_space
  f |= 4;
#endif
  flags[i] = f;
  float v = x[i];
  x[i] = v > 0.0f ? sqrt(v) : -sqrt(-v);
}
