// Examples of spirv.CL.u_max (CLUMaxOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 3520) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.CL.u_max` operands attr-dict `:` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0 %1); context: function-body)
%2 = spirv.CL.u_max %0, %1 : i32

// -----

// example 2 (partial: free-values(%0 %1); context: function-body)
%3 = spirv.CL.u_max %0, %1 : vector<3xi16>
