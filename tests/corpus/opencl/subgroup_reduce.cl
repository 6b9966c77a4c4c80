// cl_khr_subgroups: per-sub-group reductions combined through local memory.
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
__kernel void subgroup_reduce(__global const int *in, __global int *out,
                              __local int *sg_sums) {
  uint gid = get_global_id(0);
  int v = in[gid];
  int s = sub_group_reduce_add(v);
  int mx = sub_group_reduce_max(v);
  uint sg = get_sub_group_id();
  if (get_sub_group_local_id() == 0)
    sg_sums[sg] = s + (mx & 1);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0) {
    int t = 0;
    for (uint i = 0; i < get_num_sub_groups(); ++i)
      t += sg_sums[i];
    out[get_group_id(0)] = t;
  }
}
