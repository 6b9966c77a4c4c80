// Examples of spirv.VectorExtractDynamic (VectorExtractDynamicOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 12225) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.VectorExtractDynamic` $vector `[` $index `]` attr-dict `:` type($vector) `,` type($index)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0 %1); context: function-body)
%2 = spirv.VectorExtractDynamic %0[%1] : vector<8xf32>, i32
