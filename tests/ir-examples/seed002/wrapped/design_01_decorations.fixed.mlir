// Wrapped from seed 002 line 229 (Decorations); flavour: kernel; source: fixed; a unit attribute is written {RelaxedPrecision}, not {RelaxedPrecision: unit}
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%0: f32, %1: f32) "None" {
    %v1 = "spirv.FMul"(%0, %0) {RelaxedPrecision} : (f32, f32) -> (f32)
    %v2 = "spirv.FMul"(%1, %1) {NoContraction} : (f32, f32) -> (f32)
    spirv.Return
  }
}
