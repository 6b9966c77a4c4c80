// Examples of spirv.AtomicSMin (AtomicSMinOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 1707) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.AtomicSMin` $memory_scope $semantics operands attr-dict `:` type($pointer)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%pointer %value); context: function-body)
%0 = spirv.AtomicSMin <Device> <None> %pointer, %value :
                    !spirv.ptr<i32, StorageBuffer>
