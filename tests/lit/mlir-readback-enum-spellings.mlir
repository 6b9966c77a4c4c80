// Enumerants MLIR 19 spells by another name than the grammar's canonical one
// (dialect_overrides.json's mlir_enumerant_spellings): spvkit prints MLIR's
// spelling, which mlir-opt-19 reads, and still parses the grammar's.
// REQUIRES: spvkit-opt
// RUN: %spvkit-opt %s | FileCheck %s
// RUN: %if mlir-opt %{ %spvkit-opt %s | %mlir-opt | FileCheck %s %}

// CHECK: #spirv.vce<v1.0, [Shader, Int16, Bfloat16ConversionINTEL, StorageUniform16, OptNoneINTEL], [SPV_INTEL_bfloat16_conversion, SPV_KHR_16bit_storage, SPV_INTEL_optnone]>
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Int16, BFloat16ConversionINTEL, UniformAndStorageBuffer16BitAccess, OptNoneEXT], [SPV_INTEL_bfloat16_conversion, SPV_KHR_16bit_storage, SPV_INTEL_optnone]> {
  // CHECK: spirv.INTEL.ConvertFToBF16 %{{.*}} : f32 to i16
  spirv.func @f(%x: f32) -> i16 "None" {
    %0 = spirv.INTEL.ConvertFToBF16 %x : f32 to i16
    spirv.ReturnValue %0 : i16
  }
}
