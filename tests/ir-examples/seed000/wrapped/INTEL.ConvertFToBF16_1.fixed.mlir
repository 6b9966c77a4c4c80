// Wrapped from spirv.INTEL.ConvertFToBF16 example 1 (seed 000, tests/ir-examples/seed000/INTEL.ConvertFToBF16.mlir)
// flavour: kernel; source: fixed; the op is spirv.INTEL.ConvertFToBF16
// vce: update-vce failed: 'spirv.INTEL.ConvertFToBF16' requires at least one capability in [Bfloat16ConversionINTEL] but none allowed in target environment
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%0: f32) "None" {
    %1 = spirv.INTEL.ConvertFToBF16 %0 : f32 to i16
    spirv.Return
  }
}
