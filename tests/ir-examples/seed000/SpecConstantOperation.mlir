// Examples of spirv.SpecConstantOperation (SpecConstantOperationOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 11518) by tools/extract_seed_examples.py.
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (complete; context: function-body)
%0 = spirv.Constant 1: i32
%1 = spirv.Constant 1: i32
%2 = spirv.SpecConstantOperation wraps "spirv.IAdd"(%0, %1) : (i32, i32) -> i32
