// CopyMemory's second memory operand: its Aligned value is `source_alignment`
// for the parser, the printer and the writer alike, so what `-S` accepts `-o`
// writes (it failed with "needs attribute 'source_alignment' for Aligned"),
// and what is printed is MLIR's syntax (two memory operands: SPIR-V 1.4).
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt %s | FileCheck %s
// RUN: %if mlir-opt %{ %spvkit-opt %s | %mlir-opt > /dev/null %}
// RUN: %spvkit-opt %s -o %t.spv
// RUN: %if spirv-val %{ %spirv-val --target-env spv1.4 %t.spv %}
// RUN: %spvkit-opt %t.spv -S | FileCheck %s
// RUN: %if mlir-opt %{ %spvkit-opt %t.spv -S | %mlir-opt > /dev/null %}
// RUN: not %spvkit-opt %S/Inputs/copy-memory-stray-source-alignment.mlir 2>&1 | FileCheck %s --check-prefix=STRAY

spirv.module Physical64 OpenCL requires #spirv.vce<v1.4, [Kernel, Addresses, Linkage, Int64], []> {
  spirv.func @f(%p: !spirv.ptr<i32, CrossWorkgroup>, %q: !spirv.ptr<i32, CrossWorkgroup>) "None" {
    // CHECK: spirv.CopyMemory "CrossWorkgroup" %{{.*}}, "CrossWorkgroup" %{{.*}} ["Aligned", 4], ["Aligned", 8] : i32
    spirv.CopyMemory "CrossWorkgroup" %p, "CrossWorkgroup" %q ["Aligned", 4], ["Aligned", 8] : i32
    // CHECK: spirv.CopyMemory "CrossWorkgroup" %{{.*}}, "CrossWorkgroup" %{{.*}} ["Volatile"], ["Aligned", 16] : i32
    spirv.CopyMemory "CrossWorkgroup" %p, "CrossWorkgroup" %q ["Volatile"], ["Aligned", 16] : i32
    spirv.Return
  }
}

// A `source_alignment` in the attribute dictionary without a second memory
// operand is an error of the text (mlir-opt-19 rejects it too), not a
// module that prints but cannot be written.
// STRAY: copy-memory-stray-source-alignment.mlir:4:{{[0-9]+}}: error: 'source_alignment' is the Aligned value of the second memory operand
