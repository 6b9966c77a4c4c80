// Hand-written OpenCL C equivalent of vadd.tl: c = a + b, 64 consecutive
// elements per work-group; each memref<f32x?> is a pointer and its size.
kernel void vadd(global const float* a, long na, global const float* b, long nb,
                 global float* c, long nc) {
  const long i = get_global_id(0);
  if (i < na) c[i] = a[i] + b[i];
}
