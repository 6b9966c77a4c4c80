// Examples of spirv.mlir.addressof (AddressOfOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 892) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.mlir.addressof` $variable attr-dict `:` type($pointer)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: undefined-symbols(@global_var); context: function-body)
%0 = spirv.mlir.addressof @global_var : !spirv.ptr<f32, Input>
