// Conversions with rounding modes and saturation, and as_type reinterpretation.
__kernel void conversions(__global const float *f, __global int *i32, __global uchar4 *u8,
                          __global float *back, __global uint *bits) {
  size_t i = get_global_id(0);
  float x = f[i];
  i32[4 * i + 0] = convert_int_rte(x);
  i32[4 * i + 1] = convert_int_rtn(x);
  i32[4 * i + 2] = convert_int_sat_rtp(x * 1e10f);
  i32[4 * i + 3] = (int)x;
  float4 v = (float4)(x, x * 2.0f, -x, 300.0f);
  u8[i] = convert_uchar4_sat_rte(v);
  back[i] = convert_float(i32[4 * i]) + convert_float_rtz((long)x * 3L) + (float)(uint)x;
  bits[i] = as_uint(x) ^ as_uint(back[i]);
  float2 pair = as_float2((ulong)bits[i] << 32 | 0x3f800000UL);
  back[i] += pair.x;
}
