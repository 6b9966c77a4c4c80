// One bitonic merge step: compare-and-swap with direction from the index bits.
__kernel void bitonic_step(__global uint *keys, uint stage, uint pass) {
  uint i = get_global_id(0);
  uint pair_distance = 1u << (stage - pass);
  uint block_width = 2u * pair_distance;
  uint left = (i % pair_distance) + (i / pair_distance) * block_width;
  uint right = left + pair_distance;
  uint a = keys[left], b = keys[right];
  bool ascending = ((i / (1u << stage)) & 1u) == 0;
  if ((a > b) == ascending) {
    keys[left] = b;
    keys[right] = a;
  }
}
