// Examples of spirv.INTEL.SubgroupBlockRead (INTELSubgroupBlockReadOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 9246) by tools/extract_seed_examples.py.
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%ptr); context: function-body)
%0 = spirv.INTEL.SubgroupBlockRead "StorageBuffer" %ptr : i32
