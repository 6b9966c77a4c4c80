// The func dialect's rules, stated as mlir-opt states them (and judged by it).
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt --split-input-file --verify-diagnostics %s
// RUN: %if mlir-opt %{ %mlir-opt --split-input-file --verify-diagnostics %s %}

func.func @f(%a: i32) -> i32 {
  %c = spirv.Constant 1 : i64
  // expected-error@+1 {{doesn't match function result type}}
  return %c : i64
}

// -----

func.func @f(%a: i32) -> i32 {
  // expected-error@+1 {{has 0 operands, but enclosing function (@f) returns 1}}
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i64) {
  // expected-error@+1 {{operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  %0 = call @g(%a) : (i64) -> i32
  return
}

// -----

// expected-error@+1 {{symbol declaration cannot have public visibility}}
func.func @decl(i32)

// -----

!t = i32
// expected-error@+1 {{redefinition of type alias id 't'}}
!t = i64
