// Types, constants and operands of the tensor-language parser.
#include "frontend/ParserImpl.h"

namespace spvkit::frontend {

using namespace tensor;

namespace {

Type scalarType(Context& ctx, Keyword kw) {
  switch (kw) {
  case Keyword::Bool:
    return IntegerType::get(ctx, 1);
  case Keyword::I8:
    return IntegerType::get(ctx, 8);
  case Keyword::I16:
    return IntegerType::get(ctx, 16);
  case Keyword::I32:
    return IntegerType::get(ctx, 32);
  case Keyword::I64:
    return IntegerType::get(ctx, 64);
  case Keyword::Index:
    return IndexType::get(ctx);
  case Keyword::BF16:
    return FloatType::getBF16(ctx);
  case Keyword::F16:
    return FloatType::get(ctx, 16);
  case Keyword::F32:
    return FloatType::get(ctx, 32);
  case Keyword::F64:
    return FloatType::get(ctx, 64);
  case Keyword::C32:
    return ComplexType::get(FloatType::get(ctx, 32));
  case Keyword::C64:
    return ComplexType::get(FloatType::get(ctx, 64));
  case Keyword::Void:
    return VoidType::get(ctx);
  default:
    return {};
  }
}

} // namespace

Type ParserImpl::parseType() {
  const Token& t = tok();
  if (t.is(Keyword::Memref)) return parseMemrefType();
  if (t.is(Keyword::Group)) return parseGroupType();
  if (t.is(Keyword::Coopmatrix)) return parseCoopmatrixType();
  if (t.kind == TokenKind::Keyword)
    if (Type s = scalarType(ctx_, t.keyword)) {
      consume();
      return s;
    }
  failExpected("type");
}

Type ParserImpl::parseNumberType() {
  const Token& t = tok();
  if (t.kind == TokenKind::Keyword && !t.is(Keyword::Bool) && !t.is(Keyword::Void))
    if (Type s = scalarType(ctx_, t.keyword)) {
      consume();
      return s;
    }
  failExpected("number type");
}

Type ParserImpl::parseMemrefType() {
  consume(); // memref
  expect(TokenKind::Less, "'<'");
  Type elem = parseNumberType();
  std::vector<int64_t> shape;
  while (consumeIf(TokenKind::Times)) {
    if (consumeIf(TokenKind::Question))
      shape.push_back(kDynamic);
    else
      shape.push_back(expect(TokenKind::IntegerConstant, "integer constant or '?'").intValue);
  }
  std::vector<int64_t> strides;
  std::vector<SourceRange> strideRanges;
  SourceRange stridedRange;
  bool hasStrides = false;
  AddressSpace space = AddressSpace::Global;
  bool hasSpace = false;
  if (consumeIf(TokenKind::Comma)) {
    if (tok().is(Keyword::Strided)) {
      stridedRange = consume().range;
      hasStrides = true;
      expect(TokenKind::Less, "'<'");
      if (!tok().is(TokenKind::Greater)) {
        do {
          strideRanges.push_back(tok().range);
          if (consumeIf(TokenKind::Question))
            strides.push_back(kDynamic);
          else
            strides.push_back(
                expect(TokenKind::IntegerConstant, "integer constant or '?'").intValue);
        } while (consumeIf(TokenKind::Comma));
      }
      expect(TokenKind::Greater, "'>'");
      if (consumeIf(TokenKind::Comma)) hasSpace = true;
    } else {
      hasSpace = true;
    }
    if (hasSpace) {
      if (consumeIf(Keyword::Global))
        space = AddressSpace::Global;
      else if (consumeIf(Keyword::Local))
        space = AddressSpace::Local;
      else
        failExpected("'global' or 'local'");
    }
  }
  expect(TokenKind::Greater, "'>'");
  if (shape.size() > kMaxMemrefOrder)
    semaError(toks_[pos_ - 1].range, "memref has order " + std::to_string(shape.size()) +
                                         "; the limit is " + std::to_string(kMaxMemrefOrder));
  for (int64_t d : shape)
    if (d != kDynamic && d < 0)
      semaError(toks_[pos_ - 1].range, "memref shape entries must be non-negative");
  if (hasStrides && strides.size() != shape.size()) {
    semaError(stridedRange, "strided layout has " + std::to_string(strides.size()) +
                                (strides.size() == 1 ? " entry" : " entries") + ", expected " +
                                std::to_string(shape.size()));
    strides.clear();
  } else if (hasStrides && checkLayout_) {
    // 1 <= S(1) and S(i-1) * s(i-1) <= S(i) where everything is known.
    for (size_t i = 0; i < strides.size(); ++i) {
      bool bad = false;
      if (strides[i] != kDynamic && strides[i] < 1) bad = true;
      int64_t extent = 0;
      if (i > 0 && strides[i] != kDynamic && strides[i - 1] != kDynamic &&
          shape[i - 1] != kDynamic &&
          (__builtin_mul_overflow(strides[i - 1], shape[i - 1], &extent) || extent > strides[i]))
        bad = true;
      if (bad) {
        semaError(strideRanges[i], "invalid strided layout");
        strides.clear();
        break;
      }
    }
  }
  return MemrefType::get(elem, shape, strides, space);
}

Type ParserImpl::parseGroupType() {
  consume(); // group
  expect(TokenKind::Less, "'<'");
  if (!tok().is(Keyword::Memref)) failExpected("memref type");
  auto memref = parseMemrefType().cast<MemrefType>();
  expect(TokenKind::Times, "'x'");
  int64_t size;
  if (consumeIf(TokenKind::Question))
    size = kDynamic;
  else
    size = expect(TokenKind::IntegerConstant, "integer constant or '?'").intValue;
  int64_t offset = 0;
  if (consumeIf(TokenKind::Comma)) {
    expect(Keyword::Offset, "'offset'");
    expect(TokenKind::Colon, "':'");
    if (consumeIf(TokenKind::Question))
      offset = kDynamic;
    else {
      const Token& o = expect(TokenKind::IntegerConstant, "integer constant or '?'");
      offset = o.intValue;
      if (offset < 0) semaError(o.range, "offset must be non-negative");
    }
  }
  expect(TokenKind::Greater, "'>'");
  return GroupType::get(memref, size, offset);
}

Type ParserImpl::parseCoopmatrixType() {
  consume(); // coopmatrix
  expect(TokenKind::Less, "'<'");
  Type elem = parseNumberType();
  expect(TokenKind::Times, "'x'");
  const Token& rows = expect(TokenKind::IntegerConstant, "integer constant");
  expect(TokenKind::Times, "'x'");
  const Token& cols = expect(TokenKind::IntegerConstant, "integer constant");
  expect(TokenKind::Comma, "','");
  MatrixUse use;
  if (consumeIf(Keyword::MatrixA))
    use = MatrixUse::A;
  else if (consumeIf(Keyword::MatrixB))
    use = MatrixUse::B;
  else if (consumeIf(Keyword::MatrixAcc))
    use = MatrixUse::Acc;
  else
    failExpected("'matrix_a', 'matrix_b' or 'matrix_acc'");
  expect(TokenKind::Greater, "'>'");
  if (rows.intValue <= 0) semaError(rows.range, "coopmatrix shape must be positive");
  if (cols.intValue <= 0) semaError(cols.range, "coopmatrix shape must be positive");
  return CoopmatrixType::get(elem, rows.intValue, cols.intValue, use);
}

Type ParserImpl::parseResultType(Inst& inst) {
  expect(TokenKind::Colon, "':'");
  const SourceLocation begin = tok().range.begin;
  Type t = parseType();
  inst.src.types.push_back({begin, toks_[pos_ - 1].range.end});
  inst.resultTypes.push_back(t);
  return t;
}

// --- constants and operands ------------------------------------------------------------

int64_t ParserImpl::parseIntegerConstant(Inst& inst) {
  const Token& t = expect(TokenKind::IntegerConstant, "integer constant");
  inst.src.constants.push_back(t.range);
  return t.intValue;
}

Attribute ParserImpl::parseConstantValue(SourceRange& range) {
  const Token& t = tok();
  range = t.range;
  if (t.is(Keyword::True) || t.is(Keyword::False)) {
    consume();
    return BoolAttr::get(ctx_, t.is(Keyword::True));
  }
  if (t.is(TokenKind::IntegerConstant)) {
    // "0x10" lexes as 0, x, 10: the language has no hexadecimal integers.
    const Token& next = peek();
    if ((t.text == "0" || t.text == "-0" || t.text == "+0") && !next.leadingSpace &&
        (next.is(TokenKind::Times) || (next.is(TokenKind::BareWord) && next.text.starts_with("x"))))
      fail(t.range, "hexadecimal integer constants are not supported");
    consume();
    return IntegerAttr::get(IntegerType::get(ctx_, 64), t.intValue);
  }
  if (t.is(TokenKind::FloatingConstant)) {
    consume();
    return FloatAttr::get(FloatType::get(ctx_, 64), t.floatValue);
  }
  if (t.is(TokenKind::LSquare)) {
    const SourceLocation begin = consume().range.begin;
    const Token& re = expect(TokenKind::FloatingConstant, "floating constant");
    expect(TokenKind::Comma, "','");
    const Token& im = expect(TokenKind::FloatingConstant, "floating constant");
    const Token& close = expect(TokenKind::RSquare, "']'");
    range = {begin, close.range.end};
    const Attribute parts[2] = {FloatAttr::get(FloatType::get(ctx_, 64), re.floatValue),
                                FloatAttr::get(FloatType::get(ctx_, 64), im.floatValue)};
    return ArrayAttr::get(ctx_, parts);
  }
  failExpected("constant");
}

Value* ParserImpl::parseOperand(Inst& inst) {
  const Token& t = expect(TokenKind::LocalIdentifier, "local identifier");
  Value* v = lookup(t);
  inst.operands.push_back(v);
  inst.src.operands.push_back(t.range);
  return v;
}

void ParserImpl::parseIndexList(Inst& inst) {
  expect(TokenKind::LSquare, "'['");
  if (!tok().is(TokenKind::RSquare)) {
    do parseOperand(inst);
    while (consumeIf(TokenKind::Comma));
  }
  expect(TokenKind::RSquare, "']'");
}

} // namespace spvkit::frontend
