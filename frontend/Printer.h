// The tensor-language printer: turns tensor-dialect IR (a Module of
// `tensor.func` ops) back into tensor-language source.
//
// The output parses back to the same IR (parse -> print -> parse -> print
// gives identical text). It uses each value's name hint when it has one that
// is unique in its function and numbers the others (%0, %1, ...). Layout is
// canonical: two-space indentation, one instruction per line, types in the
// grammar's spelling without spaces (see tensor::typeToString).
#pragma once

#include "ir/Module.h"

#include <string>

namespace spvkit::frontend {

/// The source of every function of `module`.
std::string printProgram(Module& module);
/// The source of one `tensor.func`.
std::string printFunction(Operation* func);

} // namespace spvkit::frontend
