// MLIR's target and ABI attributes of the SPIR-V dialect, read and printed in
// MLIR 19's syntax so that MLIR's test files and modules that carry them
// (module `spirv.target_env`, function `spirv.entry_point_abi`, argument
// `spirv.interface_var_abi`) go through spvkit-opt and back to mlir-opt:
//
//   #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, api=Vulkan,
//                     NVIDIA:DiscreteGPU:4318, #spirv.resource_limits<...>>
//   #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64], subgroup_size = 32>
//   #spirv.entry_point_abi<workgroup_size = [32, 1, 1], subgroup_size = 16>
//   #spirv.interface_var_abi<(0, 1), StorageBuffer>
//   #spirv.coop_matrix_props_khr<m_size = 8, n_size = 8, k_size = 32, a_type = i8, b_type = i8,
//                                c_type = i32, result_type = i32, acc_sat = false, scope =
//                                <Subgroup>>
//
// The IR does not act on them (spvkit's own target description is TargetEnv);
// they are checked when read (known fields, value kinds, enum names) and kept
// as uniqued attributes. A struct-like attribute keeps the fields it was given
// (its dictionary) and prints them in MLIR's declaration order, leaving out
// the ones that have MLIR's default value, as MLIR does.
#include "ir/AsmParser.h"
#include "ir/AsmPrinter.h"
#include "ir/Operation.h"
#include "ir/spirv/Dialect.h"
#include "ir/spirv/Syntax.h"

#include <algorithm>
#include <array>
#include <string>
#include <vector>

namespace spvkit::spirv {

namespace {

constexpr AttrKind kTargetEnvKind = AttrKind(uint16_t(AttrKind::FirstDialect) + 2);
constexpr AttrKind kResourceLimitsKind = AttrKind(uint16_t(AttrKind::FirstDialect) + 3);
constexpr AttrKind kEntryPointAbiKind = AttrKind(uint16_t(AttrKind::FirstDialect) + 4);
constexpr AttrKind kInterfaceVarAbiKind = AttrKind(uint16_t(AttrKind::FirstDialect) + 5);
constexpr AttrKind kCoopMatrixPropsKhrKind = AttrKind(uint16_t(AttrKind::FirstDialect) + 6);
constexpr AttrKind kCoopMatrixPropsNvKind = AttrKind(uint16_t(AttrKind::FirstDialect) + 7);

/// What a field's value may be.
enum class Field : uint8_t { Int, IntArray, AttrArray, Type, Bool, Scope };

struct FieldSpec {
  std::string_view name;
  Field kind;
  /// MLIR's default of an Int field (the field is not printed with it); -1: none.
  int64_t defaultValue;
};

/// MLIR 19's ResourceLimitsAttr parameters, in declaration order.
constexpr FieldSpec kResourceLimitFields[] = {
    {"max_compute_shared_memory_size", Field::Int, 16384},
    {"max_compute_workgroup_invocations", Field::Int, 128},
    {"max_compute_workgroup_size", Field::IntArray, -1},
    {"subgroup_size", Field::Int, 32},
    {"min_subgroup_size", Field::Int, -1},
    {"max_subgroup_size", Field::Int, -1},
    {"cooperative_matrix_properties_khr", Field::AttrArray, -1},
    {"cooperative_matrix_properties_nv", Field::AttrArray, -1},
};
/// MLIR 19's EntryPointABIAttr parameters.
constexpr FieldSpec kEntryPointFields[] = {
    {"workgroup_size", Field::IntArray, -1},
    {"subgroup_size", Field::Int, -1},
    {"target_width", Field::Int, -1},
};

/// MLIR 19's CooperativeMatrixPropertiesKHRAttr parameters (all required):
/// one entry of vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR.
constexpr FieldSpec kCoopMatrixPropsFields[] = {
    {"m_size", Field::Int, -1},       {"n_size", Field::Int, -1},   {"k_size", Field::Int, -1},
    {"a_type", Field::Type, -1},      {"b_type", Field::Type, -1},  {"c_type", Field::Type, -1},
    {"result_type", Field::Type, -1}, {"acc_sat", Field::Bool, -1}, {"scope", Field::Scope, -1},
};

/// MLIR 19's CooperativeMatrixPropertiesNVAttr (SPV_NV_cooperative_matrix):
/// the KHR one without `acc_sat`.
constexpr FieldSpec kCoopMatrixPropsNvFields[] = {
    {"m_size", Field::Int, -1},       {"n_size", Field::Int, -1},  {"k_size", Field::Int, -1},
    {"a_type", Field::Type, -1},      {"b_type", Field::Type, -1}, {"c_type", Field::Type, -1},
    {"result_type", Field::Type, -1}, {"scope", Field::Scope, -1},
};

std::span<const FieldSpec> fieldsOf(AttrKind kind) {
  if (kind == kResourceLimitsKind) return kResourceLimitFields;
  if (kind == kCoopMatrixPropsKhrKind) return kCoopMatrixPropsFields;
  if (kind == kCoopMatrixPropsNvKind) return kCoopMatrixPropsNvFields;
  return kEntryPointFields;
}

bool isIntArray(Attribute a) {
  auto arr = a.dyn_cast<ArrayAttr>();
  if (!arr) return false;
  for (Attribute e : arr.elements())
    if (!e.isa<IntegerAttr>()) return false;
  return true;
}

/// The value of field `f`, or null after reporting why.
Attribute parseFieldValue(AsmParser& p, const FieldSpec& f, std::string_view mnemonic) {
  Context& ctx = p.context();
  Location at = p.loc();
  Attribute value;
  std::string want;
  switch (f.kind) {
  case Field::Type:
    if (Type t = p.parseType()) return TypeAttr::get(t);
    return {};
  case Field::Bool:
    if (p.tok().kind == AsmToken::Identifier &&
        (p.tok().text == "true" || p.tok().text == "false")) {
      bool b = p.tok().text == "true";
      p.consume();
      return BoolAttr::get(ctx, b);
    }
    want = "true or false";
    break;
  case Field::Scope: {
    // MLIR's `scope = <Subgroup>`, or the whole `#spirv.scope<Subgroup>`.
    if (p.tok().kind != AsmToken::Less) {
      Attribute a = p.parseAttribute();
      if (!a) return {};
      if (auto s = enumValue<Scope>(a)) return enumAttr(ctx, *s);
      return p.emitError(at, "expected a scope"), Attribute();
    }
    if (!p.expect(AsmToken::Less, "'<'")) return {};
    std::optional<Scope> s;
    if (p.tok().kind == AsmToken::Identifier) s = parseEnumerant<Scope>(p.tok().text);
    if (!s) return p.emitError("expected a scope"), Attribute();
    p.consume();
    if (!p.expect(AsmToken::Greater, "'>'")) return {};
    return enumAttr(ctx, *s);
  }
  case Field::Int:
  case Field::IntArray:
  case Field::AttrArray:
    value = p.parseAttribute();
    if (!value) return {};
    if (f.kind == Field::Int        ? value.isa<IntegerAttr>()
        : f.kind == Field::IntArray ? isIntArray(value)
                                    : value.isa<ArrayAttr>())
      return value;
    want = f.kind == Field::Int        ? "an integer"
           : f.kind == Field::IntArray ? "an array of integers"
                                       : "an array";
    break;
  }
  return p.emitError(at, "#spirv." + std::string(mnemonic) + " parameter '" + std::string(f.name) +
                             "' must be " + want),
         Attribute();
}

constexpr std::string_view kClientApis[] = {"Metal", "OpenCL", "Unknown", "Vulkan", "WebGPU"};
constexpr std::string_view kVendors[] = {"AMD",     "Apple",    "ARM",      "Imagination",
                                         "Intel",   "NVIDIA",   "Qualcomm", "SwiftShader",
                                         "Unknown", "Broadcom", "Mesa"};
constexpr std::string_view kDeviceTypes[] = {"CPU",   "DiscreteGPU", "IntegratedGPU",
                                             "Other", "VirtualGPU",  "Unknown"};

template <size_t N>
bool oneOf(std::string_view s, const std::string_view (&names)[N]) {
  return std::find(std::begin(names), std::end(names), s) != std::end(names);
}

template <size_t N>
std::string list(const std::string_view (&names)[N]) {
  std::string out;
  for (std::string_view n : names) out += (out.empty() ? "" : ", ") + std::string(n);
  return out;
}

/// A dialect attribute of `kind` holding `elems` and the text `s`.
Attribute make(Context& ctx, AttrKind kind, std::span<const Attribute> elems,
               std::string_view s = {}, int64_t i = 0) {
  std::vector<const AttrStorage*> storages;
  for (Attribute a : elems) storages.push_back(a.storage());
  AttrStorage key;
  key.kind = kind;
  key.elems = storages.data();
  key.numElems = uint32_t(storages.size());
  key.s = s;
  key.i = i;
  return ctx.uniqueAttr(key);
}

// --- struct-like attributes: #spirv.resource_limits<...>, #spirv.entry_point_abi<...> ----

Attribute parseStruct(AsmParser& p, AttrKind kind, std::string_view mnemonic) {
  Context& ctx = p.context();
  if (!p.expect(AsmToken::Less, "'<'")) return {};
  std::vector<NamedAttribute> fields;
  while (p.tok().kind == AsmToken::Identifier) {
    Location at = p.loc();
    std::string name(p.tok().text);
    auto specs = fieldsOf(kind);
    auto spec = std::find_if(specs.begin(), specs.end(),
                             [&](const FieldSpec& f) { return f.name == name; });
    bool repeated = std::any_of(fields.begin(), fields.end(),
                                [&](const NamedAttribute& f) { return f.name == name; });
    if (spec == specs.end() || repeated)
      return p.emitError(at, "duplicate or unknown struct parameter name: " + name), Attribute();
    p.consume();
    if (!p.expect(AsmToken::Equal, "'='")) return {};
    Attribute value = parseFieldValue(p, *spec, mnemonic);
    if (!value) return {};
    fields.push_back({ctx.intern(name), value});
    if (!p.consumeIf(AsmToken::Comma)) break;
  }
  Location end = p.loc();
  if (!p.expect(AsmToken::Greater, "'>'")) return {};
  bool allRequired = kind == kCoopMatrixPropsKhrKind || kind == kCoopMatrixPropsNvKind;
  if (allRequired && fields.size() != fieldsOf(kind).size())
    for (const FieldSpec& f : fieldsOf(kind))
      if (std::none_of(fields.begin(), fields.end(),
                       [&](const NamedAttribute& n) { return n.name == f.name; }))
        return p.emitError(end, "struct is missing required parameter: " + std::string(f.name)),
               Attribute();
  Attribute dict = DictionaryAttr::get(ctx, fields);
  return make(ctx, kind, std::span<const Attribute>(&dict, 1));
}

void printStruct(Attribute attr, AsmPrinter& p) {
  auto dict = Attribute(attr.storage()->elems[0]).cast<DictionaryAttr>();
  p << "<";
  bool first = true;
  for (const FieldSpec& f : fieldsOf(attr.kind())) {
    Attribute v = dict.get(f.name);
    if (!v) continue;
    if (auto i = v.dyn_cast<IntegerAttr>(); i && f.defaultValue >= 0 && i.value() == f.defaultValue)
      continue; // MLIR leaves out a parameter that has its default value
    p << (first ? "" : ", ") << f.name << " = ";
    if (auto arr = v.dyn_cast<ArrayAttr>(); arr && f.kind == Field::IntArray) {
      p << "[";
      for (unsigned k = 0; k < arr.size(); ++k)
        p << (k ? ", " : "") << arr[k].cast<IntegerAttr>().value();
      p << "]";
    } else if (auto i = v.dyn_cast<IntegerAttr>()) {
      p << i.value();
    } else if (auto t = v.dyn_cast<TypeAttr>()) {
      p << t.value();
    } else if (auto b = v.dyn_cast<BoolAttr>()) {
      p << (b.value() ? "true" : "false");
    } else if (auto s = enumValue<Scope>(v)) {
      p << "<" << enumerantName(*s) << ">";
    } else {
      p.printAttribute(v);
    }
    first = false;
  }
  p << ">";
}

Attribute parseResourceLimits(AsmParser& p) {
  return parseStruct(p, kResourceLimitsKind, "resource_limits");
}
Attribute parseEntryPointAbi(AsmParser& p) {
  return parseStruct(p, kEntryPointAbiKind, "entry_point_abi");
}
Attribute parseCoopMatrixPropsKhr(AsmParser& p) {
  return parseStruct(p, kCoopMatrixPropsKhrKind, "coop_matrix_props_khr");
}
Attribute parseCoopMatrixPropsNv(AsmParser& p) {
  return parseStruct(p, kCoopMatrixPropsNvKind, "coop_matrix_props_nv");
}

// --- #spirv.interface_var_abi<(set, binding)[, StorageClass]> ------------------------------

Attribute parseInterfaceVarAbi(AsmParser& p) {
  Context& ctx = p.context();
  int64_t set = 0, binding = 0;
  if (!p.expect(AsmToken::Less, "'<'") || !p.expect(AsmToken::LParen, "'('")) return {};
  // MLIR's words for a missing number (`()`, `(1,)`); a negative one is
  // out of range below.
  auto missing = [&] {
    return p.tok().kind != AsmToken::Integer && p.tok().kind != AsmToken::Minus;
  };
  if (missing()) return p.emitError("missing descriptor set"), Attribute();
  if (!p.parseInteger(set) || !p.expect(AsmToken::Comma, "','")) return {};
  if (missing()) return p.emitError("missing binding"), Attribute();
  if (!p.parseInteger(binding) || !p.expect(AsmToken::RParen, "')'")) return {};
  if (set < 0 || set > 0xFFFFFFFF || binding < 0 || binding > 0xFFFFFFFF)
    return p.emitError("descriptor set and binding must be 32-bit unsigned integers"), Attribute();
  int64_t storage = -1;
  if (p.consumeIf(AsmToken::Comma)) {
    if (p.tok().kind != AsmToken::Identifier)
      return p.emitError("expected a storage class"), Attribute();
    auto sc = parseEnumerant<StorageClass>(p.tok().text);
    if (!sc) return p.emitError("unknown storage class: " + std::string(p.tok().text)), Attribute();
    storage = int64_t(*sc);
    p.consume();
  }
  if (!p.expect(AsmToken::Greater, "'>'")) return {};
  Type i32 = IntegerType::get(ctx, 32);
  Attribute elems[] = {IntegerAttr::get(i32, set), IntegerAttr::get(i32, binding)};
  return make(ctx, kInterfaceVarAbiKind, elems, {}, storage);
}

void printInterfaceVarAbi(Attribute attr, AsmPrinter& p) {
  const AttrStorage* s = attr.storage();
  p << "<(" << Attribute(s->elems[0]).cast<IntegerAttr>().value() << ", "
    << Attribute(s->elems[1]).cast<IntegerAttr>().value() << ")";
  if (s->i >= 0) p << ", " << enumerantName(StorageClass(s->i));
  p << ">";
}

// --- #spirv.target_env<vce[, api=X][, Vendor:DeviceType[:id]], limits> --------------------

Attribute parseTargetEnv(AsmParser& p) {
  Context& ctx = p.context();
  if (!p.expect(AsmToken::Less, "'<'")) return {};
  Location at = p.loc();
  Attribute vce = p.parseAttribute();
  if (!vce) return {};
  if (!vce.isa<VceAttr>()) return p.emitError(at, "expected a #spirv.vce attribute"), Attribute();
  // The middle part, kept as canonical text: "api=Vulkan, NVIDIA:DiscreteGPU:4318".
  std::string middle;
  if (!p.expect(AsmToken::Comma, "','")) return {};
  if (p.tok().kind == AsmToken::Identifier && p.tok().text == "api") {
    p.consume();
    if (!p.expect(AsmToken::Equal, "'='")) return {};
    if (p.tok().kind != AsmToken::Identifier || !oneOf(p.tok().text, kClientApis))
      return p.emitError("unknown client API: " + std::string(p.tok().text) + " (" +
                         list(kClientApis) + ")"),
             Attribute();
    middle = "api=" + std::string(p.tok().text);
    p.consume();
    if (!p.expect(AsmToken::Comma, "','")) return {};
  }
  if (p.tok().kind == AsmToken::Identifier) {
    if (!oneOf(p.tok().text, kVendors))
      return p.emitError("unknown vendor: " + std::string(p.tok().text) + " (" + list(kVendors) +
                         ")"),
             Attribute();
    std::string device(p.tok().text);
    p.consume();
    // MLIR's `Vendor[:DeviceType[:id]]`.
    if (p.consumeIf(AsmToken::Colon)) {
      if (p.tok().kind != AsmToken::Identifier || !oneOf(p.tok().text, kDeviceTypes))
        return p.emitError("unknown device type: " + std::string(p.tok().text) + " (" +
                           list(kDeviceTypes) + ")"),
               Attribute();
      device += ":" + std::string(p.tok().text);
      p.consume();
      if (p.consumeIf(AsmToken::Colon)) {
        int64_t id = 0;
        if (!p.parseInteger(id)) return {};
        if (id < 0 || id > 0xFFFFFFFF)
          return p.emitError("the device id must be a 32-bit unsigned integer"), Attribute();
        device += ":" + std::to_string(id);
      }
    }
    middle += (middle.empty() ? "" : ", ") + device;
    if (!p.expect(AsmToken::Comma, "','")) return {};
  }
  at = p.loc();
  Attribute limits = p.parseAttribute();
  if (!limits) return {};
  if (limits.kind() != kResourceLimitsKind)
    return p.emitError(at, "expected a #spirv.resource_limits attribute"), Attribute();
  if (!p.expect(AsmToken::Greater, "'>'")) return {};
  Attribute elems[] = {vce, limits};
  return make(ctx, kTargetEnvKind, elems, middle);
}

void printTargetEnv(Attribute attr, AsmPrinter& p) {
  const AttrStorage* s = attr.storage();
  p << "<";
  p.printAttribute(Attribute(s->elems[0]));
  p << ", ";
  if (!s->s.empty()) p << s->s << ", ";
  p.printAttribute(Attribute(s->elems[1]));
  p << ">";
}

// --- where `spirv.*` discardable attributes may appear ------------------------------------

/// MLIR 19's SPIRVDialect::verifyOperationAttribute / verifyRegionArgAttribute:
/// on an op only `spirv.entry_point_abi` and `spirv.target_env`, on a function
/// argument only `spirv.interface_var_abi` and `spirv.decoration`, each of its
/// attribute kind; any other `spirv.x` is refused (MLIR's messages).
bool verifySpirvAttr(Operation* op, const NamedAttribute& a, int argument, DiagnosticList& d) {
  std::string name(a.name);
  // MLIR reports these at the op without the "'op' op" prefix.
  auto bad = [&](const std::string& msg) { return d.error(op->loc(), msg), false; };
  if (argument < 0) {
    if (name == "spirv.entry_point_abi")
      return a.value.kind() == kEntryPointAbiKind ||
             bad("'spirv.entry_point_abi' attribute must be an entry point ABI attribute");
    if (name == "spirv.target_env")
      return a.value.kind() == kTargetEnvKind ||
             bad("'spirv.target_env' must be a spirv::TargetEnvAttr");
    return bad("found unsupported '" + name + "' attribute on operation");
  }
  if (name == "spirv.interface_var_abi")
    return a.value.kind() == kInterfaceVarAbiKind ||
           bad("'spirv.interface_var_abi' must be a spirv::InterfaceVarABIAttr");
  if (name == "spirv.decoration") return true; // spirv.func's parameter rules check it
  return bad("found unsupported '" + name + "' attribute on region argument");
}

} // namespace

void registerAbiAttributeSyntax(Context& ctx) {
  ctx.registerDiscardableAttrVerifier("spirv", &verifySpirvAttr);
  ctx.registerAttrHooks(kTargetEnvKind,
                        DialectAttrHooks{"spirv.target_env", &printTargetEnv, &parseTargetEnv});
  ctx.registerAttrHooks(kResourceLimitsKind, DialectAttrHooks{"spirv.resource_limits", &printStruct,
                                                              &parseResourceLimits});
  ctx.registerAttrHooks(kEntryPointAbiKind, DialectAttrHooks{"spirv.entry_point_abi", &printStruct,
                                                             &parseEntryPointAbi});
  ctx.registerAttrHooks(
      kInterfaceVarAbiKind,
      DialectAttrHooks{"spirv.interface_var_abi", &printInterfaceVarAbi, &parseInterfaceVarAbi});
  ctx.registerAttrHooks(
      kCoopMatrixPropsKhrKind,
      DialectAttrHooks{"spirv.coop_matrix_props_khr", &printStruct, &parseCoopMatrixPropsKhr});
  ctx.registerAttrHooks(
      kCoopMatrixPropsNvKind,
      DialectAttrHooks{"spirv.coop_matrix_props_nv", &printStruct, &parseCoopMatrixPropsNv});
}

} // namespace spvkit::spirv
