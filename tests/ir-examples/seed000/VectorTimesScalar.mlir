// Examples of spirv.VectorTimesScalar (VectorTimesScalarOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 12349) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.VectorTimesScalar` operands attr-dict `:` `(` type(operands) `)` `->` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%vector %scalar); context: function-body)
%0 = spirv.VectorTimesScalar %vector, %scalar : vector<4xf32>
