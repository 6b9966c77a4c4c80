// Examples of spirv.Branch (BranchOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 2395) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.Branch` $target (`(` $targetOperands^ `:` type($targetOperands) `)`)? attr-dict
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: fragment; context: function-body)
spirv.Branch ^target

// -----

// example 2 (partial: free-values(%0 %1) fragment; context: function-body)
spirv.Branch ^target(%0, %1: i32, f32)
