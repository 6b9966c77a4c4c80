// Wrapped from spirv.GroupNonUniformBroadcast example 1 (seed 000, tests/ir-examples/seed000/GroupNonUniformBroadcast.mlir)
// flavour: kernel; source: fixed; MLIR 19 spells the scope as an enum attribute (<Subgroup>, <Workgroup>), and before SPIR-V 1.5 the id must be a constant
spirv.module Physical64 OpenCL requires #spirv.vce<v1.3, [GroupNonUniformBallot, Addresses, Kernel], []> {
  spirv.func @seed_example(%scalar_value: f32, %vector_value: vector<4xf32>) "None" {
    %id = spirv.Constant 0 : i32
    %0 = spirv.GroupNonUniformBroadcast <Subgroup> %scalar_value, %id : f32, i32
    %1 = spirv.GroupNonUniformBroadcast <Workgroup> %vector_value, %id :
      vector<4xf32>, i32
    spirv.Return
  }
}
