// Hand-written OpenCL C equivalent of gemm_f32_16.tl: C_g = A_g B_g, column-major
// 16x16 matrices, one work-group per matrix; work-item i computes rows
// i, i + local size, ... of every column.
kernel void gemm_f32_16(global const float* global const* A, long nA, global const float* global const* B, long nB,
                  global float* global const* C, long nC) {
  const int n = 16;
  const size_t g = get_group_id(0);
  global const float* a = A[g];
  global const float* b = B[g];
  global float* c = C[g];
  for (int j = 0; j < n; ++j) {
    for (int i = get_local_id(0); i < n; i += get_local_size(0)) {
      float acc = 0;
      for (int k = 0; k < n; ++k) acc += a[i + k * n] * b[k + j * n];
      c[i + j * n] = acc;
    }
  }
}
