// Examples of spirv.UConvert (UConvertOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 11678) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.UConvert` $operand attr-dict `:` type($operand) `to` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0); context: function-body)
%1 = spirv.UConvertOp %0 : i32 to i64

// -----

// example 2 (partial: free-values(%2); context: function-body)
%3 = spirv.UConvertOp %2 : vector<3xi32> to vector<3xi64>
