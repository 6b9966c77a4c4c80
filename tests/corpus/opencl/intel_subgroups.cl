// cl_intel_subgroups: shuffles and sub-group block reads/writes (SPV_INTEL_subgroups).
#pragma OPENCL EXTENSION cl_intel_subgroups : enable
__kernel __attribute__((intel_reqd_sub_group_size(16)))
void intel_subgroups(__global const uint *in, __global uint *out, __global float *f) {
  uint base = get_group_id(0) * get_local_size(0);
  uint v = intel_sub_group_block_read(in + base);
  uint2 w = intel_sub_group_block_read2(in + base + 2 * get_local_size(0));
  uint l = get_sub_group_local_id();
  uint s = intel_sub_group_shuffle(v, (l + 1) & 15);
  uint d = intel_sub_group_shuffle_down(v, w.x, 1);
  uint u = intel_sub_group_shuffle_up(w.y, v, 2);
  uint x = intel_sub_group_shuffle_xor(v, 3);
  intel_sub_group_block_write(out + base, s + d + u + x);
  f[get_global_id(0)] = intel_sub_group_shuffle((float)v, 0);
}
