// Reader: SPIR-V binary -> spvkit IR (one `spirv.module`).
//
// The reader decodes every instruction through the generated grammar tables
// and the operand mapping of ir/spirv/OperandMap.h, so any instruction the
// grammar knows becomes its `spirv.<Name>` op without hand-written code;
// OpenCL.std / GLSL.std.450 extended instructions become `spirv.CL.<name>` /
// `spirv.GL.<Name>` (any other set is a located error). Module structure
// is rebuilt as docs/spirv-dialect.md describes: types, constants, decorations
// and names become IR types and attributes, globals and spec constants become
// symbols used through `spirv.mlir.addressof` / `spirv.mlir.referenceof`,
// OpPhi becomes block arguments, and merge instructions become
// `spirv.mlir.selection` / `spirv.mlir.loop` regions (codegen/Structurizer.h).
// Malformed input gets exactly one located error ("instruction N (word offset
// W)") and never a crash; see docs/binary.md for what is accepted.
#pragma once

#include "ir/Diagnostic.h"
#include "ir/Module.h"

#include <cstdint>
#include <span>
#include <string_view>

namespace spvkit {

struct ReadOptions {
  /// Names the binary in diagnostics and op locations ("<binary>" if empty).
  /// Must outlive the module when set (locations keep the view).
  std::string_view fileName;
  /// Lets the reader return the pages of the function section's words to
  /// the system (madvise) as it finishes the functions, so that the input
  /// and the IR built from it are not both resident at the end of reading.
  /// The words' contents are unspecified afterwards: set it only for a buffer
  /// that is dropped after the call (spvkit-opt's input), never for one that
  /// is read again.
  bool releaseConsumedInput = false;
};

/// Reads a SPIR-V binary (host byte order) into `module`, appending the new
/// `spirv.module` to its top-level block. Returns that op, or null after
/// appending one located error to `diags` (the module is then unchanged).
/// Registers the SPIR-V dialect with the module's context.
Operation* readBinary(Module& module, std::span<const uint32_t> words, DiagnosticList& diags,
                      const ReadOptions& options = {});

/// Same for a byte buffer (a .spv file's contents); the size must be a
/// multiple of 4.
Operation* readBinaryBytes(Module& module, std::span<const uint8_t> bytes, DiagnosticList& diags,
                           const ReadOptions& options = {});

} // namespace spvkit
