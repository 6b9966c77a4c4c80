// Programs, kernels and argument setting.
#include "runtime/Program.h"

#include <CL/cl_ext.h>

#include <algorithm>

namespace spvkit::runtime {

namespace {
Error clError(cl_int code, std::string call, std::string message) {
  return Error{code, std::move(call), std::move(message), {}};
}

Result<std::string> programString(cl_program p, cl_program_info what, const char* purpose) {
  size_t n = 0;
  cl_int err = clGetProgramInfo(p, what, 0, nullptr, &n);
  std::string s(n, '\0');
  if (err == CL_SUCCESS && n) err = clGetProgramInfo(p, what, n, s.data(), nullptr);
  if (err != CL_SUCCESS) return clError(err, "clGetProgramInfo", purpose);
  while (!s.empty() && s.back() == '\0') s.pop_back();
  return s;
}
} // namespace

Result<std::string> Program::buildLog() const {
  size_t n = 0;
  cl_int err = clGetProgramBuildInfo(p_.get(), device_, CL_PROGRAM_BUILD_LOG, 0, nullptr, &n);
  std::string s(n, '\0');
  if (err == CL_SUCCESS && n)
    err = clGetProgramBuildInfo(p_.get(), device_, CL_PROGRAM_BUILD_LOG, n, s.data(), nullptr);
  if (err != CL_SUCCESS) return clError(err, "clGetProgramBuildInfo", "reading the build log");
  while (!s.empty() && (s.back() == '\0' || s.back() == '\n')) s.pop_back();
  return s;
}

Result<std::vector<std::string>> Program::kernelNames() const {
  auto s = programString(p_.get(), CL_PROGRAM_KERNEL_NAMES, "reading the kernel names");
  if (!s) return std::move(s).error();
  std::vector<std::string> out;
  size_t start = 0;
  while (start <= s->size()) {
    size_t end = s->find(';', start);
    if (end == std::string::npos) end = s->size();
    if (end > start) out.push_back(s->substr(start, end - start));
    start = end + 1;
  }
  return out;
}

Result<Kernel> Program::kernel(const std::string& name, KernelMetadata metadata) const {
  cl_int err = CL_SUCCESS;
  cl_kernel k = clCreateKernel(p_.get(), name.c_str(), &err);
  if (err != CL_SUCCESS) {
    std::string msg = "creating kernel \"" + name + "\"";
    if (err == CL_INVALID_KERNEL_NAME) {
      if (auto names = kernelNames()) {
        msg += "; the module has:";
        for (auto& n : *names) msg += " " + n;
        if (names->empty()) msg += " no kernels";
      }
    }
    return clError(err, "clCreateKernel", msg);
  }
  Kernel out;
  out.k_ = Handle<cl_kernel>(k);
  if (metadata.subgroupSize != 0) {
    size_t n = 0;
    std::vector<size_t> sizes;
    if (clGetDeviceInfo(device_, CL_DEVICE_SUB_GROUP_SIZES_INTEL, 0, nullptr, &n) == CL_SUCCESS &&
        n != 0) {
      sizes.resize(n / sizeof(size_t));
      if (clGetDeviceInfo(device_, CL_DEVICE_SUB_GROUP_SIZES_INTEL, n, sizes.data(), nullptr) !=
          CL_SUCCESS)
        sizes.clear();
    }
    if (!sizes.empty() &&
        std::find(sizes.begin(), sizes.end(), metadata.subgroupSize) == sizes.end()) {
      std::string list;
      for (auto x : sizes) list += " " + std::to_string(x);
      return clError(CL_INVALID_VALUE, "Program::kernel",
                     "kernel " + name + " needs subgroup size " +
                         std::to_string(metadata.subgroupSize) + "; the device has" + list);
    }
  }
  out.name_ = name;
  out.meta_ = std::move(metadata);
  out.addressBits_ = addressBits_;
  cl_uint n = 0;
  if ((err = clGetKernelInfo(k, CL_KERNEL_NUM_ARGS, sizeof n, &n, nullptr)) != CL_SUCCESS)
    return clError(err, "clGetKernelInfo", "reading the argument count of " + name);
  out.numArgs_ = n;
  cl_context ctx = nullptr;
  if ((err = clGetProgramInfo(p_.get(), CL_PROGRAM_CONTEXT, sizeof ctx, &ctx, nullptr)) !=
      CL_SUCCESS)
    return clError(err, "clGetProgramInfo", "reading the context of a program");
  out.ctx_ = Handle<cl_context>::retained(ctx);
  out.wgs_ = out.meta_.workGroupSize;
  if (out.wgs_[0] == 0) {
    size_t compiled[3] = {0, 0, 0};
    if (clGetKernelWorkGroupInfo(k, device_, CL_KERNEL_COMPILE_WORK_GROUP_SIZE, sizeof compiled,
                                 compiled, nullptr) == CL_SUCCESS &&
        compiled[0] != 0)
      out.wgs_ = {compiled[0], std::max<size_t>(compiled[1], 1), std::max<size_t>(compiled[2], 1)};
  } else {
    for (auto& x : out.wgs_) x = std::max<size_t>(x, 1);
  }
  return out;
}

Result<void> Kernel::setArgs(std::span<const Arg> args) {
  if (!k_) return clError(CL_INVALID_KERNEL, "Kernel::setArgs", "an empty Kernel");
  if (!meta_.params.empty()) {
    if (args.size() != meta_.params.size())
      return clError(CL_INVALID_KERNEL_ARGS, "Kernel::setArgs",
                     "kernel " + name_ + " has " + std::to_string(meta_.params.size()) +
                         " parameters, " + std::to_string(args.size()) + " arguments given");
    for (size_t i = 0; i < args.size(); ++i)
      if (!(args[i].type == meta_.params[i]))
        return clError(CL_INVALID_ARG_VALUE, "Kernel::setArgs",
                       "kernel " + name_ + " parameter " + std::to_string(i) + " is " +
                           toString(meta_.params[i]) + ", the argument is " +
                           toString(args[i].type));
  }
  // Vulkan memory means nothing to an OpenCL kernel.
  for (size_t i = 0; i < args.size(); ++i) {
    bool vulkan = false;
    if (auto* mv = std::get_if<MemRefValue>(&args[i].value))
      vulkan = mv->data.kind == DataRef::Kind::DeviceAddress;
    else if (auto* gv = std::get_if<GroupValue>(&args[i].value))
      for (auto& member : gv->members) vulkan |= member.data.kind == DataRef::Kind::DeviceAddress;
    if (vulkan)
      return clError(CL_INVALID_ARG_VALUE, "Kernel::setArgs",
                     "kernel " + name_ + " parameter " + std::to_string(i) +
                         ": Vulkan memory (a buffer device address) passed to an OpenCL kernel");
  }
  auto m = marshal(args);
  if (!m) {
    Error e = std::move(m).error();
    e.message = "kernel " + name_ + ": " + e.message;
    return e;
  }
  if (m->args.size() != numArgs_) {
    std::vector<ParamType> types;
    for (auto& a : args) types.push_back(a.type);
    return clError(CL_INVALID_KERNEL_ARGS, "Kernel::setArgs",
                   "kernel " + name_ + " takes " + std::to_string(numArgs_) +
                       " OpenCL arguments but the " + std::to_string(args.size()) +
                       " parameters given lower to " + std::to_string(m->args.size()) + " (" +
                       abiSignature(types) + ")");
  }
  if (!m->indirectSvm.empty() && addressBits_ != sizeof(void*) * 8)
    return clError(CL_INVALID_OPERATION, "Kernel::setArgs",
                   "groups need a device with " + std::to_string(sizeof(void*) * 8) +
                       "-bit addresses");
  std::vector<Handle<cl_mem>> aux;
  for (cl_uint i = 0; i < m->args.size(); ++i) {
    auto& a = m->args[i];
    cl_int err = CL_SUCCESS;
    const char* call = "clSetKernelArg";
    switch (a.kind) {
    case HostArg::Kind::Value:
      err = clSetKernelArg(k_.get(), i, a.bytes.size(), a.bytes.data());
      break;
    case HostArg::Kind::Buffer: {
      cl_mem mem = static_cast<cl_mem>(a.handle);
      err = clSetKernelArg(k_.get(), i, sizeof mem, &mem);
      break;
    }
    case HostArg::Kind::DeviceAddress: // refused above
      err = CL_INVALID_ARG_VALUE;
      break;
    case HostArg::Kind::Svm:
      call = "clSetKernelArgSVMPointer";
      err = clSetKernelArgSVMPointer(k_.get(), i, a.handle);
      break;
    case HostArg::Kind::NewBuffer: {
      call = "clCreateBuffer";
      cl_mem mem = clCreateBuffer(ctx_.get(), CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                                  a.bytes.size(), a.bytes.data(), &err);
      if (err != CL_SUCCESS) break;
      aux.emplace_back(mem);
      call = "clSetKernelArg";
      err = clSetKernelArg(k_.get(), i, sizeof mem, &mem);
      break;
    }
    }
    if (err != CL_SUCCESS)
      return clError(err, call,
                     "kernel " + name_ + ", OpenCL argument " + std::to_string(i) + " (" + a.role +
                         (a.kind == HostArg::Kind::Value
                              ? ", " + std::to_string(a.bytes.size()) + " bytes"
                              : std::string()) +
                         ")");
  }
  if (!m->indirectSvm.empty()) {
    cl_int err = clSetKernelExecInfo(k_.get(), CL_KERNEL_EXEC_INFO_SVM_PTRS,
                                     m->indirectSvm.size() * sizeof(void*), m->indirectSvm.data());
    if (err != CL_SUCCESS)
      return clError(err, "clSetKernelExecInfo",
                     "kernel " + name_ + ": announcing the SVM pointers of groups");
  }
  aux_ = std::move(aux);
  return {};
}

} // namespace spvkit::runtime
