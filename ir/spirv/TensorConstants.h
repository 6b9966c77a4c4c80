// MLIR's tensor-typed dense constants (`spirv.Constant dense<1> :
// tensor<2x3xi32> : !spirv.array<2 x !spirv.array<3 x i32>>`) (internal to
// ir/spirv).
//
// The text parser reads `dense<..> : tensor<2x3xi32>` as a DenseAttr of the
// nested array it is laid out as (the tensor's rows); spirv.Constant's parser
// turns it into the nested array constant of its result type, which the
// verifier, writer and reader already know. The rules and their wording are
// MLIR 19's (ConstantOp's verifyConstantType): only element type and count
// must agree, so a tensor<2x3xi32> may initialise a !spirv.array<6 x i32>.
#pragma once

#include "ir/Attributes.h"
#include "ir/Types.h"

#include <string>

namespace spvkit::spirv {

/// True if `value` is a dense value read from a tensor (its type is an array).
bool isTensorValue(Attribute value);

/// Why the tensor value cannot be the value of a spirv.Constant of type
/// `result`, in MLIR 19's words ("result element type ('i32') does not match
/// value element type ('f32')"), or empty if it can.
std::string tensorConstantMismatch(DenseAttr value, Type result);

/// The tensor value as the nested array constant of `result` (which
/// tensorConstantMismatch accepts): ArrayAttrs down to the scalars.
Attribute tensorAsArrayConstant(DenseAttr value, Type result);

} // namespace spvkit::spirv
