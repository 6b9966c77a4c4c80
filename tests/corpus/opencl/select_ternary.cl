// select() on scalars and vectors, ternaries on scalars, vector comparisons.
__kernel void select_ternary(__global const int4 *a, __global const int4 *b,
                             __global int4 *out, __global float *fo,
                             float lo, float hi) {
  size_t i = get_global_id(0);
  int4 x = a[i], y = b[i];
  int4 m = x > y;                        // -1 / 0 lanes
  int4 mx = select(y, x, m);
  int4 mn = x < y ? x : y;               // vector ternary
  // (a vector ternary with a scalar condition, "any(m) ? (int4)(1) : (int4)(0)",
  // makes llvm-spirv-15 emit OpSelect with a scalar condition on vectors, which
  // spirv-val rejects; the scalar ternary below is splatted instead)
  out[i] = mx - mn + (int4)(any(m) ? 1 : 0) + (all(m) ? 2 : 0);
  float f = (float)x.s0;
  float g = f < lo ? lo : f;
  g = g > hi ? hi : g;
  fo[i] = select(g, -g, (int)(i & 1)) + bitselect(f, g, 0.0f);
}
