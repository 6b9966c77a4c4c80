// Availability inference (versions, capabilities, extensions from ops, enum
// attributes and types), any-of choice, and the check against targets.
#include "verifier_helpers.h"

#include "ir/spirv/Availability.h"
#include "ir/spirv/TargetEnv.h"

#include <algorithm>

using namespace spvkit;
using namespace spvkit::spirv;
using namespace spvkit::testing;

namespace {

struct Infer {
  VerifyFixture f;
  DiagnosticList diags;
  Requirements req;
  /// Parses a function body (with parameters) and infers over the module.
  Requirements& run(const std::string& args, const std::string& fnType, const std::string& body,
                    const TargetEnv* target = nullptr, const std::string& moduleOps = "") {
    f.parse(inFunc(args, fnType, body, moduleOps));
    CHECK_MESSAGE(f.verifies(), f.errors());
    diags.clear();
    req = inferRequirements(*f.m, target, diags);
    CHECK_MESSAGE(req.ok, diags.str());
    return req;
  }
  bool listed(Capability c) const {
    return std::find(req.capabilities.begin(), req.capabilities.end(), c) != req.capabilities.end();
  }
};

} // namespace

TEST_CASE("availability: the module's models need Kernel and Addresses at 1.0") {
  Infer t;
  t.run("", "() -> ()", "");
  CHECK(t.req.version == makeVersion(1, 0));
  CHECK(t.listed(Capability::Kernel));
  CHECK(t.listed(Capability::Addresses));
  CHECK(t.req.extensions.empty());
}

TEST_CASE("availability: an i64 add needs Int64, named after the op") {
  Infer t;
  t.run("%a: i64", "(i64) -> ()", "    %r = \"spirv.IAdd\"(%a, %a) : (i64, i64) -> i64\n");
  REQUIRE(t.listed(Capability::Int64));
  // The first op with an i64 is the function (its entry block argument).
  CHECK(t.req.capabilityNeeds.at(Capability::Int64).reason == "type 'i64'");
}

TEST_CASE("availability: types need their capabilities") {
  Infer t;
  t.run("%a: i8, %b: i16, %h: f16, %d: f64, %v: vector<8xf32>, %p: !spirv.ptr<f32, Generic>",
        "(i8, i16, f16, f64, vector<8xf32>, !spirv.ptr<f32, Generic>) -> ()", "");
  CHECK(t.listed(Capability::Int8));
  CHECK(t.listed(Capability::Int16));
  CHECK(t.listed(Capability::Float16));
  CHECK(t.listed(Capability::Float64));
  CHECK(t.listed(Capability::Vector16));
  CHECK(t.listed(Capability::GenericPointer));
}

TEST_CASE("availability: GroupNonUniformIAdd needs GroupNonUniformArithmetic and SPIR-V 1.3") {
  Infer t;
  t.run("%i: i32", "(i32) -> ()",
        "    %r = \"spirv.GroupNonUniformIAdd\"(%i) {execution_scope = #spirv.scope<Subgroup>, "
        "group_operation = #spirv.group_operation<Reduce>} : (i32) -> i32\n");
  CHECK(t.listed(Capability::GroupNonUniformArithmetic));
  // Implied by GroupNonUniformArithmetic: not listed again.
  CHECK_FALSE(t.listed(Capability::GroupNonUniform));
  CHECK(t.req.hasCapability(Capability::GroupNonUniform));
  CHECK(t.req.version == makeVersion(1, 3));
  REQUIRE(t.req.versionNeed);
  CHECK(t.req.versionNeed->op == "spirv.GroupNonUniformIAdd");
}

TEST_CASE("availability: a cooperative matrix needs CooperativeMatrixKHR and its extension") {
  Infer t;
  t.run("%m: !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>",
        "(!spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>) -> ()", "");
  CHECK(t.listed(Capability::CooperativeMatrixKHR));
  CHECK(t.req.hasExtension(Extension::SPV_KHR_cooperative_matrix));
}

TEST_CASE("availability: any-of capability sets prefer what is chosen, then the target") {
  // OpGroupNonUniformIAdd is enabled by any of GroupNonUniformArithmetic,
  // GroupNonUniformClustered, GroupNonUniformPartitionedNV.
  std::string body = "    %r = \"spirv.GroupNonUniformIAdd\"(%i) {execution_scope = "
                     "#spirv.scope<Subgroup>, group_operation = "
                     "#spirv.group_operation<Reduce>} : (i32) -> i32\n";
  TargetEnv clustered = *parseTargetEnv("#spirv.target_env<v1.3, [Kernel, Addresses, "
                                        "GroupNonUniformClustered], []>");
  Infer t;
  t.run("%i: i32", "(i32) -> ()", body, &clustered);
  CHECK(t.listed(Capability::GroupNonUniformClustered));
  CHECK_FALSE(t.listed(Capability::GroupNonUniformArithmetic));

  // Without a target the first alternative is taken.
  Infer u;
  u.run("%i: i32", "(i32) -> ()", body);
  CHECK(u.listed(Capability::GroupNonUniformArithmetic));
  CHECK_FALSE(u.listed(Capability::GroupNonUniformClustered));
}

TEST_CASE("availability: an extension instead of a newer core version when the target has it") {
  // NoSignedWrap is core in 1.4 and in SPV_KHR_no_integer_wrap_decoration.
  std::string body = "    %r = \"spirv.IAdd\"(%a, %a) {no_signed_wrap} : (i32, i32) -> i32\n";
  TargetEnv pocl = *targetPreset("pocl");
  Infer t;
  t.run("%a: i32", "(i32) -> ()", body, &pocl);
  CHECK(t.req.version == makeVersion(1, 0));
  CHECK(t.req.hasExtension(Extension::SPV_KHR_no_integer_wrap_decoration));
  DiagnosticList d;
  CHECK_MESSAGE(checkAgainst(t.req, pocl, d), d.str());

  Infer u;
  u.run("%a: i32", "(i32) -> ()", body);
  CHECK(u.req.version == makeVersion(1, 4));
  CHECK(u.req.extensions.empty());
}

TEST_CASE("availability: enum attributes on ops add their requirements") {
  Infer t;
  // Aligned memory access and the Generic storage class of the pointer.
  t.run("%p: !spirv.ptr<f32, CrossWorkgroup>", "(!spirv.ptr<f32, CrossWorkgroup>) -> ()",
        "    %v = \"spirv.Variable\"() {storage_class = #spirv.storage_class<Function>} : () -> "
        "!spirv.ptr<f32, Function>\n"
        "    %r = \"spirv.Load\"(%p) {memory_access = #spirv.memory_access<Aligned>, alignment = "
        "4 : i32} : (!spirv.ptr<f32, CrossWorkgroup>) -> f32\n"
        "    %g = \"spirv.PtrCastToGeneric\"(%v) : (!spirv.ptr<f32, Function>) -> "
        "!spirv.ptr<f32, Generic>\n");
  CHECK(t.listed(Capability::GenericPointer));
  CHECK(t.req.capabilityNeeds.at(Capability::GenericPointer).op == "spirv.PtrCastToGeneric");
}

TEST_CASE("availability: a capability something needs is listed even when another implies it") {
  // SubgroupSize needs SubgroupDispatch, which implies DeviceEnqueue and,
  // through it, Kernel; the OpenCL memory model needs Kernel itself. Consumers
  // (PoCL) look for OpCapability Kernel, as MLIR's UpdateVCEPass lists it.
  std::string mode = "  \"spirv.EntryPoint\"() {execution_model = #spirv.execution_model<Kernel>, "
                     "fn = @f, interface = []} : () -> ()\n"
                     "  \"spirv.ExecutionMode\"() {fn = @f, execution_mode = "
                     "#spirv.execution_mode<SubgroupSize>, values = [16 : i32]} : () -> ()\n";
  Infer t;
  t.run("", "() -> ()", "", nullptr, mode);
  CHECK(t.listed(Capability::SubgroupDispatch));
  CHECK(t.listed(Capability::Kernel));
  CHECK(t.listed(Capability::Addresses));
  // Only implied, needed by nothing: not listed.
  CHECK_FALSE(t.listed(Capability::DeviceEnqueue));
  CHECK(t.req.hasCapability(Capability::DeviceEnqueue));

  // The same with the target that has SubgroupDispatch.
  TargetEnv pocl = *targetPreset("pocl");
  Infer u;
  u.run("", "() -> ()", "", &pocl, mode);
  CHECK(u.listed(Capability::SubgroupDispatch));
  CHECK(u.listed(Capability::Kernel));
  DiagnosticList d;
  CHECK_MESSAGE(checkAgainst(u.req, pocl, d), d.str());
}

TEST_CASE("availability: 64-bit integer atomics need Int64Atomics") {
  std::string attrs = "{memory_scope = #spirv.scope<Device>, semantics = "
                      "#spirv.memory_semantics<None>}";
  Infer t;
  t.run("%p: !spirv.ptr<i64, CrossWorkgroup>, %v: i64",
        "(!spirv.ptr<i64, CrossWorkgroup>, i64) -> ()",
        "    %r = \"spirv.AtomicIAdd\"(%p, %v) " + attrs +
            " : (!spirv.ptr<i64, CrossWorkgroup>, i64) -> i64\n");
  REQUIRE(t.listed(Capability::Int64Atomics));
  CHECK(t.req.capabilityNeeds.at(Capability::Int64Atomics).op == "spirv.AtomicIAdd");
  CHECK(t.req.capabilityNeeds.at(Capability::Int64Atomics).reason == "64-bit integer atomic");
  CHECK(t.listed(Capability::Int64)); // the type needs it too

  // A store has no result: the pointee decides.
  Infer s;
  s.run("%p: !spirv.ptr<i64, Workgroup>, %v: i64", "(!spirv.ptr<i64, Workgroup>, i64) -> ()",
        "    \"spirv.AtomicStore\"(%p, %v) " + attrs +
            " : (!spirv.ptr<i64, Workgroup>, i64) -> ()\n");
  CHECK(s.listed(Capability::Int64Atomics));

  // 32-bit atomics and 64-bit non-atomic ops do not.
  Infer u;
  u.run("%p: !spirv.ptr<i32, CrossWorkgroup>, %v: i32, %l: !spirv.ptr<i64, CrossWorkgroup>",
        "(!spirv.ptr<i32, CrossWorkgroup>, i32, !spirv.ptr<i64, CrossWorkgroup>) -> ()",
        "    %r = \"spirv.AtomicIAdd\"(%p, %v) " + attrs +
            " : (!spirv.ptr<i32, CrossWorkgroup>, i32) -> i32\n"
            "    %x = \"spirv.Load\"(%l) : (!spirv.ptr<i64, CrossWorkgroup>) -> i64\n");
  CHECK(u.listed(Capability::Int64));
  CHECK_FALSE(u.req.hasCapability(Capability::Int64Atomics));
}

TEST_CASE("availability: runtime arrays, layout decorations of types and image dims") {
  // Issue 17 (writer fuzz target): these types were written with a header
  // that spirv-val rejects: OpTypeRuntimeArray, ArrayStride and Offset need
  // Shader, Dim 1D needs Sampled1D.
  Infer t;
  t.run("%r: !spirv.ptr<!spirv.rtarray<i32>, CrossWorkgroup>",
        "(!spirv.ptr<!spirv.rtarray<i32>, CrossWorkgroup>) -> ()", "");
  CHECK(t.listed(Capability::Shader));
  Infer a;
  a.run("%p: !spirv.ptr<!spirv.array<4 x i32, stride=4>, CrossWorkgroup>",
        "(!spirv.ptr<!spirv.array<4 x i32, stride=4>, CrossWorkgroup>) -> ()", "");
  CHECK(a.listed(Capability::Shader));
  Infer plain;
  plain.run("%p: !spirv.ptr<!spirv.array<4 x i32>, CrossWorkgroup>",
            "(!spirv.ptr<!spirv.array<4 x i32>, CrossWorkgroup>) -> ()", "");
  CHECK_FALSE(plain.listed(Capability::Shader));
  Infer s;
  s.run("%p: !spirv.ptr<!spirv.struct<(i32 [0], f32 [4])>, CrossWorkgroup>",
        "(!spirv.ptr<!spirv.struct<(i32 [0], f32 [4])>, CrossWorkgroup>) -> ()", "");
  CHECK(s.listed(Capability::Shader));
  Infer im;
  im.run("%i: !spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>",
         "(!spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>) -> "
         "()",
         "");
  CHECK((im.listed(Capability::Sampled1D) || im.listed(Capability::Image1D)));
}

TEST_CASE("availability: function declarations need Linkage") {
  Infer t;
  t.run("", "() -> ()", "", nullptr,
        "  \"spirv.func\"() ({\n  }) {sym_name = \"ext\", function_type = () -> (), "
        "function_control = #spirv.function_control<None>, linkage_attributes = {linkage_name = "
        "\"ext\", linkage_type = #spirv.linkage_type<Import>}} : () -> ()\n");
  CHECK(t.listed(Capability::Linkage));
}

TEST_CASE("availability: a global variable with linkage attributes needs Linkage") {
  Infer t;
  t.run("", "() -> ()", "", nullptr,
        "  \"spirv.GlobalVariable\"() {sym_name = \"shared_g\", type = !spirv.ptr<i32, "
        "CrossWorkgroup>, linkage_attributes = {linkage_name = \"shared_g\", linkage_type = "
        "#spirv.linkage_type<Export>}} : () -> ()\n");
  CHECK(t.listed(Capability::Linkage));
  CHECK(t.req.capabilityNeeds.at(Capability::Linkage).reason == "linkage attributes");
  Infer plain;
  plain.run("", "() -> ()", "", nullptr,
            "  \"spirv.GlobalVariable\"() {sym_name = \"g\", type = !spirv.ptr<i32, "
            "CrossWorkgroup>} : () -> ()\n");
  CHECK_FALSE(plain.listed(Capability::Linkage));
}

TEST_CASE("availability: the target check names the op that needs a missing feature") {
  TargetEnv pocl = *targetPreset("pocl");
  Infer t;
  t.run("%i: i32", "(i32) -> ()",
        "    %r = \"spirv.GroupNonUniformIAdd\"(%i) {execution_scope = #spirv.scope<Subgroup>, "
        "group_operation = #spirv.group_operation<Reduce>} : (i32) -> i32\n",
        &pocl);
  DiagnosticList d;
  CHECK_FALSE(checkAgainst(t.req, pocl, d));
  std::string s = d.str();
  CHECK_MESSAGE(s.find("test.mlir:5:10: error: 'spirv.GroupNonUniformIAdd' op (op "
                       "GroupNonUniformIAdd) needs SPIR-V 1.3, but target 'pocl' supports up to "
                       "SPIR-V 1.2") != std::string::npos,
                s);
  CHECK_MESSAGE(s.find("needs capability GroupNonUniformArithmetic, which target 'pocl' does not "
                       "support") != std::string::npos,
                s);

  TargetEnv noF64 = *parseTargetEnv("#spirv.target_env<v1.2, [Kernel, Addresses], []>");
  Infer u;
  u.run("%d: f64", "(f64) -> ()", "    %r = \"spirv.FAdd\"(%d, %d) : (f64, f64) -> f64\n", &noF64);
  DiagnosticList d2;
  CHECK_FALSE(checkAgainst(u.req, noF64, d2));
  CHECK_MESSAGE(d2.str().find("'spirv.func' op (type 'f64') needs capability Float64, which "
                              "target 'custom' does not support") != std::string::npos,
                d2.str());

  // The pvc preset has all of it.
  TargetEnv pvc = *targetPreset("pvc");
  DiagnosticList d3;
  Infer w;
  w.run("%i: i32, %d: f64", "(i32, f64) -> ()",
        "    %r = \"spirv.GroupNonUniformIAdd\"(%i) {execution_scope = #spirv.scope<Subgroup>, "
        "group_operation = #spirv.group_operation<Reduce>} : (i32) -> i32\n",
        &pvc);
  CHECK_MESSAGE(checkAgainst(w.req, pvc, d3), d3.str());
}

TEST_CASE("availability: requirements become the module's #spirv.vce") {
  Infer t;
  t.run("%a: i64", "(i64) -> ()", "");
  VceAttr vce = t.req.toVce(t.f.ctx);
  CHECK(vce.version() == makeVersion(1, 0));
  auto caps = vce.capabilities();
  CHECK(std::find(caps.begin(), caps.end(), Capability::Int64) != caps.end());
}

TEST_CASE("availability: the vce_triple check uses requirements handed over (KnownRequirements)") {
  Infer t;
  t.run("%a: i64", "(i64) -> ()", "");
  REQUIRE(t.listed(Capability::Int64));
  Operation* module = t.f.m->firstTopLevel(opcodeOf(DialectOp::Module));
  REQUIRE(module);
  // A triple without Int64, which the i64 argument needs.
  Capability declared[] = {Capability::Addresses, Capability::Kernel};
  module->setAttr("vce_triple", VceAttr::get(t.f.ctx, makeVersion(1, 0), declared, {}));
  auto verifies = [&] {
    DiagnosticList d;
    bool ok = verify(module, d);
    CHECK(ok == (d.str().find("capability Int64") == std::string::npos));
    return ok;
  };
  CHECK_FALSE(verifies()); // inferred by the check itself
  {
    // The same requirements handed over: the same error.
    KnownRequirements known(module, t.req);
    CHECK_FALSE(verifies());
  }
  {
    // Requirements handed over are taken as they are (not inferred again):
    // ones without Int64 pass, which shows that the check read them.
    Requirements without;
    without.capabilities = {Capability::Addresses, Capability::Kernel};
    KnownRequirements known(module, without);
    CHECK(verifies());
    // Only for that module.
    CHECK(KnownRequirements::find(module) == &without);
    CHECK(KnownRequirements::find(nullptr) == nullptr);
  }
  CHECK(KnownRequirements::find(module) == nullptr);
  CHECK_FALSE(verifies());
}

namespace {
bool pvcIsVulkan() {
  return targetPreset("pvc")->isVulkan();
}
} // namespace

TEST_CASE("target env: presets, text form round trip and errors") {
  for (std::string_view name : targetPresetNames()) {
    auto t = targetPreset(name);
    REQUIRE(t);
    std::string err;
    auto again = parseTargetEnv(t->str(), &err);
    REQUIRE_MESSAGE(again, err);
    CHECK(again->version == t->version);
    CHECK(again->capabilities == t->capabilities);
    CHECK(again->extensions == t->extensions);
    CHECK(again->limits.maxWorkGroupSize == t->limits.maxWorkGroupSize);
    CHECK(again->limits.subgroupSizes == t->limits.subgroupSizes);
    CHECK(again->client == t->client);
    CHECK(again->limits.pushConstantBytes == t->limits.pushConstantBytes);
    CHECK(again->limits.workgroupMemoryBytes == t->limits.workgroupMemoryBytes);
    CHECK(again->coopMatrixShapes == t->coopMatrixShapes);
  }
  // The Vulkan family (issue 14): client, limits and the cooperative-matrix
  // combinations a live query would report.
  auto hopper = parseTargetEnv("hopper");
  REQUIRE(hopper);
  CHECK(hopper->isVulkan());
  CHECK(hopper->hasCapability(Capability::Shader));
  CHECK(hopper->hasCapability(Capability::PhysicalStorageBufferAddresses));
  CHECK(hopper->limits.subgroupSizes == std::vector<uint32_t>{32});
  CHECK(hopper->limits.workgroupMemoryBytes == 48 * 1024);
  CoopMatrixShape f16f32{
      16, 16, 16, CoopComponent::F16, CoopComponent::F16, CoopComponent::F32, CoopComponent::F32};
  CHECK(std::find(hopper->coopMatrixShapes.begin(), hopper->coopMatrixShapes.end(), f16f32) !=
        hopper->coopMatrixShapes.end());
  CHECK(f16f32.str() == "16x16x16 f16 f16 f32 f32");
  auto lavapipe = parseTargetEnv("lavapipe");
  REQUIRE(lavapipe);
  CHECK(lavapipe->isVulkan());
  CHECK(lavapipe->coopMatrixShapes.empty());
  CHECK(!lavapipe->hasCapability(Capability::Float16));
  CHECK(lavapipe->hasCapability(Capability::Float64));
  auto generic = parseTargetEnv("vulkan");
  REQUIRE(generic);
  CHECK(generic->limits.pushConstantBytes == 128);
  CHECK(!generic->hasCapability(Capability::Float64));
  CHECK(!pvcIsVulkan());
  std::string vkErr;
  CHECK(!parseTargetEnv("#spirv.target_env<v1.6, [Shader], [], client = metal>", &vkErr));
  CHECK(vkErr.find("client") != std::string::npos);
  CHECK(!parseTargetEnv("#spirv.target_env<v1.6, [Shader], [], coop_matrices = [16x16 f16]>",
                        &vkErr));
  CHECK(vkErr.find("cooperative-matrix") != std::string::npos);
  auto pvc = parseTargetEnv("pvc");
  REQUIRE(pvc);
  CHECK(pvc->version == makeVersion(1, 4));
  CHECK(pvc->hasCapability(Capability::CooperativeMatrixKHR));
  CHECK(pvc->hasCapability(Capability::GroupNonUniform)); // implied
  CHECK(pvc->hasExtension(Extension::SPV_INTEL_subgroups));
  CHECK(pvc->limits.subgroupSizes == std::vector<uint32_t>{16, 32});
  auto pocl = parseTargetEnv("pocl");
  REQUIRE(pocl);
  CHECK(pocl->version == makeVersion(1, 2));
  CHECK(pocl->hasCapability(Capability::Float64));
  CHECK(parseTargetEnv("opencl2.x")->version == makeVersion(1, 0));

  std::string err;
  CHECK_FALSE(parseTargetEnv("nosuch", &err));
  CHECK(err.find("unknown target 'nosuch' (presets: generic-spv1.0") != std::string::npos);
  CHECK_FALSE(parseTargetEnv("#spirv.target_env<v1.4, [Kernel, Bogus], []>", &err));
  CHECK(err == "unknown capability 'Bogus'");
  CHECK_FALSE(parseTargetEnv("#spirv.target_env<v2.0, [], []>", &err));
  CHECK(err.find("expected a SPIR-V version") != std::string::npos);
  auto custom = parseTargetEnv("#spirv.target_env<v1.3, [], [], max_work_group_size = 512, "
                               "subgroup_sizes = [32, 8]>",
                               &err);
  REQUIRE_MESSAGE(custom, err);
  CHECK(custom->limits.maxWorkGroupSize == 512);
  CHECK(custom->limits.subgroupSizes == std::vector<uint32_t>{8, 32});
}
