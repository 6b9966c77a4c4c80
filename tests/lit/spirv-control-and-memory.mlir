// RUN: %spvkit-ir-roundtrip --check %s | FileCheck %s
// Construct controls, function attributes, descriptor bindings and the
// memory ops MLIR parses by hand (this output is also accepted by mlir-opt-19).

spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Int64, Linkage], []> {
  // CHECK: spirv.GlobalVariable @g bind(1, 2) : !spirv.ptr<f32, CrossWorkgroup>
  spirv.GlobalVariable @g bind(1, 2) : !spirv.ptr<f32, CrossWorkgroup>
  // CHECK: spirv.func @callee(%{{.*}}: f32) "None" attributes {foo = 1 : i32} {
  spirv.func @callee(%x: f32) "None" attributes {foo = 1 : i32} {
    spirv.Return
  }
  // CHECK: spirv.func @f({{.*}}) -> f32 "Inline|Pure" {
  spirv.func @f(%c: i1, %p: !spirv.ptr<f32, Function>, %q: !spirv.ptr<f32, Function>, %x: f32) -> f32 "Inline|Pure" {
    // CHECK-NEXT: spirv.CopyMemory "Function" %{{.*}}, "Function" %{{.*}} ["Volatile"] : f32
    spirv.CopyMemory "Function" %p, "Function" %q ["Volatile"] : f32
    // CHECK-NEXT: spirv.FunctionCall @callee(%{{.*}}) : (f32) -> ()
    spirv.FunctionCall @callee(%x) : (f32) -> ()
    // CHECK-NEXT: spirv.mlir.selection control(Flatten) {
    spirv.mlir.selection control(Flatten) {
      spirv.BranchConditional %c, ^bb1, ^bb2
    ^bb1:
      spirv.Branch ^bb2
    ^bb2:
      spirv.mlir.merge
    }
    // CHECK: spirv.mlir.loop control(Unroll) {
    spirv.mlir.loop control(Unroll) {
      spirv.Branch ^bb1
    ^bb1:
      spirv.BranchConditional %c, ^bb2, ^bb3
    ^bb2:
      spirv.Branch ^bb1
    ^bb3:
      spirv.mlir.merge
    }
    // CHECK: spirv.ReturnValue %{{.*}} : f32
    spirv.ReturnValue %x : f32
  }
}
