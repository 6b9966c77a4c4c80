// Wrapped from seed 002 line 397 (Struct type); flavour: kernel; source: fixed; struct types need parentheses in MLIR 19
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_type(%t: !spirv.struct<(f32)>) "None" {
    spirv.Return
  }
}
