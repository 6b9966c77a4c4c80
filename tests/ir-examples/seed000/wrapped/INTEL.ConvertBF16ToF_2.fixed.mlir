// Wrapped from spirv.INTEL.ConvertBF16ToF example 2 (seed 000, tests/ir-examples/seed000/INTEL.ConvertBF16ToF.mlir)
// flavour: kernel; source: fixed; the op is spirv.INTEL.ConvertBF16ToF
// vce: update-vce failed: 'spirv.INTEL.ConvertBF16ToF' requires at least one capability in [Bfloat16ConversionINTEL] but none allowed in target environment
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%2: vector<3xi16>) "None" {
    %3 = spirv.INTEL.ConvertBF16ToF %2 : vector<3xi16> to vector<3xf32>
    spirv.Return
  }
}
