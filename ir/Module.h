// Module: the unit of compilation and the owner of IR memory.
//
// A module owns the arena in which all of its operations, blocks, regions and
// values live, and a top-level block holding its top-level operations (for
// SPIR-V, one `spirv.module`; for the tensor language, functions). Destroying
// the module frees everything at once.
#pragma once

#include "ir/Arena.h"
#include "ir/Block.h"
#include "ir/Context.h"

namespace spvkit {

class Module {
public:
  explicit Module(Context& ctx);
  Module(const Module&) = delete;
  Module& operator=(const Module&) = delete;

  Context& context() const { return *ctx_; }
  Arena& arena() { return arena_; }
  /// The top-level block.
  Block* body() { return &body_; }
  Region& bodyRegion() { return region_; }

  /// Creates a detached operation in this module's arena.
  Operation* create(const Operation::State& state) { return Operation::create(arena_, state); }
  Block* createBlock() { return arena_.make<Block>(arena_); }

  /// The first top-level op with the given opcode, or null.
  Operation* firstTopLevel(uint32_t opcode);

private:
  Context* ctx_;
  Arena arena_;
  Region region_;
  Block body_;
};

} // namespace spvkit
