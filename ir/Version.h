// The version of spvkit (the meson project version), for programs that link
// the library and answer `--version` (tools/CommandLine.h, the examples).
#pragma once

namespace spvkit {

/// "0.1.0": the version the library was built as.
const char* version();

} // namespace spvkit
