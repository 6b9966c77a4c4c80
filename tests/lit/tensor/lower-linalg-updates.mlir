// lower-linalg on the other collective instructions (tasks go to the
// work-items in turn: a parallel region with a loop from the local id,
// stepping by the work-group size of 32): one task per element
// (axpby, hadamard), per row (sum into a vector) or per line (cumsum), and a
// sum into a scalar through workgroup memory. A constant beta of 0 never
// reads the result, 1 adds it unscaled; `.atomic` becomes an atomic add with
// device scope. Nothing collective is left but the barriers.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt --target=pocl --pass=lower-linalg,cse,dce %s | FileCheck %s
// RUN: %spvkit-opt --target=pocl --pass=lower-linalg,lower-foreach,convert-tensor-to-spirv,canonicalize,cse,spirv-requirements %s -o %t.spv
// RUN: %if spirv-val %{ %spirv-val %t.spv %}

// CHECK-LABEL: "tensor.func"
// CHECK-NOT: "tensor.{{axpby|sum|cumsum|hadamard}}"
// CHECK-DAG: %[[EIGHT:[0-9]+]] = "tensor.constant"() {value = 8 : i64} : () -> index
// CHECK-DAG: %[[N64:[0-9]+]] = "tensor.constant"() {value = 64 : i64} : () -> index
// CHECK-DAG: %[[ONE:[0-9]+]] = "tensor.constant"() {value = 1 : i64} : () -> index

// axpby.t, beta 0: A(i, j) = 2 B(j, i), 64 tasks, no load of A.
// CHECK: "tensor.parallel"() ({
// CHECK-NEXT: %[[LID:[0-9]+]] = "tensor.local_id"() {dim = "x"} : () -> index
// CHECK-NEXT: %[[N32:[0-9]+]] = "tensor.constant"() {value = 32 : i64} : () -> index
// CHECK-NEXT: "tensor.for"(%[[LID]], %[[N64]], %[[N32]]) ({
// CHECK-NEXT: ^bb{{[0-9]+}}(%[[T:[0-9]+]]: index):
// CHECK-NEXT: %[[I:[0-9]+]] = "tensor.rem"(%[[T]], %[[EIGHT]])
// CHECK-NEXT: %[[J:[0-9]+]] = "tensor.div"(%[[T]], %[[EIGHT]])
// CHECK-NEXT: %[[BJI:[0-9]+]] = "tensor.load"(%B, %[[J]], %[[I]])
// CHECK-NEXT: %[[X:[0-9]+]] = "tensor.mul"(%two, %[[BJI]])
// CHECK-NEXT: "tensor.store"(%[[X]], %A, %[[I]], %[[J]])
// CHECK-NEXT: }) {has_step}
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "tensor.barrier"() {global}

// axpby.atomic, beta 1: an atomic add of A(i, j) to B(i, j).
// CHECK: "tensor.for"(%{{[0-9]+}}, %[[N64]], %{{[0-9]+}}) ({
// CHECK: %[[AIJ:[0-9]+]] = "tensor.load"(%A,
// CHECK-NEXT: "tensor.atomic_add"(%[[AIJ]], %B, {{.*}}) {scope = "device"}
// CHECK-NEXT: })

// sum.n into a vector: one task per row, the row of A along j, dynamic beta.
// CHECK: %[[ZERO:[0-9]+]] = "tensor.constant"() {value = 0 : i64} : () -> index
// CHECK: "tensor.for"(%{{[0-9]+}}, %[[EIGHT]], %{{[0-9]+}}) ({
// CHECK-NEXT: ^bb{{[0-9]+}}(%[[R:[0-9]+]]: index):
// CHECK-NEXT: %[[ROW:[0-9]+]] = "tensor.subview"(%A, %[[R]])
// CHECK: "tensor.for"(%[[ZERO]], %[[EIGHT]],
// CHECK: "tensor.load"(%[[ROW]],
// CHECK: "tensor.select"
// CHECK: "tensor.store"({{.*}}, %x, %[[R]])

// sum.n into a scalar: partial sums of the 32 work-items in workgroup memory,
// then work-item 0 adds them up.
// CHECK: %[[SCRATCH:[0-9]+]] = "tensor.alloca"() : () -> !tensor.memref<f32 [32] [1] local>
// CHECK-NEXT: %[[WG:[0-9]+]] = "tensor.constant"() {value = 32 : i64} : () -> index
// CHECK-NEXT: "tensor.parallel"() ({
// CHECK-NEXT: %[[LIDS:[0-9]+]] = "tensor.local_id"() {dim = "x"} : () -> index
// CHECK-NEXT: "tensor.for"(%[[LIDS]], %[[WG]], %[[WG]]) ({
// CHECK-NEXT: ^bb{{[0-9]+}}(%[[W:[0-9]+]]: index):
// CHECK: "tensor.for"(%[[W]], %[[EIGHT]], %[[WG]],
// CHECK: {has_step}
// CHECK-NEXT: "tensor.store"(%{{[0-9]+}}, %[[SCRATCH]], %[[W]])
// CHECK: "tensor.barrier"() {local}
// CHECK-NEXT: "tensor.parallel"() ({
// CHECK-NEXT: %[[LID1:[0-9]+]] = "tensor.local_id"() {dim = "x"} : () -> index
// CHECK-NEXT: "tensor.for"(%[[LID1]], %[[ONE]], %[[WG]]) ({
// CHECK: "tensor.load"(%[[SCRATCH]],
// CHECK: "tensor.store"(%{{[0-9]+}}, %s) :
// CHECK: "tensor.barrier"() {local}

// cumsum along mode 1: one task per row, running sums along the row.
// CHECK: "tensor.for"(%{{[0-9]+}}, %[[EIGHT]], %{{[0-9]+}}) ({
// CHECK: %[[LA:[0-9]+]] = "tensor.subview"(%A,
// CHECK-NEXT: %[[LB:[0-9]+]] = "tensor.subview"(%B,
// CHECK: "tensor.for"
// CHECK-NEXT: ^bb{{[0-9]+}}(%[[JJ:[0-9]+]]: index, %[[ACCUM:[0-9]+]]: f32):
// CHECK-NEXT: %[[AJ:[0-9]+]] = "tensor.load"(%[[LA]], %[[JJ]])
// CHECK-NEXT: %[[S:[0-9]+]] = "tensor.add"(%[[ACCUM]], %[[AJ]])
// CHECK-NEXT: %[[BJ:[0-9]+]] = "tensor.load"(%[[LB]], %[[JJ]])
// CHECK-NEXT: %[[NEWB:[0-9]+]] = "tensor.add"(%[[S]], %[[BJ]])
// CHECK-NEXT: "tensor.store"(%[[NEWB]], %[[LB]], %[[JJ]])
// CHECK-NEXT: "tensor.yield"(%[[S]])

// hadamard, beta 0: x(i) = x(i) * x(i).
// CHECK: "tensor.for"(%{{[0-9]+}}, %[[EIGHT]], %{{[0-9]+}}) ({
// CHECK: "tensor.mul"
// CHECK-NEXT: "tensor.store"
// CHECK-NEXT: }) {has_step}
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) {sym_name = "updates"
"tensor.func"() ({
^bb0(%A: !tensor.memref<f32 [8, 8] [1, 8] global>, %B: !tensor.memref<f32 [8, 8] [1, 8] global>, %x: !tensor.memref<f32 [8] [1] global>, %s: !tensor.memref<f32 [] [] global>, %beta: f32):
  %one = "tensor.constant"() {value = 1.0 : f64} : () -> f32
  %zero = "tensor.constant"() {value = 0.0 : f64} : () -> f32
  %two = "tensor.constant"() {value = 2.0 : f64} : () -> f32
  "tensor.axpby"(%two, %B, %zero, %A) {trans_a} : (f32, !tensor.memref<f32 [8, 8] [1, 8] global>, f32, !tensor.memref<f32 [8, 8] [1, 8] global>) -> ()
  "tensor.barrier"() {global} : () -> ()
  "tensor.axpby"(%one, %A, %one, %B) {atomic} : (f32, !tensor.memref<f32 [8, 8] [1, 8] global>, f32, !tensor.memref<f32 [8, 8] [1, 8] global>) -> ()
  "tensor.barrier"() {global} : () -> ()
  "tensor.sum"(%one, %A, %beta, %x) : (f32, !tensor.memref<f32 [8, 8] [1, 8] global>, f32, !tensor.memref<f32 [8] [1] global>) -> ()
  "tensor.barrier"() {global} : () -> ()
  "tensor.sum"(%one, %x, %zero, %s) : (f32, !tensor.memref<f32 [8] [1] global>, f32, !tensor.memref<f32 [] [] global>) -> ()
  "tensor.barrier"() {global} : () -> ()
  "tensor.cumsum"(%one, %A, %one, %B) {mode = 1 : i64} : (f32, !tensor.memref<f32 [8, 8] [1, 8] global>, f32, !tensor.memref<f32 [8, 8] [1, 8] global>) -> ()
  "tensor.barrier"() {global} : () -> ()
  "tensor.hadamard"(%one, %x, %x, %zero, %x) : (f32, !tensor.memref<f32 [8] [1] global>, !tensor.memref<f32 [8] [1] global>, f32, !tensor.memref<f32 [8] [1] global>) -> ()
}) {sym_name = "updates", arg_attrs = [{}, {}, {}, {}, {}], attributes = {work_group_size = [32 : i64, 1 : i64]}} : () -> ()
