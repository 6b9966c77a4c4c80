// Input of mlir-readback-copy-memory.mlir.
spirv.module Physical64 OpenCL requires #spirv.vce<v1.4, [Kernel, Addresses, Linkage, Int64], []> {
  spirv.func @f(%p: !spirv.ptr<i32, CrossWorkgroup>, %q: !spirv.ptr<i32, CrossWorkgroup>) "None" {
    spirv.CopyMemory "CrossWorkgroup" %p, "CrossWorkgroup" %q ["Aligned", 4] {source_alignment = 4 : i32} : i32
    spirv.Return
  }
}
