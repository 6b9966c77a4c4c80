// Private arrays indexed dynamically: a small insertion sort per work-item.
#define K 8
__kernel void private_sort(__global const int *in, __global int *out) {
  int v[K];
  int base = get_global_id(0) * K;
  for (int i = 0; i < K; ++i)
    v[i] = in[base + i];
  for (int i = 1; i < K; ++i) {
    int key = v[i];
    int j = i - 1;
    while (j >= 0 && v[j] > key) {
      v[j + 1] = v[j];
      --j;
    }
    v[j + 1] = key;
  }
  float w[4] = {1.0f, 2.0f, 3.0f, 4.0f};
  int sel = v[0] & 3;
  for (int i = 0; i < K; ++i)
    out[base + i] = v[i] + (int)w[sel];
}
