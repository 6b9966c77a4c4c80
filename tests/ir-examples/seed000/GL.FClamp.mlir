// Examples of spirv.GL.FClamp (GLFClampOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 5464) by tools/extract_seed_examples.py.
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%x %min %max); context: function-body)
%2 = spirv.GL.FClamp %x, %min, %max : f32

// -----

// example 2 (partial: free-values(%x %min %max); context: function-body)
%3 = spirv.GL.FClamp %x, %min, %max : vector<3xf16>
