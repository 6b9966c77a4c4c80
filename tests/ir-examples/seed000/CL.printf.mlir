// Examples of spirv.CL.printf (CLPrintfOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 3118) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.CL.printf` $format `,` $arguments  attr-dict `:`  `(` type($format) `,` `(` type($arguments) `)` `)` `->` type($result)
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0 %1 %2); context: function-body)
%0 = spirv.CL.printf %0 %1 %2 : (!spirv.ptr<i8, UniformConstant>, (i32, i32)) -> i32
