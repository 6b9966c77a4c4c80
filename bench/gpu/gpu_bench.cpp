// spvkit-gpu-bench: the device half of `scripts/bench --gpu` (bench/gpu_bench.py).
//
// Compiles the tensor-language kernels of bench/gpu/GpuCases.h for a Vulkan
// target (`--target=device`: the live device's own description, or a preset
// such as `hopper`), runs them on the Vulkan runtime (runtime/vulkan), checks
// one launch against the host reference on a sample of the batch, then times
// --repeat launches with timestamps. `copy:BYTES` times vkCmdCopyBuffer, the
// bandwidth the memory-bound kernels are measured against. Prints one JSON
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

void runCopy(VulkanDevice& dev, const std::string& id, size_t bytes, int repeat) {
  auto a = dev.createBuffer(bytes), b = dev.createBuffer(bytes);
  if (!a || !b) return fail(id, (!a ? a.error() : b.error()).str());
  std::vector<uint64_t> ns;
  for (int r = 0; r < repeat + 1; ++r) { // the first copy warms up
    auto t = dev.copy(*a, *b, bytes);
    if (!t) return fail(id, t.error().str());
    if (r) ns.push_back(std::max<uint64_t>(t->ns, 1));
  }
  Timing t = summarize(ns);
  std::printf("{\"case\": \"%s\", \"ok\": true, \"bytes\": %.0f, \"flops\": 0, \"ns_min\": %.0f, "
              "\"ns_median\": %.0f, \"checked\": 0, \"max_rel_err\": 0}\n",
              esc(id).c_str(), 2.0 * double(bytes), t.minNs, t.medianNs);
  std::fflush(stdout);
}

void runCase(VulkanDevice& dev, const tensor::Target& target, const std::string& id, int repeat,
             size_t check, const std::string& emit) {
  if (id.rfind("copy:", 0) == 0) return runCopy(dev, id, size_t(std::stoull(id.substr(5))), repeat);
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
  // One buffer per parameter; a group's members are consecutive slices.
  std::vector<VulkanBuffer> bufs(c->params.size());
  std::vector<Arg> args;
  for (size_t i = 0; i < c->params.size(); ++i) {
    const bench::HostParam& p = c->params[i];
    if (p.isScalar) {
      args.emplace_back(float(p.scalar));
      continue;
    }
    auto b = dev.createBuffer(std::span<const std::byte>(p.data));
    if (!b) return fail(id, b.error().str());
    bufs[i] = std::move(*b);
    auto type = parseParamType(p.type);
    if (!type) return fail(id, type.error().str());
    if (!p.members) {
      args.push_back(memref(std::get<MemRefType>(*type), bufs[i], p.shape));
      continue;
    }
    GroupValue gv;
    size_t per = p.data.size() / p.members;
    for (size_t j = 0; j < p.members; ++j)
      gv.members.push_back(
          MemRefValue{DataRef{DataRef::Kind::DeviceAddress,
                              reinterpret_cast<void*>(uintptr_t(bufs[i].address() + j * per)), per},
                      p.shape,
                      {}});
    args.emplace_back(std::get<GroupType>(*type), std::move(gv));
  }
  // One checked launch from the initial data, then the timed ones.
  Groups3 groups{uint32_t(c->groups), 1, 1};
  auto first = dev.launch(*k, args, groups);
  if (!first) return fail(id, first.error().str());
  // The outputs' initial data is on the device: read them back in place (the
  // references regenerate what they need).
  for (size_t i = 0; i < c->params.size(); ++i)
    if (c->params[i].output)
      if (auto r = dev.read(bufs[i], c->params[i].data.data(), c->params[i].data.size()); !r)
        return fail(id, r.error().str());
  size_t checked = 0;
  double err = c->check(c->params, check, checked);
  for (auto& p : c->params) std::vector<std::byte>().swap(p.data); // host memory back
  std::vector<uint64_t> ns;
  for (int r = 0; r < repeat; ++r) {
    auto t = dev.launch(*k, args, groups);
    if (!t) return fail(id, t.error().str());
    ns.push_back(std::max<uint64_t>(t->ns, 1));
  }
  Timing t = summarize(ns);
  std::printf(
      "{\"case\": \"%s\", \"ok\": true, \"flops\": %.0f, \"bytes\": %.0f, \"ns_min\": %.0f, "
      "\"ns_median\": %.0f, \"checked\": %zu, \"max_rel_err\": %.3g, "
      "\"work_group_size\": %zu, \"subgroup_size\": %u}\n",
      esc(id).c_str(), c->flops, c->bytes, t.minNs, t.medianNs, checked, err,
      meta.workGroupSize[0] * meta.workGroupSize[1] * meta.workGroupSize[2], meta.subgroupSize);
  std::fflush(stdout);
}
} // namespace

int main(int argc, char** argv) {
  std::string targetName = "device", selector, emit;
  int repeat = 10;
  size_t check = 32;
  bool infoOnly = false;
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
  for (const std::string& id : cases) runCase(*dev, *target, id, repeat, check, emit);
  return 0;
}
