// RUN: %spvkit-ir-roundtrip --check %s | FileCheck %s
// Grammar ops whose syntax comes from MLIR's declarative formats (seed 000,
// ir/spirv/dialect_overrides.json) print exactly as MLIR 19 prints them.

spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Int64, Int8, Groups, GroupNonUniformBallot, GroupNonUniformShuffle, DotProduct, DotProductInput4x8BitPacked, Float16, CooperativeMatrixKHR], [SPV_KHR_integer_dot_product, SPV_KHR_cooperative_matrix]> {
  spirv.func @ops(%a: i32, %b: i32, %f: f32, %v: vector<4xf32>, %p: !spirv.ptr<i32, CrossWorkgroup>, %c: i1, %x: i64) "None" {
    // CHECK: spirv.IAdd %{{.*}}, %{{.*}} : i32
    %0 = spirv.IAdd %a, %b : i32
    // CHECK-NEXT: spirv.SLessThan %{{.*}}, %{{.*}} : i32
    %1 = spirv.SLessThan %a, %b : i32
    // CHECK-NEXT: spirv.Select %{{.*}}, %{{.*}}, %{{.*}} : i1, i32
    %2 = spirv.Select %c, %a, %b : i1, i32
    // CHECK-NEXT: spirv.ConvertSToF %{{.*}} : i32 to f32
    %3 = spirv.ConvertSToF %a : i32 to f32
    // CHECK-NEXT: spirv.FConvert %{{.*}} : f32 to f16
    %4 = spirv.FConvert %f : f32 to f16
    // CHECK-NEXT: spirv.BitFieldUExtract %{{.*}}, %{{.*}}, %{{.*}} : i32, i32, i32
    %5 = spirv.BitFieldUExtract %a, %b, %b : i32, i32, i32
    // CHECK-NEXT: spirv.ShiftLeftLogical %{{.*}}, %{{.*}} : i64, i32
    %6 = spirv.ShiftLeftLogical %x, %a : i64, i32
    // CHECK-NEXT: spirv.IsNan %{{.*}} : vector<4xf32>
    %7 = spirv.IsNan %v : vector<4xf32>
    // CHECK-NEXT: spirv.VectorExtractDynamic %{{.*}}[%{{.*}}] : vector<4xf32>, i32
    %8 = spirv.VectorExtractDynamic %v[%a] : vector<4xf32>, i32
    // CHECK-NEXT: spirv.VectorInsertDynamic %{{.*}}, %{{.*}}[%{{.*}}] : vector<4xf32>, i32
    %9 = spirv.VectorInsertDynamic %f, %v[%a] : vector<4xf32>, i32
    // CHECK-NEXT: spirv.VectorShuffle [1 : i32, 0 : i32] %{{.*}}, %{{.*}} : vector<4xf32>, vector<4xf32> -> vector<2xf32>
    %10 = spirv.VectorShuffle [1 : i32, 0 : i32] %v, %v : vector<4xf32>, vector<4xf32> -> vector<2xf32>
    // CHECK-NEXT: spirv.AtomicCompareExchange <Device> <AcquireRelease|CrossWorkgroupMemory> <None> %{{.*}}, %{{.*}}, %{{.*}} : !spirv.ptr<i32, CrossWorkgroup>
    %11 = spirv.AtomicCompareExchange <Device> <AcquireRelease|CrossWorkgroupMemory> <None> %p, %a, %b : !spirv.ptr<i32, CrossWorkgroup>
    // CHECK-NEXT: spirv.AtomicIIncrement <Device> <None> %{{.*}} : !spirv.ptr<i32, CrossWorkgroup>
    %12 = spirv.AtomicIIncrement <Device> <None> %p : !spirv.ptr<i32, CrossWorkgroup>
    // CHECK-NEXT: spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
    spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
    // CHECK-NEXT: spirv.MemoryBarrier <Device>, <SequentiallyConsistent>
    spirv.MemoryBarrier <Device>, <SequentiallyConsistent>
    // CHECK-NEXT: spirv.GroupIAdd <Workgroup> <Reduce> %{{.*}} : i32
    %13 = spirv.GroupIAdd <Workgroup> <Reduce> %a : i32
    // CHECK-NEXT: spirv.GroupBroadcast <Workgroup> %{{.*}}, %{{.*}} : f32, i32
    %14 = spirv.GroupBroadcast <Workgroup> %f, %a : f32, i32
    // CHECK-NEXT: spirv.GroupNonUniformBallot <Subgroup> %{{.*}} : vector<4xi32>
    %15 = spirv.GroupNonUniformBallot <Subgroup> %c : vector<4xi32>
    // CHECK-NEXT: spirv.GroupNonUniformShuffle <Subgroup> %{{.*}}, %{{.*}} : f32, i32
    %16 = spirv.GroupNonUniformShuffle <Subgroup> %f, %a : f32, i32
    // CHECK-NEXT: spirv.GroupNonUniformFAdd "Subgroup" "InclusiveScan" %{{.*}} : f32
    %17 = spirv.GroupNonUniformFAdd "Subgroup" "InclusiveScan" %f : f32
    // CHECK-NEXT: spirv.CL.fma %{{.*}}, %{{.*}}, %{{.*}} : f32
    %18 = spirv.CL.fma %f, %f, %f : f32
    // CHECK-NEXT: spirv.CL.s_abs %{{.*}} : i32
    %19 = spirv.CL.s_abs %a : i32
    // CHECK-NEXT: spirv.SDot %{{.*}}, %{{.*}}, <PackedVectorFormat4x8Bit> : i32 -> i32
    %20 = spirv.SDot %a, %b, <PackedVectorFormat4x8Bit> : i32 -> i32
    // CHECK-NEXT: spirv.Undef : vector<4xf32>
    %21 = spirv.Undef : vector<4xf32>
    // CHECK-NEXT: spirv.IAddCarry %{{.*}}, %{{.*}} : !spirv.struct<(i32, i32)>
    %22 = spirv.IAddCarry %a, %b : !spirv.struct<(i32, i32)>
    // CHECK-NEXT: spirv.CompositeConstruct %{{.*}}, %{{.*}} : (i32, i32) -> vector<2xi32>
    %23 = spirv.CompositeConstruct %a, %b : (i32, i32) -> vector<2xi32>
    spirv.Return
  }
  // Vendor ops: MLIR's names (spirv.KHR.X for the grammar's XKHR) in and out.
  spirv.func @coop(%a: !spirv.coopmatrix<8x16xi8, Subgroup, MatrixA>, %b: !spirv.coopmatrix<16x8xi8, Subgroup, MatrixB>, %c: !spirv.coopmatrix<8x8xi32, Subgroup, MatrixAcc>) "None" {
    // CHECK: spirv.KHR.CooperativeMatrixMulAdd %{{.*}}, %{{.*}}, %{{.*}}, <ASigned|BSigned> : !spirv.coopmatrix<8x16xi8, Subgroup, MatrixA>, !spirv.coopmatrix<16x8xi8, Subgroup, MatrixB> -> !spirv.coopmatrix<8x8xi32, Subgroup, MatrixAcc>
    %0 = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c, <ASigned | BSigned> : !spirv.coopmatrix<8x16xi8, Subgroup, MatrixA>, !spirv.coopmatrix<16x8xi8, Subgroup, MatrixB> -> !spirv.coopmatrix<8x8xi32, Subgroup, MatrixAcc>
    spirv.Return
  }
}
