// --verify-diagnostics reports, as mlir-opt does, each diagnostic nobody
// expected and each expectation nothing met, located in its split, and exits
// with status 1; splits that parse and verify are still printed.
// REQUIRES: spvkit-opt
// RUN: not %spvkit-opt --split-input-file --verify-diagnostics %S/Inputs/verify-diagnostics-mismatch.mlir > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: FileCheck %s --check-prefix=OUT < %t.out

// ERR: within split at {{.*}}verify-diagnostics-mismatch.mlir:1 offset :5:3: error: unexpected error: 'spirv.GlobalVariable' op redefinition of symbol 'v'
// ERR-NEXT: {{^}}  spirv.GlobalVariable @v : !spirv.ptr<i32, Private>
// ERR-NEXT: {{^}}  ^
// ERR-NEXT: within split at {{.*}}verify-diagnostics-mismatch.mlir:1 offset :4:3: error: unexpected note: previous definition of 'v' is here
// ERR: within split at {{.*}}verify-diagnostics-mismatch.mlir:8 offset :3:4: error: expected error "never reported" was not produced
// ERR-NEXT: {{^}}// expected-error@+1 {{[{][{]}}never reported{{[}][}]}}
// ERR-NEXT: {{^}}   ^
// ERR: within split at {{.*}}verify-diagnostics-mismatch.mlir:14 offset :5:6: error: 'error' diagnostic emitted when expecting a 'note'
// ERR: within split at {{.*}}verify-diagnostics-mismatch.mlir:14 offset :4:3: error: unexpected note: previous definition of 'w' is here
// ERR: within split at {{.*}}verify-diagnostics-mismatch.mlir:14 offset :5:6: error: expected note "redefinition of symbol 'w'" was not produced
// ERR: within split at {{.*}}verify-diagnostics-mismatch.mlir:22 offset :4:6: error: expected warning "nothing warns" was not produced
// ERR-NOT: error:

// Splits 2, 4 and 5 parse and verify (their expectations fail, not their IR).
// OUT: // -----
// OUT-NEXT: spirv.module Logical GLSL450 {
// OUT-NEXT: }
// OUT-NEXT: // -----
// OUT-NEXT: // -----
// OUT-NEXT: spirv.module Logical GLSL450 {
// OUT-NEXT: }
// OUT-NEXT: // -----
// OUT-NEXT: spirv.module Logical GLSL450 {
// OUT-NEXT: }
