// fuzz-writer finding (issue 17): the verifier accepted an entry point whose
// function returns a value; spirv-val rejects the binary. Now a verifier error.
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses], []> {
  spirv.func @k(%a: i32) -> i32 "None" {
    spirv.ReturnValue %a : i32
  }
  spirv.EntryPoint "Kernel" @k
}
