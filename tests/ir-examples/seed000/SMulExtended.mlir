// Examples of spirv.SMulExtended (SMulExtendedOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 11051) by tools/extract_seed_examples.py.
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0 %1); context: function-body)
%2 = spirv.SMulExtended %0, %1 : !spirv.struct<(i32, i32)>

// -----

// example 2 (partial: free-values(%0 %1); context: function-body)
%2 = spirv.SMulExtended %0, %1 : !spirv.struct<(vector<2xi32>, vector<2xi32>)>
