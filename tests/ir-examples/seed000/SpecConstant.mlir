// Examples of spirv.SpecConstant (SpecConstantOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 11484) by tools/extract_seed_examples.py.
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (complete; context: module-body)
spirv.SpecConstant @spec_const1 = true

// -----

// example 2 (complete; context: module-body)
spirv.SpecConstant @spec_const2 spec_id(5) = 42 : i32
