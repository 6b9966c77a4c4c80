// OpenCL 2.0 pipes: a producer and a consumer kernel with reservations.
__kernel void producer(__global const int *src, __write_only pipe int out_pipe) {
  int i = get_global_id(0);
  int v = src[i] * 2;
  if (write_pipe(out_pipe, &v) != 0)
    return;
}

__kernel void consumer(__read_only pipe int in_pipe, __global int *dst,
                       __global int *count) {
  int v;
  reserve_id_t rid = reserve_read_pipe(in_pipe, 1);
  if (is_valid_reserve_id(rid)) {
    if (read_pipe(in_pipe, rid, 0, &v) == 0)
      dst[get_global_id(0)] = v;
    commit_read_pipe(in_pipe, rid);
  }
  if (get_global_id(0) == 0)
    *count = (int)get_pipe_num_packets(in_pipe);
}
