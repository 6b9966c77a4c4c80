// Examples of spirv.ConvertUToF (ConvertUToFOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 3962) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.ConvertUToF` $operand attr-dict `:` type($operand) `to` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0); context: function-body)
%1 = spirv.ConvertUToF %0 : i32 to f32

// -----

// example 2 (partial: free-values(%2); context: function-body)
%3 = spirv.ConvertUToF %2 : vector<3xi32> to vector<3xf32>
