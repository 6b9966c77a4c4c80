// Bilinear interpolation done by hand on a float buffer (no images): floor/fract,
// clamp, min/max on indices, and a mix of int and float arithmetic.
__kernel void bilinear(__global const float *src, int sw, int sh,
                       __global float *dst, int dw, int dh) {
  int x = get_global_id(0), y = get_global_id(1);
  if (x >= dw || y >= dh)
    return;
  float fx = (x + 0.5f) * sw / (float)dw - 0.5f;
  float fy = (y + 0.5f) * sh / (float)dh - 0.5f;
  int x0 = clamp((int)floor(fx), 0, sw - 1), y0 = clamp((int)floor(fy), 0, sh - 1);
  int x1 = min(x0 + 1, sw - 1), y1 = min(y0 + 1, sh - 1);
  float ax = fx - floor(fx), ay = fy - floor(fy);
  float top = mix(src[y0 * sw + x0], src[y0 * sw + x1], ax);
  float bot = mix(src[y1 * sw + x0], src[y1 * sw + x1], ax);
  dst[y * dw + x] = mix(top, bot, ay);
}
