// Wrapped from spirv.INTEL.ConvertFToBF16 example 2 (seed 000, tests/ir-examples/seed000/INTEL.ConvertFToBF16.mlir)
// flavour: kernel; source: fixed; the op is spirv.INTEL.ConvertFToBF16
// vce: update-vce failed: 'spirv.INTEL.ConvertFToBF16' requires at least one capability in [Bfloat16ConversionINTEL] but none allowed in target environment
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%2: vector<3xf32>) "None" {
    %3 = spirv.INTEL.ConvertFToBF16 %2 : vector<3xf32> to vector<3xi16>
    spirv.Return
  }
}
