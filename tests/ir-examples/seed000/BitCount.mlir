// Examples of spirv.BitCount (BitCountOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 2011) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.BitCount` $operand `:` type($operand) attr-dict
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0); context: function-body)
%2 = spirv.BitCount %0: i32

// -----

// example 2 (partial: free-values(%1); context: function-body)
%3 = spirv.BitCount %1: vector<4xi32>
