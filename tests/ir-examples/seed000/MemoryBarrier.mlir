// Examples of spirv.MemoryBarrier (MemoryBarrierOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 10332) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.MemoryBarrier` $memory_scope `,` $memory_semantics attr-dict
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (complete; context: function-body)
spirv.MemoryBarrier "Device", "Acquire|UniformMemory"
