// Hand-written OpenCL C equivalent of gemm_chain.tl: D_g = A_g B_g, then
// E_g = D_g C_g, 32x32 column-major matrices, one work-group per chain.
void gemm32(global const float* a, global const float* b, global float* c) {
  for (int j = 0; j < 32; ++j) {
    for (int i = get_local_id(0); i < 32; i += get_local_size(0)) {
      float acc = 0;
      for (int k = 0; k < 32; ++k) acc += a[i + k * 32] * b[k + j * 32];
      c[i + j * 32] = acc;
    }
  }
}

kernel void gemm_chain(global const float* global const* A, long nA, global const float* global const* B, long nB,
                       global const float* global const* C, long nC, global float* global const* D, long nD,
                       global float* global const* E, long nE) {
  const size_t g = get_group_id(0);
  gemm32(A[g], B[g], D[g]);
  barrier(CLK_GLOBAL_MEM_FENCE);
  gemm32(D[g], C[g], E[g]);
}
