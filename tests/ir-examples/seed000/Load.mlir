// Examples of spirv.Load (LoadOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 9979) by tools/extract_seed_examples.py.
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (complete; context: function-body)
%0 = spirv.Variable : !spirv.ptr<f32, Function>
%1 = spirv.Load "Function" %0 : f32
%2 = spirv.Load "Function" %0 ["Volatile"] : f32
%3 = spirv.Load "Function" %0 ["Aligned", 4] : f32
