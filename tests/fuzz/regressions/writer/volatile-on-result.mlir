// fuzz-writer finding (issue 17, verif branch): a Volatile decoration on an instruction
// result was verified; spirv-val rejects it. Now a verifier error (VerifyDecorations.cpp).
// Aggregates: a struct reached through a CrossWorkgroup pointer (PtrAccessChain
// + AccessChain with constant member indices), a Function-storage array with a
// dynamic index, an array inside a struct, CompositeExtract (also two levels
// deep) / CompositeInsert on a loaded struct, and a struct passed by pointer to a
// helper. No member offsets or array strides: they serialize to Offset /
// ArrayStride decorations, which need the Shader capability (spirv-val rejects
// them in a Kernel module).
// spirv-val: opencl2.0
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Int64], []> {
  spirv.func @integrate(%p: !spirv.ptr<!spirv.struct<(vector<4xf32>, vector<4xf32>, f32, i32)>, CrossWorkgroup>, %dt: f32) "DontInline" {
    %m0 = spirv.Constant 0 : i32
    %m1 = spirv.Constant 1 : i32
    %ppos = spirv.AccessChain %p[%m0] : !spirv.ptr<!spirv.struct<(vector<4xf32>, vector<4xf32>, f32, i32)>, CrossWorkgroup>, i32
    %pvel = spirv.AccessChain %p[%m1] : !spirv.ptr<!spirv.struct<(vector<4xf32>, vector<4xf32>, f32, i32)>, CrossWorkgroup>, i32
    %pos = spirv.Load "CrossWorkgroup" %ppos ["Aligned", 16] {volatile} : vector<4xf32>
    %vel = spirv.Load "CrossWorkgroup" %pvel ["Aligned", 16] : vector<4xf32>
    %step = spirv.VectorTimesScalar %vel, %dt : (vector<4xf32>, f32) -> vector<4xf32>
    %npos = spirv.FAdd %pos, %step : vector<4xf32>
    spirv.Store "CrossWorkgroup" %ppos, %npos ["Aligned", 16] : vector<4xf32>
    spirv.Return
  }

  spirv.func @particles(%ps: !spirv.ptr<!spirv.struct<(vector<4xf32>, vector<4xf32>, f32, i32)>, CrossWorkgroup>,
                        %tab: !spirv.ptr<!spirv.struct<(i32, !spirv.array<4 x f32>)>, CrossWorkgroup>,
                        %energy: !spirv.ptr<f32, CrossWorkgroup>, %i: i64, %k: i32) "None" {
    %p = spirv.PtrAccessChain %ps[%i] : !spirv.ptr<!spirv.struct<(vector<4xf32>, vector<4xf32>, f32, i32)>, CrossWorkgroup>, i64
    %dt = spirv.Constant 0.01 : f32
    spirv.FunctionCall @integrate(%p, %dt) : (!spirv.ptr<!spirv.struct<(vector<4xf32>, vector<4xf32>, f32, i32)>, CrossWorkgroup>, f32) -> ()
    %whole = spirv.Load "CrossWorkgroup" %p ["Aligned", 16] : !spirv.struct<(vector<4xf32>, vector<4xf32>, f32, i32)>
    %mass = spirv.CompositeExtract %whole[2 : i32] : !spirv.struct<(vector<4xf32>, vector<4xf32>, f32, i32)>
    %vel = spirv.CompositeExtract %whole[1 : i32] : !spirv.struct<(vector<4xf32>, vector<4xf32>, f32, i32)>
    %vx = spirv.CompositeExtract %whole[1 : i32, 0 : i32] : !spirv.struct<(vector<4xf32>, vector<4xf32>, f32, i32)>
    %v2 = spirv.Dot %vel, %vel : vector<4xf32> -> f32
    %half = spirv.Constant 0.5 : f32
    %hm = spirv.FMul %half, %mass : f32
    %e = spirv.FMul %hm, %v2 : f32
    %zero_id = spirv.Constant 0 : i32
    %tagged = spirv.CompositeInsert %zero_id, %whole[3 : i32] : i32 into !spirv.struct<(vector<4xf32>, vector<4xf32>, f32, i32)>
    spirv.Store "CrossWorkgroup" %p, %tagged ["Aligned", 16] : !spirv.struct<(vector<4xf32>, vector<4xf32>, f32, i32)>
    %c1 = spirv.Constant 1 : i32
    %pw = spirv.AccessChain %tab[%c1, %k] : !spirv.ptr<!spirv.struct<(i32, !spirv.array<4 x f32>)>, CrossWorkgroup>, i32, i32
    %w = spirv.Load "CrossWorkgroup" %pw ["Aligned", 0] : f32
    %local = spirv.Variable : !spirv.ptr<!spirv.array<8 x f32>, Function>
    %slot = spirv.AccessChain %local[%k] : !spirv.ptr<!spirv.array<8 x f32>, Function>, i32
    %ew = spirv.FMul %e, %w : f32
    %ewx = spirv.FAdd %ew, %vx : f32
    spirv.Store "Function" %slot, %ewx : f32
    %back = spirv.Load "Function" %slot : f32
    %pe = spirv.InBoundsPtrAccessChain %energy[%i] : !spirv.ptr<f32, CrossWorkgroup>, i64
    spirv.Store "CrossWorkgroup" %pe, %back ["Aligned", 4] : f32
    spirv.Return
  }
  spirv.EntryPoint "Kernel" @particles
}
