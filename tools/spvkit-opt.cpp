// spvkit-opt: reads IR text or a SPIR-V binary, optionally runs passes, and
// writes IR text or a SPIR-V binary.
//
//   spvkit-opt in.mlir -S                 print the IR (custom form)
//   spvkit-opt in.mlir -o out.spv         write a binary
//   spvkit-opt in.spv -S -o out.mlir      read a binary, write text
//
//   spvkit-opt tests.mlir --split-input-file --verify-diagnostics
//                                         check `expected-error` directives
//
// Input is a binary when it starts with the SPIR-V magic number. Errors go to
// stderr as `file:line:col: error: message` and the exit code is 1.
#include "codegen/BinaryFormat.h"
#include "codegen/Reader.h"
#include "codegen/Writer.h"
#include "ir/AsmParser.h"
#include "ir/AsmPrinter.h"
#include "ir/DiagnosticVerifier.h"
#include "ir/Module.h"
#include "ir/SplitInput.h"
#include "ir/Verifier.h"
#include "ir/builtin/Dialect.h"
#include "ir/spirv/Dialect.h"
#include "ir/spirv/Verify.h"
#include "ir/tensor/Ops.h"
#include "passes/Passes.h"
#include "passes/tensor/Pipeline.h"
#include "tools/CommandLine.h"
#include "tools/LargeHeap.h"

#include <sys/mman.h>
#include <sys/stat.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <malloc.h>
#include <optional>
#include <string>
#include <vector>

using namespace spvkit;

namespace {

const char* kUsage = R"(usage: spvkit-opt [options] <input>

Reads a module as IR text or as a SPIR-V binary (detected by its magic
number; `-` reads stdin) and writes it back as IR text or as a binary.

options:
  -S                 write IR text (to stdout, or to the -o file)
  -o <file>          output file; without -S a SPIR-V binary is written
  --generic          print ops in the generic form ("spirv.IAdd"(...) : ...)
  --no-names         binary output: no OpName (neither symbols nor values)
  --pass=<a,b,...>   run these passes in order (also --pass-pipeline=): the
                     SPIR-V passes (canonicalize, cse, dce) and the tensor
                     pipeline's (insert-barriers, choose-work-group-size,
                     lower-linalg, lower-foreach, tensor-canonicalize,
                     convert-tensor-to-spirv, spirv-requirements); the
                     verifier runs between them
  --target=<name>    the target of the tensor passes (default: auto)
  --no-verify        do not run the verifier on the input
  --split-input-file treat each `// -----` separated part of a text input as
                     its own input; outputs are separated by `// -----`
  --verify-diagnostics
                     compare the diagnostics with the input's
                     `// expected-error@+1 {{...}}` directives (as mlir-opt);
                     exit status 1 on any unexpected or missing diagnostic
  --help             show this help
  --version          show the version

Without -S and -o, the IR text is printed to stdout.
)";

int error(const std::string& where, const std::string& message) {
  std::cerr << where << ": error: " << message << "\n";
  return 1;
}

int report(const DiagnosticList& diags) {
  for (const Diagnostic& d : diags.items()) std::cerr << d.str() << "\n";
  return diags.hasErrors() ? 1 : 0;
}

// The input as words: a regular file is mapped (its pages come from the page
// cache, nothing is copied, and unmapping gives them back), anything else is
// read into a buffer. A binary is read in place (a mapping is page-aligned,
// the buffer word-aligned), text is viewed as the characters of the same
// memory.
struct InputFile {
  std::vector<uint32_t> buffer;
  const uint32_t* mapped = nullptr;
  size_t bytes = 0;
  InputFile() = default;
  InputFile(const InputFile&) = delete;
  InputFile& operator=(const InputFile&) = delete;
  ~InputFile() { release(); }
  const uint32_t* data() const { return mapped ? mapped : buffer.data(); }
  std::span<const uint32_t> words() const { return {data(), (bytes + 3) / 4}; }
  std::string_view text() const { return {reinterpret_cast<const char*>(data()), bytes}; }
  /// Gives the memory back (the IR holds copies of what it needs).
  void release() {
    if (mapped) ::munmap(const_cast<uint32_t*>(mapped), bytes);
    mapped = nullptr;
    std::vector<uint32_t>().swap(buffer);
    bytes = 0;
  }
};

/// Maps a SPIR-V binary in a regular file (text is read into a buffer, which
/// ends with a NUL after the characters where the size allows; a binary's
/// size is a multiple of 4, or its words() would reach past the mapping).
bool mapBinary(int fd, InputFile& out) {
  struct stat st;
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size <= 0 || st.st_size % 4)
    return false;
  void* p = ::mmap(nullptr, size_t(st.st_size), PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
  if (p == MAP_FAILED) return false;
  if (!spirv::binary::isMagic(*static_cast<const uint32_t*>(p))) {
    ::munmap(p, size_t(st.st_size));
    return false;
  }
  out.mapped = static_cast<const uint32_t*>(p);
  out.bytes = size_t(st.st_size);
  return true;
}

bool readFile(const std::string& path, InputFile& out) {
  if (path == "-") {
    std::string data(std::istreambuf_iterator<char>(std::cin), {});
    out.bytes = data.size();
    out.buffer.resize((out.bytes + 3) / 4);
    if (out.bytes) std::memcpy(out.buffer.data(), data.data(), out.bytes);
    return true;
  }
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) return false;
  if (mapBinary(::fileno(f), out)) {
    std::fclose(f);
    return true;
  }
  size_t capacity = 1 << 16;
  struct stat st;
  if (::fstat(::fileno(f), &st) == 0 && st.st_size > 0) capacity = size_t(st.st_size) + 1;
  for (;;) {
    out.buffer.resize((capacity + 3) / 4);
    auto* dst = reinterpret_cast<char*>(out.buffer.data());
    out.bytes += std::fread(dst + out.bytes, 1, capacity - out.bytes, f);
    if (out.bytes < capacity) break; // end of file (or an error, checked below)
    capacity *= 2;
  }
  bool ok = !std::ferror(f);
  std::fclose(f);
  out.buffer.resize((out.bytes + 3) / 4);
  return ok;
}

/// The first spirv.module at the top level or directly in a builtin `module`
/// (MLIR's files wrap it in one).
Operation* findSpirvModule(Module& module) {
  const uint32_t spirvModule = spirv::opcodeOf(spirv::DialectOp::Module);
  for (Operation* op : *module.body()) {
    if (op->opcode() == spirvModule) return op;
    if (builtin::isa(op, builtin::BuiltinOp::Module) && !op->region(0).empty())
      for (Operation* inner : *op->region(0).front())
        if (inner->opcode() == spirvModule) return inner;
  }
  return nullptr;
}

/// What the command line asked for.
struct Options {
  std::string input, output, passes, target = std::string(tensor::kDefaultTarget);
  bool text = false, generic = false, noNames = false, havePasses = false, verifyInput = true;
  bool splitInputFile = false, verifyDiagnostics = false;
};

/// Runs the passes named in `opt.passes` (SPIR-V and tensor passes by their
/// registered names) on `module`, verifying between them unless
/// --no-verify; a failing pass is named next to its first error.
bool runPasses(Module& module, const Options& opt, const tensor::Target& target,
               DiagnosticList& diags) {
  PassRegistry registry;
  addBuiltinPasses(registry);
  tensor::addTensorPasses(registry, target);
  PassManagerOptions pmo;
  pmo.verifier = [](Module& m, DiagnosticList& d) { return verify(m, d); };
  pmo.verifyEach = opt.verifyInput;
  PassManager pm(pmo);
  for (size_t pos = 0; pos <= opt.passes.size();) {
    size_t end = std::min(opt.passes.find(',', pos), opt.passes.size());
    std::string name = opt.passes.substr(pos, end - pos);
    pos = end + 1;
    if (name.empty()) continue;
    std::unique_ptr<Pass> pass = registry.create(name);
    if (!pass) {
      std::string known;
      for (const auto& e : registry.entries()) known += (known.empty() ? "" : ", ") + e.name;
      diags.error({}, "unknown pass '" + name + "' (available passes: " + known + ")");
      return false;
    }
    pm.add(std::move(pass));
  }
  return pm.run(module, diags);
}

/// Reads one text input (a whole file or one chunk of a split file) into
/// `module` and verifies it; the diagnostics go to `diags`.
bool readText(Module& module, std::string_view text, std::string_view name, const Options& opt,
              DiagnosticList& diags) {
  if (!AsmParser::parse(module, text, name, diags)) return false;
  // Every error of the verifier is kept (mlir-opt stops at the first op
  // that fails): tests put one broken op in each split, or expect them all.
  return !opt.verifyInput || verify(module, diags);
}

/// Every dialect spvkit-opt reads: SPIR-V, tensor-dialect IR text (generic
/// form, verified too), and MLIR's hosting ops (module, func.func).
void registerDialects(Context& ctx) {
  spirv::registerDialect(ctx);
  tensor::registerDialect(ctx);
  builtin::registerDialect(ctx);
  spirv::registerVerifiers();
}

/// Parses, verifies and prints one text input; with --verify-diagnostics the
/// diagnostics are compared with the input's `expected-*` directives instead
/// of being printed. Returns the exit status of this input.
int processText(std::string_view text, std::string_view name, const Options& opt,
                std::string& out) {
  Context ctx;
  registerDialects(ctx);
  Module module(ctx);
  DiagnosticList diags;
  bool ok = readText(module, text, name, opt, diags);
  if (opt.verifyDiagnostics) {
    DiagnosticVerifier verifier(text, ctx.intern(name));
    verifier.process(diags);
    DiagnosticList mismatches = verifier.finish();
    for (const Diagnostic& d : mismatches.items()) std::cerr << verifier.render(d);
    if (ok) out += AsmPrinter::print(module, PrintOptions{opt.generic, false});
    return mismatches.empty() ? 0 : 1;
  }
  int status = report(diags);
  if (!ok) return 1;
  out += AsmPrinter::print(module, PrintOptions{opt.generic, false});
  return status;
}

int writeTextOutput(const std::string& text, const Options& opt) {
  if (opt.output.empty() || opt.output == "-") {
    std::cout << text;
    return std::cout.good() ? 0 : 1;
  }
  std::ofstream f(opt.output, std::ios::binary);
  if (!(f << text)) return error(opt.output, "cannot write file");
  return 0;
}

/// --split-input-file / --verify-diagnostics: text in, text out, each chunk
/// on its own (as mlir-opt; a chunk that fails prints nothing).
int runTextMode(std::string_view text, const std::string& fileName, const Options& opt) {
  std::string out;
  int status = 0;
  if (!opt.splitInputFile) {
    status = processText(text, fileName, opt, out);
  } else {
    DiagnosticList warnings;
    std::vector<InputChunk> chunks = splitInput(text, fileName, warnings);
    for (const Diagnostic& d : warnings.items()) std::cerr << d.str() << "\n";
    for (size_t i = 0; i < chunks.size(); ++i) {
      if (i) out += kSplitOutputMarker;
      status |= processText(chunks[i].text, chunks[i].name, opt, out);
    }
  }
  return status | writeTextOutput(out, opt);
}

} // namespace

int main(int argc, char** argv) {
#ifdef M_MMAP_THRESHOLD
  // glibc raises its mmap threshold to the size of each mmapped block that is
  // freed: after the 20 MB input of a large module is freed, the writer's
  // doubling section buffers come from the heap, and the holes they leave
  // stay resident (13 MB of peak RSS on the 20 MB module of issue 18). A fixed
  // threshold keeps every large buffer mmapped and returned when freed.
  mallopt(M_MMAP_THRESHOLD, 128 * 1024);
#endif
  Options opt;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (auto status = tools::answerStandardOption(a, "spvkit-opt", kUsage)) {
      return *status;
    } else if (a == "-S") {
      opt.text = true;
    } else if (a == "-o") {
      if (++i == argc) return error("spvkit-opt", "-o needs a file name");
      opt.output = argv[i];
    } else if (a.rfind("-o", 0) == 0 && a.size() > 2 && a[2] != '-') {
      opt.output = a.substr(2);
    } else if (a == "--generic") {
      opt.generic = true;
    } else if (a == "--no-names") {
      opt.noNames = true;
    } else if (a == "--no-verify") {
      opt.verifyInput = false;
    } else if (a == "--split-input-file") {
      opt.splitInputFile = true;
    } else if (a == "--verify-diagnostics") {
      opt.verifyDiagnostics = true;
    } else if (a.rfind("--pass=", 0) == 0 || a.rfind("--pass-pipeline=", 0) == 0) {
      opt.passes = a.substr(a.find('=') + 1);
      opt.havePasses = true;
    } else if (a.rfind("--target=", 0) == 0) {
      opt.target = a.substr(9);
    } else if (a == "-" || a[0] != '-') {
      if (!opt.input.empty()) return error("spvkit-opt", "more than one input file given");
      opt.input = a;
    } else {
      return tools::unknownOption("spvkit-opt", a);
    }
  }
  if (opt.input.empty()) return error("spvkit-opt", "no input file (see --help)");
  std::optional<tensor::Target> target = tensor::findTarget(opt.target);
  if (!target)
    return error("spvkit-opt", "unknown target '" + opt.target + "'; targets:\n" +
                                   tensor::formatTargetList("  "));

  // A large input: the run's memory in huge pages (tools/LargeHeap.h).
  if (struct stat st; opt.input != "-" && ::stat(opt.input.c_str(), &st) == 0)
    tools::prepareHeapFor(size_t(st.st_size));
  InputFile data;
  if (!readFile(opt.input, data))
    return error(opt.input, "cannot read file: " + std::string(std::strerror(errno)));
  std::string fileName = opt.input == "-" ? "<stdin>" : opt.input;
  bool binaryInput = data.bytes >= 4 && spirv::binary::isMagic(data.words()[0]);

  if (opt.splitInputFile || opt.verifyDiagnostics) {
    if (opt.havePasses)
      return error("spvkit-opt", "--pass does not combine with --split-input-file and "
                                 "--verify-diagnostics");
    if (binaryInput)
      return error(fileName, "--split-input-file and --verify-diagnostics read IR text only");
    if (!opt.output.empty() && !opt.text)
      return error("spvkit-opt",
                   "--split-input-file and --verify-diagnostics write IR text only (use -S)");
    return runTextMode(data.text(), fileName, opt);
  }

  Context ctx;
  registerDialects(ctx);
  Module module(ctx);
  DiagnosticList diags;
  std::string_view internedName = ctx.intern(fileName);
  if (binaryInput) {
    ReadOptions ro;
    ro.fileName = internedName;
    // The input is dropped after reading (below): its pages may go as the
    // reader finishes the functions, before the IR is complete.
    ro.releaseConsumedInput = true;
    bool read =
        data.bytes % 4 == 0
            ? readBinary(module, data.words(), diags, ro)
            : readBinaryBytes(module,
                              std::span<const uint8_t>(
                                  reinterpret_cast<const uint8_t*>(data.data()), data.bytes),
                              diags, ro);
    if (!read) return report(diags) | 1;
    // The IR holds copies of everything it needs from the binary (names and
    // strings are interned): free the input before the output is built.
    data.release();
    if (opt.verifyInput && !verify(module, diags)) return report(diags) | 1;
  } else if (!readText(module, data.text(), internedName, opt, diags)) {
    return report(diags) | 1;
  }
  if (opt.havePasses && !runPasses(module, opt, *target, diags)) return report(diags) | 1;

  if (opt.text || opt.output.empty()) {
    PrintOptions po;
    po.generic = opt.generic;
    return writeTextOutput(AsmPrinter::print(module, po), opt);
  }

  Operation* spirvModule = findSpirvModule(module);
  if (!spirvModule) return error(opt.input, "no spirv.module to write as a binary");
  spirv::WriterOptions wo;
  wo.emitValueNames = wo.emitSymbolNames = !opt.noNames;
  auto words = spirv::writeBinary(spirvModule, wo, diags);
  if (!words) return report(diags) | 1;
  std::ofstream f(opt.output, std::ios::binary);
  f.write(reinterpret_cast<const char*>(words->data()), std::streamsize(words->size() * 4));
  if (!f) return error(opt.output, "cannot write file");
  return 0;
}
