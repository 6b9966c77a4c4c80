// Wrapped from spirv.GroupNonUniformBroadcast example 1 (seed 000, tests/ir-examples/seed000/GroupNonUniformBroadcast.mlir)
// flavour: kernel; source: auto
// vce: update-vce failed: expected '<'
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%scalar_value: f32, %vector_value: vector<4xf32>, %id: i32) "None" {
    %0 = spirv.GroupNonUniformBroadcast "Subgroup" %scalar_value, %id : f32, i32
    %1 = spirv.GroupNonUniformBroadcast "Workgroup" %vector_value, %id :
      vector<4xf32>, i32
    spirv.Return
  }
}
