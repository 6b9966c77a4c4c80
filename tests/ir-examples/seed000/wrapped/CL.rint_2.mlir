// Wrapped from spirv.CL.rint example 2 (seed 000, tests/ir-examples/seed000/CL.rint.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Float16, Addresses], []> {
  spirv.func @seed_example(%in1: vector<3xf16>) "None" {
    %1 = spirv.CL.rint %in1 : vector<3xf16>
    spirv.Return
  }
}
