// Tests of the generated SPIR-V grammar tables and the lookups of Grammar.h.
#include "ir/spirv/Grammar.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace spvkit::spirv;

namespace {

std::string readFile(const char* path) {
  std::ifstream in(path, std::ios::binary);
  REQUIRE_MESSAGE(in.good(), "cannot read " << path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

/// Occurrences of the JSON key `"key"` — an independent count of grammar entries
/// that does not parse the JSON (each instruction has one "opname", each
/// enumerant one "enumerant", each operand kind one "category").
size_t countKey(const std::string& text, const std::string& key) {
  std::string needle = "\"" + key + "\"";
  size_t n = 0;
  for (size_t pos = text.find(needle); pos != std::string::npos; pos = text.find(needle, pos + 1))
    ++n;
  return n;
}

/// Number of strings in all `"aliases": [...]` arrays.
size_t countAliases(const std::string& text) {
  size_t n = 0;
  for (size_t pos = text.find("\"aliases\""); pos != std::string::npos;
       pos = text.find("\"aliases\"", pos + 1)) {
    size_t open = text.find('[', pos), close = text.find(']', open);
    n += static_cast<size_t>(std::count(text.begin() + open, text.begin() + close, '"')) / 2;
  }
  return n;
}

size_t enumerantCount() {
  size_t n = 0;
  for (const OperandKindInfo& k : operandKinds()) n += k.enumerants().size();
  return n;
}

} // namespace

TEST_CASE("table sizes equal the grammar's entry counts") {
  std::string core = readFile(SPVKIT_CORE_GRAMMAR);
  std::string cl = readFile(SPVKIT_OPENCL_GRAMMAR);
  std::string gl = readFile(SPVKIT_GLSL_GRAMMAR);
  const GrammarInfo& info = grammarInfo();
  CHECK(info.grammarInstructions == countKey(core, "opname"));
  CHECK(instructions().size() + info.mergedInstructions == countKey(core, "opname"));
  CHECK(operandKinds().size() == countKey(core, "category"));
  CHECK(operandKinds().size() == kOperandKindCount);
  CHECK(enumerantCount() + info.mergedEnumerants == countKey(core, "enumerant"));
  CHECK(openclExtInsts().size() == countKey(cl, "opname"));
  CHECK(glslExtInsts().size() == countKey(gl, "opname"));
  CHECK(extInstSets().size() == kExtInstSetCount);
  CHECK(info.instructionAliases + info.enumerantAliases == countAliases(core));
  CHECK(info.coreVersion >= makeVersion(1, 6));
  // SPIRV-Headers 1.4.309 (grammar 1.6 revision 4) has 787 instructions.
  if (info.coreVersion == makeVersion(1, 6) && info.coreRevision == 4)
    CHECK(instructions().size() == 787);
}

TEST_CASE("every entry is found by opcode / value and by every name") {
  Op previous{};
  for (const InstructionInfo& inst : instructions()) {
    if (&inst != instructions().data()) CHECK(previous < inst.opcode);
    previous = inst.opcode;
    CHECK(findInstruction(inst.opcode) == &inst);
    CHECK(findInstruction(inst.name()) == &inst);
    CHECK(findInstruction("Op" + std::string(inst.name())) == &inst);
    for (size_t i = 0; i < inst.aliasCount(); ++i) {
      CHECK(findInstruction(inst.alias(i)) == &inst);
      CHECK(findInstruction("Op" + std::string(inst.alias(i))) == &inst);
    }
  }
  for (const OperandKindInfo& kind : operandKinds()) {
    CHECK(findOperandKind(kind.kind) == &kind);
    CHECK(findOperandKind(kind.name()) == &kind);
    CHECK(kind.enumerants().empty() != (kind.isEnum() && kind.name() != "FPEncoding"));
    for (const EnumerantInfo& e : kind.enumerants()) {
      CHECK(e.kind == kind.kind);
      CHECK(findEnumerant(kind.kind, e.value) == &e);
      CHECK(findEnumerant(kind.kind, e.name()) == &e);
      for (size_t i = 0; i < e.aliasCount(); ++i) CHECK(findEnumerant(kind.kind, e.alias(i)) == &e);
    }
  }
  for (const ExtInstInfo& ext : openclExtInsts()) {
    CHECK(ext.set == ExtInstSet::OpenCLStd);
    CHECK(findOpenCLExtInst(CLOp(ext.number)) == &ext);
    CHECK(findOpenCLExtInst(ext.name()) == &ext);
  }
  for (const ExtInstInfo& ext : glslExtInsts()) {
    CHECK(ext.set == ExtInstSet::GLSLStd450);
    CHECK(findGLSLExtInst(GLOp(ext.number)) == &ext);
    CHECK(findGLSLExtInst(ext.name()) == &ext);
    CHECK(findExtInst(ExtInstSet::GLSLStd450, ext.number) == &ext);
  }
  for (const ExtInstSetInfo& set : extInstSets()) {
    CHECK(findExtInstSet(set.name()) == &set);
    CHECK(&extInstSet(set.set) == &set);
  }
  for (unsigned i = 0; i < kExtensionCount; ++i)
    CHECK(findExtension(extensionName(static_cast<Extension>(i))) == static_cast<Extension>(i));
}

TEST_CASE("unknown names and values are not found") {
  CHECK(findInstruction("NoSuchOp") == nullptr);
  CHECK(findInstruction("Op") == nullptr);
  CHECK(findInstruction("") == nullptr);
  CHECK(findInstruction(static_cast<Op>(65535)) == nullptr);
  CHECK(opName(static_cast<Op>(65535)).empty());
  CHECK(findOperandKind("NoSuchKind") == nullptr);
  CHECK(findOperandKind(static_cast<OperandKind>(250)) == nullptr);
  CHECK(findEnumerant(OperandKind::Capability, "NoSuchCapability") == nullptr);
  CHECK(findEnumerant(OperandKind::Capability, uint32_t{0xFFFFFF}) == nullptr);
  CHECK(findEnumerant(OperandKind::IdRef, uint32_t{0}) == nullptr);
  CHECK(findEnumerant(static_cast<OperandKind>(250), "Kernel") == nullptr);
  CHECK(findOpenCLExtInst("nosuch") == nullptr);
  CHECK(findGLSLExtInst("fma") == nullptr); // OpenCL.std's name, GLSL's is Fma
  CHECK(findGLSLExtInst(GLOp(0)) == nullptr);
  CHECK(findExtInst(ExtInstSet(7), 1) == nullptr);
  CHECK(findExtInstSet("GLSL.std.451") == nullptr);
  CHECK(findExtension("SPV_nosuch") == std::nullopt);
  CHECK(extensionName(static_cast<Extension>(60000)).empty());
  CHECK(impliedCapabilities(static_cast<Capability>(0xFFFFFF)).empty());
  const InstructionInfo* iadd = findInstruction(Op::IAdd);
  REQUIRE(iadd);
  CHECK(iadd->alias(0).empty());
}

TEST_CASE("spot checks") {
  CHECK(static_cast<int>(Op::IAdd) == 128);
  CHECK(static_cast<int>(Capability::Kernel) == 6);
  CHECK(static_cast<int>(CLOp::fma) == 26);
  CHECK(opName(Op::IAdd) == "IAdd");

  const InstructionInfo* iadd = findInstruction("OpIAdd");
  REQUIRE(iadd);
  CHECK(iadd->opcode == Op::IAdd);
  CHECK(iadd->hasResult);
  CHECK(iadd->hasResultType);
  CHECK(iadd->opClass() == "Arithmetic");
  REQUIRE(iadd->operands().size() == 4);
  CHECK(iadd->operands()[0].kind == OperandKind::IdResultType);
  CHECK(iadd->operands()[2].kind == OperandKind::IdRef);
  CHECK(iadd->operands()[2].name() == "Operand 1");
  CHECK(iadd->availability.minVersion == makeVersion(1, 0));
  CHECK(iadd->availability.lastVersion == kVersionNone);
  CHECK(iadd->availability.capabilities.empty());

  const InstructionInfo* store = findInstruction(Op::Store);
  REQUIRE(store);
  CHECK_FALSE(store->hasResult);
  CHECK(store->operands().back().quantifier == Quantifier::Optional);

  for (const char* name :
       {"TypeCooperativeMatrixKHR", "CooperativeMatrixLoadKHR", "CooperativeMatrixStoreKHR",
        "CooperativeMatrixMulAddKHR", "CooperativeMatrixLengthKHR"}) {
    const InstructionInfo* op = findInstruction(name);
    REQUIRE_MESSAGE(op, name);
    CHECK(op->availability.capabilities.contains(Capability::CooperativeMatrixKHR));
    CHECK(op->availability.minVersion == kVersionNone);
  }
  const EnumerantInfo* coop = findEnumerant(Capability::CooperativeMatrixKHR);
  REQUIRE(coop);
  CHECK(coop->availability.extensions.contains(Extension::SPV_KHR_cooperative_matrix));
  CHECK(extensionName(Extension::SPV_KHR_cooperative_matrix) == "SPV_KHR_cooperative_matrix");
  const InstructionInfo* load = findInstruction(Op::CooperativeMatrixLoadKHR);
  REQUIRE(load);
  REQUIRE(load->operands().size() == 6);
  CHECK(load->operands()[4].name() == "Stride");
  CHECK(load->operands()[4].quantifier == Quantifier::Optional);
  CHECK(load->operands()[5].kind == OperandKind::MemoryAccess);

  const InstructionInfo* block = findInstruction("OpSubgroup2DBlockLoadINTEL");
  REQUIRE(block);
  CHECK(block->availability.capabilities.contains(Capability::Subgroup2DBlockIOINTEL));

  const EnumerantInfo* stride = findEnumerant(Decoration::ArrayStride);
  REQUIRE(stride);
  CHECK(stride->name() == "ArrayStride");
  REQUIRE(stride->parameters().size() == 1);
  CHECK(stride->parameters()[0].kind == OperandKind::LiteralInteger);
  CHECK(stride->parameters()[0].quantifier == Quantifier::One);
  CHECK(stride->parameters()[0].name() == "Array Stride");

  const ExtInstInfo* fma = findOpenCLExtInst("fma");
  REQUIRE(fma);
  CHECK(fma->number == uint16_t(CLOp::fma));
  CHECK(fma->operands().size() == 3);
  CHECK(fma->capabilities.empty());
  const ExtInstInfo* printf = findOpenCLExtInst(CLOp::printf);
  REQUIRE(printf);
  CHECK(printf->operands().back().quantifier == Quantifier::Variadic);

  // GLSL.std.450: numbers and operands from its grammar; every instruction
  // needs Shader unless the grammar names a capability (InterpolateAt*).
  CHECK(static_cast<int>(GLOp::FMix) == 46);
  CHECK(static_cast<int>(GLOp::Exp) == 27);
  CHECK(extInstSet(ExtInstSet::GLSLStd450).name() == "GLSL.std.450");
  CHECK(extInstSet(ExtInstSet::GLSLStd450).opPrefix() == "spirv.GL.");
  const ExtInstInfo* fmix = findGLSLExtInst("FMix");
  REQUIRE(fmix);
  REQUIRE(fmix->operands().size() == 3);
  CHECK(fmix->operands()[2].name() == "a");
  REQUIRE(fmix->capabilities.alternatives().size() == 1);
  CHECK(fmix->capabilities.alternatives()[0] == Capability::Shader);
  const ExtInstInfo* centroid = findGLSLExtInst(GLOp::InterpolateAtCentroid);
  REQUIRE(centroid);
  CHECK(centroid->capabilities.contains(Capability::InterpolationFunction));
  CHECK(!centroid->capabilities.contains(Capability::Shader));

  const OperandKindInfo* pair = findOperandKind("PairLiteralIntegerIdRef");
  REQUIRE(pair);
  CHECK(pair->category == OperandCategory::Composite);
  REQUIRE(pair->bases().size() == 2);
  CHECK(pair->bases()[0] == OperandKind::LiteralInteger);
  CHECK(pair->bases()[1] == OperandKind::IdRef);
  CHECK(findOperandKind(OperandKind::MemorySemantics)->category == OperandCategory::BitEnum);
  CHECK(static_cast<uint32_t>(MemorySemantics::Acquire) == 0x2);

  // Names that start with a digit.
  CHECK(static_cast<int>(Dim::Dim1D) == 0);
  CHECK(enumerantName(Dim::Dim2D) == "2D");
  CHECK(parseEnumerant<Dim>("3D") == Dim::Dim3D);

  // Versions.
  const InstructionInfo* lessOrGreater = findInstruction(Op::LessOrGreater);
  REQUIRE(lessOrGreater);
  CHECK(lessOrGreater->availability.lastVersion == makeVersion(1, 5));
  CHECK(lessOrGreater->availability.inCore(makeVersion(1, 5)));
  CHECK_FALSE(lessOrGreater->availability.inCore(makeVersion(1, 6)));
  CHECK(formatVersion(makeVersion(1, 4)) == "1.4");
  CHECK(formatVersion(kVersionNone) == "None");
  CHECK(makeVersion(1, 6) == 0x00010600);
}

TEST_CASE("aliases resolve to the one canonical entry") {
  CHECK(Op::SDotKHR == Op::SDot);
  const InstructionInfo* sdot = findInstruction("OpSDotKHR");
  REQUIRE(sdot);
  CHECK(sdot == findInstruction(Op::SDot));
  CHECK(sdot->name() == "SDot");
  REQUIRE(sdot->aliasCount() == 1);
  CHECK(sdot->alias(0) == "SDotKHR");
  CHECK(findInstruction("DecorateStringGOOGLE") == findInstruction(Op::DecorateString));
  CHECK(opName(Op::DecorateStringGOOGLE) == "DecorateString");

  const EnumerantInfo* quads =
      findEnumerant(OperandKind::Capability, "ComputeDerivativeGroupQuadsNV");
  REQUIRE(quads);
  // MLIR 19's spelling is the printed one (mlir_enumerant_spellings); the
  // grammar's parses too.
  CHECK(quads->name() == "ComputeDerivativeGroupQuadsNV");
  CHECK(parseEnumerant<Capability>("ComputeDerivativeGroupQuadsKHR") ==
        Capability::ComputeDerivativeGroupQuadsNV);
  CHECK(enumerantName(Capability::ComputeDerivativeGroupQuadsKHR) ==
        "ComputeDerivativeGroupQuadsNV");
  CHECK(enumerantName(Capability::BFloat16ConversionINTEL) == "Bfloat16ConversionINTEL");
  CHECK(parseEnumerant<Capability>("BFloat16ConversionINTEL") ==
        Capability::Bfloat16ConversionINTEL);
  CHECK(enumerantName(Capability::UniformAndStorageBuffer16BitAccess) == "StorageUniform16");
  // An instruction that names a capability by its alias refers to the canonical one.
  for (const InstructionInfo& inst : instructions())
    for (Capability c : inst.availability.capabilities.alternatives())
      CHECK(findEnumerant(c) != nullptr);
}

TEST_CASE("capability lists mean any one of them") {
  const InstructionInfo* ptrAccessChain = findInstruction(Op::PtrAccessChain);
  REQUIRE(ptrAccessChain);
  const AnyOfCapabilities& caps = ptrAccessChain->availability.capabilities;
  REQUIRE(caps.alternatives().size() >= 2);
  for (Capability c : caps.alternatives()) {
    Capability one[] = {c};
    CHECK(caps.isSatisfiedBy(one));
  }
  CHECK_FALSE(caps.isSatisfiedBy({}));
  Capability unrelated[] = {Capability::Float64, Capability::Int8};
  CHECK_FALSE(caps.isSatisfiedBy(unrelated));
  // No capability needed.
  CHECK(findInstruction(Op::IAdd)->availability.capabilities.isSatisfiedBy({}));
  // Satisfied through an implied capability: Shader implicitly declares Matrix.
  const InstructionInfo* mts = findInstruction(Op::MatrixTimesScalar);
  REQUIRE(mts);
  Capability shader[] = {Capability::Shader};
  CHECK(mts->availability.capabilities.isSatisfiedBy(shader));
  Capability kernel[] = {Capability::Kernel};
  CHECK_FALSE(mts->availability.capabilities.isSatisfiedBy(kernel));
  // Extensions: any one of them.
  const EnumerantInfo* coop = findEnumerant(Capability::CooperativeMatrixKHR);
  Extension coopExt[] = {Extension::SPV_KHR_cooperative_matrix};
  CHECK(coop->availability.availableIn(makeVersion(1, 0), coopExt));
  CHECK_FALSE(coop->availability.availableIn(makeVersion(1, 6), {}));
  CHECK(findInstruction(Op::IAdd)->availability.availableIn(makeVersion(1, 0), {}));
}

TEST_CASE("implied capability closure") {
  auto contains = [](std::span<const Capability> caps, Capability c) {
    return std::find(caps.begin(), caps.end(), c) != caps.end();
  };
  CHECK(contains(impliedCapabilities(Capability::Int64Atomics), Capability::Int64));
  CHECK(contains(directlyImpliedCapabilities(Capability::Shader), Capability::Matrix));
  // Geometry -> Shader -> Matrix.
  auto geometry = impliedCapabilities(Capability::Geometry);
  CHECK(contains(geometry, Capability::Shader));
  CHECK(contains(geometry, Capability::Matrix));
  CHECK_FALSE(contains(directlyImpliedCapabilities(Capability::Geometry), Capability::Matrix));
  CHECK(contains(impliedCapabilities(Capability::Float16Buffer), Capability::Kernel));
  CHECK(impliedCapabilities(Capability::Matrix).empty());
  // The grammar's list of a Capability is "implies all", not "any of".
  CHECK(findEnumerant(Capability::Shader)->availability.capabilities.empty());
  for (const EnumerantInfo& e : findOperandKind(OperandKind::Capability)->enumerants()) {
    auto c = static_cast<Capability>(e.value);
    auto closure = impliedCapabilities(c);
    CHECK(std::is_sorted(closure.begin(), closure.end()));
    CHECK_FALSE(contains(closure, c));
    for (Capability d : directlyImpliedCapabilities(c)) {
      CHECK(contains(closure, d));
      for (Capability dd : impliedCapabilities(d))
        if (dd != c) CHECK(contains(closure, dd));
    }
  }
}

TEST_CASE("bit enums format as A|B and parse back") {
  auto sem = MemorySemantics::Acquire | MemorySemantics::WorkgroupMemory;
  CHECK(formatBitEnum(sem) == "Acquire|WorkgroupMemory");
  CHECK(parseBitEnum<MemorySemantics>("Acquire|WorkgroupMemory") == sem);
  CHECK(parseBitEnum<MemorySemantics>(" WorkgroupMemory | Acquire ") == sem);
  CHECK(formatBitEnum(MemoryAccess::None) == "None");
  // MemorySemantics' zero is "Relaxed", with the alias "None".
  CHECK(formatBitEnum(MemorySemantics::None) == "Relaxed");
  CHECK(parseBitEnum<MemorySemantics>("None") == MemorySemantics::Relaxed);
  CHECK(formatBitEnum(OperandKind::MemoryAccess, 0x80000001u) == "Volatile|0x80000000");
  CHECK(parseBitEnum(OperandKind::MemoryAccess, "Volatile|0x80000000") == 0x80000001u);
  CHECK(parseBitEnum(OperandKind::MemoryAccess, "3") == 3u);
  CHECK(hasAnyBit(sem, MemorySemantics::Acquire));
  CHECK_FALSE(hasAnyBit(sem, MemorySemantics::Release));
  CHECK(parseBitEnum(OperandKind::MemoryAccess, "") == std::nullopt);
  CHECK(parseBitEnum(OperandKind::MemoryAccess, "Volatile|") == std::nullopt);
  CHECK(parseBitEnum(OperandKind::MemoryAccess, "Volatile||Aligned") == std::nullopt);
  CHECK(parseBitEnum(OperandKind::MemoryAccess, "Bogus") == std::nullopt);
  CHECK(parseBitEnum(OperandKind::MemoryAccess, "0x") == std::nullopt);
  CHECK(parseBitEnum(OperandKind::MemoryAccess, "0x100000000") == std::nullopt);
  CHECK(parseBitEnum(OperandKind::MemoryAccess, "12abc") == std::nullopt);
  CHECK(parseBitEnum(OperandKind::Capability, "Kernel") == std::nullopt);
  CHECK(formatBitEnum(OperandKind::Capability, 1).empty());
  // Aliases parse to the canonical bit; "2x2" starts with a digit but is a name.
  CHECK(parseBitEnum(OperandKind::CooperativeMatrixReduce, "2x2") == 4u);

  // Round trip: every single bit, every pair of bits and pseudo-random masks.
  uint32_t seed = 12345;
  for (const OperandKindInfo& kind : operandKinds()) {
    if (kind.category != OperandCategory::BitEnum) continue;
    std::vector<uint32_t> values = {0};
    for (int i = 0; i < 32; ++i)
      for (int j = i; j < 32; ++j) values.push_back((1u << i) | (1u << j));
    for (int i = 0; i < 64; ++i) values.push_back(seed = seed * 1103515245u + 12345u);
    for (uint32_t v : values) {
      std::string text = formatBitEnum(kind.kind, v);
      CHECK_MESSAGE(parseBitEnum(kind.kind, text) == v, kind.name() << " " << text);
    }
  }
}
