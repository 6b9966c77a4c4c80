// Examples of spirv.mlir.yield (YieldOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 12384) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.mlir.yield` attr-dict $operand `:` type($operand)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0) ellipsis fragment; context: function-body)
%0 = ... (some op supported by SPIR-V OpSpecConstantOp)
spirv.mlir.yield %0
