// Semantic checks of the memory instructions: load, store, the atomics,
// subview, expand, fuse, size, alloca.
#include "frontend/SemaImpl.h"

namespace spvkit::frontend {

using namespace tensor;

namespace {

std::string dims(const std::vector<int64_t>& v) {
  std::string s;
  for (size_t i = 0; i < v.size(); ++i)
    s += (i ? "," : "") + (v[i] == kDynamic ? std::string("?") : std::to_string(v[i]));
  return s;
}

/// A declared entry matches a computed one if they are equal or the declared
/// one is `?` (the view may forget what is known, not invent it).
bool matches(std::span<const int64_t> declared, const std::vector<int64_t>& computed) {
  if (declared.size() != computed.size()) return false;
  for (size_t i = 0; i < computed.size(); ++i)
    if (declared[i] != kDynamic && declared[i] != computed[i]) return false;
  return true;
}

int64_t mul(int64_t a, int64_t b) {
  if (a == kDynamic || b == kDynamic) return kDynamic;
  if (a != 0 && (b > std::numeric_limits<int64_t>::max() / a || b < 0 || a < 0)) return kDynamic;
  return a * b;
}

} // namespace

namespace {

/// Checks the declared result of a view instruction against the computed
/// element type, address space, shape and strides.
struct ViewResult {
  Type element;
  AddressSpace space;
  std::vector<int64_t> shape, strides;
};

} // namespace

static bool checkView(Checker& c, Operation* op, const ViewResult& v) {
  Type t = op->result(0)->type();
  auto m = t.dyn_cast<MemrefType>();
  const SourceRange loc = c.typeLoc(op);
  if (!m) {
    c.error(loc, "result type of '" + c.opName(op) + "' must be a memref type");
    return false;
  }
  if (m.elementType() != v.element) {
    c.error(loc, "result element type does not match: expected " + Checker::str(v.element));
    return false;
  }
  if (m.addressSpace() != v.space) {
    c.error(loc, "result address space does not match");
    return false;
  }
  if (!matches(m.shape(), v.shape)) {
    c.error(loc, "result shape does not match: expected " + std::to_string(v.shape.size()) +
                     " modes (" + dims(v.shape) + ")");
    return false;
  }
  if (!matches(m.strides(), v.strides)) {
    c.error(loc, "result stride does not match: expected strided<" + dims(v.strides) + ">");
    return false;
  }
  return true;
}

bool Checker::checkMemoryOp(Operation* op) {
  const OpKind k = kindOf(op);
  const unsigned n = op->numOperands();
  auto checkIndices = [&](unsigned memrefOperand, unsigned first, MemrefType m) {
    if (n - first != m.order()) {
      error(operandLoc(op, memrefOperand),
            "number of indices (" + std::to_string(n - first) + ") does not match the order of '" +
                name(op->operand(memrefOperand)) + "' (" + std::to_string(m.order()) + ")");
      return false;
    }
    bool ok = true;
    for (unsigned i = first; i < n; ++i) ok = (!operandType(op, i) || expectIndex(op, i)) && ok;
    return ok;
  };
  switch (k) {
  case OpKind::Load: {
    Type t = operandType(op, LoadOp::kSourceOperand);
    if (!t) return true;
    if (auto g = t.dyn_cast<GroupType>()) {
      if (n != 2) {
        error(operandLoc(op, LoadOp::kSourceOperand), "a group takes exactly one index");
        return true;
      }
      if (operandType(op, LoadOp::kIndicesFirstOperand))
        expectIndex(op, LoadOp::kIndicesFirstOperand);
      expectResultType(op, g.memrefType());
      return true;
    }
    auto m = t.dyn_cast<MemrefType>();
    if (!m) return typeError(op, LoadOp::kSourceOperand, "memref or group type"), true;
    if (checkIndices(LoadOp::kSourceOperand, LoadOp::kIndicesFirstOperand, m))
      expectResultType(op, m.elementType());
    return true;
  }
  case OpKind::AtomicLoad: {
    MemrefType m = expectMemref(op, AtomicLoadOp::kMemrefOperand);
    if (m && checkIndices(AtomicLoadOp::kMemrefOperand, AtomicLoadOp::kIndicesFirstOperand, m))
      expectResultType(op, m.elementType());
    return true;
  }
  case OpKind::Store:
  case OpKind::AtomicStore:
  case OpKind::AtomicAdd:
  case OpKind::AtomicMin:
  case OpKind::AtomicMax: {
    MemrefType m = expectMemref(op, ElementUpdateInterface::kMemrefOperand);
    if (!m || !checkIndices(ElementUpdateInterface::kMemrefOperand,
                            ElementUpdateInterface::kIndicesFirstOperand, m))
      return true;
    if (operandType(op, ElementUpdateInterface::kValueOperand) &&
        !expectType(op, ElementUpdateInterface::kValueOperand, m.elementType()))
      return true;
    if (op->numResults()) expectResultType(op, m.elementType());
    return true;
  }
  case OpKind::Associated:
    return false;
  case OpKind::Size: {
    Type t = operandType(op, SizeOp::kSourceOperand);
    if (!t) return true;
    const int64_t mode = SizeOp(op).mode();
    unsigned order = 1;
    if (auto m = t.dyn_cast<MemrefType>())
      order = m.order();
    else if (!t.isa<GroupType>())
      return typeError(op, SizeOp::kSourceOperand, "memref or group type"), true;
    if (mode < 0 || mode >= int64_t(order))
      error(constantLoc(op, 0), "mode " + std::to_string(mode) + " is out of range");
    return true;
  }
  case OpKind::Alloca: {
    auto m = op->result(0)->type().cast<MemrefType>();
    if (m.isDynamicShape() ||
        std::find(m.strides().begin(), m.strides().end(), kDynamic) != m.strides().end())
      error(typeLoc(op), "alloca requires a static shape");
    else if (m.addressSpace() != AddressSpace::Local)
      error(typeLoc(op), "alloca requires the local address space");
    if (auto d = AllocaOp(op).attributes()) {
      for (const AttrSource& a : source(op).attrs) {
        Attribute v = d.get(a.name);
        if (a.name != "alignment") {
          if (a.name == "shape_gcd" || a.name == "stride_gcd" || a.name == "unroll" ||
              a.name == "subgroup_size" || a.name == "work_group_size")
            error(a.nameRange, "attribute '" + a.name + "' is not allowed on 'alloca'");
          continue;
        }
        auto i = v.dyn_cast<IntegerAttr>();
        const unsigned size = scalarSize(m.elementType());
        if (!i)
          error(a.valueRange, "alignment must be an integer");
        else if (i.value() <= 0 || i.value() % size != 0)
          error(a.valueRange, "alignment " + std::to_string(i.value()) +
                                  " must be a multiple of the element size " +
                                  std::to_string(size));
      }
    }
    return true;
  }
  case OpKind::Subview: {
    MemrefType m = expectMemref(op, SubviewOp::kSourceOperand);
    if (!m) return true;
    auto offsets = SubviewOp(op).staticOffsets();
    auto sizes = SubviewOp(op).staticSizes();
    if (offsets.size() != m.order()) {
      error(operandLoc(op, SubviewOp::kSourceOperand),
            "number of indices (" + std::to_string(offsets.size()) +
                ") does not match the order of '" + name(SubviewOp(op).source()) + "' (" +
                std::to_string(m.order()) + ")");
      return true;
    }
    ViewResult v{m.elementType(), m.addressSpace(), {}, {}};
    unsigned dyn = 1, constant = 0;
    bool ok = true;
    for (unsigned i = 0; i < offsets.size(); ++i) {
      const int64_t off = offsets[i].cast<IntegerAttr>().value();
      const int64_t size = sizes[i].cast<IntegerAttr>().value();
      if (off == kDynamic) {
        ok = (!operandType(op, dyn) || expectIndex(op, dyn)) && ok;
        ++dyn;
      } else {
        if (off < 0) {
          error(constantLoc(op, constant), "offset must be non-negative");
          ok = false;
        } else if (m.dim(i) != kDynamic && off > m.dim(i)) {
          error(constantLoc(op, constant), "offset " + std::to_string(off) + " is out of bounds");
          ok = false;
        }
        ++constant;
      }
      int64_t resultSize = 0;
      if (size == kDynamic) {
        ok = (!operandType(op, dyn) || expectIndex(op, dyn)) && ok;
        ++dyn;
        resultSize = kDynamic;
      } else if (size != kNoSize) {
        if (size < 0) {
          error(constantLoc(op, constant), "size must be positive");
          ok = false;
        }
        resultSize = size;
        ++constant;
      }
      if (resultSize != 0) { // a missing or zero size removes the mode
        v.shape.push_back(resultSize);
        v.strides.push_back(m.stride(i));
      }
    }
    if (ok) checkView(*this, op, v);
    return true;
  }
  case OpKind::Expand: {
    MemrefType m = expectMemref(op, ExpandOp::kSourceOperand);
    if (!m) return true;
    const int64_t mode = ExpandOp(op).mode();
    if (mode < 0 || mode >= int64_t(m.order())) {
      error(constantLoc(op, 0), "mode " + std::to_string(mode) + " is out of range");
      return true;
    }
    auto shape = ExpandOp(op).staticShape();
    std::vector<int64_t> entries;
    bool ok = true;
    unsigned dyn = 1;
    int64_t product = 1;
    bool dynamic = false;
    for (Attribute a : shape.elements()) {
      const int64_t e = a.cast<IntegerAttr>().value();
      entries.push_back(e);
      if (e == kDynamic) {
        ok = (!operandType(op, dyn) || expectIndex(op, dyn)) && ok;
        ++dyn;
        dynamic = true;
      } else {
        product = mul(product, e);
      }
    }
    if (!ok) return true;
    if (!dynamic && m.dim(unsigned(mode)) != kDynamic && product != m.dim(unsigned(mode))) {
      error(constantLoc(op, 1), "product of the expand shape (" + std::to_string(product) +
                                    ") does not match the size of mode " + std::to_string(mode) +
                                    " (" + std::to_string(m.dim(unsigned(mode))) + ")");
      return true;
    }
    ViewResult v{m.elementType(), m.addressSpace(), {}, {}};
    for (unsigned i = 0; i < m.order(); ++i) {
      if (i != unsigned(mode)) {
        v.shape.push_back(m.dim(i));
        v.strides.push_back(m.stride(i));
        continue;
      }
      int64_t stride = m.stride(i);
      for (int64_t e : entries) {
        v.shape.push_back(e);
        v.strides.push_back(stride);
        stride = mul(stride, e);
      }
    }
    checkView(*this, op, v);
    return true;
  }
  case OpKind::Fuse: {
    MemrefType m = expectMemref(op, FuseOp::kSourceOperand);
    if (!m) return true;
    const int64_t from = FuseOp(op).from(), to = FuseOp(op).to();
    const int64_t order = m.order();
    if (from < 0 || from >= order || from >= to) {
      error(constantLoc(op, 0),
            "invalid fuse range [" + std::to_string(from) + "," + std::to_string(to) + "]");
      return true;
    }
    if (to >= order) {
      error(constantLoc(op, 1),
            "invalid fuse range [" + std::to_string(from) + "," + std::to_string(to) + "]");
      return true;
    }
    for (int64_t i = from; i < to; ++i) {
      const int64_t s = m.stride(unsigned(i)), d = m.dim(unsigned(i)),
                    next = m.stride(unsigned(i + 1));
      if (s != kDynamic && d != kDynamic && next != kDynamic && mul(s, d) != next) {
        error(constantLoc(op, 0),
              "modes " + std::to_string(i) + " and " + std::to_string(i + 1) + " cannot be fused");
        return true;
      }
    }
    ViewResult v{m.elementType(), m.addressSpace(), {}, {}};
    int64_t fused = 1;
    for (int64_t i = 0; i < order; ++i) {
      if (i < from || i > to) {
        v.shape.push_back(m.dim(unsigned(i)));
        v.strides.push_back(m.stride(unsigned(i)));
        continue;
      }
      fused = mul(fused, m.dim(unsigned(i)));
      if (i == to) {
        v.shape.push_back(fused);
        v.strides.push_back(m.stride(unsigned(from)));
      }
    }
    checkView(*this, op, v);
    return true;
  }
  default:
    return false;
  }
}

} // namespace spvkit::frontend
