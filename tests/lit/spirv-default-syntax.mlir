// RUN: %spvkit-ir-roundtrip --check %s | FileCheck %s
// Grammar ops MLIR has no format for print in one uniform syntax derived
// from the grammar: operands, successors, {attributes}, then a function type.

spirv.module Physical64 OpenCL {
  spirv.func @f(%a: i32, %v: vector<4xi1>, %s: i32) "None" {
    // CHECK: %{{.*}} = spirv.Any %{{.*}} : (vector<4xi1>) -> i1
    %0 = spirv.Any %v : (vector<4xi1>) -> i1
    // CHECK-NEXT: %{{.*}} = spirv.GroupNonUniformRotateKHR %{{.*}}, %{{.*}} {execution_scope = #spirv.scope<Subgroup>} : (i32, i32) -> i32
    %1 = spirv.GroupNonUniformRotateKHR %a, %a {execution_scope = #spirv.scope<Subgroup>} : (i32, i32) -> i32
    // CHECK-NEXT: spirv.Switch %{{.*}}, ^bb{{[0-9]+}}, ^bb{{[0-9]+}} {literals = [7 : i32]} : (i32) -> ()
    spirv.Switch %s, ^bb1, ^bb2 {literals = [7 : i32]} : (i32) -> ()
  ^bb1:
    spirv.Return
  ^bb2:
    // CHECK: spirv.Unreachable
    spirv.Unreachable
  }
}
