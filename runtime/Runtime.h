// spvkit's OpenCL runtime: load SPIR-V that spvkit compiled and run it.
//
//   auto dev = Device::open();                      // first SPIR-V capable device
//   auto prog = dev->buildProgram(words);           // clCreateProgramWithIL + build
//   auto k = prog->kernel("axpy");                  // work-group size from LocalSize
//   k->setArgs({2.0f, memref(xType, x, {n}), memref(yType, y, {n})});
//   auto ev = dev->launch(*k, {numGroups, 1, 1});   // numGroups x work-group size
//
// Every call returns Result<T> (Error.h); the calling convention is described
// in CallingConvention.h and docs/runtime.md. ComputeDevice.h is the interface
// both runtimes (this one and runtime/vulkan) share.
#pragma once

#include "runtime/CallingConvention.h"
#include "runtime/ComputeDevice.h"
#include "runtime/Device.h"
#include "runtime/DeviceInfo.h"
#include "runtime/Error.h"
#include "runtime/KernelMetadata.h"
#include "runtime/Program.h"
