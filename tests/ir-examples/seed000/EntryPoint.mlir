// Examples of spirv.EntryPoint (EntryPointOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 4199) by tools/extract_seed_examples.py.
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: undefined-symbols(@foo); context: module-body)
spirv.EntryPoint "GLCompute" @foo

// -----

// example 2 (partial: undefined-symbols(@foo @var1 @var2); context: module-body)
spirv.EntryPoint "Kernel" @foo, @var1, @var2
