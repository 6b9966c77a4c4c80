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
#include "ir/tensor/Types.h"
#include "passes/tensor/Pipeline.h"

#include <cctype>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#ifdef SPVKIT_HAVE_RUNTIME
#include "runtime/Runtime.h"

#include <algorithm>
#include <array>
#include <complex>
#include <cstdlib>
#include <iterator>
#include <variant>
#endif

using namespace spvkit;

namespace {

const char* kUsage = R"(usage: tensor-lang-cc [options] <file.tl | ->
       tensor-lang-cc run <file.tl> --kernel NAME --arg NAME=VALUE ... --groups X[,Y[,Z]]
                          [--out NAME=FILE.npy] [--repeat N] [--target=T]

Compiles a tensor-language program to SPIR-V for OpenCL (one kernel per
function). `-` reads the program from stdin.

options:
  -o <file>              output file (default: <input>.spv for binaries, stdout for text)
  -S                     print the SPIR-V dialect IR instead of writing a binary
  --emit=<kind>          tensor: the checked tensor IR; spirv: as -S; binary (default)
  -O0 -O1 -O2 -O3        optimization level (-O0: no canonicalize / cse; default -O2)
  --target=<name>        target device (default generic; --target=help lists them)
  --print-after=<pass>   print the IR after a pass (comma-separated names, or all)
  --print-pipeline       print the pass names of the pipeline and exit
  --time-passes          print the time taken by each pass on stderr
  --no-verify            do not verify the IR between passes
  --help                 this text
  --version              the compiler's version

run mode: compiles for --target (default pocl), runs the kernel on the first
SPIR-V capable OpenCL device and prints the kernel time (min / median over
--repeat launches). Memref arguments are .npy files (column-major; a C-order
array is converted) or random:SHAPE (e.g. random:64x32, fixed seed); scalars are
literals (complex: re,im). --out writes a memref argument back as .npy.
)";

enum class Emit { Binary, Spirv, Tensor };

struct Options {
  std::string input, output;
  Emit emit = Emit::Binary;
  int opt = 2;
  std::string target = "generic";
  std::set<std::string, std::less<>> printAfter;
  bool timePasses = false, verify = true, printPipeline = false;
};

int usageError(const std::string& msg) {
  std::fprintf(stderr, "tensor-lang-cc: error: %s (see --help)\n", msg.c_str());
  return 1;
}

/// Turns a located pipeline diagnostic into a frontend diagnostic so that it
/// is rendered with its source line; the range covers the word at the caret.
frontend::Diagnostic toFrontend(const frontend::SourceManager& sm, frontend::FileId file,
                                const Diagnostic& d) {
  frontend::Diagnostic out;
  out.severity = d.severity == Diagnostic::Severity::Error     ? frontend::Severity::Error
                 : d.severity == Diagnostic::Severity::Warning ? frontend::Severity::Warning
                                                               : frontend::Severity::Note;
  out.message = d.message;
  if (d.loc.known() && !d.loc.isBinary) {
    frontend::SourceLocation begin = sm.locationOf(file, d.loc.line, d.loc.col);
    if (begin.isValid()) {
      std::string_view text = sm.text(file);
      uint32_t end = begin.offset;
      auto word = [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '%' || c == '.' ||
               c == '@';
      };
      while (end < text.size() && word(text[end])) ++end;
      out.loc = begin;
      out.ranges.push_back({begin, sm.location(file, end)});
    }
  }
  return out;
}

bool writeFile(const std::string& path, const void* data, size_t bytes, bool binary) {
  if (path == "-") {
    std::fwrite(data, 1, bytes, stdout);
    return std::fflush(stdout) == 0;
  }
  std::ofstream f(path, binary ? std::ios::binary : std::ios::out);
  f.write(static_cast<const char*>(data), std::streamsize(bytes));
  return bool(f);
}

// --- run mode ------------------------------------------------------------------------
//
// `tensor-lang-cc run FILE.tl --kernel NAME --arg NAME=VALUE ... --groups X[,Y[,Z]]
//  [--out NAME=FILE.npy] [--repeat N] [--target=T]` compiles, loads the binary on the
// first SPIR-V capable OpenCL device, launches and prints the kernel time.
#ifdef SPVKIT_HAVE_RUNTIME

/// A column-major array of one scalar type (the memref's layout).
struct HostArray {
  runtime::ScalarType type = runtime::ScalarType::F32;
  std::vector<int64_t> shape;
  std::vector<char> bytes;
};

std::optional<runtime::ScalarType> dtypeOf(std::string_view d) {
  using runtime::ScalarType;
  if (d.size() < 2 || (d[0] != '<' && d[0] != '|' && d[0] != '=')) return std::nullopt;
  d.remove_prefix(1);
  if (d == "i1") return ScalarType::I8;
  if (d == "i2") return ScalarType::I16;
  if (d == "i4") return ScalarType::I32;
  if (d == "i8") return ScalarType::I64;
  if (d == "f2") return ScalarType::F16;
  if (d == "f4") return ScalarType::F32;
  if (d == "f8") return ScalarType::F64;
  if (d == "c8") return ScalarType::C32;
  if (d == "c16") return ScalarType::C64;
  return std::nullopt;
}

const char* descrOf(runtime::ScalarType t) {
  using runtime::ScalarType;
  switch (t) {
  case ScalarType::I8:
    return "|i1";
  case ScalarType::I16:
    return "<i2";
  case ScalarType::I32:
    return "<i4";
  case ScalarType::I64:
  case ScalarType::Index:
    return "<i8";
  case ScalarType::F16:
  case ScalarType::BF16:
    return "<f2";
  case ScalarType::F32:
    return "<f4";
  case ScalarType::F64:
    return "<f8";
  case ScalarType::C32:
    return "<c8";
  case ScalarType::C64:
    return "<c16";
  }
  return "<f4";
}

/// Reads a version 1/2/3 .npy file; a C-order array is transposed into
/// column-major order (and `note` says so).
bool readNpy(const std::string& path, HostArray& out, std::string& error, std::string& note) {
  std::ifstream f(path, std::ios::binary);
  std::string data((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  if (!f && data.empty()) return error = "cannot read '" + path + "'", false;
  if (data.size() < 10 || data.compare(0, 6, "\x93NUMPY") != 0)
    return error = "'" + path + "' is not a .npy file", false;
  size_t hlen, start;
  if (data[6] == 1) {
    hlen = uint8_t(data[8]) | size_t(uint8_t(data[9])) << 8, start = 10;
  } else {
    if (data.size() < 12) return error = "'" + path + "': truncated header", false;
    hlen = 0;
    for (int i = 0; i < 4; ++i) hlen |= size_t(uint8_t(data[8 + i])) << (8 * i);
    start = 12;
  }
  if (start + hlen > data.size()) return error = "'" + path + "': truncated header", false;
  std::string h = data.substr(start, hlen);
  auto field = [&](const std::string& key) -> std::string {
    size_t k = h.find("'" + key + "'");
    if (k == std::string::npos) return "";
    size_t c = h.find(':', k);
    return c == std::string::npos ? "" : h.substr(c + 1);
  };
  std::string descr = field("descr");
  size_t q1 = descr.find('\''), q2 = descr.find('\'', q1 + 1);
  auto type = q1 == std::string::npos ? std::nullopt : dtypeOf(descr.substr(q1 + 1, q2 - q1 - 1));
  if (!type) return error = "'" + path + "': unsupported dtype" + descr.substr(0, 12), false;
  bool fortran = field("fortran_order").find("True") < field("fortran_order").find(',');
  std::string sh = field("shape");
  sh = sh.substr(sh.find('(') + 1, sh.find(')') - sh.find('(') - 1);
  std::vector<int64_t> shape;
  for (size_t p = 0; p < sh.size();) {
    while (p < sh.size() && !std::isdigit(static_cast<unsigned char>(sh[p]))) ++p;
    if (p >= sh.size()) break;
    shape.push_back(std::stoll(sh.substr(p)));
    while (p < sh.size() && std::isdigit(static_cast<unsigned char>(sh[p]))) ++p;
  }
  size_t count = 1, es = runtime::sizeOf(*type);
  for (int64_t d : shape) count *= size_t(d);
  const char* payload = data.data() + start + hlen;
  if (data.size() - start - hlen < count * es)
    return error = "'" + path + "': fewer bytes than the shape needs", false;
  out.type = *type;
  out.shape = shape;
  out.bytes.assign(payload, payload + count * es);
  if (!fortran && shape.size() > 1) {
    // C order: the last index is contiguous; copy into column-major order.
    note = "'" + path + "' is in C order; converted to column-major (fortran_order)";
    std::vector<char> col(out.bytes.size());
    std::vector<int64_t> idx(shape.size(), 0);
    for (size_t lin = 0; lin < count; ++lin) {
      size_t c = 0, stride = 1;
      for (size_t d = shape.size(); d-- > 0;)
        c += size_t(idx[d]) * stride, stride *= size_t(shape[d]);
      size_t f = 0;
      stride = 1;
      for (size_t d = 0; d < shape.size(); ++d)
        f += size_t(idx[d]) * stride, stride *= size_t(shape[d]);
      std::memcpy(col.data() + f * es, out.bytes.data() + c * es, es);
      for (size_t d = 0; d < shape.size() && ++idx[d] == shape[d]; ++d) idx[d] = 0;
    }
    out.bytes.swap(col);
  }
  return true;
}

bool writeNpy(const std::string& path, const HostArray& a) {
  std::string shape = "(";
  for (int64_t d : a.shape) shape += std::to_string(d) + ",";
  if (a.shape.size() > 1) shape.pop_back();
  shape += ")";
  std::string h = std::string("{'descr': '") + descrOf(a.type) +
                  "', 'fortran_order': True, 'shape': " + shape + ", }";
  while ((10 + h.size() + 1) % 64) h += ' ';
  h += '\n';
  std::string head = "\x93NUMPY\x01";
  head += '\0';
  head += char(h.size() & 0xff);
  head += char(h.size() >> 8);
  std::ofstream f(path, std::ios::binary);
  f << head << h;
  f.write(a.bytes.data(), std::streamsize(a.bytes.size()));
  return bool(f);
}

/// `random:4x?` style shapes are not allowed: every mode is a number.
bool randomArray(std::string_view spec, runtime::ScalarType t, HostArray& out, uint64_t& seed) {
  out.type = t;
  out.shape.clear();
  for (size_t p = 0; p <= spec.size();) {
    size_t x = spec.find('x', p);
    if (x == std::string_view::npos) x = spec.size();
    std::string part(spec.substr(p, x - p));
    if (part.empty() || part.find_first_not_of("0123456789") != std::string::npos) return false;
    out.shape.push_back(std::stoll(part));
    p = x + 1;
  }
  size_t count = 1;
  for (int64_t d : out.shape) count *= size_t(d);
  size_t es = runtime::sizeOf(t);
  out.bytes.assign(count * es, 0);
  for (size_t i = 0; i < count; ++i) {
    seed = seed * 6364136223846793005ull + 1442695040888963407ull; // fixed-seed LCG
    double u = double(seed >> 11) / double(1ull << 53);            // [0, 1)
    char* dst = out.bytes.data() + i * es;
    auto put = [&](auto v) { std::memcpy(dst, &v, sizeof v); };
    using runtime::ScalarType;
    switch (t) {
    case ScalarType::I8:
      put(int8_t(u * 200 - 100));
      break;
    case ScalarType::I16:
      put(int16_t(u * 2000 - 1000));
      break;
    case ScalarType::I32:
      put(int32_t(u * 2000 - 1000));
      break;
    case ScalarType::I64:
    case ScalarType::Index:
      put(int64_t(u * 2000 - 1000));
      break;
    case ScalarType::F32:
      put(float(u * 2 - 1));
      break;
    case ScalarType::F64:
      put(u * 2 - 1);
      break;
    case ScalarType::C32:
      put(std::array<float, 2>{float(u * 2 - 1), float(u)});
      break;
    case ScalarType::C64:
      put(std::array<double, 2>{u * 2 - 1, u});
      break;
    default:
      return false; // f16 / bf16: no host arithmetic here
    }
  }
  return true;
}

bool parseScalar(std::string_view text, runtime::ScalarType t, runtime::ScalarValue& out) {
  using runtime::ScalarType;
  try {
    std::string s(text);
    switch (t) {
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

int runMode(int argc, char** argv) {
  std::string input, kernelName, target = "pocl";
  std::vector<std::pair<std::string, std::string>> argSpecs, outs;
  std::array<size_t, 3> groups{1, 1, 1};
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
    else if (a == "--groups") {
      std::string g = next();
      size_t p = 0;
      for (int d = 0; d < 3 && p <= g.size(); ++d) {
        size_t c = g.find(',', p);
        groups[size_t(d)] = size_t(std::atoll(g.substr(p, c - p).c_str()));
        if (c == std::string::npos) break;
        p = c + 1;
      }
    } else if (a.size() > 1 && a[0] == '-')
      return usageError("run: unknown option '" + std::string(a) + "'");
    else
      input = std::string(a);
  }
  if (input.empty()) return usageError("run: no input file");
  std::optional<tensor::Target> tgt = tensor::findTarget(target);
  if (!tgt) return usageError("run: unknown target '" + target + "'");
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
  if (!func) return usageError("run: no kernel '" + kernelName + "' in " + input);
  kernelName = std::string(func->attr("sym_name").cast<StringAttr>().value());
  struct Param {
    std::string name;
    runtime::ParamType type;
  };
  std::vector<Param> params;
  for (Value* arg : func->region(0).front()->arguments()) {
    auto t = runtime::parseParamType(tensor::typeToString(arg->type()));
    if (!t)
      return usageError("run: parameter '%" + std::string(arg->name()) + "': " + t.error().str());
    params.push_back({std::string(arg->name()), *t});
  }
  tensor::PipelineOptions po;
  po.target = &*tgt;
  DiagnosticList diags;
  tensor::PipelineResult result;
  std::vector<uint32_t> words;
  if (!tensor::runPipeline(*prog.module, po, diags, result) ||
      !tensor::writeSpirv(result.spirvModule, words, diags)) {
    for (const Diagnostic& d : diags.items()) std::fprintf(stderr, "%s\n", d.str().c_str());
    return 1;
  }
  using namespace spvkit::runtime;
  Result<Device> dev = Device::open();
  if (!dev) {
    std::fprintf(stderr, "tensor-lang-cc: error: no OpenCL device: %s\n",
                 dev.error().str().c_str());
    return 1;
  }
  try {
    Program p = dev->buildProgram(words).value();
    Kernel k = p.kernel(kernelName).value();
    std::vector<Arg> args;
    std::vector<Buffer> buffers(params.size());
    std::vector<HostArray> arrays(params.size());
    uint64_t seed = 42;
    for (size_t i = 0; i < params.size(); ++i) {
      const Param& prm = params[i];
      std::string value;
      for (auto& [n, v] : argSpecs)
        if (n == prm.name) value = v;
      if (value.empty()) return usageError("run: missing --arg " + prm.name + "=...");
      if (auto* st = std::get_if<ScalarType>(&prm.type)) {
        ScalarValue sv;
        if (!parseScalar(value, *st, sv)) return usageError("run: bad value for " + prm.name);
        args.emplace_back(sv);
        continue;
      }
      auto* mt = std::get_if<MemRefType>(&prm.type);
      if (!mt) return usageError("run: group arguments are not supported by the run mode yet");
      HostArray& a = arrays[i];
      std::string error, note;
      if (value.starts_with("random:")) {
        if (!randomArray(std::string_view(value).substr(7), mt->element, a, seed))
          return usageError("run: bad random shape '" + value + "' for " + prm.name);
      } else if (!readNpy(value, a, error, note)) {
        return usageError("run: " + error);
      }
      if (!note.empty()) std::fprintf(stderr, "tensor-lang-cc: note: %s\n", note.c_str());
      if (a.type != mt->element && !(a.type == ScalarType::I64 && mt->element == ScalarType::Index))
        return usageError("run: " + prm.name + " is " + std::string(name(mt->element)) +
                          ", the array holds " + std::string(name(a.type)));
      if (a.shape.size() != mt->shape.size())
        return usageError("run: " + prm.name + " has order " + std::to_string(mt->shape.size()) +
                          ", the array " + std::to_string(a.shape.size()));
      buffers[i] = dev->createBuffer(std::span<const char>(a.bytes)).value();
      args.push_back(memref(*mt, buffers[i], a.shape));
    }
    k.setArgs(args).value();
    std::vector<uint64_t> ns;
    for (int r = 0; r < repeat; ++r) {
      Event e = dev->launch(k, {groups[0], groups[1], groups[2]}).value();
      e.wait().value();
      ns.push_back(e.durationNs().value());
    }
    std::sort(ns.begin(), ns.end());
    std::printf(
        "kernel %s: %zu x %zu x %zu work-groups, time min %.3f us, median %.3f us (%d run%s)\n",
        kernelName.c_str(), groups[0], groups[1], groups[2], double(ns.front()) / 1e3,
        double(ns[ns.size() / 2]) / 1e3, repeat, repeat == 1 ? "" : "s");
    for (auto& [n, path] : outs) {
      size_t i = 0;
      while (i < params.size() && params[i].name != n) ++i;
      if (i == params.size() || !std::holds_alternative<MemRefType>(params[i].type))
        return usageError("run: --out " + n + ": not a memref parameter");
      dev->read(buffers[i], arrays[i].bytes.data(), arrays[i].bytes.size()).value();
      if (!writeNpy(path, arrays[i])) return usageError("run: cannot write '" + path + "'");
      std::printf("wrote %s to %s\n", n.c_str(), path.c_str());
    }
  } catch (const BadResultAccess& e) {
    std::fprintf(stderr, "tensor-lang-cc: error: %s\n", e.what());
    return 1;
  }
  return 0;
}

#endif // SPVKIT_HAVE_RUNTIME

} // namespace

int main(int argc, char** argv) {
  if (argc > 1 && std::string_view(argv[1]) == "run") {
#ifdef SPVKIT_HAVE_RUNTIME
    return runMode(argc, argv);
#else
    return usageError("run: this tensor-lang-cc was built without the OpenCL runtime");
#endif
  }
  Options o;
  bool sawInput = false;
  for (int i = 1; i < argc; ++i) {
    std::string_view a = argv[i];
    auto value = [&](std::string_view prefix) { return std::string(a.substr(prefix.size())); };
    if (a == "--help" || a == "-h") {
      std::fputs(kUsage, stdout);
      return 0;
    } else if (a == "--version") {
      std::printf("tensor-lang-cc (spvkit) %s\n", SPVKIT_VERSION);
      return 0;
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
    } else if (a == "--print-pipeline") {
      o.printPipeline = true;
    } else if (a == "--time-passes") {
      o.timePasses = true;
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
  if (!target) {
    std::string list;
    for (const auto& [name, what] : tensor::targetList())
      list += "  " + name + std::string(name.size() < 15 ? 15 - name.size() : 1, ' ') + what + "\n";
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

  Context ctx;
  frontend::SourceManager sm;
  frontend::ParsedProgram prog = o.input == "-" ? frontend::parseStream(ctx, sm, std::cin)
                                                : frontend::parseFile(ctx, sm, o.input);
  std::fputs(frontend::renderDiagnostics(sm, prog.diagnostics).c_str(), stderr);
  if (!prog.ok()) return 1;

  if (o.emit == Emit::Tensor) {
    std::string text = frontend::printProgram(*prog.module);
    if (!writeFile(o.output.empty() ? "-" : o.output, text.data(), text.size(), false)) {
      std::fprintf(stderr, "tensor-lang-cc: error: cannot write '%s'\n", o.output.c_str());
      return 1;
    }
    return 0;
  }

  auto report = [&](const DiagnosticList& diags) {
    std::vector<frontend::Diagnostic> out;
    std::string unlocated;
    for (const Diagnostic& d : diags.items()) {
      frontend::Diagnostic fd = toFrontend(sm, prog.file, d);
      if (fd.loc.isValid())
        out.push_back(std::move(fd));
      else
        unlocated += std::string("tensor-lang-cc: ") +
                     (d.severity == Diagnostic::Severity::Error ? "error: " : "note: ") +
                     d.message + "\n";
    }
    std::fputs(frontend::renderDiagnostics(sm, out).c_str(), stderr);
    std::fputs(unlocated.c_str(), stderr);
  };

  tensor::PipelineOptions po;
  po.target = &*target;
  po.optLevel = o.opt;
  po.verifyEach = o.verify;
  po.printAfter = o.printAfter;
  po.timePasses = o.timePasses;
  po.printSink = [](std::string_view pass, const std::string& ir) {
    std::fprintf(stderr, "// -----// IR dump after %.*s //----- //\n%s\n", int(pass.size()),
                 pass.data(), ir.c_str());
  };
  DiagnosticList diags;
  tensor::PipelineResult result;
  bool ok = tensor::runPipeline(*prog.module, po, diags, result);
  if (o.timePasses) std::fputs(result.timing.c_str(), stderr);
  if (!ok) {
    report(diags);
    return 1;
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
  if (!tensor::writeSpirv(result.spirvModule, words, diags)) {
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
  return 0;
}
