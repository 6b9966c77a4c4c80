// cl_khr_fp16: half arithmetic, half vectors, conversions to and from float.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void half_ops(__global const half *a, __global const half4 *b,
                       __global half *out, __global float *fout) {
  size_t i = get_global_id(0);
  half x = a[i];
  half4 v = b[i];
  half y = x * (half)2.0 + v.x - v.w;
  half4 w = v * x + (half4)(1.0h, 0.5h, 0.25h, 0.125h);
  out[i] = y > (half)0 ? y : -y;
  out[i + 1] = w.x + w.y + w.z + w.w;
  fout[i] = (float)y + convert_float(w.y) + vload_half(i, a);
  vstore_half(fout[i], i + 2, out);
}
