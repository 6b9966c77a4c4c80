// Examples of spirv.ShiftRightArithmetic (ShiftRightArithmeticOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 11369) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.ShiftRightArithmetic` operands attr-dict `:` type($operand1) `,` type($operand2)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0 %1); context: function-body)
%2 = spirv.ShiftRightArithmetic %0, %1 : i32, i16

// -----

// example 2 (partial: free-values(%3 %4); context: function-body)
%5 = spirv.ShiftRightArithmetic %3, %4 : vector<3xi32>, vector<3xi16>
