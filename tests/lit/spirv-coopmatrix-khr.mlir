// SPV_KHR_cooperative_matrix ops in MLIR's form: the memory layout is an enum
// attribute (`<RowMajor>`) and Length's matrix type a type attribute; the
// writer materializes the layout's i32 constant and the type's id, the reader
// turns them back into the attributes, and MLIR reads the binary.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt %s -S | FileCheck %s
// RUN: %spvkit-opt %s --generic -S | FileCheck %s --check-prefix=GENERIC
// RUN: %spvkit-opt %s -o %t.spv
// RUN: %spvkit-opt %t.spv -S | FileCheck %s
// RUN: %spvkit-opt %s -S | %spvkit-opt - -S | FileCheck %s
// RUN: %if mlir-translate %{ %mlir-translate --deserialize-spirv %t.spv | FileCheck %s --check-prefix=MLIR %}

spirv.module Physical64 OpenCL requires #spirv.vce<v1.5, [CooperativeMatrixKHR, Addresses, Kernel, Int64], [SPV_KHR_cooperative_matrix]> {
  spirv.func @coop(%pa: !spirv.ptr<f32, CrossWorkgroup>, %pc: !spirv.ptr<f32, CrossWorkgroup>, %stride: i32, %s64: i64) "None" {
    // CHECK: spirv.KHR.CooperativeMatrixLoad %{{.*}}, %{{.*}}, <RowMajor> : !spirv.ptr<f32, CrossWorkgroup>, i32 -> !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>
    // GENERIC: "spirv.CooperativeMatrixLoadKHR"(%{{[^,]*}}, %{{[^,]*}}) {matrix_layout = #spirv.cooperative_matrix_layout<RowMajorKHR>} : (!spirv.ptr<f32, CrossWorkgroup>, i32) -> !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>
    // MLIR: spirv.KHR.CooperativeMatrixLoad %{{.*}}, %{{.*}}, <RowMajor> : !spirv.ptr<f32, CrossWorkgroup>, i32 -> !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>
    %a = spirv.KHR.CooperativeMatrixLoad %pa, %stride, <RowMajor> : !spirv.ptr<f32, CrossWorkgroup>, i32 -> !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>
    // CHECK: spirv.KHR.CooperativeMatrixLoad %{{.*}}, %{{.*}}, <ColumnMajor>, <Volatile> : !spirv.ptr<f32, CrossWorkgroup>, i64 -> !spirv.coopmatrix<16x8xf32, Subgroup, MatrixB>
    // MLIR: spirv.KHR.CooperativeMatrixLoad %{{.*}}, %{{.*}}, <ColumnMajor>, <Volatile>
    %b = spirv.KHR.CooperativeMatrixLoad %pa, %s64, <ColumnMajor>, <Volatile> : !spirv.ptr<f32, CrossWorkgroup>, i64 -> !spirv.coopmatrix<16x8xf32, Subgroup, MatrixB>
    %c = spirv.KHR.CooperativeMatrixLoad %pc, %stride, <RowMajor> : !spirv.ptr<f32, CrossWorkgroup>, i32 -> !spirv.coopmatrix<8x8xf32, Subgroup, MatrixAcc>
    // The result has C's type.
    // CHECK: spirv.KHR.CooperativeMatrixMulAdd %{{.*}}, %{{.*}}, %{{.*}} : !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>, !spirv.coopmatrix<16x8xf32, Subgroup, MatrixB> -> !spirv.coopmatrix<8x8xf32, Subgroup, MatrixAcc>
    %r = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c : !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>, !spirv.coopmatrix<16x8xf32, Subgroup, MatrixB> -> !spirv.coopmatrix<8x8xf32, Subgroup, MatrixAcc>
    // CHECK: spirv.KHR.CooperativeMatrixLength : !spirv.coopmatrix<8x8xf32, Subgroup, MatrixAcc>
    // GENERIC: "spirv.CooperativeMatrixLengthKHR"() {cooperative_matrix_type = !spirv.coopmatrix<8x8xf32, Subgroup, MatrixAcc>} : () -> i32
    // MLIR: spirv.KHR.CooperativeMatrixLength : !spirv.coopmatrix<8x8xf32, Subgroup, MatrixAcc>
    %n = spirv.KHR.CooperativeMatrixLength : !spirv.coopmatrix<8x8xf32, Subgroup, MatrixAcc>
    // CHECK: spirv.KHR.CooperativeMatrixStore %{{.*}}, %{{.*}}, %{{.*}}, <ColumnMajor> : !spirv.ptr<f32, CrossWorkgroup>, !spirv.coopmatrix<8x8xf32, Subgroup, MatrixAcc>, i32
    // MLIR: spirv.KHR.CooperativeMatrixStore %{{.*}}, %{{.*}}, %{{.*}}, <ColumnMajor>
    spirv.KHR.CooperativeMatrixStore %pc, %r, %stride, <ColumnMajor> : !spirv.ptr<f32, CrossWorkgroup>, !spirv.coopmatrix<8x8xf32, Subgroup, MatrixAcc>, i32
    spirv.Return
  }
  spirv.EntryPoint "Kernel" @coop
}
