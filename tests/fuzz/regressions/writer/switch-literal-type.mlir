// fuzz-writer finding (issue 17, verif branch): a spirv.Switch on an i64 selector with an
// i32 case literal was verified; the binary holds the literal in the selector's width and
// reads it back as i64, so the module differed. Now a verifier error.
// OpSwitch: literals typed like the selector, default and case targets.
// writer-test: no-mlir (MLIR 19 cannot read OpSwitch)
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel, Int64], []> {
  spirv.func @kernel(%out: !spirv.ptr<i32, CrossWorkgroup>, %mode: i32, %wide: i64) "None" {
    %one = spirv.Constant 1 : i32
    %acc = spirv.Variable : !spirv.ptr<i32, Function>
    spirv.Store "Function" %acc, %one : i32
    spirv.mlir.selection {
      "spirv.Switch"(%mode)[^default, ^case1, ^case7] {literals = [1 : i32, 7 : i32]} : (i32) -> ()
    ^case1:
      %v1 = spirv.Load "Function" %acc : i32
      %d = spirv.IMul %v1, %v1 : i32
      spirv.Store "Function" %acc, %d : i32
      spirv.Branch ^merge
    ^case7:
      spirv.Store "Function" %acc, %one : i32
      spirv.Branch ^merge
    ^default:
      spirv.Branch ^merge
    ^merge:
      spirv.mlir.merge
    }
    spirv.mlir.selection {
      "spirv.Switch"(%wide)[^merge, ^big] {literals = [8589934592 : i32]} : (i64) -> ()
    ^big:
      spirv.Store "Function" %acc, %one : i32
      spirv.Branch ^merge
    ^merge:
      spirv.mlir.merge
    }
    %final = spirv.Load "Function" %acc : i32
    spirv.Store "CrossWorkgroup" %out, %final : i32
    spirv.Return
  }
  spirv.EntryPoint "Kernel" @kernel
}
