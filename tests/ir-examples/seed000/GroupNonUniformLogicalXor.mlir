// Examples of spirv.GroupNonUniformLogicalXor (GroupNonUniformLogicalXorOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 7930) by tools/extract_seed_examples.py.
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%vector) ellipsis; context: function-body)
%four = spirv.Constant 4 : i32
%vector = ... : vector<4xi1>
%1 = spirv.GroupNonUniformLogicalXor "Subgroup" "ClusteredReduce"
       %vector cluster_size(%four) : vector<4xi>

// -----

// example 2 (partial: free-values(%scalar) ellipsis; context: function-body)
%scalar = ... : i1
%0 = spirv.GroupNonUniformLogicalXor "Workgroup" "Reduce" %scalar : i1
