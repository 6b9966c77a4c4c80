// Wrapped from seed 002 line 348 (Pointer type); flavour: kernel; source: type-as-argument
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_type(%t: !spirv.ptr<i32, Function>) "None" {
    spirv.Return
  }
}
