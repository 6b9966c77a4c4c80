// A pass that fails reports a located error and the pass's name: the SPIR-V
// conversion refuses collective linear algebra that lower-linalg did not
// lower, at the instruction.
// REQUIRES: spvkit-opt
// RUN: not %spvkit-opt --pass=convert-tensor-to-spirv %s 2>&1 | FileCheck %s
// RUN: not %spvkit-opt --pass=lower-linalg,no-such-pass %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN

// CHECK: pass-errors.mlir:[[@LINE+7]]:3: error: collective linear algebra reached the SPIR-V conversion: 'axpby' must be lowered by lower-linalg
// CHECK-NEXT: pass-errors.mlir:[[@LINE+6]]:3: note: reported by pass 'convert-tensor-to-spirv'
// UNKNOWN: error: unknown pass 'no-such-pass' (available passes: {{.*}}lower-linalg{{.*}})
"tensor.func"() ({
^bb0(%A: !tensor.memref<f32 [8] [1] global>, %B: !tensor.memref<f32 [8] [1] global>):
  %one = "tensor.constant"() {value = 1.0 : f64} : () -> f32
  %zero = "tensor.constant"() {value = 0.0 : f64} : () -> f32
  "tensor.axpby"(%one, %A, %zero, %B) : (f32, !tensor.memref<f32 [8] [1] global>, f32, !tensor.memref<f32 [8] [1] global>) -> ()
}) {sym_name = "k", arg_attrs = [{}, {}], attributes = {work_group_size = [32 : i64, 1 : i64]}} : () -> ()
