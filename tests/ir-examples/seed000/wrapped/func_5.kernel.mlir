// Wrapped from spirv.func example 5 (seed 000, tests/ir-examples/seed000/func.mlir)
// flavour: kernel; source: auto+retarget; storage classes retargeted to CrossWorkgroup
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @aliased_pointee(%arg0: !spirv.ptr<!spirv.ptr<i32,
      CrossWorkgroup>, Generic> { spirv.decoration =
      #spirv.decoration<AliasedPointer> }) -> () "None" {
    spirv.Return
  }
}
