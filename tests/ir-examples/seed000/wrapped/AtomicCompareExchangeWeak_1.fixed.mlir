// Wrapped from spirv.AtomicCompareExchangeWeak example 1 (seed 000, tests/ir-examples/seed000/AtomicCompareExchangeWeak.mlir)
// flavour: kernel; source: fixed; storage class is spelled Workgroup, not WorkGroup
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses], []> {
  spirv.func @seed_example(%pointer: !spirv.ptr<i32, Workgroup>, %value: i32, %comparator: i32) "None" {
    %0 = spirv.AtomicCompareExchangeWeak <Workgroup> <Acquire> <None>
                                       %pointer, %value, %comparator
                                       : !spirv.ptr<i32, Workgroup>
    spirv.Return
  }
}
