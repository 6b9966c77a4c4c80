// Examples of spirv.FunctionCall (FunctionCallOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 5139) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.FunctionCall` $callee `(` $arguments `)` attr-dict `:`
//   functional-type($arguments, results)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%arg0) undefined-symbols(@f_void); context: function-body)
spirv.FunctionCall @f_void(%arg0) : (i32) ->  ()

// -----

// example 2 (partial: free-values(%arg0 %arg1) undefined-symbols(@f_iadd); context: function-body)
%0 = spirv.FunctionCall @f_iadd(%arg0, %arg1) : (i32, i32) -> i32
