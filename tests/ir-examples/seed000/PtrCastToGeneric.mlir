// Examples of spirv.PtrCastToGeneric (PtrCastToGenericOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 10577) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.PtrCastToGeneric` $pointer attr-dict `:` type($pointer) `to` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0); context: function-body)
%1 = spirv.PtrCastToGenericOp %0 : !spirv.ptr<f32, CrossWorkGroup> to
     !spirv.ptr<f32, Generic>
