// Examples of spirv.LogicalNot (LogicalNotOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 10147) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.LogicalNot` $operand `:` type($operand) attr-dict
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0); context: function-body)
%2 = spirv.LogicalNot %0 : i1

// -----

// example 2 (partial: free-values(%0); context: function-body)
%2 = spirv.LogicalNot %0 : vector<4xi1>
