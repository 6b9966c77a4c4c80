// Naive matrix multiply: three nested loops, row-major, one output per work-item.
__kernel void matmul_naive(__global const float *A, __global const float *B,
                           __global float *C, int M, int N, int K) {
  int row = get_global_id(1);
  int col = get_global_id(0);
  if (row >= M || col >= N)
    return;
  float acc = 0.0f;
  for (int k = 0; k < K; ++k)
    acc += A[row * K + k] * B[k * N + col];
  C[row * N + col] = acc;
}

// A triple loop nest with a triangular inner bound.
__kernel void triangle_sum(__global int *out, int n) {
  int gid = get_global_id(0);
  int s = 0;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j <= i; ++j)
      for (int k = j; k < i; ++k)
        s += (i ^ j) + k * gid;
  out[gid] = s;
}
