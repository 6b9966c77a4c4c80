// Vulkan instance and device: discovery, description, selection, creation.
#include "runtime/vulkan/VulkanDevice.h"

#include "runtime/vulkan/VulkanState.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <cstring>
#include <string_view>

namespace spvkit::runtime {

using namespace vk;

namespace {
// The tensor-language name of a VkComponentTypeKHR, "" for others.
std::string componentName(VkComponentTypeKHR t) {
  switch (t) {
  case VK_COMPONENT_TYPE_FLOAT16_KHR:
    return "f16";
  case VK_COMPONENT_TYPE_FLOAT32_KHR:
    return "f32";
  case VK_COMPONENT_TYPE_FLOAT64_KHR:
    return "f64";
  case VK_COMPONENT_TYPE_SINT8_KHR:
    return "i8";
  case VK_COMPONENT_TYPE_SINT16_KHR:
    return "i16";
  case VK_COMPONENT_TYPE_SINT32_KHR:
    return "i32";
  case VK_COMPONENT_TYPE_SINT64_KHR:
    return "i64";
  case VK_COMPONENT_TYPE_UINT8_KHR:
    return "u8";
  case VK_COMPONENT_TYPE_UINT16_KHR:
    return "u16";
  case VK_COMPONENT_TYPE_UINT32_KHR:
    return "u32";
  case VK_COMPONENT_TYPE_UINT64_KHR:
    return "u64";
  default:
    return "?";
  }
}

std::string typeName(VkPhysicalDeviceType t) {
  switch (t) {
  case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU:
    return "discrete GPU";
  case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU:
    return "integrated GPU";
  case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU:
    return "virtual GPU";
  case VK_PHYSICAL_DEVICE_TYPE_CPU:
    return "CPU";
  default:
    return "other";
  }
}

// The queried feature chain; also what vkCreateDevice enables (everything
// the device has, minus robustness that would slow kernels down).
struct FeatureChain {
  VkPhysicalDeviceFeatures2 f2 =
      make<VkPhysicalDeviceFeatures2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2);
  VkPhysicalDeviceVulkan11Features v11 =
      make<VkPhysicalDeviceVulkan11Features>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES);
  VkPhysicalDeviceVulkan12Features v12 =
      make<VkPhysicalDeviceVulkan12Features>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES);
  VkPhysicalDeviceVulkan13Features v13 =
      make<VkPhysicalDeviceVulkan13Features>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES);
  VkPhysicalDeviceCooperativeMatrixFeaturesKHR coop =
      make<VkPhysicalDeviceCooperativeMatrixFeaturesKHR>(
          VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_COOPERATIVE_MATRIX_FEATURES_KHR);

  void link(bool has13, bool hasCoop) {
    f2.pNext = &v11;
    v11.pNext = &v12;
    void** tail = &v12.pNext;
    if (has13) {
      *tail = &v13;
      tail = &v13.pNext;
    }
    if (hasCoop) *tail = &coop;
  }
};

struct Described {
  VulkanDeviceInfo info;
  FeatureChain features;
  uint32_t queueFamily = UINT32_MAX;
};

Described describe(const InstanceFunctions& in, VkPhysicalDevice pd, unsigned index) {
  Described d;
  VulkanDeviceInfo& i = d.info;
  i.index = index;
  uint32_t n = 0;
  in.vkEnumerateDeviceExtensionProperties(pd, nullptr, &n, nullptr);
  std::vector<VkExtensionProperties> exts(n);
  in.vkEnumerateDeviceExtensionProperties(pd, nullptr, &n, exts.data());
  for (auto& e : exts) i.extensions.push_back(e.extensionName);
  bool hasCoop = i.hasExtension(VK_KHR_COOPERATIVE_MATRIX_EXTENSION_NAME);

  VkPhysicalDeviceProperties2 p2 =
      make<VkPhysicalDeviceProperties2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2);
  VkPhysicalDeviceVulkan11Properties p11 = make<VkPhysicalDeviceVulkan11Properties>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_PROPERTIES);
  VkPhysicalDeviceVulkan12Properties p12 = make<VkPhysicalDeviceVulkan12Properties>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_PROPERTIES);
  VkPhysicalDeviceVulkan13Properties p13 = make<VkPhysicalDeviceVulkan13Properties>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_PROPERTIES);
  // The core version first: newer property structs may only be chained on
  // devices that know them.
  in.vkGetPhysicalDeviceProperties2(pd, &p2);
  uint32_t api = p2.properties.apiVersion;
  bool has12 = api >= VK_API_VERSION_1_2, has13 = api >= VK_API_VERSION_1_3;
  if (has12) {
    p2.pNext = &p11;
    p11.pNext = &p12;
    if (has13) p12.pNext = &p13;
    in.vkGetPhysicalDeviceProperties2(pd, &p2);
  }
  const VkPhysicalDeviceLimits& lim = p2.properties.limits;
  i.name = p2.properties.deviceName;
  i.type = typeName(p2.properties.deviceType);
  i.cpu = p2.properties.deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU;
  i.apiVersion = api;
  i.vendorId = p2.properties.vendorID;
  if (has12) {
    i.driverName = p12.driverName;
    i.driverInfo = p12.driverInfo;
    i.subgroupSize = p11.subgroupSize;
    i.maxMemoryAllocationSize = p11.maxMemoryAllocationSize;
    i.subgroupOperations = (p11.subgroupSupportedStages & VK_SHADER_STAGE_COMPUTE_BIT)
                               ? p11.subgroupSupportedOperations
                               : 0;
  }
  i.minSubgroupSize = i.maxSubgroupSize = i.subgroupSize;
  if (has13) {
    i.minSubgroupSize = p13.minSubgroupSize;
    i.maxSubgroupSize = p13.maxSubgroupSize;
    i.requiredSubgroupSizeInCompute =
        (p13.requiredSubgroupSizeStages & VK_SHADER_STAGE_COMPUTE_BIT) != 0;
  }
  i.maxPushConstantsSize = lim.maxPushConstantsSize;
  i.maxComputeSharedMemorySize = lim.maxComputeSharedMemorySize;
  i.maxComputeWorkGroupInvocations = lim.maxComputeWorkGroupInvocations;
  for (int k = 0; k < 3; ++k) {
    i.maxComputeWorkGroupSize[size_t(k)] = lim.maxComputeWorkGroupSize[k];
    i.maxComputeWorkGroupCount[size_t(k)] = lim.maxComputeWorkGroupCount[k];
  }
  i.timestampPeriodNs = lim.timestampPeriod;

  FeatureChain& fc = d.features;
  if (has12) {
    fc.link(has13, hasCoop);
    in.vkGetPhysicalDeviceFeatures2(pd, &fc.f2);
  }
  const VkPhysicalDeviceFeatures& f = fc.f2.features;
  i.shaderFloat64 = f.shaderFloat64;
  i.shaderInt64 = f.shaderInt64;
  i.shaderInt16 = f.shaderInt16;
  i.shaderInt8 = fc.v12.shaderInt8;
  i.shaderFloat16 = fc.v12.shaderFloat16;
  i.storageBuffer8BitAccess = fc.v12.storageBuffer8BitAccess;
  i.storageBuffer16BitAccess = fc.v11.storageBuffer16BitAccess;
  i.storagePushConstant8 = fc.v12.storagePushConstant8;
  i.storagePushConstant16 = fc.v11.storagePushConstant16;
  i.bufferDeviceAddress = fc.v12.bufferDeviceAddress;
  i.vulkanMemoryModel = fc.v12.vulkanMemoryModel;
  i.vulkanMemoryModelDeviceScope = fc.v12.vulkanMemoryModelDeviceScope;
  i.shaderBufferInt64Atomics = fc.v12.shaderBufferInt64Atomics;
  i.shaderSharedInt64Atomics = fc.v12.shaderSharedInt64Atomics;
  i.subgroupSizeControl = has13 && fc.v13.subgroupSizeControl;
  i.computeFullSubgroups = has13 && fc.v13.computeFullSubgroups;
  i.cooperativeMatrix = hasCoop && fc.coop.cooperativeMatrix;

  in.vkGetPhysicalDeviceQueueFamilyProperties(pd, &n, nullptr);
  std::vector<VkQueueFamilyProperties> qf(n);
  in.vkGetPhysicalDeviceQueueFamilyProperties(pd, &n, qf.data());
  // A compute queue; one without graphics first (a dedicated compute engine).
  for (int pass = 0; pass < 2 && d.queueFamily == UINT32_MAX; ++pass)
    for (uint32_t q = 0; q < n; ++q)
      if ((qf[q].queueFlags & VK_QUEUE_COMPUTE_BIT) &&
          (pass == 1 || !(qf[q].queueFlags & VK_QUEUE_GRAPHICS_BIT))) {
        d.queueFamily = q;
        i.timestamps = qf[q].timestampValidBits != 0;
        break;
      }

  VkPhysicalDeviceMemoryProperties mp;
  in.vkGetPhysicalDeviceMemoryProperties(pd, &mp);
  for (uint32_t h = 0; h < mp.memoryHeapCount; ++h)
    if (mp.memoryHeaps[h].flags & VK_MEMORY_HEAP_DEVICE_LOCAL_BIT)
      i.deviceLocalBytes = std::max<uint64_t>(i.deviceLocalBytes, mp.memoryHeaps[h].size);

  if (i.cooperativeMatrix && in.vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR) {
    in.vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR(pd, &n, nullptr);
    std::vector<VkCooperativeMatrixPropertiesKHR> props(
        n, make<VkCooperativeMatrixPropertiesKHR>(
               VK_STRUCTURE_TYPE_COOPERATIVE_MATRIX_PROPERTIES_KHR));
    in.vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR(pd, &n, props.data());
    for (auto& p : props)
      if (p.scope == VK_SCOPE_SUBGROUP_KHR)
        i.coopMatrixShapes.push_back({p.MSize, p.NSize, p.KSize, componentName(p.AType),
                                      componentName(p.BType), componentName(p.CType),
                                      componentName(p.ResultType), p.saturatingAccumulation != 0});
  }
  return d;
}

struct InstanceHolder {
  InstanceFunctions in;
  VkInstance instance = VK_NULL_HANDLE;
};

Result<InstanceHolder> createInstance() {
  auto l = loader();
  if (!l) return std::move(l).error();
  const InstanceFunctions& g = **l;
  uint32_t version = VK_API_VERSION_1_0;
  if (g.vkEnumerateInstanceVersion) g.vkEnumerateInstanceVersion(&version);
  if (version < VK_API_VERSION_1_2)
    return checkError("vkEnumerateInstanceVersion",
                      "the Vulkan loader offers version " +
                          std::to_string(VK_API_VERSION_MAJOR(version)) + "." +
                          std::to_string(VK_API_VERSION_MINOR(version)) +
                          "; spvkit needs Vulkan 1.2 (buffer device addresses)",
                      VK_ERROR_INCOMPATIBLE_DRIVER);
  VkApplicationInfo app = make<VkApplicationInfo>(VK_STRUCTURE_TYPE_APPLICATION_INFO);
  app.pApplicationName = "spvkit";
  app.apiVersion = std::min<uint32_t>(version, VK_API_VERSION_1_3);
  VkInstanceCreateInfo ci = make<VkInstanceCreateInfo>(VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO);
  ci.pApplicationInfo = &app;
  InstanceHolder h;
  VkResult r = g.vkCreateInstance(&ci, nullptr, &h.instance);
  if (r != VK_SUCCESS) return vkError(r, "vkCreateInstance", "creating a Vulkan 1.3 instance");
  h.in = loadInstance(g, h.instance);
  pinDrivers();
  return h;
}

Result<std::vector<VkPhysicalDevice>> physicalDevices(const InstanceHolder& h) {
  uint32_t n = 0;
  VkResult r = h.in.vkEnumeratePhysicalDevices(h.instance, &n, nullptr);
  if (r != VK_SUCCESS) return vkError(r, "vkEnumeratePhysicalDevices", "listing devices");
  std::vector<VkPhysicalDevice> pds(n);
  r = h.in.vkEnumeratePhysicalDevices(h.instance, &n, pds.data());
  if (r != VK_SUCCESS && r != VK_INCOMPLETE)
    return vkError(r, "vkEnumeratePhysicalDevices", "listing devices");
  pds.resize(n);
  return pds;
}

// The memory type with all of `want`, preferring one that also has `prefer`.
uint32_t findMemoryType(const VkPhysicalDeviceMemoryProperties& mp, uint32_t want,
                        uint32_t prefer) {
  for (int pass = 0; pass < 2; ++pass)
    for (uint32_t t = 0; t < mp.memoryTypeCount; ++t) {
      uint32_t flags = mp.memoryTypes[t].propertyFlags;
      if ((flags & want) == want && (pass == 1 || (flags & prefer) == prefer)) return t;
    }
  return UINT32_MAX;
}
} // namespace

bool VulkanDeviceInfo::hasExtension(std::string_view e) const {
  return std::find(extensions.begin(), extensions.end(), e) != extensions.end();
}

std::string VulkanDeviceInfo::apiVersionString() const {
  return std::to_string(VK_API_VERSION_MAJOR(apiVersion)) + "." +
         std::to_string(VK_API_VERSION_MINOR(apiVersion)) + "." +
         std::to_string(VK_API_VERSION_PATCH(apiVersion));
}

VulkanSelector VulkanSelector::parse(std::string_view text) {
  VulkanSelector s;
  int v = 0;
  auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (!text.empty() && ec == std::errc() && p == text.data() + text.size())
    s.index = v;
  else
    s.nameContains = std::string(text);
  return s;
}

Result<std::vector<VulkanDeviceInfo>> listVulkanDevices() {
  auto h = createInstance();
  if (!h) return std::move(h).error();
  std::vector<VulkanDeviceInfo> out;
  auto pds = physicalDevices(*h);
  if (pds)
    for (unsigned k = 0; k < pds->size(); ++k) out.push_back(describe(h->in, (*pds)[k], k).info);
  h->in.vkDestroyInstance(h->instance, nullptr);
  if (!pds) return std::move(pds).error();
  return out;
}

DeviceState::~DeviceState() {
  if (device) {
    fn.vkDeviceWaitIdle(device);
    modules.clear();
    if (timestamps) fn.vkDestroyQueryPool(device, timestamps, nullptr);
    if (fence) fn.vkDestroyFence(device, fence, nullptr);
    if (pool) fn.vkDestroyCommandPool(device, pool, nullptr);
    fn.vkDestroyDevice(device, nullptr);
  }
  if (instance) in.vkDestroyInstance(instance, nullptr);
}

const VulkanDeviceInfo& VulkanDevice::info() const {
  return s_->info;
}

Result<VulkanDevice> VulkanDevice::open(const VulkanSelector& sel) {
  auto h = createInstance();
  if (!h) return std::move(h).error();
  auto s = std::make_shared<DeviceState>();
  s->in = h->in;
  s->instance = h->instance; // destroyed with s from here on
  auto pds = physicalDevices(*h);
  if (!pds) return std::move(pds).error();
  std::vector<Described> all;
  for (unsigned k = 0; k < pds->size(); ++k) all.push_back(describe(s->in, (*pds)[k], k));
  // The chosen device: the selector's, else the first GPU, else the first.
  int pick = -1;
  std::string names;
  for (size_t k = 0; k < all.size(); ++k) {
    const VulkanDeviceInfo& i = all[k].info;
    names += (names.empty() ? "" : ", ") + std::to_string(k) + ": " + i.name;
    bool match = (sel.index < 0 || sel.index == int(k)) &&
                 (sel.nameContains.empty() || i.name.find(sel.nameContains) != std::string::npos);
    if (!match) continue;
    if (pick < 0 || (all[size_t(pick)].info.cpu && !i.cpu && sel.index < 0)) pick = int(k);
  }
  if (pick < 0)
    return checkError("VulkanDevice::open",
                      all.empty()
                          ? std::string("the Vulkan loader found no device (no ICD "
                                        "installed? lavapipe is mesa-vulkan-drivers)")
                          : "no Vulkan device matches the selection; the devices are " + names,
                      VK_ERROR_INITIALIZATION_FAILED);
  Described& d = all[size_t(pick)];
  s->physical = (*pds)[size_t(pick)];
  s->info = d.info;
  s->queueFamily = d.queueFamily;
  const VulkanDeviceInfo& info = s->info;
  if (info.apiVersion < VK_API_VERSION_1_2 || !info.bufferDeviceAddress)
    return checkError("VulkanDevice::open",
                      info.name + " (Vulkan " + info.apiVersionString() +
                          ") lacks the bufferDeviceAddress feature that spvkit's kernels need",
                      VK_ERROR_FEATURE_NOT_PRESENT);
  if (s->queueFamily == UINT32_MAX)
    return checkError("VulkanDevice::open", info.name + " has no compute queue",
                      VK_ERROR_FEATURE_NOT_PRESENT);

  // Enable what the device has (kernels are checked against it), without
  // robust buffer access, which only costs time here.
  FeatureChain& fc = d.features;
  fc.link(info.apiVersion >= VK_API_VERSION_1_3, info.hasExtension("VK_KHR_cooperative_matrix"));
  fc.f2.features.robustBufferAccess = VK_FALSE;
  fc.v13.robustImageAccess = VK_FALSE;
  fc.coop.cooperativeMatrixRobustBufferAccess = VK_FALSE;
  std::vector<const char*> exts;
  if (info.hasExtension(VK_KHR_COOPERATIVE_MATRIX_EXTENSION_NAME))
    exts.push_back(VK_KHR_COOPERATIVE_MATRIX_EXTENSION_NAME);
  float priority = 1.0f;
  VkDeviceQueueCreateInfo qci =
      make<VkDeviceQueueCreateInfo>(VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO);
  qci.queueFamilyIndex = s->queueFamily;
  qci.queueCount = 1;
  qci.pQueuePriorities = &priority;
  VkDeviceCreateInfo dci = make<VkDeviceCreateInfo>(VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO);
  dci.pNext = &fc.f2;
  dci.queueCreateInfoCount = 1;
  dci.pQueueCreateInfos = &qci;
  dci.enabledExtensionCount = uint32_t(exts.size());
  dci.ppEnabledExtensionNames = exts.data();
  VkResult r = s->in.vkCreateDevice(s->physical, &dci, nullptr, &s->device);
  if (r != VK_SUCCESS) return vkError(r, "vkCreateDevice", "opening " + info.name);
  auto fns = loadDevice(s->in, s->device);
  if (!fns) return std::move(fns).error();
  s->fn = *fns;
  s->fn.vkGetDeviceQueue(s->device, s->queueFamily, 0, &s->queue);

  VkCommandPoolCreateInfo pci =
      make<VkCommandPoolCreateInfo>(VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO);
  pci.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
  pci.queueFamilyIndex = s->queueFamily;
  if ((r = s->fn.vkCreateCommandPool(s->device, &pci, nullptr, &s->pool)) != VK_SUCCESS)
    return vkError(r, "vkCreateCommandPool", "opening " + info.name);
  VkCommandBufferAllocateInfo cai =
      make<VkCommandBufferAllocateInfo>(VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO);
  cai.commandPool = s->pool;
  cai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  cai.commandBufferCount = 1;
  if ((r = s->fn.vkAllocateCommandBuffers(s->device, &cai, &s->cmd)) != VK_SUCCESS)
    return vkError(r, "vkAllocateCommandBuffers", "opening " + info.name);
  VkFenceCreateInfo fci = make<VkFenceCreateInfo>(VK_STRUCTURE_TYPE_FENCE_CREATE_INFO);
  if ((r = s->fn.vkCreateFence(s->device, &fci, nullptr, &s->fence)) != VK_SUCCESS)
    return vkError(r, "vkCreateFence", "opening " + info.name);
  if (info.timestamps) {
    VkQueryPoolCreateInfo qpi =
        make<VkQueryPoolCreateInfo>(VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO);
    qpi.queryType = VK_QUERY_TYPE_TIMESTAMP;
    qpi.queryCount = 2;
    if ((r = s->fn.vkCreateQueryPool(s->device, &qpi, nullptr, &s->timestamps)) != VK_SUCCESS)
      return vkError(r, "vkCreateQueryPool", "timestamps on " + info.name);
  }

  // Buffer memory: device-local; mapped directly when it is also host-visible
  // and coherent (lavapipe, unified memory), else written through staging.
  s->in.vkGetPhysicalDeviceMemoryProperties(s->physical, &s->memory);
  constexpr uint32_t kHost =
      VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
  uint32_t both = findMemoryType(s->memory, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT | kHost, 0);
  uint32_t local = findMemoryType(s->memory, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, 0);
  // Host-visible device memory is used only when it is the device's main
  // memory (its heap is the largest device-local one): a 256 MiB BAR window
  // is too small for benchmark arrays.
  if (both != UINT32_MAX &&
      s->memory.memoryHeaps[s->memory.memoryTypes[both].heapIndex].size >= info.deviceLocalBytes) {
    s->bufferType = both;
    s->bufferMappable = true;
    s->bufferCached =
        (s->memory.memoryTypes[both].propertyFlags & VK_MEMORY_PROPERTY_HOST_CACHED_BIT) != 0;
  } else if (local != UINT32_MAX) {
    s->bufferType = local;
  } else {
    return checkError("VulkanDevice::open", info.name + " has no device-local memory type",
                      VK_ERROR_FEATURE_NOT_PRESENT);
  }
  // SPVKIT_VULKAN_STAGING=1 takes the discrete-GPU path (staging copies) on
  // any device, so that lavapipe tests it too.
  if (const char* e = std::getenv("SPVKIT_VULKAN_STAGING"); e && std::string_view(e) == "1") {
    s->bufferType = local != UINT32_MAX ? local : s->bufferType;
    s->bufferMappable = s->bufferCached = false;
  }
  s->stagingType = findMemoryType(s->memory, kHost, VK_MEMORY_PROPERTY_HOST_CACHED_BIT);
  if ((!s->bufferMappable || !s->bufferCached) && s->stagingType == UINT32_MAX)
    return checkError("VulkanDevice::open", info.name + " has no host-visible memory type",
                      VK_ERROR_FEATURE_NOT_PRESENT);
  VulkanDevice dev;
  dev.s_ = std::move(s);
  return dev;
}

} // namespace spvkit::runtime
