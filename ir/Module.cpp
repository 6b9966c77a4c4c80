#include "ir/Module.h"

namespace spvkit {

Module::Module(Context& ctx) : ctx_(&ctx), arena_(&ctx), body_(arena_) {
  region_.push_back(&body_);
}

Operation* Module::firstTopLevel(uint32_t opcode) {
  for (Operation* op : body_)
    if (op->opcode() == opcode) return op;
  return nullptr;
}

} // namespace spvkit
