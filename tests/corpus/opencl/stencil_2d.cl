// 5-point Jacobi stencil with boundary handling and a 2D NDRange.
__kernel void jacobi5(__global const float *u, __global float *v, int w, int h) {
  int x = get_global_id(0), y = get_global_id(1);
  if (x >= w || y >= h)
    return;
  int i = y * w + x;
  if (x == 0 || y == 0 || x == w - 1 || y == h - 1) {
    v[i] = u[i];
    return;
  }
  v[i] = 0.25f * (u[i - 1] + u[i + 1] + u[i - w] + u[i + w]);
}
