// Wrapped from seed 002 line 425 (Function); flavour: kernel; source: auto; vce: update-vce failed: 'spirv.ReturnValue' op requires zero results
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel], []> {
  spirv.func @f(%arg: i32) -> i32 "None" {
    "spirv.ReturnValue"(%arg) : (i32) -> (i32)
  }
}
