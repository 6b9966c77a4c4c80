// Wrapped from spirv.INTEL.ConvertBF16ToF example 2 (seed 000, tests/ir-examples/seed000/INTEL.ConvertBF16ToF.mlir)
// flavour: kernel; source: auto
// vce: update-vce failed: custom op 'spirv.ConvertBF16ToF' is unknown
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%2: vector<3xi16>) "None" {
    %3 = spirv.ConvertBF16ToF %2 : vector<3xi16> to vector<3xf32>
    spirv.Return
  }
}
