// Hand-written OpenCL C equivalent of gemm_f64_64.tl: C_g = A_g B_g, column-major
// 64x64 matrices, one work-group per matrix; work-item i computes rows
// i, i + local size, ... of every column.
kernel void gemm_f64_64(global const double* global const* A, long nA, global const double* global const* B, long nB,
                  global double* global const* C, long nC) {
  const int n = 64;
  const size_t g = get_group_id(0);
  global const double* a = A[g];
  global const double* b = B[g];
  global double* c = C[g];
  for (int j = 0; j < n; ++j) {
    for (int i = get_local_id(0); i < n; i += get_local_size(0)) {
      double acc = 0;
      for (int k = 0; k < n; ++k) acc += a[i + k * n] * b[k + j * n];
      c[i + j * n] = acc;
    }
  }
}
