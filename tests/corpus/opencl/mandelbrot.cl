// Mandelbrot: a data-dependent while loop with an escape break.
__kernel void mandelbrot(__global uchar *img, int w, int h, int max_iter) {
  int px = get_global_id(0), py = get_global_id(1);
  float cx = -2.0f + 3.0f * px / (float)w;
  float cy = -1.5f + 3.0f * py / (float)h;
  float zx = 0.0f, zy = 0.0f;
  int it = 0;
  while (1) {
    float zx2 = zx * zx, zy2 = zy * zy;
    if (zx2 + zy2 > 4.0f)
      break;
    if (++it >= max_iter)
      break;
    zy = 2.0f * zx * zy + cy;
    zx = zx2 - zy2 + cx;
  }
  img[py * w + px] = (uchar)(255 * it / max_iter);
}
