// Examples of spirv.IsInf (IsInfOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 9598) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.IsInf` $operand `:` type($operand) attr-dict
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0); context: function-body)
%2 = spirv.IsInf %0: f32

// -----

// example 2 (partial: free-values(%1); context: function-body)
%3 = spirv.IsInf %1: vector<4xi32>
