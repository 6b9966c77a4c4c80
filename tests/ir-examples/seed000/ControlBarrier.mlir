// Examples of spirv.ControlBarrier (ControlBarrierOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 3755) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.ControlBarrier` $execution_scope `,` $memory_scope `,` $memory_semantics attr-dict
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (complete; context: function-body)
spirv.ControlBarrier "Workgroup", "Device", "Acquire|UniformMemory"
