// Wrapped from spirv.CL.acos example 2 (seed 000, tests/ir-examples/seed000/CL.acos.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Float16, Addresses], []> {
  spirv.func @seed_example(%1: vector<4xf16>) "None" {
    %3 = spirv.CL.acos %1 : vector<4xf16>
    spirv.Return
  }
}
