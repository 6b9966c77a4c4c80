// Hand-written OpenCL C equivalent of ger.tl: C_g := alpha x_g y_g^T + C_g on
// 64x64 column-major matrices, one work-group per matrix.
kernel void ger(float alpha, global const float* global const* x, long nx,
                global const float* global const* y, long ny, global float* global const* C, long nC) {
  const size_t g = get_group_id(0);
  global const float* a = x[g];
  global const float* b = y[g];
  global float* c = C[g];
  for (int j = 0; j < 64; ++j)
    for (int i = get_local_id(0); i < 64; i += get_local_size(0))
      c[i + j * 64] += alpha * a[i] * b[j];
}
