// Examples of spirv.CL.asinh (CLAsinhOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 2531) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.CL.asinh` $operand `:` type($operand) attr-dict
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0); context: function-body)
%2 = spirv.CL.asinh %0 : f32

// -----

// example 2 (partial: free-values(%1); context: function-body)
%3 = spirv.CL.asinh %1 : vector<4xf16>
