// Wrapped from spirv.CL.u_max example 2 (seed 000, tests/ir-examples/seed000/CL.u_max.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Int16, Addresses], []> {
  spirv.func @seed_example(%0: vector<3xi16>, %1: vector<3xi16>) "None" {
    %3 = spirv.CL.u_max %0, %1 : vector<3xi16>
    spirv.Return
  }
}
