// Renders diagnostics as clang-style text for terminals and logs:
//
//   kernel.tl:3:12: error: 'cmp.lt' is an old spelling; use 'less_than'
//     %1 = cmp.lt %0, %c16 : bool
//          ^~~~~~
//          less_than
//   kernel.tl:1:10: note: previous definition is here
//
// The header is `file:line:col: severity: message` (columns count code points,
// see SourceManager.h). The source line follows with tabs expanded to the tab
// stop and unprintable characters shown as <U+XXXX> (invalid bytes as <XX>);
// the caret line puts '^' under the caret column and '~' under the rest of
// every highlighted range on that line, aligned with the expanded line
// (wide characters take two columns). A fix-it's replacement text is printed
// below the caret line. Attached notes follow their diagnostic.
#pragma once

#include "frontend/Diagnostics.h"
#include "frontend/SourceManager.h"
#include "ir/Diagnostic.h"

#include <span>
#include <string>
#include <string_view>

namespace spvkit::frontend {

struct RenderOptions {
  /// Print the source line and caret line.
  bool showSource = true;
  /// Prefix source and caret lines with a "  12 | " gutter (clang >= 10 style).
  bool showLineNumbers = false;
  /// Print fix-it replacement text under the caret line.
  bool showFixits = true;
  /// ANSI colors (bold headers, red errors, green carets).
  bool color = false;
  /// Tab stop used to expand tabs (>= 1).
  unsigned tabStop = 8;
};

/// One diagnostic and its notes; every line ends in '\n'.
std::string renderDiagnostic(const SourceManager& sm, const Diagnostic& diag,
                             const RenderOptions& options = {});
/// All diagnostics in order.
std::string renderDiagnostics(const SourceManager& sm, std::span<const Diagnostic> diags,
                              const RenderOptions& options = {});
/// Diagnostics of the later stages (passes, verifier, writer: ir/Diagnostic.h)
/// on the program in buffer `file`, rendered like the frontend's with the
/// word at the caret highlighted; those without a source location follow as
/// "<tool>: error: message".
std::string renderPipelineDiagnostics(const SourceManager& sm, FileId file,
                                      const DiagnosticList& diags, std::string_view tool,
                                      const RenderOptions& options = {});
/// "1 error and 2 warnings generated.\n", or "" when both are zero.
std::string renderSummary(uint32_t errors, uint32_t warnings);

} // namespace spvkit::frontend
