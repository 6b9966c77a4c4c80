// The text form: types, attributes, generic ops, scoping and errors.
#include "ir/AsmParser.h"
#include "ir/AsmPrinter.h"
#include "ir/spirv/Dialect.h"

#include <doctest/doctest.h>

using namespace spvkit;

namespace {

std::string roundTripType(Context& ctx, std::string_view text) {
  DiagnosticList diags;
  Type t = AsmParser::parseType(ctx, text, diags);
  if (!t) return "error: " + diags.str();
  return AsmPrinter::print(t);
}

std::string roundTripAttr(Context& ctx, std::string_view text) {
  DiagnosticList diags;
  Attribute a = AsmParser::parseAttribute(ctx, text, diags);
  if (!a) return "error: " + diags.str();
  return AsmPrinter::print(a);
}

} // namespace

TEST_CASE("types print and parse back") {
  Context ctx;
  spirv::registerDialect(ctx);
  for (const char* t :
       {"i1",
        "i8",
        "i16",
        "i32",
        "i64",
        "si32",
        "ui8",
        "f16",
        "f32",
        "f64",
        "bf16",
        "index",
        "vector<4xf32>",
        "vector<3xi64>",
        "!spirv.ptr<f32, CrossWorkgroup>",
        "!spirv.ptr<!spirv.ptr<i8, Generic>, Function>",
        "!spirv.array<4 x f32>",
        "!spirv.array<4 x f32, stride=16>",
        "!spirv.rtarray<i32, stride=4>",
        "!spirv.struct<(f32, i32)>",
        "!spirv.struct<(f32 [0], vector<4xf32> [16])>",
        "!spirv.struct<node, (i32, f64)>",
        "(i32, f32) -> i32",
        "() -> ()",
        "(i32) -> (i32, i32)",
        "!spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>",
        "!spirv.coopmatrix<16x16xf16, Subgroup, MatrixAcc>",
        "!spirv.sampler",
        "!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>",
        "!spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, "
        "NeedSampler, Unknown>>"})
    CHECK(roundTripType(ctx, t) == t);
  CHECK(roundTripType(ctx, "!spirv.array<4xf32>") == "!spirv.array<4 x f32>");
  CHECK(roundTripType(ctx, "!spirv.array<2 x !spirv.array<3xi8>>") ==
        "!spirv.array<2 x !spirv.array<3 x i8>>");
  CHECK(roundTripType(ctx, "!spirv.struct<(f32 [0, NonWritable])>") ==
        "!spirv.struct<(f32 [0, NonWritable])>");
}

TEST_CASE("bad types give located errors") {
  Context ctx;
  spirv::registerDialect(ctx);
  CHECK(roundTripType(ctx, "i128").find("wider than 64") != std::string::npos);
  CHECK(roundTripType(ctx, "vector<xf32>").find("error") == 0);
  CHECK(
      roundTripType(ctx, "!spirv.ptr<f32, Nowhere>").find("unknown StorageClass value 'Nowhere'") !=
      std::string::npos);
  CHECK(roundTripType(ctx, "!spirv.ptr<f32").find("<type>:1:") != std::string::npos);
  CHECK(roundTripType(ctx, "!foo.bar").find("unknown type '!foo.bar'") != std::string::npos);
  std::string deep(10000, '(');
  CHECK(roundTripType(ctx, deep).find("nesting deeper") != std::string::npos);
}

TEST_CASE("diagnostics outlive the context that interned their file name") {
  DiagnosticList diags;
  {
    Context ctx;
    spirv::registerDialect(ctx);
    Module m(ctx);
    std::string file = "outlived.mlir";
    CHECK_FALSE(AsmParser::parse(m, "spirv.Bogus\n", file, diags));
    file.assign(file.size(), '#');
  }
  DiagnosticList copy = diags;
  diags.clear();
  REQUIRE(copy.hasErrors());
  CHECK(copy.str().rfind("outlived.mlir:1:1: error: ", 0) == 0);
}

TEST_CASE("attributes print and parse back") {
  Context ctx;
  spirv::registerDialect(ctx);
  for (const char* a : {"unit",
                        "true",
                        "42 : i32",
                        "-7 : i64",
                        "255 : ui8",
                        "1.5 : f32",
                        "0.1 : f64",
                        "1.0e+20 : f32",
                        "\"hi\\n\\\"there\\\"\"",
                        "[1 : i32, \"x\", unit]",
                        "{a = 1 : i32, b}",
                        "@sym",
                        "dense<[1, 2, 3, 4]> : vector<4xi32>",
                        "dense<1.5> : vector<2xf32>",
                        "#spirv.storage_class<Workgroup>",
                        "#spirv.scope<Subgroup>",
                        "#spirv.memory_access<Volatile|Aligned>",
                        "#spirv.vce<v1.2, [Kernel, Addresses], []>",
                        "#spirv.vce<v1.4, [Kernel], [SPV_KHR_cooperative_matrix]>",
                        "f32",
                        "0x7F800000 : f32",
                        "0xFFF8000000000000 : f64"})
    CHECK(roundTripAttr(ctx, a) == a);
  CHECK(roundTripAttr(ctx, "array<i32: 1, 2>") == "[1 : i32, 2 : i32]");
  CHECK(roundTripAttr(ctx, "#spirv.scope<Galaxy>").find("unknown Scope value") !=
        std::string::npos);
  CHECK(roundTripAttr(ctx, "99999999999999999999 : i64").find("out of range") != std::string::npos);
}

TEST_CASE("generic operations round-trip with regions, blocks and successors") {
  Context ctx;
  spirv::registerDialect(ctx);
  const char* text = R"(
"spirv.module"() ({
  "spirv.func"() ({
  ^bb0(%a: i32, %b: i32):
    %0 = "spirv.IAdd"(%a, %b) : (i32, i32) -> i32
    %1 = "spirv.SLessThan"(%0, %b) : (i32, i32) -> i1
    "spirv.BranchConditional"(%1)[^bb1(%0 : i32), ^bb2] : (i1) -> ()
  ^bb1(%x: i32):
    "spirv.ReturnValue"(%x) : (i32) -> ()
  ^bb2:
    "spirv.ReturnValue"(%late) : (i32) -> ()
  ^bb3:
    %late = "spirv.IMul"(%a, %a) : (i32, i32) -> i32
    "spirv.Branch"()[^bb2] : () -> ()
  }) {function_control = #spirv.function_control<None>, function_type = (i32, i32) -> i32, sym_name = "f"} : () -> ()
}) {addressing_model = #spirv.addressing_model<Physical64>, memory_model = #spirv.memory_model<OpenCL>} : () -> ()
)";
  Module m(ctx);
  DiagnosticList diags;
  REQUIRE_MESSAGE(AsmParser::parse(m, text, "t.mlir", diags), diags.str());
  std::string printed = AsmPrinter::print(m, {.generic = true});
  Module m2(ctx);
  REQUIRE_MESSAGE(AsmParser::parse(m2, printed, "printed.mlir", diags), diags.str() << printed);
  CHECK(AsmPrinter::print(m2, {.generic = true}) == printed);
  // Forward reference %late was resolved to the IMul result.
  Operation* func = m.body()->front()->region().front()->front();
  Block* bb2 = func->region().front()->nextNode()->nextNode();
  Operation* ret = bb2->front();
  REQUIRE(ret->operand(0)->definingOp());
  CHECK(ret->operand(0)->definingOp()->name() == "spirv.IMul");
  // Successor arguments are operands.
  Operation* br = func->region().front()->back();
  CHECK(br->numSuccessors() == 2);
  CHECK(br->successorOperands(0).size() == 1);
  CHECK(br->numNonSuccessorOperands() == 1);
}

TEST_CASE("value names: hints are kept, numbering restarts in isolated ops") {
  Context ctx;
  spirv::registerDialect(ctx);
  const char* text = R"(
"spirv.func"() ({
^bb0(%arg: i32):
  %sum = "spirv.IAdd"(%arg, %arg) : (i32, i32) -> i32
  %7 = "spirv.IAdd"(%sum, %sum) : (i32, i32) -> i32
  "spirv.ReturnValue"(%7) : (i32) -> ()
}) {function_control = #spirv.function_control<None>, function_type = (i32) -> i32, sym_name = "f"} : () -> ()
)";
  Module m(ctx);
  DiagnosticList diags;
  REQUIRE_MESSAGE(AsmParser::parse(m, text, "t.mlir", diags), diags.str());
  std::string printed = AsmPrinter::print(m, {.generic = true});
  CHECK(printed.find("%sum = \"spirv.IAdd\"(%arg, %arg)") != std::string::npos);
  CHECK(printed.find("%0 = \"spirv.IAdd\"(%sum, %sum)") != std::string::npos);
}

TEST_CASE("parse errors are located and never crash") {
  Context ctx;
  spirv::registerDialect(ctx);
  auto error = [&](const char* text) {
    Module m(ctx);
    DiagnosticList diags;
    bool ok = AsmParser::parse(m, text, "e.mlir", diags);
    CHECK(!ok);
    return diags.str();
  };
  CHECK(error(R"("spirv.Nope"() : () -> ())")
            .find("e.mlir:1:1: error: unknown operation 'spirv.Nope'") != std::string::npos);
  CHECK(error(R"(%0 = "spirv.IAdd"(%x, %x) : (i32, i32) -> i32)")
            .find("use of undefined value '%x'") != std::string::npos);
  CHECK(error("\"spirv.Constant\"() {value = 1 : i32} : () -> i32\n")
            .find("defines 1 results but 0 names") != std::string::npos);
  CHECK(error(R"("spirv.func"() ({
  "spirv.Branch"()[^missing] : () -> ()
}) {sym_name = "f"} : () -> ())")
            .find("undefined block '^missing'") != std::string::npos);
  CHECK(error(R"("spirv.func"() ({
^bb0(%a: i32):
  %0 = "spirv.IAdd"(%a, %a) : (f32, f32) -> f32
}) {sym_name = "f"} : () -> ())")
            .find("use of value '%a' expects different type than prior uses: 'f32' vs 'i32'") !=
        std::string::npos);
  // Values do not leak out of isolated regions.
  CHECK(error(R"("spirv.module"() ({
  "spirv.func"() ({
  ^bb0(%a: i32):
    "spirv.Return"() : () -> ()
  }) {sym_name = "f"} : () -> ()
  "spirv.func"() ({
    "spirv.ReturnValue"(%a) : (i32) -> ()
  }) {sym_name = "g"} : () -> ()
}) : () -> ())")
            .find("use of undefined value '%a'") != std::string::npos);
  CHECK(error("\"spirv.IAdd\"(\"").find("unterminated string") != std::string::npos);
  std::string deep;
  for (int i = 0; i < 1000; ++i) deep += "\"spirv.mlir.loop\"() ({";
  CHECK(error(deep.c_str()).find("nested deeper") != std::string::npos);
}
