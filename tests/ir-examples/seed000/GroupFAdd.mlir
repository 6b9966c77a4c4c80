// Examples of spirv.GroupFAdd (GroupFAddOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 6627) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.GroupFAdd` $execution_scope $group_operation operands attr-dict `:` type($x)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%value); context: function-body)
%0 = spirv.GroupFAdd <Workgroup> <Reduce> %value : f32
