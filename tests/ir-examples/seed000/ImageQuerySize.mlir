// Examples of spirv.ImageQuerySize (ImageQuerySizeOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 9523) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.ImageQuerySize` attr-dict $image `:` type($image) `->` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0); context: function-body)
%3 = spirv.ImageQuerySize %0 : !spirv.image<i32, Dim1D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown> -> i32

// -----

// example 2 (partial: free-values(%1); context: function-body)
%4 = spirv.ImageQuerySize %1 : !spirv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown> -> vector<2xi32>

// -----

// example 3 (partial: free-values(%2); context: function-body)
%5 = spirv.ImageQuerySize %2 : !spirv.image<i32, Dim2D, NoDepth, Arrayed, SingleSampled, NoSampler, Unknown> -> vector<3xi32>
