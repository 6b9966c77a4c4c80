// lower-linalg on a gemm: C (32 x 16) is cut into register tiles of MR x NB,
// one task each (tasks go to the work-items in turn: a parallel region with a
// loop from the local id, stepping by the work-group size), with the k loop innermost carrying the
// MR x NB accumulators. With a subgroup size MR is 1 and NB 4: 32 x 4 tasks;
// without one (CPU devices) MR is 16 rows of f32: 2 x 4 tasks. A dynamic beta
// is selected away when it is 0 at run time; no gemm is left.
// REQUIRES: spvkit-opt
// (cse and dce leave one of each constant.)
// RUN: %spvkit-opt --target=pocl --pass=lower-linalg,cse,dce %s | FileCheck %s
// The rest of the pipeline takes the lowered IR: a valid binary.
// RUN: %spvkit-opt --target=pocl --pass=lower-linalg,lower-foreach,convert-tensor-to-spirv,canonicalize,cse,spirv-requirements %s -o %t.spv
// RUN: %if spirv-val %{ %spirv-val %t.spv %}

// CHECK-LABEL: "tensor.func"
// CHECK-NOT: "tensor.gemm"
// CHECK-DAG: %[[TASKS:[0-9]+]] = "tensor.constant"() {value = 128 : i64} : () -> index
// CHECK-DAG: %[[ZERO:[0-9]+]] = "tensor.constant"() {value = 0 : i64} : () -> index
// CHECK-DAG: %[[WG:[0-9]+]] = "tensor.constant"() {value = 32 : i64} : () -> index
// CHECK: "tensor.parallel"() ({
// CHECK-NEXT: %[[LID:[0-9]+]] = "tensor.local_id"() {dim = "x"} : () -> index
// CHECK-NEXT: "tensor.for"(%[[LID]], %[[TASKS]], %[[WG]]) ({
// CHECK-NEXT: ^bb{{[0-9]+}}(%[[T:[0-9]+]]: index):
// The row tile and column tile of task t.
// CHECK: "tensor.rem"(%[[T]],
// CHECK: "tensor.div"(%[[T]],
// op(B)'s K x 4 block, and row m of op(A) along k.
// CHECK: %[[BBLOCK:[0-9]+]] = "tensor.subview"(%B, {{.*}}static_sizes = [8 : i64, 4 : i64]
// CHECK: %[[ROW:[0-9]+]] = "tensor.subview"(%A, {{.*}} -> !tensor.memref<f32 [8] [32] global>
// CHECK-NEXT: %[[COL0:[0-9]+]] = "tensor.subview"(%[[BBLOCK]]) {static_offsets = [0 : i64, 0 : i64]
// CHECK: = "tensor.for"({{.*}}) ({
// CHECK-NEXT: ^bb{{[0-9]+}}(%[[K:[0-9]+]]: index, %{{[0-9]+}}: f32, %{{[0-9]+}}: f32, %{{[0-9]+}}: f32, %{{[0-9]+}}: f32):
// CHECK-NEXT: %[[A:[0-9]+]] = "tensor.load"(%[[ROW]], %[[K]])
// CHECK-NEXT: %[[B:[0-9]+]] = "tensor.load"(%[[COL0]], %[[K]])
// CHECK-NEXT: %[[AB:[0-9]+]] = "tensor.mul"(%[[A]], %[[B]]) : (f32, f32) -> f32
// CHECK-NEXT: "tensor.add"(%{{[0-9]+}}, %[[AB]]) : (f32, f32) -> f32
// CHECK: "tensor.yield"({{.*}}) : (f32, f32, f32, f32) -> ()
// The update of C: beta * C, then C only where beta != 0.
// CHECK: "tensor.subview"(%C,
// CHECK: %[[C0:[0-9]+]] = "tensor.subview"
// CHECK-NEXT: %[[OLD:[0-9]+]] = "tensor.load"(%[[C0]], %[[ZERO]])
// CHECK-NEXT: %[[BC:[0-9]+]] = "tensor.mul"(%beta, %[[OLD]])
// CHECK-NEXT: %[[SUM:[0-9]+]] = "tensor.add"(%[[ACC:[0-9]+]], %[[BC]])
// CHECK-NEXT: %[[ISZERO:[0-9]+]] = "tensor.equal"(%beta,
// CHECK-NEXT: %[[NEW:[0-9]+]] = "tensor.select"(%[[ISZERO]], %[[ACC]], %[[SUM]])
// CHECK-NEXT: "tensor.store"(%[[NEW]], %[[C0]], %[[ZERO]])
// CHECK: sym_name = "gemm_simd"

// CHECK-LABEL: "tensor.func"
// CHECK-NOT: "tensor.gemm"
// CHECK-DAG: %[[TASKS2:[0-9]+]] = "tensor.constant"() {value = 8 : i64} : () -> index
// CHECK: "tensor.parallel"() ({
// CHECK-NEXT: %[[LID2:[0-9]+]] = "tensor.local_id"() {dim = "x"} : () -> index
// CHECK-NEXT: %[[WG2:[0-9]+]] = "tensor.constant"() {value = 64 : i64} : () -> index
// CHECK-NEXT: "tensor.for"(%[[LID2]], %[[TASKS2]], %[[WG2]]) ({
// The 16 x K block of op(A) and its 16 rows, and 16 x 4 accumulators.
// CHECK: "tensor.subview"(%A, {{.*}} -> !tensor.memref<f32 [16, 8] [1, 32] global>
// CHECK-COUNT-16: "tensor.subview"(%{{[0-9]+}}) {{.*}} -> !tensor.memref<f32 [8] [32] global>
// CHECK: "tensor.yield"({{.*}}) : ({{(f32, ){63}f32}}) -> ()
// CHECK-COUNT-64: "tensor.store"
// A constant beta of 1: C is added, not scaled, and not selected.
// CHECK-NOT: "tensor.select"
// CHECK: sym_name = "gemm_cpu"
"tensor.func"() ({
^bb0(%A: !tensor.memref<f32 [32, 8] [1, 32] global>, %B: !tensor.memref<f32 [8, 16] [1, 8] global>, %C: !tensor.memref<f32 [32, 16] [1, 32] global>, %beta: f32):
  %one = "tensor.constant"() {value = 1.0 : f64} : () -> f32
  "tensor.gemm"(%one, %A, %B, %beta, %C) : (f32, !tensor.memref<f32 [32, 8] [1, 32] global>, !tensor.memref<f32 [8, 16] [1, 8] global>, f32, !tensor.memref<f32 [32, 16] [1, 32] global>) -> ()
}) {sym_name = "gemm_simd", arg_attrs = [{}, {}, {}, {}], attributes = {subgroup_size = 16 : i64, work_group_size = [32 : i64, 1 : i64]}} : () -> ()
"tensor.func"() ({
^bb0(%A: !tensor.memref<f32 [32, 8] [1, 32] global>, %B: !tensor.memref<f32 [8, 16] [1, 8] global>, %C: !tensor.memref<f32 [32, 16] [1, 32] global>):
  %one = "tensor.constant"() {value = 1.0 : f64} : () -> f32
  "tensor.gemm"(%one, %A, %B, %one, %C) : (f32, !tensor.memref<f32 [32, 8] [1, 32] global>, !tensor.memref<f32 [8, 16] [1, 8] global>, f32, !tensor.memref<f32 [32, 16] [1, 32] global>) -> ()
}) {sym_name = "gemm_cpu", arg_attrs = [{}, {}, {}], attributes = {work_group_size = [64 : i64, 1 : i64]}} : () -> ()
