// Hand-written OpenCL C equivalent of gemm_dyn.tl: batched column-major GEMM
// with run-time sizes; the batch is the last mode. Parameters follow spvkit's
// calling convention for memref<f32x?x?x?> (pointer, three sizes, then the
// strides of modes 1 and 2).
kernel void gemm_dyn(global const float* A, long a0, long a1, long a2, long as1, long as2,
                     global const float* B, long b0, long b1, long b2, long bs1, long bs2,
                     global float* C, long c0, long c1, long c2, long cs1, long cs2) {
  const size_t g = get_group_id(0);
  const int m = c0, n = c1, k = a1;
  global const float* a = A + g * as2;
  global const float* b = B + g * bs2;
  global float* c = C + g * cs2;
  for (int j = 0; j < n; ++j) {
    for (int i = get_local_id(0); i < m; i += get_local_size(0)) {
      float acc = 0;
      for (int l = 0; l < k; ++l) acc += a[i + l * as1] * b[l + j * bs1];
      c[i + j * cs1] = acc;
    }
  }
}
