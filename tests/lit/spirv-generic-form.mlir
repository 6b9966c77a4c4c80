// The generic form is accepted as input and printed in custom syntax; with
// --generic everything prints generically and reads back the same.
// RUN: %spvkit-ir-roundtrip %s | FileCheck %s
// RUN: %spvkit-ir-roundtrip --generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %spvkit-ir-roundtrip --generic %s | %spvkit-ir-roundtrip - | FileCheck %s

// CHECK: spirv.module Physical64 OpenCL {
// CHECK-NEXT: spirv.func @f(%{{.*}}: i32) -> i32 "None" {
// CHECK-NEXT: %{{.*}} = spirv.IMul %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: spirv.ReturnValue %{{.*}} : i32
// GENERIC: "spirv.module"()
// GENERIC: "spirv.IMul"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// GENERIC: "spirv.ReturnValue"(%{{.*}}) : (i32) -> ()
"spirv.module"() ({
  "spirv.func"() ({
  ^bb0(%a: i32):
    %0 = "spirv.IMul"(%a, %a) : (i32, i32) -> i32
    "spirv.ReturnValue"(%0) : (i32) -> ()
  }) {sym_name = "f", function_type = (i32) -> i32, function_control = #spirv.function_control<None>} : () -> ()
}) {addressing_model = #spirv.addressing_model<Physical64>, memory_model = #spirv.memory_model<OpenCL>} : () -> ()
