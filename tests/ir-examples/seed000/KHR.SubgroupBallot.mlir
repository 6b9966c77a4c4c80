// Examples of spirv.KHR.SubgroupBallot (KHRSubgroupBallotOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 9944) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.KHR.SubgroupBallot` $predicate attr-dict `:` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%predicate); context: function-body)
%0 = spirv.KHR.SubgroupBallot %predicate : vector<4xi32>
