// Wrapped from spirv.Variable example 3 (seed 000, tests/ir-examples/seed000/Variable.mlir)
// flavour: kernel; source: auto+retarget; storage classes retargeted to CrossWorkgroup
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example() "None" {
    %3 = spirv.Variable {aliased_pointer} :
      !spirv.ptr<!spirv.ptr<f32, CrossWorkgroup>, Function>
    spirv.Return
  }
}
