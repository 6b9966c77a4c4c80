// Tiled matrix multiply with two __local tiles, barriers and an unrolled inner loop.
#define TS 16
__kernel __attribute__((reqd_work_group_size(TS, TS, 1)))
void matmul_tiled(__global const float *A, __global const float *B,
                  __global float *C, int M, int N, int K) {
  __local float As[TS][TS];
  __local float Bs[TS][TS];
  int lr = get_local_id(1), lc = get_local_id(0);
  int row = get_group_id(1) * TS + lr;
  int col = get_group_id(0) * TS + lc;
  float acc = 0.0f;
  int tiles = (K + TS - 1) / TS;
  for (int t = 0; t < tiles; ++t) {
    int ka = t * TS + lc, kb = t * TS + lr;
    As[lr][lc] = (row < M && ka < K) ? A[row * K + ka] : 0.0f;
    Bs[lr][lc] = (kb < K && col < N) ? B[kb * N + col] : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    #pragma unroll
    for (int k = 0; k < TS; ++k)
      acc = fma(As[lr][k], Bs[k][lc], acc);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (row < M && col < N)
    C[row * N + col] = acc;
}
