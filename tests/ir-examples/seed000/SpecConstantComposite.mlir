// Examples of spirv.SpecConstantComposite (SpecConstantCompositeOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 11445) by tools/extract_seed_examples.py.
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (complete; context: module-body)
spirv.SpecConstant @sc1 = 1   : i32
spirv.SpecConstant @sc2 = 2.5 : f32
spirv.SpecConstant @sc3 = 3.5 : f32
spirv.SpecConstantComposite @scc (@sc1, @sc2, @sc3) : !spirv.struct<i32, f32, f32>
