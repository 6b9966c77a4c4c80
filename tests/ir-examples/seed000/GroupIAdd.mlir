// Examples of spirv.GroupIAdd (GroupIAddOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 6899) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.GroupIAdd` $execution_scope $group_operation operands attr-dict `:` type($x)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%value); context: function-body)
%0 = spirv.GroupIAdd <Workgroup> <Reduce> %value : i32
