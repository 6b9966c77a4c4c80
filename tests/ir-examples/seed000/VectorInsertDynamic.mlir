// Examples of spirv.VectorInsertDynamic (VectorInsertDynamicOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 12262) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.VectorInsertDynamic` $component `,` $vector `[` $index `]` attr-dict `:` type($vector) `,` type($index)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%scalar %0 %1) ellipsis; context: function-body)
%scalar = ... : f32
%2 = spirv.VectorInsertDynamic %scalar %0[%1] : f32, vector<8xf32>, i32
