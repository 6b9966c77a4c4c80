// Wrapped from seed 002 line 298 (Array type); flavour: kernel; source: type-as-argument
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_type(%t: !spirv.array<4 x i32, stride = 4>) "None" {
    spirv.Return
  }
}
