// Examples of spirv.UDot (UDotOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 11806) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.UDot` $vector1 `,` $vector2 ( `,` $format^ )? attr-dict `:`
//   type($vector1) `->` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%a %b); context: function-body)
%r = spirv.UDot %a, %b, <PackedVectorFormat4x8Bit> : i32 -> i32

// -----

// example 2 (partial: free-values(%a %b); context: function-body)
%r = spirv.UDot %a, %b, <PackedVectorFormat4x8Bit> : i32 -> i64

// -----

// example 3 (partial: free-values(%a %b); context: function-body)
%r = spirv.UDot %a, %b : vector<4xi8> -> i32
