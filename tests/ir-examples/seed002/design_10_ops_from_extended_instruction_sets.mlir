// seed 002 line 511, section "Ops from extended instruction sets" (verbatim)
%1 = "spirv.GL.Log"(%cst) : (f32) -> (f32)
%2 = "spirv.GL.Sqrt"(%cst) : (f32) -> (f32)
