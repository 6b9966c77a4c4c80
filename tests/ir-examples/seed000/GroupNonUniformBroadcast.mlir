// Examples of spirv.GroupNonUniformBroadcast (GroupNonUniformBroadcastOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 7275) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.GroupNonUniformBroadcast` $execution_scope operands attr-dict `:` type($value) `,` type($id)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%scalar_value %vector_value %id) ellipsis; context: function-body)
%scalar_value = ... : f32
%vector_value = ... : vector<4xf32>
%id = ... : i32
%0 = spirv.GroupNonUniformBroadcast "Subgroup" %scalar_value, %id : f32, i32
%1 = spirv.GroupNonUniformBroadcast "Workgroup" %vector_value, %id :
  vector<4xf32>, i32
