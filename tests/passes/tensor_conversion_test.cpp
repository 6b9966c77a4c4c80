// The tensor-to-SPIR-V conversion's handling of kernel arguments: the bool
// ABI (an i8 parameter read with `!= 0`), and the rule that a refused
// argument is the only error of its function (no follow-on errors at its
// uses). The frontend refuses every argument type the conversion lacks, so
// the refused argument is made here by retyping a parsed one.
#include "frontend/Frontend.h"
#include "ir/AsmPrinter.h"
#include "ir/tensor/Types.h"
#include "passes/tensor/ConvertToSpirv.h"

#include <doctest/doctest.h>

#include <string>

using namespace spvkit;

namespace {

struct Converted {
  Context ctx;
  frontend::SourceManager sm;
  frontend::ParsedProgram program;
  DiagnosticList diags;
  Operation* spirvModule = nullptr;
};

/// Parses `source`, lets `edit` change the module, converts it for the
/// default target.
template <class Edit>
void convert(Converted& c, const std::string& source, Edit edit) {
  c.program = frontend::parseString(c.ctx, c.sm, "k.tl", source);
  REQUIRE(c.program.ok());
  edit(*c.program.module);
  c.spirvModule = tensor::convertToSpirv(*c.program.module, {}, c.diags);
}

Block* entryOf(Module& m) {
  return (*m.body()->begin())->region(0).front();
}

} // namespace

TEST_CASE("a bool argument is an i8 kernel parameter read with != 0") {
  Converted c;
  convert(c,
          "func @k(%x: memref<i32>, %flag: bool) {\n"
          "  %one = constant 1 : i32\n"
          "  if %flag {\n"
          "    store %one, %x[]\n"
          "  }\n"
          "}\n",
          [](Module&) {});
  CHECK_MESSAGE(c.diags.empty(), (c.diags.str()));
  REQUIRE(c.spirvModule);
  const std::string text = AsmPrinter::print(*c.program.module);
  CHECK_MESSAGE(text.find("i8) \"None\"") != std::string::npos, (text));
  CHECK_MESSAGE(text.find("spirv.INotEqual") != std::string::npos, (text));
}

TEST_CASE("a refused argument is the only error of its function") {
  // memref<i7>: an element type the conversion does not handle. Before the
  // fix the body was converted with a stand-in pointer and every load of %x
  // added an error of its own.
  Converted c;
  convert(c,
          "func @k(%x: memref<i32x4>, %y: memref<i32x4>) {\n"
          "  %c0 = constant 0 : index\n"
          "  %v = load %x[%c0] : i32\n"
          "  %w = add %v, %v : i32\n"
          "  store %w, %y[%c0]\n"
          "  %u = load %x[%c0] : i32\n"
          "  store %u, %y[%c0]\n"
          "}\n",
          [](Module& m) {
            Value* x = entryOf(m)->argument(0);
            const int64_t shape[] = {4};
            x->setType(tensor::MemrefType::get(IntegerType::get(m.context(), 7), shape));
          });
  CHECK(c.spirvModule == nullptr);
  CHECK_MESSAGE(c.diags.items().size() == 1, (c.diags.str()));
  REQUIRE(!c.diags.items().empty());
  CHECK(c.diags.items().front().message.find(
            "not yet supported by the SPIR-V conversion: memref argument '%x'") !=
        std::string::npos);
}
