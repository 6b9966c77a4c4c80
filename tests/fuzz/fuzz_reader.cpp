// Fuzz target: the SPIR-V binary reader (codegen/Reader.h).
//
// Any byte string either reads into a spirv.module or is rejected with
// exactly one located error. A module that reads is verified and printed
// (whether it verifies is not the point: mutations break types); one that
// verifies is written back, and the written binary must read again.
#include "FuzzCheck.h"

#include "codegen/Reader.h"
#include "codegen/Writer.h"
#include "ir/AsmPrinter.h"
#include "ir/Verifier.h"
#include "ir/spirv/Verify.h"

using namespace spvkit;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  spirv::registerVerifiers();
  Context ctx;
  Module module(ctx);
  DiagnosticList diags;
  Operation* op = readBinaryBytes(module, std::span<const uint8_t>(data, size), diags);
  if (!op) {
    if (diags.errorCount() != 1)
      fuzz::finding("a rejected binary must give exactly one error", diags.str());
    return 0;
  }
  if (diags.hasErrors()) fuzz::finding("read succeeded but reported errors", diags.str());
  DiagnosticList verifyDiags;
  bool valid = verify(module, verifyDiags);
  (void)AsmPrinter::print(module);
  if (!valid) return 0;
  std::vector<uint32_t> words;
  spirv::Writer writer;
  DiagnosticList writeDiags;
  if (!writer.write(op, words, writeDiags)) {
    if (!writeDiags.hasErrors()) fuzz::finding("the writer failed without an error");
    return 0;
  }
  Context ctx2;
  Module again(ctx2);
  DiagnosticList againDiags;
  if (!readBinary(again, words, againDiags))
    fuzz::finding("the reader rejects what the writer wrote from a verified module",
                  againDiags.str());
  return 0;
}
