// Examples of spirv.GlobalVariable (GlobalVariableOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 6525) by tools/extract_seed_examples.py.
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (complete; context: module-body)
spirv.GlobalVariable @var0 : !spirv.ptr<f32, Input> @var0
spirv.GlobalVariable @var1 initializer(@var0) : !spirv.ptr<f32, Output>

// -----

// example 2 (complete; context: module-body)
spirv.GlobalVariable @var2 bind(1, 2) : !spirv.ptr<f32, Uniform>

// -----

// example 3 (complete; context: module-body)
spirv.GlobalVariable @var3 built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
