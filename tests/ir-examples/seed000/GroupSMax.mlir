// Examples of spirv.GroupSMax (GroupSMaxOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 8506) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.GroupSMax` $execution_scope $group_operation operands attr-dict `:` type($x)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%value); context: function-body)
%0 = spirv.GroupSMax <Workgroup> <Reduce> %value : i32
