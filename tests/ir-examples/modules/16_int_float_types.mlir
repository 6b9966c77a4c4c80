// Scalar types beyond i32/f32: i8, i16, i64, f16, f64 arithmetic and the
// conversions between them (SConvert, UConvert, FConvert, ConvertFToS,
// ConvertSToF, ConvertUToF, ConvertFToU), shifts with mixed widths, bitwise ops,
// signed/unsigned division and remainder. f16 is used the OpenCL way (Float16Buffer:
// loads, stores and conversions; arithmetic in f32) -- spirv-val 2023.1's OpenCL
// environments refuse the Float16 capability (cl_khr_fp16 is not known to them).
// spirv-val: opencl2.0
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Int8, Int16, Int64, Float16Buffer, Float64], []> {
  spirv.func @types(%c8: !spirv.ptr<i8, CrossWorkgroup>, %s16: !spirv.ptr<i16, CrossWorkgroup>,
                    %l64: !spirv.ptr<i64, CrossWorkgroup>, %h: !spirv.ptr<f16, CrossWorkgroup>,
                    %d: !spirv.ptr<f64, CrossWorkgroup>) "None" {
    %a = spirv.Load "CrossWorkgroup" %c8 ["Aligned", 1] : i8
    %b = spirv.Load "CrossWorkgroup" %s16 ["Aligned", 2] : i16
    %c = spirv.Load "CrossWorkgroup" %l64 ["Aligned", 8] : i64
    %hv = spirv.Load "CrossWorkgroup" %h ["Aligned", 2] : f16
    %dv = spirv.Load "CrossWorkgroup" %d ["Aligned", 8] : f64
    %a16 = spirv.SConvert %a : i8 to i16
    %au16 = spirv.UConvert %a : i8 to i16
    %bb = spirv.IMul %b, %a16 : i16
    %bx = spirv.BitwiseXor %bb, %au16 : i16
    %b64 = spirv.SConvert %bx : i16 to i64
    %three = spirv.Constant 3 : i64
    %q = spirv.SDiv %c, %three : i64
    %r = spirv.UMod %c, %three : i64
    %k29 = spirv.Constant 29 : i32
    %sh = spirv.ShiftRightLogical %c, %k29 : i64, i32
    %sl = spirv.ShiftLeftLogical %b64, %k29 : i64, i32
    %or = spirv.BitwiseOr %sh, %sl : i64
    %and = spirv.BitwiseAnd %or, %q : i64
    %sum64 = spirv.IAdd %and, %r : i64
    spirv.Store "CrossWorkgroup" %l64, %sum64 ["Aligned", 8] : i64
    %narrow = spirv.UConvert %sum64 : i64 to i8
    %not = spirv.Not %narrow : i8
    spirv.Store "CrossWorkgroup" %c8, %not ["Aligned", 1] : i8
    %hf = spirv.FConvert %hv : f16 to f32
    %hd = spirv.FConvert %hv : f16 to f64
    %dd = spirv.FMul %dv, %hd : f64
    %dsq = spirv.CL.sqrt %dd : f64
    spirv.Store "CrossWorkgroup" %d, %dsq ["Aligned", 8] : f64
    %fi = spirv.ConvertFToS %hf : f32 to i16
    %fu = spirv.ConvertFToU %dsq : f64 to i64
    %bi = spirv.ConvertSToF %b : i16 to f32
    %ui = spirv.ConvertUToF %fu : i64 to f32
    %hs = spirv.FAdd %bi, %ui : f32
    %hn = spirv.FNegate %hs : f32
    %hh = spirv.FConvert %hn : f32 to f16
    spirv.Store "CrossWorkgroup" %h, %hh ["Aligned", 2] : f16
    %mod = spirv.SMod %fi, %b : i16
    %rem = spirv.SRem %mod, %b : i16
    %neg = spirv.SNegate %rem : i16
    spirv.Store "CrossWorkgroup" %s16, %neg ["Aligned", 2] : i16
    spirv.Return
  }
  spirv.EntryPoint "Kernel" @types
}
