// fuzz-writer finding (issue 17, a mutated seed): the verifier accepted an
// i31 (and vectors of 5 components) in a SPIR-V module; spirv-val rejects
// "Invalid number of bits (31) used for OpTypeInt". Now a verifier error.
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Linkage, Addresses, Kernel], []> {
  spirv.func @seed_type(%t: i31, %v: vector<5xf32>) "None" {
    spirv.Return
  }
}
