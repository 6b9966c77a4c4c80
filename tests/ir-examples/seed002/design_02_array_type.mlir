// seed 002 line 298, section "Array type" (verbatim)
!spirv.array<4 x i32>
!spirv.array<4 x i32, stride = 4>
!spirv.array<16 x vector<4 x f32>>
