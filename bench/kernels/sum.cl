// Hand-written OpenCL C equivalent of sum.tl: b_g := A_g 1 for 64x64
// column-major matrices, one work-group per matrix.
kernel void sum(global const float* global const* A, long nA, global float* global const* b, long nb) {
  const size_t g = get_group_id(0);
  global const float* a = A[g];
  for (int i = get_local_id(0); i < 64; i += get_local_size(0)) {
    float acc = 0;
    for (int j = 0; j < 64; ++j) acc += a[i + j * 64];
    b[g][i] = acc;
  }
}
