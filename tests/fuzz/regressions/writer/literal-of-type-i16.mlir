// fuzz-writer finding (issue 17, verif branch): a VectorShuffle component '0 : i16' was
// verified; a literal is one 32-bit word, read back as i32, so the module differed. Now a
// verifier error (literal operands hold i32).
// Vector code: float4 arithmetic, VectorShuffle (swizzles and a two-source
// CompositeInsert, VectorExtractDynamic / VectorInsertDynamic, Dot,
// VectorTimesScalar, vector compares and a per-lane Select, vector constants, and
// an 8-wide vector value (Vector16). MLIR 19 refuses vector<8xf32> as a pointee
// type ("vector length has to be less than or equal to 4"), so the 8-wide value
// is stored as two float4 halves.
// spirv-val: opencl2.0
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Int64, Vector16], []> {
  spirv.func @vectors(%in: !spirv.ptr<vector<4xf32>, CrossWorkgroup>, %out: !spirv.ptr<vector<4xf32>, CrossWorkgroup>,
                      %wide: !spirv.ptr<vector<4xf32>, CrossWorkgroup>, %lane: i32) "None" {
    %v = spirv.Load "CrossWorkgroup" %in ["Aligned", 16] : vector<4xf32>
    %k = spirv.Constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
    %wzyx = spirv.VectorShuffle [3 : i32, 2 : i32, 1 : i32, 0 : i32] %v, %v : vector<4xf32>, vector<4xf32> -> vector<4xf32>
    %xxyy = spirv.VectorShuffle [0 : i32, 0 : i16, 1 : i32, 1 : i32] %v, %v : vector<4xf32>, vector<4xf32> -> vector<4xf32>
    %mixed = spirv.VectorShuffle [0 : i32, 4 : i32, 1 : i32, 5 : i32] %v, %k : vector<4xf32>, vector<4xf32> -> vector<4xf32>
    %prod = spirv.FMul %wzyx, %xxyy : vector<4xf32>
    // CHECK-NEXT: spirv.CompositeExtract %{{.*}}[0 : i32] : vector<3xi64>
    %sum = spirv.FAdd %prod, %mixed : vector<4xf32>
    %two = spirv.Constant 2.0 : f32
    %scaled = spirv.VectorTimesScalar %sum, %two : (vector<4xf32>, f32) -> vector<4xf32>
    %d = spirv.Dot %v, %k : vector<4xf32> -> f32
    %with_dot = spirv.CompositeInsert %d, %scaled[3 : i32] : f32 into vector<4xf32>
    %x = spirv.CompositeExtract %v[0 : i32] : vector<4xf32>
    %lo = spirv.VectorShuffle [0 : i32, 1 : i32] %v, %v : vector<4xf32>, vector<4xf32> -> vector<2xf32>
    %built = spirv.CompositeConstruct %lo, %x, %d : (vector<2xf32>, f32, f32) -> vector<4xf32>
    %gt = spirv.FOrdGreaterThan %with_dot, %built : vector<4xf32>
    %sel = spirv.Select %gt, %with_dot, %built : vector<4xi1>, vector<4xf32>
    %dyn = spirv.VectorExtractDynamic %sel[%lane] : vector<4xf32>, i32
    %ins = spirv.VectorInsertDynamic %dyn, %sel[%lane] : vector<4xf32>, i32
    spirv.Store "CrossWorkgroup" %out, %ins ["Aligned", 16] : vector<4xf32>
    %w8 = spirv.VectorShuffle [0 : i32, 1 : i32, 2 : i32, 3 : i32, 4 : i32, 5 : i32, 6 : i32, 7 : i32] %ins, %v : vector<4xf32>, vector<4xf32> -> vector<8xf32>
    %neg = spirv.FNegate %w8 : vector<8xf32>
    %h0 = spirv.VectorShuffle [0 : i32, 1 : i32, 2 : i32, 3 : i32] %neg, %neg : vector<8xf32>, vector<8xf32> -> vector<4xf32>
    %h1 = spirv.VectorShuffle [4 : i32, 5 : i32, 6 : i32, 7 : i32] %neg, %neg : vector<8xf32>, vector<8xf32> -> vector<4xf32>
    %one = spirv.Constant 1 : i64
    %wide1 = spirv.PtrAccessChain %wide[%one] : !spirv.ptr<vector<4xf32>, CrossWorkgroup>, i64
    spirv.Store "CrossWorkgroup" %wide, %h0 ["Aligned", 32] : vector<4xf32>
    spirv.Store "CrossWorkgroup" %wide1, %h1 ["Aligned", 16] : vector<4xf32>
    spirv.Return
  }
  spirv.EntryPoint "Kernel" @vectors
}
