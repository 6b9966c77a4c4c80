// Examples of spirv.Not (NotOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 10463) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.Not` $operand `:` type($operand) attr-dict
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0); context: function-body)
%2 = spirv.Not %0 : i32

// -----

// example 2 (partial: free-values(%1); context: function-body)
%3 = spirv.Not %1 : vector<4xi32>
