// Wrapped from spirv.CL.cosh example 2 (seed 000, tests/ir-examples/seed000/CL.cosh.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Float16, Addresses], []> {
  spirv.func @seed_example(%1: vector<4xf16>) "None" {
    %3 = spirv.CL.cosh %1 : vector<4xf16>
    spirv.Return
  }
}
