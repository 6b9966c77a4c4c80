// Examples of spirv.Dot (DotOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 4088) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.Dot` operands attr-dict `:` type($vector1) `->` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%v1 %v2); context: function-body)
%0 = spirv.Dot %v1, %v2 : vector<4xf32> -> f32
