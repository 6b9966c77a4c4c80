// Examples of spirv.Select (SelectOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 11263) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.Select` operands attr-dict `:` type($condition) `,` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0 %1 %2); context: function-body)
%3 = spirv.Select %0, %1, %2 : i1, f32

// -----

// example 2 (partial: free-values(%0 %1 %2); context: function-body)
%3 = spirv.Select %0, %1, %2 : i1, vector<3xi32>

// -----

// example 3 (partial: free-values(%0 %1 %2); context: function-body)
%3 = spirv.Select %0, %1, %2 : vector<3xi1>, vector<3xf32>
