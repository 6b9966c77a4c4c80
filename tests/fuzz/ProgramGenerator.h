// A structure-aware generator of valid tensor-language programs for the
// pipeline fuzz target and the generator test.
//
// Random bytes rarely get past the parser, so the pipeline target also turns
// its input into a program: every decision of the generator (which
// instruction, which operand, which type, how deep to nest) is one value of
// a Choices stream, read from the fuzz input (libFuzzer's mutations then
// mutate programs structurally) or from a seeded PRNG (deterministic: the
// same seed gives the same program). The programs use the scalar, memref,
// control-flow, SPMD and atomic instructions of the language
// (shared/seeds/001_*) with consistent types: operands always have the type
// the instruction needs, values are used only where they are in scope, and
// SPMD-only instructions appear only in SPMD regions. An exhausted stream
// reads as zeros, and choice 0 always means "stop / simplest", so every
// input gives a finite program.
#pragma once

#include <cstdint>
#include <span>
#include <string>

namespace spvkit::fuzz {

/// The stream of decisions.
class Choices {
public:
  /// Decisions read from bytes (one byte each; zeros when exhausted).
  explicit Choices(std::span<const uint8_t> bytes) : bytes_(bytes) {}
  /// Decisions from a splitmix64 PRNG seeded with `seed`.
  explicit Choices(uint64_t seed) : seeded_(true), state_(seed) {}
  /// A value in [0, n); 0 when n is 0.
  unsigned below(unsigned n);
  /// True with about `percent` percent probability.
  bool chance(unsigned percent) { return below(100) < percent; }

private:
  std::span<const uint8_t> bytes_;
  size_t pos_ = 0;
  bool seeded_ = false;
  uint64_t state_ = 0;
};

/// One program of one or two kernels.
std::string generateProgram(Choices& choices);

} // namespace spvkit::fuzz
