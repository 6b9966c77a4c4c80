// Examples of spirv.Variable (VariableOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 12154) by tools/extract_seed_examples.py.
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%0) ellipsis; context: function-body)
%0 = spirv.Constant ...
%2 = spirv.Variable init(%0): !spirv.ptr<f32, Function>

// -----

// example 2 (complete; context: function-body)
%1 = spirv.Variable : !spirv.ptr<f32, Function>

// -----

// example 3 (complete; context: function-body)
%3 = spirv.Variable {aliased_pointer} :
  !spirv.ptr<!spirv.ptr<f32, PhysicalStorageBuffer>, Function>
