// Examples of spirv.GroupBroadcast (GroupBroadcastOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 6564) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.GroupBroadcast` $execution_scope operands attr-dict `:` type($value) `,` type($localid)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%scalar_value %scalar_localid) ellipsis; context: function-body)
%scalar_value = ... : f32
%scalar_localid = ... : i32
%0 = spirv.GroupBroadcast "Subgroup" %scalar_value, %scalar_localid : f32, i32

// -----

// example 2 (partial: free-values(%vector_value %vector_localid) ellipsis; context: function-body)
%vector_value = ... : vector<4xf32>
%vector_localid = ... : vector<3xi32>
%1 = spirv.GroupBroadcast "Workgroup" %vector_value, %vector_localid :
  vector<4xf32>, vector<3xi32>
