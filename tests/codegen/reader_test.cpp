// Unit tests of the SPIR-V binary reader: small modules assembled by spirv-as
// (SPVKIT_SPIRV_AS) or written as words, checked through the printed IR, the
// verifier and the reader's errors.
#include "reader_test_util.h"

#include "ir/spirv/Grammar.h"

#include <algorithm>
#include <cstring>

using namespace spvkit;

namespace {

using namespace spvkit::readertest;

const char* kKernelHeader = R"(
OpCapability Addresses
OpCapability Kernel
OpCapability Linkage
OpMemoryModel Physical64 OpenCL
)";

const char* kTypes = R"(
%void = OpTypeVoid
%i32 = OpTypeInt 32 0
%bool = OpTypeBool
%c0 = OpConstant %i32 0
%c1 = OpConstant %i32 1
%c5 = OpConstant %i32 5
%c10 = OpConstant %i32 10
%fn_v_i = OpTypeFunction %void %i32
%fn_i_i = OpTypeFunction %i32 %i32
)";

/// A minimal valid module as words: header + capability + memory model.
std::vector<uint32_t> minimal() {
  return {0x07230203,      0x00010000, 0, 10, 0, (2u << 16) | 17, 6, // OpCapability Kernel
          (3u << 16) | 14, 2,          2}; // OpMemoryModel Physical64 OpenCL
}

} // namespace

TEST_CASE("reader: a minimal module") {
  auto r = read(minimal());
  INFO(r->diags.str());
  REQUIRE(r->op);
  CHECK(r->diags.empty());
  CHECK(r->text.find("Physical64") != std::string::npos);
  CHECK(r->text.find("#spirv.vce<v1.0, [Kernel], []>") != std::string::npos);
}

TEST_CASE("reader: header errors") {
  std::vector<uint32_t> none;
  CHECK(errorOf(*read(none)).find("truncated header") != std::string::npos);
  auto w = minimal();
  w[0] = 0x12345678;
  CHECK(errorOf(*read(w)).find("bad magic number 0x12345678") != std::string::npos);
  w[0] = 0x03022307;
  CHECK(errorOf(*read(w)).find("byte-swapped") != std::string::npos);
  w = minimal();
  w[1] = 0x00020000;
  CHECK(errorOf(*read(w)).find("unsupported SPIR-V version") != std::string::npos);
  w = minimal();
  w[3] = 0;
  CHECK(errorOf(*read(w)).find("id bound is 0") != std::string::npos);
  w[3] = 0x7FFFFFFF;
  CHECK(errorOf(*read(w)).find("unreasonably large") != std::string::npos);
}

TEST_CASE("reader: instruction stream errors name the instruction and word offset") {
  auto w = minimal();
  w[7] = (0u << 16) | 14; // OpMemoryModel with word count 0
  CHECK(errorOf(*read(w)) == "<binary>: instruction 1 (word offset 7): error: instruction word "
                             "count is 0 (opcode 14)");
  w = minimal();
  w[7] = (9u << 16) | 14; // past the end
  CHECK(errorOf(*read(w)).find("instruction 1 (word offset 7)") != std::string::npos);
  CHECK(errorOf(*read(w)).find("runs past the end") != std::string::npos);
  w = minimal();
  w.insert(w.end(), {(1u << 16) | 0xFFF0}); // unknown opcode
  CHECK(errorOf(*read(w)).find("instruction 2 (word offset 10): error: unknown opcode 65520") !=
        std::string::npos);
  w = minimal();
  w[8] = 99; // addressing model
  CHECK(errorOf(*read(w)).find("unknown AddressingModel value 99") != std::string::npos);
  w = minimal();
  w.insert(w.end(), {(3u << 16) | 5, 1, 0x41414141}); // OpName "AAAA" without NUL
  CHECK(errorOf(*read(w)).find("not NUL-terminated") != std::string::npos);
  w = minimal();
  w.insert(w.end(), {(3u << 16) | 5, 50, 0}); // OpName of id 50 >= bound 10
  CHECK(errorOf(*read(w)).find("id 50 is out of range (bound 10)") != std::string::npos);
  w = minimal();
  w.insert(w.end(), {(2u << 16) | 19, 3, (2u << 16) | 19, 3}); // OpTypeVoid %3 twice
  CHECK(errorOf(*read(w)).find("id %3 is defined twice") != std::string::npos);
}

TEST_CASE("reader: undefined ids and type mismatches") {
  auto r = readAsm(std::string(kKernelHeader) + kTypes + R"(
%f = OpFunction %void None %fn_v_i
%x = OpFunctionParameter %i32
%entry = OpLabel
%y = OpIAdd %i32 %x %nowhere
OpReturn
OpFunctionEnd
)");
  CHECK(errorOf(*r).find("use of undefined id") != std::string::npos);
  r = readAsm(std::string(kKernelHeader) + kTypes + R"(
%f = OpFunction %i32 None %fn_v_i
%x = OpFunctionParameter %i32
%entry = OpLabel
OpReturn
OpFunctionEnd
)");
  CHECK(errorOf(*r).find("result type does not match the function type") != std::string::npos);
  r = readAsm(std::string(kKernelHeader) + R"(
%glsl = OpExtInstImport "GLSL.std.450"
)" + kTypes + R"(
%f = OpFunction %void None %fn_v_i
%x = OpFunctionParameter %i32
%entry = OpLabel
%y = OpExtInst %i32 %glsl SAbs %x
OpReturn
OpFunctionEnd
)");
  INFO(r->diags.str());
  REQUIRE(r->op); // GLSL.std.450 reads (spirv.GL.SAbs)
  CHECK(r->text.find("= spirv.GL.SAbs %") != std::string::npos);
  // An instruction number the set does not have is an error at its
  // OpExtInst (SAbs, 5, patched to 200: spirv-as refuses to write it).
  std::string sabs = std::string(kKernelHeader) + R"(
%glsl = OpExtInstImport "GLSL.std.450"
)" + kTypes + R"(
%f = OpFunction %void None %fn_v_i
%x = OpFunctionParameter %i32
%entry = OpLabel
%y = OpExtInst %i32 %glsl SAbs %x
OpReturn
OpFunctionEnd
)";
  auto words = assemble(sabs);
  bool patched = false;
  for (size_t i = 0; i + 4 < words.size(); ++i)
    if (words[i] == ((6u << 16) | uint32_t(spirv::Op::ExtInst)) && words[i + 4] == 5) {
      words[i + 4] = 200;
      patched = true;
    }
  REQUIRE(patched);
  CHECK(errorOf(*read(words)).find("unknown GLSL.std.450 instruction 200") != std::string::npos);
  // A set spvkit does not know is an error at the OpExtInst that uses it,
  // naming the set.
  r = readAsm(std::string(kKernelHeader) + R"(
%amd = OpExtInstImport "SPV_AMD_shader_trinary_minmax"
)" + kTypes + R"(
%f = OpFunction %void None %fn_v_i
%x = OpFunctionParameter %i32
%entry = OpLabel
%y = OpExtInst %i32 %amd SMin3AMD %x %x %x
OpReturn
OpFunctionEnd
)");
  CHECK(errorOf(*r).find("the extended instruction set 'SPV_AMD_shader_trinary_minmax' is not "
                         "supported") != std::string::npos);
}

TEST_CASE("reader: selection with a phi in the merge block") {
  auto r = readAsm(std::string(kKernelHeader) + kTypes + R"(
%f = OpFunction %i32 None %fn_i_i
%x = OpFunctionParameter %i32
%entry = OpLabel
%c = OpSLessThan %bool %x %c0
OpSelectionMerge %merge None
OpBranchConditional %c %then %else
%then = OpLabel
%a = OpIAdd %i32 %x %c1
OpBranch %merge
%else = OpLabel
%b = OpISub %i32 %x %c1
OpBranch %merge
%merge = OpLabel
%p = OpPhi %i32 %a %then %b %else
%s = OpIMul %i32 %p %p
OpReturnValue %s
OpFunctionEnd
)");
  INFO(r->diags.str());
  REQUIRE(r->op);
  INFO(r->text);
  CHECK(r->verified);
  INFO(r->verifyErrors);
  CHECK(count(r->text, "spirv.mlir.selection") == 1);
  CHECK(count(r->text, "spirv.mlir.merge") == 1);
  // The phi is the selection's result; the merge block's ops follow the op.
  CHECK(r->text.find("= spirv.mlir.selection") != std::string::npos);
}

TEST_CASE("reader: loop with break, continue, early return and a value used after it") {
  auto r = readAsm(std::string(kKernelHeader) + kTypes + R"(
%f = OpFunction %i32 None %fn_i_i
%n = OpFunctionParameter %i32
%entry = OpLabel
OpBranch %header
%header = OpLabel
%i = OpPhi %i32 %c0 %entry %inext %cont
%cmp = OpSLessThan %bool %i %n
OpLoopMerge %exit %cont None
OpBranchConditional %cmp %body %exit
%body = OpLabel
%big = OpSGreaterThan %bool %i %c10
OpSelectionMerge %m1 None
OpBranchConditional %big %brk %m1
%brk = OpLabel
OpBranch %exit
%m1 = OpLabel
%five = OpIEqual %bool %i %c5
OpSelectionMerge %m2 None
OpBranchConditional %five %ret %m2
%ret = OpLabel
OpReturnValue %i
%m2 = OpLabel
%one = OpIEqual %bool %i %c1
OpSelectionMerge %m3 None
OpBranchConditional %one %cont %m3
%m3 = OpLabel
OpBranch %cont
%cont = OpLabel
%inext = OpIAdd %i32 %i %c1
OpBranch %header
%exit = OpLabel
%twice = OpIAdd %i32 %i %i
OpReturnValue %twice
OpFunctionEnd
)");
  INFO(r->diags.str());
  REQUIRE(r->op);
  INFO(r->text);
  INFO(r->verifyErrors);
  // Not verified: the break and the continue leave nested selections by
  // branching to the loop's merge / continue block in an enclosing region,
  // as docs/spirv-dialect.md allows; ir/Verifier.cpp still requires every
  // successor to be in the branch's own region.
  CHECK(r->diags.empty());
  CHECK(count(r->text, "spirv.mlir.loop") == 1);
  CHECK(count(r->text, "spirv.mlir.selection") == 3);
  // %i is defined in the loop header and used after the loop: a loop result.
  CHECK(r->text.find("= spirv.mlir.loop") != std::string::npos);
}

TEST_CASE("reader: nested loops") {
  auto r = readAsm(std::string(kKernelHeader) + kTypes + R"(
%f = OpFunction %void None %fn_v_i
%n = OpFunctionParameter %i32
%entry = OpLabel
OpBranch %oh
%oh = OpLabel
%i = OpPhi %i32 %c0 %entry %inext %oc
%ocmp = OpSLessThan %bool %i %n
OpLoopMerge %oexit %oc None
OpBranchConditional %ocmp %ih %oexit
%ih = OpLabel
%j = OpPhi %i32 %c0 %oh %jnext %ic
%icmp = OpSLessThan %bool %j %i
OpLoopMerge %iexit %ic Unroll
OpBranchConditional %icmp %ic %iexit
%ic = OpLabel
%jnext = OpIAdd %i32 %j %c1
OpBranch %ih
%iexit = OpLabel
OpBranch %oc
%oc = OpLabel
%inext = OpIAdd %i32 %i %c1
OpBranch %oh
%oexit = OpLabel
OpReturn
OpFunctionEnd
)");
  INFO(r->diags.str());
  REQUIRE(r->op);
  INFO(r->text);
  INFO(r->verifyErrors);
  CHECK(r->verified);
  CHECK(count(r->text, "spirv.mlir.loop") == 2);
  CHECK(r->text.find("Unroll") != std::string::npos);
}

TEST_CASE("reader: switch inside a selection") {
  auto r = readAsm(std::string(kKernelHeader) + kTypes + R"(
%f = OpFunction %i32 None %fn_i_i
%x = OpFunctionParameter %i32
%entry = OpLabel
OpSelectionMerge %sm None
OpSwitch %x %def 1 %l1 2 %l2
%l1 = OpLabel
OpBranch %sm
%l2 = OpLabel
OpBranch %sm
%def = OpLabel
OpBranch %sm
%sm = OpLabel
%p = OpPhi %i32 %c1 %l1 %c5 %l2 %c10 %def
OpReturnValue %p
OpFunctionEnd
)");
  INFO(r->diags.str());
  REQUIRE(r->op);
  INFO(r->text);
  INFO(r->verifyErrors);
  CHECK(r->verified);
  CHECK(count(r->text, "spirv.mlir.selection") == 1);
  CHECK(count(r->text, "spirv.Switch") == 1);
}

TEST_CASE("reader: unstructured merges in a kernel keep a flat CFG; in a shader they fail") {
  std::string body = std::string(kTypes) + R"(
%f = OpFunction %void None %fn_v_i
%x = OpFunctionParameter %i32
%entry = OpLabel
%c = OpSLessThan %bool %x %c0
OpSelectionMerge %m None
OpBranchConditional %c %a %b
%a = OpLabel
OpBranch %out
%b = OpLabel
OpBranch %m
%m = OpLabel
OpBranch %out
%out = OpLabel
OpReturn
OpFunctionEnd
)";
  auto r = readAsm(std::string(kKernelHeader) + body);
  INFO(r->diags.str());
  REQUIRE(r->op);
  CHECK(r->diags.errorCount() == 0);
  CHECK(r->diags.items().size() == 1); // the warning
  CHECK(r->text.find("spirv.mlir.selection") == std::string::npos);
  CHECK(r->verified);
  auto s = readAsm(std::string(R"(
OpCapability Shader
OpCapability Linkage
OpMemoryModel Logical GLSL450
)") + body);
  CHECK(errorOf(*s).find("cannot be put into regions") != std::string::npos);
}

TEST_CASE("reader: globals, spec constants, decorations, names, OpenCL.std") {
  auto r = readAsm(R"(
OpCapability Addresses
OpCapability Kernel
OpCapability Linkage
OpCapability Int64
%cl = OpExtInstImport "OpenCL.std"
OpMemoryModel Physical64 OpenCL
OpEntryPoint Kernel %k "my kernel" %gid
OpExecutionMode %k LocalSize 8 1 1
OpName %k "k"
OpName %f "helper"
OpName %g "helper"
OpName %x "x-value"
OpDecorate %gid BuiltIn GlobalInvocationId
OpDecorate %gid Constant
OpDecorate %sc SpecId 7
OpDecorate %p FuncParamAttr NoCapture
OpDecorate %p FuncParamAttr NoWrite
%void = OpTypeVoid
%i32 = OpTypeInt 32 0
%i64 = OpTypeInt 64 0
%f32 = OpTypeFloat 32
%v3 = OpTypeVector %i64 3
%pv3 = OpTypePointer Input %v3
%pf = OpTypePointer CrossWorkgroup %f32
%sc = OpSpecConstant %i32 4
%half = OpConstant %f32 0.5
%gid = OpVariable %pv3 Input
%fn_k = OpTypeFunction %void %pf
%fn_f = OpTypeFunction %f32 %f32
%f = OpFunction %f32 None %fn_f
%x = OpFunctionParameter %f32
%fe = OpLabel
%y = OpExtInst %f32 %cl fma %x %x %half
OpReturnValue %y
OpFunctionEnd
%g = OpFunction %f32 None %fn_f
%gx = OpFunctionParameter %f32
%ge = OpLabel
OpReturnValue %gx
OpFunctionEnd
%k = OpFunction %void None %fn_k
%p = OpFunctionParameter %pf
%ke = OpLabel
%ids = OpLoad %v3 %gid
%i0 = OpCompositeExtract %i64 %ids 0
%addr = OpInBoundsPtrAccessChain %pf %p %i0
%v = OpLoad %f32 %addr Aligned 4
%r = OpFunctionCall %f32 %f %v
%s = OpIAdd %i32 %sc %sc
OpStore %addr %r Aligned 4
OpReturn
OpFunctionEnd
)");
  INFO(r->diags.str());
  REQUIRE(r->op);
  INFO(r->text);
  INFO(r->verifyErrors);
  CHECK(r->verified);
  CHECK(r->diags.empty());
  const std::string& t = r->text;
  CHECK(t.find("GlobalInvocationId") != std::string::npos);
  CHECK(t.find("spirv.mlir.addressof @") != std::string::npos);
  CHECK(t.find("spirv.SpecConstant") != std::string::npos);
  CHECK(t.find("spec_id(7)") != std::string::npos);
  CHECK(t.find("spirv.mlir.referenceof") != std::string::npos);
  CHECK(t.find("spirv.CL.fma") != std::string::npos);
  // Symbols: the entry point keeps its name, OpNames are sanitized and unique.
  CHECK(t.find("@\"my kernel\"") != std::string::npos);
  CHECK(t.find("@helper") != std::string::npos);
  CHECK(t.find("@helper_1") != std::string::npos);
  CHECK(t.find("%x_value") != std::string::npos);
  // A repeated decoration keeps all of its values.
  CHECK(t.find("NoCapture") != std::string::npos);
  CHECK(t.find("NoWrite") != std::string::npos);
  CHECK(t.find("LocalSize") != std::string::npos);
}

TEST_CASE("reader: IdScope / IdMemorySemantics constants become enum attributes") {
  auto r = readAsm(std::string(kKernelHeader) + kTypes + R"(
%c2 = OpConstant %i32 2
%c272 = OpConstant %i32 272
%f = OpFunction %void None %fn_v_i
%x = OpFunctionParameter %i32
%entry = OpLabel
OpControlBarrier %c2 %c2 %c272
OpControlBarrier %x %c2 %c272
OpReturn
OpFunctionEnd
)");
  CHECK(errorOf(*r).find("is not an integer constant") != std::string::npos);
  r = readAsm(std::string(kKernelHeader) + kTypes + R"(
%c2 = OpConstant %i32 2
%c272 = OpConstant %i32 272
%f = OpFunction %void None %fn_v_i
%x = OpFunctionParameter %i32
%entry = OpLabel
OpControlBarrier %c2 %c2 %c272
OpReturn
OpFunctionEnd
)");
  INFO(r->diags.str());
  REQUIRE(r->op);
  INFO(r->text);
  CHECK(r->text.find("Workgroup") != std::string::npos);
  CHECK(r->text.find("SequentiallyConsistent") != std::string::npos);
}

namespace {

/// A kernel reading one cooperative matrix with layout id `layout` (words:
/// Debian 12's spirv-as predates SPV_KHR_cooperative_matrix). Ids: %6 is the
/// constant 0 (RowMajorKHR), %11 an i32 parameter.
std::vector<uint32_t> coopMatrixKernel(uint32_t layout) {
  using spirv::Op;
  std::vector<uint32_t> w = {0x07230203, 0x00010500, 0, 16, 0};
  auto inst = [&](Op op, std::initializer_list<uint32_t> operands) {
    w.push_back(uint32_t(operands.size() + 1) << 16 | uint32_t(op));
    w.insert(w.end(), operands);
  };
  inst(Op::Capability, {uint32_t(spirv::Capability::Addresses)});
  inst(Op::Capability, {uint32_t(spirv::Capability::Kernel)});
  inst(Op::Capability, {uint32_t(spirv::Capability::CooperativeMatrixKHR)});
  // The capability needs its extension (the verifier checks the module's
  // vce_triple, as spirv-val does).
  std::string ext = "SPV_KHR_cooperative_matrix";
  std::vector<uint32_t> extWords((ext.size() + 4) / 4, 0);
  for (size_t i = 0; i < ext.size(); ++i)
    extWords[i / 4] |= uint32_t(uint8_t(ext[i])) << (8 * (i % 4));
  w.push_back(uint32_t(extWords.size() + 1) << 16 | uint32_t(Op::Extension));
  w.insert(w.end(), extWords.begin(), extWords.end());
  inst(Op::MemoryModel, {2, 2}); // Physical64 OpenCL
  inst(Op::TypeVoid, {1});
  inst(Op::TypeInt, {2, 32, 0});
  inst(Op::TypePointer, {3, uint32_t(spirv::StorageClass::CrossWorkgroup), 2});
  inst(Op::Constant, {2, 4, 3}); // Subgroup
  inst(Op::Constant, {2, 5, 8});
  inst(Op::Constant, {2, 6, 0}); // RowMajorKHR / MatrixAKHR
  inst(Op::TypeCooperativeMatrixKHR, {7, 2, 4, 5, 5, 6});
  inst(Op::TypeFunction, {8, 1, 3, 2});
  inst(Op::Function, {1, 9, 0, 8});
  inst(Op::FunctionParameter, {3, 10});
  inst(Op::FunctionParameter, {2, 11});
  inst(Op::Label, {12});
  inst(Op::CooperativeMatrixLoadKHR, {7, 13, 10, layout, 11});
  inst(Op::CooperativeMatrixLengthKHR, {2, 14, 7});
  inst(Op::Return, {});
  inst(Op::FunctionEnd, {});
  return w;
}

} // namespace

TEST_CASE("reader: a cooperative matrix layout constant becomes the matrix_layout attribute") {
  auto r = read(coopMatrixKernel(6));
  INFO(r->diags.str());
  REQUIRE(r->op);
  INFO(r->text);
  CHECK(r->text.find("spirv.KHR.CooperativeMatrixLoad %0, %1, <RowMajor> : "
                     "!spirv.ptr<i32, CrossWorkgroup>, i32 -> "
                     "!spirv.coopmatrix<8x8xi32, Subgroup, MatrixA>") != std::string::npos);
  CHECK(r->text.find("spirv.KHR.CooperativeMatrixLength : "
                     "!spirv.coopmatrix<8x8xi32, Subgroup, MatrixA>") != std::string::npos);
  CHECK_MESSAGE(r->verified, r->verifyErrors);
  // A layout computed at run time has no spelling in the IR: a located error.
  r = read(coopMatrixKernel(11));
  std::string e = errorOf(*r);
  CHECK(e.find("instruction 17 (word offset") != std::string::npos);
  CHECK(e.find("the matrix_layout operand %11 of OpCooperativeMatrixLoadKHR is not an integer "
               "constant") != std::string::npos);
  // A constant that is no layout.
  r = read(coopMatrixKernel(5));
  CHECK(errorOf(*r).find("unknown CooperativeMatrixLayout value 8") != std::string::npos);
}

TEST_CASE("reader: returning the consumed input to the system leaves the IR unchanged") {
  // Enough functions for their words to span more than the reader's batch of
  // pages (1 MiB): pages go back both in a batch and after the last function.
  std::string text = std::string(kKernelHeader) + kTypes;
  for (int i = 0; i < 20000; ++i) {
    std::string n = std::to_string(i);
    text += "%f" + n + " = OpFunction %void None %fn_v_i\n%p" + n +
            " = OpFunctionParameter %i32\n%l" + n + " = OpLabel\n%a" + n + " = OpIAdd %i32 %p" + n +
            " %c1\nOpReturn\nOpFunctionEnd\n";
  }
  std::vector<uint32_t> words = assemble(text);
  REQUIRE(words.size() * 4 > (1u << 20) + 64 * 4096);
  auto plain = read(words);
  REQUIRE_MESSAGE(plain->op, plain->diags.str());

  // The words are the reader's to give up: read from a copy that is dropped.
  std::vector<uint32_t> copy = words;
  Context ctx;
  Module module(ctx);
  DiagnosticList diags;
  ReadOptions options;
  options.releaseConsumedInput = true;
  REQUIRE_MESSAGE(readBinary(module, copy, diags, options), diags.str());
  CHECK(AsmPrinter::print(module) == plain->text);
  CHECK(plain->verified);
#ifdef __linux__
  // The pages went back: an anonymous private page reads as zeros afterwards.
  CHECK(size_t(std::count(copy.begin(), copy.end(), 0u)) > copy.size() / 2);
#endif
}
