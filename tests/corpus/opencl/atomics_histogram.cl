// Histogram: atomic_inc into a __local histogram, then atomic_add to global.
#define BINS 64
__kernel void histogram(__global const uchar *data, __global uint *hist, uint n) {
  __local uint lh[BINS];
  uint lid = get_local_id(0);
  for (uint b = lid; b < BINS; b += get_local_size(0))
    lh[b] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint i = get_global_id(0); i < n; i += get_global_size(0))
    atomic_inc(&lh[data[i] % BINS]);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint b = lid; b < BINS; b += get_local_size(0))
    if (lh[b])
      atomic_add(&hist[b], lh[b]);
}
