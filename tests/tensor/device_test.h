// The parts of the tensor-language device test (device_test.cpp runs them in
// this order of topics): each runs one kernel of kernels/*.tl on the test
// device and compares with a host reference; none runs when its binary did
// not compile.
#pragma once

#include "device_support.h"

#include <map>
#include <string>
#include <vector>

namespace device_test {

/// The kernels' metadata (work-group / subgroup size) per compiled file.
using KernelInfos = std::map<std::string, std::vector<tensor::KernelInfo>>;

// device_memory_tests.cpp
void vaddTest(KernelRunner& run, const Binary& vadd);
void copy2dTest(KernelRunner& run, const Binary& copy2d);
void groupsumTest(KernelRunner& run, const Binary& groupsum);
void groupoffTest(KernelRunner& run, const Binary& groupoff);
void viewsTest(KernelRunner& run, const Binary& views);
void memoryTest(KernelRunner& run, const Binary& memory, const KernelInfos& kernelInfos);
void barriersTest(KernelRunner& run, const Binary& barriers);
// device_control_tests.cpp
void rowsumTest(KernelRunner& run, const Binary& rowsum);
void clampTest(KernelRunner& run, const Binary& clamp);
void boolargTest(KernelRunner& run, const Binary& boolarg);
void loopsTest(KernelRunner& run, const Binary& loops);
void tilesTest(KernelRunner& run, const Binary& tiles);
// device_spmd_tests.cpp
void subgroupsTest(KernelRunner& run, const Binary& subgroups);
void atomicsTest(KernelRunner& run, const Binary& atomics);
// device_number_tests.cpp
void cplxTest(KernelRunner& run, const Binary& cplx);
void bfTest(KernelRunner& run, const Binary& bf);
void hfTest(KernelRunner& run, const Binary& hf);
void hcastTest(KernelRunner& run, const Binary& hf);

} // namespace device_test
