// tensor-canonicalize: integer arithmetic on index / i64 constants folds (in
// chains), identical side-effect-free ops merge, unused ones go; loads and
// stores stay even when identical, an i32 product is not folded (no
// wrap-around in 64 bits), and a division by zero is left to run time.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt --pass=tensor-canonicalize %s | FileCheck %s

// CHECK-LABEL: "tensor.func"
// CHECK-DAG: %[[C4:[0-9a-z_]+]] = "tensor.constant"() {value = 4 : i64} : () -> index
// CHECK-DAG: %[[C17:[0-9a-z_]+]] = "tensor.constant"() {value = 17 : i64} : () -> index
// CHECK-NOT: "tensor.add"
// CHECK-NOT: "tensor.mul"(%{{.*}}) : (index, index)
// CHECK: %[[L1:[0-9a-z_]+]] = "tensor.load"(%A, %[[C4]])
// CHECK-NEXT: %[[L2:[0-9a-z_]+]] = "tensor.load"(%A, %[[C4]])
// CHECK-NEXT: "tensor.store"(%[[L1]], %A, %[[C17]])
// CHECK-NEXT: "tensor.store"(%[[L2]], %A, %[[C17]])
// CHECK-NEXT: %big = "tensor.constant"() {value = 65536 : i64} : () -> i32
// CHECK-NEXT: %[[P:[0-9a-z_]+]] = "tensor.mul"(%big, %big) : (i32, i32) -> i32
// CHECK-NEXT: "tensor.store"(%[[P]],
// CHECK-NEXT: %zero = "tensor.constant"() {value = 0 : i64} : () -> index
// CHECK-NEXT: "tensor.div"(%[[C4]], %zero) : (index, index) -> index
// CHECK-NOT: "tensor.max"
"tensor.func"() ({
^bb0(%A: !tensor.memref<i32 [16] [1] global>, %x: index):
  %c1 = "tensor.constant"() {value = 1 : i64} : () -> index
  %c3 = "tensor.constant"() {value = 3 : i64} : () -> index
  %c4 = "tensor.add"(%c1, %c3) : (index, index) -> index
  %c1b = "tensor.constant"() {value = 1 : i64} : () -> index
  %c16 = "tensor.mul"(%c4, %c4) : (index, index) -> index
  %c17 = "tensor.add"(%c16, %c1b) : (index, index) -> index
  %dead = "tensor.max"(%x, %c17) : (index, index) -> index
  %v = "tensor.load"(%A, %c4) : (!tensor.memref<i32 [16] [1] global>, index) -> i32
  %w = "tensor.load"(%A, %c4) : (!tensor.memref<i32 [16] [1] global>, index) -> i32
  "tensor.store"(%v, %A, %c17) : (i32, !tensor.memref<i32 [16] [1] global>, index) -> ()
  "tensor.store"(%w, %A, %c17) : (i32, !tensor.memref<i32 [16] [1] global>, index) -> ()
  %big = "tensor.constant"() {value = 65536 : i64} : () -> i32
  %p = "tensor.mul"(%big, %big) : (i32, i32) -> i32
  "tensor.store"(%p, %A, %c1) : (i32, !tensor.memref<i32 [16] [1] global>, index) -> ()
  %zero = "tensor.constant"() {value = 0 : i64} : () -> index
  %q = "tensor.div"(%c4, %zero) : (index, index) -> index
  "tensor.store"(%p, %A, %q) : (i32, !tensor.memref<i32 [16] [1] global>, index) -> ()
}) {sym_name = "fold", arg_attrs = [{}, {}]} : () -> ()
