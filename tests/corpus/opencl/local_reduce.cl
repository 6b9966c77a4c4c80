// Work-group tree reduction in a __local array (fixed size), with barriers.
#define WG 128
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void local_reduce(__global const float *in, __global float *partial, uint n) {
  __local float scratch[WG];
  uint lid = get_local_id(0);
  uint gid = get_global_id(0);
  scratch[lid] = gid < n ? in[gid] : 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = WG / 2; s > 0; s >>= 1) {
    if (lid < s)
      scratch[lid] += scratch[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    partial[get_group_id(0)] = scratch[0];
}
