// Examples of spirv.Constant (ConstantOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 3715) by tools/extract_seed_examples.py.
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (complete; context: function-body)
%0 = spirv.Constant true

// -----

// example 2 (complete; context: function-body)
%1 = spirv.Constant dense<[2, 3]> : vector<2xf32>

// -----

// example 3 (complete; context: function-body)
%2 = spirv.Constant [dense<3.0> : vector<2xf32>] : !spirv.array<1xvector<2xf32>>
