// Wrapped from spirv.AtomicUMax example 1 (seed 000, tests/ir-examples/seed000/AtomicUMax.mlir)
// flavour: kernel; source: auto+retarget; storage classes retargeted to CrossWorkgroup
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%pointer: !spirv.ptr<i32, CrossWorkgroup>, %value: i32) "None" {
    %0 = spirv.AtomicUMax <Device> <None> %pointer, %value :
                        !spirv.ptr<i32, CrossWorkgroup>
    spirv.Return
  }
}
