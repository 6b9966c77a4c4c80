// Wrapped from spirv.INTEL.ConvertFToBF16 example 1 (seed 000, tests/ir-examples/seed000/INTEL.ConvertFToBF16.mlir)
// flavour: kernel; source: auto
// vce: update-vce failed: custom op 'spirv.ConvertFToBF16' is unknown
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%0: f32) "None" {
    %1 = spirv.ConvertFToBF16 %0 : f32 to i16
    spirv.Return
  }
}
