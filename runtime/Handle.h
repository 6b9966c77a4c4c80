// Handle<T>: an owning, move-only reference to an OpenCL object, released
// with the matching clRelease* call. Used by the runtime's classes.
#pragma once

#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 300
#endif
#include <CL/cl.h>

#include <utility>

namespace spvkit::runtime {

namespace detail {
inline cl_int release(cl_context h) {
  return clReleaseContext(h);
}
inline cl_int release(cl_command_queue h) {
  return clReleaseCommandQueue(h);
}
inline cl_int release(cl_mem h) {
  return clReleaseMemObject(h);
}
inline cl_int release(cl_program h) {
  return clReleaseProgram(h);
}
inline cl_int release(cl_kernel h) {
  return clReleaseKernel(h);
}
inline cl_int release(cl_event h) {
  return clReleaseEvent(h);
}
inline cl_int retain(cl_context h) {
  return clRetainContext(h);
}
inline cl_int retain(cl_command_queue h) {
  return clRetainCommandQueue(h);
}
inline cl_int retain(cl_mem h) {
  return clRetainMemObject(h);
}
inline cl_int retain(cl_program h) {
  return clRetainProgram(h);
}
inline cl_int retain(cl_kernel h) {
  return clRetainKernel(h);
}
inline cl_int retain(cl_event h) {
  return clRetainEvent(h);
}
} // namespace detail

template <class T>
class Handle {
public:
  Handle() = default;
  /// Takes ownership of one reference.
  explicit Handle(T h) : h_(h) {}
  /// Adds a reference to an object owned elsewhere.
  static Handle retained(T h) {
    if (h) detail::retain(h);
    return Handle(h);
  }
  Handle(const Handle& o) : h_(o.h_) {
    if (h_) detail::retain(h_);
  }
  Handle(Handle&& o) noexcept : h_(std::exchange(o.h_, nullptr)) {}
  Handle& operator=(Handle o) noexcept {
    std::swap(h_, o.h_);
    return *this;
  }
  ~Handle() {
    if (h_) detail::release(h_);
  }
  T get() const { return h_; }
  explicit operator bool() const { return h_ != nullptr; }

private:
  T h_ = nullptr;
};

} // namespace spvkit::runtime
