// Double precision: arithmetic, math built-ins and conversions.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void double_ops(__global const double *x, __global double *y,
                         __global float *f, int n) {
  int i = get_global_id(0);
  double acc = 0.0;
  for (int k = 0; k < n; ++k) {
    double t = x[(i + k) % n];
    acc = fma(t, t, acc);
  }
  double2 p = (double2)(acc, sqrt(acc));
  y[i] = p.x / (p.y + 1.0) + exp(-acc) + (double)i;
  f[i] = (float)y[i] + convert_float(p.y);
}
