// spvkit-gpu-bench: the device half of `scripts/bench --gpu` (bench/gpu_bench.py).
//
// Compiles the tensor-language kernels of bench/gpu/GpuCases.h for a Vulkan
// target (`--target=device`: the live device's own description, or a preset
// such as `hopper`), runs them on the Vulkan runtime (runtime/vulkan), checks
// one launch against the host reference on a sample of the batch, then times
// --repeat launches with timestamps after --warmup-ms of untimed ones. `copy:BYTES` times
// vkCmdCopyBuffer, the bandwidth the memory-bound kernels are measured against. Prints one JSON
// object per line: the device first, then one per case (a failed case says
// why and the others still run). It links no OpenCL and needs only the Vulkan
// loader at run time, so a release build can be carried to a GPU host.
#include "bench/gpu/GpuCases.h"
#include "frontend/DiagnosticRenderer.h"
#include "frontend/Frontend.h"
#include "passes/tensor/Pipeline.h"
#include "runtime/vulkan/VulkanDevice.h"
#include "runtime/vulkan/VulkanTarget.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

using namespace spvkit;
using namespace spvkit::runtime;

namespace {
const char* kUsage = R"(usage: spvkit-gpu-bench [--target=T] [--device SEL] [--repeat N] [--check N]
                         [--info] CASE...
Compiles and runs the GPU benchmark's tensor-language kernels on a Vulkan device
and prints one JSON line per case (bench/gpu_bench.py reads them).
  --target=T    device (default: the live Vulkan device's description), or a
                Vulkan preset (hopper, lavapipe, vulkan)
  --device SEL  the Vulkan device: index or name substring (default: a GPU if any)
  --repeat N    timed launches per case (default 10; min and median reported)
  --check N     batch entries checked against the host reference (default 32)
  --info        print the device line only
  --emit DIR    also write each case's kernel (CASE.tl, CASE.spv) into DIR
  --warmup-ms N launch for N ms before timing (default 0; see docs/performance.md:
                the GPU's clock follows its load)
  --pool        one buffer for all of a case's arrays (2 MiB-aligned offsets)
  --chunk N     launch at most N work-groups at a time (time: the sum)
  --dispatch N  launch only the first N work-groups (no check)
  --hold BYTES  allocate (and keep) a buffer of BYTES before the cases
CASE: gemm:f32:M:BATCH  gemm:f16:M:BATCH  coopgemm:M:BATCH  attention:BATCH
      axpby:BATCH  sum:BATCH
      copy:BYTES
)";

std::string esc(const std::string& s) {
  std::string o;
  for (char c : s) {
    if (c == '"' || c == '\\')
      o += '\\', o += c;
    else if (c == '\n')
      o += "\\n";
    else if (uint8_t(c) < 0x20)
      o += ' ';
    else
      o += c;
  }
  return o;
}

struct Timing {
  double minNs = 0, medianNs = 0;
};
Timing summarize(std::vector<uint64_t> ns) {
  std::sort(ns.begin(), ns.end());
  return {double(ns.front()), double(ns[ns.size() / 2])};
}

// Runs `launch` until `ms` milliseconds have passed (at least once). The
// H100 runs a Vulkan process under the driver's adaptive clocks: the SM clock
// follows the load with a lag of 1-3 s (345 MHz after a few idle seconds,
// 1980 MHz under steady work), so what a timing sees depends on what ran just
// before it (docs/performance.md, "The size / order cliff is the SM clock").
template <class F>
bool warmUp(int ms, F&& launch) {
  auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
  do
    if (!launch()) return false;
  while (std::chrono::steady_clock::now() < until);
  return true;
}

void fail(const std::string& id, const std::string& why) {
  std::printf("{\"case\": \"%s\", \"ok\": false, \"error\": \"%s\"}\n", esc(id).c_str(),
              esc(why).c_str());
  std::fflush(stdout);
}

// Compiles `c` for `target`: the words and the kernel's metadata.
bool compile(const bench::GpuCase& c, const tensor::Target& target, std::vector<uint32_t>& words,
             KernelMetadata& meta, std::string& error) {
  Context ctx;
  frontend::SourceManager sm;
  frontend::ParsedProgram prog = frontend::parseString(ctx, sm, c.kernel + ".tl", c.source);
  if (!prog.ok()) {
    error = frontend::renderDiagnostics(sm, prog.diagnostics);
    return false;
  }
  tensor::PipelineOptions po;
  po.target = &target;
  DiagnosticList diags;
  tensor::PipelineResult result;
  if (!tensor::runPipeline(*prog.module, po, diags, result) ||
      !tensor::writeSpirv(result, words, diags)) {
    error = frontend::renderPipelineDiagnostics(sm, prog.file, diags, "spvkit-gpu-bench");
    return false;
  }
  for (const tensor::KernelInfo& k : result.kernels)
    if (k.name == c.kernel) {
      meta.workGroupSize = {k.workGroupSize[0], k.workGroupSize[1], k.workGroupSize[2]};
      meta.subgroupSize = k.subgroupSize;
    }
  return true;
}

void runCopy(VulkanDevice& dev, const std::string& id, size_t bytes, int repeat, int warmupMs) {
  auto a = dev.createBuffer(bytes), b = dev.createBuffer(bytes);
  if (!a || !b) return fail(id, (!a ? a.error() : b.error()).str());
  std::string why;
  if (!warmUp(warmupMs, [&] {
        auto t = dev.copy(*a, *b, bytes);
        if (!t) why = t.error().str();
        return bool(t);
      }))
    return fail(id, why);
  std::vector<uint64_t> ns;
  for (int r = 0; r < repeat; ++r) {
    auto t = dev.copy(*a, *b, bytes);
    if (!t) return fail(id, t.error().str());
    ns.push_back(std::max<uint64_t>(t->ns, 1));
  }
  Timing t = summarize(ns);
  std::printf("{\"case\": \"%s\", \"ok\": true, \"bytes\": %.0f, \"flops\": 0, \"ns_min\": %.0f, "
              "\"ns_median\": %.0f, \"checked\": 0, \"max_rel_err\": 0}\n",
              esc(id).c_str(), 2.0 * double(bytes), t.minNs, t.medianNs);
  std::fflush(stdout);
}

// Launch-shape experiments (docs/performance.md): one pooled allocation,
// launches of at most `chunk` work-groups, only the first `dispatch` groups.
struct LaunchOptions {
  bool pool = false;
  size_t chunk = 0, dispatch = 0;
  int warmupMs = 0; ///< ms of launches before the timed ones (see warmUp)
};

void runCase(VulkanDevice& dev, const tensor::Target& target, const std::string& id, int repeat,
             size_t check, const std::string& emit, const LaunchOptions& opt) {
  if (id.rfind("copy:", 0) == 0)
    return runCopy(dev, id, size_t(std::stoull(id.substr(5))), repeat, opt.warmupMs);
  std::string error;
  // The attention kernel names its subgroup size: the target's (hopper: 32).
  uint32_t sg = target.env.limits.subgroupSizes.empty() ? dev.info().subgroupSize
                                                        : target.env.limits.subgroupSizes.front();
  auto c = bench::makeCase(id, sg, error);
  if (!c) return fail(id, error);
  std::vector<uint32_t> words;
  KernelMetadata meta;
  if (!emit.empty()) {
    std::string stem = emit + "/" + id;
    std::replace(stem.begin() + long(emit.size()) + 1, stem.end(), ':', '_');
    std::ofstream(stem + ".tl") << c->source;
    if (compile(*c, target, words, meta, error))
      std::ofstream(stem + ".spv", std::ios::binary)
          .write(reinterpret_cast<const char*>(words.data()), std::streamsize(words.size() * 4));
    words.clear();
  }
  if (!compile(*c, target, words, meta, error)) return fail(id, "compile: " + error);
  auto mod = dev.loadModule(words);
  if (!mod) return fail(id, mod.error().str());
  auto k = mod->kernel(c->kernel, meta);
  if (!k) return fail(id, k.error().str());
  // One buffer per parameter (or, with `pool`, one buffer holding them all at
  // 2 MiB-aligned offsets); a group's members are consecutive slices.
  std::vector<VulkanBuffer> bufs(c->params.size());
  std::vector<uint64_t> base(c->params.size(), 0);
  std::vector<size_t> where(c->params.size(), 0);
  VulkanBuffer pooled;
  if (opt.pool) {
    constexpr size_t kAlign = size_t(2) << 20;
    size_t total = 0;
    for (size_t i = 0; i < c->params.size(); ++i)
      if (!c->params[i].isScalar) {
        where[i] = total;
        total += (c->params[i].data.size() + kAlign - 1) / kAlign * kAlign;
      }
    auto b = dev.createBuffer(std::max<size_t>(total, 4));
    if (!b) return fail(id, b.error().str());
    pooled = std::move(*b);
  }
  for (size_t i = 0; i < c->params.size(); ++i) {
    const bench::HostParam& p = c->params[i];
    if (p.isScalar) continue;
    if (opt.pool) {
      if (auto w = dev.write(pooled, p.data.data(), p.data.size(), where[i]); !w)
        return fail(id, w.error().str());
      base[i] = pooled.address() + where[i];
      continue;
    }
    auto b = dev.createBuffer(std::span<const std::byte>(p.data));
    if (!b) return fail(id, b.error().str());
    bufs[i] = std::move(*b);
    base[i] = bufs[i].address();
  }
  // The arguments of a launch over batch entries [start, start + count).
  auto argsFor = [&](size_t start, size_t count, std::string& err) {
    std::vector<Arg> args;
    for (size_t i = 0; i < c->params.size(); ++i) {
      const bench::HostParam& p = c->params[i];
      if (p.isScalar) {
        args.emplace_back(float(p.scalar));
        continue;
      }
      auto type = parseParamType(p.type);
      if (!type) {
        err = type.error().str();
        return args;
      }
      if (!p.members) { // the batch is the last mode
        std::vector<int64_t> shape = p.shape;
        size_t per = p.data.size() / size_t(shape.back());
        shape.back() = int64_t(count);
        args.push_back(
            memref(std::get<MemRefType>(*type),
                   DataRef{DataRef::Kind::DeviceAddress,
                           reinterpret_cast<void*>(uintptr_t(base[i] + start * per)), per * count},
                   shape));
        continue;
      }
      GroupValue gv;
      size_t per = p.data.size() / p.members;
      for (size_t j = start; j < start + count; ++j)
        gv.members.push_back(
            MemRefValue{DataRef{DataRef::Kind::DeviceAddress,
                                reinterpret_cast<void*>(uintptr_t(base[i] + j * per)), per},
                        p.shape,
                        {}});
      args.emplace_back(std::get<GroupType>(*type), std::move(gv));
    }
    return args;
  };
  // Launches over the batch (or its first `dispatch` entries) in chunks of
  // at most `chunk` work-groups; the summed kernel time.
  size_t total = opt.dispatch ? std::min(opt.dispatch, c->groups) : c->groups;
  size_t chunk = opt.chunk ? opt.chunk : total;
  std::vector<std::vector<Arg>> chunks;
  for (size_t s = 0; s < total; s += chunk) {
    std::string err;
    chunks.push_back(argsFor(s, std::min(chunk, total - s), err));
    if (!err.empty()) return fail(id, err);
  }
  auto launchAll = [&]() -> Result<uint64_t> {
    uint64_t sum = 0;
    for (size_t s = 0, n = 0; s < total; s += chunk, ++n) {
      Groups3 groups{uint32_t(std::min(chunk, total - s)), 1, 1};
      auto t = dev.launch(*k, chunks[n], groups);
      if (!t) return std::move(t).error();
      sum += t->ns;
    }
    return sum;
  };
  // One checked launch from the initial data, then the timed ones.
  auto first = launchAll();
  if (!first) return fail(id, first.error().str());
  // The outputs' initial data is on the device: read them back in place (the
  // references regenerate what they need).
  for (size_t i = 0; i < c->params.size(); ++i)
    if (c->params[i].output) {
      auto r = opt.pool
                   ? dev.read(pooled, c->params[i].data.data(), c->params[i].data.size(), where[i])
                   : dev.read(bufs[i], c->params[i].data.data(), c->params[i].data.size());
      if (!r) return fail(id, r.error().str());
    }
  size_t checked = 0;
  double err = total == c->groups ? c->check(c->params, check, checked) : 0.0;
  for (auto& p : c->params) std::vector<std::byte>().swap(p.data); // host memory back
  std::string why;
  if (!warmUp(opt.warmupMs, [&] {
        auto t = launchAll();
        if (!t) why = t.error().str();
        return bool(t);
      }))
    return fail(id, why);
  std::vector<uint64_t> ns, wall;
  for (int r = 0; r < repeat; ++r) {
    auto t0 = std::chrono::steady_clock::now();
    auto t = launchAll();
    if (!t) return fail(id, t.error().str());
    ns.push_back(std::max<uint64_t>(*t, 1));
    wall.push_back(uint64_t(
        std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - t0)
            .count()));
  }
  if (total != c->groups) { // the rates count the launched part only
    c->flops *= double(total) / double(c->groups);
    c->bytes *= double(total) / double(c->groups);
  }
  Timing t = summarize(ns);
  std::printf(
      "{\"case\": \"%s\", \"ok\": true, \"flops\": %.0f, \"bytes\": %.0f, \"ns_min\": %.0f, "
      "\"ns_median\": %.0f, \"checked\": %zu, \"max_rel_err\": %.3g, "
      "\"work_group_size\": %zu, \"subgroup_size\": %u, \"wall_ns_min\": %.0f}\n",
      esc(id).c_str(), c->flops, c->bytes, t.minNs, t.medianNs, checked, err,
      meta.workGroupSize[0] * meta.workGroupSize[1] * meta.workGroupSize[2], meta.subgroupSize,
      summarize(wall).minNs);
  std::fflush(stdout);
}
} // namespace

int main(int argc, char** argv) {
  std::string targetName = "device", selector, emit;
  int repeat = 10;
  size_t check = 32;
  bool infoOnly = false;
  LaunchOptions opt;
  std::vector<size_t> hold;
  std::vector<std::string> cases;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto next = [&]() -> std::string { return i + 1 < argc ? argv[++i] : ""; };
    if (a == "--help" || a == "-h") {
      std::fputs(kUsage, stdout);
      return 0;
    } else if (a == "--version") {
      std::printf("spvkit-gpu-bench (spvkit) %s\n", SPVKIT_VERSION);
      return 0;
    } else if (a.rfind("--target=", 0) == 0) {
      targetName = a.substr(9);
    } else if (a == "--device") {
      selector = next();
    } else if (a == "--repeat") {
      repeat = std::max(1, std::atoi(next().c_str()));
    } else if (a == "--check") {
      check = size_t(std::max(1, std::atoi(next().c_str())));
    } else if (a == "--emit") {
      emit = next();
    } else if (a == "--warmup-ms") {
      opt.warmupMs = std::max(0, std::atoi(next().c_str()));
    } else if (a == "--pool") {
      opt.pool = true;
    } else if (a == "--chunk") {
      opt.chunk = size_t(std::stoull("0" + next()));
    } else if (a == "--dispatch") {
      opt.dispatch = size_t(std::stoull("0" + next()));
    } else if (a == "--hold") {
      hold.push_back(size_t(std::stoull("0" + next())));
    } else if (a == "--info") {
      infoOnly = true;
    } else if (!a.empty() && a[0] == '-') {
      std::fprintf(stderr, "spvkit-gpu-bench: error: unknown option '%s' (see --help)\n",
                   a.c_str());
      return 1;
    } else {
      cases.push_back(a);
    }
  }
  auto dev = VulkanDevice::open(VulkanSelector::parse(selector));
  if (!dev) {
    std::fprintf(stderr, "spvkit-gpu-bench: error: no Vulkan device: %s\n",
                 dev.error().str().c_str());
    return 2;
  }
  const VulkanDeviceInfo& d = dev->info();
  std::printf("{\"device\": \"%s\", \"type\": \"%s\", \"driver\": \"%s %s\", \"vulkan\": \"%s\", "
              "\"subgroup_size\": %u, \"cooperative_matrix\": %s, \"target\": \"%s\"}\n",
              esc(d.name).c_str(), esc(d.type).c_str(), esc(d.driverName).c_str(),
              esc(d.driverInfo).c_str(), d.apiVersionString().c_str(), d.subgroupSize,
              d.cooperativeMatrix ? "true" : "false", esc(targetName).c_str());
  std::fflush(stdout);
  if (infoOnly) return 0;
  std::optional<tensor::Target> target;
  if (targetName == "device") {
    target.emplace();
    target->name = "device";
    target->description = "the Vulkan device " + d.name;
    target->env = vulkanTargetEnv(d);
    tensor::setVulkanDeviceDefaults(*target, d.cpu);
  } else {
    target = tensor::findTarget(targetName);
  }
  if (!target) {
    std::fprintf(stderr, "spvkit-gpu-bench: error: unknown target '%s'\n", targetName.c_str());
    return 1;
  }
  std::vector<VulkanBuffer> held; // --hold: memory taken before the cases
  for (size_t bytes : hold) {
    auto b = dev->createBuffer(bytes);
    if (!b) {
      std::fprintf(stderr, "spvkit-gpu-bench: error: --hold: %s\n", b.error().str().c_str());
      return 2;
    }
    held.push_back(std::move(*b));
  }
  for (const std::string& id : cases) runCase(*dev, *target, id, repeat, check, emit, opt);
  return 0;
}
