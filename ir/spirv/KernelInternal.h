// Helpers shared by the KernelBuilder's files (private to ir/spirv).
#pragma once

#include "ir/spirv/SpirvBuilder.h"

#include <initializer_list>
#include <span>

namespace spvkit::spirv {

/// A grammar op whose attribute operands are given in grammar order, so the
/// attribute names come from the operand mapping instead of being spelled
/// here (KernelOps.cpp).
Operation* mappedOp(SpirvBuilder& b, Op opcode, Type result, std::span<Value* const> values,
                    std::initializer_list<Attribute> attrs);

} // namespace spvkit::spirv
