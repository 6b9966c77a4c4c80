// Bad custom syntax is a located error, not a crash.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt --verify-diagnostics %s

spirv.module Physical64 OpenCL {
  spirv.func @f(%p: !spirv.ptr<i32, CrossWorkgroup>, %v: i32) "None" {
    // expected-error@+1 {{unknown Scope value 'Devise'}}
    %0 = spirv.AtomicIAdd <Devise> <None> %p, %v : !spirv.ptr<i32, CrossWorkgroup>
    spirv.Return
  }
}
