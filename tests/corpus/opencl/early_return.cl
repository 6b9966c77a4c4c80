// Early returns: at the top (bounds), from inside a loop, and from a nested if.
__kernel void early_return(__global const int *in, __global int *out, int n, int limit) {
  int gid = get_global_id(0);
  if (gid >= n)
    return;
  int s = 0;
  for (int i = 0; i < n; ++i) {
    s += in[i];
    if (s > limit) {
      out[gid] = -i;
      return;
    }
  }
  if (s < 0) {
    if (gid == 0) {
      out[gid] = 0;
      return;
    }
    s = -s;
  }
  out[gid] = s;
}
