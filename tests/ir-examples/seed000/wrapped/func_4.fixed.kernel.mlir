// Wrapped from spirv.func example 4 (seed 000, tests/ir-examples/seed000/func.mlir)
// flavour: kernel; source: fixed+retarget; storage classes retargeted to CrossWorkgroup
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @restrict_pointer(%arg0: !spirv.ptr<i32, CrossWorkgroup>
      { spirv.decoration = #spirv.decoration<Restrict> }) -> () "None" {
    spirv.Return
  }
}
