// OpenCL math built-ins (OpenCL.std extended instructions).
__kernel void math_builtins(__global const float *x, __global const float *y,
                            __global float *out) {
  size_t i = get_global_id(0);
  float a = x[i], b = y[i];
  float r = sqrt(fabs(a)) + exp(-a * a) + fma(a, b, 1.0f) + mad(a, 2.0f, b);
  r += log(1.0f + fabs(b)) + pow(fabs(a), 0.5f) + sin(a) * cos(b);
  r += native_exp(b * 0.01f) + rsqrt(1.0f + a * a) + floor(a) - ceil(b);
  r += fmin(a, b) + fmax(a, b) + clamp(a, -1.0f, 1.0f) + copysign(1.0f, b);
  r += atan2(a, b) + tanh(a) + erf(b) + hypot(a, b) + fmod(a, 3.0f);
  r += step(0.5f, a) + smoothstep(0.0f, 1.0f, b) + mix(a, b, 0.25f);
  float ip;
  r += fract(a, &ip) + ip;
  int e;
  r += frexp(b, &e) + (float)e + ldexp(1.0f, 3) + rint(a) + round(b) + trunc(a);
  out[i] = r;
}

__kernel void math_vec(__global float4 *v) {
  size_t i = get_global_id(0);
  float4 a = v[i];
  v[i] = normalize(a) + cross(a, a.wzyx) + (float4)(length(a), distance(a, a.yxwz), dot(a, a), 0.0f) +
         sqrt(fabs(a)) + exp2(a * 0.1f) + log2(fabs(a) + 1.0f);
}
