// Hand-written OpenCL C equivalent of axpby.tl: B_g := alpha A_g + beta B_g on
// 64x64 matrices, one work-group per matrix.
kernel void axpby(float alpha, float beta, global const float* global const* A, long nA,
                  global float* global const* B, long nB) {
  const size_t g = get_group_id(0);
  global const float* a = A[g];
  global float* b = B[g];
  for (int i = get_local_id(0); i < 64 * 64; i += get_local_size(0))
    b[i] = alpha * a[i] + beta * b[i];
}
