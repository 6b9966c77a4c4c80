// OpenCL 2.0 program-scope __global variables, with and without initializers,
// and a static local in a non-kernel function.
__global int call_count = 0;
__global float weights[4] = {0.1f, 0.2f, 0.3f, 0.4f};
__global int scratch[32];

__attribute__((noinline)) float weighted(__global const float *x, int i) {
  return weights[i & 3] * x[i];
}

__kernel void use_globals(__global const float *x, __global float *y) {
  int i = get_global_id(0);
  y[i] = weighted(x, i);
  scratch[i & 31] = i;
  if (i == 0)
    call_count += 1;
}

__kernel void read_globals(__global int *out) {
  int i = get_global_id(0);
  out[i] = call_count + scratch[i & 31];
}
