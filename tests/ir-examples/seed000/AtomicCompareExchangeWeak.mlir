// Examples of spirv.AtomicCompareExchangeWeak (AtomicCompareExchangeWeakOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 1099) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.AtomicCompareExchangeWeak` $memory_scope $equal_semantics $unequal_semantics operands attr-dict `:`
//   type($pointer)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%pointer %value %comparator); context: function-body)
%0 = spirv.AtomicCompareExchangeWeak <Workgroup> <Acquire> <None>
                                   %pointer, %value, %comparator
                                   : !spirv.ptr<i32, WorkGroup>
