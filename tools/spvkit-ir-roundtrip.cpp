// spvkit-ir-roundtrip: parses IR text and prints it back (no verification,
// no passes, no binary). It exists so the text-form tests (lit, the seed
// round trip, the mlir-opt check) depend on the IR and the dialect only.
//
//   spvkit-ir-roundtrip in.mlir            print in custom syntax
//   spvkit-ir-roundtrip --generic in.mlir  print in the generic form
//   spvkit-ir-roundtrip --check in.mlir    also re-parse the output and fail
//                                          unless it prints identically
// `-` reads stdin; `-S` is accepted and ignored (spvkit-opt compatibility).
// Errors go to stderr as `file:line:col: error: message`, exit code 1.
#include "ir/AsmParser.h"
#include "ir/AsmPrinter.h"
#include "ir/Module.h"
#include "ir/spirv/Dialect.h"
#include "tools/CommandLine.h"

#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>

using namespace spvkit;

namespace {

const char* kUsage = R"(usage: spvkit-ir-roundtrip [--generic] [--check] <input | ->

Parses IR text and prints it back (no verification, passes or binary).

options:
  --generic   print ops in the generic form
  --check     re-parse the output and fail unless it prints identically
  -S          accepted and ignored (spvkit-opt compatibility)
  --help      this text
  --version   the version
)";

bool parseText(Module& m, const std::string& text, const std::string& name) {
  DiagnosticList diags;
  if (AsmParser::parse(m, text, name, diags) && !diags.hasErrors()) return true;
  std::string report = diags.str();
  if (!report.empty() && report.back() != '\n') report += '\n';
  std::cerr << report;
  if (diags.empty()) std::cerr << name << ": error: parse failed\n";
  return false;
}

} // namespace

int main(int argc, char** argv) {
  std::string input;
  bool generic = false, check = false;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (auto status = tools::answerStandardOption(a, "spvkit-ir-roundtrip", kUsage)) return *status;
    if (a == "--generic")
      generic = true;
    else if (a == "--check")
      check = true;
    else if (a == "-S")
      continue;
    else if (tools::isOption(a))
      return tools::unknownOption("spvkit-ir-roundtrip", a);
    else if (input.empty())
      input = a;
    else
      return tools::usageError("spvkit-ir-roundtrip", "unexpected argument '" + a + "'");
  }
  if (input.empty()) return tools::usageError("spvkit-ir-roundtrip", "no input file");
  std::string text;
  if (input == "-") {
    text.assign(std::istreambuf_iterator<char>(std::cin), {});
  } else {
    std::ifstream in(input, std::ios::binary);
    if (!in) {
      std::cerr << input << ": error: cannot open file\n";
      return 1;
    }
    text.assign(std::istreambuf_iterator<char>(in), {});
  }
  Context ctx;
  spirv::registerDialect(ctx);
  Module m(ctx);
  if (!parseText(m, text, input == "-" ? "<stdin>" : input)) return 1;
  PrintOptions options;
  options.generic = generic;
  std::string out = AsmPrinter::print(m, options);
  if (check) {
    Module again(ctx);
    if (!parseText(again, out, "<printed>")) {
      std::cerr << "--- printed text that failed to parse:\n" << out;
      return 1;
    }
    std::string out2 = AsmPrinter::print(again, options);
    if (out2 != out) {
      std::cerr << input << ": error: printing is not stable under re-parsing\n--- first:\n"
                << out << "--- second:\n"
                << out2;
      return 1;
    }
  }
  std::cout << out;
  return 0;
}
