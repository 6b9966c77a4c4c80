// write_kernels OUTDIR: builds every kernel of the catalog with the IR
// builder, writes OUTDIR/<file>.spv with spvkit's writer, and OUTDIR/kernels.txt
// listing "<file> fp64=<0|1> rejects=<0|1> <entry points...>" per module (read
// by scripts/ocloc-check's test). Exit 1 with the diagnostics on failure.
#include "KernelCatalog.h"
#include "tools/CommandLine.h"

#include <cstdio>
#include <fstream>

int main(int argc, char** argv) {
  constexpr const char* usage =
      "usage: write_kernels OUTDIR\n"
      "Writes every kernel of the builder's catalog as OUTDIR/<file>.spv and lists them\n"
      "in OUTDIR/kernels.txt.\n";
  for (int i = 1; i < argc; ++i) {
    if (auto status = spvkit::tools::answerStandardOption(argv[i], "write_kernels", usage))
      return *status;
    if (spvkit::tools::isOption(argv[i]))
      return spvkit::tools::unknownOption("write_kernels", argv[i]);
  }
  if (argc != 2) return spvkit::tools::usageError("write_kernels", "expected one folder");
  std::string dir = argv[1];
  std::ofstream list(dir + "/kernels.txt");
  for (const spvkit::test::KernelSpec& spec : spvkit::test::kernelCatalog()) {
    std::vector<uint32_t> words;
    std::string error;
    if (!spvkit::test::buildKernelBinary(spec, words, error)) {
      std::fprintf(stderr, "write_kernels: %s\n", error.c_str());
      return 1;
    }
    std::string path = dir + "/" + spec.file + ".spv";
    std::ofstream f(path, std::ios::binary);
    f.write(reinterpret_cast<const char*>(words.data()), std::streamsize(words.size() * 4));
    if (!f) {
      std::fprintf(stderr, "write_kernels: cannot write %s\n", path.c_str());
      return 1;
    }
    list << spec.file << " fp64=" << spec.fp64 << " rejects=" << spec.deviceRejects;
    for (const char* e : spec.entryPoints) list << ' ' << e;
    list << '\n';
  }
  return list ? 0 : 1;
}
