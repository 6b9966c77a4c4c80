// Specialization constants: scalar spec constants with and without spec_id, a
// composite spec constant, spirv.mlir.referenceof in a function, and
// spirv.SpecConstantOperation computing from them.
// spirv-val: opencl2.0
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Int64], []> {
  spirv.SpecConstant @scale spec_id(1) = 2.5 : f32
  spirv.SpecConstant @offset spec_id(2) = 7 : i32
  spirv.SpecConstant @enable_clamp spec_id(3) = true
  spirv.SpecConstant @unnamed_id = 4 : i32
  spirv.SpecConstantComposite @pair (@offset, @unnamed_id) : !spirv.struct<(i32, i32)>

  spirv.func @spec(%data: !spirv.ptr<f32, CrossWorkgroup>, %ints: !spirv.ptr<i32, CrossWorkgroup>) "None" {
    %s = spirv.mlir.referenceof @scale : f32
    %o = spirv.mlir.referenceof @offset : i32
    %en = spirv.mlir.referenceof @enable_clamp : i1
    %pair = spirv.mlir.referenceof @pair : !spirv.struct<(i32, i32)>
    %sum = spirv.SpecConstantOperation wraps "spirv.IAdd"(%o, %o) : (i32, i32) -> i32
    %v = spirv.Load "CrossWorkgroup" %data ["Aligned", 4] : f32
    %scaled = spirv.FMul %v, %s : f32
    %one = spirv.Constant 1.0 : f32
    %clamped = spirv.CL.fmin %scaled, %one : f32
    %res = spirv.Select %en, %clamped, %scaled : i1, f32
    spirv.Store "CrossWorkgroup" %data, %res ["Aligned", 4] : f32
    %second = spirv.CompositeExtract %pair[1 : i32] : !spirv.struct<(i32, i32)>
    %total = spirv.IAdd %sum, %second : i32
    spirv.Store "CrossWorkgroup" %ints, %total ["Aligned", 4] : i32
    spirv.Return
  }
  spirv.EntryPoint "Kernel" @spec
}
