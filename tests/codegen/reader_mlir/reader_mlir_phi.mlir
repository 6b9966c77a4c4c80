// Block arguments (OpPhi) in a flat CFG and OpenCL.std ops (MLIR syntax).
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Linkage], []> {
  spirv.func @pick(%c: i1, %a: f32, %b: f32) -> f32 "Pure" {
    spirv.BranchConditional %c, ^t, ^f
  ^t:
    spirv.Branch ^join(%a : f32)
  ^f:
    %n = spirv.FNegate %b : f32
    spirv.Branch ^join(%n : f32)
  ^join(%x: f32):
    %y = spirv.CL.fabs %x : f32
    %z = spirv.CL.fma %y, %a, %b : f32
    spirv.ReturnValue %z : f32
  }
}
