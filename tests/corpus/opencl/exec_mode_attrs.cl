// Kernel attributes that become execution modes: reqd_work_group_size (LocalSize),
// work_group_size_hint (LocalSizeHint), vec_type_hint (VecTypeHint),
// and FP_CONTRACT OFF (ContractionOff).
#pragma OPENCL FP_CONTRACT OFF
__kernel __attribute__((reqd_work_group_size(8, 4, 2)))
void fixed_size(__global float *x) {
  size_t i = get_global_linear_id();
  x[i] = x[i] * 2.0f + 1.0f;
}

__kernel __attribute__((work_group_size_hint(64, 1, 1)))
__attribute__((vec_type_hint(float4)))
void hinted(__global float4 *v, float s) {
  size_t i = get_global_id(0);
  v[i] = v[i] * s + (float4)(1.0f);
}
