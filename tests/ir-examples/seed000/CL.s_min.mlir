// Examples of spirv.CL.s_min (CLSMinOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 3319) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.CL.s_min` operands attr-dict `:` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0 %1); context: function-body)
%2 = spirv.CL.s_min %0, %1 : i32

// -----

// example 2 (partial: free-values(%0 %1); context: function-body)
%3 = spirv.CL.s_min %0, %1 : vector<3xi16>
