// Examples of spirv.INTEL.ConvertBF16ToF (INTELConvertBF16ToFOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 8926) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.INTEL.ConvertBF16ToF` $operand attr-dict `:` type($operand) `to` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0); context: function-body)
%1 = spirv.ConvertBF16ToF %0 : i16 to f32

// -----

// example 2 (partial: free-values(%2); context: function-body)
%3 = spirv.ConvertBF16ToF %2 : vector<3xi16> to vector<3xf32>
