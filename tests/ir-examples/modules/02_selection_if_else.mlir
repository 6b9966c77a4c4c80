// Selections: if/else writing a Function-storage variable, a nested selection
// inside the "then" branch, an if without else, and selection control flags.
// spirv-val: opencl2.0
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses], []> {
  spirv.func @classify(%x: f32, %y: f32, %out: !spirv.ptr<i32, CrossWorkgroup>) "None" {
    %zero_f = spirv.Constant 0.0 : f32
    %c0 = spirv.Constant 0 : i32
    %c1 = spirv.Constant 1 : i32
    %c2 = spirv.Constant 2 : i32
    %c3 = spirv.Constant 3 : i32
    %cls = spirv.Variable init(%c0) : !spirv.ptr<i32, Function>
    %xpos = spirv.FOrdGreaterThanEqual %x, %zero_f : f32
    spirv.mlir.selection control(Flatten) {
      spirv.BranchConditional %xpos, ^then, ^else
    ^then:
      %ypos = spirv.FOrdGreaterThanEqual %y, %zero_f : f32
      spirv.mlir.selection {
        spirv.BranchConditional %ypos, ^quad1, ^quad4
      ^quad1:
        spirv.Store "Function" %cls, %c1 : i32
        spirv.Branch ^inner_merge
      ^quad4:
        spirv.Store "Function" %cls, %c2 : i32
        spirv.Branch ^inner_merge
      ^inner_merge:
        spirv.mlir.merge
      }
      spirv.Branch ^merge
    ^else:
      spirv.Store "Function" %cls, %c3 : i32
      spirv.Branch ^merge
    ^merge:
      spirv.mlir.merge
    }
    %isnan = spirv.IsNan %x : f32
    spirv.mlir.selection control(DontFlatten) {
      spirv.BranchConditional %isnan, ^nan, ^done
    ^nan:
      %m1 = spirv.Constant -1 : i32
      spirv.Store "Function" %cls, %m1 : i32
      spirv.Branch ^done
    ^done:
      spirv.mlir.merge
    }
    %r = spirv.Load "Function" %cls : i32
    spirv.Store "CrossWorkgroup" %out, %r ["Aligned", 4] : i32
    spirv.Return
  }
  spirv.EntryPoint "Kernel" @classify
}
