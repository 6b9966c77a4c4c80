// Wrapped from spirv.AtomicIDecrement example 1 (seed 000, tests/ir-examples/seed000/AtomicIDecrement.mlir)
// flavour: kernel; source: auto+retarget; storage classes retargeted to CrossWorkgroup
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%pointer: !spirv.ptr<i32, CrossWorkgroup>) "None" {
    %0 = spirv.AtomicIDecrement <Device> <None> %pointer :
                              !spirv.ptr<i32, CrossWorkgroup>
    spirv.Return
  }
}
