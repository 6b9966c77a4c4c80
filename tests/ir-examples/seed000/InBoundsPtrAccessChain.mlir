// Examples of spirv.InBoundsPtrAccessChain (InBoundsPtrAccessChainOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 9565) by tools/extract_seed_examples.py.
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: ellipsis builtin-func; context: module-body)
func @inbounds_ptr_access_chain(%arg0: !spirv.ptr<f32, CrossWorkgroup>, %arg1 : i64) -> () {
  %0 = spirv.InBoundsPtrAccessChain %arg0[%arg1] : !spirv.ptr<f32, CrossWorkgroup>, i64
  ...
}
