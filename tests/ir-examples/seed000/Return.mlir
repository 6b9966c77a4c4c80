// Examples of spirv.Return (ReturnOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 10644) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.Return` attr-dict
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: fragment; context: function-body)
spirv.Return
