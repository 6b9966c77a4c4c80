// Nested loops (matrix-vector product): an outer loop over rows, an inner loop
// over columns with its own header block arguments, a selection inside the inner
// body, and values flowing out of the inner loop through a Function variable.
// spirv-val: opencl2.0
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Int64], []> {
  spirv.func @matvec(%m: !spirv.ptr<f32, CrossWorkgroup>, %x: !spirv.ptr<f32, CrossWorkgroup>,
                     %y: !spirv.ptr<f32, CrossWorkgroup>, %rows: i64, %cols: i64) "None" {
    %c0 = spirv.Constant 0 : i64
    %c1 = spirv.Constant 1 : i64
    %f0 = spirv.Constant 0.0 : f32
    %acc = spirv.Variable : !spirv.ptr<f32, Function>
    spirv.mlir.loop {
      spirv.Branch ^outer_header(%c0 : i64)
    ^outer_header(%r: i64):
      %rok = spirv.SLessThan %r, %rows : i64
      spirv.BranchConditional %rok, ^outer_body, ^outer_merge
    ^outer_body:
      spirv.Store "Function" %acc, %f0 : f32
      spirv.mlir.loop {
        spirv.Branch ^inner_header(%c0 : i64)
      ^inner_header(%c: i64):
        %cok = spirv.SLessThan %c, %cols : i64
        spirv.BranchConditional %cok, ^inner_body, ^inner_merge
      ^inner_body:
        %rc = spirv.IMul %r, %cols : i64
        %idx = spirv.IAdd %rc, %c : i64
        %pm = spirv.InBoundsPtrAccessChain %m[%idx] : !spirv.ptr<f32, CrossWorkgroup>, i64
        %px = spirv.InBoundsPtrAccessChain %x[%c] : !spirv.ptr<f32, CrossWorkgroup>, i64
        %vm = spirv.Load "CrossWorkgroup" %pm ["Aligned", 4] : f32
        %vx = spirv.Load "CrossWorkgroup" %px ["Aligned", 4] : f32
        %nz = spirv.FUnordNotEqual %vm, %f0 : f32
        spirv.mlir.selection {
          spirv.BranchConditional %nz, ^accumulate, ^skip
        ^accumulate:
          %old = spirv.Load "Function" %acc : f32
          %prod = spirv.FMul %vm, %vx : f32
          %new = spirv.FAdd %old, %prod : f32
          spirv.Store "Function" %acc, %new : f32
          spirv.Branch ^skip
        ^skip:
          spirv.mlir.merge
        }
        spirv.Branch ^inner_continue
      ^inner_continue:
        %c2 = spirv.IAdd %c, %c1 : i64
        spirv.Branch ^inner_header(%c2 : i64)
      ^inner_merge:
        spirv.mlir.merge
      }
      %py = spirv.InBoundsPtrAccessChain %y[%r] : !spirv.ptr<f32, CrossWorkgroup>, i64
      %sum = spirv.Load "Function" %acc : f32
      spirv.Store "CrossWorkgroup" %py, %sum ["Aligned", 4] : f32
      spirv.Branch ^outer_continue
    ^outer_continue:
      %r2 = spirv.IAdd %r, %c1 : i64
      spirv.Branch ^outer_header(%r2 : i64)
    ^outer_merge:
      spirv.mlir.merge
    }
    spirv.Return
  }
  spirv.EntryPoint "Kernel" @matvec
}
