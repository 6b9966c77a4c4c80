// cl_khr_subgroups: inclusive/exclusive scans, broadcast, any/all, sub-group barrier.
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
__kernel void subgroup_scan(__global const float *in, __global float *out,
                            __global uint *flags) {
  uint gid = get_global_id(0);
  float v = in[gid];
  float inc = sub_group_scan_inclusive_add(v);
  float exc = sub_group_scan_exclusive_add(v);
  float first = sub_group_broadcast(v, 0);
  uint last = get_sub_group_size() - 1;
  float tail = sub_group_broadcast(inc, last);
  sub_group_barrier(CLK_GLOBAL_MEM_FENCE);
  int any = sub_group_any(v < 0.0f);
  int all = sub_group_all(v >= 0.0f);
  out[gid] = inc - exc + first / (tail + 1.0f);
  if (get_sub_group_local_id() == 0)
    flags[get_global_id(0) / get_max_sub_group_size()] = (uint)any << 1 | (uint)all;
}
