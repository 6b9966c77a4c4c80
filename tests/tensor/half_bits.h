// Host encodings of the 16-bit floats for the tensor device tests: f16 and
// bf16 bits from a value rounded to nearest even, and back.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

namespace device_test {

/// bf16 bits of `f` rounded to nearest even (NaN: a quiet NaN).
inline uint16_t toBf16(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  if (std::isnan(f)) return uint16_t((u | 0x00400000u) >> 16);
  u += 0x7fffu + ((u >> 16) & 1u);
  return uint16_t(u >> 16);
}
inline float fromBf16(uint16_t h) {
  uint32_t u = uint32_t(h) << 16;
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

/// f16 bits of `v` rounded to nearest even (NaN: a quiet NaN; overflow: inf).
inline uint16_t toHalf(double v) {
  uint16_t sign = std::signbit(v) ? 0x8000 : 0;
  if (std::isnan(v)) return 0x7e00;
  v = std::abs(v);
  if (v == 0) return sign;
  if (std::isinf(v)) return uint16_t(sign | 0x7c00);
  int e;
  (void)std::frexp(v, &e); // v = m 2^e, 0.5 <= m < 1
  int q = std::max(e - 11, -24);
  auto n = uint64_t(std::nearbyint(std::ldexp(v, -q))); // v rounded = n 2^q
  if (q == -24) return uint16_t(sign | n);              // subnormal (n = 1024: smallest normal)
  if (n == 2048) n = 1024, ++q;
  if (q + 25 >= 31) return uint16_t(sign | 0x7c00); // overflow
  return uint16_t(sign | uint32_t(q + 25) << 10 | uint32_t(n - 1024));
}
inline double fromHalf(uint16_t h) {
  int exp = (h >> 10) & 31, frac = h & 1023;
  double mag = exp == 31  ? (frac ? std::nan("") : std::numeric_limits<double>::infinity())
               : exp == 0 ? std::ldexp(frac, -24)
                          : std::ldexp(frac + 1024, exp - 25);
  return h & 0x8000 ? -mag : mag;
}

} // namespace device_test
