// Examples of spirv.ShiftLeftLogical (ShiftLeftLogicalOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 11329) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.ShiftLeftLogical` operands attr-dict `:` type($operand1) `,` type($operand2)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0 %1); context: function-body)
%2 = spirv.ShiftLeftLogical %0, %1 : i32, i16

// -----

// example 2 (partial: free-values(%3 %4); context: function-body)
%5 = spirv.ShiftLeftLogical %3, %4 : vector<3xi32>, vector<3xi16>
