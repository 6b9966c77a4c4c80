// Bad custom syntax is a located error, not a crash.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt --split-input-file --verify-diagnostics %s

spirv.module Physical64 OpenCL {
  spirv.func @f(%p: !spirv.ptr<i32, CrossWorkgroup>, %v: i32) "None" {
    // expected-error@+1 {{expected ::mlir::spirv::Scope to be one of: CrossDevice, Device, Workgroup}}
    %0 = spirv.AtomicIAdd <Devise> <None> %p, %v : !spirv.ptr<i32, CrossWorkgroup>
    spirv.Return
  }
}

// -----

// A token missing at the end of a line is reported where the line ends, as
// mlir-opt reports it (not at the next line's first token).
spirv.module Logical GLSL450 {
  spirv.func @f(%a: i1) "None" {
    // expected-error@+1 {{expected ':'}}
    %0 = spirv.LogicalAnd %a, %a
    spirv.Return
  }
}
