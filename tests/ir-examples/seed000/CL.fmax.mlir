// Examples of spirv.CL.fmax (CLFMaxOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 2874) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.CL.fmax` operands attr-dict `:` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0 %1); context: function-body)
%2 = spirv.CL.fmax %0, %1 : f32

// -----

// example 2 (partial: free-values(%0 %1); context: function-body)
%3 = spirv.CL.fmax %0, %1 : vector<3xf16>
