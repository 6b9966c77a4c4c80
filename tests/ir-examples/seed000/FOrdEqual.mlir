// Examples of spirv.FOrdEqual (FOrdEqualOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 4574) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.FOrdEqual` $operand1 `,` $operand2 `:` type($operand1) attr-dict
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0 %1); context: function-body)
%4 = spirv.FOrdEqual %0, %1 : f32

// -----

// example 2 (partial: free-values(%2 %3); context: function-body)
%5 = spirv.FOrdEqual %2, %3 : vector<4xf32>
