// Examples of spirv.FNegate (FNegateOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 4539) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.FNegate` operands attr-dict `:` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0); context: function-body)
%1 = spirv.FNegate %0 : f32

// -----

// example 2 (partial: free-values(%2); context: function-body)
%3 = spirv.FNegate %2 : vector<4xf32>
