// The SPIR-V binary writer: a `spirv.module` op to SPIR-V words.
//
// The writer emits the module in the logical layout of the SPIR-V
// specification (§2.4): capabilities, extensions, extended-instruction imports,
// memory model, entry points, execution modes, debug names, annotations,
// types / constants / global variables, functions. It follows the dialect
// contract of docs/spirv-dialect.md: types and constants are deduplicated,
// decorations come from op attributes and type decorations, structured control
// flow ops become merge instructions, block arguments become OpPhi, symbols
// become ids. Ids are assigned in emission order, so the same module always
// gives the same words. What it emits in detail is documented in
// docs/binary.md.
//
// For repeated use (benchmarks, compilers writing many modules), keep one
// `Writer` alive: its section buffers and hash tables keep their capacity, so
// writing a module performs no per-instruction heap allocation.
#pragma once

#include "codegen/BinaryFormat.h"
#include "ir/Diagnostic.h"
#include "ir/Operation.h"
#include "ir/spirv/Grammar.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace spvkit::spirv {

/// The version / capabilities / extensions a module needs (the header of the
/// binary), as computed by an availability inference.
struct ModuleRequirements {
  Version version = makeVersion(1, 0);
  std::vector<Capability> capabilities;
  std::vector<Extension> extensions;
};

/// The generator word of binaries written by spvkit: 0x5356 ("SV", not a
/// Khronos-registered tool id) in the high 16 bits, the writer's format
/// revision in the low 16 bits.
inline constexpr uint32_t kSpvkitGeneratorMagic = 0x5356u << 16 | 1u;

struct WriterOptions {
  /// OpName for values that carry a name hint (results, block arguments,
  /// function parameters).
  bool emitValueNames = true;
  /// OpName for symbols (functions, global variables, spec constants) and
  /// identified structs. Entry points are named by OpEntryPoint regardless.
  bool emitSymbolNames = true;
  /// The header's generator word.
  uint32_t generator = kSpvkitGeneratorMagic;
  /// Computes the header when the module has no `vce_triple`. Returns false
  /// (after adding diagnostics) when the module cannot be given one. When the
  /// module has a `vce_triple`, it is used as is and this is not called. When
  /// empty, the availability inference of ir/spirv/Availability.h is used
  /// (no target environment: minimal version, first alternatives).
  std::function<bool(Operation* spirvModule, ModuleRequirements& out, DiagnosticList& diags)>
      inferRequirements;
};

class ModuleWriter;

/// A reusable writer. Not thread-safe; use one per thread.
class Writer {
public:
  explicit Writer(WriterOptions options = {});
  ~Writer();
  Writer(const Writer&) = delete;
  Writer& operator=(const Writer&) = delete;

  /// Writes `spirvModule` (a `spirv.module` op) into `out` (replacing its
  /// contents). On error returns false and adds located diagnostics; `out` is
  /// then unspecified.
  bool write(Operation* spirvModule, std::vector<uint32_t>& out, DiagnosticList& diags);

  const WriterOptions& options() const { return options_; }
  WriterOptions& options() { return options_; }

private:
  WriterOptions options_;
  std::unique_ptr<ModuleWriter> impl_;
};

/// One-shot convenience: the binary of `spirvModule`, or nullopt with
/// diagnostics.
std::optional<std::vector<uint32_t>>
writeBinary(Operation* spirvModule, const WriterOptions& options, DiagnosticList& diags);

} // namespace spvkit::spirv
