// fuzz-writer finding (issue 17, verif branch, 600 s run from the seeds, -seed=12): a block
// only reachable from nowhere (spirv.Unreachable) is written and dropped on read, as
// docs/binary.md says; the check compared it. The summary now keeps reachable blocks only.
// RUN: %spvkit-ir-roundtrip --check %s | FileCheck %s
// Grammar ops MLIR has no format for print in one uniform syntax derived
// from the grammar: ocessors, {attributes}, then a function type.

spirv.module Physical64 OpenCL {
  spirv.func @f(%a: i32, %v: vector<4xi1>, %s: i32) "None" {
    // CHE: i32]} : (i32) -> (32, Cro1:
    spirv.Return
  ^bb2:
    // CHECK: spirv.Unreachable
    spirv.Unreachable
  }
}
