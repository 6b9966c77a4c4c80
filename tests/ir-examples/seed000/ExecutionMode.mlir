// Examples of spirv.ExecutionMode (ExecutionModeOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 4250) by tools/extract_seed_examples.py.
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: undefined-symbols(@foo); context: module-body)
spirv.ExecutionMode @foo "ContractionOff"

// -----

// example 2 (partial: undefined-symbols(@bar); context: module-body)
spirv.ExecutionMode @bar "LocalSizeHint", 3, 4, 5
