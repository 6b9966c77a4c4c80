// fuzz-writer finding (issue 17): the verifier accepted a function
// declaration without an Import linkage; spirv-val rejects the binary. Now a
// verifier error.
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Linkage], []> {
  spirv.func @decl(i32, f32) -> f32 "Pure"
}
