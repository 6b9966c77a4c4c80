// 64-bit atomics (cl_khr_int64_base_atomics / extended_atomics) on global memory.
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
__kernel void atomics64(__global long *acc, __global const long *in) {
  size_t i = get_global_id(0);
  long v = in[i];
  atom_add(&acc[0], v);
  atom_max(&acc[1], v);
  atom_min(&acc[2], v);
  atom_xchg(&acc[3], (long)i);
  atom_cmpxchg(&acc[4], 0L, v);
  atom_inc(&acc[5]);
  atom_xor(&acc[6], v << 1);
}
