// Examples of spirv.CL.fma (CLFmaOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 2979) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.CL.fma` operands attr-dict `:` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%a %b %c); context: function-body)
%0 = spirv.CL.fma %a, %b, %c : f32

// -----

// example 2 (partial: free-values(%a %b %c); context: function-body)
%1 = spirv.CL.fma %a, %b, %c : vector<3xf16>
