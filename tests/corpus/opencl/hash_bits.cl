// Bit manipulation on 32/64-bit integers: a hash (murmur-style mixing) in a loop.
__kernel void hash_bits(__global const uint *keys, __global ulong *out, uint n, uint seed) {
  uint i = get_global_id(0);
  if (i >= n)
    return;
  uint k = keys[i];
  uint h = seed ^ (n * 4u);
  for (int r = 0; r < 4; ++r) {
    k *= 0xcc9e2d51u;
    k = (k << 15) | (k >> 17);
    k *= 0x1b873593u;
    h ^= k;
    h = ((h << 13) | (h >> 19)) * 5u + 0xe6546b64u;
    k = h ^ (uint)r;
  }
  h ^= h >> 16;
  h *= 0x85ebca6bu;
  h ^= h >> 13;
  ulong wide = ((ulong)h << 32) | (ulong)(~h);
  out[i] = wide ^ (wide >> 7) ^ (ulong)popcount(h);
}
