// Operand syntax of every tensor-language instruction (after the name and the
// modifiers), and the construction of the corresponding tensor-dialect op.
#include "frontend/ParserImpl.h"

#include "ir/Block.h"

namespace spvkit::frontend {

using namespace tensor;

void ParserImpl::parseBody(Inst& inst) {
  const OpKind k = inst.kind;
  auto comma = [&] { expect(TokenKind::Comma, "','"); };
  auto operands = [&](unsigned n) {
    for (unsigned i = 0; i < n; ++i) {
      if (i) comma();
      parseOperand(inst);
    }
  };
  auto simple = [&] { insert(create(inst), inst); };

  if (isArithBinary(k) || isCompare(k) || k == OpKind::CooperativeMatrixScale ||
      k == OpKind::SubgroupBroadcast) {
    operands(2);
    if (isCompare(k)) {
      expect(TokenKind::Colon, "':'");
      inst.src.types.push_back(tok().range);
      expect(Keyword::Bool, "'bool'");
      inst.resultTypes.push_back(IntegerType::get(ctx_, 1));
    } else {
      parseResultType(inst);
    }
    return simple();
  }
  if (isArithUnary(k) || isMath(k) || isSubgroup(k) || k == OpKind::Associated ||
      k == OpKind::Cast || k == OpKind::CooperativeMatrixConstruct ||
      (k >= OpKind::CooperativeMatrixReduceAdd && k <= OpKind::CooperativeMatrixReduceMin)) {
    operands(1);
    parseResultType(inst);
    return simple();
  }
  if (isBuiltin(k)) {
    parseResultType(inst);
    return simple();
  }
  switch (k) {
  case OpKind::Alloca: {
    if (tok().is(TokenKind::LBrace))
      setAttr(inst, "attributes", parseDictionary(inst.src.attrs, 0));
    const SourceLocation colon = tok().range.begin;
    expect(TokenKind::Colon, "':'");
    if (!tok().is(Keyword::Memref)) failExpected("memref type");
    const SourceLocation begin = tok().range.begin;
    (void)colon;
    inst.resultTypes.push_back(parseMemrefType());
    inst.src.types.push_back({begin, toks_[pos_ - 1].range.end});
    return simple();
  }
  case OpKind::Axpby:
  case OpKind::Sum:
    operands(4);
    return simple();
  case OpKind::Gemm:
  case OpKind::Gemv:
  case OpKind::Ger:
  case OpKind::Hadamard:
    operands(5);
    return simple();
  case OpKind::Cumsum:
    operands(2);
    comma();
    setAttr(inst, "mode", intAttr(parseIntegerConstant(inst)));
    comma();
    operands(2);
    return simple();
  case OpKind::LifetimeStop:
    operands(1);
    return simple();
  case OpKind::Barrier:
    return simple();
  case OpKind::AtomicLoad:
  case OpKind::Load:
    operands(1);
    parseIndexList(inst);
    parseResultType(inst);
    return simple();
  case OpKind::AtomicStore:
  case OpKind::Store:
    operands(2);
    parseIndexList(inst);
    return simple();
  case OpKind::AtomicAdd:
  case OpKind::AtomicMin:
  case OpKind::AtomicMax:
    operands(2);
    parseIndexList(inst);
    parseResultType(inst);
    return simple();
  case OpKind::Constant: {
    Attribute v = parseConstantValue(inst.src.value);
    setAttr(inst, "value", v);
    parseResultType(inst);
    return simple();
  }
  case OpKind::Expand: {
    operands(1);
    expect(TokenKind::LSquare, "'['");
    setAttr(inst, "mode", intAttr(parseIntegerConstant(inst)));
    expect(TokenKind::Arrow, "'->'");
    std::vector<Attribute> shape;
    auto entry = [&] {
      if (tok().is(TokenKind::LocalIdentifier)) {
        parseOperand(inst);
        shape.push_back(intAttr(kDynamic));
      } else if (tok().is(TokenKind::IntegerConstant)) {
        shape.push_back(intAttr(parseIntegerConstant(inst)));
      } else {
        failExpected("integer constant or local identifier");
      }
    };
    entry();
    expect(TokenKind::Times, "'x'");
    entry();
    while (consumeIf(TokenKind::Times)) entry();
    expect(TokenKind::RSquare, "']'");
    setAttr(inst, "static_shape", ArrayAttr::get(ctx_, shape));
    parseResultType(inst);
    return simple();
  }
  case OpKind::Fuse:
    operands(1);
    expect(TokenKind::LSquare, "'['");
    setAttr(inst, "from", intAttr(parseIntegerConstant(inst)));
    comma();
    setAttr(inst, "to", intAttr(parseIntegerConstant(inst)));
    expect(TokenKind::RSquare, "']'");
    parseResultType(inst);
    return simple();
  case OpKind::Size:
    operands(1);
    expect(TokenKind::LSquare, "'['");
    setAttr(inst, "mode", intAttr(parseIntegerConstant(inst)));
    expect(TokenKind::RSquare, "']'");
    expect(TokenKind::Colon, "':'");
    inst.src.types.push_back(tok().range);
    expect(Keyword::Index, "'index'");
    inst.resultTypes.push_back(IndexType::get(ctx_));
    return simple();
  case OpKind::Subview: {
    operands(1);
    expect(TokenKind::LSquare, "'['");
    std::vector<Attribute> offsets, sizes;
    auto piece = [&](std::vector<Attribute>& out) {
      if (tok().is(TokenKind::LocalIdentifier)) {
        parseOperand(inst);
        out.push_back(intAttr(kDynamic));
      } else if (tok().is(TokenKind::IntegerConstant)) {
        out.push_back(intAttr(parseIntegerConstant(inst)));
      } else {
        failExpected("integer constant or local identifier");
      }
    };
    if (!tok().is(TokenKind::RSquare)) {
      do {
        piece(offsets);
        if (consumeIf(TokenKind::Colon))
          piece(sizes);
        else
          sizes.push_back(intAttr(kNoSize));
      } while (consumeIf(TokenKind::Comma));
    }
    expect(TokenKind::RSquare, "']'");
    setAttr(inst, "static_offsets", ArrayAttr::get(ctx_, offsets));
    setAttr(inst, "static_sizes", ArrayAttr::get(ctx_, sizes));
    parseResultType(inst);
    return simple();
  }
  case OpKind::Yield:
    expect(TokenKind::LParen, "'('");
    if (!tok().is(TokenKind::RParen)) {
      do parseOperand(inst);
      while (consumeIf(TokenKind::Comma));
    }
    expect(TokenKind::RParen, "')'");
    return simple();
  case OpKind::CooperativeMatrixAtomicLoad:
  case OpKind::CooperativeMatrixLoad:
    operands(1);
    expect(TokenKind::LSquare, "'['");
    operands(2);
    expect(TokenKind::RSquare, "']'");
    parseResultType(inst);
    return simple();
  case OpKind::CooperativeMatrixAtomicStore:
  case OpKind::CooperativeMatrixStore:
  case OpKind::CooperativeMatrixAtomicAdd:
  case OpKind::CooperativeMatrixAtomicMax:
  case OpKind::CooperativeMatrixAtomicMin:
    operands(2);
    expect(TokenKind::LSquare, "'['");
    operands(2);
    expect(TokenKind::RSquare, "']'");
    if (k != OpKind::CooperativeMatrixAtomicStore && k != OpKind::CooperativeMatrixStore)
      parseResultType(inst);
    return simple();
  case OpKind::CooperativeMatrixExtract:
  case OpKind::CooperativeMatrixInsert:
    operands(k == OpKind::CooperativeMatrixInsert ? 2 : 1);
    expect(TokenKind::LSquare, "'['");
    setAttr(inst, "index", intAttr(parseIntegerConstant(inst)));
    expect(TokenKind::RSquare, "']'");
    parseResultType(inst);
    return simple();
  case OpKind::CooperativeMatrixMulAdd:
    operands(3);
    parseResultType(inst);
    return simple();
  case OpKind::CooperativeMatrixPrefetch:
    setAttr(inst, "cache_level", intAttr(parseIntegerConstant(inst)));
    comma();
    operands(1);
    expect(TokenKind::LSquare, "'['");
    operands(2);
    expect(TokenKind::RSquare, "']'");
    comma();
    setAttr(inst, "rows", intAttr(parseIntegerConstant(inst)));
    comma();
    setAttr(inst, "cols", intAttr(parseIntegerConstant(inst)));
    return simple();
  default:
    break;
  }

  // --- instructions with regions ----------------------------------------------------
  auto idList = [&](std::vector<Token>& out) {
    expect(TokenKind::LParen, "'('");
    do out.push_back(expect(TokenKind::LocalIdentifier, "local identifier"));
    while (consumeIf(TokenKind::Comma));
    expect(TokenKind::RParen, "')'");
  };
  auto operandList = [&] {
    unsigned n = 0;
    expect(TokenKind::LParen, "'('");
    do {
      parseOperand(inst);
      ++n;
    } while (consumeIf(TokenKind::Comma));
    expect(TokenKind::RParen, "')'");
    return n;
  };
  auto returnTypes = [&] {
    inst.src.returnParen = expect(TokenKind::LParen, "'('").range;
    do {
      const SourceLocation begin = tok().range.begin;
      inst.resultTypes.push_back(parseType());
      inst.src.types.push_back({begin, toks_[pos_ - 1].range.end});
    } while (consumeIf(TokenKind::Comma));
    expect(TokenKind::RParen, "')'");
  };
  auto region = [&](Operation* op, unsigned r, std::span<const Type> types,
                    std::span<const Token> names) {
    pushScope();
    try {
      Block* b = addBlock(op, r, types, names);
      for (const Token& n : names) inst.src.regionArgs.push_back(n.range);
      parseRegion(b, inst.src);
    } catch (...) {
      popScope();
      throw;
    }
    popScope();
  };
  const Type index = IndexType::get(ctx_);

  switch (k) {
  case OpKind::Parallel: {
    inst.numRegions = 1;
    Operation* op = create(inst);
    region(op, 0, {}, {});
    return insert(op, inst);
  }
  case OpKind::Foreach:
  case OpKind::ForeachTile: {
    std::vector<Token> vars, tiles;
    idList(vars);
    expect(TokenKind::Equal, "'='");
    const unsigned from = operandList();
    comma();
    const unsigned to = operandList();
    std::vector<Attribute> tileShape;
    if (k == OpKind::ForeachTile) {
      expect(Keyword::As, "'as'");
      idList(tiles);
      expect(TokenKind::LessEqual, "'<='");
      expect(TokenKind::LParen, "'('");
      do tileShape.push_back(intAttr(parseIntegerConstant(inst)));
      while (consumeIf(TokenKind::Comma));
      expect(TokenKind::RParen, "')'");
      setAttr(inst, "tile_shape", ArrayAttr::get(ctx_, tileShape));
    }
    // The op keeps both lists in one operand range, so their lengths must
    // agree for it to be well-formed: report here.
    if (from != vars.size() || to != vars.size() ||
        (k == OpKind::ForeachTile &&
         (tiles.size() != vars.size() || tileShape.size() != vars.size())))
      semaError(inst.name.range, "loop range lists must have the same length");
    std::vector<Type> types;
    std::vector<Token> names = vars;
    for (size_t i = 0; i < vars.size(); ++i)
      types.push_back(typeOf(i < inst.operands.size() ? inst.operands[i] : nullptr, index));
    for (const Token& t : tiles) {
      names.push_back(t);
      types.push_back(index);
    }
    inst.numRegions = 1;
    Operation* op = create(inst);
    region(op, 0, types, names);
    return insert(op, inst);
  }
  case OpKind::For: {
    std::vector<Token> names;
    names.push_back(expect(TokenKind::LocalIdentifier, "local identifier"));
    expect(TokenKind::Equal, "'='");
    operands(2);
    if (consumeIf(TokenKind::Comma)) {
      parseOperand(inst);
      setAttr(inst, "has_step", UnitAttr::get(ctx_));
    }
    std::vector<Type> types{typeOf(inst.operands[0], index)};
    const size_t firstInit = inst.operands.size();
    if (consumeIf(Keyword::Init)) {
      expect(TokenKind::LParen, "'('");
      do {
        names.push_back(expect(TokenKind::LocalIdentifier, "local identifier"));
        expect(TokenKind::Equal, "'='");
        parseOperand(inst);
      } while (consumeIf(TokenKind::Comma));
      expect(TokenKind::RParen, "')'");
      expect(TokenKind::Arrow, "'->'");
      returnTypes();
    }
    for (size_t i = firstInit; i < inst.operands.size(); ++i) {
      const size_t r = i - firstInit;
      types.push_back(r < inst.resultTypes.size() ? inst.resultTypes[r]
                                                  : typeOf(inst.operands[i], index));
    }
    inst.numRegions = 1;
    Operation* op = create(inst);
    region(op, 0, types, names);
    if (consumeIf(Keyword::Attributes)) {
      if (!tok().is(TokenKind::LBrace)) failExpected("'{'");
      op->setAttr("attributes", parseDictionary(inst.src.attrs, 0));
    }
    return insert(op, inst);
  }
  case OpKind::If: {
    operands(1);
    if (consumeIf(TokenKind::Arrow)) {
      // `-> ()`, an empty result list (tinytc accepts and prints it), is
      // the same as no result list.
      if (tok().is(TokenKind::LParen) && peek().is(TokenKind::RParen)) {
        consume();
        consume();
      } else {
        returnTypes();
      }
    }
    inst.numRegions = 2;
    Operation* op = create(inst);
    region(op, 0, {}, {});
    if (consumeIf(Keyword::Else)) region(op, 1, {}, {});
    return insert(op, inst);
  }
  case OpKind::CooperativeMatrixApply: {
    std::vector<Token> names;
    expect(TokenKind::LParen, "'('");
    names.push_back(expect(TokenKind::LocalIdentifier, "local identifier"));
    comma();
    names.push_back(expect(TokenKind::LocalIdentifier, "local identifier"));
    comma();
    names.push_back(expect(TokenKind::LocalIdentifier, "local identifier"));
    expect(TokenKind::RParen, "')'");
    expect(TokenKind::Equal, "'='");
    Value* m = parseOperand(inst);
    expect(TokenKind::Arrow, "'->'");
    const SourceLocation begin = tok().range.begin;
    if (!tok().is(Keyword::Coopmatrix)) failExpected("coopmatrix type");
    Type result = parseCoopmatrixType();
    inst.resultTypes.push_back(result);
    inst.src.types.push_back({begin, toks_[pos_ - 1].range.end});
    Type component = result.cast<CoopmatrixType>().componentType();
    if (m && m->type().isa<CoopmatrixType>())
      component = m->type().cast<CoopmatrixType>().componentType();
    const Type i32 = IntegerType::get(ctx_, 32);
    const Type types[3] = {i32, i32, component};
    inst.numRegions = 1;
    Operation* op = create(inst);
    region(op, 0, types, names);
    return insert(op, inst);
  }
  default:
    fail(inst.name.range, "unsupported instruction");
  }
}

} // namespace spvkit::frontend
