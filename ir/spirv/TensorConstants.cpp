// MLIR's tensor-typed dense constants; see TensorConstants.h.
#include "ir/spirv/TensorConstants.h"

#include "ir/AsmPrinter.h"

#include <vector>

namespace spvkit::spirv {

namespace {

/// The scalar at the bottom of nested arrays, and how many of them there are.
Type innermost(Type t, uint64_t& count) {
  count = 1;
  while (auto a = t.dyn_cast<ArrayType>()) {
    count *= a.count();
    t = a.elementType();
  }
  return t;
}

std::string quoted(Type t) {
  return "('" + AsmPrinter::print(t) + "')";
}

Attribute build(DenseAttr value, Type t, unsigned& next) {
  auto a = t.dyn_cast<ArrayType>();
  if (!a) return value[next++];
  std::vector<Attribute> rows;
  for (unsigned i = 0; i < a.count(); ++i) rows.push_back(build(value, a.elementType(), next));
  return ArrayAttr::get(t.context(), rows);
}

} // namespace

bool isTensorValue(Attribute value) {
  auto d = value.dyn_cast<DenseAttr>();
  return d && d.type().isa<ArrayType>();
}

std::string tensorConstantMismatch(DenseAttr value, Type result) {
  // MLIR prints the value's type as the tensor it is.
  std::string valueType = AsmPrinter::print(Attribute(value));
  valueType = valueType.substr(valueType.rfind(" : ") + 3);
  if (!result.isa<ArrayType>())
    return "result or element type " + quoted(result) + " does not match value type ('" +
           valueType + "'), must be the same or spirv.array";
  uint64_t resultCount = 0, valueCount = 0;
  Type resultElem = innermost(result, resultCount);
  Type valueElem = innermost(value.type(), valueCount);
  if (!resultElem.isScalar() && !resultElem.isBool())
    return "only support nested array result type";
  if (resultElem != valueElem)
    return "result element type " + quoted(resultElem) + " does not match value element type " +
           quoted(valueElem);
  if (resultCount != valueCount)
    return "result number of elements (" + std::to_string(resultCount) +
           ") does not match value number of elements (" + std::to_string(valueCount) + ")";
  return {};
}

Attribute tensorAsArrayConstant(DenseAttr value, Type result) {
  unsigned next = 0;
  return build(value, result, next);
}

} // namespace spvkit::spirv
