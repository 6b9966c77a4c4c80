// SPIR-V rules of the grammar-derived checks, control flow, structured
// constructs and module-level ops. One TEST_CASE per rule: the valid case
// verifies, the broken case fails with the rule's message.
#include "verifier_helpers.h"

using namespace spvkit;
using namespace spvkit::testing;

namespace {

const std::string kTrue = "    %t = \"spirv.Constant\"() {value = true} : () -> i1\n";
const std::string kGlobal = "  \"spirv.GlobalVariable\"() {sym_name = \"g\", type = "
                            "!spirv.ptr<i32, CrossWorkgroup>} : () -> ()\n";

std::string func(const std::string& name, const std::string& args, const std::string& type,
                 const std::string& body) {
  std::string entry = args.empty() ? "^bb0:" : "^bb0(" + args + "):";
  return "  \"spirv.func\"() ({\n  " + entry + "\n" + body + "  }) {sym_name = \"" + name +
         "\", function_type = " + type +
         ", function_control = #spirv.function_control<None>} : () -> ()\n";
}

std::string module(const std::string& ops,
                   const std::string& attrs = "addressing_model = "
                                              "#spirv.addressing_model<Physical64>, "
                                              "memory_model = #spirv.memory_model<OpenCL>") {
  return "\"spirv.module\"() ({\n" + ops + "}) {" + attrs + "} : () -> ()\n";
}

/// A loop region from the given blocks (text after the entry block).
std::string loopOp(const std::string& blocks) {
  return "    \"spirv.mlir.loop\"() ({\n" + blocks +
         "    }) {loop_control = #spirv.loop_control<None>} : () -> ()\n";
}

const std::string kGoodLoopBlocks =
    "      \"spirv.Branch\"()[^h] : () -> ()\n"
    "    ^h:\n"
    "      \"spirv.BranchConditional\"(%t)[^body, ^m] : (i1) -> ()\n"
    "    ^body:\n"
    "      \"spirv.Branch\"()[^c] : () -> ()\n"
    "    ^c:\n"
    "      \"spirv.Branch\"()[^h] : () -> ()\n"
    "    ^m:\n"
    "      \"spirv.mlir.merge\"() : () -> ()\n";

std::string selectionOp(const std::string& blocks, const std::string& results = "()") {
  return "    \"spirv.mlir.selection\"() ({\n" + blocks +
         "    }) {selection_control = #spirv.selection_control<None>} : () -> " + results + "\n";
}

} // namespace

// --- grammar-derived checks ---------------------------------------------------------------

TEST_CASE("spirv rule: result present iff the grammar has one") {
  VerifyFixture f;
  f.expectError(inFunc("%a: i32", "(i32) -> ()", "    \"spirv.IAdd\"(%a, %a) : (i32, i32) -> ()\n"),
                "'spirv.IAdd' op expects 1 result, has 0");
  f.expectError(
      inFunc("%p: !spirv.ptr<i32, Function>, %a: i32", "(!spirv.ptr<i32, Function>, i32) -> ()",
             "    %r = \"spirv.Store\"(%p, %a) : (!spirv.ptr<i32, Function>, i32) -> i32\n"),
      "'spirv.Store' op expects 0 results, has 1");
}

TEST_CASE("spirv rule: operand count within the grammar's quantifiers") {
  VerifyFixture f;
  f.expectError(inFunc("%a: i32", "(i32) -> ()", "    %r = \"spirv.IAdd\"(%a) : (i32) -> i32\n"),
                "'spirv.IAdd' op expects 2 operands, has 1");
  // OpVariable's initializer is optional ('?'): 0 or 1.
  f.expectError(
      inFunc("%a: i32", "(i32) -> ()",
             "    %v = \"spirv.Variable\"(%a, %a) {storage_class = "
             "#spirv.storage_class<Function>} : (i32, i32) -> !spirv.ptr<i32, Function>\n"),
      "expects between 0 and 1 operands, has 2");
}

TEST_CASE("spirv rule: enum attributes have the right domain and a known value") {
  VerifyFixture f;
  std::string load = "    %r = \"spirv.Load\"(%p) {memory_access = ATTR} : (!spirv.ptr<i32, "
                     "Function>) -> i32\n";
  auto with = [&](const std::string& attr) {
    std::string body = load;
    body.replace(body.find("ATTR"), 4, attr);
    return inFunc("%p: !spirv.ptr<i32, Function>", "(!spirv.ptr<i32, Function>) -> ()", body);
  };
  f.expectValid(with("#spirv.memory_access<Volatile>"));
  f.expectError(with("#spirv.scope<Device>"),
                "attribute 'memory_access' must be a MemoryAccess enum");
  f.expectError(with("7 : i32"), "attribute 'memory_access' must be a MemoryAccess enum");
  // An unknown bit of a bit enum (the parser accepts hex numbers).
  f.expectError(with("#spirv.memory_access<Volatile|0x40000000>"),
                "attribute 'memory_access' has an unknown MemoryAccess value");
}

TEST_CASE("spirv rule: required attributes are present") {
  VerifyFixture f;
  f.expectError(
      inFunc("", "() -> ()", "    %v = \"spirv.Variable\"() : () -> !spirv.ptr<i32, Function>\n"),
      "'spirv.Variable' op requires attribute 'storage_class'");
}

TEST_CASE("spirv rule: OpenCL.std ops have the instruction's operand count") {
  VerifyFixture f;
  f.expectValid(inFunc("%x: f32", "(f32) -> ()",
                       "    %r = \"spirv.CL.fma\"(%x, %x, %x) : (f32, f32, f32) -> f32\n"));
  f.expectError(
      inFunc("%x: f32", "(f32) -> ()", "    %r = \"spirv.CL.fma\"(%x, %x) : (f32, f32) -> f32\n"),
      "'spirv.CL.fma' op expects 3 operands, has 2");
}

TEST_CASE("spirv rule: errors carry the op's location") {
  VerifyFixture f;
  f.expectError(inFunc("%a: i32, %x: f32", "(i32, f32) -> ()",
                       "    %r = \"spirv.IAdd\"(%a, %x) : (i32, f32) -> i32\n"),
                "test.mlir:5:10: error: 'spirv.IAdd' op operand #1 type 'f32' does not match "
                "result type 'i32'");
}

TEST_CASE("spirv hooks: installed per context by registerDialect") {
  Context ctx, other;
  spirv::registerDialect(ctx);
  OpVerifyHook expected = &spirv::verifyOp;
  CHECK(bool(ctx.dialectVerifier(spirv::Dialect::Spirv) == expected));
  CHECK(bool(ctx.dialectVerifier(spirv::Dialect::SpirvCL) == expected));
  CHECK(bool(ctx.dialectVerifier(spirv::Dialect::SpirvDialect) == expected));
  CHECK(ctx.dialectName(spirv::Dialect::SpirvCL) == "spirv");
  // Nothing is process-wide: a context without the dialect has no hooks.
  CHECK(!other.dialectVerifier(spirv::Dialect::Spirv));
  // A dialect id is held by one dialect only.
  CHECK(!ctx.registerDialectId(spirv::Dialect::Spirv, "other"));
  CHECK(bool(ctx.dialectVerifier(spirv::Dialect::Spirv) == expected));
  CHECK(ctx.registerDialectId(200, "other"));
}

// --- control flow ---------------------------------------------------------------------

TEST_CASE("spirv rule: BranchConditional condition is bool, weights are a pair") {
  VerifyFixture f;
  std::string tail = "  ^a:\n    \"spirv.Return\"() : () -> ()\n  ^b:\n    \"spirv.Return\"() : () "
                     "-> ()\n";
  f.expectValid(
      inFunc("%c: i1", "(i1) -> ()",
             "    \"spirv.BranchConditional\"(%c)[^a, ^b] {branch_weights = [1 : i32, 2 : "
             "i32]} : (i1) -> ()\n" +
                 tail,
             "", true));
  f.expectError(inFunc("%c: i32", "(i32) -> ()",
                       "    \"spirv.BranchConditional\"(%c)[^a, ^b] : (i32) -> ()\n" + tail, "",
                       true),
                "condition type 'i32' must be bool");
  f.expectError(inFunc("%c: i1", "(i1) -> ()",
                       "    \"spirv.BranchConditional\"(%c)[^a, ^b] {branch_weights = [1 : i32]} : "
                       "(i1) -> ()\n" +
                           tail,
                       "", true),
                "attribute 'branch_weights' must hold zero or two integers");
}

TEST_CASE("spirv rule: Switch selector and case literals") {
  VerifyFixture f;
  std::string tail = "  ^d:\n    \"spirv.Return\"() : () -> ()\n  ^a:\n    \"spirv.Return\"() : () "
                     "-> ()\n";
  f.expectValid(inFunc(
      "%s: i32", "(i32) -> ()",
      "    \"spirv.Switch\"(%s)[^d, ^a] {literals = [5 : i32]} : (i32) -> ()\n" + tail, "", true));
  f.expectError(
      inFunc("%s: i32", "(i32) -> ()",
             "    \"spirv.Switch\"(%s)[^d, ^a] {literals = [5 : i32, 6 : i32]} : (i32) -> "
             "()\n" +
                 tail,
             "", true),
      "has 2 case literals for 1 case targets");
  f.expectError(
      inFunc("%s: f32", "(f32) -> ()",
             "    \"spirv.Switch\"(%s)[^d, ^a] {literals = [5 : i32]} : (f32) -> ()\n" + tail, "",
             true),
      "selector type 'f32' must be a scalar integer");
}

TEST_CASE("spirv rule: Return / ReturnValue match the function type") {
  VerifyFixture f;
  f.expectValid(module(
      func("f", "%a: i32", "(i32) -> i32", "    \"spirv.ReturnValue\"(%a) : (i32) -> ()\n")));
  f.expectError(module(func("f", "%a: i32", "(i32) -> i32", "    \"spirv.Return\"() : () -> ()\n")),
                "'spirv.Return' op cannot be used in functions returning value (@f returns 'i32'");
  f.expectError(
      module(func("f", "%x: f32", "(f32) -> i32", "    \"spirv.ReturnValue\"(%x) : (f32) -> ()\n")),
      "return value's type ('f32') mismatch with function's result type ('i32') of @f");
  f.expectError(
      module(func("f", "%a: i32", "(i32) -> ()", "    \"spirv.ReturnValue\"(%a) : (i32) -> ()\n")),
      "returns 1 value but enclosing function requires 0 results (@f returns void)");
}

TEST_CASE("spirv rule: FunctionCall matches the callee") {
  VerifyFixture f;
  std::string callee =
      func("g", "%a: i32", "(i32) -> i32", "    \"spirv.ReturnValue\"(%a) : (i32) -> ()\n");
  auto caller = [&](const std::string& call) {
    return module(callee + func("f", "%a: i32, %x: f32", "(i32, f32) -> ()",
                                call + "    \"spirv.Return\"() : () -> ()\n"));
  };
  f.expectValid(caller("    %r = \"spirv.FunctionCall\"(%a) {callee = @g} : (i32) -> i32\n"));
  f.expectError(caller("    %r = \"spirv.FunctionCall\"(%x) {callee = @g} : (f32) -> i32\n"),
                "operand type mismatch: expected operand type 'i32', but provided 'f32' for "
                "operand number 0");
  f.expectError(
      caller("    %r = \"spirv.FunctionCall\"(%a, %a) {callee = @g} : (i32, i32) -> i32\n"),
      "has incorrect number of operands for callee: expected 1, but provided 2 (@g)");
  f.expectError(caller("    %r = \"spirv.FunctionCall\"(%a) {callee = @g} : (i32) -> f32\n"),
                "result type mismatch: expected 'i32', but provided 'f32'");
  f.expectError(caller("    %r = \"spirv.FunctionCall\"(%a) {callee = @g2} : (i32) -> i32\n"),
                "attribute 'callee' references undefined symbol '@g2'");
  f.expectError(caller("    \"spirv.FunctionCall\"(%a) {callee = @g} : (i32) -> ()\n"),
                "has incorrect number of results has for callee: expected 1, but provided 0 (@g)");
}

TEST_CASE("spirv rule: FunctionCall callee must be a spirv.func") {
  VerifyFixture f;
  f.expectError(module(kGlobal + func("f", "", "() -> ()",
                                      "    \"spirv.FunctionCall\"() {callee = @g} : () -> ()\n"
                                      "    \"spirv.Return\"() : () -> ()\n")),
                "callee '@g' is a 'spirv.GlobalVariable', not a spirv.func");
}

// --- structured control flow ---------------------------------------------------------------

TEST_CASE("spirv rule: selection ends in a merge block holding only spirv.mlir.merge") {
  VerifyFixture f;
  std::string header = "      \"spirv.BranchConditional\"(%t)[^a, ^m] : (i1) -> ()\n"
                       "    ^a:\n      \"spirv.Branch\"()[^m] : () -> ()\n";
  f.expectValid(
      inFunc(kTrue + selectionOp(header + "    ^m:\n      \"spirv.mlir.merge\"() : () -> ()\n")));
  f.expectError(inFunc(kTrue + selectionOp(header + "    ^m:\n"
                                                    "      %z = \"spirv.Constant\"() {value = 0 : "
                                                    "i32} : () -> i32\n"
                                                    "      \"spirv.mlir.merge\"() : () -> ()\n")),
                "'spirv.mlir.selection' op last block must be the merge block with only one "
                "'spirv.mlir.merge' op");
}

TEST_CASE("spirv rule: selection has a header block ending in a conditional branch or switch") {
  VerifyFixture f;
  f.expectError(inFunc(kTrue + selectionOp("      \"spirv.mlir.merge\"() : () -> ()\n")),
                "must have a selection header block");
  f.expectError(
      inFunc(kTrue + selectionOp("      \"spirv.Branch\"()[^m] : () -> ()\n"
                                 "    ^m:\n      \"spirv.mlir.merge\"() : () -> ()\n")),
      "header block (the first block) must end in spirv.BranchConditional or spirv.Switch");
}

TEST_CASE("spirv rule: spirv.mlir.merge only in the merge block") {
  VerifyFixture f;
  f.expectError(
      inFunc(kTrue + selectionOp("      \"spirv.BranchConditional\"(%t)[^a, ^m] : (i1) -> ()\n"
                                 "    ^a:\n      \"spirv.mlir.merge\"() : () -> ()\n"
                                 "    ^m:\n      \"spirv.mlir.merge\"() : () -> ()\n")),
      "'spirv.mlir.merge' op can only be used in the last block of 'spirv.mlir.selection' or "
      "'spirv.mlir.loop'");
}

TEST_CASE("spirv rule: merge yields the construct's results") {
  VerifyFixture f;
  std::string blocks = "      \"spirv.BranchConditional\"(%t)[^a, ^a] : (i1) -> ()\n"
                       "    ^a:\n"
                       "      %one = \"spirv.Constant\"() {value = 1 : i32} : () -> i32\n"
                       "      \"spirv.Branch\"()[^m] : () -> ()\n"
                       "    ^m:\n      \"spirv.mlir.merge\"(MERGE) : TYPES -> ()\n";
  auto with = [&](const std::string& merge, const std::string& types, const std::string& results) {
    std::string b = blocks;
    b.replace(b.find("MERGE"), 5, merge);
    b.replace(b.find("TYPES"), 5, types);
    return inFunc(kTrue + "    %r = " + selectionOp(b, results).substr(4));
  };
  // The merge block is only reachable from ^a, which dominates it.
  f.expectValid(with("%one", "(i32)", "i32"));
  f.expectError(with("%one", "(i32)", "f32"),
                "operand #0 type 'i32' does not match the construct's result type 'f32'");
  f.expectError(with("", "()", "i32"), "yields 0 values but 'spirv.mlir.selection' has 1 results");
}

TEST_CASE("spirv rule: merge must be directly inside a selection or loop") {
  VerifyFixture f;
  f.expectError(inFunc("", "() -> ()", "    \"spirv.mlir.merge\"() : () -> ()\n", "", true),
                "'spirv.mlir.merge' op expected parent op to be 'spirv.mlir.selection' or "
                "'spirv.mlir.loop'");
}

TEST_CASE("spirv rule: loop has entry, header, continue and merge blocks") {
  VerifyFixture f;
  f.expectValid(inFunc(kTrue + loopOp(kGoodLoopBlocks)));
  f.expectError(inFunc(kTrue + loopOp("      \"spirv.Branch\"()[^h] : () -> ()\n"
                                      "    ^h:\n      \"spirv.Branch\"()[^m] : () -> ()\n"
                                      "    ^m:\n      \"spirv.mlir.merge\"() : () -> ()\n")),
                "'spirv.mlir.loop' op requires a loop continue block branching to the loop "
                "header block");
}

TEST_CASE("spirv rule: constructs carry only the attributes the writer encodes") {
  // Issue 17's writer finding: a mutated `loop_control` name was accepted and
  // dropped by the writer, so the module read back differed.
  VerifyFixture f;
  auto withAttrs = [](std::string text, const std::string& attrs) {
    text.replace(text.find("{loop_control"), std::string::npos, attrs + " : () -> ()\n");
    return text;
  };
  std::string loop = loopOp(kGoodLoopBlocks);
  f.expectValid(inFunc(kTrue + loop));
  f.expectValid(inFunc(kTrue + withAttrs(loop, "{test.note = 1 : i32}")));
  f.expectError(inFunc(kTrue + withAttrs(loop, "{looo_pcntrol = #spirv.loop_control<None>}")),
                "'spirv.mlir.loop' op has unknown attribute 'looo_pcntrol'");
  std::string sel = selectionOp("      \"spirv.BranchConditional\"(%t)[^m, ^m] : (i1) -> ()\n"
                                "    ^m:\n      \"spirv.mlir.merge\"() {tag} : () -> ()\n");
  f.expectError(inFunc(kTrue + sel), "'spirv.mlir.merge' op has unknown attribute 'tag'");
  sel.replace(sel.find(" {tag}"), 6, "");
  f.expectValid(inFunc(kTrue + sel));
  sel.replace(sel.find("selection_control"), 17, "selection_ctrl");
  f.expectError(inFunc(kTrue + sel),
                "'spirv.mlir.selection' op has unknown attribute 'selection_ctrl'");
}

TEST_CASE("spirv rule: loop region ends in a merge block") {
  VerifyFixture f;
  std::string blocks = kGoodLoopBlocks;
  blocks.replace(blocks.find("      \"spirv.mlir.merge\"() : () -> ()\n"),
                 std::string("      \"spirv.mlir.merge\"() : () -> ()\n").size(),
                 "      \"spirv.Return\"() : () -> ()\n");
  f.expectError(inFunc(kTrue + loopOp(blocks)),
                "'spirv.mlir.loop' op last block must be the merge block with only one "
                "'spirv.mlir.merge' op");
}

TEST_CASE("spirv rule: loop entry block only branches to the header") {
  VerifyFixture f;
  std::string blocks = kGoodLoopBlocks;
  blocks.replace(0, std::string("      \"spirv.Branch\"()[^h] : () -> ()\n").size(),
                 "      \"spirv.BranchConditional\"(%t)[^h, ^m] : (i1) -> ()\n");
  f.expectError(inFunc(kTrue + loopOp(blocks)),
                "entry block must only have one 'spirv.Branch' op to the second block");
}

TEST_CASE("spirv rule: loop continue block branches back to the header") {
  VerifyFixture f;
  std::string blocks = kGoodLoopBlocks;
  blocks.replace(blocks.find("    ^c:\n      \"spirv.Branch\"()[^h]"),
                 std::string("    ^c:\n      \"spirv.Branch\"()[^h]").size(),
                 "    ^c:\n      \"spirv.Branch\"()[^m]");
  f.expectError(inFunc(kTrue + loopOp(blocks)), "second to last block must be the loop continue "
                                                "block that branches to the loop header block");
}

TEST_CASE("spirv rule: only entry and continue blocks branch to the loop header") {
  VerifyFixture f;
  std::string blocks = kGoodLoopBlocks;
  blocks.replace(blocks.find("    ^body:\n      \"spirv.Branch\"()[^c]"),
                 std::string("    ^body:\n      \"spirv.Branch\"()[^c]").size(),
                 "    ^body:\n      \"spirv.BranchConditional\"(%t)[^h, ^c] : (i1) -> ()\n"
                 "    ^dummy:\n      \"spirv.Branch\"()[^c]");
  f.expectError(
      inFunc(kTrue + loopOp(blocks)),
      "can only have the entry and loop continue block branching to the loop header block");
}

// --- functions and module-level ops -----------------------------------------------------

TEST_CASE("spirv rule: spirv.func entry arguments are the function type's inputs") {
  VerifyFixture f;
  f.expectValid(module(func("f", "%a: i32", "(i32) -> ()", "    \"spirv.Return\"() : () -> ()\n")));
  f.expectError(module(func("f", "%a: f32", "(i32) -> ()", "    \"spirv.Return\"() : () -> ()\n")),
                "entry block argument #0 type 'f32' does not match parameter type 'i32'");
  f.expectError(module(func("f", "", "(i32) -> ()", "    \"spirv.Return\"() : () -> ()\n")),
                "entry block has 0 arguments but the function type has 1 parameters");
}

TEST_CASE("spirv rule: spirv.func attributes") {
  VerifyFixture f;
  f.expectError(module("  \"spirv.func\"() ({\n  ^bb0:\n    \"spirv.Return\"() : () -> ()\n"
                       "  }) {sym_name = \"f\", function_type = () -> ()} : () -> ()\n"),
                "'spirv.func' op requires attribute 'function_control'");
  f.expectError(module("  \"spirv.func\"() ({\n  ^bb0:\n    \"spirv.Return\"() : () -> ()\n"
                       "  }) {sym_name = \"f\", function_type = i32, function_control = "
                       "#spirv.function_control<None>} : () -> ()\n"),
                "requires a 'function_type' attribute of function type");
  // A declaration has an empty region (and imports the function).
  f.expectValid(module("  \"spirv.func\"() ({\n  }) {sym_name = \"ext\", function_type = (i32) -> "
                       "(), function_control = #spirv.function_control<None>, linkage_attributes = "
                       "{linkage_name = \"ext\", linkage_type = #spirv.linkage_type<Import>}} : () "
                       "-> ()\n"));
}

TEST_CASE("spirv rule: spirv.module attributes") {
  VerifyFixture f;
  f.expectValid(module("", "addressing_model = #spirv.addressing_model<Physical64>, memory_model = "
                           "#spirv.memory_model<OpenCL>, vce_triple = #spirv.vce<v1.4, [Addresses, "
                           "Kernel], []>"));
  f.expectError(module("", "memory_model = #spirv.memory_model<OpenCL>"),
                "'spirv.module' op requires attribute 'addressing_model'");
  f.expectError(module("", "addressing_model = #spirv.memory_model<OpenCL>, memory_model = "
                           "#spirv.memory_model<OpenCL>"),
                "attribute 'addressing_model' must be a AddressingModel enum");
}

TEST_CASE("spirv rule: spirv.module holds only module-level ops") {
  VerifyFixture f;
  f.expectError(module("  %c = \"spirv.Constant\"() {value = 1 : i32} : () -> i32\n"),
                "may contain only spirv.func, spirv.GlobalVariable, spirv.SpecConstant, "
                "spirv.SpecConstantComposite, spirv.EntryPoint and spirv.ExecutionMode, not "
                "'spirv.Constant'");
}

TEST_CASE("spirv rule: GlobalVariable is a pointer outside the Function storage class") {
  VerifyFixture f;
  f.expectValid(module(kGlobal));
  f.expectError(module("  \"spirv.GlobalVariable\"() {sym_name = \"g\", type = !spirv.ptr<i32, "
                       "Function>} : () -> ()\n"),
                "storage class cannot be 'Function'");
  f.expectError(module("  \"spirv.GlobalVariable\"() {sym_name = \"g\", type = i32} : () -> ()\n"),
                "requires a 'type' attribute holding a pointer type");
}

TEST_CASE("spirv rule: GlobalVariable initializer names a global or spec constant") {
  VerifyFixture f;
  std::string init = "  \"spirv.GlobalVariable\"() {sym_name = \"h\", type = "
                     "!spirv.ptr<!spirv.ptr<i32, CrossWorkgroup>, CrossWorkgroup>, initializer = "
                     "@INIT} : () -> ()\n";
  std::string fn = func("f", "", "() -> ()", "    \"spirv.Return\"() : () -> ()\n");
  auto with = [&](const std::string& target) {
    std::string s = init;
    s.replace(s.find("INIT"), 4, target);
    return module(kGlobal + fn + s);
  };
  f.expectValid(with("g"));
  f.expectError(with("f"), "attribute 'initializer' must name a spirv.GlobalVariable or "
                           "spirv.SpecConstant or spirv.SpecConstantComposite, but '@f' is a "
                           "'spirv.func'");
  // The initializer's type is the pointee type (a fuzz-writer finding: spirv-val rejects the
  // binary).
  std::string f32Global = "  \"spirv.GlobalVariable\"() {sym_name = \"k\", type = !spirv.ptr<f32, "
                          "CrossWorkgroup>} : () -> ()\n";
  f.expectError(module(kGlobal + f32Global + fn + init.replace(init.find("INIT"), 4, "k")),
                "initializer '@k' has type '!spirv.ptr<f32, CrossWorkgroup>', not the pointee type "
                "'!spirv.ptr<i32, CrossWorkgroup>'");
}

TEST_CASE("spirv rule: addressof has the variable's pointer type") {
  VerifyFixture f;
  f.expectError(inFunc("", "() -> ()",
                       "    %p = \"spirv.mlir.addressof\"() {variable = @g} : () -> "
                       "!spirv.ptr<f32, CrossWorkgroup>\n",
                       kGlobal),
                "result type '!spirv.ptr<f32, CrossWorkgroup>' does not match the variable's type "
                "'!spirv.ptr<i32, CrossWorkgroup>'");
  f.expectError(
      inFunc("", "() -> ()",
             "    %p = \"spirv.mlir.addressof\"() {variable = @f} : () -> "
             "!spirv.ptr<i32, CrossWorkgroup>\n",
             kGlobal),
      "attribute 'variable' must name a spirv.GlobalVariable, but '@f' is a 'spirv.func'");
}

TEST_CASE("spirv rule: spec constants and referenceof") {
  VerifyFixture f;
  std::string sc = "  \"spirv.SpecConstant\"() {sym_name = \"sc\", default_value = 4 : i32, "
                   "spec_id = 1 : i32} : () -> ()\n";
  f.expectValid(inFunc("", "() -> ()",
                       "    %c = \"spirv.mlir.referenceof\"() {spec_const = @sc} : () -> i32\n",
                       sc));
  f.expectError(inFunc("", "() -> ()",
                       "    %c = \"spirv.mlir.referenceof\"() {spec_const = @sc} : () -> i64\n",
                       sc),
                "result type 'i64' does not match the spec constant's type 'i32'");
  f.expectError(module("  \"spirv.SpecConstant\"() {sym_name = \"sc\", default_value = \"x\"} : () "
                       "-> ()\n"),
                "requires a 'default_value' attribute holding an integer, float or bool");
}

TEST_CASE("spirv rule: spirv.Constant value matches the type") {
  VerifyFixture f;
  f.expectValid(
      inFunc("    %a = \"spirv.Constant\"() {value = 1 : i32} : () -> i32\n"
             "    %b = \"spirv.Constant\"() {value = 1.5 : f32} : () -> f32\n"
             "    %c = \"spirv.Constant\"() {value = dense<[1, 2]> : vector<2xi32>} : () -> "
             "vector<2xi32>\n"
             "    %d = \"spirv.Constant\"() {value = [1 : i32, 2.0 : f32]} : () -> "
             "!spirv.struct<(i32, f32)>\n"));
  f.expectError(inFunc("    %a = \"spirv.Constant\"() {value = 1 : i64} : () -> i32\n"),
                "'spirv.Constant' op integer value of type 'i64' does not match result type 'i32'");
  f.expectError(inFunc("    %d = \"spirv.Constant\"() {value = [1 : i32]} : () -> "
                       "!spirv.struct<(i32, f32)>\n"),
                "struct value with 1 members does not match result type");
}

TEST_CASE("spirv rule: EntryPoint names a function and global interface variables") {
  VerifyFixture f;
  std::string fn = func("k", "", "() -> ()", "    \"spirv.Return\"() : () -> ()\n");
  auto ep = [&](const std::string& fnRef, const std::string& iface) {
    return module(
        kGlobal + fn +
        "  \"spirv.EntryPoint\"() {execution_model = #spirv.execution_model<Kernel>, fn = "
        "@" +
        fnRef + ", interface = [" + iface + "]} : () -> ()\n");
  };
  f.expectValid(ep("k", "@g"));
  f.expectError(ep("g", ""), "attribute 'fn' must name a spirv.func, but '@g' is a "
                             "'spirv.GlobalVariable'");
  f.expectError(ep("k", "@k"), "attribute 'interface' must name a spirv.GlobalVariable");
  f.expectError(ep("nope", ""), "attribute 'fn' references undefined symbol '@nope'");
}

TEST_CASE("spirv rule: an entry point returns void; only a Kernel takes parameters") {
  VerifyFixture f;
  auto ep = [&](const std::string& model, const std::string& fn) {
    return module(kGlobal + fn +
                  "  \"spirv.EntryPoint\"() {execution_model = #spirv.execution_model<" + model +
                  ">, fn = @k, interface = []} : () -> ()\n");
  };
  std::string returnsI32 =
      func("k", "%x: i32", "(i32) -> i32", "    \"spirv.ReturnValue\"(%x) : (i32) -> ()\n");
  std::string takesI32 = func("k", "%x: i32", "(i32) -> ()", "    \"spirv.Return\"() : () -> ()\n");
  f.expectValid(ep("Kernel", takesI32));
  f.expectError(ep("Kernel", returnsI32), "entry point function '@k' must return void");
  f.expectError(ep("GLCompute", takesI32),
                "entry point function '@k' of a non-Kernel execution model cannot have parameters");
}

TEST_CASE("spirv rule: a function declaration is imported") {
  VerifyFixture f;
  auto decl = [&](const std::string& attrs) {
    return module("  \"spirv.func\"() ({\n  }) {sym_name = \"d\", function_type = (i32) -> i32, "
                  "function_control = #spirv.function_control<None>" +
                  attrs + "} : () -> ()\n");
  };
  f.expectValid(decl(", linkage_attributes = {linkage_name = \"d\", linkage_type = "
                     "#spirv.linkage_type<Import>}"));
  f.expectError(decl(""), "a function declaration (no body) needs 'linkage_attributes' with "
                          "linkage type Import");
  f.expectError(decl(", linkage_attributes = {linkage_name = \"d\", linkage_type = "
                     "#spirv.linkage_type<Export>}"),
                "needs 'linkage_attributes' with linkage type Import");
}

TEST_CASE("spirv rule: types SPIR-V can encode") {
  VerifyFixture f;
  auto withParam = [&](const std::string& type) {
    return module(
        func("f", "%x: " + type, "(" + type + ") -> ()", "    \"spirv.Return\"() : () -> ()\n"));
  };
  f.expectValid(withParam("i16"));
  f.expectValid(withParam("vector<16xi8>"));
  f.expectError(withParam("i31"), "SPIR-V integers have 8, 16, 32 or 64 bits");
  f.expectError(withParam("vector<5xf32>"), "SPIR-V vectors have 2, 3, 4, 8 or 16 components");
  f.expectError(withParam("!spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, "
                          "SingleSampled, NoSampler, Unknown>>"),
                "a sampled image type needs an image type whose Sampled operand is 0 or 1");
  f.expectValid(withParam("!spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, "
                          "SingleSampled, NeedSampler, Unknown>>"));
}

TEST_CASE("spirv rule: ExecutionMode names a function that is an entry point") {
  VerifyFixture f;
  std::string fn = func("k", "", "() -> ()", "    \"spirv.Return\"() : () -> ()\n");
  std::string ep =
      "  \"spirv.EntryPoint\"() {execution_model = #spirv.execution_model<Kernel>, fn = "
      "@k, interface = []} : () -> ()\n";
  auto em = [&](const std::string& fnRef, const std::string& entry) {
    return module(kGlobal + fn + entry + "  \"spirv.ExecutionMode\"() {fn = @" + fnRef +
                  ", execution_mode = #spirv.execution_mode<LocalSize>, values = [8 : i32, 1 : "
                  "i32, 1 : i32]} : () -> ()\n");
  };
  f.expectValid(em("k", ep));
  f.expectError(em("g", ep), "attribute 'fn' must name a spirv.func");
  // issue 17 (writer fuzz target): spirv-val rejects an execution mode of a
  // function that no OpEntryPoint names.
  f.expectError(em("k", ""), "function '@k' has an execution mode but is no entry point");
}
