// Nested selections, a function call and a global with an initializer (MLIR syntax).
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Linkage, Int64], []> {
  spirv.GlobalVariable @counter : !spirv.ptr<i32, CrossWorkgroup>
  spirv.func @clamp(%x: i32, %lo: i32, %hi: i32) -> i32 "None" {
    %tmp = spirv.Variable : !spirv.ptr<i32, Function>
    spirv.Store "Function" %tmp, %x : i32
    %below = spirv.SLessThan %x, %lo : i32
    spirv.mlir.selection {
      spirv.BranchConditional %below, ^low, ^notlow
    ^low:
      spirv.Store "Function" %tmp, %lo : i32
      spirv.Branch ^merge
    ^notlow:
      %above = spirv.SGreaterThan %x, %hi : i32
      spirv.mlir.selection {
        spirv.BranchConditional %above, ^high, ^m2
      ^high:
        spirv.Store "Function" %tmp, %hi : i32
        spirv.Branch ^m2
      ^m2:
        spirv.mlir.merge
      }
      spirv.Branch ^merge
    ^merge:
      spirv.mlir.merge
    }
    %r = spirv.Load "Function" %tmp : i32
    spirv.ReturnValue %r : i32
  }
  spirv.func @kernel(%p: !spirv.ptr<i32, CrossWorkgroup>) "None" {
    %v = spirv.Load "CrossWorkgroup" %p : i32
    %lo = spirv.Constant 0 : i32
    %hi = spirv.Constant 255 : i32
    %c = spirv.FunctionCall @clamp(%v, %lo, %hi) : (i32, i32, i32) -> i32
    %g = spirv.mlir.addressof @counter : !spirv.ptr<i32, CrossWorkgroup>
    spirv.Store "CrossWorkgroup" %g, %c : i32
    spirv.Return
  }
  spirv.EntryPoint "Kernel" @kernel
}
