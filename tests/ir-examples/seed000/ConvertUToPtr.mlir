// Examples of spirv.ConvertUToPtr (ConvertUToPtrOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 3997) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.ConvertUToPtr` $operand attr-dict `:` type($operand) `to` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0); context: function-body)
%1 = spirv.ConvertUToPtr %0 :  i32 to !spirv.ptr<i32, Generic>
