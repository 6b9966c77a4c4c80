/* spvkit_runtime.h: run SPIR-V kernels from C on either of spvkit's runtimes,
 * OpenCL or Vulkan (runtime/ComputeDevice.h), with the calling convention of
 * the tensor language: arguments are typed by their tensor-language type text
 * ("f32", "memref<f32x?>", "memref<f64x4x?>") and lowered by the runtime
 * (OpenCL kernel arguments, or the Vulkan push-constant block).
 *
 *   spvkit_device* dev;
 *   spvkit_device_open(ctx, SPVKIT_BACKEND_VULKAN, "llvmpipe", &dev);
 *   spvkit_memory x;
 *   spvkit_device_alloc(dev, bytes, &x);
 *   spvkit_device_write(dev, x, host, bytes);
 *   size_t k;
 *   spvkit_device_load_kernel(dev, words, nwords, "vadd", prog.kernels[0].work_group_size,
 *                             prog.kernels[0].subgroup_size, &k);
 *   spvkit_arg args[] = {spvkit_arg_memref("memref<f32x?>", x, shape, 1), ...};
 *   spvkit_device_launch(dev, k, args, 3, groups, &ns);
 *
 * Errors are statuses with the message in spvkit_context_error(ctx) (Vulkan
 * errors name the failing call and VkResult). Group arguments are not
 * offered here (use the C++ runtime). Link spvkit-runtime.
 */
#ifndef SPVKIT_RUNTIME_H
#define SPVKIT_RUNTIME_H

#include "spvkit.h"

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum spvkit_backend { SPVKIT_BACKEND_OPENCL = 0, SPVKIT_BACKEND_VULKAN = 1 } spvkit_backend;

typedef struct spvkit_device spvkit_device;
/* Device memory; 0 is no memory. */
typedef uint64_t spvkit_memory;

/* One kernel argument: a scalar (type "f32", "i64", ...: `scalar` holds the
 * value's bytes as the host stores it; bool: one byte 0 or 1; f16 / bf16:
 * the 16 bits) or a memref (memory plus its mode sizes; `stride` NULL for
 * the packed column-major layout). */
typedef struct spvkit_arg {
  const char* type;
  unsigned char scalar[16];
  spvkit_memory memory;
  const int64_t* shape;
  const int64_t* stride;
  size_t modes;
} spvkit_arg;

spvkit_arg spvkit_arg_f32(float v);
spvkit_arg spvkit_arg_f64(double v);
spvkit_arg spvkit_arg_i32(int32_t v);
spvkit_arg spvkit_arg_i64(int64_t v);
spvkit_arg spvkit_arg_index(int64_t v);
spvkit_arg spvkit_arg_memref(const char* type, spvkit_memory memory, const int64_t* shape,
                             size_t modes);

/* Opens a device: selector NULL or "" for the default (OpenCL: the first
 * SPIR-V capable device; Vulkan: a GPU if any), else an index or a name
 * substring. Errors: SPVKIT_ERROR_NOT_AVAILABLE (no such device or backend). */
spvkit_status spvkit_device_open(spvkit_context* ctx, spvkit_backend backend, const char* selector,
                                 spvkit_device** out);
void spvkit_device_destroy(spvkit_device* dev);
/* The device's name (valid until the device is destroyed). */
const char* spvkit_device_name(const spvkit_device* dev);

spvkit_status spvkit_device_alloc(spvkit_device* dev, size_t bytes, spvkit_memory* out);
spvkit_status spvkit_device_free(spvkit_device* dev, spvkit_memory memory);
spvkit_status spvkit_device_write(spvkit_device* dev, spvkit_memory dst, const void* src,
                                  size_t bytes);
spvkit_status spvkit_device_read(spvkit_device* dev, spvkit_memory src, void* dst, size_t bytes);

/* Loads a module and returns the kernel `name`; work_group_size (NULL or
 * zeros: the module's LocalSize) and subgroup_size (0: none) come from the
 * compiler (spvkit_tensor_kernel). SPVKIT_ERROR_READ: the module was refused
 * (the Vulkan runtime checks every module before the driver sees it). */
spvkit_status spvkit_device_load_kernel(spvkit_device* dev, const uint32_t* words,
                                        size_t word_count, const char* name,
                                        const uint32_t* work_group_size, uint32_t subgroup_size,
                                        size_t* kernel);
/* Launches groups[0] x groups[1] x groups[2] work-groups, waits, and stores
 * the kernel's device time in *ns (may be NULL). */
spvkit_status spvkit_device_launch(spvkit_device* dev, size_t kernel, const spvkit_arg* args,
                                   size_t arg_count, const size_t* groups, uint64_t* ns);

#ifdef __cplusplus
}
#endif

#endif
