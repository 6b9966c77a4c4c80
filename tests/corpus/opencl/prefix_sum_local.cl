// Blelloch exclusive scan in local memory (up-sweep / down-sweep with barriers).
__kernel void scan_blelloch(__global const int *in, __global int *out,
                            __local int *temp, int n) {
  int thid = get_local_id(0);
  int offset = 1;
  int base = get_group_id(0) * n;
  temp[2 * thid] = in[base + 2 * thid];
  temp[2 * thid + 1] = in[base + 2 * thid + 1];
  for (int d = n >> 1; d > 0; d >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (thid < d) {
      int ai = offset * (2 * thid + 1) - 1;
      int bi = offset * (2 * thid + 2) - 1;
      temp[bi] += temp[ai];
    }
    offset *= 2;
  }
  if (thid == 0)
    temp[n - 1] = 0;
  for (int d = 1; d < n; d *= 2) {
    offset >>= 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (thid < d) {
      int ai = offset * (2 * thid + 1) - 1;
      int bi = offset * (2 * thid + 2) - 1;
      int t = temp[ai];
      temp[ai] = temp[bi];
      temp[bi] += t;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[base + 2 * thid] = temp[2 * thid];
  out[base + 2 * thid + 1] = temp[2 * thid + 1];
}
