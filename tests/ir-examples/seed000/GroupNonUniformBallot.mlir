// Examples of spirv.GroupNonUniformBallot (GroupNonUniformBallotOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 7035) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.GroupNonUniformBallot` $execution_scope $predicate attr-dict `:` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%predicate); context: function-body)
%0 = spirv.GroupNonUniformBallot "SubGroup" %predicate : vector<4xi32>
