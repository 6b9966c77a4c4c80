// The runtime's C API (spvkit_runtime.h) over ComputeDevice.
#include "capi/spvkit_runtime.h"

#include "capi/CapiHandles.h"
#include "runtime/ComputeDevice.h"

#include <map>
#include <memory>

using namespace spvkit::capi;
namespace rt = spvkit::runtime;

struct spvkit_device {
  spvkit_context* ctx = nullptr;
  std::unique_ptr<rt::ComputeDevice> dev;
  std::string name;
  std::map<spvkit_memory, rt::DataRef> memory;
  spvkit_memory next = 1;
};

namespace {
spvkit_status failed(spvkit_context* ctx, spvkit_status s, const rt::Error& e) {
  return fail(ctx, s, e.str());
}

spvkit_arg scalarArg(const char* type, const void* v, size_t n) {
  spvkit_arg a{};
  a.type = type;
  std::memcpy(a.scalar, v, n);
  return a;
}

// The typed runtime argument of a C argument.
rt::Result<rt::Arg> toArg(spvkit_device* d, const spvkit_arg& a, size_t i) {
  auto fail = [&](std::string m) {
    return rt::Error{-30 /* CL_INVALID_VALUE */,
                     "spvkit_device_launch",
                     "argument " + std::to_string(i) + ": " + m,
                     {}};
  };
  if (!a.type) return fail("no type");
  auto t = rt::parseParamType(a.type);
  if (!t) return std::move(t).error();
  if (auto* s = std::get_if<rt::ScalarType>(&*t)) {
    rt::ScalarValue v;
    v.type = *s;
    std::memcpy(v.bytes.data(), a.scalar, rt::sizeOf(*s));
    return rt::Arg(v);
  }
  auto* m = std::get_if<rt::MemRefType>(&*t);
  if (!m) return fail("group arguments are not offered by the C API");
  auto mem = d->memory.find(a.memory);
  if (mem == d->memory.end()) return fail("the memory is not from this device");
  if (a.modes && !a.shape) return fail("no shape");
  std::vector<int64_t> shape(a.shape, a.shape + a.modes), stride;
  if (a.stride) stride.assign(a.stride, a.stride + a.modes);
  return rt::memref(*m, mem->second, std::move(shape), std::move(stride));
}
} // namespace

extern "C" {

spvkit_arg spvkit_arg_f32(float v) {
  return scalarArg("f32", &v, sizeof v);
}
spvkit_arg spvkit_arg_f64(double v) {
  return scalarArg("f64", &v, sizeof v);
}
spvkit_arg spvkit_arg_i32(int32_t v) {
  return scalarArg("i32", &v, sizeof v);
}
spvkit_arg spvkit_arg_i64(int64_t v) {
  return scalarArg("i64", &v, sizeof v);
}
spvkit_arg spvkit_arg_index(int64_t v) {
  return scalarArg("index", &v, sizeof v);
}
spvkit_arg spvkit_arg_memref(const char* type, spvkit_memory memory, const int64_t* shape,
                             size_t modes) {
  spvkit_arg a{};
  a.type = type;
  a.memory = memory;
  a.shape = shape;
  a.modes = modes;
  return a;
}

spvkit_status spvkit_device_open(spvkit_context* ctx, spvkit_backend backend, const char* selector,
                                 spvkit_device** out) {
  if (!ctx || !out) return fail(ctx, SPVKIT_ERROR_INVALID_ARGUMENT, "null argument");
  return guarded(ctx, [&] {
    auto d = rt::openComputeDevice(backend == SPVKIT_BACKEND_VULKAN ? rt::Backend::Vulkan
                                                                    : rt::Backend::OpenCL,
                                   selector ? selector : "");
    if (!d) return failed(ctx, SPVKIT_ERROR_NOT_AVAILABLE, d.error());
    auto dev = std::make_unique<spvkit_device>();
    dev->ctx = ctx;
    dev->dev = std::move(*d);
    dev->name = dev->dev->name();
    *out = dev.release();
    return SPVKIT_OK;
  });
}

void spvkit_device_destroy(spvkit_device* dev) {
  delete dev;
}

const char* spvkit_device_name(const spvkit_device* dev) {
  return dev ? dev->name.c_str() : "";
}

spvkit_status spvkit_device_alloc(spvkit_device* d, size_t bytes, spvkit_memory* out) {
  if (!d || !out) return SPVKIT_ERROR_INVALID_ARGUMENT;
  return guarded(d->ctx, [&] {
    auto m = d->dev->allocate(bytes);
    if (!m) return failed(d->ctx, SPVKIT_ERROR_INTERNAL, m.error());
    *out = d->next++;
    d->memory[*out] = *m;
    return SPVKIT_OK;
  });
}

spvkit_status spvkit_device_free(spvkit_device* d, spvkit_memory memory) {
  if (!d) return SPVKIT_ERROR_INVALID_ARGUMENT;
  return guarded(d->ctx, [&] {
    auto m = d->memory.find(memory);
    if (m == d->memory.end())
      return fail(d->ctx, SPVKIT_ERROR_INVALID_ARGUMENT, "the memory is not from this device");
    auto r = d->dev->release(m->second);
    d->memory.erase(m);
    return r ? SPVKIT_OK : failed(d->ctx, SPVKIT_ERROR_INTERNAL, r.error());
  });
}

static spvkit_status copyMemory(spvkit_device* d, spvkit_memory mem, void* host, size_t bytes,
                                bool toDevice) {
  if (!d || (!host && bytes)) return SPVKIT_ERROR_INVALID_ARGUMENT;
  return guarded(d->ctx, [&] {
    auto m = d->memory.find(mem);
    if (m == d->memory.end())
      return fail(d->ctx, SPVKIT_ERROR_INVALID_ARGUMENT, "the memory is not from this device");
    auto r =
        toDevice ? d->dev->write(m->second, host, bytes) : d->dev->read(m->second, host, bytes);
    return r ? SPVKIT_OK : failed(d->ctx, SPVKIT_ERROR_INVALID_ARGUMENT, r.error());
  });
}

spvkit_status spvkit_device_write(spvkit_device* d, spvkit_memory dst, const void* src,
                                  size_t bytes) {
  return copyMemory(d, dst, const_cast<void*>(src), bytes, true);
}
spvkit_status spvkit_device_read(spvkit_device* d, spvkit_memory src, void* dst, size_t bytes) {
  return copyMemory(d, src, dst, bytes, false);
}

spvkit_status spvkit_device_load_kernel(spvkit_device* d, const uint32_t* words, size_t word_count,
                                        const char* name, const uint32_t* work_group_size,
                                        uint32_t subgroup_size, size_t* kernel) {
  if (!d || !words || !name || !kernel) return SPVKIT_ERROR_INVALID_ARGUMENT;
  return guarded(d->ctx, [&] {
    rt::KernelMetadata meta;
    if (work_group_size)
      for (int i = 0; i < 3; ++i) meta.workGroupSize[size_t(i)] = work_group_size[i];
    meta.subgroupSize = subgroup_size;
    auto k = d->dev->loadKernel(std::span<const uint32_t>(words, word_count), name, meta);
    if (!k) return failed(d->ctx, SPVKIT_ERROR_READ, k.error());
    *kernel = *k;
    return SPVKIT_OK;
  });
}

spvkit_status spvkit_device_launch(spvkit_device* d, size_t kernel, const spvkit_arg* args,
                                   size_t arg_count, const size_t* groups, uint64_t* ns) {
  if (!d || (!args && arg_count) || !groups) return SPVKIT_ERROR_INVALID_ARGUMENT;
  return guarded(d->ctx, [&] {
    std::vector<rt::Arg> a;
    for (size_t i = 0; i < arg_count; ++i) {
      auto arg = toArg(d, args[i], i);
      if (!arg) return failed(d->ctx, SPVKIT_ERROR_INVALID_ARGUMENT, arg.error());
      a.push_back(std::move(*arg));
    }
    auto t = d->dev->launch(kernel, a, {groups[0], groups[1], groups[2]});
    if (!t) return failed(d->ctx, SPVKIT_ERROR_INVALID_ARGUMENT, t.error());
    if (ns) *ns = *t;
    return SPVKIT_OK;
  });
}

} // extern "C"
