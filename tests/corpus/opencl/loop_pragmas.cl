// Loops with unroll pragmas. At -O0 llvm-spirv emits OpLoopMerge with a
// LoopControl operand for them (structured loop headers in a Kernel module).
__kernel void loop_pragmas(__global float *x, int n) {
  int i = get_global_id(0);
  float acc = 0.0f;
  #pragma nounroll
  for (int k = 0; k < n; ++k)
    acc += x[k] * (float)k;
  #pragma unroll 2
  for (int k = 0; k < 8; ++k)
    acc *= 0.5f;
  x[i] = acc;
}
