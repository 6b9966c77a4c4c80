// The verifier against spirv-val, op class by op class: every op of a table
// (arithmetic, bit, relational and logical, conversion, composite, group and
// non-uniform, atomic, memory, and the GLSL.std.450 instructions) is built
// with every operand and result type of a small pool (all operands of one
// type, or one operand of another), as one function of a Kernel module (a
// Shader module for GLSL.std.450), its vce_triple extended by what it needs as
// WriterCheck.h's declareRequirements does. Where spvkit's verifier accepts
// the module, it is written and validated in-process by SPIRV-Tools; a binary spirv-val rejects
// is a verifier gap and fails the test, listed with the validator's message.
// The converse (the verifier rejects what spirv-val accepts) is counted, not
// an error: the verifier may be stricter (MLIR 19's type constraints).
//
//   verifier-typing-test [--verbose]
#include "FuzzCheck.h"
#include "WriterCheck.h"

#include "codegen/Writer.h"
#include "ir/AsmParser.h"
#include "ir/Verifier.h"
#include "ir/spirv/Dialect.h"
#include "ir/spirv/Verify.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace spvkit;

namespace {

struct OpCase {
  const char* name;
  unsigned operands;
  const char* attrs; // generic-form attribute dictionary, "" if none
  bool result = true;
  /// The pool its operand and result types come from (Shader: a Shader
  /// module and the GLSL.std.450 pool).
  enum Pool { Values, Pointers, Shader } pool = Values;
};

constexpr OpCase::Pool kGL = OpCase::Shader;

constexpr const char* kGroup =
    "{execution_scope = #spirv.scope<Subgroup>, group_operation = #spirv.group_operation<Reduce>}";
constexpr const char* kSubgroup = "{execution_scope = #spirv.scope<Subgroup>}";
constexpr const char* kAtomic =
    "{memory_scope = #spirv.scope<Device>, semantics = #spirv.memory_semantics<None>}";

const OpCase kOps[] = {
    // arithmetic
    {"spirv.IAdd", 2, ""},
    {"spirv.ISub", 2, ""},
    {"spirv.IMul", 2, ""},
    {"spirv.UDiv", 2, ""},
    {"spirv.SDiv", 2, ""},
    {"spirv.UMod", 2, ""},
    {"spirv.SRem", 2, ""},
    {"spirv.SMod", 2, ""},
    {"spirv.SNegate", 1, ""},
    {"spirv.FAdd", 2, ""},
    {"spirv.FSub", 2, ""},
    {"spirv.FMul", 2, ""},
    {"spirv.FDiv", 2, ""},
    {"spirv.FRem", 2, ""},
    {"spirv.FMod", 2, ""},
    {"spirv.FNegate", 1, ""},
    {"spirv.VectorTimesScalar", 2, ""},
    {"spirv.Dot", 2, ""},
    // bit
    {"spirv.ShiftLeftLogical", 2, ""},
    {"spirv.ShiftRightLogical", 2, ""},
    {"spirv.ShiftRightArithmetic", 2, ""},
    {"spirv.BitwiseAnd", 2, ""},
    {"spirv.BitwiseOr", 2, ""},
    {"spirv.BitwiseXor", 2, ""},
    {"spirv.Not", 1, ""},
    {"spirv.BitCount", 1, ""},
    {"spirv.BitReverse", 1, ""},
    {"spirv.BitFieldInsert", 4, ""},
    {"spirv.BitFieldSExtract", 3, ""},
    {"spirv.BitFieldUExtract", 3, ""},
    // relational and logical
    {"spirv.IEqual", 2, ""},
    {"spirv.INotEqual", 2, ""},
    {"spirv.SLessThan", 2, ""},
    {"spirv.UGreaterThanEqual", 2, ""},
    {"spirv.FOrdEqual", 2, ""},
    {"spirv.FUnordLessThan", 2, ""},
    {"spirv.IsNan", 1, ""},
    {"spirv.IsInf", 1, ""},
    {"spirv.LogicalAnd", 2, ""},
    {"spirv.LogicalOr", 2, ""},
    {"spirv.LogicalNot", 1, ""},
    {"spirv.LogicalEqual", 2, ""},
    {"spirv.LogicalNotEqual", 2, ""},
    {"spirv.Select", 3, ""},
    {"spirv.Any", 1, ""},
    {"spirv.All", 1, ""},
    // conversion
    {"spirv.ConvertFToU", 1, ""},
    {"spirv.ConvertFToS", 1, ""},
    {"spirv.ConvertSToF", 1, ""},
    {"spirv.ConvertUToF", 1, ""},
    {"spirv.UConvert", 1, ""},
    {"spirv.SConvert", 1, ""},
    {"spirv.FConvert", 1, ""},
    {"spirv.Bitcast", 1, ""},
    {"spirv.SatConvertSToU", 1, ""},
    {"spirv.SatConvertUToS", 1, ""},
    // composite
    {"spirv.CompositeExtract", 1, "{indices = [1 : i32]}"},
    {"spirv.CompositeInsert", 2, "{indices = [1 : i32]}"},
    {"spirv.CompositeConstruct", 2, ""},
    {"spirv.VectorExtractDynamic", 2, ""},
    {"spirv.VectorInsertDynamic", 3, ""},
    {"spirv.VectorShuffle", 2, "{components = [0 : i32, 1 : i32]}"},
    {"spirv.CopyObject", 1, ""},
    // group and non-uniform
    {"spirv.GroupNonUniformIAdd", 1, kGroup},
    {"spirv.GroupNonUniformFAdd", 1, kGroup},
    {"spirv.GroupNonUniformSMin", 1, kGroup},
    {"spirv.GroupNonUniformUMax", 1, kGroup},
    {"spirv.GroupNonUniformFMax", 1, kGroup},
    {"spirv.GroupNonUniformIMul", 1, kGroup},
    {"spirv.GroupNonUniformBitwiseAnd", 1, kGroup},
    {"spirv.GroupNonUniformLogicalOr", 1, kGroup},
    {"spirv.GroupNonUniformBroadcast", 2, kSubgroup},
    {"spirv.GroupNonUniformBroadcastFirst", 1, kSubgroup},
    {"spirv.GroupNonUniformShuffle", 2, kSubgroup},
    {"spirv.GroupNonUniformShuffleXor", 2, kSubgroup},
    {"spirv.GroupNonUniformShuffleUp", 2, kSubgroup},
    {"spirv.GroupNonUniformShuffleDown", 2, kSubgroup},
    {"spirv.GroupNonUniformRotateKHR", 2, kSubgroup},
    {"spirv.GroupNonUniformBallot", 1, kSubgroup},
    {"spirv.GroupNonUniformAll", 1, kSubgroup},
    {"spirv.GroupNonUniformAny", 1, kSubgroup},
    {"spirv.GroupNonUniformAllEqual", 1, kSubgroup},
    {"spirv.GroupNonUniformElect", 0, kSubgroup},
    {"spirv.GroupIAdd", 1, kGroup},
    {"spirv.GroupFAdd", 1, kGroup},
    {"spirv.GroupSMin", 1, kGroup},
    {"spirv.GroupFMax", 1, kGroup},
    {"spirv.GroupBroadcast", 2, kSubgroup},
    {"spirv.GroupAll", 1, kSubgroup},
    {"spirv.GroupAny", 1, kSubgroup},
    // atomic
    {"spirv.AtomicIAdd", 2, kAtomic, true, OpCase::Pointers},
    {"spirv.AtomicISub", 2, kAtomic, true, OpCase::Pointers},
    {"spirv.AtomicSMin", 2, kAtomic, true, OpCase::Pointers},
    {"spirv.AtomicAnd", 2, kAtomic, true, OpCase::Pointers},
    {"spirv.AtomicExchange", 2, kAtomic, true, OpCase::Pointers},
    {"spirv.AtomicLoad", 1, kAtomic, true, OpCase::Pointers},
    {"spirv.AtomicStore", 2, kAtomic, false, OpCase::Pointers},
    {"spirv.AtomicIIncrement", 1, kAtomic, true, OpCase::Pointers},
    {"spirv.AtomicFAddEXT", 2, kAtomic, true, OpCase::Pointers},
    // memory
    {"spirv.Load", 1, "", true, OpCase::Pointers},
    {"spirv.Store", 2, "", false, OpCase::Pointers},
    {"spirv.CopyMemory", 2, "", false, OpCase::Pointers},
    {"spirv.PtrAccessChain", 2, "", true, OpCase::Pointers},
    {"spirv.ConvertPtrToU", 1, "", true, OpCase::Pointers},
    {"spirv.ConvertUToPtr", 1, "", true, OpCase::Pointers},
    {"spirv.PtrCastToGeneric", 1, "", true, OpCase::Pointers},
    {"spirv.GenericCastToPtr", 1, "", true, OpCase::Pointers},
    // GLSL.std.450: one case per rule of ir/spirv/VerifyGLSL.cpp
    {"spirv.GL.FAbs", 1, "", true, kGL},
    {"spirv.GL.Floor", 1, "", true, kGL},
    {"spirv.GL.Sqrt", 1, "", true, kGL},
    {"spirv.GL.Sin", 1, "", true, kGL},
    {"spirv.GL.Exp", 1, "", true, kGL},
    {"spirv.GL.Exp2", 1, "", true, kGL},
    {"spirv.GL.Pow", 2, "", true, kGL},
    {"spirv.GL.Atan2", 2, "", true, kGL},
    {"spirv.GL.FMin", 2, "", true, kGL},
    {"spirv.GL.NMax", 2, "", true, kGL},
    {"spirv.GL.Step", 2, "", true, kGL},
    {"spirv.GL.FClamp", 3, "", true, kGL},
    {"spirv.GL.Fma", 3, "", true, kGL},
    {"spirv.GL.FMix", 3, "", true, kGL},
    {"spirv.GL.SmoothStep", 3, "", true, kGL},
    {"spirv.GL.SAbs", 1, "", true, kGL},
    {"spirv.GL.SSign", 1, "", true, kGL},
    {"spirv.GL.UMax", 2, "", true, kGL},
    {"spirv.GL.SMin", 2, "", true, kGL},
    {"spirv.GL.UClamp", 3, "", true, kGL},
    {"spirv.GL.FindILsb", 1, "", true, kGL},
    {"spirv.GL.FindUMsb", 1, "", true, kGL},
    {"spirv.GL.FindSMsb", 1, "", true, kGL},
    {"spirv.GL.Ldexp", 2, "", true, kGL},
    {"spirv.GL.FrexpStruct", 1, "", true, kGL},
    {"spirv.GL.ModfStruct", 1, "", true, kGL},
    {"spirv.GL.Length", 1, "", true, kGL},
    {"spirv.GL.Distance", 2, "", true, kGL},
    {"spirv.GL.Cross", 2, "", true, kGL},
    {"spirv.GL.Normalize", 1, "", true, kGL},
    {"spirv.GL.Reflect", 2, "", true, kGL},
    {"spirv.GL.Refract", 3, "", true, kGL},
    {"spirv.GL.FaceForward", 3, "", true, kGL},
    {"spirv.GL.Determinant", 1, "", true, kGL},
    {"spirv.GL.MatrixInverse", 1, "", true, kGL},
    {"spirv.GL.PackHalf2x16", 1, "", true, kGL},
    {"spirv.GL.PackUnorm4x8", 1, "", true, kGL},
    {"spirv.GL.UnpackHalf2x16", 1, "", true, kGL},
    {"spirv.GL.UnpackSnorm4x8", 1, "", true, kGL},
};

const std::vector<std::string> kValueTypes = {
    "i32",           "i64",           "i16",           "f32",          "f16",          "i1",
    "vector<2xi32>", "vector<3xi32>", "vector<2xf32>", "vector<2xi1>", "vector<4xi32>"};
const std::vector<std::string> kShaderTypes = {"i32",
                                               "i16",
                                               "f32",
                                               "f16",
                                               "f64",
                                               "vector<2xf32>",
                                               "vector<3xf32>",
                                               "vector<4xf32>",
                                               "vector<2xi32>",
                                               "vector<3xi32>",
                                               "!spirv.struct<(f32, i32)>",
                                               "!spirv.struct<(f32, f32)>",
                                               "!spirv.matrix<2 x vector<2xf32>>"};
const std::vector<std::string> kPointerTypes = {"i32",
                                                "i64",
                                                "f32",
                                                "!spirv.ptr<i32, CrossWorkgroup>",
                                                "!spirv.ptr<i64, CrossWorkgroup>",
                                                "!spirv.ptr<f32, CrossWorkgroup>",
                                                "!spirv.ptr<i32, Workgroup>",
                                                "!spirv.ptr<i32, Generic>",
                                                "!spirv.ptr<vector<2xi32>, CrossWorkgroup>"};

std::string moduleText(const OpCase& c, const std::vector<std::string>& operands,
                       const std::string& result) {
  std::string args, uses, types;
  for (size_t i = 0; i < operands.size(); ++i) {
    std::string sep = i ? ", " : "";
    args += sep + "%a" + std::to_string(i) + ": " + operands[i];
    uses += sep + "%a" + std::to_string(i);
    types += sep + operands[i];
  }
  std::string out = c.pool == OpCase::Shader
                        ? "spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, "
                          "Linkage], []> {\n  spirv.func @f("
                        : "spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, "
                          "Addresses, Linkage], []> {\n  spirv.func @f(";
  out += args + ") \"None\" {\n    ";
  if (c.result) out += "%r = ";
  out += "\"" + std::string(c.name) + "\"(" + uses + ") " + c.attrs + " : (" + types + ") -> " +
         (c.result ? result : "()") + "\n    spirv.Return\n  }\n}\n";
  return out;
}

struct Tally {
  unsigned combinations = 0, verified = 0, bothReject = 0, stricter = 0, gaps = 0;
};

/// One combination: parse, verify, and if verified write and validate.
/// One context serves every combination (types and attributes are interned
/// there; each module is its own): a context per combination made the test
/// run for over 10 minutes in the sanitizer build.
void judge(Context& ctx, const OpCase& c, const std::vector<std::string>& operands,
           const std::string& result, Tally& t, bool verbose) {
  ++t.combinations;
  std::string text = moduleText(c, operands, result);
  Module module(ctx);
  DiagnosticList diags;
  if (!AsmParser::parse(module, text, "typing.mlir", diags)) {
    std::fprintf(stderr, "does not parse (a test bug):\n%s%s", text.c_str(), diags.str().c_str());
    ++t.gaps;
    return;
  }
  Operation* m = module.firstTopLevel(spirv::opcodeOf(spirv::DialectOp::Module));
  // The triple first: the type rules are under test, not the (verified)
  // requirement that the triple declares what the module uses.
  fuzz::declareRequirements(m);
  bool verified = verify(module, diags);
  spirv::Writer writer;
  std::vector<uint32_t> words;
  DiagnosticList writeDiags;
  // A module the verifier rejects is written unverified to learn what
  // spirv-val says of it (a writer error counts as a rejection).
  std::string message = writer.write(m, words, writeDiags) ? fuzz::validateBinary(words)
                                                           : "writer: " + writeDiags.str();
  if (message.find("Invalid capability operand") != std::string::npos ||
      message.find("Invalid extension") != std::string::npos)
    return; // Debian 12's SPIRV-Tools cannot judge it
  bool valid = message.empty();
  if (verified) ++t.verified;
  if (verified && !valid) {
    ++t.gaps;
    std::printf(
        "GAP %s (%s) -> %s: %s\n", c.name,
        [&] {
          std::string s;
          for (const std::string& o : operands) s += (s.empty() ? "" : ", ") + o;
          return s;
        }()
            .c_str(),
        c.result ? result.c_str() : "()", message.c_str());
  } else if (!verified && valid) {
    ++t.stricter;
    if (verbose) {
      std::string first = diags.str().substr(0, diags.str().find('\n'));
      std::printf("stricter %s: %s\n", c.name, first.c_str());
    }
  } else if (!verified) {
    ++t.bothReject;
  }
}

} // namespace

int main(int argc, char** argv) {
  // --stride N judges every N-th combination only: the sanitizer build runs
  // a quarter of them (over 4 minutes for all there; the release build runs
  // every one in under half a minute).
  bool verbose = false;
  unsigned stride = 1;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--verbose")
      verbose = true;
    else if (a == "--stride" && i + 1 < argc)
      stride = unsigned(std::max(1, std::atoi(argv[++i])));
    else {
      std::fprintf(stderr, "usage: verifier-typing-test [--verbose] [--stride N]\n");
      return 2;
    }
  }
  unsigned index = 0;
  if (!fuzz::hasInProcessValidator()) {
    std::fprintf(stderr, "verifier-typing-test: this build does not link SPIRV-Tools\n");
    return 1;
  }
  spirv::registerVerifiers();
  Context ctx;
  spirv::registerDialect(ctx);
  Tally t;
  for (const OpCase& c : kOps) {
    const std::vector<std::string>& pool = c.pool == OpCase::Values   ? kValueTypes
                                           : c.pool == OpCase::Shader ? kShaderTypes
                                                                      : kPointerTypes;
    std::vector<std::vector<std::string>> tuples;
    for (const std::string& same : pool) {
      tuples.push_back(std::vector<std::string>(c.operands, same));
      for (unsigned k = 0; k < c.operands && c.operands > 1; ++k)
        for (const std::string& other : pool)
          if (other != same) {
            tuples.push_back(std::vector<std::string>(c.operands, same));
            tuples.back()[k] = other;
          }
    }
    if (c.operands == 0) tuples.resize(1);
    for (const std::vector<std::string>& operands : tuples) {
      if (!c.result) {
        if (index++ % stride == 0) judge(ctx, c, operands, "", t, verbose);
        continue;
      }
      for (const std::string& result : pool)
        if (index++ % stride == 0) judge(ctx, c, operands, result, t, verbose);
    }
  }
  std::printf("verifier-typing: %u ops, %u combinations, %u verified, %u rejected by both, %u "
              "rejected only by the verifier, %u verified but rejected by spirv-val\n",
              unsigned(std::size(kOps)), t.combinations, t.verified, t.bothReject, t.stricter,
              t.gaps);
  return t.gaps ? 1 : 0;
}
