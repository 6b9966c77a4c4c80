// Every work-item query: ids, sizes, groups, offsets and dimensions.
__kernel void work_item_ids(__global ulong *out) {
  size_t g0 = get_global_id(0), g1 = get_global_id(1), g2 = get_global_id(2);
  size_t idx = (g2 * get_global_size(1) + g1) * get_global_size(0) + g0;
  __global ulong *o = out + idx * 12;
  o[0] = get_local_id(0) + get_local_id(1) * 16 + get_local_id(2) * 256;
  o[1] = get_group_id(0) + get_group_id(1) + get_group_id(2);
  o[2] = get_num_groups(0) * get_num_groups(1) * get_num_groups(2);
  o[3] = get_local_size(0) * get_local_size(1) * get_local_size(2);
  o[4] = get_global_offset(0) + get_global_offset(1) + get_global_offset(2);
  o[5] = get_work_dim();
  o[6] = get_global_linear_id();
  o[7] = get_local_linear_id();
  o[8] = get_enqueued_local_size(0);
  o[9] = g0;
  o[10] = g1;
  o[11] = g2;
}
