// Bad custom syntax is a located error, not a crash.
// RUN: not %spvkit-ir-roundtrip %s 2>&1 | FileCheck %s

spirv.module Physical64 OpenCL {
  spirv.func @f(%p: !spirv.ptr<i32, CrossWorkgroup>, %v: i32) "None" {
    // CHECK: spirv-syntax-errors.mlir:[[@LINE+1]]:27: error: unknown Scope value 'Devise'
    %0 = spirv.AtomicIAdd <Devise> <None> %p, %v : !spirv.ptr<i32, CrossWorkgroup>
    spirv.Return
  }
}
