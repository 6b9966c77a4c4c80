// Examples of spirv.INTEL.SubgroupBlockWrite (INTELSubgroupBlockWriteOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 9279) by tools/extract_seed_examples.py.
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%ptr %value); context: function-body)
spirv.INTEL.SubgroupBlockWrite "StorageBuffer" %ptr, %value : i32
