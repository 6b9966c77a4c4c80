// Wrapped from spirv.AtomicCompareExchange example 1 (seed 000, tests/ir-examples/seed000/AtomicCompareExchange.mlir)
// flavour: kernel; source: auto
// vce: update-vce failed: unknown storage class: WorkGroup
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%pointer: !spirv.ptr<i32, WorkGroup>, %value: i32, %comparator: i32) "None" {
    %0 = spirv.AtomicCompareExchange <Workgroup> <Acquire> <None>
                                    %pointer, %value, %comparator
                                    : !spirv.ptr<i32, WorkGroup>
    spirv.Return
  }
}
