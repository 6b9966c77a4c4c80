// Examples of spirv.SLessThan (SLessThanOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 10979) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.SLessThan` $operand1 `,` $operand2 `:` type($operand1) attr-dict
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0 %1); context: function-body)
%4 = spirv.SLessThan %0, %1 : i32

// -----

// example 2 (partial: free-values(%2 %3); context: function-body)
%5 = spirv.SLessThan %2, %3 : vector<4xi32>
