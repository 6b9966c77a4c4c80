// An integer dot product whose result is narrower than the whole operand but
// as wide as its components (tests/lit/spirv-mlir19-parity-spec.mlir):
// spirv-val accepts it.
spirv.module Logical GLSL450 requires #spirv.vce<v1.6, [Shader, Linkage, Int8, Int16, DotProduct, DotProductInput4x8Bit, DotProductInput4x8BitPacked], []> {
  spirv.func @dot(%a: vector<4xi8>, %p: i32) -> i16 "None" attributes {linkage_attributes = #spirv.linkage_attributes<linkage_name = "dot", linkage_type = <Export>>} {
    %0 = spirv.SDot %a, %a : vector<4xi8> -> i16
    %1 = spirv.SDot %p, %p, <PackedVectorFormat4x8Bit> : i32 -> i16
    %2 = spirv.IAdd %0, %1 : i16
    spirv.ReturnValue %2 : i16
  }
}
