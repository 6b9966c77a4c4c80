// spvkit-opt: reads IR text or a SPIR-V binary, optionally runs passes, and
// writes IR text or a SPIR-V binary.
//
//   spvkit-opt in.mlir -S                 print the IR (custom form)
//   spvkit-opt in.mlir -o out.spv         write a binary
//   spvkit-opt in.spv -S -o out.mlir      read a binary, write text
//
// Input is a binary when it starts with the SPIR-V magic number. Errors go to
// stderr as `file:line:col: error: message` and the exit code is 1.
#include "codegen/BinaryFormat.h"
#include "codegen/Reader.h"
#include "codegen/Writer.h"
#include "ir/AsmParser.h"
#include "ir/AsmPrinter.h"
#include "ir/Module.h"
#include "ir/Verifier.h"
#include "ir/spirv/Dialect.h"
#include "ir/spirv/Verify.h"
#include "ir/tensor/Ops.h"
#include "tools/CommandLine.h"

#include <sys/stat.h>

#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
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
  --pass=<a,b,...>   run these passes in order
  --no-verify        do not run the verifier on the input
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

// The input in a buffer of words: a binary is read in place (one copy of the
// file in memory, already aligned for the reader), text is viewed as the
// characters of the same buffer.
struct InputFile {
  std::vector<uint32_t> words;
  size_t bytes = 0;
  std::string_view text() const { return {reinterpret_cast<const char*>(words.data()), bytes}; }
};

bool readFile(const std::string& path, InputFile& out) {
  if (path == "-") {
    std::string data(std::istreambuf_iterator<char>(std::cin), {});
    out.bytes = data.size();
    out.words.resize((out.bytes + 3) / 4);
    if (out.bytes) std::memcpy(out.words.data(), data.data(), out.bytes);
    return true;
  }
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) return false;
  size_t capacity = 1 << 16;
  struct stat st;
  if (::fstat(::fileno(f), &st) == 0 && st.st_size > 0) capacity = size_t(st.st_size) + 1;
  for (;;) {
    out.words.resize((capacity + 3) / 4);
    auto* dst = reinterpret_cast<char*>(out.words.data());
    out.bytes += std::fread(dst + out.bytes, 1, capacity - out.bytes, f);
    if (out.bytes < capacity) break; // end of file (or an error, checked below)
    capacity *= 2;
  }
  bool ok = !std::ferror(f);
  std::fclose(f);
  out.words.resize((out.bytes + 3) / 4);
  return ok;
}

} // namespace

int main(int argc, char** argv) {
  std::string input, output, passes;
  bool text = false, generic = false, noNames = false, havePasses = false, verifyInput = true;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (auto status = tools::answerStandardOption(a, "spvkit-opt", kUsage)) {
      return *status;
    } else if (a == "-S") {
      text = true;
    } else if (a == "-o") {
      if (++i == argc) return error("spvkit-opt", "-o needs a file name");
      output = argv[i];
    } else if (a.rfind("-o", 0) == 0 && a.size() > 2 && a[2] != '-') {
      output = a.substr(2);
    } else if (a == "--generic") {
      generic = true;
    } else if (a == "--no-names") {
      noNames = true;
    } else if (a == "--no-verify") {
      verifyInput = false;
    } else if (a.rfind("--pass=", 0) == 0) {
      passes = a.substr(7);
      havePasses = true;
    } else if (a == "-" || a[0] != '-') {
      if (!input.empty()) return error("spvkit-opt", "more than one input file given");
      input = a;
    } else {
      return tools::unknownOption("spvkit-opt", a);
    }
  }
  if (input.empty()) return error("spvkit-opt", "no input file (see --help)");

  InputFile data;
  if (!readFile(input, data))
    return error(input, "cannot read file: " + std::string(std::strerror(errno)));

  Context ctx;
  spirv::registerDialect(ctx);
  // Tensor-dialect IR text (generic form) is read and verified too.
  tensor::registerDialect(ctx);
  Module module(ctx);
  DiagnosticList diags;
  std::string_view fileName = ctx.intern(input == "-" ? "<stdin>" : input);
  if (data.bytes >= 4 && spirv::binary::isMagic(data.words[0])) {
    ReadOptions ro;
    ro.fileName = fileName;
    bool read =
        data.bytes % 4 == 0
            ? readBinary(module, std::span<const uint32_t>(data.words), diags, ro)
            : readBinaryBytes(module,
                              std::span<const uint8_t>(
                                  reinterpret_cast<const uint8_t*>(data.words.data()), data.bytes),
                              diags, ro);
    if (!read) return report(diags) | 1;
    // The IR holds copies of everything it needs from the binary (names and
    // strings are interned): free the input before the output is built.
    std::vector<uint32_t>().swap(data.words);
  } else if (!AsmParser::parse(module, data.text(), fileName, diags)) {
    return report(diags) | 1;
  }

  spirv::registerVerifiers();
  if (verifyInput && !verify(module, diags)) return report(diags) | 1;

  if (havePasses) {
    // No pass manager exists yet, so every named pass is unknown.
    std::string name = passes.substr(0, passes.find(','));
    return error("spvkit-opt", "unknown pass '" + name + "' (available passes: none)");
  }

  if (text || output.empty()) {
    PrintOptions po;
    po.generic = generic;
    std::string out = AsmPrinter::print(module, po);
    if (output.empty() || output == "-") {
      std::cout << out;
      return std::cout.good() ? 0 : 1;
    }
    std::ofstream f(output, std::ios::binary);
    if (!(f << out)) return error(output, "cannot write file");
    return 0;
  }

  Operation* spirvModule = module.firstTopLevel(spirv::opcodeOf(spirv::DialectOp::Module));
  if (!spirvModule) return error(input, "no spirv.module to write as a binary");
  spirv::WriterOptions wo;
  wo.emitValueNames = wo.emitSymbolNames = !noNames;
  auto words = spirv::writeBinary(spirvModule, wo, diags);
  if (!words) return report(diags) | 1;
  std::ofstream f(output, std::ios::binary);
  f.write(reinterpret_cast<const char*>(words->data()), std::streamsize(words->size() * 4));
  if (!f) return error(output, "cannot write file");
  return 0;
}
