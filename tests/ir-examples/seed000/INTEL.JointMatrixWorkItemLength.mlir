// Examples of spirv.INTEL.JointMatrixWorkItemLength (INTELJointMatrixWorkItemLengthOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 9212) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.INTEL.JointMatrixWorkItemLength` attr-dict `:` $joint_matrix_type
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (complete; context: function-body)
%0 = spirv.INTEL.JointMatrixWorkItemLength : !spirv.jointmatrix<Subgroup, i32, 8, 16>
