// Examples of spirv.KHR.AssumeTrue (KHRAssumeTrueOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 9668) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.KHR.AssumeTrue` $condition attr-dict
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%arg); context: function-body)
spirv.KHR.AssumeTrue %arg
