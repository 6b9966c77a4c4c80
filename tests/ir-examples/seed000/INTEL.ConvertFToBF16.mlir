// Examples of spirv.INTEL.ConvertFToBF16 (INTELConvertFToBF16Op), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 8959) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.INTEL.ConvertFToBF16` $operand attr-dict `:` type($operand) `to` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0); context: function-body)
%1 = spirv.ConvertFToBF16 %0 : f32 to i16

// -----

// example 2 (partial: free-values(%2); context: function-body)
%3 = spirv.ConvertFToBF16 %2 : vector<3xf32> to vector<3xi16>
