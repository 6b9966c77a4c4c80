// A search loop with both break and continue, and a second loop whose exit
// depends on data read inside the loop.
__kernel void loop_break_continue(__global const int *data, __global int *out,
                                  int n, int needle) {
  int gid = (int)get_global_id(0);
  int count = 0, first = -1;
  for (int i = 0; i < n; ++i) {
    int v = data[(gid + i) % n];
    if (v < 0)
      continue;            // skip negatives
    if (v == needle) {
      first = i;
      break;               // found
    }
    ++count;
  }
  int j = 0;
  while (j < n) {
    if (data[j] == 0)
      break;
    j += (data[j] & 1) ? 2 : 1;
  }
  out[gid * 3 + 0] = count;
  out[gid * 3 + 1] = first;
  out[gid * 3 + 2] = j;
}
