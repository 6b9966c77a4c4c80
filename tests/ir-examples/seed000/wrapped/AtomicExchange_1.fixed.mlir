// Wrapped from spirv.AtomicExchange example 1 (seed 000, tests/ir-examples/seed000/AtomicExchange.mlir)
// flavour: kernel; source: fixed; stray comma after the last operand; storage class is spelled Workgroup
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example(%pointer: !spirv.ptr<i32, Workgroup>, %value: i32) "None" {
    %0 = spirv.AtomicExchange <Workgroup> <Acquire> %pointer, %value
                            : !spirv.ptr<i32, Workgroup>
    spirv.Return
  }
}
