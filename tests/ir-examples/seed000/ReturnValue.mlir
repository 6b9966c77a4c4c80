// Examples of spirv.ReturnValue (ReturnValueOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 10664) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.ReturnValue` $value attr-dict `:` type($value)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0) fragment; context: function-body)
spirv.ReturnValue %0 : f32
