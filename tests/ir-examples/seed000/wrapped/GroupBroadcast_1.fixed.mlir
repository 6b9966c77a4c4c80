// Wrapped from spirv.GroupBroadcast example 1 (seed 000, tests/ir-examples/seed000/GroupBroadcast.mlir)
// flavour: kernel; source: fixed; MLIR 19 spells the scope as an enum attribute <Subgroup>
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Groups, Addresses, Kernel], []> {
  spirv.func @seed_example(%scalar_value: f32, %scalar_localid: i32) "None" {
    %0 = spirv.GroupBroadcast <Subgroup> %scalar_value, %scalar_localid : f32, i32
    spirv.Return
  }
}
