// Program-scope __constant tables and a __constant kernel argument.
__constant float gauss5[5] = {0.0625f, 0.25f, 0.375f, 0.25f, 0.0625f};
__constant int perm[16] = {3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3};
__constant struct { int lo, hi; } range = {-8, 8};

__kernel void blur_perm(__global const float *in, __global float *out,
                        __constant float *scale, int n) {
  int i = get_global_id(0);
  float acc = 0.0f;
  for (int k = -2; k <= 2; ++k) {
    int j = clamp(i + k, 0, n - 1);
    acc += gauss5[k + 2] * in[j];
  }
  int p = perm[i & 15];
  p = p < range.lo ? range.lo : (p > range.hi ? range.hi : p);
  out[i] = acc * scale[0] + (float)p * scale[1];
}
