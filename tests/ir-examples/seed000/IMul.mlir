// Examples of spirv.IMul (IMulOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 8888) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.IMul` operands attr-dict `:` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0 %1); context: function-body)
%4 = spirv.IMul %0, %1 : i32

// -----

// example 2 (partial: free-values(%2 %3); context: function-body)
%5 = spirv.IMul %2, %3 : vector<4xi32>
