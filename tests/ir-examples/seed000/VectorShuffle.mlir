// Examples of spirv.VectorShuffle (VectorShuffleOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 12303) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.VectorShuffle` attr-dict $components $vector1 `,` $vector2 `:`
//   type($vector1) `,` type($vector2) `->` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%vector1 %vector2); context: function-body)
%0 = spirv.VectorShuffle [1: i32, 3: i32, 5: i32] %vector1, %vector2 :
  vector<4xf32>, vector<2xf32> -> vector<3xf32>
