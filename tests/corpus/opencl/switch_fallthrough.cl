// switch with fallthrough, a default in the middle, and a switch inside a loop
// whose cases break out of the switch or continue the loop.
__kernel void switch_ops(__global const int *op, __global int *acc, int n) {
  int gid = get_global_id(0);
  int a = acc[gid];
  for (int i = 0; i < n; ++i) {
    switch (op[i]) {
    case 0:
      a += 1;
      /* fallthrough */
    case 1:
      a += 2;
      break;
    case 2:
      a *= 3;
      break;
    default:
      a -= 1;
      /* fallthrough */
    case 7:
      a ^= 0x55;
      break;
    case 9:
      continue;
    case 10:
      a = 0;
      continue;
    }
    a = a & 0xffff;
  }
  acc[gid] = a;
}
