// A small call graph of non-inlined functions: scalar returns, pointer
// out-parameters, a void helper and a function called from two kernels.
__attribute__((noinline)) int clamp_add(int a, int b, int lo, int hi) {
  int s = a + b;
  return s < lo ? lo : (s > hi ? hi : s);
}

__attribute__((noinline)) void divmod(int a, int b, int *q, int *r) {
  if (b == 0) {
    *q = 0;
    *r = a;
    return;
  }
  *q = a / b;
  *r = a % b;
}

__attribute__((noinline)) float poly(float x, __constant float *c, int deg) {
  float acc = 0.0f;
  for (int i = deg; i >= 0; --i)
    acc = acc * x + c[i];
  return acc;
}

__attribute__((noinline)) void write_pair(__global int *out, int idx, int a, int b) {
  out[2 * idx] = a;
  out[2 * idx + 1] = b;
}

__kernel void calls_a(__global const int *in, __global int *out, int n) {
  int i = get_global_id(0);
  int q, r;
  divmod(in[i], n, &q, &r);
  write_pair(out, i, clamp_add(q, r, -100, 100), r);
}

__kernel void calls_b(__global const float *x, __constant float *coef,
                      __global float *y, __global int *dbg) {
  int i = get_global_id(0);
  y[i] = poly(x[i], coef, 4);
  write_pair(dbg, i, clamp_add(i, 1, 0, 7), 0);
}
