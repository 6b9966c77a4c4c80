// Wrapped from spirv.GroupBroadcast example 2 (seed 000, tests/ir-examples/seed000/GroupBroadcast.mlir)
// flavour: kernel; source: fixed; MLIR 19 spells the scope as an enum attribute <Workgroup>
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Groups, Addresses, Kernel], []> {
  spirv.func @seed_example(%vector_value: vector<4xf32>, %vector_localid: vector<3xi32>) "None" {
    %1 = spirv.GroupBroadcast <Workgroup> %vector_value, %vector_localid :
      vector<4xf32>, vector<3xi32>
    spirv.Return
  }
}
