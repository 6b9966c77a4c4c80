// Wrapped from spirv.INTEL.ConvertBF16ToF example 1 (seed 000, tests/ir-examples/seed000/INTEL.ConvertBF16ToF.mlir)
// flavour: kernel; source: auto
// vce: update-vce failed: custom op 'spirv.ConvertBF16ToF' is unknown
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%0: i16) "None" {
    %1 = spirv.ConvertBF16ToF %0 : i16 to f32
    spirv.Return
  }
}
