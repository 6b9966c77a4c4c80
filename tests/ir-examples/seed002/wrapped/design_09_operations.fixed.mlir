// Wrapped from seed 002 line 478 (Operations); flavour: kernel; source: fixed; the generic form's storage class is an enum attribute: #spirv.storage_class<Function>
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @seed_example() "None" {
    %0 = "spirv.Constant"() { value = 42 : i32 } : () -> i32
    %1 = "spirv.Variable"(%0) { storage_class = #spirv.storage_class<Function> } : (i32) -> !spirv.ptr<i32, Function>
    %2 = "spirv.IAdd"(%0, %0) : (i32, i32) -> i32
    spirv.Return
  }
}
