// SAXPY on float4 with vload4/vstore4, swizzles and mad; scalar tail loop.
__kernel void saxpy_float4(float alpha, __global const float *x,
                           __global float *y, uint n) {
  size_t i = get_global_id(0);
  size_t base = i * 4;
  if (base + 3 < n) {
    float4 xv = vload4(i, x);
    float4 yv = vload4(i, y);
    float4 r = mad((float4)(alpha), xv, yv);
    r.xy = r.yx * 0.5f + r.xy * 0.5f;   // mix the lanes a little
    r.w = r.z + r.w - r.z;
    vstore4(r, i, y);
  } else {
    for (size_t k = base; k < n; ++k)
      y[k] = alpha * x[k] + y[k];
  }
}
