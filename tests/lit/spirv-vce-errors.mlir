// A spirv.module's vce_triple must declare what the module uses
// (ir/spirv/VerifyRequirements.cpp, docs/verifier.md): each missing version,
// capability and extension is reported at the first op that needs it, as
// spirv-val would reject the binary. The errors come in no particular order.
// RUN: not %spvkit-opt %s -S 2>&1 | FileCheck %s

spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Linkage], []> {
  // CHECK-DAG: spirv-vce-errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: 'spirv.func' op (type 'i64') needs capability Int64, which the spirv.module's vce_triple does not declare
  spirv.func @wide(%a: i64) -> i64 "None" {
    spirv.ReturnValue %a : i64
  }
  spirv.func @sub(%a: i32) -> i32 "None" {
    // (It needs SPIR-V 1.3 too; the version is reported once, at the op
    // that needs the highest, @pick's Select.)
    // CHECK-DAG: spirv-vce-errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: 'spirv.GroupNonUniformIAdd' op (op GroupNonUniformIAdd) needs capability GroupNonUniformArithmetic, which the spirv.module's vce_triple does not declare
    %0 = spirv.GroupNonUniformIAdd "Subgroup" "Reduce" %a : i32
    spirv.ReturnValue %0 : i32
  }
  spirv.func @pick(%c: i1, %a: vector<2xi32>) -> vector<2xi32> "None" {
    // Before SPIR-V 1.4 the condition has the objects' component count.
    // CHECK-DAG: spirv-vce-errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: 'spirv.Select' op (scalar condition for composite objects) needs SPIR-V 1.4
    %0 = spirv.Select %c, %a, %a : i1, vector<2xi32>
    spirv.ReturnValue %0 : vector<2xi32>
  }
}
