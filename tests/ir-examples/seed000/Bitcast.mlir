// Examples of spirv.Bitcast (BitcastOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 2210) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.Bitcast` $operand attr-dict `:` type($operand) `to` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0); context: function-body)
%1 = spirv.Bitcast %0 : f32 to i32

// -----

// example 2 (partial: free-values(%0); context: function-body)
%1 = spirv.Bitcast %0 : vector<2xf32> to i64

// -----

// example 3 (partial: free-values(%0); context: function-body)
%1 = spirv.Bitcast %0 : !spirv.ptr<f32, Function> to !spirv.ptr<i32, Function>
