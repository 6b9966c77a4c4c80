// Examples of spirv.SDotAccSat (SDotAccSatOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 10762) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.SDotAccSat` $vector1 `,` $vector2 `,` $accumulator ( `,` $format^ )? attr-dict `:`
//   type($vector1) `->` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%a %b %acc); context: function-body)
%r = spirv.SDotAccSat %a, %b, %acc, <PackedVectorFormat4x8Bit> : i32 -> i32

// -----

// example 2 (partial: free-values(%a %b %acc); context: function-body)
%r = spirv.SDotAccSat %a, %b, %acc, <PackedVectorFormat4x8Bit> : i32 -> i64

// -----

// example 3 (partial: free-values(%a %b %acc); context: function-body)
%r = spirv.SDotAccSat %a, %b, %acc : vector<4xi8> -> i32
