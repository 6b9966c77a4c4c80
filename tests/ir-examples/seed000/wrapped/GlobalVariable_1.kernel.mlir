// Wrapped from spirv.GlobalVariable example 1 (seed 000, tests/ir-examples/seed000/GlobalVariable.mlir)
// flavour: kernel; source: auto+retarget; storage classes retargeted to CrossWorkgroup
// vce: update-vce failed: expected operation name in quotes
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.GlobalVariable @var0 : !spirv.ptr<f32, Input> @var0
  spirv.GlobalVariable @var1 initializer(@var0) : !spirv.ptr<f32, CrossWorkgroup>
}
