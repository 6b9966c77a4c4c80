// Wrapped from spirv.GlobalVariable example 1 (seed 000, tests/ir-examples/seed000/GlobalVariable.mlir)
// flavour: kernel; source: fixed+retarget; storage classes retargeted to CrossWorkgroup
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.GlobalVariable @var0 : !spirv.ptr<f32, Input>
  spirv.GlobalVariable @var1 initializer(@var0) : !spirv.ptr<f32, CrossWorkgroup>
}
