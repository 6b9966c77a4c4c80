// Examples of spirv.AtomicSMax (AtomicSMaxOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 1632) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.AtomicSMax` $memory_scope $semantics operands attr-dict `:` type($pointer)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%pointer %value); context: function-body)
%0 = spirv.AtomicSMax <Device> <None> %pointer, %value :
                    !spirv.ptr<i32, StorageBuffer>
