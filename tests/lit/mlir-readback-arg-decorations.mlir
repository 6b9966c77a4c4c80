// Parameter decorations are MLIR's {spirv.decoration = #spirv.decoration<X>}
// in the text form; the IR keeps them as unit attributes ({aliased}), which
// a module read from a binary printed as they are and mlir-opt-19 rejects
// ("arguments may only have dialect attributes").
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt %s | FileCheck %s
// RUN: %spvkit-opt %s -o %t.spv
// RUN: %spvkit-opt %t.spv -S | FileCheck %s --check-prefix=BINARY
// RUN: %if mlir-opt %{ %spvkit-opt %t.spv -S | %mlir-opt > /dev/null %}
// RUN: %spvkit-opt %s --generic | FileCheck %s --check-prefix=GENERIC

spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Linkage, Int64], []> {
  // CHECK: spirv.func @f(%p: !spirv.ptr<i32, CrossWorkgroup> {spirv.decoration = #spirv.decoration<Aliased>}, %q: !spirv.ptr<i32, CrossWorkgroup> {spirv.decoration = #spirv.decoration<Restrict>})
  // BINARY: spirv.func @f(%{{.*}}: !spirv.ptr<i32, CrossWorkgroup> {spirv.decoration = #spirv.decoration<Aliased>}, %{{.*}}: !spirv.ptr<i32, CrossWorkgroup> {spirv.decoration = #spirv.decoration<Restrict>})
  // GENERIC: arg_attrs = [{aliased}, {restrict}]
  spirv.func @f(%p: !spirv.ptr<i32, CrossWorkgroup> {spirv.decoration = #spirv.decoration<Aliased>}, %q: !spirv.ptr<i32, CrossWorkgroup> {restrict}) "None" {
    %c = spirv.Constant 7 : i32
    spirv.Store "CrossWorkgroup" %p, %c : i32
    spirv.Return
  }
}
