// `tensor-lang-cc run`: compile a tensor-language kernel (or take a given
// SPIR-V binary with the same calling convention), load it on the first
// SPIR-V capable OpenCL device, launch it with arguments from .npy files,
// random arrays or literals, time it and write results back as .npy.
#pragma once

#include <string_view>

namespace spvkit::tools {

/// The run mode's entry point; argv[1] is "run". `usage` is tensor-lang-cc's
/// --help text. Returns the exit code.
int runMode(int argc, char** argv, std::string_view usage);

} // namespace spvkit::tools
