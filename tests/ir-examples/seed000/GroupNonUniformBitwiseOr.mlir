// Examples of spirv.GroupNonUniformBitwiseOr (GroupNonUniformBitwiseOrOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 7147) by tools/extract_seed_examples.py.
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%vector) ellipsis; context: function-body)
%four = spirv.Constant 4 : i32
%vector = ... : vector<4xi32>
%1 = spirv.GroupNonUniformBitwiseOr "Subgroup" "ClusteredReduce"
       %vector cluster_size(%four) : vector<4xi32>

// -----

// example 2 (partial: free-values(%scalar) ellipsis; context: function-body)
%scalar = ... : i32
%0 = spirv.GroupNonUniformBitwiseOr "Workgroup" "Reduce" %scalar : i32
