// Device discovery, device description, memory, copies, launches and events.
#include "runtime/Device.h"

#include "runtime/Program.h"

#include <CL/cl_ext.h>

#include <algorithm>
#include <charconv>
#include <cstring>
#include <sstream>

namespace spvkit::runtime {

namespace {
Error clError(cl_int code, std::string call, std::string message) {
  return Error{code, std::move(call), std::move(message), {}};
}

template <class T>
T devScalar(cl_device_id d, cl_device_info what, T fallback = T{}) {
  T v{};
  return clGetDeviceInfo(d, what, sizeof(T), &v, nullptr) == CL_SUCCESS ? v : fallback;
}

std::string devString(cl_device_id d, cl_device_info what) {
  size_t n = 0;
  if (clGetDeviceInfo(d, what, 0, nullptr, &n) != CL_SUCCESS || n == 0) return {};
  std::string s(n, '\0');
  if (clGetDeviceInfo(d, what, n, s.data(), nullptr) != CL_SUCCESS) return {};
  while (!s.empty() && (s.back() == '\0' || s.back() == ' ')) s.pop_back();
  return s;
}

std::vector<size_t> devSizes(cl_device_id d, cl_device_info what) {
  size_t n = 0;
  if (clGetDeviceInfo(d, what, 0, nullptr, &n) != CL_SUCCESS || n == 0) return {};
  std::vector<size_t> v(n / sizeof(size_t));
  if (clGetDeviceInfo(d, what, n, v.data(), nullptr) != CL_SUCCESS) return {};
  return v;
}

std::string platformString(cl_platform_id p, cl_platform_info what) {
  size_t n = 0;
  if (clGetPlatformInfo(p, what, 0, nullptr, &n) != CL_SUCCESS || n == 0) return {};
  std::string s(n, '\0');
  if (clGetPlatformInfo(p, what, n, s.data(), nullptr) != CL_SUCCESS) return {};
  while (!s.empty() && s.back() == '\0') s.pop_back();
  return s;
}

std::vector<std::string> splitWords(const std::string& s) {
  std::istringstream in(s);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

DeviceInfo describe(cl_platform_id p, cl_device_id d, unsigned pi, unsigned di) {
  DeviceInfo info;
  info.name = devString(d, CL_DEVICE_NAME);
  info.vendor = devString(d, CL_DEVICE_VENDOR);
  info.platformName = platformString(p, CL_PLATFORM_NAME);
  info.version = devString(d, CL_DEVICE_VERSION);
  info.driverVersion = devString(d, CL_DRIVER_VERSION);
  info.platformIndex = pi;
  info.deviceIndex = di;
  info.ilVersion = devString(d, CL_DEVICE_IL_VERSION);
  info.spirvVersions = parseIlVersions(info.ilVersion);
  info.extensions = splitWords(devString(d, CL_DEVICE_EXTENSIONS));
  info.subgroupSizes = devSizes(d, CL_DEVICE_SUB_GROUP_SIZES_INTEL);
  info.maxWorkGroupSize = devScalar<size_t>(d, CL_DEVICE_MAX_WORK_GROUP_SIZE);
  info.maxWorkItemSizes = devSizes(d, CL_DEVICE_MAX_WORK_ITEM_SIZES);
  info.computeUnits = devScalar<cl_uint>(d, CL_DEVICE_MAX_COMPUTE_UNITS);
  info.globalMemBytes = devScalar<cl_ulong>(d, CL_DEVICE_GLOBAL_MEM_SIZE);
  info.localMemBytes = devScalar<cl_ulong>(d, CL_DEVICE_LOCAL_MEM_SIZE);
  info.fp16 = devScalar<cl_device_fp_config>(d, CL_DEVICE_HALF_FP_CONFIG) != 0 ||
              info.hasExtension("cl_khr_fp16");
  info.fp64 = devScalar<cl_device_fp_config>(d, CL_DEVICE_DOUBLE_FP_CONFIG) != 0 ||
              info.hasExtension("cl_khr_fp64");
  info.addressBits = devScalar<cl_uint>(d, CL_DEVICE_ADDRESS_BITS);
  info.baseAddressAlignBytes = devScalar<cl_uint>(d, CL_DEVICE_MEM_BASE_ADDR_ALIGN) / 8;
  info.minDataTypeAlignBytes = devScalar<cl_uint>(d, CL_DEVICE_MIN_DATA_TYPE_ALIGN_SIZE);
  auto svm = devScalar<cl_device_svm_capabilities>(d, CL_DEVICE_SVM_CAPABILITIES);
  info.svmCoarseGrain = (svm & CL_DEVICE_SVM_COARSE_GRAIN_BUFFER) != 0;
  info.svmFineGrain = (svm & CL_DEVICE_SVM_FINE_GRAIN_BUFFER) != 0;
  info.profiling = (devScalar<cl_command_queue_properties>(d, CL_DEVICE_QUEUE_PROPERTIES) &
                    CL_QUEUE_PROFILING_ENABLE) != 0;
  return info;
}

struct Found {
  cl_platform_id platform;
  cl_device_id device;
  DeviceInfo info;
};

Result<std::vector<Found>> enumerate() {
  cl_uint np = 0;
  cl_int err = clGetPlatformIDs(0, nullptr, &np);
  if (err == CL_PLATFORM_NOT_FOUND_KHR || (err == CL_SUCCESS && np == 0))
    return std::vector<Found>{};
  if (err != CL_SUCCESS) return clError(err, "clGetPlatformIDs", "listing OpenCL platforms");
  std::vector<cl_platform_id> ps(np);
  if ((err = clGetPlatformIDs(np, ps.data(), nullptr)) != CL_SUCCESS)
    return clError(err, "clGetPlatformIDs", "listing OpenCL platforms");
  std::vector<Found> out;
  for (unsigned pi = 0; pi < np; ++pi) {
    cl_uint nd = 0;
    err = clGetDeviceIDs(ps[pi], CL_DEVICE_TYPE_ALL, 0, nullptr, &nd);
    if (err == CL_DEVICE_NOT_FOUND || nd == 0) continue;
    if (err != CL_SUCCESS) return clError(err, "clGetDeviceIDs", "listing devices");
    std::vector<cl_device_id> ds(nd);
    if ((err = clGetDeviceIDs(ps[pi], CL_DEVICE_TYPE_ALL, nd, ds.data(), nullptr)) != CL_SUCCESS)
      return clError(err, "clGetDeviceIDs", "listing devices");
    for (unsigned di = 0; di < nd; ++di)
      out.push_back({ps[pi], ds[di], describe(ps[pi], ds[di], pi, di)});
  }
  return out;
}

std::vector<cl_event> eventList(std::span<const Event> events) {
  std::vector<cl_event> v;
  for (auto& e : events)
    if (e.get()) v.push_back(e.get());
  return v;
}

Result<Event> enqueued(cl_int err, cl_event e, const char* call, const char* what) {
  if (err != CL_SUCCESS) return clError(err, call, what);
  return Event(Handle<cl_event>(e));
}

// "OpenCL 3.0 ..." -> 30
int clVersion(const std::string& v) {
  int major = 0, minor = 0;
  if (v.rfind("OpenCL ", 0) != 0) return 0;
  auto s = v.c_str() + 7;
  auto r = std::from_chars(s, s + std::strlen(s), major);
  if (r.ec == std::errc() && *r.ptr == '.') std::from_chars(r.ptr + 1, r.ptr + 3, minor);
  return major * 10 + minor;
}
} // namespace

// --- DeviceInfo ----------------------------------------------------------------------
bool DeviceInfo::supportsSpirv(SpirvVersion v) const {
  return std::find(spirvVersions.begin(), spirvVersions.end(), v) != spirvVersions.end();
}

bool DeviceInfo::hasExtension(std::string_view ext) const {
  return std::find(extensions.begin(), extensions.end(), ext) != extensions.end();
}

std::vector<SpirvVersion> parseIlVersions(std::string_view il) {
  std::vector<SpirvVersion> out;
  for (size_t pos = il.find("SPIR-V"); pos != std::string_view::npos;
       pos = il.find("SPIR-V", pos + 1)) {
    size_t i = pos + 6;
    if (i < il.size() && (il[i] == '_' || il[i] == ' ')) ++i;
    SpirvVersion v;
    auto r = std::from_chars(il.data() + i, il.data() + il.size(), v.major);
    if (r.ec != std::errc() || r.ptr == il.data() + il.size() || *r.ptr != '.') continue;
    r = std::from_chars(r.ptr + 1, il.data() + il.size(), v.minor);
    if (r.ec != std::errc()) continue;
    out.push_back(v);
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

// --- selection -------------------------------------------------------------------------
DeviceSelector DeviceSelector::parse(std::string_view text) {
  DeviceSelector s;
  if (text.empty()) return s;
  auto colon = text.find(':');
  auto isNum = [](std::string_view t) {
    return !t.empty() &&
           std::all_of(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; });
  };
  if (colon != std::string_view::npos && isNum(text.substr(0, colon)) &&
      (colon + 1 == text.size() || isNum(text.substr(colon + 1)))) {
    std::from_chars(text.data(), text.data() + colon, s.platform);
    if (colon + 1 < text.size())
      std::from_chars(text.data() + colon + 1, text.data() + text.size(), s.device);
    return s;
  }
  s.nameContains = std::string(text);
  return s;
}

Result<std::vector<DeviceInfo>> listDevices() {
  auto all = enumerate();
  if (!all) return std::move(all).error();
  std::vector<DeviceInfo> out;
  for (auto& f : *all) out.push_back(f.info);
  return out;
}

Result<Device> Device::open(const DeviceSelector& sel) {
  auto all = enumerate();
  if (!all) return std::move(all).error();
  std::string seen;
  const Found* pick = nullptr;
  for (auto& f : *all) {
    std::string why;
    if (sel.platform >= 0 && f.info.platformIndex != unsigned(sel.platform))
      why = "other platform";
    else if (sel.device >= 0 && f.info.deviceIndex != unsigned(sel.device))
      why = "other device";
    else if (!sel.nameContains.empty() && f.info.name.find(sel.nameContains) == std::string::npos &&
             f.info.platformName.find(sel.nameContains) == std::string::npos)
      why = "name does not contain \"" + sel.nameContains + "\"";
    else if (sel.requireIL && !f.info.supportsIL())
      why = "no SPIR-V in CL_DEVICE_IL_VERSION \"" + f.info.ilVersion + "\"";
    if (why.empty()) {
      pick = &f;
      break;
    }
    seen += "; " + std::to_string(f.info.platformIndex) + ":" + std::to_string(f.info.deviceIndex) +
            " " + f.info.name + " (" + f.info.platformName + "): " + why;
  }
  if (!pick)
    return clError(CL_DEVICE_NOT_FOUND, "Device::open",
                   all->empty() ? std::string("no OpenCL platform or device is installed")
                                : "no matching device" + seen);
  Device d;
  d.platform_ = pick->platform;
  d.device_ = pick->device;
  d.info_ = pick->info;
  cl_int err = CL_SUCCESS;
  cl_context_properties props[] = {CL_CONTEXT_PLATFORM,
                                   reinterpret_cast<cl_context_properties>(d.platform_), 0};
  d.ctx_ = Handle<cl_context>(clCreateContext(props, 1, &d.device_, nullptr, nullptr, &err));
  if (err != CL_SUCCESS) return clError(err, "clCreateContext", "opening " + d.info_.name);
  cl_queue_properties qprops[] = {
      CL_QUEUE_PROPERTIES, cl_queue_properties(d.info_.profiling ? CL_QUEUE_PROFILING_ENABLE : 0),
      0};
  d.queue_ = Handle<cl_command_queue>(
      clCreateCommandQueueWithProperties(d.ctx_.get(), d.device_, qprops, &err));
  if (err != CL_SUCCESS)
    return clError(err, "clCreateCommandQueueWithProperties", "opening " + d.info_.name);
  return d;
}

// --- events ----------------------------------------------------------------------------
Result<void> Event::wait() const {
  if (!e_) return {};
  cl_event e = e_.get();
  if (cl_int err = clWaitForEvents(1, &e); err != CL_SUCCESS)
    return clError(err, "clWaitForEvents", "waiting for a command");
  return {};
}

Result<uint64_t> Event::durationNs() const {
  if (!e_) return clError(CL_INVALID_EVENT, "Event::durationNs", "no event");
  if (auto w = wait(); !w) return std::move(w).error();
  cl_ulong start = 0, end = 0;
  cl_int err =
      clGetEventProfilingInfo(e_.get(), CL_PROFILING_COMMAND_START, sizeof start, &start, nullptr);
  if (err == CL_SUCCESS)
    err = clGetEventProfilingInfo(e_.get(), CL_PROFILING_COMMAND_END, sizeof end, &end, nullptr);
  if (err != CL_SUCCESS)
    return clError(err, "clGetEventProfilingInfo", "timing a command (is profiling enabled?)");
  return end >= start ? end - start : 0;
}

// --- memory ----------------------------------------------------------------------------
SvmBuffer::SvmBuffer(SvmBuffer&& o) noexcept
    : ctx_(std::move(o.ctx_)), p_(std::exchange(o.p_, nullptr)),
      bytes_(std::exchange(o.bytes_, 0)) {}

SvmBuffer& SvmBuffer::operator=(SvmBuffer&& o) noexcept {
  if (this != &o) {
    if (p_) clSVMFree(ctx_.get(), p_);
    ctx_ = std::move(o.ctx_);
    p_ = std::exchange(o.p_, nullptr);
    bytes_ = std::exchange(o.bytes_, 0);
  }
  return *this;
}

SvmBuffer::~SvmBuffer() {
  if (p_) clSVMFree(ctx_.get(), p_);
}

Result<Buffer> Device::createBuffer(size_t bytes, cl_mem_flags flags) {
  return createBufferFrom(nullptr, bytes, flags);
}

Result<Buffer> Device::createBufferFrom(const void* data, size_t bytes, cl_mem_flags flags) {
  if (bytes == 0) return clError(CL_INVALID_BUFFER_SIZE, "clCreateBuffer", "a buffer of 0 bytes");
  cl_int err = CL_SUCCESS;
  if (data) flags |= CL_MEM_COPY_HOST_PTR;
  cl_mem m = clCreateBuffer(ctx_.get(), flags, bytes, const_cast<void*>(data), &err);
  if (err != CL_SUCCESS)
    return clError(err, "clCreateBuffer", "a buffer of " + std::to_string(bytes) + " bytes");
  return Buffer(Handle<cl_mem>(m), bytes);
}

Result<SvmBuffer> Device::allocSvm(size_t bytes) {
  if (!info_.svmCoarseGrain)
    return clError(CL_INVALID_OPERATION, "clSVMAlloc", info_.name + " has no coarse-grained SVM");
  void* p = clSVMAlloc(ctx_.get(), CL_MEM_READ_WRITE, bytes, 0);
  if (!p)
    return clError(CL_MEM_OBJECT_ALLOCATION_FAILURE, "clSVMAlloc",
                   std::to_string(bytes) + " bytes of SVM");
  return SvmBuffer(ctx_, p, bytes);
}

Result<Event> Device::write(const Buffer& dst, const void* src, size_t bytes, size_t offset,
                            bool blocking) {
  cl_event e = nullptr;
  cl_int err = clEnqueueWriteBuffer(queue_.get(), dst.get(), blocking ? CL_TRUE : CL_FALSE, offset,
                                    bytes, src, 0, nullptr, &e);
  return enqueued(err, e, "clEnqueueWriteBuffer", "copying host memory to a buffer");
}

Result<Event> Device::read(const Buffer& src, void* dst, size_t bytes, size_t offset,
                           bool blocking) {
  cl_event e = nullptr;
  cl_int err = clEnqueueReadBuffer(queue_.get(), src.get(), blocking ? CL_TRUE : CL_FALSE, offset,
                                   bytes, dst, 0, nullptr, &e);
  return enqueued(err, e, "clEnqueueReadBuffer", "copying a buffer to host memory");
}

Result<Event> Device::write(const SvmBuffer& dst, const void* src, size_t bytes, size_t offset,
                            bool blocking) {
  if (offset + bytes > dst.bytes())
    return clError(CL_INVALID_VALUE, "clEnqueueSVMMemcpy", "copy past the end of an SVM buffer");
  cl_event e = nullptr;
  cl_int err =
      clEnqueueSVMMemcpy(queue_.get(), blocking ? CL_TRUE : CL_FALSE,
                         static_cast<char*>(dst.get()) + offset, src, bytes, 0, nullptr, &e);
  return enqueued(err, e, "clEnqueueSVMMemcpy", "copying host memory to SVM");
}

Result<Event> Device::read(const SvmBuffer& src, void* dst, size_t bytes, size_t offset,
                           bool blocking) {
  if (offset + bytes > src.bytes())
    return clError(CL_INVALID_VALUE, "clEnqueueSVMMemcpy", "copy past the end of an SVM buffer");
  cl_event e = nullptr;
  cl_int err =
      clEnqueueSVMMemcpy(queue_.get(), blocking ? CL_TRUE : CL_FALSE, dst,
                         static_cast<const char*>(src.get()) + offset, bytes, 0, nullptr, &e);
  return enqueued(err, e, "clEnqueueSVMMemcpy", "copying SVM to host memory");
}

Result<Event> Device::copy(const Buffer& src, const Buffer& dst, size_t bytes, size_t srcOffset,
                           size_t dstOffset) {
  cl_event e = nullptr;
  cl_int err = clEnqueueCopyBuffer(queue_.get(), src.get(), dst.get(), srcOffset, dstOffset, bytes,
                                   0, nullptr, &e);
  return enqueued(err, e, "clEnqueueCopyBuffer", "copying between buffers");
}

Result<Event> Device::fill(const Buffer& dst, const void* pattern, size_t patternBytes,
                           size_t bytes, size_t offset) {
  cl_event e = nullptr;
  cl_int err = clEnqueueFillBuffer(queue_.get(), dst.get(), pattern, patternBytes, offset, bytes, 0,
                                   nullptr, &e);
  return enqueued(err, e, "clEnqueueFillBuffer", "filling a buffer");
}

// --- programs and launches -------------------------------------------------------------
Result<Program> Device::buildProgram(std::span<const uint32_t> spirv, const std::string& options) {
  if (spirv.size() < 5 || spirv[0] != 0x07230203u)
    return clError(CL_INVALID_VALUE, "Device::buildProgram",
                   "not a SPIR-V module (" + std::to_string(spirv.size()) +
                       " words, no SPIR-V magic number in the first word)");
  SpirvVersion v{int(spirv[1] >> 16 & 0xff), int(spirv[1] >> 8 & 0xff)};
  if (info_.supportsIL() && !info_.supportsSpirv(v))
    return clError(CL_INVALID_VALUE, "Device::buildProgram",
                   "the module is SPIR-V " + std::to_string(v.major) + "." +
                       std::to_string(v.minor) + " but " + info_.name + " accepts \"" +
                       info_.ilVersion + "\"");
  cl_int err = CL_INVALID_OPERATION;
  cl_program p = nullptr;
  if (clVersion(info_.version) >= 21)
    p = clCreateProgramWithIL(ctx_.get(), spirv.data(), spirv.size_bytes(), &err);
  const char* call = "clCreateProgramWithIL";
  if (!p && (err == CL_INVALID_OPERATION || err == CL_INVALID_VALUE) &&
      info_.hasExtension("cl_khr_il_program")) {
    auto fn = reinterpret_cast<clCreateProgramWithILKHR_fn>(
        clGetExtensionFunctionAddressForPlatform(platform_, "clCreateProgramWithILKHR"));
    if (fn) {
      call = "clCreateProgramWithILKHR";
      p = fn(ctx_.get(), spirv.data(), spirv.size_bytes(), &err);
    }
  }
  if (!p || err != CL_SUCCESS)
    return clError(err, call, "creating a program from " + std::to_string(spirv.size()) + " words");
  Program prog(Handle<cl_program>(p), device_, info_.addressBits);
  err = clBuildProgram(p, 1, &device_, options.c_str(), nullptr, nullptr);
  if (err != CL_SUCCESS) {
    Error e = clError(err, "clBuildProgram",
                      "building a SPIR-V " + std::to_string(v.major) + "." +
                          std::to_string(v.minor) + " module for " + info_.name);
    if (auto log = prog.buildLog()) e.log = *log;
    return e;
  }
  return prog;
}

Result<Event> Device::launch(const Kernel& kernel, Range3 numGroups,
                             std::span<const Event> waitFor) {
  auto wgs = kernel.workGroupSize();
  if (wgs[0] == 0)
    return clError(CL_INVALID_WORK_GROUP_SIZE, "Device::launch",
                   "kernel " + kernel.name() +
                       " has no work-group size (no KernelMetadata and no LocalSize)");
  Range3 global{};
  for (int i = 0; i < 3; ++i) global[i] = numGroups[i] * std::max<size_t>(wgs[i], 1);
  return launchNd(kernel, global, wgs, waitFor);
}

Result<Event> Device::launchNd(const Kernel& kernel, Range3 global, Range3 local,
                               std::span<const Event> waitFor) {
  for (auto& g : global)
    if (g == 0)
      return clError(CL_INVALID_GLOBAL_WORK_SIZE, "Device::launch",
                     "kernel " + kernel.name() + ": empty launch (a global size of 0)");
  cl_uint dims = 1;
  for (cl_uint i = 1; i < 3; ++i)
    if (global[i] > 1 || local[i] > 1) dims = i + 1;
  bool haveLocal = local[0] != 0;
  Range3 l = local;
  for (auto& x : l) x = std::max<size_t>(x, 1);
  auto wait = eventList(waitFor);
  cl_event e = nullptr;
  cl_int err = clEnqueueNDRangeKernel(queue_.get(), kernel.get(), dims, nullptr, global.data(),
                                      haveLocal ? l.data() : nullptr, cl_uint(wait.size()),
                                      wait.empty() ? nullptr : wait.data(), &e);
  if (err != CL_SUCCESS)
    return clError(err, "clEnqueueNDRangeKernel",
                   "launching " + kernel.name() + " with global size " + std::to_string(global[0]) +
                       "x" + std::to_string(global[1]) + "x" + std::to_string(global[2]) +
                       (haveLocal ? ", work-group size " + std::to_string(l[0]) + "x" +
                                        std::to_string(l[1]) + "x" + std::to_string(l[2])
                                  : std::string()));
  return Event(Handle<cl_event>(e));
}

Result<void> Device::finish() {
  if (cl_int err = clFinish(queue_.get()); err != CL_SUCCESS)
    return clError(err, "clFinish", "waiting for the queue");
  return {};
}

} // namespace spvkit::runtime
