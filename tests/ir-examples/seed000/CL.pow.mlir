// Examples of spirv.CL.pow (CLPowOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 3084) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.CL.pow` operands attr-dict `:` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0 %1); context: function-body)
%2 = spirv.CL.pow %0, %1 : f32

// -----

// example 2 (partial: free-values(%0 %1); context: function-body)
%3 = spirv.CL.pow %0, %1 : vector<3xf16>
