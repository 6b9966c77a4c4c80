// Wrapped from spirv.func example 3 (seed 000, tests/ir-examples/seed000/func.mlir)
// flavour: kernel; source: auto+retarget; storage classes retargeted to CrossWorkgroup
// vce: update-vce failed: custom op 'spirv.func' expected SSA identifier
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @aliased_pointer(%arg0: !spirv.ptr<i32, CrossWorkgroup>,
      { spirv.decoration = #spirv.decoration<Aliased> }) -> () "None" {
    spirv.Return
  }
}
