// OpenCL 2.0 generic address space: one function used with global, local and
// private pointers, and explicit casts back with to_global / to_local / to_private.
__attribute__((noinline)) int sum3(const int *p) { return p[0] + p[1] + p[2]; }

__kernel void generic_as(__global int *g, __local int *l, __global int *out) {
  int lid = get_local_id(0);
  int priv[3] = {lid, lid + 1, lid + 2};
  l[lid] = g[lid] * 2;
  barrier(CLK_LOCAL_MEM_FENCE);
  int *p = (lid & 1) ? (int *)g : (int *)l;
  int s = sum3(p) + sum3(priv) + sum3(g + lid);
  __global int *gp = to_global(p);
  __local int *lp = to_local(p);
  __private int *pp = to_private(p);
  s += gp ? 1 : 0;
  s += lp ? 2 : 0;
  s += pp ? 4 : 0;
  out[get_global_id(0)] = s;
}
