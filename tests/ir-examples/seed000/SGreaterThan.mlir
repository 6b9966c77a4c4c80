// Examples of spirv.SGreaterThan (SGreaterThanOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 10907) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.SGreaterThan` $operand1 `,` $operand2 `:` type($operand1) attr-dict
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0 %1); context: function-body)
%4 = spirv.SGreaterThan %0, %1 : i32

// -----

// example 2 (partial: free-values(%2 %3); context: function-body)
%5 = spirv.SGreaterThan %2, %3 : vector<4xi32>
