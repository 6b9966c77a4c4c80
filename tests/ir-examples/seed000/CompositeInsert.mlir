// Examples of spirv.CompositeInsert (CompositeInsertOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 3673) by tools/extract_seed_examples.py.
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%object %composite); context: function-body)
%0 = spirv.CompositeInsert %object, %composite[1 : i32] : f32 into !spirv.array<4xf32>
