// Vector types of several widths: swizzles, hi/lo/even/odd, shuffle, conversions.
__kernel void vec_swizzle(__global const float4 *in, __global float8 *out8,
                          __global int4 *iout, __global char16 *cout) {
  size_t i = get_global_id(0);
  float4 v = in[i];
  float4 r = v.wzyx + v.xxyy * v.zwzw;
  float2 lo = r.lo, hi = r.hi;
  float2 ev = r.even, od = r.odd;
  float8 e = (float8)(lo, hi, ev, od);
  e.s7 = dot(v, r);
  out8[i] = e;
  uint4 mask = (uint4)(3, 2, 1, 0);
  float4 sh = shuffle(v, mask);
  float8 sh2 = shuffle2(v, r, (uint8)(0, 4, 1, 5, 2, 6, 3, 7));
  iout[i] = convert_int4_rtz(sh * 100.0f) + convert_int4(sh2.s0246);
  char16 c = (char16)((char)i);
  c.s0123 = convert_char4_sat(iout[i]);
  c.sf = c.s1 + c.s2;
  cout[i] = c;
}
