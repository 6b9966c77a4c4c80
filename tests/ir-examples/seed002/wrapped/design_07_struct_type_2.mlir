// Wrapped from seed 002 line 397 (Struct type); flavour: kernel; source: type-as-argument; vce: update-vce failed: expected ','
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_type(%t: !spirv.struct<f32 [0]>) "None" {
    spirv.Return
  }
}
