// Examples of spirv.GroupNonUniformLogicalAnd (GroupNonUniformLogicalAndOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 7802) by tools/extract_seed_examples.py.
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%vector) ellipsis; context: function-body)
%four = spirv.Constant 4 : i32
%vector = ... : vector<4xi1>
%1 = spirv.GroupNonUniformLogicalAnd "Subgroup" "ClusteredReduce"
       %vector cluster_size(%four) : vector<4xi1>

// -----

// example 2 (partial: free-values(%scalar) ellipsis; context: function-body)
%scalar = ... : i1
%0 = spirv.GroupNonUniformLogicalAnd "Workgroup" "Reduce" %scalar : i1
