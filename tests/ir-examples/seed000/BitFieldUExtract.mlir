// Examples of spirv.BitFieldUExtract (BitFieldUExtractOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 2141) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.BitFieldUExtract` operands attr-dict `:` type($base) `,` type($offset) `,` type($count)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%base %offset %count); context: function-body)
%0 = spirv.BitFieldUExtract %base, %offset, %count : vector<3xi32>, i8, i8
