// lower-foreach: foreach and foreach_tile become parallel regions with SPMD
// loops. Two modes: mode 0 over local id x with step wg.x = 32, mode 1 over
// local id y with step wg.y = 2. One mode: the linear local id x + 32 y with
// step 64, and an `if` instead of the loop when the range (16) is at most the
// step. foreach_tile: tiles of 32 over the linear subgroup id with step
// (32 / subgroup size) * 2 tiles, the size min(32, to - var).
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt --target=pocl --pass=lower-foreach %s | FileCheck %s
// RUN: %spvkit-opt --target=pocl --pass=lower-foreach,convert-tensor-to-spirv,canonicalize,cse,spirv-requirements %s -o %t.spv
// RUN: %if spirv-val %{ %spirv-val %t.spv %}

// CHECK-LABEL: "tensor.func"
// CHECK-NOT: "tensor.foreach
// CHECK: "tensor.parallel"() ({
// CHECK-NEXT: %[[X:[0-9]+]] = "tensor.local_id"() {dim = "x"} : () -> index
// CHECK-NEXT: %[[WX:[0-9]+]] = "tensor.constant"() {value = 32 : i64} : () -> index
// CHECK-NEXT: "tensor.for"(%[[X]], %m, %[[WX]]) ({
// CHECK-NEXT: ^bb{{[0-9]+}}(%[[I:[0-9]+]]: index):
// CHECK-NEXT: %[[Y:[0-9]+]] = "tensor.local_id"() {dim = "y"} : () -> index
// CHECK-NEXT: %[[WY:[0-9]+]] = "tensor.constant"() {value = 2 : i64} : () -> index
// CHECK-NEXT: "tensor.for"(%[[Y]], %n, %[[WY]]) ({
// CHECK-NEXT: ^bb{{[0-9]+}}(%[[J:[0-9]+]]: index):
// CHECK-NEXT: %v = "tensor.load"(%A, %[[I]], %[[J]])
// CHECK-NEXT: "tensor.store"(%v, %A, %[[I]], %[[J]])
// CHECK-NEXT: }) {has_step}
// CHECK-NEXT: }) {has_step}
// CHECK-NEXT: }) : () -> ()

// CHECK: "tensor.parallel"() ({
// CHECK-NEXT: %[[LX:[0-9]+]] = "tensor.local_id"() {dim = "x"}
// CHECK-NEXT: %[[W:[0-9]+]] = "tensor.constant"() {value = 32 : i64}
// CHECK-NEXT: %[[LY:[0-9]+]] = "tensor.local_id"() {dim = "y"}
// CHECK-NEXT: %[[YW:[0-9]+]] = "tensor.mul"(%[[LY]], %[[W]])
// CHECK-NEXT: %[[LIN:[0-9]+]] = "tensor.add"(%[[LX]], %[[YW]])
// CHECK-NEXT: %[[IN:[0-9]+]] = "tensor.less_than"(%[[LIN]], %c16)
// CHECK-NEXT: "tensor.if"(%[[IN]]) ({
// CHECK-NEXT: %v_1 = "tensor.load"(%x, %[[LIN]])

// CHECK: "tensor.parallel"() ({
// CHECK-NEXT: %[[SG:[0-9]+]] = "tensor.subgroup_size"() : () -> i32
// CHECK-NEXT: %[[W32:[0-9]+]] = "tensor.constant"() {value = 32 : i64} : () -> i32
// CHECK-NEXT: %[[NX:[0-9]+]] = "tensor.div"(%[[W32]], %[[SG]]) : (i32, i32) -> i32
// CHECK-NEXT: %[[SGID:[0-9]+]] = "tensor.subgroup_linear_id"() : () -> i32
// CHECK-NEXT: %[[TILE:[0-9]+]] = "tensor.constant"() {value = 32 : i64} : () -> index
// CHECK-NEXT: %[[WY2:[0-9]+]] = "tensor.constant"() {value = 2 : i64} : () -> i32
// CHECK-NEXT: %[[COUNT:[0-9]+]] = "tensor.mul"(%[[NX]], %[[WY2]])
// CHECK-NEXT: %[[ID:[0-9]+]] = "tensor.cast"(%[[SGID]]) : (i32) -> index
// CHECK-NEXT: %[[START:[0-9]+]] = "tensor.mul"(%[[ID]], %[[TILE]])
// CHECK-NEXT: %[[C:[0-9]+]] = "tensor.cast"(%[[COUNT]]) : (i32) -> index
// CHECK-NEXT: %[[STEP:[0-9]+]] = "tensor.mul"(%[[C]], %[[TILE]])
// CHECK-NEXT: "tensor.for"(%[[START]], %m, %[[STEP]]) ({
// CHECK-NEXT: ^bb{{[0-9]+}}(%[[T:[0-9]+]]: index):
// CHECK-NEXT: %[[REST:[0-9]+]] = "tensor.sub"(%m, %[[T]])
// CHECK-NEXT: %[[SIZE:[0-9]+]] = "tensor.min"(%[[TILE]], %[[REST]])
// CHECK-NEXT: %v_2 = "tensor.load"(%x, %[[SIZE]])
// CHECK-NEXT: "tensor.store"(%v_2, %x, %[[T]])
"tensor.func"() ({
^bb0(%A: !tensor.memref<f32 [?, ?] [1, ?] global>, %x: !tensor.memref<f32 [16] [1] global>):
  %c0 = "tensor.constant"() {value = 0 : i64} : () -> index
  %m = "tensor.size"(%A) {mode = 0 : i64} : (!tensor.memref<f32 [?, ?] [1, ?] global>) -> index
  %n = "tensor.size"(%A) {mode = 1 : i64} : (!tensor.memref<f32 [?, ?] [1, ?] global>) -> index
  %c16 = "tensor.constant"() {value = 16 : i64} : () -> index
  "tensor.foreach"(%c0, %c0, %m, %n) ({
  ^bb1(%i: index, %j: index):
    %v = "tensor.load"(%A, %i, %j) : (!tensor.memref<f32 [?, ?] [1, ?] global>, index, index) -> f32
    "tensor.store"(%v, %A, %i, %j) : (f32, !tensor.memref<f32 [?, ?] [1, ?] global>, index, index) -> ()
  }) : (index, index, index, index) -> ()
  "tensor.barrier"() {global} : () -> ()
  "tensor.foreach"(%c0, %c16) ({
  ^bb2(%k: index):
    %v_1 = "tensor.load"(%x, %k) : (!tensor.memref<f32 [16] [1] global>, index) -> f32
    "tensor.store"(%v_1, %x, %k) : (f32, !tensor.memref<f32 [16] [1] global>, index) -> ()
  }) : (index, index) -> ()
  "tensor.barrier"() {global} : () -> ()
  "tensor.foreach_tile"(%c0, %m) ({
  ^bb3(%t: index, %s: index):
    %v_2 = "tensor.load"(%x, %s) : (!tensor.memref<f32 [16] [1] global>, index) -> f32
    "tensor.store"(%v_2, %x, %t) : (f32, !tensor.memref<f32 [16] [1] global>, index) -> ()
  }) {tile_shape = [32 : i64]} : (index, index) -> ()
}) {sym_name = "spmd", arg_attrs = [{}, {}], attributes = {subgroup_size = 16 : i64, work_group_size = [32 : i64, 2 : i64]}} : () -> ()
