// Runtime errors, Result<T>, IL version parsing and device selectors: no device needed.
#include "runtime/Runtime.h"

#include <doctest/doctest.h>

using namespace spvkit::runtime;

TEST_CASE("errorName knows OpenCL status codes") {
  CHECK(errorName(0) == "CL_SUCCESS");
  CHECK(errorName(-11) == "CL_BUILD_PROGRAM_FAILURE");
  CHECK(errorName(-46) == "CL_INVALID_KERNEL_NAME");
  CHECK(errorName(-72) == "CL_MAX_SIZE_RESTRICTION_EXCEEDED");
  CHECK(errorName(-1001) == "CL_PLATFORM_NOT_FOUND_KHR");
  CHECK(errorName(-999) == "CL_ERROR(-999)");
}

TEST_CASE("Error::str names the call, the code and the message, then the log") {
  Error e{-11, "clBuildProgram", "building a SPIR-V 1.0 module for cpu", "line 1\nline 2\n"};
  CHECK(e.codeName() == "CL_BUILD_PROGRAM_FAILURE");
  CHECK(e.str() == "clBuildProgram failed with CL_BUILD_PROGRAM_FAILURE (-11): building a SPIR-V "
                   "1.0 module for cpu\nbuild log:\nline 1\nline 2");
  Error plain{-30, "clCreateBuffer", "", ""};
  CHECK(plain.str() == "clCreateBuffer failed with CL_INVALID_VALUE (-30)");
}

TEST_CASE("Result holds a value or an error") {
  Result<int> good = 42;
  REQUIRE(good.ok());
  CHECK(*good == 42);
  CHECK(good.value() == 42);

  Result<int> bad = Error{-5, "clEnqueueNDRangeKernel", "launching k", ""};
  CHECK_FALSE(bad);
  CHECK(bad.error().code == -5);
  CHECK_THROWS_AS((void)bad.value(), BadResultAccess);
  try {
    (void)bad.value();
  } catch (const BadResultAccess& x) {
    CHECK(x.error().call == "clEnqueueNDRangeKernel");
    CHECK(std::string(x.what()).find("CL_OUT_OF_RESOURCES") != std::string::npos);
  }

  Result<void> fine;
  CHECK(fine.ok());
  CHECK_NOTHROW(fine.value());
  Result<void> failed = Error{-36, "clFinish", "", ""};
  CHECK_FALSE(failed.ok());
  CHECK_THROWS_AS(failed.value(), BadResultAccess);
  Error moved = std::move(failed).error();
  CHECK(moved.call == "clFinish");

  Result<std::vector<int>> v = std::vector<int>{1, 2, 3};
  CHECK(v->size() == 3);
  std::vector<int> taken = *std::move(v);
  CHECK(taken.size() == 3);
}

TEST_CASE("parseIlVersions reads CL_DEVICE_IL_VERSION") {
  auto v = parseIlVersions("SPIR-V_1.2 SPIR-V_1.1 SPIR-V_1.0");
  REQUIRE(v.size() == 3);
  CHECK(v[0] == SpirvVersion{1, 0});
  CHECK(v[2] == SpirvVersion{1, 2});
  CHECK(parseIlVersions("SPIR-V_1.0 SPIR-V_1.4 SPIR-V_1.4").size() == 2);
  CHECK(parseIlVersions("").empty());
  CHECK(parseIlVersions("SPIR-V_x").empty());

  DeviceInfo info;
  info.spirvVersions = parseIlVersions("SPIR-V_1.2 SPIR-V_1.1 SPIR-V_1.0");
  info.extensions = {"cl_khr_il_program", "cl_khr_fp64"};
  CHECK(info.supportsIL());
  CHECK(info.maxSpirv() == SpirvVersion{1, 2});
  CHECK(info.supportsSpirv({1, 1}));
  CHECK_FALSE(info.supportsSpirv({1, 4}));
  CHECK(info.hasExtension("cl_khr_fp64"));
  CHECK_FALSE(info.hasExtension("cl_khr_fp"));
  CHECK_FALSE(DeviceInfo{}.supportsIL());
}

TEST_CASE("DeviceSelector::parse") {
  auto any = DeviceSelector::parse("");
  CHECK(any.platform == -1);
  CHECK(any.device == -1);
  CHECK(any.nameContains.empty());
  CHECK(any.requireIL);
  auto idx = DeviceSelector::parse("1:2");
  CHECK(idx.platform == 1);
  CHECK(idx.device == 2);
  auto plat = DeviceSelector::parse("0:");
  CHECK(plat.platform == 0);
  CHECK(plat.device == -1);
  auto name = DeviceSelector::parse("PoCL");
  CHECK(name.nameContains == "PoCL");
  CHECK(name.platform == -1);
}
