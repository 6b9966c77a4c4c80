// seed 002 line 348, section "Pointer type" (verbatim)
!spirv.ptr<i32, Function>
!spirv.ptr<vector<4 x f32>, Uniform>
