// Arrays of structs, nested structs, and a non-inlined function returning a
// struct by value (sret) and taking one by value (byval).
typedef struct { float x, y; } Vec2;
typedef struct { Vec2 min, max; int flags; } Box;

__attribute__((noinline)) Box make_box(Vec2 a, Vec2 b, int flags) {
  Box r;
  r.min.x = fmin(a.x, b.x);
  r.min.y = fmin(a.y, b.y);
  r.max.x = fmax(a.x, b.x);
  r.max.y = fmax(a.y, b.y);
  r.flags = flags;
  return r;
}

__attribute__((noinline)) float area(Box b) {
  return (b.max.x - b.min.x) * (b.max.y - b.min.y);
}

__kernel void boxes(__global const Vec2 *pts, __global Box *out, __global float *areas) {
  int i = get_global_id(0);
  Box b = make_box(pts[2 * i], pts[2 * i + 1], i & 7);
  out[i] = b;
  areas[i] = area(b);
}
