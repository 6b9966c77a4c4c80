// Examples of spirv.CL.mix (CLMixOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 3047) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.CL.mix` operands attr-dict `:` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%a %b %c); context: function-body)
%0 = spirv.CL.mix %a, %b, %c : f32

// -----

// example 2 (partial: free-values(%a %b %c); context: function-body)
%1 = spirv.CL.mix %a, %b, %c : vector<3xf16>
