// An OpenCL 1.2 kernel (compiled with -cl-std=CL1.2): legacy atomics on local
// memory, mem_fence, and a local-memory ring exchange.
__kernel void cl12_legacy(__global int *data, __local int *ring, __global int *total) {
  __local int lsum;
  int lid = get_local_id(0), ls = get_local_size(0);
  if (lid == 0)
    lsum = 0;
  ring[lid] = data[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  int left = ring[(lid + ls - 1) % ls];
  int right = ring[(lid + 1) % ls];
  atomic_add(&lsum, left - right + ring[lid]);
  mem_fence(CLK_GLOBAL_MEM_FENCE);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid == 0)
    atomic_add(total, lsum);
  data[get_global_id(0)] = left + right;
}
