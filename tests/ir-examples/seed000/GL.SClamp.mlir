// Examples of spirv.GL.SClamp (GLSClampOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 6043) by tools/extract_seed_examples.py.
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%x %min %max); context: function-body)
%2 = spirv.GL.SClamp %x, %min, %max : si32

// -----

// example 2 (partial: free-values(%x %min %max); context: function-body)
%3 = spirv.GL.SClamp %x, %min, %max : vector<3xsi16>
