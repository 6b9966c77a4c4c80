// Custom syntax of the SPIR-V dialect: every op has hooks, the default syntax
// round-trips for every grammar op that uses it, generic input prints in
// custom form, MLIR's vendor names parse, bad input gives located errors.
#include "ir/AsmParser.h"
#include "ir/AsmPrinter.h"
#include "ir/Block.h"
#include "ir/Builder.h"
#include "ir/spirv/Dialect.h"
#include "ir/spirv/OperandMap.h"
#include "ir/spirv/SyntaxFormats.h"

#include <doctest/doctest.h>

using namespace spvkit;
using namespace spvkit::spirv;

namespace {

/// Parses `text`, prints it; "error: ..." on a parse error.
std::string print(Context& ctx, std::string_view text, bool generic = false) {
  Module m(ctx);
  DiagnosticList diags;
  if (!AsmParser::parse(m, text, "test.mlir", diags) || diags.hasErrors())
    return "error: " + diags.str();
  PrintOptions o;
  o.generic = generic;
  return AsmPrinter::print(m, o);
}

std::string wrap(std::string_view args, std::string_view body) {
  return "spirv.module Physical64 OpenCL {\n  spirv.func @f(" + std::string(args) +
         ") \"None\" {\n" + std::string(body) + "    spirv.Return\n  }\n}\n";
}

/// The body line of a wrapped single-op module as printed.
std::string printedOp(Context& ctx, std::string_view args, std::string_view op) {
  std::string out = print(ctx, wrap(args, "    " + std::string(op) + "\n"));
  if (out.rfind("error", 0) == 0) return out;
  size_t start = out.find('\n', out.find("spirv.func")) + 1;
  size_t end = out.find('\n', start);
  std::string line = out.substr(start, end - start);
  return line.substr(line.find_first_not_of(' '));
}

} // namespace

TEST_CASE("every SPIR-V op has custom print and parse hooks") {
  for (const InstructionInfo& inst : instructions())
    if (const OpInfo* info = opInfo(inst.opcode)) {
      CAPTURE(info->name);
      CHECK(bool(info->print));
      CHECK(bool(info->parse));
    }
  for (const ExtInstSetInfo& set : extInstSets())
    for (const ExtInstInfo& inst : set.instructions()) {
      const OpInfo& info = extInstOpInfo(inst);
      CHECK(bool(info.print));
      CHECK(bool(info.parse));
    }
  for (unsigned i = 0; i < unsigned(DialectOp::Count); ++i) {
    CHECK(bool(dialectOpInfo(DialectOp(i)).print));
    CHECK(bool(dialectOpInfo(DialectOp(i)).parse));
  }
}

TEST_CASE("seed formats bind to our ops") {
  unsigned bound = 0;
  for (const auto& f : syntax::formatStatus()) bound += f.bound;
  // Every declarative format of an op we have is interpreted, except the
  // ones listed (with reasons) by the seed round-trip test.
  CHECK(bound >= 165);
  CHECK(syntax::hasFormat(opcodeOf(Op::IAdd)));
  CHECK(syntax::hasFormat(opcodeOf(Op::AtomicCompareExchange)));
  CHECK(syntax::hasFormat(opcodeOf(CLOp::fma)));
  CHECK(syntax::hasFormat(opcodeOf(GLOp::Exp)));
  CHECK(syntax::hasFormat(opcodeOf(GLOp::FMix)));
  CHECK(syntax::hasFormat(opcodeOf(GLOp::Fma)));
  CHECK(!syntax::hasFormat(opcodeOf(GLOp::Exp2))); // not in MLIR 19: default syntax
}

TEST_CASE("grammar ops print as MLIR 19 does") {
  Context ctx;
  registerDialect(ctx);
  struct Case {
    const char* args;
    const char* op;
  };
  const Case cases[] = {
      {"%a: i32, %b: i32", "%0 = spirv.IAdd %a, %b : i32"},
      {"%a: f32, %b: f32", "%0 = spirv.FOrdLessThan %a, %b : f32"},
      {"%a: vector<4xf32>", "%0 = spirv.CL.exp %a : vector<4xf32>"},
      {"%a: f32, %b: f32, %c: f32", "%0 = spirv.CL.fma %a, %b, %c : f32"},
      {"%p: !spirv.ptr<i32, CrossWorkgroup>, %v: i32",
       "%0 = spirv.AtomicIAdd <Device> <AcquireRelease|CrossWorkgroupMemory> %p, %v : "
       "!spirv.ptr<i32, CrossWorkgroup>"},
      {"%p: !spirv.ptr<i32, Workgroup>, %v: i32, %c: i32",
       "%0 = spirv.AtomicCompareExchange <Workgroup> <None> <None> %p, %v, %c : "
       "!spirv.ptr<i32, Workgroup>"},
      {"", "spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>"},
      {"%a: f32", "%0 = spirv.ConvertFToS %a : f32 to i32"},
      {"%a: vector<4xi8>, %b: vector<4xi8>",
       "%0 = spirv.SDot %a, %b, <PackedVectorFormat4x8Bit> : vector<4xi8> -> i32"},
      {"%v: vector<4xf32>, %i: i32", "%0 = spirv.VectorExtractDynamic %v[%i] : vector<4xf32>, i32"},
      {"%c: i1, %a: f32, %b: f32", "%0 = spirv.Select %c, %a, %b : i1, f32"},
      {"%p: !spirv.ptr<f32, Function>", "%0 = spirv.Load \"Function\" %p [\"Aligned\", 4] : f32"},
      {"%p: !spirv.ptr<f32, Function>, %v: f32",
       "spirv.Store \"Function\" %p, %v [\"Volatile\"] : f32"},
      {"%v: vector<4xf32>", "%0 = spirv.CompositeExtract %v[1 : i32] : vector<4xf32>"},
      {"%o: f32, %v: vector<4xf32>",
       "%0 = spirv.CompositeInsert %o, %v[1 : i32] : f32 into vector<4xf32>"},
      {"%p: !spirv.ptr<!spirv.struct<(f32, vector<4xf32>)>, Function>, %i: i32",
       "%0 = spirv.AccessChain %p[%i] : !spirv.ptr<!spirv.struct<(f32, vector<4xf32>)>, "
       "Function>, i32 -> !spirv.ptr<f32, Function>"},
      {"%p: !spirv.ptr<f32, CrossWorkgroup>, %i: i64",
       "%0 = spirv.PtrAccessChain %p[%i] : !spirv.ptr<f32, CrossWorkgroup>, i64"},
      {"%v: i32", "%0 = spirv.GroupNonUniformIAdd \"Subgroup\" \"Reduce\" %v : i32"},
      {"%a: i32, %b: i32", "%0 = spirv.IAddCarry %a, %b : !spirv.struct<(i32, i32)>"},
      {"%p: !spirv.ptr<i32, CrossWorkgroup>",
       "%0 = spirv.INTEL.SubgroupBlockRead \"CrossWorkgroup\" %p : i32"},
      {"", "%0 = spirv.Undef : f32"},
      {"%a: i32", "%0 = spirv.Variable init(%a) : !spirv.ptr<i32, Function>"},
      {"%f: !spirv.ptr<i8, UniformConstant>, %a: i32",
       "%0 = spirv.CL.printf %f, %a : (!spirv.ptr<i8, UniformConstant>, (i32)) -> i32"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.op);
    CHECK(printedOp(ctx, c.args, c.op) == c.op);
  }
}

TEST_CASE("ops without an MLIR format use the default syntax") {
  Context ctx;
  registerDialect(ctx);
  CHECK(printedOp(ctx, "%a: vector<4xi1>", "%0 = spirv.Any %a : (vector<4xi1>) -> i1") ==
        "%0 = spirv.Any %a : (vector<4xi1>) -> i1");
  const char* rotate = "%0 = spirv.GroupNonUniformRotateKHR %a, %a {execution_scope = "
                       "#spirv.scope<Subgroup>} : (i32, i32) -> i32";
  CHECK(printedOp(ctx, "%a: i32", rotate) == rotate);
  // Successors follow the operands; the literals are an attribute.
  std::string sw = print(ctx, R"(spirv.module Physical64 OpenCL {
  spirv.func @f(%s: i32) "None" {
    spirv.Switch %s, ^bb1, ^bb2 {literals = [7 : i32]} : (i32) -> ()
  ^bb1:
    spirv.Return
  ^bb2:
    spirv.Return
  }
}
)");
  CHECK(sw.find("spirv.Switch %s, ^bb1, ^bb2 {literals = [7 : i32]} : (i32) -> ()") !=
        std::string::npos);
}

TEST_CASE("the default syntax round-trips every grammar and OpenCL.std op that uses it") {
  Context ctx;
  registerDialect(ctx);
  Module m(ctx);
  Builder b(m);
  Type i32 = b.i32();
  unsigned covered = 0;
  Operation::State ms;
  ms.info = &dialectOpInfo(DialectOp::Module);
  NamedAttribute mattrs[] = {
      b.named("addressing_model", enumAttr(ctx, AddressingModel::Physical64)),
      b.named("memory_model", enumAttr(ctx, MemoryModel::OpenCL))};
  ms.attributes = mattrs;
  ms.numRegions = 1;
  Operation* module = b.create(ms);
  Block* body = b.createBlock(module->region());
  for (const InstructionInfo& inst : instructions()) {
    const OpInfo* info = opInfo(inst.opcode);
    if (!info || info->print != syntax::printWithFormat || syntax::hasFormat(info->opcode))
      continue;
    // Operands: one i32 per required value; required attributes get a value.
    unsigned values = 0;
    std::vector<NamedAttribute> attrs;
    bool usable = true;
    for (const OperandMapping& mp : operandMapping(inst.opcode)) {
      Quantifier q = mp.grammar->quantifier;
      if (mp.role == OperandRole::Value) {
        values += q == Quantifier::One;
      } else if (mp.role == OperandRole::Attribute && q == Quantifier::One) {
        OperandKind k = mp.grammar->kind;
        if (k == OperandKind::IdScope) k = OperandKind::Scope;
        if (k == OperandKind::IdMemorySemantics) k = OperandKind::MemorySemantics;
        const OperandKindInfo* kind = findOperandKind(k);
        Attribute a;
        if (kind->isEnum())
          a = enumAttr(ctx, k, kind->enumerants()[kind->enumerants().size() - 1].value);
        else if (k == OperandKind::LiteralString)
          a = b.strAttr("s");
        else
          a = b.i32Attr(3);
        attrs.push_back(b.named(mp.attrName, a));
      } else if (mp.role != OperandRole::Attribute) {
        usable = false; // successors, callee, pairs: covered elsewhere
      }
    }
    if (!usable) continue;
    std::vector<Type> argTypes(values, i32);
    Operation::State fs;
    fs.info = &dialectOpInfo(DialectOp::Func);
    NamedAttribute fattrs[] = {
        b.named("sym_name", b.strAttr("f" + std::to_string(covered))),
        b.named("function_type", TypeAttr::get(FunctionType::get(ctx, argTypes, {}))),
        b.named("function_control", enumAttr(ctx, FunctionControl::None))};
    fs.attributes = fattrs;
    fs.numRegions = 1;
    b.setInsertionPointToEnd(body);
    Operation* fn = b.create(fs);
    Block* entry = b.createBlock(fn->region());
    std::vector<Value*> args;
    for (Type t : argTypes) args.push_back(entry->addArgument(t));
    b.setInsertionPointToEnd(entry);
    Operation::State os;
    os.info = info;
    std::vector<Type> results;
    if (inst.hasResult) results.push_back(i32);
    os.resultTypes = results;
    os.operands = args;
    os.attributes = attrs;
    b.create(os);
    if (!info->has(OpTrait::Terminator)) b.create(*opInfo(Op::Return), {}, {});
    ++covered;
  }
  // Extended instructions (OpenCL.std, GLSL.std.450) without a seed format:
  // every Id operand an i32 value (the syntax, not the type rules, is tested).
  for (const ExtInstSetInfo& set : extInstSets())
    for (const ExtInstInfo& inst : set.instructions()) {
      const OpInfo* info = &extInstOpInfo(inst);
      if (info->print != syntax::printWithFormat || syntax::hasFormat(info->opcode)) continue;
      unsigned values = 0;
      bool usable = true;
      for (const OperandMapping& mp : operandMapping(inst)) {
        if (mp.role != OperandRole::Value || mp.grammar->quantifier != Quantifier::One)
          usable = false;
        values += mp.role == OperandRole::Value;
      }
      if (!usable) continue;
      std::vector<Type> argTypes(values, i32);
      Operation::State fs;
      fs.info = &dialectOpInfo(DialectOp::Func);
      NamedAttribute fattrs[] = {
          b.named("sym_name", b.strAttr("cl" + std::to_string(covered))),
          b.named("function_type", TypeAttr::get(FunctionType::get(ctx, argTypes, {}))),
          b.named("function_control", enumAttr(ctx, FunctionControl::None))};
      fs.attributes = fattrs;
      fs.numRegions = 1;
      b.setInsertionPointToEnd(body);
      Operation* fn = b.create(fs);
      Block* entry = b.createBlock(fn->region());
      std::vector<Value*> args;
      for (Type t : argTypes) args.push_back(entry->addArgument(t));
      b.setInsertionPointToEnd(entry);
      Operation::State os;
      os.info = info;
      Type results[] = {i32};
      os.resultTypes = results;
      os.operands = args;
      b.create(os);
      b.create(*opInfo(Op::Return), {}, {});
      ++covered;
    }
  CHECK(covered > 400);
  std::string first = AsmPrinter::print(m);
  Module again(ctx);
  DiagnosticList diags;
  REQUIRE_MESSAGE(AsmParser::parse(again, first, "printed.mlir", diags), diags.str());
  CHECK(AsmPrinter::print(again) == first);
}

TEST_CASE("generic input prints in custom syntax; generic output stays generic") {
  Context ctx;
  registerDialect(ctx);
  std::string generic = R"("spirv.module"() ({
  "spirv.func"() ({
  ^bb0(%a: i32):
    %0 = "spirv.IAdd"(%a, %a) : (i32, i32) -> i32
    "spirv.Return"() : () -> ()
  }) {sym_name = "f", function_type = (i32) -> (), function_control = #spirv.function_control<None>} : () -> ()
}) {addressing_model = #spirv.addressing_model<Physical64>, memory_model = #spirv.memory_model<OpenCL>} : () -> ()
)";
  std::string custom = print(ctx, generic);
  CHECK(custom == "spirv.module Physical64 OpenCL {\n  spirv.func @f(%a: i32) \"None\" {\n"
                  "    %0 = spirv.IAdd %a, %a : i32\n    spirv.Return\n  }\n}\n");
  std::string again = print(ctx, custom, true);
  CHECK(again.find("\"spirv.IAdd\"(%a, %a) : (i32, i32) -> i32") != std::string::npos);
  CHECK(print(ctx, again) == custom);
}

TEST_CASE("MLIR's vendor-prefixed names parse as the grammar ops") {
  Context ctx;
  registerDialect(ctx);
  const OpInfo* alias = ctx.lookupOp("spirv.KHR.CooperativeMatrixMulAdd");
  REQUIRE(alias);
  CHECK(syntax::opForMlirName("spirv.KHR.CooperativeMatrixMulAdd") ==
        opInfo(Op::CooperativeMatrixMulAddKHR));
  CHECK(syntax::opForMlirName("spirv.CL.fma") == clOpInfo(CLOp::fma));
  CHECK(syntax::opForMlirName("spirv.GL.Sqrt") == glOpInfo(GLOp::Sqrt));
  CHECK(syntax::opForMlirName("spirv.GL.sqrt") == nullptr);
  CHECK(syntax::opForMlirName("spirv.GL.") == nullptr);
  std::string out = print(
      ctx, wrap("%a: vector<4xi1>", "    %0 = spirv.KHR.SubgroupBallot %a0 : vector<4xi32>\n"));
  CHECK(out.find("error") == 0); // %a0 is undefined: the alias parsed up to the operand
  out = print(ctx, wrap("%a: i1", "    %0 = spirv.KHR.SubgroupBallot %a : vector<4xi32>\n"));
  CHECK(out.find("%0 = spirv.KHR.SubgroupBallot %a : vector<4xi32>") != std::string::npos);
  // The op itself is the grammar op.
  Module m(ctx);
  DiagnosticList diags;
  REQUIRE(AsmParser::parse(
      m, wrap("%a: i1", "    %0 = spirv.KHR.SubgroupBallot %a : vector<4xi32>\n"), "t", diags));
  Operation* fn = m.body()->front()->region().front()->front();
  CHECK(fn->region().front()->front()->opcode() == opcodeOf(Op::SubgroupBallotKHR));
}

TEST_CASE("bad custom syntax gives located errors, never a crash") {
  Context ctx;
  registerDialect(ctx);
  const char* bad[] = {
      "%0 = spirv.Load \"Bogus\" %p : f32",
      "%0 = spirv.IAdd %p : f32",
      "%0 = spirv.AtomicIAdd <Devise> <None> %p, %p : !spirv.ptr<i32, Workgroup>",
      "%0 = spirv.CompositeExtract %p[7 : i32] : vector<4xf32>",
      "%0 = spirv.AccessChain %p[%q] : f32, i32",
      "%0 = spirv.FunctionCall @g(%p) : f32",
      "spirv.Branch",
      "%0 = spirv.Constant",
      "%0 = spirv.CL.exp : f32",
      "%0 = spirv.Variable : f32",
      "%0 = spirv.SDot %p, %p, <Nope> : vector<4xi8> -> i32",
      "spirv.ControlBarrier <Workgroup>, <Workgroup>",
      "%0 = spirv.Any %p : (f32, f32) -> i1",
  };
  for (const char* op : bad) {
    std::string text = op;
    CAPTURE(text);
    std::string out = print(ctx, wrap("%p: f32, %q: i32", std::string("    ") + op + "\n"));
    CHECK(out.rfind("error: test.mlir:", 0) == 0);
  }
}

TEST_CASE("ops without the shape their syntax needs print generically") {
  Context ctx;
  registerDialect(ctx);
  Module m(ctx);
  Builder b(m);
  b.setInsertionPointToEnd(m.body());
  // A load without its pointer, an access chain without a result, a constant
  // without a result: invalid IR must still print.
  b.create(*opInfo(Op::Load), {b.f32()}, {});
  b.create(*opInfo(Op::AccessChain), {}, {});
  b.create(dialectOpInfo(DialectOp::Constant), {}, {});
  b.create(*opInfo(Op::IAdd), {b.i32()}, {});
  std::string out = AsmPrinter::print(m);
  CHECK(out.find("\"spirv.Load\"() : () -> f32") != std::string::npos);
  CHECK(out.find("\"spirv.AccessChain\"()") != std::string::npos);
  CHECK(out.find("\"spirv.Constant\"()") != std::string::npos);
  CHECK(out.find("spirv.IAdd") != std::string::npos);
}
