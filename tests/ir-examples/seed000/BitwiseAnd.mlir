// Examples of spirv.BitwiseAnd (BitwiseAndOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 2248) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.BitwiseAnd` operands attr-dict `:` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0 %1); context: function-body)
%2 = spirv.BitwiseAnd %0, %1 : i32

// -----

// example 2 (partial: free-values(%0 %1); context: function-body)
%2 = spirv.BitwiseAnd %0, %1 : vector<4xi32>
