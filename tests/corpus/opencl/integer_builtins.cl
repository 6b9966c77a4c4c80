// Integer built-ins: clz, ctz, popcount, rotate, mul_hi, add_sat, sub_sat, hadd,
// abs_diff, mad24, mul24, upsample, min/max on signed and unsigned types.
__kernel void integer_builtins(__global const uint *a, __global const int *b,
                               __global uint *out) {
  size_t i = get_global_id(0);
  uint x = a[i];
  int y = b[i];
  uint r = clz(x) + ctz(x) + popcount(x) + rotate(x, 7u) + mul_hi(x, 0x9E3779B9u);
  r += (uint)add_sat(y, 1000000) + (uint)sub_sat(y, -5) + hadd(x, (uint)y) + rhadd(x, 3u);
  r += abs_diff(y, 17) + (uint)abs(y) + (uint)mad24(y, 3, 1) + (uint)mul24(y, y);
  r += (uint)upsample((ushort)x, (ushort)(x >> 16)) + min(x, 100u) + (uint)max(y, -3);
  r += (uint)mad_sat(y, 2, 7) + (uint)mad_hi(y, y, 1) + (uint)clamp(y, -10, 10);
  ulong u64 = upsample(x, (uint)y);
  out[i] = r ^ (uint)(u64 >> 32) ^ (uint)popcount(u64);
}
