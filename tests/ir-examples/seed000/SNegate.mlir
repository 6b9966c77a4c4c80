// Examples of spirv.SNegate (SNegateOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 11087) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.SNegate` operands attr-dict `:` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0); context: function-body)
%1 = spirv.SNegate %0 : i32

// -----

// example 2 (partial: free-values(%2); context: function-body)
%3 = spirv.SNegate %2 : vector<4xi32>
