// Examples of spirv.ConvertSToF (ConvertSToFOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 3927) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.ConvertSToF` $operand attr-dict `:` type($operand) `to` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0); context: function-body)
%1 = spirv.ConvertSToF %0 : i32 to f32

// -----

// example 2 (partial: free-values(%2); context: function-body)
%3 = spirv.ConvertSToF %2 : vector<3xi32> to vector<3xf32>
