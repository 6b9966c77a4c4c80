// Wrapped from spirv.CL.rsqrt example 2 (seed 000, tests/ir-examples/seed000/CL.rsqrt.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Float16, Addresses], []> {
  spirv.func @seed_example(%1: vector<3xf16>) "None" {
    %3 = spirv.CL.rsqrt %1 : vector<3xf16>
    spirv.Return
  }
}
