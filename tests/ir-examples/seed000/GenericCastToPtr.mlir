// Examples of spirv.GenericCastToPtr (GenericCastToPtrOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 6490) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.GenericCastToPtr` $pointer attr-dict `:` type($pointer) `to` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0); context: function-body)
%1 = spirv.GenericCastToPtrOp %0 : !spirv.ptr<f32, Generic> to
!spirv.ptr<f32, CrossWorkGroup>
