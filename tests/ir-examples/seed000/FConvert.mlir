// Examples of spirv.FConvert (FConvertOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 4396) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.FConvert` $operand attr-dict `:` type($operand) `to` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0); context: function-body)
%1 = spirv.FConvertOp %0 : f32 to f64

// -----

// example 2 (partial: free-values(%2); context: function-body)
%3 = spirv.FConvertOp %2 : vector<3xf32> to vector<3xf64>
