// Wrapped from seed 002 line 363 (Runtime array type); flavour: kernel; source: type-as-argument
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_type(%t: !spirv.rtarray<i32>) "None" {
    spirv.Return
  }
}
