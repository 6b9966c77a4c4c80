// The tensor dialect's IR verifier: one broken rule per function, each
// reported at its op (spvkit-opt verifies its input).
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt --verify-diagnostics %s

"tensor.func"() ({
^bb0(%A: !tensor.memref<f32 [8, 8] [1, 8] global>, %v: !tensor.memref<f32 [8] [1] global>, %x: f32, %i: index, %b: i1):
  // Operand count.
  // expected-error@+1 {{'tensor.add' op has 1 operands, expected 2}}
  %a0 = "tensor.add"(%x) : (f32) -> f32
  // Operand constraint.
  // expected-error@+1 {{'tensor.gemm' op operand 'alpha' (#0) must be a number, has memref<f32x8>}}
  "tensor.gemm"(%v, %A, %A, %x, %A) : (!tensor.memref<f32 [8] [1] global>, !tensor.memref<f32 [8, 8] [1, 8] global>, !tensor.memref<f32 [8, 8] [1, 8] global>, f32, !tensor.memref<f32 [8, 8] [1, 8] global>) -> ()
  // Memref order from the definition.
  // expected-error@+1 {{'tensor.gemv' op operand 'b' (#2) must be a memref of order 1, has memref<f32x8x8>}}
  "tensor.gemv"(%x, %A, %A, %x, %v) : (f32, !tensor.memref<f32 [8, 8] [1, 8] global>, !tensor.memref<f32 [8, 8] [1, 8] global>, f32, !tensor.memref<f32 [8] [1] global>) -> ()
  // Result count.
  // expected-error@+1 {{'tensor.mul' op has 0 results, expected 1}}
  "tensor.mul"(%x, %x) : (f32, f32) -> ()
  // Result constraint.
  // expected-error@+1 {{'tensor.equal' op result 'result' (#0) must be bool, has f32}}
  %a1 = "tensor.equal"(%x, %x) : (f32, f32) -> f32
  // Equal types.
  // expected-error@+1 {{'tensor.sub' op 'b' has type index, expected f32 (the type of 'a')}}
  %a2 = "tensor.sub"(%x, %i) : (f32, index) -> f32
  // Required attribute.
  // expected-error@+1 {{'tensor.size' op requires attribute 'mode'}}
  %a3 = "tensor.size"(%v) : (!tensor.memref<f32 [8] [1] global>) -> index
  // Attribute kind.
  // expected-error@+1 {{'tensor.fuse' op attribute 'from' must be an integer}}
  %a4 = "tensor.fuse"(%A) {from = "zero", to = 1} : (!tensor.memref<f32 [8, 8] [1, 8] global>) -> !tensor.memref<f32 [64] [1] global>
  // Enum values.
  // expected-error@+1 {{'tensor.atomic_load' op attribute 'scope' must be one of 'cross_device', 'device', 'work_group', 'subgroup'}}
  %a5 = "tensor.atomic_load"(%v, %i) {scope = "galaxy"} : (!tensor.memref<f32 [8] [1] global>, index) -> f32
  // Undeclared attribute.
  // expected-error@+1 {{'tensor.neg' op has unknown attribute 'fast'}}
  %a6 = "tensor.neg"(%x) {fast} : (f32) -> f32
  // The element type of the accessed memref.
  // expected-error@+1 {{'tensor.store' op operand 'value' (#0) must be the memref's element type f32, has index}}
  "tensor.store"(%i, %v, %i) : (index, !tensor.memref<f32 [8] [1] global>, index) -> ()
  // Indices against the memref's order.
  // expected-error@+1 {{'tensor.load' op has 1 indices for a memref of order 2}}
  %a7 = "tensor.load"(%A, %i) : (!tensor.memref<f32 [8, 8] [1, 8] global>, index) -> f32
  // An operand present only with an attribute (for's step needs has_step).
  // expected-error@+1 {{'tensor.for' op has 2 operands, expected at least 3}}
  "tensor.for"(%i, %i) ({
  ^bb0(%j: index):
  }) {has_step} : (index, index) -> ()
  // Block arguments of a region.
  // expected-error@+1 {{'tensor.for' op region #0 has 0 block arguments, expected 1}}
  "tensor.for"(%i, %i) ({
  ^bb0:
  }) : (index, index) -> ()
  // Equal-length operand lists.
  // expected-error@+1 {{'tensor.foreach' op has 3 operands, expected equal-length operand lists}}
  "tensor.foreach"(%i, %i, %i) ({
  ^bb0(%j: index):
  }) : (index, index, index) -> ()
  // Region count.
  // expected-error@+1 {{'tensor.parallel' op has 0 regions, expected 1}}
  "tensor.parallel"() : () -> ()
  // A region that must yield the op's values.
  // expected-error@+1 {{'tensor.if' op region 'then' must end with 'tensor.yield'}}
  %a8 = "tensor.if"(%b) ({
    %a9 = "tensor.abs"(%x) : (f32) -> f32
  }, {
    "tensor.yield"(%x) : (f32) -> ()
  }) : (i1) -> f32
  // Yield count.
  // expected-error@+4 {{'tensor.yield' op yields 2 values, expected 1}}
  %a10 = "tensor.if"(%b) ({
    "tensor.yield"(%x) : (f32) -> ()
  }, {
    "tensor.yield"(%x, %x) : (f32, f32) -> ()
  }) : (i1) -> f32
  "tensor.parallel"() ({
    // Yield outside a yielding region.
    // expected-error@+1 {{'tensor.yield' op must be in a region of 'tensor.for', 'tensor.if' or 'tensor.cooperative_matrix_apply'}}
    "tensor.yield"() : () -> ()
  }) : () -> ()
  "tensor.parallel"() ({
    // A collective instruction in an SPMD region.
    // expected-error@+1 {{'tensor.axpby' op is a collective instruction and must not appear in an SPMD region}}
    "tensor.axpby"(%x, %v, %x, %v) : (f32, !tensor.memref<f32 [8] [1] global>, f32, !tensor.memref<f32 [8] [1] global>) -> ()
  }) : () -> ()
  // An SPMD instruction in a collective region (for inherits the function's kind).
  "tensor.for"(%i, %i) ({
  ^bb0(%j: index):
    // expected-error@+1 {{'tensor.subgroup_linear_id' op is an SPMD instruction and must not appear in a collective region}}
    %a11 = "tensor.subgroup_linear_id"() : () -> i32
  }) : (index, index) -> ()
  // Subview: one dynamic operand per '?' entry.
  // expected-error@+1 {{'tensor.subview' op has 0 dynamic operands for 1 '?' entries}}
  %a12 = "tensor.subview"(%v) {static_offsets = [-9223372036854775808], static_sizes = [4]} : (!tensor.memref<f32 [8] [1] global>) -> !tensor.memref<f32 [4] [1] global>
  // Expand: the mode must exist.
  // expected-error@+1 {{'tensor.expand' op mode 1 is out of range for order 1}}
  %a13 = "tensor.expand"(%v) {mode = 1, static_shape = [2, 4]} : (!tensor.memref<f32 [8] [1] global>) -> !tensor.memref<f32 [2, 4] [1, 2] global>
  // Fuse: the range must fit the order.
  // expected-error@+1 {{'tensor.fuse' op fuse range [0,2] is invalid for order 2}}
  %a14 = "tensor.fuse"(%A) {from = 0, to = 2} : (!tensor.memref<f32 [8, 8] [1, 8] global>) -> !tensor.memref<f32 [64] [1] global>
  // Alloca: static and local.
  // expected-error@+1 {{'tensor.alloca' op result must be in the local address space}}
  %a15 = "tensor.alloca"() : () -> !tensor.memref<f32 [8] [1] global>
  // Constant: the value fits the type.
  // expected-error@+1 {{'tensor.constant' op value does not fit the result type f32}}
  %a16 = "tensor.constant"() {value = true} : () -> f32
  // Cast: not between a scalar and a coopmatrix.
  // expected-error@+1 {{'tensor.cast' op cast from bool to f32 is not allowed}}
  %a17 = "tensor.cast"(%b) : (i1) -> f32
  // Linear algebra: related orders.
  // expected-error@+1 {{'tensor.sum' op 'a' must have one mode more than 'b'}}
  "tensor.sum"(%x, %v, %x, %v) : (f32, !tensor.memref<f32 [8] [1] global>, f32, !tensor.memref<f32 [8] [1] global>) -> ()
  // expected-error@+1 {{'tensor.cumsum' op mode 3 is out of range for order 2}}
  "tensor.cumsum"(%x, %A, %x, %A) {mode = 3} : (f32, !tensor.memref<f32 [8, 8] [1, 8] global>, f32, !tensor.memref<f32 [8, 8] [1, 8] global>) -> ()
  "tensor.parallel"() ({
    %c = "tensor.cooperative_matrix_construct"(%x) : (f32) -> !tensor.coopmatrix<f32 [16, 16] matrix_acc>
    // Cooperative matrices: uses.
    // expected-error@+1 {{'tensor.cooperative_matrix_mul_add' op operands must have uses matrix_a, matrix_b, matrix_acc}}
    %d = "tensor.cooperative_matrix_mul_add"(%c, %c, %c) : (!tensor.coopmatrix<f32 [16, 16] matrix_acc>, !tensor.coopmatrix<f32 [16, 16] matrix_acc>, !tensor.coopmatrix<f32 [16, 16] matrix_acc>) -> !tensor.coopmatrix<f32 [16, 16] matrix_acc>
    // The component type of a coopmatrix operand.
    // expected-error@+1 {{'tensor.cooperative_matrix_construct' op operand 'value' (#0) must be the coopmatrix's component type f32, has index}}
    %e = "tensor.cooperative_matrix_construct"(%i) : (index) -> !tensor.coopmatrix<f32 [16, 16] matrix_acc>
    // Component type against the memref's element type.
    // expected-error@+1 {{'tensor.cooperative_matrix_load' op component type f64 does not match the element type f32}}
    %f = "tensor.cooperative_matrix_load"(%A, %i, %i) : (!tensor.memref<f32 [8, 8] [1, 8] global>, index, index) -> !tensor.coopmatrix<f64 [16, 16] matrix_acc>
    // Reduction shape.
    // expected-error@+1 {{'tensor.cooperative_matrix_reduce_add' op result coopmatrix<f32x16x16,matrix_acc> does not match the row reduction of coopmatrix<f32x16x16,matrix_acc>}}
    %g = "tensor.cooperative_matrix_reduce_add"(%c) {reduce_mode = "row"} : (!tensor.coopmatrix<f32 [16, 16] matrix_acc>) -> !tensor.coopmatrix<f32 [16, 16] matrix_acc>
    // Block arguments of cooperative_matrix_apply: row, column, value.
    // expected-error@+1 {{'tensor.cooperative_matrix_apply' op block argument #2 of region #0 has type f64, expected f32}}
    %h = "tensor.cooperative_matrix_apply"(%c) ({
    ^bb0(%r: i32, %s: i32, %w: f64):
      "tensor.yield"(%x) : (f32) -> ()
    }) : (!tensor.coopmatrix<f32 [16, 16] matrix_acc>) -> !tensor.coopmatrix<f32 [16, 16] matrix_acc>
  }) : () -> ()
}) {sym_name = "errors"} : () -> ()

// A function's arguments are never cooperative matrices.
// expected-error@+1 {{'tensor.func' op argument #0 must not have coopmatrix type}}
"tensor.func"() ({
^bb0(%c: !tensor.coopmatrix<f32 [16, 16] matrix_acc>):
}) {sym_name = "coop_argument"} : () -> ()

// expected-error@+2 {{'tensor.func' op requires attribute 'sym_name'}}
// expected-error@+1 {{'tensor.func' op requires a non-empty 'sym_name' string attribute}}
"tensor.func"() ({
^bb0:
}) : () -> ()

// Instructions live in functions.
// expected-error@+1 {{'tensor.barrier' op must be inside a 'tensor.func'}}
"tensor.barrier"() : () -> ()
