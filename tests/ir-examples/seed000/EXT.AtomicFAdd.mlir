// Examples of spirv.EXT.AtomicFAdd (EXTAtomicFAddOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 4121) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.EXT.AtomicFAdd` $memory_scope $semantics operands attr-dict `:` type($pointer)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%pointer %value); context: function-body)
%0 = spirv.EXT.AtomicFAdd <Device> <None> %pointer, %value :
                       !spirv.ptr<f32, StorageBuffer>
