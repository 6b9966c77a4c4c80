// The C API (spvkit.h) over the C++ kernel builder, verifier, printer, writer
// and (when this build has it) reader. Every entry point catches exceptions:
// none may unwind into C.
#include "capi/CapiHandles.h"

#include "codegen/Writer.h"
#include "ir/AsmPrinter.h"
#include "ir/Verifier.h"
#include "ir/spirv/KernelBuilder.h"
#include "ir/spirv/Verify.h"
#if __has_include("codegen/Reader.h")
#include "codegen/Reader.h"
#define SPVKIT_HAS_READER 1
#endif

#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <string>

using namespace spvkit;
using namespace spvkit::spirv;

using namespace spvkit::capi;

extern "C" {

// --- context -------------------------------------------------------------------------

spvkit_context* spvkit_context_create(void) {
  try {
    auto* c = new spvkit_context();
    registerDialect(c->ctx);
    registerVerifiers();
    return c;
  } catch (...) {
    return nullptr;
  }
}

void spvkit_context_destroy(spvkit_context* ctx) {
  delete ctx;
}

const char* spvkit_context_error(const spvkit_context* ctx) {
  return ctx ? ctx->error.c_str() : "no context";
}

const char* spvkit_version(void) {
  return SPVKIT_VERSION;
}

void spvkit_free(void* p) {
  std::free(p);
}

// --- modules ---------------------------------------------------------------------------

spvkit_status spvkit_module_create(spvkit_context* ctx, spvkit_module** out) {
  if (!ctx || !out) return fail(ctx, SPVKIT_ERROR_INVALID_ARGUMENT, "null context or out pointer");
  return guarded(ctx, [&] {
    *out = new spvkit_module(ctx);
    return SPVKIT_OK;
  });
}

void spvkit_module_destroy(spvkit_module* m) {
  delete m;
}

spvkit_status spvkit_module_verify(spvkit_module* m) {
  if (!m) return SPVKIT_ERROR_INVALID_ARGUMENT;
  return guarded(m->ctx, [&] {
    DiagnosticList diags;
    if (verify(m->module, diags)) return SPVKIT_OK;
    return fail(m->ctx, SPVKIT_ERROR_VERIFY, diags.str());
  });
}

spvkit_status spvkit_module_print(spvkit_module* m, char** text) {
  if (!m || !text)
    return m ? fail(m->ctx, SPVKIT_ERROR_INVALID_ARGUMENT, "null out pointer")
             : SPVKIT_ERROR_INVALID_ARGUMENT;
  return guarded(m->ctx, [&] {
    std::string s = AsmPrinter::print(m->module);
    *text = copyOut(s.c_str(), s.size() + 1);
    return SPVKIT_OK;
  });
}

spvkit_status spvkit_module_write(spvkit_module* m, uint32_t** words, size_t* word_count) {
  if (!m || !words || !word_count)
    return m ? fail(m->ctx, SPVKIT_ERROR_INVALID_ARGUMENT, "null out pointer")
             : SPVKIT_ERROR_INVALID_ARGUMENT;
  return guarded(m->ctx, [&] {
    Operation* sm = firstSpirvModule(m->module);
    if (!sm) return fail(m->ctx, SPVKIT_ERROR_INVALID_ARGUMENT, "the module has no spirv.module");
    DiagnosticList diags;
    auto w = writeBinary(sm, {}, diags);
    if (!w) return fail(m->ctx, SPVKIT_ERROR_WRITE, diags.str());
    *words = copyOut(w->data(), w->size());
    *word_count = w->size();
    return SPVKIT_OK;
  });
}

spvkit_status spvkit_module_read(spvkit_context* ctx, const uint32_t* words, size_t word_count,
                                 spvkit_module** out) {
  if (!ctx || !out || (!words && word_count))
    return fail(ctx, SPVKIT_ERROR_INVALID_ARGUMENT, "null argument");
#ifdef SPVKIT_HAS_READER
  return guarded(ctx, [&] {
    auto m = std::make_unique<spvkit_module>(ctx);
    DiagnosticList diags;
    if (!readBinary(m->module, std::span<const uint32_t>(words, word_count), diags))
      return fail(ctx, SPVKIT_ERROR_READ, diags.str());
    *out = m.release();
    return SPVKIT_OK;
  });
#else
  return fail(ctx, SPVKIT_ERROR_NOT_AVAILABLE, "this build of spvkit has no SPIR-V binary reader");
#endif
}

// --- types -------------------------------------------------------------------------------

spvkit_type spvkit_type_scalar(spvkit_context* ctx, spvkit_scalar s) {
  if (!ctx) return nullptr;
  try {
    switch (s) {
    case SPVKIT_I1:
      return wrap(IntegerType::get(ctx->ctx, 1));
    case SPVKIT_I8:
      return wrap(IntegerType::get(ctx->ctx, 8));
    case SPVKIT_I16:
      return wrap(IntegerType::get(ctx->ctx, 16));
    case SPVKIT_I32:
      return wrap(IntegerType::get(ctx->ctx, 32));
    case SPVKIT_I64:
      return wrap(IntegerType::get(ctx->ctx, 64));
    case SPVKIT_F16:
      return wrap(FloatType::get(ctx->ctx, 16));
    case SPVKIT_F32:
      return wrap(FloatType::get(ctx->ctx, 32));
    case SPVKIT_F64:
      return wrap(FloatType::get(ctx->ctx, 64));
    }
  } catch (...) {
  }
  return nullptr;
}

spvkit_type spvkit_type_vector(spvkit_type element, unsigned count) {
  if (!element || count < 2) return nullptr;
  try {
    return wrap(VectorType::get(unwrap(element), count));
  } catch (...) {
    return nullptr;
  }
}

spvkit_type spvkit_type_pointer(spvkit_type pointee, spvkit_address_space space) {
  if (!pointee || unsigned(space) > unsigned(SPVKIT_GENERIC)) return nullptr;
  try {
    return wrap(PointerType::get(unwrap(pointee), uint32_t(storageClassOf(AddressSpace(space)))));
  } catch (...) {
    return nullptr;
  }
}

spvkit_type spvkit_value_type(const spvkit_value* v) {
  return v ? wrap(reinterpret_cast<const Value*>(v)->type()) : nullptr;
}

} // extern "C"
