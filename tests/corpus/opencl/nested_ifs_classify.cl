// Deeply nested if/else chains classifying points into regions.
__kernel void classify(__global const float2 *pts, __global int *cls, uint n) {
  uint i = get_global_id(0);
  if (i >= n)
    return;
  float2 p = pts[i];
  int c;
  if (p.x >= 0.0f) {
    if (p.y >= 0.0f) {
      if (p.x > p.y)
        c = 0;
      else if (p.x == p.y)
        c = 1;
      else
        c = 2;
    } else {
      c = (p.x > -p.y) ? 3 : 4;
    }
  } else {
    if (p.y >= 0.0f) {
      c = 5;
      if (p.x * p.x + p.y * p.y < 1.0f)
        c = 6;
    } else {
      if (isnan(p.x) || isnan(p.y))
        c = -1;
      else
        c = 7;
    }
  }
  cls[i] = c;
}
