// Recursive identified structs that are not well formed. The first three
// splits are MLIR 19's own cases (mlir/test/Dialect/SPIRV/IR/types.mlir) and
// mlir-opt-19 agrees with them; the last one MLIR 19 accepts, but SPIR-V can
// only declare a struct that contains itself through a pointer
// (OpTypeForwardPointer), so spvkit follows SPIR-V there.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt --split-input-file --verify-diagnostics %s | FileCheck %s
// RUN: sed -n '1,/^\/\/ SPIRV-ONLY/p' %s > %t.mlir
// RUN: %if mlir-opt %{ %mlir-opt --split-input-file --verify-diagnostics %t.mlir %}

// expected-error @+1 {{recursive struct reference not nested in struct definition}}
func.func private @id_wrong_recursive_reference(!spirv.struct<a6>) -> ()

// -----

// expected-error @+1 {{recursive struct reference not nested in struct definition}}
func.func private @id_struct_recursive_invalid(!spirv.struct<a7, (!spirv.ptr<!spirv.struct<b7>, Uniform>)>) -> ()

// -----

// expected-error @+1 {{identifier already used for an enclosing struct}}
func.func private @id_struct_redefinition(!spirv.struct<a8, (!spirv.ptr<!spirv.struct<a8, (!spirv.ptr<!spirv.struct<a8>, Uniform>)>, Uniform>)>) -> ()

// -----

// A valid one prints back.
// CHECK: func.func private @id_struct_self_recursive(!spirv.struct<a4, (!spirv.ptr<!spirv.struct<a4>, Uniform>)>)
func.func private @id_struct_self_recursive(!spirv.struct<a4, (!spirv.ptr<!spirv.struct<a4>, Uniform>)>) -> ()

// -----

// SPIRV-ONLY
spirv.module Physical64 OpenCL {
  // expected-error @+1 {{a recursive struct can refer to itself only through a pointer}}
  spirv.GlobalVariable @g : !spirv.ptr<!spirv.struct<a, (!spirv.array<2 x !spirv.struct<a>>)>, CrossWorkgroup>
}
