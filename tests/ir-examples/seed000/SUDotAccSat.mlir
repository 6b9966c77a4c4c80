// Examples of spirv.SUDotAccSat (SUDotAccSatOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 11158) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.SUDotAccSat` $vector1 `,` $vector2 `,` $accumulator ( `,` $format^ )? attr-dict `:`
//   type($vector1) `->` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%a %b %acc); context: function-body)
%r = spirv.SUDotAccSat %a, %b, %acc, <PackedVectorFormat4x8Bit> : i32 -> i32

// -----

// example 2 (partial: free-values(%a %b %acc); context: function-body)
%r = spirv.SUDotAccSat %a, %b, %acc, <PackedVectorFormat4x8Bit> : i32 -> i64

// -----

// example 3 (partial: free-values(%a %b %acc); context: function-body)
%r = spirv.SUDotAccSat %a, %b, %acc : vector<4xi8> -> i32
