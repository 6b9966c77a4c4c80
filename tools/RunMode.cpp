#include "tools/RunMode.h"

#include "tools/CommandLine.h"
#include "tools/LiveTarget.h"

#include "frontend/DiagnosticRenderer.h"
#include "frontend/Frontend.h"
#include "ir/tensor/Types.h"
#include "passes/tensor/Pipeline.h"
#include "runtime/Runtime.h"
#include "tools/Npy.h"

#include <algorithm>
#include <array>
#include <complex>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace spvkit::tools {

namespace {

using namespace spvkit::runtime;

int usageError(const std::string& msg) {
  std::fprintf(stderr, "tensor-lang-cc: error: run: %s (see --help)\n", msg.c_str());
  return 1;
}

bool parseScalar(std::string_view text, runtime::ScalarType t, runtime::ScalarValue& out) {
  using runtime::ScalarType;
  try {
    std::string s(text);
    switch (t) {
    case ScalarType::Bool: // the bool ABI: 1 or 0 (runtime/CallingConvention.h)
      if (s != "true" && s != "false" && s != "1" && s != "0") return false;
      out = runtime::ScalarValue(s == "true" || s == "1");
      return true;
    case ScalarType::I8:
      out = runtime::ScalarValue(int8_t(std::stoll(s)));
      return true;
    case ScalarType::I16:
      out = runtime::ScalarValue(int16_t(std::stoll(s)));
      return true;
    case ScalarType::I32:
      out = runtime::ScalarValue(int32_t(std::stoll(s)));
      return true;
    case ScalarType::I64:
      out = runtime::ScalarValue(int64_t(std::stoll(s)));
      return true;
    case ScalarType::Index:
      out = runtime::ScalarValue::index(std::stoll(s));
      return true;
    case ScalarType::F32:
      out = runtime::ScalarValue(std::stof(s));
      return true;
    case ScalarType::F64:
      out = runtime::ScalarValue(std::stod(s));
      return true;
    case ScalarType::C32:
    case ScalarType::C64: {
      size_t comma = s.find(',');
      double re = std::stod(s.substr(0, comma)),
             im = comma == std::string::npos ? 0.0 : std::stod(s.substr(comma + 1));
      if (t == ScalarType::C32)
        out = runtime::ScalarValue(std::complex<float>(float(re), float(im)));
      else
        out = runtime::ScalarValue(std::complex<double>(re, im));
      return true;
    }
    default:
      return false;
    }
  } catch (...) {
    return false;
  }
}

/// "X[,Y[,Z]]" into `out` (missing entries stay as they are).
void parseRange(const std::string& text, std::array<size_t, 3>& out) {
  size_t p = 0;
  for (size_t d = 0; d < 3 && p <= text.size(); ++d) {
    size_t c = text.find(',', p);
    out[d] = size_t(std::atoll(text.substr(p, c - p).c_str()));
    if (c == std::string::npos) break;
    p = c + 1;
  }
}

bool readWords(const std::string& path, std::vector<uint32_t>& words) {
  std::ifstream f(path, std::ios::binary);
  std::string data((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  if (data.empty() || data.size() % 4) return false;
  words.resize(data.size() / 4);
  std::memcpy(words.data(), data.data(), data.size());
  return true;
}

struct Param {
  std::string name;
  ParamType type;
};

/// The device memory of one memref or group argument and its host copy.
struct ArgMemory {
  HostArray host;               ///< a group's members are the trailing mode
  DataRef buffer;               ///< memref
  std::vector<DataRef> members; ///< group: one allocation per member
  size_t memberBytes = 0;
  size_t padBytes = 0; ///< a group's static offset, in bytes, before each member
};

/// Loads or generates the host array of a memref / group parameter:
/// `extraModes` is 1 for a group (the trailing member mode).
std::optional<std::string> hostArray(const Param& prm, const MemRefType& mt,
                                     const std::string& value, size_t extraModes, HostArray& a,
                                     uint64_t& seed) {
  std::string error, note;
  if (value.starts_with("random:")) {
    if (!randomArray(std::string_view(value).substr(7), mt.element, a, seed))
      return "bad random shape '" + value + "' for " + prm.name;
  } else if (!readNpy(value, a, error, note)) {
    return error;
  }
  if (!note.empty()) std::fprintf(stderr, "tensor-lang-cc: note: %s\n", note.c_str());
  if (a.type != mt.element && !(a.type == ScalarType::I64 && mt.element == ScalarType::Index))
    return prm.name + " is " + std::string(name(mt.element)) + ", the array holds " +
           std::string(name(a.type));
  if (a.shape.size() != mt.shape.size() + extraModes)
    return prm.name + " needs an array of order " + std::to_string(mt.shape.size() + extraModes) +
           (extraModes ? " (the memref's modes, then the group members)" : "") +
           ", the array has " + std::to_string(a.shape.size());
  return std::nullopt;
}

} // namespace

int runMode(int argc, char** argv, std::string_view usage) {
  std::string input, kernelName, target = "pocl", spirvFile;
  std::vector<std::pair<std::string, std::string>> argSpecs, outs;
  std::array<size_t, 3> groups{1, 1, 1}, local{0, 0, 0};
  std::string deviceSelector;
  int repeat = 1;
  for (int i = 2; i < argc; ++i) {
    std::string_view a = argv[i];
    auto next = [&]() -> std::string { return i + 1 < argc ? argv[++i] : ""; };
    auto split = [](const std::string& kv) {
      size_t eq = kv.find('=');
      std::string k = kv.substr(0, eq);
      if (!k.empty() && k[0] == '%') k.erase(0, 1);
      return std::pair<std::string, std::string>(k,
                                                 eq == std::string::npos ? "" : kv.substr(eq + 1));
    };
    if (auto status = answerStandardOption(a, "tensor-lang-cc", usage)) return *status;
    if (a == "--kernel")
      kernelName = next();
    else if (a == "--arg")
      argSpecs.push_back(split(next()));
    else if (a == "--out")
      outs.push_back(split(next()));
    else if (a == "--repeat")
      repeat = std::max(1, std::atoi(next().c_str()));
    else if (a.starts_with("--target="))
      target = std::string(a.substr(9));
    else if (a == "--spirv")
      spirvFile = next();
    else if (a == "--device")
      deviceSelector = next();
    else if (a == "--groups")
      parseRange(next(), groups);
    else if (a == "--local")
      parseRange(next(), local = {1, 1, 1});
    else if (a.size() > 1 && a[0] == '-')
      return usageError("unknown option '" + std::string(a) + "'");
    else
      input = std::string(a);
  }
  if (target == "help") {
    std::printf("targets:\n%s", tensor::formatTargetList(
                                    "  ", {{"device", kDeviceTargetDescription},
                                           {kVulkanDeviceTarget, kVulkanDeviceTargetDescription}})
                                    .c_str());
    return 0;
  }
  if (input.empty()) return usageError("no input file");
  std::optional<tensor::Target> tgt;
  if (target == "device" || target == kVulkanDeviceTarget) {
    std::string error;
    tgt = target == "device" ? liveDeviceTarget(error, deviceSelector)
                             : liveVulkanTarget(error, deviceSelector);
    if (!tgt) {
      std::fprintf(stderr, "tensor-lang-cc: error: %s\n", error.c_str());
      return 1;
    }
  } else {
    tgt = tensor::findTarget(target);
  }
  // The runtime follows the target's family: OpenCL or Vulkan.
  Backend backend =
      isVulkanTarget(target, tgt ? &*tgt : nullptr) ? Backend::Vulkan : Backend::OpenCL;
  if (!tgt) return usageError("unknown target '" + target + "'");
  Context ctx;
  frontend::SourceManager sm;
  frontend::ParsedProgram prog = frontend::parseFile(ctx, sm, input);
  std::fputs(frontend::renderDiagnostics(sm, prog.diagnostics).c_str(), stderr);
  if (!prog.ok()) return 1;
  // The kernel's parameters, before the conversion erases the function.
  Operation* func = nullptr;
  for (Operation* op : *prog.module->body())
    if (auto n = op->attr("sym_name").dyn_cast<StringAttr>();
        n && (kernelName.empty() || n.value() == kernelName))
      if (!func) func = op;
  if (!func) return usageError("no kernel '" + kernelName + "' in " + input);
  kernelName = std::string(func->attr("sym_name").cast<StringAttr>().value());
  std::vector<Param> params;
  for (Value* arg : func->region(0).front()->arguments()) {
    auto t = parseParamType(tensor::typeToString(arg->type()));
    if (!t) return usageError("parameter '%" + std::string(arg->name()) + "': " + t.error().str());
    params.push_back({std::string(arg->name()), *t});
  }
  std::vector<uint32_t> words;
  KernelMetadata meta;
  if (!spirvFile.empty()) {
    // A binary from elsewhere (e.g. OpenCL C through clang) that follows the
    // calling convention of the .tl kernel: run it with the same arguments.
    if (!readWords(spirvFile, words)) return usageError("cannot read SPIR-V '" + spirvFile + "'");
  } else {
    tensor::PipelineOptions po;
    po.target = &*tgt;
    DiagnosticList diags;
    tensor::PipelineResult result;
    if (!tensor::runPipeline(*prog.module, po, diags, result) ||
        !tensor::writeSpirv(result, words, diags)) {
      std::fputs(
          frontend::renderPipelineDiagnostics(sm, prog.file, diags, "tensor-lang-cc").c_str(),
          stderr);
      return 1;
    }
    // Launch with the work-group size the compiler chose (the binary's
    // metadata) unless --local says otherwise.
    for (const tensor::KernelInfo& info : result.kernels)
      if (info.name == kernelName) {
        if (!local[0])
          local = {info.workGroupSize[0], info.workGroupSize[1], info.workGroupSize[2]};
        meta.subgroupSize = info.subgroupSize;
      }
  }
  meta.workGroupSize = local;
  for (const Param& prm : params) meta.params.push_back(prm.type);
  auto opened = openComputeDevice(backend, deviceSelector);
  if (!opened) {
    std::fprintf(stderr, "tensor-lang-cc: error: no %s device: %s\n",
                 std::string(backendName(backend)).c_str(), opened.error().str().c_str());
    return 1;
  }
  ComputeDevice* dev = opened->get();
  try {
    size_t k = dev->loadKernel(words, kernelName, meta).value();
    std::vector<Arg> args;
    std::vector<ArgMemory> memory(params.size());
    uint64_t seed = 42;
    for (size_t i = 0; i < params.size(); ++i) {
      const Param& prm = params[i];
      std::string value;
      for (auto& [n, v] : argSpecs)
        if (n == prm.name) value = v;
      if (value.empty()) return usageError("missing --arg " + prm.name + "=...");
      if (auto* st = std::get_if<ScalarType>(&prm.type)) {
        ScalarValue sv;
        if (!parseScalar(value, *st, sv))
          return usageError("bad value '" + value + "' for " + prm.name + " (" +
                            std::string(name(*st)) +
                            (*st == ScalarType::Bool ? ": true, false, 1 or 0)" : ")"));
        args.emplace_back(sv);
        continue;
      }
      ArgMemory& m = memory[i];
      if (auto* mt = std::get_if<MemRefType>(&prm.type)) {
        if (auto err = hostArray(prm, *mt, value, 0, m.host, seed)) return usageError(*err);
        m.buffer = dev->allocate(m.host.bytes.size()).value();
        dev->write(m.buffer, m.host.bytes.data(), m.host.bytes.size()).value();
        args.push_back(memref(*mt, m.buffer, m.host.shape));
        continue;
      }
      // A group: the array's trailing mode enumerates the members, each its
      // own allocation (SVM on OpenCL; the pointer table holds their addresses). With a
      // static offset the kernel sees member i at table[i] + offset, so the
      // data goes after `offset` padding elements; a dynamic offset is 0.
      auto& gt = std::get<GroupType>(prm.type);
      if (auto err = hostArray(prm, gt.memref, value, 1, m.host, seed)) return usageError(*err);
      std::vector<int64_t> memberShape(m.host.shape.begin(), m.host.shape.end() - 1);
      size_t count = size_t(m.host.shape.back());
      m.memberBytes = count ? m.host.bytes.size() / count : 0;
      m.padBytes = gt.offset == kDynamic ? 0 : size_t(gt.offset) * sizeOf(gt.memref.element);
      GroupValue gv;
      gv.offset = gt.offset == kDynamic ? 0 : gt.offset;
      for (size_t j = 0; j < count; ++j) {
        m.members.push_back(dev->allocate(m.padBytes + m.memberBytes, true).value());
        dev->write(m.members.back(), m.host.bytes.data() + j * m.memberBytes, m.memberBytes,
                   m.padBytes)
            .value();
        gv.members.push_back(MemRefValue{m.members.back(), memberShape, {}});
      }
      args.emplace_back(gt, std::move(gv));
    }
    std::vector<uint64_t> ns;
    for (int r = 0; r < repeat; ++r) ns.push_back(dev->launch(k, args, groups).value());
    std::sort(ns.begin(), ns.end());
    std::printf(
        "kernel %s: %zu x %zu x %zu work-groups, time min %.3f us, median %.3f us (%d run%s)\n",
        kernelName.c_str(), groups[0], groups[1], groups[2], double(ns.front()) / 1e3,
        double(ns[ns.size() / 2]) / 1e3, repeat, repeat == 1 ? "" : "s");
    for (auto& [n, path] : outs) {
      size_t i = 0;
      while (i < params.size() && params[i].name != n) ++i;
      if (i == params.size() || std::holds_alternative<ScalarType>(params[i].type))
        return usageError("--out " + n + ": not a memref or group parameter");
      ArgMemory& m = memory[i];
      if (m.members.empty()) dev->read(m.buffer, m.host.bytes.data(), m.host.bytes.size()).value();
      for (size_t j = 0; j < m.members.size(); ++j)
        dev->read(m.members[j], m.host.bytes.data() + j * m.memberBytes, m.memberBytes, m.padBytes)
            .value();
      if (!writeNpy(path, m.host)) return usageError("cannot write '" + path + "'");
      std::printf("wrote %s to %s\n", n.c_str(), path.c_str());
    }
  } catch (const BadResultAccess& e) {
    std::fprintf(stderr, "tensor-lang-cc: error: %s\n", e.what());
    return 1;
  }
  return 0;
}

} // namespace spvkit::tools
