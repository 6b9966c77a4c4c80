// Attributes a SPIR-V binary has no place for are verifier errors, located at
// their op (ir/spirv/AttributeEncoding.h, docs/verifier.md): the writer would
// drop them, so the module read back would differ (issue 17, fuzz-writer).
// RUN: not %spvkit-opt %s -S 2>&1 | FileCheck %s

spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Linkage, Int64], []> {
  // CHECK: spirv-attribute-errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: 'spirv.GlobalVariable' op has unknown attribute 'colour': neither an operand of the op nor a decoration
  spirv.GlobalVariable @g {colour = 1 : i32} : !spirv.ptr<i32, CrossWorkgroup>
  // CHECK: spirv-attribute-errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: 'spirv.func' op parameter #0 has unknown attribute 'nonsense': not a decoration
  spirv.func @f(%a: i32 {nonsense}, %p: !spirv.ptr<i32, CrossWorkgroup>, %v: vector<2xi32>) -> i32 "None" {
    // CHECK: spirv-attribute-errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: 'spirv.IAdd' op has unknown attribute 'foo': neither an operand of the op nor a decoration (discardable attributes need a dialect prefix, as in 'my.x')
    %0 = "spirv.IAdd"(%a, %a) {foo = 1 : i32} : (i32, i32) -> i32
    // A decoration where nothing is decorated: spirv.Store has no result.
    // CHECK: spirv-attribute-errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: 'spirv.Store' op has unknown attribute 'restrict': a decoration, but the op defines nothing the binary decorates
    "spirv.Store"(%p, %0) {restrict} : (!spirv.ptr<i32, CrossWorkgroup>, i32) -> ()
    // An enumerant parameter without its enumerant (MLIR 19: "invalid
    // alignment specification without aligned memory access specification").
    // CHECK: spirv-attribute-errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: 'spirv.Load' op has attribute 'alignment' but 'memory_access' has no MemoryAccess Aligned
    %1 = "spirv.Load"(%p) {memory_access = #spirv.memory_access<Volatile>, alignment = 4 : i32} : (!spirv.ptr<i32, CrossWorkgroup>) -> i32
    // The second memory access of CopyMemory without the first would take
    // the first's place in the binary.
    // CHECK: spirv-attribute-errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: 'spirv.CopyMemory' op attribute 'memory_access_1' needs 'memory_access': the instruction's operands are positional
    "spirv.CopyMemory"(%p, %p) {memory_access_1 = #spirv.memory_access<Volatile>} : (!spirv.ptr<i32, CrossWorkgroup>, !spirv.ptr<i32, CrossWorkgroup>) -> ()
    // CHECK: spirv-attribute-errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: 'spirv.Constant' op has unknown attribute 'no_signed_wrap': a decoration, but the op defines nothing the binary decorates
    %2 = "spirv.Constant"() {value = 1 : i32, no_signed_wrap} : () -> i32
    // Two spellings of one operand: the writer reads only `indices`.
    // CHECK: spirv-attribute-errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: 'spirv.CompositeExtract' op has attribute 'indexes' next to the other spelling of the same operand
    %3 = "spirv.CompositeExtract"(%v) {indices = [0 : i32], indexes = [1 : i32]} : (vector<2xi32>) -> i32
    // Decorations SPIR-V allows only on some targets (VerifyDecorations.cpp).
    // CHECK: spirv-attribute-errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: 'spirv.IAdd' op has decoration 'restrict' (Restrict), which SPIR-V allows only on variables and function parameters
    %4 = "spirv.IAdd"(%a, %a) {restrict} : (i32, i32) -> i32
    // CHECK: spirv-attribute-errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: 'spirv.Load' op has decoration 'no_signed_wrap' (NoSignedWrap), which SPIR-V allows only on the results of IAdd
    %5 = "spirv.Load"(%p) {no_signed_wrap} : (!spirv.ptr<i32, CrossWorkgroup>) -> i32
    // CHECK: spirv-attribute-errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: 'spirv.Load' op has attribute 'my.tag' more than once
    %6 = "spirv.Load"(%p) {my.tag = 1 : i32, my.tag = 2 : i32} : (!spirv.ptr<i32, CrossWorkgroup>) -> i32
    spirv.ReturnValue %1 : i32
  }
  // A literal string ends at its first NUL (fuzz-writer finding; the discardable
  // attribute is not written, so its NUL is fine).
  // CHECK: spirv-attribute-errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: 'spirv.func' op attribute 'linkage_attributes' holds a NUL character, which ends a SPIR-V literal string
  spirv.func @ext(i32) "None" attributes {my.note = "a\00b", linkage_attributes = #spirv.linkage_attributes<linkage_name = "e\00xt", linkage_type = <Import>>}
}
