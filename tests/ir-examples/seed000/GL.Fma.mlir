// Examples of spirv.GL.Fma (GLFmaOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 5709) by tools/extract_seed_examples.py.
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%a %b %c); context: function-body)
%0 = spirv.GL.Fma %a, %b, %c : f32

// -----

// example 2 (partial: free-values(%a %b %c); context: function-body)
%1 = spirv.GL.Fma %a, %b, %c : vector<3xf16>
