// The tensor pipeline in the pass manager: the tensor verifier runs between
// passes (tensor IR is no longer skipped), and convert-tensor-to-spirv is a
// module pass that turns every tensor function into one spirv.module.
#include "ir/AsmParser.h"
#include "ir/Block.h"
#include "ir/spirv/Dialect.h"
#include "ir/tensor/Ops.h"
#include "passes/tensor/ConvertToSpirv.h"
#include "passes/tensor/Pipeline.h"

#include <doctest/doctest.h>

#include <string>

using namespace spvkit;

namespace {

/// Two tensor functions in the generic IR text form; `body` goes into the
/// second one (%x: f32, %i: index, %v: memref<f32x4>).
std::string program(const std::string& body) {
  return R"("tensor.func"() ({
^bb0(%v: !tensor.memref<f32 [4] [1] global>, %x: f32, %i: index):
  "tensor.store"(%x, %v, %i) : (f32, !tensor.memref<f32 [4] [1] global>, index) -> ()
}) {sym_name = "first", arg_attrs = [{}, {}, {}]} : () -> ()
"tensor.func"() ({
^bb0(%v: !tensor.memref<f32 [4] [1] global>, %x: f32, %i: index):
)" + body +
         R"(
}) {sym_name = "second", arg_attrs = [{}, {}, {}]} : () -> ()
)";
}

struct Parsed {
  Context ctx;
  Module m{ctx};
  explicit Parsed(const std::string& text) {
    spirv::registerDialect(ctx);
    tensor::registerDialect(ctx);
    DiagnosticList diags;
    REQUIRE(AsmParser::parse(m, text, "in.mlir", diags));
  }
};

} // namespace

TEST_CASE("the pipeline verifies tensor ops before the first pass") {
  Parsed p(program(R"(  %y = "tensor.sub"(%x, %i) : (f32, index) -> f32)"));
  tensor::PipelineOptions options;
  DiagnosticList diags;
  tensor::PipelineResult result;
  CHECK(!tensor::runPipeline(p.m, options, diags, result));
  CHECK(diags.str().find("in.mlir:7:8: error: 'tensor.sub' op 'b' has type index") !=
        std::string::npos);
  CHECK(diags.str().find("the input failed verification before any pass ran") != std::string::npos);
  // Without verification the broken op reaches the conversion.
  options.verifyEach = false;
  DiagnosticList unverified;
  Parsed q(program(R"(  %y = "tensor.sub"(%x, %i) : (f32, index) -> f32)"));
  tensor::runPipeline(q.m, options, unverified, result);
  CHECK(unverified.str().find("before any pass ran") == std::string::npos);
}

TEST_CASE("convert-tensor-to-spirv is a module pass: all functions, one spirv.module") {
  CHECK(tensor::createConvertToSpirvPass()->kind() == Pass::Kind::Module);
  Parsed p(program(
      R"(  "tensor.store"(%x, %v, %i) : (f32, !tensor.memref<f32 [4] [1] global>, index) -> ())"));
  tensor::PipelineOptions options;
  options.stopAfter = "convert-tensor-to-spirv";
  options.printAfter = {"convert-tensor-to-spirv"};
  std::vector<std::string> printed;
  options.printSink = [&](std::string_view pass, const std::string& ir) {
    printed.push_back(std::string(pass) + "\n" + ir);
  };
  DiagnosticList diags;
  tensor::PipelineResult result;
  REQUIRE(tensor::runPipeline(p.m, options, diags, result));
  REQUIRE(printed.size() == 1);
  const std::string& ir = printed[0];
  CHECK(ir.find("tensor.func") == std::string::npos);
  CHECK(ir.find("spirv.func @first") != std::string::npos);
  CHECK(ir.find("spirv.func @second") != std::string::npos);
  REQUIRE(p.m.body()->size() == 1);
  CHECK(p.m.body()->front()->name() == "spirv.module");
}
