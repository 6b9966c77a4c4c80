// seed 002 line 363, section "Runtime array type" (verbatim)
!spirv.rtarray<i32>
!spirv.rtarray<i32, stride=4>
!spirv.rtarray<vector<4 x f32>>
