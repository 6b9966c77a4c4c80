// Hand-written OpenCL C equivalent of gemm_tall_skinny.tl: C (64x64) = A (64xk)
// B (kx64), column-major, one work-group per product of the batch. Parameters
// follow spvkit's calling convention for the groups (pointer table, tables of
// the dynamic sizes / strides, group size).
kernel void gemm_tall_skinny(global const float* global const* A, global const long* ak, long nA,
                             global const float* global const* B, global const long* bk,
                             global const long* bs1, long nB,
                             global float* global const* C, long nC) {
  const size_t g = get_group_id(0);
  const int k = ak[g];
  global const float* a = A[g];
  global const float* b = B[g];
  global float* c = C[g];
  for (int j = 0; j < 64; ++j) {
    for (int i = get_local_id(0); i < 64; i += get_local_size(0)) {
      float acc = 0;
      for (int l = 0; l < k; ++l) acc += a[i + l * 64] * b[l + j * k];
      c[i + j * 64] = acc;
    }
  }
}
