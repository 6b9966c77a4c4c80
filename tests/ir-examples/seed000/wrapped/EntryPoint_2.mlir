// Wrapped from spirv.EntryPoint example 2 (seed 000, tests/ir-examples/seed000/EntryPoint.mlir)
// flavour: kernel; source: auto
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses], []> {
  spirv.func @foo() "None" {
    spirv.Return
  }
  spirv.GlobalVariable @var1 : !spirv.ptr<i32, Input>
  spirv.GlobalVariable @var2 : !spirv.ptr<i32, Input>
  spirv.EntryPoint "Kernel" @foo, @var1, @var2
}
