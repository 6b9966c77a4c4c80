// Queries over the generated op definitions: operand segments (variadic and
// optional operands) and the region kind a region's ops are in.
#include "ir/tensor/OpDefinition.h"

#include "ir/Block.h"

#include <array>

namespace spvkit::tensor {

const OperandDef* OpDef::operand(std::string_view n) const {
  for (const OperandDef& o : operands)
    if (o.name == n) return &o;
  return nullptr;
}

const AttrDef* OpDef::attribute(std::string_view n) const {
  for (const AttrDef& a : attributes)
    if (a.name == n) return &a;
  return nullptr;
}

bool operandSegments(const Operation* op, std::span<OperandSegment> out) {
  const OpDef& def = opDef(op);
  unsigned fixed = 0, variadic = 0;
  for (const OperandDef& o : def.operands) {
    if (o.variadic)
      ++variadic;
    else if (o.presentIf.empty() || op->hasAttr(o.presentIf))
      ++fixed;
  }
  const unsigned n = op->numNonSuccessorOperands();
  if (n < fixed) return false;
  const unsigned rest = n - fixed;
  if (variadic == 0 ? rest != 0 : rest % variadic != 0) return false;
  const unsigned perList = variadic ? rest / variadic : 0;
  unsigned next = 0;
  for (size_t i = 0; i < def.operands.size() && i < out.size(); ++i) {
    const OperandDef& o = def.operands[i];
    unsigned count = o.variadic ? perList : (o.presentIf.empty() || op->hasAttr(o.presentIf));
    out[i] = {next, count};
    next += count;
  }
  return true;
}

std::span<OpOperand> operandSegment(Operation* op, unsigned index) {
  // No op has more than a handful of operand definitions.
  std::array<OperandSegment, 8> segments;
  if (index >= segments.size() || !operandSegments(op, segments)) return {};
  return op->operandSlots().subspan(segments[index].first, segments[index].count);
}

RegionKind regionKindOf(const Region& region) {
  for (const Region* r = &region; r;) {
    Operation* owner = r->parentOp();
    if (!owner || !isTensorOp(owner)) return RegionKind::Structure;
    const OpDef& def = opDef(owner);
    unsigned index = 0;
    while (index < owner->numRegions() && &owner->region(index) != r) ++index;
    if (index >= def.regions.size()) return RegionKind::Structure;
    switch (def.regions[index].opens) {
    case RegionOpens::Collective:
      return RegionKind::Collective;
    case RegionOpens::Spmd:
      return RegionKind::Spmd;
    case RegionOpens::Inherit:
      r = owner->block() ? owner->block()->parent() : nullptr;
      break;
    }
  }
  return RegionKind::Structure;
}

} // namespace spvkit::tensor
