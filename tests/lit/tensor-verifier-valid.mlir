// The tensor dialect's IR verifier accepts well-formed tensor IR in the
// generic form (spvkit-opt reads, verifies and prints it back unchanged).
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt %s | FileCheck %s
// RUN: %spvkit-opt %s | %spvkit-opt - | FileCheck %s

// CHECK-LABEL: "tensor.func"
// CHECK: "tensor.gemm"
// CHECK: "tensor.for"
// CHECK: "tensor.yield"
// CHECK: "tensor.foreach_tile"
// CHECK: "tensor.cooperative_matrix_load"
// CHECK: "tensor.cooperative_matrix_mul_add"
// CHECK: "tensor.cooperative_matrix_apply"
// CHECK: "tensor.if"
// CHECK: "tensor.subview"
// CHECK: "tensor.load"
// CHECK: sym_name = "kernel"
"tensor.func"() ({
^bb0(%A: !tensor.memref<f32 [32, 32] [1, 32] global>, %g: !tensor.group<!tensor.memref<f32 [32] [1] global> ? 0>, %n: index):
  %one = "tensor.constant"() {value = 1.0} : () -> f32
  %zero = "tensor.constant"() {value = 0} : () -> index
  "tensor.gemm"(%one, %A, %A, %one, %A) {atomic, trans_a} : (f32, !tensor.memref<f32 [32, 32] [1, 32] global>, !tensor.memref<f32 [32, 32] [1, 32] global>, f32, !tensor.memref<f32 [32, 32] [1, 32] global>) -> ()
  %sum = "tensor.for"(%zero, %n, %one) ({
  ^bb0(%i: index, %acc: f32):
    %next = "tensor.add"(%acc, %acc) : (f32, f32) -> f32
    "tensor.yield"(%next) : (f32) -> ()
  }) : (index, index, f32) -> f32
  "tensor.foreach_tile"(%zero, %n) ({
  ^bb0(%i: index, %t: index):
    %a = "tensor.cooperative_matrix_load"(%A, %i, %zero) : (!tensor.memref<f32 [32, 32] [1, 32] global>, index, index) -> !tensor.coopmatrix<f32 [16, 8] matrix_a>
    %b = "tensor.cooperative_matrix_load"(%A, %zero, %i) : (!tensor.memref<f32 [32, 32] [1, 32] global>, index, index) -> !tensor.coopmatrix<f32 [8, 16] matrix_b>
    %c = "tensor.cooperative_matrix_construct"(%one) : (f32) -> !tensor.coopmatrix<f32 [16, 16] matrix_acc>
    %d = "tensor.cooperative_matrix_mul_add"(%a, %b, %c) : (!tensor.coopmatrix<f32 [16, 8] matrix_a>, !tensor.coopmatrix<f32 [8, 16] matrix_b>, !tensor.coopmatrix<f32 [16, 16] matrix_acc>) -> !tensor.coopmatrix<f32 [16, 16] matrix_acc>
    %e = "tensor.cooperative_matrix_apply"(%d) ({
    ^bb0(%r: i32, %s: i32, %v: f32):
      %w = "tensor.mul"(%v, %v) : (f32, f32) -> f32
      "tensor.yield"(%w) : (f32) -> ()
    }) : (!tensor.coopmatrix<f32 [16, 16] matrix_acc>) -> !tensor.coopmatrix<f32 [16, 16] matrix_acc>
    "tensor.cooperative_matrix_store"(%e, %A, %i, %zero) {checked = "rows_checked"} : (!tensor.coopmatrix<f32 [16, 16] matrix_acc>, !tensor.memref<f32 [32, 32] [1, 32] global>, index, index) -> ()
  }) {tile_shape = [16]} : (index, index) -> ()
  %p = "tensor.less_than"(%zero, %n) : (index, index) -> i1
  %x = "tensor.if"(%p) ({
    "tensor.yield"(%one) : (f32) -> ()
  }, {
    "tensor.yield"(%sum) : (f32) -> ()
  }) : (i1) -> f32
  %col = "tensor.subview"(%A, %n) {static_offsets = [0, -9223372036854775808], static_sizes = [32, -9223372036854775807]} : (!tensor.memref<f32 [32, 32] [1, 32] global>, index) -> !tensor.memref<f32 [32] [1] global>
  %m = "tensor.load"(%g, %zero) : (!tensor.group<!tensor.memref<f32 [32] [1] global> ? 0>, index) -> !tensor.memref<f32 [32] [1] global>
  %y = "tensor.load"(%m, %zero) : (!tensor.memref<f32 [32] [1] global>, index) -> f32
  "tensor.store"(%y, %col, %zero) : (f32, !tensor.memref<f32 [32] [1] global>, index) -> ()
}) {sym_name = "kernel"} : () -> ()
