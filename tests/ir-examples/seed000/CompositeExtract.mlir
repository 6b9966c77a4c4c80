// Examples of spirv.CompositeExtract (CompositeExtractOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 3632) by tools/extract_seed_examples.py.
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (complete; context: function-body)
%0 = spirv.Variable : !spirv.ptr<!spirv.array<4x!spirv.array<4xf32>>, Function>
%1 = spirv.Load "Function" %0 ["Volatile"] : !spirv.array<4x!spirv.array<4xf32>>
%2 = spirv.CompositeExtract %1[1 : i32] : !spirv.array<4x!spirv.array<4xf32>>
