// Tiled transpose through a __local kernel argument (size set by the host).
__kernel void transpose_tiled(__global const float *in, __global float *out,
                              __local float *tile, int width, int height) {
  int tx = get_local_id(0), ty = get_local_id(1);
  int ts = get_local_size(0);
  int x = get_group_id(0) * ts + tx;
  int y = get_group_id(1) * ts + ty;
  if (x < width && y < height)
    tile[ty * (ts + 1) + tx] = in[y * width + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  x = get_group_id(1) * ts + tx;
  y = get_group_id(0) * ts + ty;
  if (x < height && y < width)
    out[y * height + x] = tile[tx * (ts + 1) + ty];
}
