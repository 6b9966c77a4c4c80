// Writes every module of an IR text corpus to a SPIR-V binary and checks the
// binaries with real consumers: spirv-val (target environment from the
// module's version and capabilities) and mlir-translate-19 --deserialize-spirv.
// Each module is also written twice and from a second parse, which must give
// byte-identical output.
//
//   writer_corpus --out DIR [--spirv-val P] [--mlir-translate P] [--strict]
//                 [--add-linkage] <file.mlir | dir>...
//
// Files are split at `// -----` lines; a piece that does not parse (e.g. it
// uses syntax the parser does not have yet, or is a fragment) is skipped and
// counted, and so is a module the verifier rejects (it is not a valid module).
// A piece marked `writer-test: target-env ENV` (vulkan1.1 ...) is validated
// under ENV instead of the environment its version and capabilities suggest.
// --add-linkage gives a module without an entry point the Linkage capability:
// the seed examples are lone functions, and spirv-val accepts a module
// without OpEntryPoint only with Linkage. With --strict, any module that fails to write, fails
// spirv-val or (unless marked `writer-test: no-mlir`) is rejected by MLIR fails the test.
#include "codegen/Writer.h"
#include "ir/AsmParser.h"
#include "ir/Module.h"
#include "ir/Verifier.h"
#include "ir/spirv/Dialect.h"
#include "ir/spirv/Verify.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <vector>

using namespace spvkit;
namespace fs = std::filesystem;

namespace {

struct Piece {
  std::string name, text;
  bool noMlir;
  std::string targetEnv; // `writer-test: target-env ENV`, else from the module
};

/// The word after `writer-test: target-env` in `text`, or empty.
std::string targetEnvMarker(const std::string& text) {
  const std::string key = "writer-test: target-env ";
  size_t at = text.find(key);
  if (at == std::string::npos) return {};
  at += key.size();
  size_t end = text.find_first_of(" \n", at);
  return text.substr(at, end == std::string::npos ? std::string::npos : end - at);
}

std::string readText(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

void split(const fs::path& file, std::vector<Piece>& out) {
  std::string text = readText(file);
  std::vector<std::string> pieces(1);
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("// -----", 0) == 0) {
      pieces.emplace_back();
      continue;
    }
    pieces.back() += line + "\n";
  }
  for (size_t i = 0; i < pieces.size(); ++i) {
    if (pieces[i].find("spirv.module") == std::string::npos) continue;
    std::string name = file.parent_path().filename().string() + "_" + file.stem().string();
    if (pieces.size() > 1) name += "_" + std::to_string(i + 1);
    out.push_back({name, pieces[i], pieces[i].find("writer-test: no-mlir") != std::string::npos,
                   targetEnvMarker(pieces[i])});
  }
}

bool gAddLinkage = false;

/// Adds the Linkage capability to a module without entry point.
void addLinkage(Operation* m) {
  auto vce = m->attr("vce_triple").dyn_cast<spirv::VceAttr>();
  if (!vce) return;
  for (Operation* op : *m->region(0).front())
    if (op->opcode() == spirv::opcodeOf(spirv::DialectOp::EntryPoint)) return;
  auto caps = vce.capabilities();
  for (auto c : caps)
    if (c == spirv::Capability::Linkage) return;
  caps.insert(caps.begin(), spirv::Capability::Linkage);
  m->setAttr("vce_triple",
             spirv::VceAttr::get(m->context(), vce.version(), caps, vce.extensions()));
}

enum class Parse { Ok, Fails, Invalid };

/// Parses `text` and writes its spirv.module; empty on failure (`why` says).
std::vector<uint32_t> writeText(const std::string& text, const std::string& name, Parse& parsed,
                                std::string& why) {
  Context ctx;
  spirv::registerDialect(ctx);
  Module module(ctx);
  DiagnosticList diags;
  bool ok = AsmParser::parse(module, text, name, diags);
  Operation* m = ok ? module.firstTopLevel(spirv::opcodeOf(spirv::DialectOp::Module)) : nullptr;
  parsed = m ? Parse::Ok : Parse::Fails;
  if (!m) return {};
  if (!verify(module, diags)) {
    parsed = Parse::Invalid;
    why = diags.str();
    return {};
  }
  if (gAddLinkage) addLinkage(m);
  spirv::Writer writer;
  std::vector<uint32_t> a, b;
  if (!writer.write(m, a, diags) || !writer.write(m, b, diags)) {
    why = diags.str();
    return {};
  }
  if (a != b) {
    why = "writing the same module twice gave different words";
    return {};
  }
  return a;
}

std::string targetEnv(const std::vector<uint32_t>& w) {
  uint32_t version = w[1];
  bool kernel = false;
  for (size_t i = 5; i < w.size() && (w[i] >> 16);) {
    if ((w[i] & 0xFFFF) == 17 /* OpCapability */ && i + 1 < w.size() && w[i + 1] == 6 /* Kernel */)
      kernel = true;
    i += w[i] >> 16;
  }
  unsigned minor = (version >> 8) & 0xFF;
  if (kernel && minor == 0) return "opencl2.0";
  if (kernel && minor <= 2) return "opencl2.2";
  return "spv1." + std::to_string(minor);
}

/// Runs `cmd`; on failure returns false and the first line of its output.
bool run(const std::string& cmd, const fs::path& log, std::string& firstLine) {
  // MLIR 19's deserializer crashes at random (by address layout) on some
  // modules it otherwise reads; a judge killed by a signal is asked again.
  int rc = 0;
  for (int attempt = 0; attempt < 3; ++attempt) {
    rc = std::system((cmd + " > '" + log.string() + "' 2>&1").c_str());
    bool crashed = WIFSIGNALED(rc) || (WIFEXITED(rc) && WEXITSTATUS(rc) >= 128);
    if (!crashed) break;
  }
  if (rc == 0) return true;
  std::ifstream in(log);
  std::getline(in, firstLine);
  return false;
}

} // namespace

int main(int argc, char** argv) {
  std::string spirvVal, mlirTranslate;
  fs::path outDir;
  bool strict = false;
  std::vector<fs::path> inputs;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--out" && i + 1 < argc)
      outDir = argv[++i];
    else if (a == "--spirv-val" && i + 1 < argc)
      spirvVal = argv[++i];
    else if (a == "--mlir-translate" && i + 1 < argc)
      mlirTranslate = argv[++i];
    else if (a == "--strict")
      strict = true;
    else if (a == "--add-linkage")
      gAddLinkage = true;
    else
      inputs.push_back(a);
  }
  if (outDir.empty() || inputs.empty()) {
    std::cerr << "usage: writer_corpus --out DIR [--spirv-val P] [--mlir-translate P] [--strict] "
                 "inputs...\n";
    return 2;
  }
  fs::create_directories(outDir);
  spirv::registerVerifiers();

  std::vector<Piece> pieces;
  for (const fs::path& in : inputs) {
    if (fs::is_directory(in)) {
      std::vector<fs::path> files;
      for (auto& e : fs::directory_iterator(in))
        if (e.path().extension() == ".mlir") files.push_back(e.path());
      std::sort(files.begin(), files.end());
      for (auto& f : files) split(f, pieces);
    } else if (fs::exists(in)) {
      split(in, pieces);
    } else {
      std::cout << "note: " << in.string() << " does not exist (skipped)\n";
    }
  }

  unsigned skipped = 0, written = 0, writeFailed = 0, valid = 0, mlirOk = 0, mlirTried = 0,
           mlirExpectedFail = 0, mlirUnexpected = 0, nondeterministic = 0, validCore = 0,
           rejected = 0;
  for (const Piece& p : pieces) {
    Parse parsed;
    std::string why;
    std::vector<uint32_t> words = writeText(p.text, p.name, parsed, why);
    if (parsed == Parse::Fails) {
      ++skipped;
      continue;
    }
    if (parsed == Parse::Invalid) {
      ++rejected;
      std::cout << "VERIFIER-REJECTED " << p.name << ": " << why.substr(0, why.find('\n')) << "\n";
      continue;
    }
    if (words.empty()) {
      ++writeFailed;
      std::cout << "WRITE-FAIL " << p.name << ": " << why.substr(0, why.find('\n')) << "\n";
      continue;
    }
    Parse parsed2;
    if (writeText(p.text, p.name, parsed2, why) != words) {
      ++nondeterministic;
      std::cout << "NONDETERMINISTIC " << p.name << "\n";
      continue;
    }
    ++written;
    fs::path spv = outDir / (p.name + ".spv");
    {
      std::ofstream o(spv, std::ios::binary);
      o.write(reinterpret_cast<const char*>(words.data()), std::streamsize(words.size() * 4));
    }
    std::string line;
    if (!spirvVal.empty()) {
      std::string env = p.targetEnv.empty() ? targetEnv(words) : p.targetEnv;
      auto validate = [&](const std::string& e) {
        return run("'" + spirvVal + "' --target-env " + e + " '" + spv.string() + "'",
                   outDir / (p.name + ".val.log"), line);
      };
      bool ok = validate(env);
      // A kernel declaring a capability outside the OpenCL 2.x full profile
      // (Float16, BitInstructions ...) is checked against core SPIR-V instead.
      if (!ok && env.starts_with("opencl") &&
          line.find("is not allowed by OpenCL") != std::string::npos) {
        env = "spv1." + std::to_string((words[1] >> 8) & 0xFF);
        ok = validate(env);
        if (ok) ++validCore;
      }
      if (ok)
        ++valid;
      else
        std::cout << "INVALID (" << env << ") " << p.name << ": " << line << "\n";
    }
    if (!mlirTranslate.empty()) {
      ++mlirTried;
      if (run("'" + mlirTranslate + "' --deserialize-spirv '" + spv.string() + "' -o /dev/null",
              outDir / (p.name + ".mlir.log"), line)) {
        ++mlirOk;
      } else if (p.noMlir) {
        ++mlirExpectedFail;
      } else {
        ++mlirUnexpected;
        std::cout << "MLIR-REJECTED " << p.name << ": " << line << "\n";
      }
    }
  }
  std::cout << pieces.size() << " modules, " << skipped << " do not parse (skipped), " << rejected
            << " rejected by the verifier (skipped), " << writeFailed << " failed to write\n";
  if (!spirvVal.empty())
    std::cout << written << " written, " << valid << " valid (spirv-val; " << validCore
              << " of them against core SPIR-V: capabilities outside the OpenCL profile)\n";
  else
    std::cout << written << " written\n";
  if (!mlirTranslate.empty())
    std::cout << mlirOk << " of " << mlirTried
              << " accepted by mlir-translate-19 --deserialize-spirv (" << mlirExpectedFail
              << " expected failures: MLIR 19 lacks the feature)\n";
  bool ok = (writeFailed == 0 && rejected == 0) || !strict;
  if (strict && !spirvVal.empty() && valid != written) ok = false;
  if (strict && mlirUnexpected) ok = false;
  // Non-determinism is a writer bug whatever the corpus.
  if (nondeterministic) ok = false;
  return ok ? 0 : 1;
}
