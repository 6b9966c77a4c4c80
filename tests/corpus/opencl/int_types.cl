// 8/16/64-bit integer arithmetic and saturating conversions.
__kernel void int_types(__global const char *c8, __global const short *s16,
                        __global const long *l64, __global uchar *u8out,
                        __global ushort *u16out, __global ulong *u64out) {
  size_t i = get_global_id(0);
  char a = c8[i];
  short b = s16[i];
  long c = l64[i];
  uchar ua = (uchar)a;
  ushort ub = (ushort)(b * 3 + a);
  ulong uc = (ulong)c * 0x9E3779B97F4A7C15UL;
  uc ^= uc >> 29;
  u8out[i] = convert_uchar_sat(b) + ua;
  u16out[i] = ub >> 2 | (ushort)(ub << 14);
  u64out[i] = uc + (ulong)convert_int_sat(c) + (ulong)(long)a + (ulong)(long)b;
  long d = c / (long)(b | 1);
  long m = c % 7;
  u64out[i + 1] += (ulong)(d + m) + (ulong)abs(a) + (ulong)(short)(b >> 3);
}
