// A struct member decoration's value must match the decoration: the writer
// refuses a value on a decoration that takes none and a decoration that needs
// one without it (a located error, no binary).
// REQUIRES: spvkit-opt
// RUN: sed -n '/^\/\/ NOVALUE-BEGIN/,/^\/\/ NOVALUE-END/p' %s > %t.novalue.mlir
// RUN: not %spvkit-opt %t.novalue.mlir -o %t.spv 2>&1 | FileCheck %s --check-prefix=NOVALUE
// RUN: sed -n '/^\/\/ VALUE-BEGIN/,/^\/\/ VALUE-END/p' %s > %t.value.mlir
// RUN: not %spvkit-opt %t.value.mlir -o %t.spv 2>&1 | FileCheck %s --check-prefix=VALUE

// NOVALUE: error: {{.*}}struct member decoration MatrixStride needs a value
// VALUE: error: {{.*}}struct member decoration ColMajor takes no integer value

// NOVALUE-BEGIN
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix, Linkage], []> {
  spirv.GlobalVariable @s : !spirv.ptr<!spirv.struct<(!spirv.matrix<4 x vector<4xf32>> [0, ColMajor, MatrixStride])>, Private>
}
// NOVALUE-END
// VALUE-BEGIN
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix, Linkage], []> {
  spirv.GlobalVariable @s : !spirv.ptr<!spirv.struct<(!spirv.matrix<4 x vector<4xf32>> [0, ColMajor=2, MatrixStride=16])>, Private>
}
// VALUE-END
