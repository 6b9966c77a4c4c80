// The options every spvkit command-line program answers the same way:
// `--help` (or `-h`) prints its usage on stdout, `--version` prints
// "<program> (spvkit) <version>", both exit 0; an option the program does not
// know is an error that names it ("<program>: error: unknown option '-x'
// (see --help)") with exit status 1, the status of every other error.
// tests/tool-options-check runs each program with the three.
//
// Header-only, for the tools and the benchmarks (the examples, built out of
// tree too, spell the same behaviour out).
#pragma once

#include "ir/Version.h"

#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>

namespace spvkit::tools {

/// Exit status of a command-line error (unknown option, missing value).
inline constexpr int kUsageError = 1;

/// For `--help` / `-h` and `--version`: prints the answer and returns the exit
/// status (0); for any other argument returns nothing.
inline std::optional<int> answerStandardOption(std::string_view arg, std::string_view program,
                                               std::string_view usage) {
  if (arg == "--help" || arg == "-h") {
    std::fwrite(usage.data(), 1, usage.size(), stdout);
    if (!usage.empty() && usage.back() != '\n') std::fputc('\n', stdout);
    return 0;
  }
  if (arg == "--version") {
    std::printf("%.*s (spvkit) %s\n", int(program.size()), program.data(), spvkit::version());
    return 0;
  }
  return std::nullopt;
}

/// Reports a command-line error of `program` and returns kUsageError.
inline int usageError(std::string_view program, const std::string& message) {
  std::fprintf(stderr, "%.*s: error: %s (see --help)\n", int(program.size()), program.data(),
               message.c_str());
  return kUsageError;
}

/// Reports an unknown option and returns kUsageError.
inline int unknownOption(std::string_view program, std::string_view arg) {
  return usageError(program, "unknown option '" + std::string(arg) + "'");
}

/// True for an argument that looks like an option: "-x", "--x" (not "-",
/// which names stdin, and not a negative number).
inline bool isOption(std::string_view arg) {
  return arg.size() > 1 && arg[0] == '-' && !(arg[1] >= '0' && arg[1] <= '9') && arg[1] != '.';
}

/// Whether the tensor-language compilers (tensor-lang-cc, compile-bench)
/// verify the IR between passes when the command line does not say
/// (--verify-each / --no-verify): in assertion builds, or when the environment
/// sets SPVKIT_VERIFY_EACH to anything but 0 (the test suite sets it to 1, so
/// every test compile is verified after each pass). A release build verifies
/// only the module it writes: verifying after every pass cost about a fifth
/// of a compile (docs/performance.md, "Compile latency against tinytc").
inline bool verifyEachByDefault() {
  if (const char* env = std::getenv("SPVKIT_VERIFY_EACH")) return std::string_view(env) != "0";
#ifdef NDEBUG
  return false;
#else
  return true;
#endif
}

} // namespace spvkit::tools
