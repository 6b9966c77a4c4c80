// printf with constant format strings and several argument types.
__kernel void printf_kernel(__global const float *x, int n) {
  int i = get_global_id(0);
  if (i == 0)
    printf("n=%d first=%f\n", n, x[0]);
  if (i < 2)
    printf("i=%d x=%.3f v=%v4hlf\n", i, x[i], (float4)(x[i], 1.0f, 2.0f, 3.0f));
  if (x[i] != x[i])
    printf("nan at %d (%s)\n", i, "check input");
}
