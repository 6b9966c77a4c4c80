// Wrapped from spirv.CL.fmax example 2 (seed 000, tests/ir-examples/seed000/CL.fmax.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Float16, Addresses], []> {
  spirv.func @seed_example(%0: vector<3xf16>, %1: vector<3xf16>) "None" {
    %3 = spirv.CL.fmax %0, %1 : vector<3xf16>
    spirv.Return
  }
}
