// OpenCL 2.0 work-group collective functions.
__kernel void wg_collectives(__global const int *in, __global int *out,
                             __global float *fout) {
  size_t gid = get_global_id(0);
  int v = in[gid];
  int sum = work_group_reduce_add(v);
  int mn = work_group_reduce_min(v);
  int scan = work_group_scan_inclusive_add(v);
  int ex = work_group_scan_exclusive_max(v);
  int b = work_group_broadcast(v, 0);
  int any = work_group_any(v > 100);
  int all = work_group_all(v >= 0);
  out[gid] = sum + mn + scan + ex + b + any * 2 + all;
  fout[gid] = work_group_reduce_max((float)v * 0.5f);
}
