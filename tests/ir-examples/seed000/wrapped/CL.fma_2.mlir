// Wrapped from spirv.CL.fma example 2 (seed 000, tests/ir-examples/seed000/CL.fma.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Float16, Addresses], []> {
  spirv.func @seed_example(%a: vector<3xf16>, %b: vector<3xf16>, %c: vector<3xf16>) "None" {
    %1 = spirv.CL.fma %a, %b, %c : vector<3xf16>
    spirv.Return
  }
}
