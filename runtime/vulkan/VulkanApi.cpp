// Opening the Vulkan loader with dlopen and fetching the entry points.
#include "runtime/vulkan/VulkanApi.h"

#include <dlfcn.h>
#include <link.h>

#include <cstdlib>
#include <mutex>
#include <string_view>

namespace spvkit::runtime::vk {

Error vkError(VkResult r, std::string call, std::string what) {
  Error e{int(r), std::move(call), std::move(what), {}};
  e.api = Api::Vulkan;
  return e;
}

Error checkError(std::string call, std::string what, VkResult code) {
  return vkError(code, std::move(call), std::move(what));
}

namespace {
struct Loaded {
  InstanceFunctions fns;
  std::string error;
};

Loaded open() {
  Loaded l;
  const char* env = std::getenv("SPVKIT_VULKAN_LOADER");
  std::string path = env && *env ? env : "libvulkan.so.1";
  // Never closed: drivers keep threads and atexit handlers in the process.
  void* lib = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    const char* why = dlerror();
    l.error = "cannot open the Vulkan loader " + path + " (" + (why ? why : "unknown") +
              "); install libvulkan1 or set SPVKIT_VULKAN_LOADER to its path";
    return l;
  }
  auto gipa = reinterpret_cast<PFN_vkGetInstanceProcAddr>(dlsym(lib, "vkGetInstanceProcAddr"));
  if (!gipa) {
    l.error = path + " has no vkGetInstanceProcAddr: not a Vulkan loader";
    return l;
  }
  l.fns.vkGetInstanceProcAddr = gipa;
#define SPVKIT_VK_LOAD(name) l.fns.name = reinterpret_cast<PFN_##name>(gipa(nullptr, #name));
  SPVKIT_VK_GLOBAL(SPVKIT_VK_LOAD)
#undef SPVKIT_VK_LOAD
  if (!l.fns.vkCreateInstance) l.error = path + ": vkCreateInstance is missing";
  return l;
}
} // namespace

Result<const InstanceFunctions*> loader() {
  static Loaded loaded = open();
  if (!loaded.error.empty()) return vkError(VK_ERROR_INITIALIZATION_FAILED, "dlopen", loaded.error);
  return &loaded.fns;
}

InstanceFunctions loadInstance(const InstanceFunctions& global, VkInstance instance) {
  InstanceFunctions f = global;
#define SPVKIT_VK_LOAD(name)                                                                       \
  f.name = reinterpret_cast<PFN_##name>(global.vkGetInstanceProcAddr(instance, #name));
  SPVKIT_VK_INSTANCE(SPVKIT_VK_LOAD)
  SPVKIT_VK_LOAD(vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR)
#undef SPVKIT_VK_LOAD
  return f;
}

namespace {
int pinModule(dl_phdr_info* info, size_t, void*) {
  std::string_view path = info->dlpi_name ? info->dlpi_name : "";
  std::string_view base =
      path.substr(path.rfind('/') == std::string_view::npos ? 0 : path.rfind('/') + 1);
  if (base.starts_with("libvulkan_") || base.starts_with("libLLVM"))
    dlopen(info->dlpi_name, RTLD_NOW | RTLD_NOLOAD | RTLD_NODELETE);
  return 0;
}
} // namespace

void pinDrivers() {
  dl_iterate_phdr(pinModule, nullptr);
}

Result<DeviceFunctions> loadDevice(const InstanceFunctions& inst, VkDevice device) {
  DeviceFunctions f;
#define SPVKIT_VK_LOAD(name)                                                                       \
  f.name = reinterpret_cast<PFN_##name>(inst.vkGetDeviceProcAddr(device, #name));                  \
  if (!f.name)                                                                                     \
    return checkError("vkGetDeviceProcAddr", "the device has no entry point " #name,               \
                      VK_ERROR_INITIALIZATION_FAILED);
  SPVKIT_VK_DEVICE(SPVKIT_VK_LOAD)
#undef SPVKIT_VK_LOAD
  return f;
}

} // namespace spvkit::runtime::vk
