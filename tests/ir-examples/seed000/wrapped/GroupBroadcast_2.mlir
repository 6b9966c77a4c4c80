// Wrapped from spirv.GroupBroadcast example 2 (seed 000, tests/ir-examples/seed000/GroupBroadcast.mlir)
// flavour: kernel; source: auto
// vce: update-vce failed: expected '<'
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%vector_value: vector<4xf32>, %vector_localid: vector<3xi32>) "None" {
    %1 = spirv.GroupBroadcast "Workgroup" %vector_value, %vector_localid :
      vector<4xf32>, vector<3xi32>
    spirv.Return
  }
}
