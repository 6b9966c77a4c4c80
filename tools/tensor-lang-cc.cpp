// tensor-lang-cc: the tensor-language compiler driver.
//
//   tensor-lang-cc kernel.tl -o kernel.spv      compile to a SPIR-V binary
//   tensor-lang-cc kernel.tl -S                 print the SPIR-V dialect IR
//   tensor-lang-cc - --emit=tensor < kernel.tl  print the checked tensor IR
//
// It parses and checks the program (frontend/Frontend.h), runs the pipeline of
// passes/tensor/Pipeline.h and writes the binary. Diagnostics of every stage
// are rendered in the clang style on stderr with the source line; any error
// gives exit code 1. docs/cli.md documents the options.
#include "frontend/DiagnosticRenderer.h"
#include "frontend/Frontend.h"
#include "frontend/Printer.h"
#include "ir/AsmPrinter.h"
#include "ir/spirv/Dialect.h"
#include "ir/tensor/Ops.h"
#include "ir/tensor/Types.h"
#include "passes/tensor/Pipeline.h"
#include "tools/CommandLine.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#ifdef SPVKIT_HAVE_RUNTIME
#include "tools/LiveTarget.h"
#include "tools/RunMode.h"
#endif

using namespace spvkit;

namespace {

const char* kUsage = R"(usage: tensor-lang-cc [options] <file.tl | ->
       tensor-lang-cc run <file.tl> --kernel NAME --arg NAME=VALUE ... --groups X[,Y[,Z]]
                          [--out NAME=FILE.npy] [--repeat N] [--target=T]
                          [--spirv FILE.spv] [--local X[,Y[,Z]]] [--device SEL]

Compiles a tensor-language program to SPIR-V for OpenCL (one kernel per
function). `-` reads the program from stdin.

options:
  -o <file>              output file (default: <input>.spv for binaries, stdout for text)
  -S                     print the SPIR-V dialect IR instead of writing a binary
  --emit=<kind>          tensor: the checked tensor IR (as source; with --stop-after,
                         the IR after that pass as tensor IR text, which
                         `spvkit-opt --pass=...` reads); spirv: as -S; binary (default)
  -O0 -O1 -O2 -O3        optimization level (-O0: no canonicalize / cse; default -O2)
  --target=<name>        target device; --target=help lists them. Default auto: the
                         binary declares the SPIR-V version, capabilities and
                         extensions the program needs (e.g. Float64 for f64,
                         SubgroupDispatch for subgroup_size) and then requires a
                         device that supports them; generic: the strict profile
                         without optional features (an error instead); device:
                         the first SPIR-V capable OpenCL device, as queried
  --print-after=<pass>   print the IR after a pass (comma-separated names, or all)
  --print-pipeline       print the pass names of the pipeline and exit
  --stop-after=<pass>    run the pipeline up to that pass and print the IR (as -o says)
  --time-passes          print the time of each phase on stderr: parse, check,
                         each pass, verification, write
  --verify-each          verify the IR before the first pass and after every pass
                         (the default in assertion builds and with the environment
                         variable SPVKIT_VERIFY_EACH=1; a binary is verified regardless)
  --no-verify            do not verify the IR between passes
  --help                 this text
  --version              the compiler's version

run mode: compiles for --target (default pocl), runs the kernel on the first
SPIR-V capable OpenCL device, or for a Vulkan target (vulkan, lavapipe, hopper,
vulkan-device) on a Vulkan device (a GPU if any; --device SEL picks one by
index or name substring, e.g. --device llvmpipe), and prints the kernel time
(min / median over --repeat launches). Memref arguments are .npy files (column-major; a C-order
array is converted) or random:SHAPE (e.g. random:64x32, fixed seed); scalars are
literals (complex: re,im). A group argument is one array with an extra
trailing mode that enumerates the members. --out writes a memref or group
argument back as .npy. --spirv runs the given binary instead of compiling
the file (the file's kernel still gives the calling convention), e.g. an
OpenCL C equivalent for comparison; --local sets the work-group size
(default: the kernel's own).
)";

enum class Emit { Binary, Spirv, Tensor };

struct Options {
  std::string input, output;
  Emit emit = Emit::Binary;
  int opt = 2;
  std::string target = std::string(tensor::kDefaultTarget);
  std::set<std::string, std::less<>> printAfter;
  std::string stopAfter;
  bool timePasses = false, verify = tools::verifyEachByDefault(), printPipeline = false;
};

int usageError(const std::string& msg) {
  std::fprintf(stderr, "tensor-lang-cc: error: %s (see --help)\n", msg.c_str());
  return 1;
}

bool writeFile(const std::string& path, const void* data, size_t bytes, bool binary) {
  if (path == "-") {
    std::fwrite(data, 1, bytes, stdout);
    return std::fflush(stdout) == 0;
  }
  // C stdio, like the input (SourceManager::addFile): no C++ stream, so the
  // process never sets up the C++ locale.
  std::FILE* f = std::fopen(path.c_str(), binary ? "wb" : "w");
  if (!f) return false;
  const bool written = std::fwrite(data, 1, bytes, f) == bytes;
  return std::fclose(f) == 0 && written;
}

/// Standard input, whole.
std::string readStdin() {
  std::string text;
  char chunk[16384];
  for (size_t n; (n = std::fread(chunk, 1, sizeof chunk, stdin)) > 0;) text.append(chunk, n);
  return text;
}

/// Ends the process once its output is written and closed. Returning from
/// main would free the module and the context and then run the destructors
/// of the process-wide tables (dialect, grammar, verifier rules), which only
/// hand memory back that the process's exit releases anyway: for a small
/// kernel ~7 % of the process's instructions (issue 19).
[[noreturn]] void exitWithoutTeardown(int status) {
  std::fflush(nullptr);
  std::_Exit(status);
}

} // namespace

int main(int argc, char** argv) {
  if (argc > 1 && std::string_view(argv[1]) == "run") {
#ifdef SPVKIT_HAVE_RUNTIME
    return tools::runMode(argc, argv, kUsage);
#else
    return usageError("run: this tensor-lang-cc was built without the OpenCL runtime");
#endif
  }
  Options o;
  bool sawInput = false;
  for (int i = 1; i < argc; ++i) {
    std::string_view a = argv[i];
    auto value = [&](std::string_view prefix) { return std::string(a.substr(prefix.size())); };
    if (auto status = tools::answerStandardOption(a, "tensor-lang-cc", kUsage)) {
      return *status;
    } else if (a == "-o") {
      if (++i == argc) return usageError("-o needs a file name");
      o.output = argv[i];
    } else if (a == "-S") {
      o.emit = Emit::Spirv;
    } else if (a.starts_with("--emit=")) {
      std::string e = value("--emit=");
      if (e == "binary")
        o.emit = Emit::Binary;
      else if (e == "spirv")
        o.emit = Emit::Spirv;
      else if (e == "tensor")
        o.emit = Emit::Tensor;
      else
        return usageError("unknown --emit kind '" + e + "' (tensor, spirv or binary)");
    } else if (a.size() == 3 && a.starts_with("-O") && a[2] >= '0' && a[2] <= '3') {
      o.opt = a[2] - '0';
    } else if (a.starts_with("--target=")) {
      o.target = value("--target=");
    } else if (a.starts_with("--print-after=")) {
      std::string list = value("--print-after=");
      for (size_t p = 0; p <= list.size();) {
        size_t c = list.find(',', p);
        if (c == std::string::npos) c = list.size();
        if (c > p) o.printAfter.insert(list.substr(p, c - p));
        p = c + 1;
      }
    } else if (a.starts_with("--stop-after=")) {
      o.stopAfter = value("--stop-after=");
    } else if (a == "--print-pipeline") {
      o.printPipeline = true;
    } else if (a == "--time-passes") {
      o.timePasses = true;
    } else if (a == "--verify-each") {
      o.verify = true;
    } else if (a == "--no-verify") {
      o.verify = false;
    } else if (a.size() > 1 && a[0] == '-') {
      return usageError("unknown option '" + std::string(a) + "'");
    } else {
      if (sawInput) return usageError("more than one input file");
      o.input = std::string(a);
      sawInput = true;
    }
  }
  if (o.printPipeline) {
    for (const std::string& p : tensor::pipelinePasses(o.opt)) std::printf("%s\n", p.c_str());
    return 0;
  }
  std::optional<tensor::Target> target = tensor::findTarget(o.target);
  if (o.target == "device" || o.target == "vulkan-device") {
#ifdef SPVKIT_HAVE_RUNTIME
    std::string error;
    target = o.target == "device" ? tools::liveDeviceTarget(error) : tools::liveVulkanTarget(error);
    if (!target) {
      std::fprintf(stderr, "tensor-lang-cc: error: --target=%s: %s\n", o.target.c_str(),
                   error.c_str());
      return 1;
    }
#else
    return usageError("--target=device: this tensor-lang-cc was built without the OpenCL runtime");
#endif
  }
  if (!target) {
#ifdef SPVKIT_HAVE_RUNTIME
    std::string list = tensor::formatTargetList(
        "  ", {{"device", tools::kDeviceTargetDescription},
               {tools::kVulkanDeviceTarget, tools::kVulkanDeviceTargetDescription}});
#else
    std::string list = tensor::formatTargetList("  ");
#endif
    if (o.target == "help") {
      std::printf("targets:\n%s", list.c_str());
      return 0;
    }
    std::fprintf(stderr, "tensor-lang-cc: error: unknown target '%s'; targets:\n%s",
                 o.target.c_str(), list.c_str());
    return 1;
  }
  if (!sawInput) return usageError("no input file");
  for (const std::string& p : o.printAfter) {
    bool known = p == "all";
    for (const std::string& q : tensor::pipelinePasses(3)) known |= p == q;
    if (!known) return usageError("--print-after: unknown pass '" + p + "'");
  }
  if (!o.stopAfter.empty()) {
    std::vector<std::string> names = tensor::pipelinePasses(o.opt);
    if (std::find(names.begin(), names.end(), o.stopAfter) == names.end())
      return usageError("--stop-after: no pass '" + o.stopAfter + "' in the pipeline");
  }

  Context ctx;
  // Registered here rather than on first use, so that --time-passes shows
  // the context's set-up as a phase of its own.
  auto contextStart = std::chrono::steady_clock::now();
  tensor::registerDialect(ctx);
  spirv::registerDialect(ctx);
  const double contextSeconds = secondsSince(contextStart);
  frontend::SourceManager sm;
  frontend::ParsedProgram prog = o.input == "-"
                                     ? frontend::parseString(ctx, sm, "<stdin>", readStdin())
                                     : frontend::parseFile(ctx, sm, o.input);
  std::fputs(frontend::renderDiagnostics(sm, prog.diagnostics).c_str(), stderr);
  if (!prog.ok()) return 1;

  if (o.emit == Emit::Tensor && o.stopAfter.empty()) {
    std::string text = frontend::printProgram(*prog.module);
    if (!writeFile(o.output.empty() ? "-" : o.output, text.data(), text.size(), false)) {
      std::fprintf(stderr, "tensor-lang-cc: error: cannot write '%s'\n", o.output.c_str());
      return 1;
    }
    return 0;
  }

  auto report = [&](const DiagnosticList& diags) {
    std::fputs(frontend::renderPipelineDiagnostics(sm, prog.file, diags, "tensor-lang-cc").c_str(),
               stderr);
  };

  tensor::PipelineOptions po;
  po.target = &*target;
  po.optLevel = o.opt;
  po.verifyEach = o.verify;
  po.printAfter = o.printAfter;
  po.timePasses = o.timePasses;
  // Before the conversion the module holds tensor functions: print them as
  // tensor-language source, which is what the user wrote and reads best, as
  // long as the lowering passes have made nothing the language lacks (then,
  // and with --emit=tensor, as tensor IR text, which spvkit-opt reads).
  auto printModule = [&prog, &o]() {
    bool source = o.emit != Emit::Tensor, anyFunc = false;
    for (Operation* top : *prog.module->body()) {
      if (!tensor::is(top, tensor::OpKind::Func)) continue;
      anyFunc = true;
      top->walk([&](Operation* op) {
        source = source && !(tensor::isTensorOp(op) && tensor::isLowered(tensor::kindOf(op)));
        return source;
      });
    }
    return anyFunc && source ? frontend::printProgram(*prog.module)
                             : AsmPrinter::print(*prog.module);
  };
  po.stopAfter = o.stopAfter;
  po.printSink = [&](std::string_view pass, const std::string&) {
    std::string text = printModule();
    std::fprintf(stderr, "// -----// IR dump after %.*s //----- //\n%s\n", int(pass.size()),
                 pass.data(), text.c_str());
  };
  DiagnosticList diags;
  tensor::PipelineResult result;
  bool ok = tensor::runPipeline(*prog.module, po, diags, result);
  PhaseTimings phases;
  phases.add("context", contextSeconds);
  phases.add("parse", prog.parseSeconds);
  phases.add("check", prog.checkSeconds);
  phases.append(result.phases);
  auto printTimings = [&] {
    if (o.timePasses) std::fputs(phases.report("compile timing").c_str(), stderr);
  };
  if (!ok || !o.stopAfter.empty() || o.emit == Emit::Spirv) printTimings();
  if (!ok) {
    report(diags);
    return 1;
  }
  if (!o.stopAfter.empty()) {
    report(diags);
    std::string text = printModule();
    if (!writeFile(o.output.empty() ? "-" : o.output, text.data(), text.size(), false)) {
      std::fprintf(stderr, "tensor-lang-cc: error: cannot write '%s'\n", o.output.c_str());
      return 1;
    }
    return 0;
  }

  if (o.emit == Emit::Spirv) {
    report(diags);
    std::string text = AsmPrinter::print(result.spirvModule);
    if (!writeFile(o.output.empty() ? "-" : o.output, text.data(), text.size(), false)) {
      std::fprintf(stderr, "tensor-lang-cc: error: cannot write '%s'\n", o.output.c_str());
      return 1;
    }
    return 0;
  }
  std::vector<uint32_t> words;
  bool written = tensor::writeSpirv(result, words, diags, &phases);
  printTimings();
  if (!written) {
    report(diags);
    return 1;
  }
  report(diags);
  std::string out = o.output;
  if (out.empty()) {
    std::string base = o.input == "-" ? "a" : o.input;
    size_t slash = base.find_last_of('/');
    if (slash != std::string::npos) base = base.substr(slash + 1);
    if (size_t dot = base.rfind('.'); dot != std::string::npos && dot > 0) base.resize(dot);
    out = base + ".spv";
  }
  if (!writeFile(out, words.data(), words.size() * 4, true)) {
    std::fprintf(stderr, "tensor-lang-cc: error: cannot write '%s'\n", out.c_str());
    return 1;
  }
  exitWithoutTeardown(0);
}
