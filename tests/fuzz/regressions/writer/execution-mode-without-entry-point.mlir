// fuzz-writer finding (issue 17, a mutated lit test): the verifier accepted
// an execution mode of a function that no entry point names; spirv-val
// rejects "OpExecutionMode Entry Point <id> is not the Entry Point operand of
// an OpEntryPoint". Now a verifier error.
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Linkage], []> {
  spirv.func @main() "None" {
    spirv.Return
  }
  spirv.ExecutionMode @main "LocalSize", 16, 1, 1
}
