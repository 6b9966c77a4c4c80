// Examples of spirv.mlir.referenceof (ReferenceOfOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 10612) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.mlir.referenceof` $spec_const attr-dict `:` type($reference)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: undefined-symbols(@spec_const); context: function-body)
%0 = spirv.mlir.referenceof @spec_const : f32
