// The verifier's shortcuts do not hide errors. The SPIR-V rules keep what
// passed during one run (types, enum values, operand attribute names,
// parameter dictionaries, whole attribute lists: ir/spirv/VerifyCache.h),
// capability inference skips attribute lists it required before, and
// dominance is decided without a dominator tree for uses in the defining
// block and of the entry block's values. Each case below is one that such a
// shortcut could get wrong: the same error on several ops (each must be
// reported), a cached fact that does not carry over to another op or module,
// and the uses the dominance shortcuts must still reject.
#include "verifier_helpers.h"

using namespace spvkit;
using namespace spvkit::testing;

namespace {

size_t count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

std::string module(const std::string& ops, const std::string& vce = "") {
  return "\"spirv.module\"() ({\n" + ops +
         "}) {addressing_model = #spirv.addressing_model<Physical64>, memory_model = "
         "#spirv.memory_model<OpenCL>" +
         (vce.empty() ? "" : ", vce_triple = " + vce) + "} : () -> ()\n";
}

/// A void function @name with one parameter of `type` carrying `argAttrs`.
std::string funcWithParam(const std::string& name, const std::string& type,
                          const std::string& argAttrs) {
  return "  \"spirv.func\"() ({\n  ^bb0(%p: " + type +
         "):\n    \"spirv.Return\"() : () -> ()\n  }) {sym_name = \"" + name +
         "\", function_type = (" + type + ") -> (), arg_attrs = [" + argAttrs +
         "], function_control = #spirv.function_control<None>} : () -> ()\n";
}

} // namespace

TEST_CASE("verifier caches: an error repeated on several ops is reported at each") {
  VerifyFixture f;
  // The same attribute list (Aligned without `alignment`) on two loads: only
  // lists that passed are remembered.
  f.expectError(inFunc("%p: !spirv.ptr<i32, Function>", "(!spirv.ptr<i32, Function>) -> ()",
                       "    %a = \"spirv.Load\"(%p) {memory_access = #spirv.memory_access<Aligned>}"
                       " : (!spirv.ptr<i32, Function>) -> i32\n"
                       "    %b = \"spirv.Load\"(%p) {memory_access = #spirv.memory_access<Aligned>}"
                       " : (!spirv.ptr<i32, Function>) -> i32\n"),
                "requires an integer 'alignment' attribute for memory access 'Aligned'");
  CHECK(count(f.errors(), "requires an integer 'alignment'") == 2);
  // The same invalid type on two results: only valid types are remembered.
  f.expectError(inFunc("%x: i7", "(i7) -> ()",
                       "    %a = \"spirv.CopyObject\"(%x) : (i7) -> i7\n"
                       "    %b = \"spirv.CopyObject\"(%x) : (i7) -> i7\n"),
                "SPIR-V integers have 8, 16, 32 or 64 bits");
  CHECK(count(f.errors(), "'spirv.CopyObject' op type 'i7'") == 2);
  // An unknown attribute next to a list that passed before.
  f.expectError(inFunc("%p: !spirv.ptr<i32, Function>", "(!spirv.ptr<i32, Function>) -> ()",
                       "    %a = \"spirv.Load\"(%p) : (!spirv.ptr<i32, Function>) -> i32\n"
                       "    %b = \"spirv.Load\"(%p) {bogus = 1 : i32}"
                       " : (!spirv.ptr<i32, Function>) -> i32\n"),
                "has unknown attribute 'bogus'");
}

TEST_CASE("verifier caches: a decoration allowed on one op is checked on another opcode") {
  VerifyFixture f;
  // no_signed_wrap passes on spirv.IAdd; the same attribute on spirv.IEqual
  // (another opcode) is still rejected.
  f.expectError(inFunc("%x: i32", "(i32) -> ()",
                       "    %a = \"spirv.IAdd\"(%x, %x) {no_signed_wrap} : (i32, i32) -> i32\n"
                       "    %b = \"spirv.IAdd\"(%x, %x) {no_signed_wrap} : (i32, i32) -> i32\n"
                       "    %c = \"spirv.IEqual\"(%x, %x) {no_signed_wrap} : (i32, i32) -> i1\n"),
                "'spirv.IEqual' op has decoration 'no_signed_wrap'");
  CHECK(count(f.errors(), "has decoration 'no_signed_wrap'") == 1);
}

TEST_CASE("verifier caches: NonWritable on a parameter depends on each module's version") {
  VerifyFixture f;
  // Function-storage parameters may be NonWritable from SPIR-V 1.4: the
  // first module declares 1.4, the second (same dictionary, same type)
  // declares nothing, so only the second is in error.
  const std::string type = "!spirv.ptr<i32, Function>";
  f.expectError(module(funcWithParam("f", type, "{non_writable}"),
                       "#spirv.vce<v1.4, [Addresses, Kernel], []>") +
                    module(funcWithParam("g", type, "{non_writable}")),
                "has decoration 'non_writable' (NonWritable)");
  CHECK(count(f.errors(), "(NonWritable)") == 1);
}

TEST_CASE("verifier caches: each run starts afresh") {
  // Two runs in a row on fresh contexts: what the first run learnt about its
  // (valid) types and attributes must not excuse the second run's errors,
  // whatever addresses the second context's types get.
  for (int run = 0; run < 2; ++run) {
    VerifyFixture f;
    f.expectValid(
        inFunc("%x: i32", "(i32) -> ()", "    %a = \"spirv.IAdd\"(%x, %x) : (i32, i32) -> i32\n"));
    f.expectError(
        inFunc("%x: i7", "(i7) -> ()", "    %a = \"spirv.IAdd\"(%x, %x) : (i7, i7) -> i7\n"),
        "SPIR-V integers have 8, 16, 32 or 64 bits");
  }
}

TEST_CASE("verifier dominance shortcuts: same block, block arguments, entry block") {
  VerifyFixture f;
  const std::string sig = "(i32, i1) -> ()";
  // A result used before its definition in the same block.
  f.expectError(inFunc("%x: i32, %c: i1", sig,
                       "    %b = \"spirv.IAdd\"(%a, %x) : (i32, i32) -> i32\n"
                       "    %a = \"spirv.IAdd\"(%x, %x) : (i32, i32) -> i32\n"),
                "operand #0 does not dominate this use");
  // Values of the entry block are available in every block; a block's own
  // arguments in that block.
  f.expectValid(inFunc("%x: i32, %c: i1", sig,
                       "    %a = \"spirv.IAdd\"(%x, %x) : (i32, i32) -> i32\n"
                       "    \"spirv.BranchConditional\"(%c)[^bb1, ^bb2] : (i1) -> ()\n"
                       "  ^bb1:\n"
                       "    %b = \"spirv.IAdd\"(%a, %x) : (i32, i32) -> i32\n"
                       "    \"spirv.Branch\"()[^bb3(%b : i32)] : () -> ()\n"
                       "  ^bb2:\n"
                       "    \"spirv.Branch\"()[^bb3(%a : i32)] : () -> ()\n"
                       "  ^bb3(%y: i32):\n"
                       "    %z = \"spirv.IAdd\"(%y, %a) : (i32, i32) -> i32\n",
                       "", false));
  // A result of one arm used in the join block, and an argument of one arm
  // used in the other: neither definition dominates the use.
  f.expectError(inFunc("%x: i32, %c: i1", sig,
                       "    \"spirv.BranchConditional\"(%c)[^bb1, ^bb2] : (i1) -> ()\n"
                       "  ^bb1:\n"
                       "    %b = \"spirv.IAdd\"(%x, %x) : (i32, i32) -> i32\n"
                       "    \"spirv.Branch\"()[^bb3] : () -> ()\n"
                       "  ^bb2:\n"
                       "    \"spirv.Branch\"()[^bb3] : () -> ()\n"
                       "  ^bb3:\n"
                       "    %z = \"spirv.IAdd\"(%b, %x) : (i32, i32) -> i32\n"),
                "operand #0 does not dominate this use");
  f.expectError(inFunc("%x: i32, %c: i1", sig,
                       "    \"spirv.BranchConditional\"(%c)[^bb1(%x : i32), ^bb2] : (i1) -> ()\n"
                       "  ^bb1(%u: i32):\n"
                       "    \"spirv.Branch\"()[^bb3] : () -> ()\n"
                       "  ^bb2:\n"
                       "    %w = \"spirv.IAdd\"(%u, %x) : (i32, i32) -> i32\n"
                       "    \"spirv.Branch\"()[^bb3] : () -> ()\n"
                       "  ^bb3:\n"),
                "operand #0 does not dominate this use");
}
