// DeviceInfo: what a live OpenCL device accepts, as a plain struct.
//
// Device::info() fills it from clGetDeviceInfo; the compiler's target
// description is built from it. It holds no OpenCL handles and needs no
// OpenCL headers.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace spvkit::runtime {

struct SpirvVersion {
  int major = 1;
  int minor = 0;
  auto operator<=>(const SpirvVersion&) const = default;
};

struct DeviceInfo {
  std::string name;                        ///< CL_DEVICE_NAME
  std::string vendor;                      ///< CL_DEVICE_VENDOR
  std::string platformName;                ///< CL_PLATFORM_NAME
  std::string version;                     ///< CL_DEVICE_VERSION ("OpenCL 3.0 PoCL ...")
  std::string driverVersion;               ///< CL_DRIVER_VERSION
  unsigned platformIndex = 0;              ///< position in clGetPlatformIDs
  unsigned deviceIndex = 0;                ///< position in the platform's device list
  std::string ilVersion;                   ///< CL_DEVICE_IL_VERSION as reported
  std::vector<SpirvVersion> spirvVersions; ///< parsed from ilVersion, ascending
  std::vector<std::string> extensions;     ///< CL_DEVICE_EXTENSIONS, split
  std::vector<size_t> subgroupSizes;       ///< CL_DEVICE_SUB_GROUP_SIZES_INTEL, empty if unknown
  size_t maxWorkGroupSize = 0;             ///< CL_DEVICE_MAX_WORK_GROUP_SIZE
  std::vector<size_t> maxWorkItemSizes;    ///< CL_DEVICE_MAX_WORK_ITEM_SIZES
  unsigned computeUnits = 0;               ///< CL_DEVICE_MAX_COMPUTE_UNITS
  uint64_t globalMemBytes = 0;             ///< CL_DEVICE_GLOBAL_MEM_SIZE
  uint64_t localMemBytes = 0;              ///< CL_DEVICE_LOCAL_MEM_SIZE
  bool fp16 = false;                       ///< cl_khr_fp16 or a half FP config
  bool fp64 = false;                       ///< cl_khr_fp64 or a double FP config
  unsigned addressBits = 0;                ///< CL_DEVICE_ADDRESS_BITS
  unsigned baseAddressAlignBytes = 0;      ///< CL_DEVICE_MEM_BASE_ADDR_ALIGN / 8
  unsigned minDataTypeAlignBytes = 0;      ///< CL_DEVICE_MIN_DATA_TYPE_ALIGN_SIZE
  bool svmCoarseGrain = false;             ///< CL_DEVICE_SVM_COARSE_GRAIN_BUFFER
  bool svmFineGrain = false;               ///< CL_DEVICE_SVM_FINE_GRAIN_BUFFER
  bool profiling = false;                  ///< CL_QUEUE_PROFILING_ENABLE supported

  bool supportsIL() const { return !spirvVersions.empty(); }
  /// The highest SPIR-V version accepted (1.0 if none).
  SpirvVersion maxSpirv() const {
    return spirvVersions.empty() ? SpirvVersion{} : spirvVersions.back();
  }
  bool supportsSpirv(SpirvVersion v) const;
  bool hasExtension(std::string_view ext) const;
};

/// Reads the SPIR-V versions out of a CL_DEVICE_IL_VERSION string such as
/// "SPIR-V_1.2 SPIR-V_1.1 SPIR-V_1.0" (sorted ascending, no duplicates).
std::vector<SpirvVersion> parseIlVersions(std::string_view il);

} // namespace spvkit::runtime
