// Examples of spirv.AtomicExchange (AtomicExchangeOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 1188) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.AtomicExchange` $memory_scope $semantics operands attr-dict `:` type($pointer)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%pointer %value); context: function-body)
%0 = spirv.AtomicExchange <Workgroup> <Acquire> %pointer, %value,
                        : !spirv.ptr<i32, WorkGroup>
