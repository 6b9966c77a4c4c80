// Cooperative matrices on the OpenCL test device against host references.
//
// The kernels are templates in kernels/coop_*.tl whose @NAME@-style holes are
// filled in here for each configuration (component type, shape, subgroup
// size, transpose and checked flags, operation lists); the instances of one
// template and type go into one module (one build, several kernels). Each
// module is written to the current folder as coop_*.spv (run-device validates
// them with spirv-val and ocloc), then run unless it is compiled for pvc
// (block reads, native f16: validated only; f16 runs on the pocl target
// without Float16, computed in f32). Host references follow the
// reference's definitions of load / store (transpose, checked flags), the
// arithmetic, mul_add, the reductions and the documented layout
// (docs/coopmatrix.md); integers compare exactly, floats with a relative
// tolerance for the type. Exit 77 when there is no device.
#include "coop_support.h"

#include <cstdlib>

using namespace coop_test;
using namespace spvkit;
using namespace spvkit::testdev;

namespace {

void runFamilies(Device* dev) {
  // Load / store: shapes that are and are not multiples of the subgroup size.
  loadStore(dev, F32, 16, 16, 8, "matrix_acc");
  loadStore(dev, F32, 16, 7, 5, "matrix_b");
  loadStore(dev, F32, 16, 33, 3, "matrix_a");
  loadStore(dev, F32, 32, 4, 9, "matrix_b");
  loadStore(dev, F64, 16, 1, 20, "matrix_acc");
  loadStore(dev, I32, 16, 32, 2, "matrix_acc");
  loadStore(dev, C32, 16, 16, 3, "matrix_acc");
  loadStore(dev, C64, 16, 5, 6, "matrix_b");
  loadStore(dev, BF16, 16, 16, 4, "matrix_a");
  loadStore(dev, I8, 16, 20, 3, "matrix_b");
  loadStore(dev, F16, 16, 16, 4, "matrix_acc");
  loadStore(dev, F32_PVC, 16, 32, 4, "matrix_acc"); // block reads (ocloc only)
  loadStore(dev, I32_PVC, 16, 64, 3, "matrix_a");
  loadStore(dev, F32_PVC, 32, 64, 2, "matrix_b"); // no block reads in SIMD32
  layout(dev, F32, 16, {{16, 4}, {7, 5}, {33, 2}, {4, 9}, {1, 17}});
  layout(dev, I32, 32, {{32, 3}, {5, 3}, {2, 5}, {40, 1}});
  layout(dev, C64, 16, {{16, 2}, {3, 3}});
  // Arithmetic per type.
  arith(dev, F32, 16, 16, 4);
  arith(dev, F32, 16, 7, 3);
  arith(dev, F64, 16, 32, 2);
  arith(dev, I32, 16, 16, 3);
  arith(dev, I32, 32, 5, 5);
  arith(dev, I64, 16, 16, 2);
  arith(dev, I8, 16, 16, 2);
  arith(dev, BF16, 16, 16, 2);
  arith(dev, C32, 16, 16, 3);
  arith(dev, C64, 16, 9, 2);
  arith(dev, F16, 16, 16, 2);
  // mul_add: uniform, mixed precision, complex, transposed B, loops.
  mulAdd(dev, {F32, F32, F32, F32, 16, 16, 16, false, 37, 8});
  mulAdd(dev, {F32, F32, F32, F32, 32, 5, 7, true, 20, 16});
  mulAdd(dev, {F32, F32, F32, F32, 32, 9, 3, false, 13, 4, 32});
  mulAdd(dev, {F64, F64, F64, F64, 16, 3, 5, true, 10, 4});
  mulAdd(dev, {I32, I32, I32, I32, 16, 16, 3, false, 33, 16});
  mulAdd(dev, {I8, I8, I32, I32, 16, 8, 8, false, 19, 8});
  mulAdd(dev, {I8, I16, I32, I8, 16, 4, 2, true, 9, 4});
  mulAdd(dev, {BF16, BF16, F32, F32, 16, 16, 16, false, 40, 16});
  mulAdd(dev, {F32, F32, F64, F32, 16, 7, 4, false, 25, 8});
  mulAdd(dev, {I16, F32, F64, I32, 16, 4, 3, false, 9, 4});
  mulAdd(dev, {C32, C32, C32, C32, 16, 4, 4, false, 11, 4});
  mulAdd(dev, {F32, C32, C32, C32, 16, 3, 5, true, 7, 2});
  mulAdd(dev, {C64, C64, C64, C64, 16, 3, 2, true, 6, 4});
  mulAdd(dev, {F16, F16, F32, F32, 16, 16, 16, false, 32, 16}); // pocl: f16 in f32
  mulAdd(dev, {F16, F16, F32, F16, 32, 8, 16, true, 32, 8});
  mulAdd(dev, {F16, F16, F32, F32, 16, 16, 16, false, 32, 16}, "pvc"); // native f16
  mulAdd(dev, {F32_PVC, F32_PVC, F32_PVC, F32_PVC, 32, 16, 16, false, 64, 16}, "pvc");
  mulAdd(dev, {F16, F16, F32, F16, 32, 8, 16, true, 32, 8}, "pvc");
  // Reductions.
  reduce(dev, F32, 16, 16, 5, "matrix_acc");
  reduce(dev, F32, 16, 32, 20, "matrix_a");
  reduce(dev, F32, 32, 64, 3, "matrix_b");
  reduce(dev, F64, 16, 16, 1, "matrix_acc");
  reduce(dev, I32, 16, 16, 16, "matrix_acc");
  reduce(dev, I8, 16, 16, 3, "matrix_acc");
  reduce(dev, C32, 16, 32, 3, "matrix_acc");
  // Atomics (several work-groups, two subgroups each).
  atomics(dev, F32, 16, 16, 5, {false, 3}, ".device");
  atomics(dev, I32, 16, 7, 3, {true, 1}, ".device");
  atomics(dev, F64, 16, 16, 16, {false, 0}, ".cross_device");
  atomics(dev, I64, 32, 9, 4, {true, 0}, ".device");
  atomics(dev, C32, 16, 9, 4, {false, 2}, ".device");
}

} // namespace

int main() {
  std::setvbuf(stdout, nullptr, _IONBF, 0); // keep the output of a crashing run
  Result<Device> dev = Device::open();
  Device* device = dev ? &*dev : nullptr;
  if (!dev) {
    const char* note = std::getenv("SPVKIT_DEVICE_NOTE");
    std::printf("no OpenCL device: %s%s%s (compiling only)\n", dev.error().str().c_str(),
                note ? "; " : "", note ? note : "");
  } else {
    std::printf("device: %s\n", dev->info().name.c_str());
  }
  try {
    runFamilies(device);
  } catch (const std::exception& e) {
    check(false, std::string("exception: ") + e.what());
  }
  reportExclusions();
  std::printf("%d modules, %d checks, %d failed\n", modules, checks, failures);
  if (!device) return failures ? 1 : (std::getenv("SPVKIT_DEVICE_EXPECTED") ? 1 : 77);
  return failures ? 1 : 0;
}
