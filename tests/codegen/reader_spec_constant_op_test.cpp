// The reader on OpSpecConstantOp: each use inside a function becomes a
// spirv.SpecConstantOperation wrapping the grammar op (as MLIR's deserializer
// produces), the instruction being read keeps its operands, the write -> read
// -> print -> parse -> write round trip is byte-identical, and malformed or
// too deeply nested instructions get one located error.
#include "reader_test_util.h"
#include "writer_test_util.h"

#include "codegen/BinaryParser.h"

#include <string>
#include <vector>

using namespace spvkit;
using namespace spvkit::readertest;

namespace {

const char* kHeader = R"(
OpCapability Addresses
OpCapability Kernel
OpCapability Linkage
OpMemoryModel Physical64 OpenCL
)";

/// Word index and instruction index of the first instruction with `opcode`.
struct Found {
  size_t word = 0;
  uint32_t inst = 0;
};
Found findInst(const std::vector<uint32_t>& w, spirv::Op opcode) {
  uint32_t inst = 0;
  for (size_t i = 5; i < w.size(); i += w[i] >> 16, ++inst) {
    REQUIRE((w[i] >> 16) != 0);
    if ((w[i] & 0xFFFF) == uint32_t(opcode)) return {i, inst};
  }
  FAIL("opcode not found");
  return {};
}

std::string located(const Found& f) {
  return "instruction " + std::to_string(f.inst) + " (word offset " + std::to_string(f.word) + ")";
}

/// One module-level spec constant operation `sum = a + b` and the ids it may use.
std::string oneOp(const std::string& extra = "") {
  return std::string(kHeader) + R"(
%i32 = OpTypeInt 32 0
%a = OpSpecConstant %i32 1
%b = OpSpecConstant %i32 2
%sum = OpSpecConstantOp %i32 IAdd %a %b
)" + extra;
}

/// A chain of `levels` OpSpecConstantOp, each using the one before, stored by
/// a kernel (so that every level is materialized).
std::string chain(unsigned levels) {
  std::string s = std::string(kHeader) + R"(
%void = OpTypeVoid
%i32 = OpTypeInt 32 0
%pi = OpTypePointer CrossWorkgroup %i32
%fn = OpTypeFunction %void %pi
%a = OpSpecConstant %i32 1
%s0 = OpSpecConstantOp %i32 IAdd %a %a
)";
  for (unsigned k = 1; k < levels; ++k)
    s += "%s" + std::to_string(k) + " = OpSpecConstantOp %i32 IAdd %s" + std::to_string(k - 1) +
         " %a\n";
  s += "%k = OpFunction %void None %fn\n%p = OpFunctionParameter %pi\n%e = OpLabel\n"
       "OpStore %p %s" +
       std::to_string(levels - 1) + "\nOpReturn\nOpFunctionEnd\n";
  return s;
}

const char* kUses = R"(
OpName %sum "sum"
OpName %ex "ex"
OpName %sh "sh"
OpName %n "n"
OpDecorate %a SpecId 1
OpDecorate %b SpecId 2
%void = OpTypeVoid
%i32 = OpTypeInt 32 0
%v2 = OpTypeVector %i32 2
%v4 = OpTypeVector %i32 4
%pi = OpTypePointer CrossWorkgroup %i32
%pv = OpTypePointer CrossWorkgroup %v2
%a = OpSpecConstant %i32 1
%b = OpSpecConstant %i32 2
%c3 = OpConstant %i32 3
%sum = OpSpecConstantOp %i32 IAdd %a %b
%vc = OpSpecConstantComposite %v2 %a %b
%ex = OpSpecConstantOp %i32 CompositeExtract %vc 1
%sh = OpSpecConstantOp %v4 VectorShuffle %vc %vc 1 0 3 2
%m = OpSpecConstantOp %i32 IMul %sum %c3
%n = OpSpecConstantOp %i32 ISub %m %ex
%fn = OpTypeFunction %void %pi %pv
%fn_g = OpTypeFunction %i32 %i32 %i32
%g = OpFunction %i32 None %fn_g
%x = OpFunctionParameter %i32
%y = OpFunctionParameter %i32
%ge = OpLabel
%r = OpIAdd %i32 %x %sum
OpReturnValue %r
OpFunctionEnd
%k = OpFunction %void None %fn
%p = OpFunctionParameter %pi
%q = OpFunctionParameter %pv
%e = OpLabel
%call = OpFunctionCall %i32 %g %n %ex
%ins = OpCompositeInsert %v2 %sum %vc 0
%last = OpCompositeExtract %i32 %sh 3
OpStore %p %call Aligned 4
OpStore %q %ins Aligned 8
OpStore %p %last Aligned 16
OpReturn
OpFunctionEnd
)";

} // namespace

TEST_CASE("reader: OpSpecConstantOp becomes spirv.SpecConstantOperation at each use") {
  auto r = readAsm(std::string(kHeader) + kUses);
  INFO(r->diags.str());
  REQUIRE(r->op);
  INFO(r->text);
  INFO(r->verifyErrors);
  CHECK(r->verified);
  CHECK(r->diags.empty());
  const std::string& t = r->text;
  // Functions are isolated: %sum is materialized in both functions that use it.
  CHECK(count(t, "spirv.SpecConstantOperation wraps \"spirv.IAdd\"") == 2);
  CHECK(count(t, "%sum = spirv.SpecConstantOperation wraps \"spirv.IAdd\"") == 2);
  CHECK(t.find("wraps \"spirv.CompositeExtract\"(%") != std::string::npos);
  CHECK(t.find("{indices = [1 : i32]} : (vector<2xi32>) -> i32") != std::string::npos);
  CHECK(t.find("wraps \"spirv.VectorShuffle\"(%") != std::string::npos);
  CHECK(t.find("{components = [1 : i32, 0 : i32, 3 : i32, 2 : i32]} : (vector<2xi32>, "
               "vector<2xi32>) -> vector<4xi32>") != std::string::npos);
  // The chain: ISub of IMul of the IAdd.
  CHECK(t.find("wraps \"spirv.IMul\"(%sum, %") != std::string::npos);
  CHECK(t.find("wraps \"spirv.ISub\"(%") != std::string::npos);
  // Materialized operands: a and b in each function, the composite once.
  CHECK(count(t, "spirv.mlir.referenceof @") == 5);
  // The instructions whose operands were materialized keep the rest of their
  // operands: the callee and both arguments, the inserted value, the
  // composite and the literal index, the memory access after the value.
  CHECK(t.find("spirv.FunctionCall @spirv_fn_") != std::string::npos);
  CHECK(t.find("(%n, %ex) : (i32, i32) -> i32") != std::string::npos);
  CHECK(t.find("spirv.CompositeInsert %sum, %") != std::string::npos);
  CHECK(t.find("[0 : i32] : i32 into vector<2xi32>") != std::string::npos);
  CHECK(t.find("spirv.CompositeExtract %sh[3 : i32] : vector<4xi32>") != std::string::npos);
  CHECK(t.find("[\"Aligned\", 4]") != std::string::npos);
  CHECK(t.find("[\"Aligned\", 8]") != std::string::npos);
  CHECK(t.find("[\"Aligned\", 16]") != std::string::npos);
}

TEST_CASE("reader: OpSpecConstantOp round trip write -> read -> print -> write is byte-identical") {
  const char* text = R"(
spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Addresses, Kernel, Linkage], []> {
  spirv.SpecConstant @a spec_id(1) = 1 : i32
  spirv.SpecConstant @b spec_id(2) = 2 : i32
  spirv.SpecConstantComposite @ab (@a, @b) : vector<2xi32>
  spirv.func @f(%out: !spirv.ptr<i32, CrossWorkgroup>) "None" {
    %0 = spirv.mlir.referenceof @a : i32
    %1 = spirv.mlir.referenceof @b : i32
    %2 = spirv.SpecConstantOperation wraps "spirv.IAdd"(%0, %1) : (i32, i32) -> i32
    %3 = spirv.mlir.referenceof @ab : vector<2xi32>
    %4 = spirv.SpecConstantOperation wraps "spirv.CompositeExtract"(%3) {indices = [1 : i32]} : (vector<2xi32>) -> i32
    %5 = spirv.SpecConstantOperation wraps "spirv.IMul"(%2, %4) : (i32, i32) -> i32
    %6 = spirv.Constant 7 : i32
    %7 = spirv.SpecConstantOperation wraps "spirv.ISub"(%5, %6) : (i32, i32) -> i32
    spirv.Store "CrossWorkgroup" %out, %7 : i32
    spirv.Return
  }
}
)";
  std::vector<uint32_t> first = test::Parsed(text).write();
  auto r = read(first);
  INFO(r->diags.str());
  REQUIRE(r->op);
  INFO(r->text);
  CHECK_MESSAGE(r->verified, r->verifyErrors);
  CHECK(count(r->text, "spirv.SpecConstantOperation wraps") == 4);
  std::vector<uint32_t> second = test::Parsed(r->text).write();
  CHECK(first == second);
  CHECK(test::select(test::decode(second), spirv::Op::SpecConstantOp).size() == 4);

  // From spirv-as: the first write fixes the layout, the second repeats it.
  auto a = readAsm(std::string(kHeader) + kUses);
  REQUIRE(a->op);
  std::vector<uint32_t> w1 = test::Parsed(a->text).write();
  auto b = read(w1);
  REQUIRE(b->op);
  CHECK(b->verified);
  std::vector<uint32_t> w2 = test::Parsed(b->text).write();
  CHECK(w1 == w2);
}

TEST_CASE("reader: nested OpSpecConstantOp up to the nesting limit") {
  auto ok = readAsm(chain(reader::kMaxSpecConstantOpNesting));
  INFO(ok->diags.str());
  REQUIRE(ok->op);
  CHECK_MESSAGE(ok->verified, ok->verifyErrors);
  CHECK(count(ok->text, "spirv.SpecConstantOperation wraps \"spirv.IAdd\"") ==
        reader::kMaxSpecConstantOpNesting);

  auto words = assemble(chain(reader::kMaxSpecConstantOpNesting + 1));
  // The last OpSpecConstantOp is the one too deep.
  Found last;
  uint32_t inst = 0;
  for (size_t i = 5; i < words.size(); i += words[i] >> 16, ++inst)
    if ((words[i] & 0xFFFF) == uint32_t(spirv::Op::SpecConstantOp)) last = {i, inst};
  std::string e = errorOf(*read(words));
  CHECK_MESSAGE(
      e.find(located(last) + ": error: OpSpecConstantOp operands are nested deeper than " +
             std::to_string(reader::kMaxSpecConstantOpNesting) +
             " levels (the reader's spec constant operation nesting limit)") != std::string::npos,
      e);
}

TEST_CASE("reader: malformed OpSpecConstantOp gets one located error") {
  auto words = assemble(oneOp());
  Found f = findInst(words, spirv::Op::SpecConstantOp);
  REQUIRE(read(words)->op);

  auto patched = words;
  patched[f.word + 3] = uint32_t(spirv::Op::CopyObject);
  std::string e = errorOf(*read(patched));
  CHECK_MESSAGE(e.find(located(f) + ": error: OpSpecConstantOp CopyObject: OpCopyObject cannot "
                                    "be computed by OpSpecConstantOp") != std::string::npos,
                e);

  patched = words;
  patched[f.word + 3] = 0xFFF0;
  e = errorOf(*read(patched));
  CHECK_MESSAGE(e.find(located(f) + ": error: OpSpecConstantOp: unknown opcode 65520") !=
                    std::string::npos,
                e);

  // The last operand cut off (the word count follows).
  patched = words;
  patched[f.word] -= 1u << 16;
  patched.erase(patched.begin() + long(f.word + 5));
  e = errorOf(*read(patched));
  CHECK_MESSAGE(e.find(located(f) + ": error: OpSpecConstantOp IAdd: missing operand 1 (IdRef)") !=
                    std::string::npos,
                e);
  // No opcode at all.
  patched = words;
  patched[f.word] = (3u << 16) | uint32_t(spirv::Op::SpecConstantOp);
  patched.erase(patched.begin() + long(f.word + 3), patched.begin() + long(f.word + 6));
  e = errorOf(*read(patched));
  CHECK_MESSAGE(
      e.find(located(f) + ": error: OpSpecConstantOp: missing operand 2") != std::string::npos, e);
  // One word too many.
  patched = words;
  patched[f.word] += 1u << 16;
  patched.insert(patched.begin() + long(f.word + 6), patched[f.word + 5]);
  e = errorOf(*read(patched));
  CHECK_MESSAGE(e.find(located(f) + ": error: OpSpecConstantOp IAdd: 1 unexpected word(s) after "
                                    "the last operand") != std::string::npos,
                e);
  // An operand id out of range.
  patched = words;
  patched[f.word + 5] = 0xFFFFF;
  e = errorOf(*read(patched));
  CHECK_MESSAGE(e.find(located(f) + ": error: id 1048575 is out of range") != std::string::npos, e);

  // Operands must be constants defined before it: not itself, not a later
  // one, not a type or a global variable.
  for (const char* bad : {"%self = OpSpecConstantOp %i32 IAdd %self %a\n",
                          "%early = OpSpecConstantOp %i32 IAdd %late %a\n"
                          "%late = OpSpecConstantOp %i32 IAdd %a %b\n",
                          "%t = OpSpecConstantOp %i32 IAdd %i32 %a\n",
                          "%pi = OpTypePointer CrossWorkgroup %i32\n"
                          "%gv = OpVariable %pi CrossWorkgroup\n"
                          "%t = OpSpecConstantOp %i32 IAdd %gv %a\n"}) {
    auto w = assemble(oneOp(bad));
    Found at = findInst(w, spirv::Op::SpecConstantOp);
    for (size_t i = at.word + (w[at.word] >> 16); i < w.size(); i += w[i] >> 16, ++at.inst)
      if ((w[i] & 0xFFFF) == uint32_t(spirv::Op::SpecConstantOp)) {
        at.word = i, ++at.inst;
        break;
      }
    e = errorOf(*read(w));
    CHECK_MESSAGE(e.find(located(at) + ": error: OpSpecConstantOp IAdd: operand %") !=
                      std::string::npos,
                  bad << e);
    CHECK_MESSAGE(e.find("is not a constant, spec constant, undef or OpSpecConstantOp defined "
                         "before it") != std::string::npos,
                  e);
  }
}
