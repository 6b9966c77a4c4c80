// Errors of the spvkit runtimes (OpenCL and Vulkan).
//
// Every fallible runtime function returns a Result<T>: either a T or an Error
// that names the status code of its API (an OpenCL status such as
// CL_BUILD_PROGRAM_FAILURE, or a VkResult such as VK_ERROR_DEVICE_LOST), the
// call that failed (an API entry point such as "clBuildProgram" or
// "vkCreateComputePipelines", or a runtime function for checks the runtime
// makes itself), a readable message and, for build failures, the build log. Result<T> is a small
// C++20 stand-in for std::expected<T, Error>: value() throws BadResultAccess when it holds an
// error, operator* and operator-> do not check. The runtime itself never
// throws for OpenCL failures, never prints and never exits.
#pragma once

#include <cstdint>
#include <exception>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

namespace spvkit::runtime {

/// The OpenCL name of a status code ("CL_INVALID_VALUE"), or "CL_ERROR(<n>)".
std::string errorName(int code);
/// The name of a VkResult ("VK_ERROR_DEVICE_LOST"), or "VK_RESULT(<n>)".
std::string vkResultName(int code);

/// Which API's codes Error::code holds.
enum class Api : uint8_t { OpenCL, Vulkan };

struct Error {
  int code = 0;        ///< status code (negative): cl_int, or VkResult when api is Vulkan
  std::string call;    ///< the failing OpenCL call or runtime function
  std::string message; ///< what the runtime was doing / what is wrong
  std::string log;     ///< the program build log, when there is one
  Api api = Api::OpenCL;

  std::string codeName() const { return api == Api::Vulkan ? vkResultName(code) : errorName(code); }
  /// "clBuildProgram failed with CL_BUILD_PROGRAM_FAILURE (-11): <message>"
  /// followed by "\nbuild log:\n<log>" when there is a log.
  std::string str() const;
};

/// Thrown by Result<T>::value() when the result holds an error.
class BadResultAccess : public std::exception {
public:
  explicit BadResultAccess(Error e) : error_(std::move(e)), what_(error_.str()) {}
  const Error& error() const& { return error_; }
  const char* what() const noexcept override { return what_.c_str(); }

private:
  Error error_;
  std::string what_;
};

template <class T>
class [[nodiscard]] Result {
public:
  Result(T value) : v_(std::in_place_index<0>, std::move(value)) {}
  Result(Error error) : v_(std::in_place_index<1>, std::move(error)) {}

  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }

  T& value() & {
    check();
    return std::get<0>(v_);
  }
  const T& value() const& {
    check();
    return std::get<0>(v_);
  }
  T&& value() && {
    check();
    return std::get<0>(std::move(v_));
  }
  T& operator*() & { return *std::get_if<0>(&v_); }
  const T& operator*() const& { return *std::get_if<0>(&v_); }
  T&& operator*() && { return std::move(*std::get_if<0>(&v_)); }
  T* operator->() { return std::get_if<0>(&v_); }
  const T* operator->() const { return std::get_if<0>(&v_); }
  /// The error; only meaningful when !ok().
  const Error& error() const& { return *std::get_if<1>(&v_); }
  Error&& error() && { return std::move(*std::get_if<1>(&v_)); }

private:
  void check() const {
    if (!ok()) throw BadResultAccess(error());
  }
  std::variant<T, Error> v_;
};

template <>
class [[nodiscard]] Result<void> {
public:
  Result() = default;
  Result(Error error) : error_(std::move(error)), ok_(false) {}

  bool ok() const { return ok_; }
  explicit operator bool() const { return ok_; }
  void value() const {
    if (!ok_) throw BadResultAccess(error_);
  }
  const Error& error() const& { return error_; }
  Error&& error() && { return std::move(error_); }

private:
  Error error_;
  bool ok_ = true;
};

} // namespace spvkit::runtime
