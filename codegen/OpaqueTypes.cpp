#include "codegen/OpaqueTypes.h"

#include "ir/AsmParser.h"
#include "ir/AsmPrinter.h"
#include "ir/spirv/Dialect.h"

#include <cstring>

namespace spvkit::reader {

using namespace spirv;

namespace {

struct Kind {
  Op op;
  const char* mnemonic;
};
constexpr Kind kKinds[] = {
    {Op::TypeEvent, "spirv.event"},
    {Op::TypeDeviceEvent, "spirv.device_event"},
    {Op::TypeReserveId, "spirv.reserve_id"},
    {Op::TypeQueue, "spirv.queue"},
    {Op::TypePipe, "spirv.pipe"},
    {Op::TypePipeStorage, "spirv.pipe_storage"},
    {Op::TypeNamedBarrier, "spirv.named_barrier"},
    {Op::TypeOpaque, "spirv.opaque"},
};
constexpr unsigned kFirst = unsigned(TypeKind::FirstDialect) + 40;

TypeKind kindOf(unsigned index) {
  return TypeKind(kFirst + index);
}

Type get(Context& ctx, unsigned index, uint32_t access, std::string_view name) {
  registerOpaqueTypes(ctx);
  TypeStorage key;
  key.kind = kindOf(index);
  key.p[0] = uint32_t(kKinds[index].op);
  key.p[1] = access;
  key.name = name;
  return ctx.uniqueType(key);
}

void print(Type t, AsmPrinter& p) {
  if (Op(t.storage()->p[0]) == Op::TypePipe) {
    p << "<";
    p.printEnumName(enumAttr(t.context(), OperandKind::AccessQualifier, t.storage()->p[1]));
    p << ">";
  } else if (Op(t.storage()->p[0]) == Op::TypeOpaque) {
    p << "<";
    p.printString(t.storage()->name);
    p << ">";
  }
}

template <unsigned I>
Type parse(AsmParser& p) {
  Context& ctx = p.context();
  if (kKinds[I].op == Op::TypePipe) {
    uint32_t access = 0;
    if (!p.expect(AsmToken::Less, "'<'") || !p.parseEnumValue("AccessQualifier", access, false) ||
        !p.expect(AsmToken::Greater, "'>'"))
      return {};
    return get(ctx, I, access, {});
  }
  if (kKinds[I].op == Op::TypeOpaque) {
    std::string name;
    if (!p.expect(AsmToken::Less, "'<'") || !p.parseKeywordOrString(name) ||
        !p.expect(AsmToken::Greater, "'>'"))
      return {};
    return get(ctx, I, 0, ctx.intern(name));
  }
  return get(ctx, I, 0, {});
}

template <unsigned... I>
void registerAll(Context& ctx, std::integer_sequence<unsigned, I...>) {
  (ctx.registerTypeHooks(kindOf(I), DialectTypeHooks{kKinds[I].mnemonic, &print, &parse<I>}), ...);
}

} // namespace

void registerOpaqueTypes(Context& ctx) {
  if (!ctx.markDialectLoaded("spirv.opaque_types")) return;
  registerAll(ctx, std::make_integer_sequence<unsigned, std::size(kKinds)>{});
}

Type opaqueType(Context& ctx, Op op, std::span<const uint32_t> w) {
  for (unsigned i = 0; i < std::size(kKinds); ++i) {
    if (kKinds[i].op != op) continue;
    if (op == Op::TypePipe) return get(ctx, i, w.size() > 2 ? w[2] : 0, {});
    if (op == Op::TypeOpaque) {
      const char* s = reinterpret_cast<const char*>(w.data() + 2);
      return get(ctx, i, 0, ctx.intern(std::string_view(s, strnlen(s, (w.size() - 2) * 4))));
    }
    return get(ctx, i, 0, {});
  }
  return {};
}

std::optional<OpaqueTypeInfo> opaqueTypeInfo(Type t) {
  if (!t) return std::nullopt;
  unsigned k = unsigned(t.kind());
  if (k < kFirst || k >= kFirst + std::size(kKinds)) return std::nullopt;
  return OpaqueTypeInfo{Op(t.storage()->p[0]), t.storage()->p[1], t.storage()->name};
}

} // namespace spvkit::reader
