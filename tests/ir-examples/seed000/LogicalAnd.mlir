// Examples of spirv.LogicalAnd (LogicalAndOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 10033) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.LogicalAnd` $operand1 `,` $operand2 `:` type($operand1) attr-dict
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0 %1); context: function-body)
%2 = spirv.LogicalAnd %0, %1 : i1

// -----

// example 2 (partial: free-values(%0 %1); context: function-body)
%2 = spirv.LogicalAnd %0, %1 : vector<4xi1>
