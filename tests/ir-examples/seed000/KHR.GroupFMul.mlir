// Examples of spirv.KHR.GroupFMul (GroupFMulKHROp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 6831) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.KHR.GroupFMul` $execution_scope $group_operation operands attr-dict `:` type($x)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%value); context: function-body)
%0 = spirv.KHR.GroupFMul <Workgroup> <Reduce> %value : f32
