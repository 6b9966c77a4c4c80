// Internal to the C API: what the opaque handles of spvkit.h are, and the
// helpers every entry point uses to convert handles and keep exceptions from
// reaching C. Not installed.
#pragma once

#include "capi/spvkit.h"
#include "ir/spirv/KernelBuilder.h"

#include <cstdlib>
#include <cstring>
#include <exception>
#include <new>
#include <string>

using namespace spvkit;
using namespace spvkit::spirv;

struct spvkit_context {
  Context ctx;
  std::string error;
};

struct spvkit_module {
  spvkit_context* ctx;
  Module module;
  explicit spvkit_module(spvkit_context* c) : ctx(c), module(c->ctx) {}
};

struct spvkit_kernel {
  spvkit_builder* builder = nullptr;
  Operation* func = nullptr;
};

struct spvkit_builder {
  spvkit_module* m;
  KernelBuilder kb;
  spvkit_kernel kernel;
  spvkit_builder(spvkit_module* mod) : m(mod), kb(mod->module) {}
  spvkit_builder(spvkit_module* mod, KernelBuilderOptions options)
      : m(mod), kb(mod->module, options) {}
  spvkit_builder(spvkit_module* mod, Operation* existing) : m(mod), kb(mod->module, existing) {}
};

namespace spvkit::capi {

inline spvkit_value* wrap(Value* v) {
  return reinterpret_cast<spvkit_value*>(v);
}
inline Value* unwrap(spvkit_value* v) {
  return reinterpret_cast<Value*>(v);
}
inline spvkit_type wrap(Type t) {
  return reinterpret_cast<spvkit_type>(const_cast<TypeStorage*>(t.storage()));
}
inline Type unwrap(spvkit_type t) {
  return Type(reinterpret_cast<const TypeStorage*>(t));
}

/// A malloc'ed copy (freed by the caller with spvkit_free).
template <class T>
T* copyOut(const T* data, size_t n) {
  T* p = static_cast<T*>(std::malloc(n ? n * sizeof(T) : 1));
  if (!p) throw std::bad_alloc();
  if (n) std::memcpy(p, data, n * sizeof(T));
  return p;
}

inline spvkit_status fail(spvkit_context* ctx, spvkit_status s, std::string message) {
  if (ctx) ctx->error = std::move(message);
  return s;
}

/// Runs `f` (returning a status) with the context's error cleared first and
/// exceptions turned into SPVKIT_ERROR_INTERNAL.
template <class F>
spvkit_status guarded(spvkit_context* ctx, F&& f) {
  if (ctx) ctx->error.clear();
  try {
    return f();
  } catch (const std::bad_alloc&) {
    return fail(ctx, SPVKIT_ERROR_INTERNAL, "out of memory");
  } catch (const std::exception& e) {
    return fail(ctx, SPVKIT_ERROR_INTERNAL, std::string("internal error: ") + e.what());
  } catch (...) {
    return fail(ctx, SPVKIT_ERROR_INTERNAL, "internal error");
  }
}

/// For calls returning a value: null on a null builder or an exception (the
/// builder records misuse itself).
template <class F>
spvkit_value* valueCall(spvkit_builder* b, F&& f) {
  if (!b) return nullptr;
  try {
    return wrap(f(b->kb));
  } catch (...) {
    b->m->ctx->error = "internal error while building";
    return nullptr;
  }
}

inline Operation* firstSpirvModule(Module& m) {
  for (Operation* op = m.body()->front(); op; op = op->nextOp())
    if (op->opcode() == opcodeOf(DialectOp::Module)) return op;
  return nullptr;
}

} // namespace spvkit::capi
