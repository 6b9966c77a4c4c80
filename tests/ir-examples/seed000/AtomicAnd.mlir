// Examples of spirv.AtomicAnd (AtomicAndOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 922) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.AtomicAnd` $memory_scope $semantics operands attr-dict `:` type($pointer)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%pointer %value); context: function-body)
%0 = spirv.AtomicAnd <Device> <None> %pointer, %value :
                   !spirv.ptr<i32, StorageBuffer>
