// Examples of spirv.GroupNonUniformElect (GroupNonUniformElectOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 7337) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.GroupNonUniformElect` $execution_scope attr-dict `:` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (complete; context: function-body)
%0 = spirv.GroupNonUniformElect : i1
