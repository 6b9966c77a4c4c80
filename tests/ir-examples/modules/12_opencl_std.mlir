// OpenCL.std extended instructions (spirv.CL.*) on scalars and vectors:
// exp, log, sqrt, rsqrt, fabs, fma, mix, pow, sin, cos, tanh, floor, ceil, rint,
// round, fmin/fmax, integer s_abs, s_min/s_max, u_min/u_max.
// spirv-val: opencl2.0
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Int64], []> {
  spirv.func @math(%x: !spirv.ptr<f32, CrossWorkgroup>, %v: !spirv.ptr<vector<4xf32>, CrossWorkgroup>,
                   %iv: !spirv.ptr<vector<4xi32>, CrossWorkgroup>, %u: !spirv.ptr<i32, CrossWorkgroup>) "None" {
    %a = spirv.Load "CrossWorkgroup" %x ["Aligned", 4] : f32
    %half = spirv.Constant 0.5 : f32
    %one = spirv.Constant 1.0 : f32
    %e = spirv.CL.exp %a : f32
    %ab = spirv.CL.fabs %a : f32
    %l = spirv.CL.log %ab : f32
    %s = spirv.CL.sqrt %ab : f32
    %rs = spirv.CL.rsqrt %ab : f32
    %fm = spirv.CL.fma %a, %half, %one : f32
    %mx = spirv.CL.mix %a, %one, %half : f32
    %pw = spirv.CL.pow %ab, %half : f32
    %sn = spirv.CL.sin %a : f32
    %cs = spirv.CL.cos %a : f32
    %th = spirv.CL.tanh %a : f32
    %fl = spirv.CL.floor %a : f32
    %ce = spirv.CL.ceil %a : f32
    %ri = spirv.CL.rint %a : f32
    %ro = spirv.CL.round %a : f32
    %mn = spirv.CL.fmin %fl, %ce : f32
    %mxx = spirv.CL.fmax %ri, %ro : f32
    %t0 = spirv.FAdd %e, %l : f32
    %t1 = spirv.FAdd %t0, %s : f32
    %t2 = spirv.FAdd %t1, %rs : f32
    %t3 = spirv.FAdd %t2, %fm : f32
    %t4 = spirv.FAdd %t3, %mx : f32
    %t5 = spirv.FAdd %t4, %pw : f32
    %t6 = spirv.FAdd %t5, %sn : f32
    %t7 = spirv.FMul %t6, %cs : f32
    %t8 = spirv.FAdd %t7, %th : f32
    %t9 = spirv.FAdd %t8, %mn : f32
    %t10 = spirv.FAdd %t9, %mxx : f32
    spirv.Store "CrossWorkgroup" %x, %t10 ["Aligned", 4] : f32
    %vv = spirv.Load "CrossWorkgroup" %v ["Aligned", 16] : vector<4xf32>
    %vs = spirv.CL.sqrt %vv : vector<4xf32>
    %ve = spirv.CL.exp %vs : vector<4xf32>
    %vf = spirv.CL.fma %vv, %vs, %ve : vector<4xf32>
    spirv.Store "CrossWorkgroup" %v, %vf ["Aligned", 16] : vector<4xf32>
    %ii = spirv.Load "CrossWorkgroup" %iv ["Aligned", 16] : vector<4xi32>
    %iabs = spirv.CL.s_abs %ii : vector<4xi32>
    %imax = spirv.CL.s_max %ii, %iabs : vector<4xi32>
    %imin = spirv.CL.s_min %imax, %ii : vector<4xi32>
    spirv.Store "CrossWorkgroup" %iv, %imin ["Aligned", 16] : vector<4xi32>
    %uu = spirv.Load "CrossWorkgroup" %u ["Aligned", 4] : i32
    %c100 = spirv.Constant 100 : i32
    %umin = spirv.CL.u_min %uu, %c100 : i32
    %umax = spirv.CL.u_max %umin, %uu : i32
    spirv.Store "CrossWorkgroup" %u, %umax ["Aligned", 4] : i32
    spirv.Return
  }
  spirv.EntryPoint "Kernel" @math
}
