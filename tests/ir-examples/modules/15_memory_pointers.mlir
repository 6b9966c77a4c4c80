// Memory access and pointers: loads/stores with Aligned, Volatile and
// Nontemporal memory operands, CopyMemory and CopyMemory with an alignment,
// Function variables with initializers, generic pointers (PtrCastToGeneric,
// GenericCastToPtr, GenericCastToPtrExplicit), pointer/integer conversions and a
// pointer Bitcast, a UniformConstant (__constant) global with an initializer.
// spirv-val: opencl2.0
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Int64, GenericPointer], []> {
  spirv.GlobalVariable @table : !spirv.ptr<!spirv.array<4 x f32>, UniformConstant>
  spirv.GlobalVariable @counter : !spirv.ptr<i32, CrossWorkgroup>

  spirv.func @memory(%g: !spirv.ptr<f32, CrossWorkgroup>, %dst: !spirv.ptr<f32, CrossWorkgroup>,
                     %bits: !spirv.ptr<i64, CrossWorkgroup>, %idx: i32) "None" {
    %t = spirv.mlir.addressof @table : !spirv.ptr<!spirv.array<4 x f32>, UniformConstant>
    %te = spirv.AccessChain %t[%idx] : !spirv.ptr<!spirv.array<4 x f32>, UniformConstant>, i32
    %w = spirv.Load "UniformConstant" %te ["Aligned", 4] : f32
    %v = spirv.Load "CrossWorkgroup" %g ["Volatile|Aligned", 4] : f32
    %v2 = spirv.Load "CrossWorkgroup" %g ["Nontemporal"] : f32
    %s = spirv.FMul %v, %w : f32
    %s2 = spirv.FAdd %s, %v2 : f32
    spirv.Store "CrossWorkgroup" %dst, %s2 ["Volatile"] : f32
    spirv.CopyMemory "CrossWorkgroup" %dst, "CrossWorkgroup" %g : f32
    spirv.CopyMemory "CrossWorkgroup" %dst, "CrossWorkgroup" %g ["Aligned", 4] : f32
    %init = spirv.Constant 1.5 : f32
    %fv = spirv.Variable init(%init) : !spirv.ptr<f32, Function>
    %gen = spirv.PtrCastToGeneric %g : !spirv.ptr<f32, CrossWorkgroup> to !spirv.ptr<f32, Generic>
    %back = spirv.GenericCastToPtr %gen : !spirv.ptr<f32, Generic> to !spirv.ptr<f32, CrossWorkgroup>
    %back2 = spirv.GenericCastToPtrExplicit %gen : !spirv.ptr<f32, Generic> to !spirv.ptr<f32, CrossWorkgroup>
    %fgen = spirv.PtrCastToGeneric %fv : !spirv.ptr<f32, Function> to !spirv.ptr<f32, Generic>
    %gval = spirv.Load "Generic" %fgen ["Aligned", 4] : f32
    spirv.Store "CrossWorkgroup" %back, %gval ["Aligned", 4] : f32
    spirv.Store "CrossWorkgroup" %back2, %gval : f32
    %addr = spirv.ConvertPtrToU %g : !spirv.ptr<f32, CrossWorkgroup> to i64
    spirv.Store "CrossWorkgroup" %bits, %addr ["Aligned", 8] : i64
    %ptr = spirv.ConvertUToPtr %addr : i64 to !spirv.ptr<f32, CrossWorkgroup>
    %iptr = spirv.Bitcast %ptr : !spirv.ptr<f32, CrossWorkgroup> to !spirv.ptr<i32, CrossWorkgroup>
    %raw = spirv.Load "CrossWorkgroup" %iptr ["Aligned", 4] : i32
    %cnt = spirv.mlir.addressof @counter : !spirv.ptr<i32, CrossWorkgroup>
    spirv.Store "CrossWorkgroup" %cnt, %raw ["Aligned", 4] : i32
    spirv.Return
  }
  spirv.EntryPoint "Kernel" @memory
}
