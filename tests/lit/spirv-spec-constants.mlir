// spirv.SpecConstantComposite and spirv.SpecConstantOperation: custom syntax
// as MLIR 19 prints it, the generic form, and the binary (OpSpecConstantComposite,
// OpSpecConstantOp in the types section) checked by spirv-val and MLIR.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt %s -S | FileCheck %s
// RUN: %spvkit-opt %s -S | %spvkit-opt - -S | FileCheck %s
// RUN: %spvkit-opt %s --generic -S | FileCheck %s --check-prefix=GENERIC
// RUN: %spvkit-opt %s -o %t.spv
// RUN: %if spirv-val %{ %spirv-val %t.spv %}
// RUN: %if mlir-translate %{ %mlir-translate --deserialize-spirv %t.spv | FileCheck %s --check-prefix=MLIR %}

spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel, Linkage], []> {
  // CHECK: spirv.SpecConstant @sc1 spec_id(1) = 1 : i32
  spirv.SpecConstant @sc1 spec_id(1) = 1 : i32
  spirv.SpecConstant @sc2 spec_id(2) = 2 : i32
  // CHECK: spirv.SpecConstantComposite @scc (@sc1, @sc2) : vector<2xi32>
  // GENERIC: "spirv.SpecConstantComposite"() {sym_name = "scc", type = vector<2xi32>, constituents = [@sc1, @sc2]} : () -> ()
  // MLIR: spirv.SpecConstantComposite @scc (@sc1, @sc2) : vector<2xi32>
  spirv.SpecConstantComposite @scc (@sc1, @sc2) : vector<2xi32>
  spirv.func @f(%out: !spirv.ptr<i32, CrossWorkgroup>) "None" {
    %a = spirv.mlir.referenceof @sc1 : i32
    %c = spirv.Constant 3 : i32
    // CHECK: spirv.SpecConstantOperation wraps "spirv.IAdd"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
    // GENERIC: "spirv.SpecConstantOperation"() ({
    // GENERIC-NEXT: "spirv.IAdd"
    // GENERIC-NEXT: "spirv.mlir.yield"
    // MLIR: spirv.SpecConstantOperation wraps "spirv.IAdd"
    %s = spirv.SpecConstantOperation wraps "spirv.IAdd"(%a, %c) : (i32, i32) -> i32
    %v = spirv.mlir.referenceof @scc : vector<2xi32>
    // CHECK: spirv.SpecConstantOperation wraps "spirv.CompositeExtract"(%{{.*}}) {indices = [1 : i32]} : (vector<2xi32>) -> i32
    // MLIR: spirv.SpecConstantOperation wraps "spirv.CompositeExtract"
    %e = spirv.SpecConstantOperation wraps "spirv.CompositeExtract"(%v) {indices = [1 : i32]} : (vector<2xi32>) -> i32
    %t = spirv.IMul %s, %e : i32
    spirv.Store "CrossWorkgroup" %out, %t : i32
    spirv.Return
  }
}
