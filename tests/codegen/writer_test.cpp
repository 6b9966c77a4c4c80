// Unit tests of the SPIR-V binary writer: header, layout, ids, deduplication,
// decorations, constants, structured control flow and phis.
#include "writer_test_util.h"

#include "SpirvOps.h"
#include "ir/Builder.h"
#include "ir/Verifier.h"
#include "ir/spirv/SpirvBuilder.h"

#include <map>

using namespace spvkit;
using namespace spvkit::test;
using spirv::Op;

namespace {

const char* kAdd = R"(
  %c = "spirv.IAdd"(%a, %b) : (i32, i32) -> i32
  "spirv.Return"() : () -> ())";

std::string addKernel(std::string_view vce = "#spirv.vce<v1.0, [Addresses, Kernel], []>") {
  return kernelModule(function("add", "%a: i32, %b: i32", "i32, i32", kAdd) + R"(
  "spirv.EntryPoint"() {execution_model = #spirv.execution_model<Kernel>, fn = @add, interface = []} : () -> ())",
                      vce);
}

uint32_t maxId(const std::vector<Inst>& insts) {
  // Result ids of the instructions the tests use (enough for the bound check).
  uint32_t m = 0;
  for (const Inst& i : insts) {
    const spirv::InstructionInfo* info = spirv::findInstruction(i.op);
    REQUIRE(info);
    size_t at = info->hasResultType ? 1 : 0;
    if (info->hasResult) m = std::max(m, i.operands[at]);
  }
  return m;
}

} // namespace

TEST_CASE("header: magic, version from vce, generator, exact bound, schema") {
  Parsed p(addKernel("#spirv.vce<v1.3, [Addresses, Kernel], []>"));
  auto words = p.write();
  REQUIRE(words.size() > 5);
  CHECK(words[0] == 0x07230203u);
  CHECK(words[1] == 0x00010300u);
  CHECK(words[2] == spirv::kSpvkitGeneratorMagic);
  CHECK(words[4] == 0u);
  auto insts = decode(words);
  CHECK(words[3] == maxId(insts) + 1);
}

TEST_CASE("logical layout order and an exact instruction sequence") {
  Parsed p(addKernel());
  auto insts = decode(p.write());
  std::vector<Op> ops;
  for (auto& i : insts) ops.push_back(i.op);
  std::vector<Op> expected = {Op::Capability,
                              Op::Capability,
                              Op::MemoryModel,
                              Op::EntryPoint,
                              Op::Name,
                              Op::Name,
                              Op::Name,
                              Op::Name,
                              Op::TypeVoid,
                              Op::TypeInt,
                              Op::TypeFunction,
                              Op::Function,
                              Op::FunctionParameter,
                              Op::FunctionParameter,
                              Op::Label,
                              Op::IAdd,
                              Op::Return,
                              Op::FunctionEnd};
  CHECK(ops == expected);
  // Ids in emission order: the function is referenced first (entry point).
  CHECK(insts[3].operands ==
        std::vector<uint32_t>{uint32_t(spirv::ExecutionModel::Kernel), 1, 0x00646461 /* "add" */});
}

TEST_CASE("deterministic: writing twice and re-parsing give identical words") {
  std::string text = addKernel();
  Parsed a(text), b(text);
  auto w1 = a.write();
  CHECK(w1 == a.write());
  CHECK(w1 == b.write());
}

TEST_CASE("names can be turned off") {
  Parsed p(addKernel());
  spirv::WriterOptions o;
  o.emitValueNames = false;
  auto names = select(decode(p.write(o)), Op::Name);
  REQUIRE(names.size() == 1); // the function's symbol name stays
  o.emitSymbolNames = false;
  CHECK(select(decode(p.write(o)), Op::Name).empty());
}

TEST_CASE("types and constants are deduplicated; signedness is canonical in kernels") {
  Parsed p(kernelModule(function("f", "%a: i32, %b: si32, %c: ui32", "i32, si32, ui32", R"(
    %k1 = "spirv.Constant"() {value = 7 : i32} : () -> i32
    %k2 = "spirv.Constant"() {value = 7 : i32} : () -> i32
    %k3 = "spirv.Constant"() {value = 7 : ui32} : () -> ui32
    %x = "spirv.IAdd"(%k1, %k2) : (i32, i32) -> i32
    %y = "spirv.IAdd"(%k3, %c) : (ui32, ui32) -> ui32
    "spirv.Return"() : () -> ())")));
  auto insts = decode(p.write());
  CHECK(select(insts, Op::TypeInt).size() == 1);
  auto consts = select(insts, Op::Constant);
  REQUIRE(consts.size() == 1);
  CHECK(consts[0].operands[2] == 7u);
  auto adds = select(insts, Op::IAdd);
  REQUIRE(adds.size() == 2);
  CHECK(adds[0].operands[2] == consts[0].operands[1]);
  CHECK(adds[0].operands[3] == consts[0].operands[1]);
}

TEST_CASE("scalar constant encodings: i64, f16, f64, bool, null, composite") {
  Parsed p(
      kernelModule(function("f", "", "", R"(
    %a = "spirv.Constant"() {value = -2 : i64} : () -> i64
    %b = "spirv.Constant"() {value = 1.0 : f16} : () -> f16
    %c = "spirv.Constant"() {value = 2.5 : f64} : () -> f64
    %d = "spirv.Constant"() {value = true} : () -> i1
    %e = "spirv.Constant"() {value = unit} : () -> vector<4xf32>
    %f = "spirv.Constant"() {value = dense<[1, 2]> : vector<2xi32>} : () -> vector<2xi32>
    %g = "spirv.Constant"() {value = -1 : i8} : () -> i8
    "spirv.Return"() : () -> ())"),
                   "#spirv.vce<v1.0, [Addresses, Kernel, Int64, Float16, Float64, Int8], []>"));
  auto insts = decode(p.write());
  auto consts = select(insts, Op::Constant);
  REQUIRE(consts.size() == 6); // -2, 1.0h, 2.5, 1, 2, -1:i8
  CHECK(consts[0].operands.size() == 4);
  CHECK(consts[0].operands[2] == 0xFFFFFFFEu);
  CHECK(consts[0].operands[3] == 0xFFFFFFFFu);
  CHECK(consts[1].operands[2] == 0x3C00u);
  CHECK(consts[2].operands[2] == 0u);
  CHECK(consts[2].operands[3] == 0x40040000u);
  CHECK(consts[5].operands[2] == 0xFFu); // i8 in a kernel: zero-extended
  CHECK(select(insts, Op::ConstantTrue).size() == 1);
  CHECK(select(insts, Op::ConstantNull).size() == 1);
  auto comp = select(insts, Op::ConstantComposite);
  REQUIRE(comp.size() == 1);
  CHECK(comp[0].operands.size() == 4);
}

TEST_CASE("decorations: array stride, struct offsets, built-in, parameters, results") {
  Parsed p(kernelModule(R"(
  "spirv.GlobalVariable"() {sym_name = "gid", type = !spirv.ptr<vector<3xi64>, Input>, built_in = "GlobalInvocationId"} : () -> ()
  "spirv.GlobalVariable"() {sym_name = "buf", type = !spirv.ptr<!spirv.struct<(f32 [0], !spirv.array<4 x i32, stride=4> [4])>, CrossWorkgroup>} : () -> ()
  )" + function("f", "%p: !spirv.ptr<f32, CrossWorkgroup>", "!spirv.ptr<f32, CrossWorkgroup>",
                R"(
    %x = "spirv.Load"(%p) {memory_access = #spirv.memory_access<Aligned>, alignment = 8 : i32} : (!spirv.ptr<f32, CrossWorkgroup>) -> f32
    %y = "spirv.FAdd"(%x, %x) {fp_fast_math_mode = 3 : i32} : (f32, f32) -> f32
    "spirv.Return"() : () -> ())",
                ", arg_attrs = [{restrict, alignment = 16 : i32, "
                "spirv.decoration = #spirv.decoration<Volatile>, func_param_attr = "
                "[#spirv.function_parameter_attribute<NoCapture>, "
                "#spirv.function_parameter_attribute<NoWrite>]}]"),
                        "#spirv.vce<v1.0, [Addresses, Kernel, Int64], []>"));
  auto insts = decode(p.write());
  auto decos = select(insts, Op::Decorate);
  auto has = [&](spirv::Decoration d, std::vector<uint32_t> params) {
    for (auto& i : decos)
      if (i.operands[1] == uint32_t(d) &&
          std::vector<uint32_t>(i.operands.begin() + 2, i.operands.end()) == params)
        return true;
    return false;
  };
  CHECK(has(spirv::Decoration::BuiltIn, {uint32_t(spirv::BuiltIn::GlobalInvocationId)}));
  CHECK(has(spirv::Decoration::ArrayStride, {4}));
  CHECK(has(spirv::Decoration::Restrict, {}));
  CHECK(has(spirv::Decoration::Volatile, {})); // MLIR's spirv.decoration spelling
  CHECK(has(spirv::Decoration::Alignment, {16}));
  CHECK(has(spirv::Decoration::FPFastMathMode, {3}));
  // An array value repeats the decoration.
  CHECK(has(spirv::Decoration::FuncParamAttr,
            {uint32_t(spirv::FunctionParameterAttribute::NoCapture)}));
  CHECK(has(spirv::Decoration::FuncParamAttr,
            {uint32_t(spirv::FunctionParameterAttribute::NoWrite)}));
  // `alignment` on spirv.Load is the MemoryAccess operand, not a decoration.
  CHECK(!has(spirv::Decoration::Alignment, {8}));
  auto load = select(insts, Op::Load);
  REQUIRE(load.size() == 1);
  CHECK(load[0].operands.size() == 5);
  CHECK(load[0].operands[3] == uint32_t(spirv::MemoryAccess::Aligned));
  CHECK(load[0].operands[4] == 8u);
  auto members = select(insts, Op::MemberDecorate);
  REQUIRE(members.size() == 2);
  CHECK(members[1].operands ==
        std::vector<uint32_t>{members[1].operands[0], 1, uint32_t(spirv::Decoration::Offset), 4});
  // Annotations precede types.
  CHECK(decos.back().index < select(insts, Op::TypeInt)[0].index);
}

TEST_CASE("block arguments become OpPhi with (value, parent) pairs; loop merge") {
  Parsed p(kernelModule(function("f", "%n: i32", "i32", R"(
    %zero = "spirv.Constant"() {value = 0 : i32} : () -> i32
    %one = "spirv.Constant"() {value = 1 : i32} : () -> i32
    "spirv.mlir.loop"() ({
      "spirv.Branch"()[^header(%zero : i32)] : () -> ()
    ^header(%i: i32):
      %lt = "spirv.SLessThan"(%i, %n) : (i32, i32) -> i1
      "spirv.BranchConditional"(%lt)[^body, ^merge] : (i1) -> ()
    ^body:
      "spirv.Branch"()[^continue] : () -> ()
    ^continue:
      %i2 = "spirv.IAdd"(%i, %one) : (i32, i32) -> i32
      "spirv.Branch"()[^header(%i2 : i32)] : () -> ()
    ^merge:
      "spirv.mlir.merge"() : () -> ()
    }) {loop_control = #spirv.loop_control<Unroll>} : () -> ()
    "spirv.Return"() : () -> ())")));
  auto insts = decode(p.write());
  auto labels = select(insts, Op::Label);
  REQUIRE(labels.size() == 5); // entry, header, body, continue, merge
  auto phi = select(insts, Op::Phi);
  REQUIRE(phi.size() == 1);
  auto zero = select(insts, Op::Constant)[0].operands[1];
  auto add = select(insts, Op::IAdd)[0].operands[1];
  CHECK(phi[0].operands[2] == zero);
  CHECK(phi[0].operands[3] == labels[0].operands[0]); // from the entry block
  CHECK(phi[0].operands[4] == add);
  CHECK(phi[0].operands[5] == labels[3].operands[0]); // from the continue block
  auto merge = select(insts, Op::LoopMerge);
  REQUIRE(merge.size() == 1);
  CHECK(merge[0].operands == std::vector<uint32_t>{labels[4].operands[0], labels[3].operands[0],
                                                   uint32_t(spirv::LoopControl::Unroll)});
  CHECK(insts[merge[0].index + 1].op == Op::BranchConditional);
  CHECK(insts[labels[1].index - 1].op == Op::Branch); // the entry block branches to the header
}

TEST_CASE("selection: header folded into the current block, merge before the branch, results") {
  Parsed p(kernelModule(function("f", "%c: i1, %x: i32", "i1, i32", R"(
    %r = "spirv.mlir.selection"() ({
      "spirv.BranchConditional"(%c)[^then, ^merge(%x : i32)] : (i1) -> ()
    ^then:
      %y = "spirv.IAdd"(%x, %x) : (i32, i32) -> i32
      "spirv.Branch"()[^merge(%y : i32)] : () -> ()
    ^merge(%m: i32):
      "spirv.mlir.merge"(%m) : (i32) -> ()
    }) {selection_control = #spirv.selection_control<Flatten>} : () -> i32
    %z = "spirv.IMul"(%r, %r) : (i32, i32) -> i32
    "spirv.Return"() : () -> ())")));
  auto insts = decode(p.write());
  auto labels = select(insts, Op::Label);
  REQUIRE(labels.size() == 3); // entry (= header), then, merge
  auto sm = select(insts, Op::SelectionMerge);
  REQUIRE(sm.size() == 1);
  CHECK(sm[0].operands ==
        std::vector<uint32_t>{labels[2].operands[0], uint32_t(spirv::SelectionControl::Flatten)});
  CHECK(insts[sm[0].index + 1].op == Op::BranchConditional);
  auto phi = select(insts, Op::Phi);
  REQUIRE(phi.size() == 1);
  CHECK(phi[0].operands.size() == 6);
  // The construct's result is the merge block's phi.
  auto mul = select(insts, Op::IMul);
  CHECK(mul[0].operands[2] == phi[0].operands[1]);
}

TEST_CASE("scopes and semantics become i32 constants; OpenCL.std is imported") {
  Parsed p(kernelModule(function("f", "%p: !spirv.ptr<i32, CrossWorkgroup>, %v: i32, %x: f32",
                                 "!spirv.ptr<i32, CrossWorkgroup>, i32, f32", R"(
    %0 = "spirv.AtomicIAdd"(%p, %v) {memory_scope = #spirv.scope<Device>, semantics = #spirv.memory_semantics<SequentiallyConsistent>} : (!spirv.ptr<i32, CrossWorkgroup>, i32) -> i32
    %1 = "spirv.CL.fma"(%x, %x, %x) : (f32, f32, f32) -> f32
    "spirv.Return"() : () -> ())")));
  auto insts = decode(p.write());
  auto atomic = select(insts, Op::AtomicIAdd);
  REQUIRE(atomic.size() == 1);
  std::vector<uint32_t> constValues;
  for (auto& c : select(insts, Op::Constant)) constValues.push_back(c.operands[2]);
  CHECK(constValues == std::vector<uint32_t>{1, 0x10}); // Device, SequentiallyConsistent
  auto import = select(insts, Op::ExtInstImport);
  REQUIRE(import.size() == 1);
  auto ext = select(insts, Op::ExtInst);
  REQUIRE(ext.size() == 1);
  CHECK(ext[0].operands[2] == import[0].operands[0]);
  CHECK(ext[0].operands[3] == uint32_t(spirv::CLOp::fma));
}

TEST_CASE("switch literals and targets; function calls by symbol") {
  Parsed p(kernelModule(function("g", "", "", R"(
    "spirv.Return"() : () -> ())") +
                        "\n" + function("f", "%s: i32", "i32", R"(
    "spirv.mlir.selection"() ({
      "spirv.Switch"(%s)[^merge, ^a, ^b] {literals = [1 : i32, 5 : i32]} : (i32) -> ()
    ^a:
      "spirv.FunctionCall"() {callee = @g} : () -> ()
      "spirv.Branch"()[^merge] : () -> ()
    ^b:
      "spirv.Branch"()[^merge] : () -> ()
    ^merge:
      "spirv.mlir.merge"() : () -> ()
    }) {selection_control = #spirv.selection_control<None>} : () -> ()
    "spirv.Return"() : () -> ())")));
  auto insts = decode(p.write());
  auto sw = select(insts, Op::Switch);
  REQUIRE(sw.size() == 1);
  auto labels = select(insts, Op::Label);
  REQUIRE(labels.size() == 5); // g's entry, f's entry, a, b, merge
  CHECK(sw[0].operands == std::vector<uint32_t>{sw[0].operands[0], labels[4].operands[0], 1,
                                                labels[2].operands[0], 5, labels[3].operands[0]});
  auto call = select(insts, Op::FunctionCall);
  auto fns = select(insts, Op::Function);
  REQUIRE(call.size() == 1);
  CHECK(call[0].operands[2] == fns[0].operands[1]);
}

TEST_CASE("no vce: the availability inference, or the inference hook") {
  std::string text = addKernel();
  auto at = text.find(", vce_triple");
  text.erase(at, text.find('}', at) - at);
  Parsed p(text);
  auto inferred = p.write();
  CHECK(inferred[1] == 0x00010000u);
  bool kernel = false;
  for (auto& c : select(decode(inferred), Op::Capability))
    kernel |= c.operands[0] == uint32_t(spirv::Capability::Kernel);
  CHECK(kernel);
  spirv::WriterOptions o;
  o.inferRequirements = [](Operation*, spirv::ModuleRequirements& r, DiagnosticList&) {
    r.version = spirv::makeVersion(1, 2);
    r.capabilities = {spirv::Capability::Addresses, spirv::Capability::Kernel};
    return true;
  };
  auto words = p.write(o);
  CHECK(words[1] == 0x00010200u);
  CHECK(select(decode(words), Op::Capability).size() == 2);
}

TEST_CASE("errors are located and name the problem") {
  Parsed p(kernelModule(function("f", "", "", R"(
    %x = "spirv.mlir.addressof"() {variable = @nowhere} : () -> !spirv.ptr<i32, CrossWorkgroup>
    "spirv.Return"() : () -> ())")));
  std::string err = p.writeError();
  CHECK(err.find("test.mlir:") == 0);
  CHECK(err.find("undefined symbol '@nowhere'") != std::string::npos);
}

TEST_CASE("a module built with the Builder; a reused Writer gives the same words") {
  Context ctx;
  spirv::registerDialect(ctx);
  Module m(ctx);
  Builder b(m);
  b.setInsertionPointToEnd(m.body());
  Operation* mod = b.create(
      spirv::dialectOpInfo(spirv::DialectOp::Module), {}, {},
      {b.named("addressing_model", spirv::enumAttr(ctx, spirv::AddressingModel::Physical64)),
       b.named("memory_model", spirv::enumAttr(ctx, spirv::MemoryModel::OpenCL)),
       b.named("vce_triple",
               spirv::VceAttr::get(
                   ctx, spirv::makeVersion(1, 0),
                   std::vector{spirv::Capability::Addresses, spirv::Capability::Kernel}, {}))},
      1);
  Block* body = b.createBlock(mod->region(0));
  b.setInsertionPointToEnd(body);
  Type f32 = b.f32();
  Operation* fn = b.create(
      spirv::dialectOpInfo(spirv::DialectOp::Func), {}, {},
      {b.named("sym_name", b.strAttr("k")),
       b.named("function_type", TypeAttr::get(FunctionType::get(ctx, std::vector{f32}, {}))),
       b.named("function_control", spirv::enumAttr(ctx, spirv::FunctionControl::Inline))},
      1);
  Block* entry = b.createBlock(fn->region(0), {f32});
  b.setInsertionPointToEnd(entry);
  Operation* neg = b.create(*spirv::opInfo(Op::FNegate), {f32}, {entry->argument(0)});
  b.create(*spirv::opInfo(Op::FNegate), {f32}, {neg->result(0)});
  b.create(*spirv::opInfo(Op::Return), {}, {});

  spirv::Writer writer;
  std::vector<uint32_t> w1, w2;
  DiagnosticList diags;
  REQUIRE(writer.write(mod, w1, diags));
  REQUIRE(writer.write(mod, w2, diags));
  CHECK(w1 == w2);
  auto insts = decode(w1);
  auto fns = select(insts, Op::Function);
  REQUIRE(fns.size() == 1);
  CHECK(fns[0].operands[2] == uint32_t(spirv::FunctionControl::Inline));
  auto negs = select(insts, Op::FNegate);
  REQUIRE(negs.size() == 2);
  CHECK(negs[1].operands[2] == negs[0].operands[1]);
  CHECK(select(insts, Op::TypeFloat).size() == 1);
}

TEST_CASE("cooperative matrix ops from SpirvBuilder: layout constants and the Length type id") {
  Context ctx;
  Module m(ctx);
  spirv::SpirvBuilder b(m);
  Operation* mod = b.createModule(
      spirv::AddressingModel::Physical64, spirv::MemoryModel::OpenCL,
      spirv::VceAttr::get(ctx, spirv::makeVersion(1, 5),
                          std::vector{spirv::Capability::Addresses, spirv::Capability::Kernel,
                                      spirv::Capability::CooperativeMatrixKHR},
                          std::vector{spirv::Extension::SPV_KHR_cooperative_matrix}));
  Type f32 = b.f32();
  auto ptr = b.ptr(f32, spirv::StorageClass::CrossWorkgroup);
  auto sub = uint32_t(spirv::Scope::Subgroup);
  auto a =
      CooperativeMatrixType::get(f32, 8, 8, sub, uint32_t(spirv::CooperativeMatrixUse::MatrixAKHR));
  auto bm =
      CooperativeMatrixType::get(f32, 8, 8, sub, uint32_t(spirv::CooperativeMatrixUse::MatrixBKHR));
  auto c = CooperativeMatrixType::get(f32, 8, 8, sub,
                                      uint32_t(spirv::CooperativeMatrixUse::MatrixAccumulatorKHR));
  Operation* fn = b.createFunc("k", FunctionType::get(ctx, std::vector<Type>{ptr, b.i32()}, {}));
  Block* entry = fn->region(0).front();
  Value *p = entry->argument(0), *stride = entry->argument(1);
  Value* x = b.coopMatrixLoad(a, p, stride, spirv::CooperativeMatrixLayout::RowMajorKHR);
  Value* y = b.coopMatrixLoad(bm, p, stride, spirv::CooperativeMatrixLayout::ColumnMajorKHR, 16);
  Value* z = b.coopMatrixLoad(c, p, stride, spirv::CooperativeMatrixLayout::RowMajorKHR);
  Value* r = b.coopMatrixMulAdd(x, y, z);
  b.coopMatrixLength(c);
  b.coopMatrixStore(p, r, stride, spirv::CooperativeMatrixLayout::ColumnMajorKHR);
  b.ret();
  CHECK(r->type() == Type(c));

  DiagnosticList diags;
  auto words = spirv::writeBinary(mod, {}, diags);
  INFO(diags.str());
  REQUIRE(words);
  auto insts = decode(*words);
  std::map<uint32_t, uint32_t> constants; // id -> value
  for (auto& k : select(insts, Op::Constant)) constants[k.operands[1]] = k.operands[2];
  auto loads = select(insts, Op::CooperativeMatrixLoadKHR);
  REQUIRE(loads.size() == 3);
  // result type, result, pointer, MemoryLayout, stride [, memory operand, alignment]
  CHECK(constants.at(loads[0].operands[3]) == 0); // RowMajorKHR
  CHECK(constants.at(loads[1].operands[3]) == 1); // ColumnMajorKHR
  CHECK(loads[1].operands.size() == 7);
  CHECK(loads[1].operands[5] == uint32_t(spirv::MemoryAccess::Aligned));
  CHECK(loads[1].operands[6] == 16);
  auto stores = select(insts, Op::CooperativeMatrixStoreKHR);
  REQUIRE(stores.size() == 1);
  CHECK(constants.at(stores[0].operands[2]) == 1);
  auto lengths = select(insts, Op::CooperativeMatrixLengthKHR);
  REQUIRE(lengths.size() == 1);
  auto mulAdds = select(insts, Op::CooperativeMatrixMulAddKHR);
  REQUIRE(mulAdds.size() == 1);
  CHECK(lengths[0].operands[2] == mulAdds[0].operands[0]); // C's matrix type id
}

TEST_CASE("GLSL.std.450 ops from SpirvBuilder and the typed classes: one import, their numbers") {
  Context ctx;
  Module m(ctx);
  spirv::SpirvBuilder b(m);
  Operation* mod = b.createModule(spirv::AddressingModel::Logical, spirv::MemoryModel::GLSL450,
                                  spirv::VceAttr::get(ctx, spirv::makeVersion(1, 0),
                                                      std::vector{spirv::Capability::Shader},
                                                      std::vector<spirv::Extension>{}));
  Type f32 = b.f32();
  Operation* fn =
      b.createFunc("f", FunctionType::get(ctx, std::vector<Type>{f32}, std::vector<Type>{f32}));
  Value* x = fn->region(0).front()->argument(0);
  Value* e = b.glOp(spirv::GLOp::Exp, f32, {x})->result();
  auto fma = spirv::GLFmaOp::create(b, f32, x, e, x);
  auto mix = spirv::GLFMixOp::create(b, f32, fma.op()->result(), x, e);
  CHECK(mix.x() == fma.op()->result());
  CHECK(mix.a() == e);
  CHECK(spirv::GLFMixOp::classof(mix.op()));
  CHECK(!spirv::GLFmaOp::classof(mix.op()));
  Value* ret[] = {mix.op()->result()};
  b.op(spirv::Op::ReturnValue, Type(), ret);

  DiagnosticList diags;
  CHECK_MESSAGE(verify(m, diags), diags.str());
  auto words = spirv::writeBinary(mod, {}, diags);
  INFO(diags.str());
  REQUIRE(words);
  auto insts = decode(*words);
  auto import = select(insts, Op::ExtInstImport);
  REQUIRE(import.size() == 1);
  std::vector<uint32_t> numbers;
  for (auto& i : select(insts, Op::ExtInst)) {
    CHECK(i.operands[2] == import[0].operands[0]);
    numbers.push_back(i.operands[3]);
  }
  CHECK(numbers == std::vector<uint32_t>{27, 50, 46}); // Exp, Fma, FMix
}
