// Examples of spirv.ConvertPtrToU (ConvertPtrToUOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 3897) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.ConvertPtrToU` $pointer attr-dict `:` type($pointer) `to` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0); context: function-body)
%1 = spirv.ConvertPtrToU %0 : !spirv.ptr<i32, Generic> to i32
