// Wrapped from spirv.CL.s_abs example 2 (seed 000, tests/ir-examples/seed000/CL.s_abs.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Int16, Addresses], []> {
  spirv.func @seed_example(%1: vector<3xi16>) "None" {
    %3 = spirv.CL.s_abs %1 : vector<3xi16>
    spirv.Return
  }
}
