#include "ir/tensor/Types.h"

#include "ir/AsmParser.h"
#include "ir/AsmPrinter.h"
#include "ir/SmallVector.h"

#include <algorithm>

namespace spvkit::tensor {

namespace {

Type make(Context& ctx, TypeKind kind, std::initializer_list<uint32_t> params, Type type,
          std::span<const int64_t> ints) {
  TypeStorage key;
  key.kind = kind;
  std::copy(params.begin(), params.end(), key.p);
  const TypeStorage* t = type.storage();
  key.types = &t;
  key.numTypes = 1;
  key.ints = ints.data();
  key.numInts = uint32_t(ints.size());
  return ctx.uniqueType(key);
}

std::string dimString(int64_t v) {
  return v == kDynamic ? "?" : std::to_string(v);
}

} // namespace

ComplexType ComplexType::get(Type component) {
  return make(component.context(), kComplexKind, {}, component, {}).storage();
}

std::vector<int64_t> packedStrides(std::span<const int64_t> shape) {
  std::vector<int64_t> strides;
  int64_t s = 1;
  for (int64_t d : shape) {
    strides.push_back(s);
    if (s == kDynamic || d == kDynamic)
      s = kDynamic;
    else if (d != 0 && s > std::numeric_limits<int64_t>::max() / d)
      s = kDynamic; // overflow: treat as unknown rather than wrapping
    else
      s *= d;
  }
  return strides;
}

MemrefType MemrefType::get(Type element, std::span<const int64_t> shape,
                           std::span<const int64_t> strides, AddressSpace space) {
  // Shape then strides, without a heap allocation for the usual ranks (every
  // subview and load in the lowering asks for a memref type).
  SmallVector<int64_t, 16> ints;
  for (int64_t d : shape) ints.push_back(d);
  if (strides.size() == shape.size() && !shape.empty()) {
    for (int64_t d : strides) ints.push_back(d);
  } else {
    for (int64_t d : packedStrides(shape)) ints.push_back(d);
  }
  return make(element.context(), kMemrefKind, {uint32_t(shape.size()), uint32_t(space)}, element,
              ints)
      .storage();
}

bool MemrefType::isDynamicShape() const {
  auto s = shape();
  return std::find(s.begin(), s.end(), kDynamic) != s.end();
}

bool MemrefType::hasPackedLayout() const {
  std::vector<int64_t> packed = packedStrides(shape());
  auto s = strides();
  return std::equal(packed.begin(), packed.end(), s.begin(), s.end());
}

GroupType GroupType::get(MemrefType memref, int64_t size, int64_t offset) {
  const int64_t ints[2] = {size, offset};
  return make(memref.context(), kGroupKind, {}, memref, ints).storage();
}

CoopmatrixType CoopmatrixType::get(Type component, int64_t rows, int64_t columns, MatrixUse use) {
  const int64_t ints[2] = {rows, columns};
  return make(component.context(), kCoopmatrixKind, {uint32_t(use)}, component, ints).storage();
}

const char* matrixUseName(MatrixUse use) {
  switch (use) {
  case MatrixUse::A:
    return "matrix_a";
  case MatrixUse::B:
    return "matrix_b";
  case MatrixUse::Acc:
    return "matrix_acc";
  }
  return "?";
}

bool isBoolType(Type t) {
  return t && t.isBool();
}
bool isIntegerType(Type t) {
  return t && (t.isIndex() || (t.isInteger() && IntegerType(t.storage()).width() >= 8));
}
bool isFloatingType(Type t) {
  return t && t.isFloat();
}
bool isComplexType(Type t) {
  return t && t.isa<ComplexType>();
}
bool isNumberType(Type t) {
  return isIntegerType(t) || isFloatingType(t) || isComplexType(t);
}

CastKind castKind(Type from, Type to) {
  // Cooperative matrices cast component-wise (the frontend checks shapes and uses).
  auto fm = from.dyn_cast<CoopmatrixType>(), tm = to.dyn_cast<CoopmatrixType>();
  if (fm && tm) return castKind(fm.componentType(), tm.componentType());
  if (!isNumberType(from) || !isNumberType(to)) return CastKind::Forbidden;
  if (from == to) return CastKind::Identity;
  if (isComplexType(to)) {
    if (isComplexType(from)) return CastKind::ComplexToComplex;
    return isFloatingType(from) ? CastKind::FloatToComplex : CastKind::IntToComplex;
  }
  if (isComplexType(from)) return CastKind::Forbidden;
  if (isIntegerType(from)) return isIntegerType(to) ? CastKind::IntToInt : CastKind::IntToFloat;
  return isIntegerType(to) ? CastKind::FloatToInt : CastKind::FloatToFloat;
}

unsigned scalarSize(Type t) {
  if (!t) return 0;
  if (t.isIndex()) return 8;
  if (isIntegerType(t)) return IntegerType(t.storage()).width() / 8;
  if (isFloatingType(t)) return FloatType(t.storage()).width() / 8;
  if (auto c = t.dyn_cast<ComplexType>()) return 2 * scalarSize(c.componentType());
  return 0;
}

std::string typeToString(Type t) {
  if (!t) return "<null>";
  if (t.isBool()) return "bool";
  if (t.isIndex()) return "index";
  if (t.isVoid()) return "void";
  if (t.isInteger()) return "i" + std::to_string(IntegerType(t.storage()).width());
  if (auto f = t.dyn_cast<FloatType>())
    return f.isBFloat() ? "bf16" : "f" + std::to_string(f.width());
  if (auto c = t.dyn_cast<ComplexType>())
    return FloatType(c.componentType().storage()).width() == 64 ? "c64" : "c32";
  if (auto m = t.dyn_cast<MemrefType>()) {
    std::string s = "memref<" + typeToString(m.elementType());
    for (int64_t d : m.shape()) s += "x" + dimString(d);
    if (!m.hasPackedLayout()) {
      s += ",strided<";
      for (unsigned i = 0; i < m.order(); ++i) s += (i ? "," : "") + dimString(m.stride(i));
      s += ">";
    }
    if (m.addressSpace() == AddressSpace::Local) s += ",local";
    return s + ">";
  }
  if (auto g = t.dyn_cast<GroupType>()) {
    std::string s = "group<" + typeToString(g.memrefType()) + "x" + dimString(g.size());
    if (g.offset() != 0) s += ",offset:" + dimString(g.offset());
    return s + ">";
  }
  if (auto c = t.dyn_cast<CoopmatrixType>())
    return "coopmatrix<" + typeToString(c.componentType()) + "x" + std::to_string(c.rows()) + "x" +
           std::to_string(c.columns()) + "," + matrixUseName(c.use()) + ">";
  return AsmPrinter::print(t);
}

// --- generic text form hooks ---------------------------------------------------------
//
// The generic IR form writes shapes as bracketed lists so that the core IR
// lexer (which has no notion of the language's `x` separators) can read them:
//   !tensor.memref<f32 [4, ?] [1, 4] local>
//   !tensor.group<!tensor.memref<...> ? 0>
//   !tensor.coopmatrix<f32 [16, 8] matrix_acc>
//   !tensor.complex<f32>

namespace {

void printDim(AsmPrinter& p, int64_t v) {
  if (v == kDynamic)
    p << "?";
  else
    p << v;
}

void printList(AsmPrinter& p, std::span<const int64_t> v) {
  p << "[";
  for (size_t i = 0; i < v.size(); ++i) {
    if (i) p << ", ";
    printDim(p, v[i]);
  }
  p << "]";
}

bool parseDim(AsmParser& p, int64_t& v) {
  if (p.consumeIf(AsmToken::Question)) {
    v = kDynamic;
    return true;
  }
  return p.parseInteger(v);
}

bool parseList(AsmParser& p, std::vector<int64_t>& out) {
  if (!p.expect(AsmToken::LSquare, "'['")) return false;
  if (p.consumeIf(AsmToken::RSquare)) return true;
  do {
    int64_t v;
    if (!parseDim(p, v)) return false;
    out.push_back(v);
  } while (p.consumeIf(AsmToken::Comma));
  return p.expect(AsmToken::RSquare, "']'");
}

void printMemref(Type t, AsmPrinter& p) {
  auto m = t.cast<MemrefType>();
  p << "<" << m.elementType() << " ";
  printList(p, m.shape());
  p << " ";
  printList(p, m.strides());
  p << (m.addressSpace() == AddressSpace::Local ? " local>" : " global>");
}

Type parseMemref(AsmParser& p) {
  std::vector<int64_t> shape, strides;
  if (!p.expect(AsmToken::Less, "'<'")) return {};
  Type elem = p.parseType();
  if (!elem || !parseList(p, shape) || !parseList(p, strides)) return {};
  AddressSpace space = AddressSpace::Global;
  if (p.parseOptionalKeyword("local"))
    space = AddressSpace::Local;
  else if (!p.parseKeyword("global"))
    return {};
  if (!p.expect(AsmToken::Greater, "'>'")) return {};
  if (!isNumberType(elem) || strides.size() != shape.size()) {
    p.emitError("invalid !tensor.memref parameters");
    return {};
  }
  return MemrefType::get(elem, shape, strides, space);
}

void printGroup(Type t, AsmPrinter& p) {
  auto g = t.cast<GroupType>();
  p << "<" << Type(g.memrefType()) << " ";
  printDim(p, g.size());
  p << " ";
  printDim(p, g.offset());
  p << ">";
}

Type parseGroup(AsmParser& p) {
  if (!p.expect(AsmToken::Less, "'<'")) return {};
  Type m = p.parseType();
  int64_t size, offset;
  if (!m || !parseDim(p, size) || !parseDim(p, offset) || !p.expect(AsmToken::Greater, "'>'"))
    return {};
  if (!m.isa<MemrefType>()) {
    p.emitError("expected a !tensor.memref type");
    return {};
  }
  return GroupType::get(m.cast<MemrefType>(), size, offset);
}

void printCoopmatrix(Type t, AsmPrinter& p) {
  auto c = t.cast<CoopmatrixType>();
  p << "<" << c.componentType() << " [" << c.rows() << ", " << c.columns() << "] "
    << matrixUseName(c.use()) << ">";
}

Type parseCoopmatrix(AsmParser& p) {
  std::vector<int64_t> shape;
  if (!p.expect(AsmToken::Less, "'<'")) return {};
  Type elem = p.parseType();
  if (!elem || !parseList(p, shape)) return {};
  MatrixUse use;
  if (p.parseOptionalKeyword("matrix_a"))
    use = MatrixUse::A;
  else if (p.parseOptionalKeyword("matrix_b"))
    use = MatrixUse::B;
  else if (p.parseKeyword("matrix_acc"))
    use = MatrixUse::Acc;
  else
    return {};
  if (!p.expect(AsmToken::Greater, "'>'")) return {};
  if (shape.size() != 2 || !isNumberType(elem)) {
    p.emitError("invalid !tensor.coopmatrix parameters");
    return {};
  }
  return CoopmatrixType::get(elem, shape[0], shape[1], use);
}

void printComplex(Type t, AsmPrinter& p) {
  p << "<" << t.cast<ComplexType>().componentType() << ">";
}

Type parseComplex(AsmParser& p) {
  if (!p.expect(AsmToken::Less, "'<'")) return {};
  Type elem = p.parseType();
  if (!elem || !p.expect(AsmToken::Greater, "'>'")) return {};
  if (!elem.isFloat(32) && !elem.isFloat(64)) {
    p.emitError("complex component must be f32 or f64");
    return {};
  }
  return ComplexType::get(elem);
}

} // namespace

void registerTensorTypes(Context& ctx) {
  ctx.registerTypeHooks(kMemrefKind, {"tensor.memref", printMemref, parseMemref});
  ctx.registerTypeHooks(kGroupKind, {"tensor.group", printGroup, parseGroup});
  ctx.registerTypeHooks(kCoopmatrixKind, {"tensor.coopmatrix", printCoopmatrix, parseCoopmatrix});
  ctx.registerTypeHooks(kComplexKind, {"tensor.complex", printComplex, parseComplex});
}

} // namespace spvkit::tensor
