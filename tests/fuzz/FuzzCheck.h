// Shared pieces of the fuzz targets (tests/fuzz/): how a target reports a
// finding, and the compile-and-check step that the pipeline target and the
// generator test share.
//
// A finding aborts the process after printing what broke, so that libFuzzer
// (and the replay driver of the normal builds) stops on it and saves the
// input; a diagnostic that rejects bad input is not a finding.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace spvkit::fuzz {

/// Prints "fuzz finding: <what>" and the extra text on stderr, then aborts.
[[noreturn]] void finding(std::string_view what, std::string_view detail = {});

/// What compileAndCheck did with a program.
enum class CompileOutcome {
  Rejected,  ///< the frontend reported errors
  Diagnosed, ///< accepted, then a later stage stopped with a diagnostic
  Compiled,  ///< a binary was written and passed every check
};

struct CompileResult {
  CompileOutcome outcome = CompileOutcome::Rejected;
  std::vector<uint32_t> words; ///< the binary when Compiled
  std::string diagnostics;     ///< the rendered diagnostics otherwise
};

/// Compiles tensor-language `source` for the `pvc` target (the one with the
/// most capabilities) like tensor-lang-cc, verifying between passes. A
/// program the frontend accepts must either stop with a diagnostic or give a
/// binary that spvkit's reader reads back and its verifier accepts (and that
/// SPIRV-Tools' validator accepts when the build links it, see
/// hasInProcessValidator). Anything else -- a verifier failure after a pass,
/// an error without a message, an unreadable or invalid binary -- is a
/// finding.
CompileResult compileAndCheck(std::string_view source);

/// True when the build links SPIRV-Tools (libspirv.h) and compileAndCheck
/// validates every binary in-process.
bool hasInProcessValidator();

/// SPIRV-Tools' validator in-process on `words`: "" when valid (or when the
/// build does not link SPIRV-Tools), else the validator's message. Kernel
/// modules are validated for OpenCL 2.2 (the universal environment of their
/// version for the optional capabilities OpenCL 2.2 refuses), other modules
/// and Kernel modules of SPIR-V 1.3 or later in the universal environment of
/// their version.
std::string validateBinary(const std::vector<uint32_t>& words);

} // namespace spvkit::fuzz
