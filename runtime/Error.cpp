// Names of OpenCL status codes and VkResults, and the text form of runtime errors.
#include "runtime/Error.h"

namespace spvkit::runtime {

namespace {
struct CodeName {
  int code;
  std::string_view name;
};
constexpr CodeName kNames[] = {
    {0, "CL_SUCCESS"},
    {-1, "CL_DEVICE_NOT_FOUND"},
    {-2, "CL_DEVICE_NOT_AVAILABLE"},
    {-3, "CL_COMPILER_NOT_AVAILABLE"},
    {-4, "CL_MEM_OBJECT_ALLOCATION_FAILURE"},
    {-5, "CL_OUT_OF_RESOURCES"},
    {-6, "CL_OUT_OF_HOST_MEMORY"},
    {-7, "CL_PROFILING_INFO_NOT_AVAILABLE"},
    {-8, "CL_MEM_COPY_OVERLAP"},
    {-9, "CL_IMAGE_FORMAT_MISMATCH"},
    {-10, "CL_IMAGE_FORMAT_NOT_SUPPORTED"},
    {-11, "CL_BUILD_PROGRAM_FAILURE"},
    {-12, "CL_MAP_FAILURE"},
    {-13, "CL_MISALIGNED_SUB_BUFFER_OFFSET"},
    {-14, "CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST"},
    {-15, "CL_COMPILE_PROGRAM_FAILURE"},
    {-16, "CL_LINKER_NOT_AVAILABLE"},
    {-17, "CL_LINK_PROGRAM_FAILURE"},
    {-18, "CL_DEVICE_PARTITION_FAILED"},
    {-19, "CL_KERNEL_ARG_INFO_NOT_AVAILABLE"},
    {-30, "CL_INVALID_VALUE"},
    {-31, "CL_INVALID_DEVICE_TYPE"},
    {-32, "CL_INVALID_PLATFORM"},
    {-33, "CL_INVALID_DEVICE"},
    {-34, "CL_INVALID_CONTEXT"},
    {-35, "CL_INVALID_QUEUE_PROPERTIES"},
    {-36, "CL_INVALID_COMMAND_QUEUE"},
    {-37, "CL_INVALID_HOST_PTR"},
    {-38, "CL_INVALID_MEM_OBJECT"},
    {-39, "CL_INVALID_IMAGE_FORMAT_DESCRIPTOR"},
    {-40, "CL_INVALID_IMAGE_SIZE"},
    {-41, "CL_INVALID_SAMPLER"},
    {-42, "CL_INVALID_BINARY"},
    {-43, "CL_INVALID_BUILD_OPTIONS"},
    {-44, "CL_INVALID_PROGRAM"},
    {-45, "CL_INVALID_PROGRAM_EXECUTABLE"},
    {-46, "CL_INVALID_KERNEL_NAME"},
    {-47, "CL_INVALID_KERNEL_DEFINITION"},
    {-48, "CL_INVALID_KERNEL"},
    {-49, "CL_INVALID_ARG_INDEX"},
    {-50, "CL_INVALID_ARG_VALUE"},
    {-51, "CL_INVALID_ARG_SIZE"},
    {-52, "CL_INVALID_KERNEL_ARGS"},
    {-53, "CL_INVALID_WORK_DIMENSION"},
    {-54, "CL_INVALID_WORK_GROUP_SIZE"},
    {-55, "CL_INVALID_WORK_ITEM_SIZE"},
    {-56, "CL_INVALID_GLOBAL_OFFSET"},
    {-57, "CL_INVALID_EVENT_WAIT_LIST"},
    {-58, "CL_INVALID_EVENT"},
    {-59, "CL_INVALID_OPERATION"},
    {-60, "CL_INVALID_GL_OBJECT"},
    {-61, "CL_INVALID_BUFFER_SIZE"},
    {-62, "CL_INVALID_MIP_LEVEL"},
    {-63, "CL_INVALID_GLOBAL_WORK_SIZE"},
    {-64, "CL_INVALID_PROPERTY"},
    {-65, "CL_INVALID_IMAGE_DESCRIPTOR"},
    {-66, "CL_INVALID_COMPILER_OPTIONS"},
    {-67, "CL_INVALID_LINKER_OPTIONS"},
    {-68, "CL_INVALID_DEVICE_PARTITION_COUNT"},
    {-69, "CL_INVALID_PIPE_SIZE"},
    {-70, "CL_INVALID_DEVICE_QUEUE"},
    {-71, "CL_INVALID_SPEC_ID"},
    {-72, "CL_MAX_SIZE_RESTRICTION_EXCEEDED"},
    {-1001, "CL_PLATFORM_NOT_FOUND_KHR"},
    {-1057, "CL_DEVICE_PARTITION_FAILED_EXT"},
    {-1058, "CL_INVALID_PARTITION_COUNT_EXT"},
    {-1059, "CL_INVALID_PARTITION_NAME_EXT"},
    {-1121, "CL_CONTEXT_TERMINATED_KHR"},
    {-1138, "CL_INVALID_COMMAND_BUFFER_KHR"},
    {-1139, "CL_INVALID_SYNC_POINT_WAIT_LIST_KHR"},
    {-1140, "CL_INCOMPATIBLE_COMMAND_QUEUE_KHR"},
};

// VkResult values (vulkan_core.h); kept here so that the error text needs no
// Vulkan headers.
constexpr CodeName kVkNames[] = {
    {0, "VK_SUCCESS"},
    {1, "VK_NOT_READY"},
    {2, "VK_TIMEOUT"},
    {3, "VK_EVENT_SET"},
    {4, "VK_EVENT_RESET"},
    {5, "VK_INCOMPLETE"},
    {-1, "VK_ERROR_OUT_OF_HOST_MEMORY"},
    {-2, "VK_ERROR_OUT_OF_DEVICE_MEMORY"},
    {-3, "VK_ERROR_INITIALIZATION_FAILED"},
    {-4, "VK_ERROR_DEVICE_LOST"},
    {-5, "VK_ERROR_MEMORY_MAP_FAILED"},
    {-6, "VK_ERROR_LAYER_NOT_PRESENT"},
    {-7, "VK_ERROR_EXTENSION_NOT_PRESENT"},
    {-8, "VK_ERROR_FEATURE_NOT_PRESENT"},
    {-9, "VK_ERROR_INCOMPATIBLE_DRIVER"},
    {-10, "VK_ERROR_TOO_MANY_OBJECTS"},
    {-11, "VK_ERROR_FORMAT_NOT_SUPPORTED"},
    {-12, "VK_ERROR_FRAGMENTED_POOL"},
    {-13, "VK_ERROR_UNKNOWN"},
    {-1000069000, "VK_ERROR_OUT_OF_POOL_MEMORY"},
    {-1000072003, "VK_ERROR_INVALID_EXTERNAL_HANDLE"},
    {-1000161000, "VK_ERROR_FRAGMENTATION"},
    {-1000257000, "VK_ERROR_INVALID_OPAQUE_CAPTURE_ADDRESS"},
    {1000297000, "VK_PIPELINE_COMPILE_REQUIRED"},
    {-1000011001, "VK_ERROR_VALIDATION_FAILED_EXT"},
    {-1000012000, "VK_ERROR_INVALID_SHADER_NV"},
    {-1000174001, "VK_ERROR_NOT_PERMITTED_KHR"},
};

} // namespace

std::string vkResultName(int code) {
  for (const auto& n : kVkNames)
    if (n.code == code) return std::string(n.name);
  return "VK_RESULT(" + std::to_string(code) + ")";
}

std::string errorName(int code) {
  for (const auto& n : kNames)
    if (n.code == code) return std::string(n.name);
  return "CL_ERROR(" + std::to_string(code) + ")";
}

std::string Error::str() const {
  std::string s = call.empty() ? std::string(api == Api::Vulkan ? "Vulkan" : "OpenCL") : call;
  s += " failed with ";
  s += codeName();
  s += " (" + std::to_string(code) + ")";
  if (!message.empty()) s += ": " + message;
  if (!log.empty()) {
    s += "\nbuild log:\n" + log;
    if (s.back() == '\n') s.pop_back();
  }
  return s;
}

} // namespace spvkit::runtime
