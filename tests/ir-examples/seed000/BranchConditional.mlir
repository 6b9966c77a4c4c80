// Examples of spirv.BranchConditional (BranchConditionalOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 2350) by tools/extract_seed_examples.py.
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%condition) fragment; context: function-body)
spirv.BranchConditional %condition, ^true_branch, ^false_branch

// -----

// example 2 (partial: free-values(%condition %0 %1) fragment; context: function-body)
spirv.BranchConditional %condition, ^true_branch(%0: i32), ^false_branch(%1: i32)
