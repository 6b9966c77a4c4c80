// Floating-point atomic add and atomic max built from atomic_cmpxchg loops,
// plus atomic_min/atomic_xchg/atomic_dec on integers.
inline void atomic_add_float(volatile __global float *p, float v) {
  uint old = as_uint(*p), assumed;
  do {
    assumed = old;
    old = atomic_cmpxchg((volatile __global uint *)p, assumed,
                         as_uint(as_float(assumed) + v));
  } while (old != assumed);
}

__kernel void atomic_float_sum(__global const float *in, volatile __global float *sum,
                               volatile __global int *stats) {
  uint gid = get_global_id(0);
  float v = in[gid];
  atomic_add_float(sum, v);
  atomic_min(&stats[0], (int)v);
  atomic_max(&stats[1], (int)v);
  atomic_xchg(&stats[2], (int)gid);
  atomic_dec(&stats[3]);
  atomic_or(&stats[4], 1 << (gid & 31));
  atomic_and(&stats[5], ~(1 << (gid & 31)));
}
