// The grammar generator is deterministic: two runs into fresh directories give
// byte-identical files, equal to the ones the build generated.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <unistd.h>

namespace fs = std::filesystem;

namespace {

std::string readFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  REQUIRE_MESSAGE(in.good(), "cannot read " << path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string quote(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

/// Runs the generator into `dir`.
void generate(const fs::path& dir) {
  fs::create_directories(dir);
  std::string cmd = quote(SPVKIT_PYTHON) + " " + quote(SPVKIT_GEN_SCRIPT) + " --core " +
                    quote(SPVKIT_CORE_GRAMMAR) + " --opencl " + quote(SPVKIT_OPENCL_GRAMMAR) +
                    " --glsl " + quote(SPVKIT_GLSL_GRAMMAR) + " --overrides " +
                    quote(SPVKIT_OVERRIDES) + " --outdir " + quote(dir.string());
  REQUIRE_MESSAGE(std::system(cmd.c_str()) == 0, cmd);
}

} // namespace

TEST_CASE("the generator output is byte-identical across runs") {
  fs::path base = fs::temp_directory_path() / ("spvkit-gen-" + std::to_string(getpid()));
  fs::remove_all(base);
  generate(base / "a");
  generate(base / "b");
  for (const char* name : {"SpirvEnums.h", "SpirvTables.cpp", "SpirvOps.h"}) {
    std::string a = readFile(base / "a" / name);
    CHECK_MESSAGE(!a.empty(), name);
    CHECK_MESSAGE(a == readFile(base / "b" / name), name);
    CHECK_MESSAGE(a == readFile(fs::path(SPVKIT_GEN_DIR) / name), name);
  }
  fs::remove_all(base);
}
