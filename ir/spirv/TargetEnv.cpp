// Target environments: presets, capability closure, and the text form.
#include "ir/spirv/TargetEnv.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdio>

namespace spvkit::spirv {

namespace {

// Presets list names, not enumerators, so a grammar without an entry (an
// older SPIRV-Headers) simply drops it instead of failing to compile.
struct Preset {
  uint32_t major, minor;
  std::vector<const char*> caps;
  std::vector<const char*> exts;
  TargetLimits limits;
  TargetFeatures features = {};
  TargetClient client = TargetClient::OpenCL;
  std::vector<CoopMatrixShape> coopShapes = {};
};

// The portable OpenCL profile (issue 5): what PoCL 6 and Debian 12's ocloc
// both accept. The header is SPIR-V 1.1 when a kernel needs `SubgroupSize`
// (SubgroupDispatch is 1.1), else 1.0; never above 1.2 (PoCL's limit).
// Subgroup work goes through Groups (broadcast, reduce, scan) and Intel's
// shuffles; float atomics through SPV_EXT_shader_atomic_float_add. No fp64,
// no block IO, no bf16 conversion instructions (bf16 is converted with
// integer operations), no matrix engine; fp16 only in plain arithmetic.
std::vector<const char*> portableCaps() {
  return {"Addresses",
          "Kernel",
          "Int64",
          "Int8",
          "Int16",
          "Float16",
          "Groups",
          "SubgroupDispatch",
          "SubgroupShuffleINTEL",
          "AtomicFloat32AddEXT"};
}

// An OpenCL 2.x / 3.0 full-profile device without optional features.
std::vector<const char*> genericCaps() {
  return {"Addresses", "Linkage", "Kernel",        "Vector16",       "Int8",
          "Int16",     "Int64",   "Float16Buffer", "GenericPointer", "Groups"};
}

// Intel GPUs through IGC (compute-runtime): subgroups, block IO, DPAS through
// cooperative matrices, 2D block loads, bf16 conversions, float atomics.
std::vector<const char*> intelCaps() {
  std::vector<const char*> c = genericCaps();
  for (const char* x : {"Float16",
                        "Float64",
                        "Int64Atomics",
                        "GroupNonUniform",
                        "GroupNonUniformVote",
                        "GroupNonUniformArithmetic",
                        "GroupNonUniformBallot",
                        "GroupNonUniformShuffle",
                        "GroupNonUniformShuffleRelative",
                        "GroupNonUniformClustered",
                        "SubgroupDispatch",
                        "SubgroupShuffleINTEL",
                        "SubgroupBufferBlockIOINTEL",
                        "SubgroupImageBlockIOINTEL",
                        "CooperativeMatrixKHR",
                        "Subgroup2DBlockIOINTEL",
                        "BFloat16ConversionINTEL",
                        "AtomicFloat32AddEXT",
                        "AtomicFloat64AddEXT",
                        "ExpectAssumeKHR"})
    c.push_back(x);
  return c;
}
// Intel GPUs without double precision (Xe-HPG dg2, Xe2 bmg): no Float64.
std::vector<const char*> intelCapsNoFp64() {
  std::vector<const char*> c;
  for (const char* x : intelCaps())
    if (std::string_view(x) != "Float64" && std::string_view(x) != "AtomicFloat64AddEXT")
      c.push_back(x);
  return c;
}
std::vector<const char*> intelExts() {
  return {"SPV_INTEL_subgroups",
          "SPV_KHR_cooperative_matrix",
          "SPV_INTEL_2d_block_io",
          "SPV_INTEL_bfloat16_conversion",
          "SPV_EXT_shader_atomic_float_add",
          "SPV_KHR_expect_assume",
          "SPV_KHR_no_integer_wrap_decoration"};
}

// PoCL 6 (pthread CPU device): CL_DEVICE_IL_VERSION is "SPIR-V_1.2 1.1 1.0"
// and the device reports cl_khr_fp64, int64 atomics, cl_intel_subgroups and
// cl_ext_float_atomics. Its cl_khr_subgroup_* extensions map to
// GroupNonUniform* capabilities that need SPIR-V 1.3, which the device does
// not take, so they are left out; subgroup work goes through Groups and
// SPV_INTEL_subgroups.
std::vector<const char*> poclCaps() {
  std::vector<const char*> c = genericCaps();
  // No SubgroupBufferBlockIOINTEL: PoCL 6's kernel library has no
  // intel_sub_group_block_read (the build fails to link
  // _Z26intel_sub_group_block_readPU3AS1Kj).
  for (const char* x : {"Float64", "Int64Atomics", "SubgroupDispatch", "SubgroupShuffleINTEL",
                        "AtomicFloat32AddEXT", "AtomicFloat64AddEXT", "AtomicFloat32MinMaxEXT",
                        "AtomicFloat64MinMaxEXT"})
    c.push_back(x);
  return c;
}

// Vulkan 1.3 compute without optional features, except shaderInt64: every
// index is 64-bit and buffer device addresses are 64-bit integers, and every
// desktop Vulkan 1.3 device (the Roadmap 2022 profile) has it. Subgroups:
// what Vulkan 1.1+ devices report for compute (basic, vote, arithmetic,
// ballot, shuffle, relative shuffle); PhysicalStorageBufferAddresses is core
// (bufferDeviceAddress is required by Vulkan 1.3).
std::vector<const char*> vulkanCaps() {
  return {"Shader",
          "Int64",
          "PhysicalStorageBufferAddresses",
          "GroupNonUniform",
          "GroupNonUniformVote",
          "GroupNonUniformArithmetic",
          "GroupNonUniformBallot",
          "GroupNonUniformShuffle",
          "GroupNonUniformShuffleRelative"};
}

// Mesa's lavapipe (Debian 13, Vulkan 1.4 on the CPU): shaderFloat64,
// shaderInt8/16 with 8/16-bit storage, 64-bit integer atomics,
// clustered / quad subgroup ops. Float16 arithmetic is left out (not
// verified on the device; f16 is then computed in f32 and stored as halves).
std::vector<const char*> lavapipeCaps() {
  std::vector<const char*> c = vulkanCaps();
  for (const char* x :
       {"Float64", "Int8", "Int16", "StorageBuffer8BitAccess", "StorageBuffer16BitAccess",
        "Int64Atomics", "GroupNonUniformClustered", "GroupNonUniformQuad"})
    c.push_back(x);
  return c;
}

// NVIDIA H100 through the Vulkan driver (issue 14): shaderFloat16/Float64/
// Int8/Int16/Int64, 8/16-bit storage, 64-bit and float atomics,
// VK_KHR_cooperative_matrix.
std::vector<const char*> hopperCaps() {
  std::vector<const char*> c = lavapipeCaps();
  for (const char* x :
       {"Float16", "AtomicFloat32AddEXT", "AtomicFloat64AddEXT", "CooperativeMatrixKHR"})
    c.push_back(x);
  return c;
}

// The combinations NVIDIA's driver reports for Hopper
// (vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR, subgroup scope).
std::vector<CoopMatrixShape> hopperCoopShapes() {
  using C = CoopComponent;
  std::vector<CoopMatrixShape> out;
  for (auto [m, n, k] : {std::array<uint32_t, 3>{16, 16, 16}, {16, 8, 16}, {16, 8, 8}})
    for (C acc : {C::F16, C::F32}) out.push_back({m, n, k, C::F16, C::F16, acc, acc});
  for (auto [m, n, k] : {std::array<uint32_t, 3>{16, 16, 32}, {16, 8, 32}})
    for (C in : {C::I8, C::U8}) out.push_back({m, n, k, in, in, C::I32, C::I32});
  return out;
}

// Limits of a Vulkan device: maxComputeWorkGroupInvocations, its subgroup
// size (0: unknown), maxPushConstantsSize, maxComputeSharedMemorySize.
TargetLimits vulkanLimits(uint32_t maxWorkGroup, uint32_t subgroup, uint32_t pushConstants,
                          uint32_t workgroupMemory) {
  TargetLimits l;
  l.maxWorkGroupSize = maxWorkGroup;
  if (subgroup) l.subgroupSizes.push_back(subgroup);
  l.pushConstantBytes = pushConstants;
  l.workgroupMemoryBytes = workgroupMemory;
  return l;
}

/// The presets by name, each made only when asked for: making every one
/// (their capability lists, Hopper's coop-matrix shapes) was ~27 K
/// instructions per process, 2 % of a small kernel's tensor-lang-cc.
struct PresetEntry {
  const char* name;
  Preset (*make)();
};

const PresetEntry kPresets[] = {
    {"generic-spv1.0",
     [] {
       return Preset{1, 0, genericCaps(), {}, {256, {}}};
     }},
    {"generic-spv1.1",
     [] {
       return Preset{1, 1, genericCaps(), {}, {256, {}}};
     }},
    {"generic-spv1.2",
     [] {
       return Preset{1, 2, genericCaps(), {}, {256, {}}};
     }},
    {"generic-spv1.3",
     [] {
       return Preset{1, 3, genericCaps(), {}, {256, {}}};
     }},
    {"generic-spv1.4",
     [] {
       return Preset{1, 4, genericCaps(), {}, {256, {}}};
     }},
    {"opencl2.x",
     [] {
       return Preset{1, 0, genericCaps(), {}, {256, {}}};
     }},
    {"generic",
     [] {
       return Preset{1,
                     2,
                     portableCaps(),
                     {"SPV_INTEL_subgroups", "SPV_EXT_shader_atomic_float_add"},
                     {256, {}},
                     {.fp16Math = false}};
     }},
    {"pvc",
     [] {
       return Preset{1, 4, intelCaps(), intelExts(), {1024, {16, 32}}};
     }},
    {"bmg",
     [] {
       return Preset{1, 4, intelCapsNoFp64(), intelExts(), {1024, {16, 32}}};
     }},
    {"dg2",
     [] {
       return Preset{1, 4, intelCapsNoFp64(), intelExts(), {1024, {8, 16, 32}}};
     }},
    {"pocl",
     [] {
       return Preset{1,
                     2,
                     poclCaps(),
                     {"SPV_INTEL_subgroups", "SPV_KHR_no_integer_wrap_decoration",
                      "SPV_EXT_shader_atomic_float_add", "SPV_EXT_shader_atomic_float_min_max"},
                     {4096, {}}};
     }},
    {"vulkan",
     [] {
       return Preset{
           1, 6, vulkanCaps(), {}, vulkanLimits(128, 0, 128, 16384), {}, TargetClient::Vulkan};
     }},
    {"lavapipe",
     [] {
       return Preset{1,
                     6,
                     lavapipeCaps(),
                     {},
                     vulkanLimits(1024, 8, 256, 65536),
                     {.fp16Math = false},
                     TargetClient::Vulkan};
     }},
    {"hopper",
     [] {
       return Preset{1,
                     6,
                     hopperCaps(),
                     {"SPV_KHR_cooperative_matrix"},
                     vulkanLimits(1024, 32, 256, 49152),
                     {},
                     TargetClient::Vulkan,
                     hopperCoopShapes()};
     }},
};

TargetEnv fromPreset(const char* name, const Preset& p) {
  TargetEnv t;
  t.name = name;
  t.version = makeVersion(p.major, p.minor);
  for (const char* c : p.caps)
    if (auto v = parseEnumerant<Capability>(c)) t.capabilities.push_back(*v);
  for (const char* e : p.exts)
    if (auto v = findExtension(e)) t.extensions.push_back(*v);
  t.limits = p.limits;
  t.features = p.features;
  t.client = p.client;
  t.coopMatrixShapes = p.coopShapes;
  return t;
}

// --- a small scanner for the text form ------------------------------------------------------

struct Scanner {
  std::string_view s;
  size_t i = 0;
  void skip() {
    while (i < s.size() && std::isspace(uint8_t(s[i]))) ++i;
  }
  bool eat(std::string_view tok) {
    skip();
    if (s.substr(i, tok.size()) != tok) return false;
    i += tok.size();
    return true;
  }
  std::string_view word() {
    skip();
    size_t b = i;
    while (i < s.size() &&
           (std::isalnum(uint8_t(s[i])) || s[i] == '_' || s[i] == '.' || s[i] == '-'))
      ++i;
    return s.substr(b, i - b);
  }
  bool atEnd() {
    skip();
    return i == s.size();
  }
};

std::optional<uint32_t> toUint(std::string_view w) {
  if (w.empty() || w.size() > 9) return std::nullopt;
  uint32_t v = 0;
  for (char c : w) {
    if (!std::isdigit(uint8_t(c))) return std::nullopt;
    v = v * 10 + uint32_t(c - '0');
  }
  return v;
}

} // namespace

bool TargetEnv::hasCapability(Capability c) const {
  for (Capability d : capabilities) {
    if (d == c) return true;
    auto implied = impliedCapabilities(d);
    if (std::find(implied.begin(), implied.end(), c) != implied.end()) return true;
  }
  return false;
}

bool TargetEnv::hasExtension(Extension e) const {
  return std::find(extensions.begin(), extensions.end(), e) != extensions.end();
}

std::vector<Capability> TargetEnv::capabilityClosure() const {
  std::vector<Capability> out;
  for (Capability c : capabilities) {
    out.push_back(c);
    for (Capability i : impliedCapabilities(c)) out.push_back(i);
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::string TargetEnv::str() const {
  std::string out = "#spirv.target_env<v" + formatVersion(version) + ", [";
  for (size_t k = 0; k < capabilities.size(); ++k)
    out += (k ? ", " : "") + std::string(enumerantName(capabilities[k]));
  out += "], [";
  for (size_t k = 0; k < extensions.size(); ++k)
    out += (k ? ", " : "") + std::string(extensionName(extensions[k]));
  out += "], max_work_group_size = " + std::to_string(limits.maxWorkGroupSize);
  out += ", subgroup_sizes = [";
  for (size_t k = 0; k < limits.subgroupSizes.size(); ++k)
    out += (k ? ", " : "") + std::to_string(limits.subgroupSizes[k]);
  out += "]";
  if (!features.fp16Math) out += ", fp16_math = false";
  if (isVulkan()) {
    out += ", client = vulkan, push_constant_size = " + std::to_string(limits.pushConstantBytes);
    out += ", workgroup_memory_size = " + std::to_string(limits.workgroupMemoryBytes);
    if (!coopMatrixShapes.empty()) {
      out += ", coop_matrices = [";
      for (size_t k = 0; k < coopMatrixShapes.size(); ++k)
        out += (k ? ", " : "") + coopMatrixShapes[k].str();
      out += "]";
    }
  }
  return out + ">";
}

namespace {

constexpr std::pair<CoopComponent, std::string_view> kCoopComponents[] = {
    {CoopComponent::F16, "f16"}, {CoopComponent::F32, "f32"}, {CoopComponent::F64, "f64"},
    {CoopComponent::I8, "i8"},   {CoopComponent::I16, "i16"}, {CoopComponent::I32, "i32"},
    {CoopComponent::I64, "i64"}, {CoopComponent::U8, "u8"},   {CoopComponent::U16, "u16"},
    {CoopComponent::U32, "u32"}, {CoopComponent::U64, "u64"}, {CoopComponent::BF16, "bf16"},
};

/// "16x16x16 f16 f16 f32 f32 [saturating] [workgroup]" (CoopMatrixShape::str).
std::optional<CoopMatrixShape> parseCoopShape(Scanner& sc) {
  CoopMatrixShape s;
  std::string_view dims = sc.word();
  unsigned m = 0, n = 0, k = 0;
  char tail = 0;
  if (std::sscanf(std::string(dims).c_str(), "%ux%ux%u%c", &m, &n, &k, &tail) != 3 || !m || !n ||
      !k)
    return std::nullopt;
  s.m = m, s.n = n, s.k = k;
  CoopComponent* parts[] = {&s.a, &s.b, &s.c, &s.result};
  for (CoopComponent* p : parts) {
    auto c = parseCoopComponent(sc.word());
    if (!c) return std::nullopt;
    *p = *c;
  }
  for (;;) {
    size_t at = sc.i;
    std::string_view w = sc.word();
    if (w == "saturating") {
      s.saturatingAccumulation = true;
    } else if (w == "workgroup") {
      s.scope = Scope::Workgroup;
    } else {
      sc.i = at;
      return s;
    }
  }
}

} // namespace

std::string_view coopComponentName(CoopComponent c) {
  for (auto [v, n] : kCoopComponents)
    if (v == c) return n;
  return "?";
}

std::optional<CoopComponent> parseCoopComponent(std::string_view name) {
  for (auto [v, n] : kCoopComponents)
    if (n == name) return v;
  return std::nullopt;
}

std::string CoopMatrixShape::str() const {
  std::string out = std::to_string(m) + "x" + std::to_string(n) + "x" + std::to_string(k);
  for (CoopComponent c : {a, b, c, result}) out += " " + std::string(coopComponentName(c));
  if (saturatingAccumulation) out += " saturating";
  if (scope == Scope::Workgroup) out += " workgroup";
  return out;
}

std::optional<TargetEnv> targetPreset(std::string_view name) {
  for (const PresetEntry& p : kPresets)
    if (name == p.name) return fromPreset(p.name, p.make());
  return std::nullopt;
}

std::vector<std::string_view> targetPresetNames() {
  std::vector<std::string_view> out;
  for (const PresetEntry& p : kPresets) out.push_back(p.name);
  return out;
}

std::optional<TargetEnv> parseTargetEnv(std::string_view text, std::string* error) {
  auto failWith = [&](std::string msg) -> std::optional<TargetEnv> {
    if (error) *error = std::move(msg);
    return std::nullopt;
  };
  Scanner sc{text};
  if (!sc.eat("#spirv.target_env")) {
    std::string_view name = sc.word();
    if (!sc.atEnd() || name.empty())
      return failWith("expected a preset name or #spirv.target_env<...>");
    if (auto t = targetPreset(name)) return t;
    std::string known;
    for (auto n : targetPresetNames()) known += (known.empty() ? "" : ", ") + std::string(n);
    return failWith("unknown target '" + std::string(name) + "' (presets: " + known + ")");
  }
  TargetEnv t;
  t.name = "custom";
  if (!sc.eat("<")) return failWith("expected '<' after #spirv.target_env");
  std::string_view v = sc.word();
  unsigned major = 0, minor = 0;
  if (v.size() < 4 || v[0] != 'v' ||
      std::sscanf(std::string(v.substr(1)).c_str(), "%u.%u", &major, &minor) != 2 || major != 1 ||
      minor > 6)
    return failWith("expected a SPIR-V version like v1.4, got '" + std::string(v) + "'");
  t.version = makeVersion(major, minor);
  if (!sc.eat(",") || !sc.eat("[")) return failWith("expected ', [' before the capabilities");
  while (!sc.eat("]")) {
    std::string_view w = sc.word();
    auto c = parseEnumerant<Capability>(w);
    if (!c) return failWith("unknown capability '" + std::string(w) + "'");
    t.capabilities.push_back(*c);
    if (!sc.eat(",") && !sc.eat("]")) return failWith("expected ',' or ']' in capabilities");
    if (sc.s[sc.i - 1] == ']') break;
  }
  if (!sc.eat(",") || !sc.eat("[")) return failWith("expected ', [' before the extensions");
  while (!sc.eat("]")) {
    std::string_view w = sc.word();
    auto e = findExtension(w);
    if (!e) return failWith("unknown extension '" + std::string(w) + "'");
    t.extensions.push_back(*e);
    if (!sc.eat(",") && !sc.eat("]")) return failWith("expected ',' or ']' in extensions");
    if (sc.s[sc.i - 1] == ']') break;
  }
  while (sc.eat(",")) {
    std::string_view key = sc.word();
    if (!sc.eat("=")) return failWith("expected '=' after '" + std::string(key) + "'");
    if (key == "max_work_group_size") {
      auto n = toUint(sc.word());
      if (!n || *n == 0) return failWith("max_work_group_size must be a positive integer");
      t.limits.maxWorkGroupSize = *n;
    } else if (key == "subgroup_sizes") {
      if (!sc.eat("[")) return failWith("expected '[' after subgroup_sizes =");
      while (!sc.eat("]")) {
        auto n = toUint(sc.word());
        if (!n || *n == 0) return failWith("subgroup sizes must be positive integers");
        t.limits.subgroupSizes.push_back(*n);
        if (!sc.eat(",") && !sc.eat("]")) return failWith("expected ',' or ']' in subgroup_sizes");
        if (sc.s[sc.i - 1] == ']') break;
      }
      std::sort(t.limits.subgroupSizes.begin(), t.limits.subgroupSizes.end());
    } else if (key == "fp16_math") {
      std::string_view b = sc.word();
      if (b != "true" && b != "false") return failWith("fp16_math must be true or false");
      t.features.fp16Math = b == "true";
    } else if (key == "client") {
      std::string_view c = sc.word();
      if (c != "opencl" && c != "vulkan") return failWith("client must be opencl or vulkan");
      t.client = c == "vulkan" ? TargetClient::Vulkan : TargetClient::OpenCL;
    } else if (key == "push_constant_size" || key == "workgroup_memory_size") {
      auto n = toUint(sc.word());
      if (!n) return failWith(std::string(key) + " must be a non-negative integer");
      (key == "push_constant_size" ? t.limits.pushConstantBytes : t.limits.workgroupMemoryBytes) =
          *n;
    } else if (key == "coop_matrices") {
      if (!sc.eat("[")) return failWith("expected '[' after coop_matrices =");
      while (!sc.eat("]")) {
        auto shape = parseCoopShape(sc);
        if (!shape)
          return failWith("expected a cooperative-matrix combination like "
                          "'16x16x16 f16 f16 f32 f32'");
        t.coopMatrixShapes.push_back(*shape);
        if (!sc.eat(",") && !sc.eat("]")) return failWith("expected ',' or ']' in coop_matrices");
        if (sc.s[sc.i - 1] == ']') break;
      }
    } else {
      return failWith("unknown target_env field '" + std::string(key) + "'");
    }
  }
  if (!sc.eat(">") || !sc.atEnd()) return failWith("expected '>' at the end of #spirv.target_env");
  return t;
}

} // namespace spvkit::spirv
