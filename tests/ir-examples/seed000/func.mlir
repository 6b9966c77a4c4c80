// Examples of spirv.func (FuncOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 5078) by tools/extract_seed_examples.py.
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: ellipsis; context: module-body)
spirv.func @foo() -> () "None" { ... }

// -----

// example 2 (partial: ellipsis; context: module-body)
spirv.func @bar() -> () "Inline|Pure" { ... }

// -----

// example 3 (partial: ellipsis; context: module-body)
spirv.func @aliased_pointer(%arg0: !spirv.ptr<i32, PhysicalStorageBuffer>,
    { spirv.decoration = #spirv.decoration<Aliased> }) -> () "None" { ... }

// -----

// example 4 (partial: ellipsis; context: module-body)
spirv.func @restrict_pointer(%arg0: !spirv.ptr<i32, PhysicalStorageBuffer>,
    { spirv.decoration = #spirv.decoration<Restrict> }) -> () "None" { ... }

// -----

// example 5 (partial: ellipsis; context: module-body)
spirv.func @aliased_pointee(%arg0: !spirv.ptr<!spirv.ptr<i32,
    PhysicalStorageBuffer>, Generic> { spirv.decoration =
    #spirv.decoration<AliasedPointer> }) -> () "None" { ... }

// -----

// example 6 (partial: ellipsis; context: module-body)
spirv.func @restrict_pointee(%arg0: !spirv.ptr<!spirv.ptr<i32,
    PhysicalStorageBuffer>, Generic> { spirv.decoration =
    #spirv.decoration<RestrictPointer> }) -> () "None" { ... }
