// Examples of spirv.CL.s_abs (CLSAbsOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 3248) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.CL.s_abs` $operand `:` type($operand) attr-dict
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0); context: function-body)
%2 = spirv.CL.s_abs %0 : i32

// -----

// example 2 (partial: free-values(%1); context: function-body)
%3 = spirv.CL.s_abs %1 : vector<3xi16>
