// Helpers of the cooperative-matrix device test (coopmatrix_test.cpp):
// element types with host encode / decode, exact test values, template
// instantiation and compilation of kernels/coop_*.tl, host matrices.
#pragma once

#include "half_bits.h"

#include "TestDevice.h"
#include "codegen/Writer.h"
#include "frontend/DiagnosticRenderer.h"
#include "frontend/Frontend.h"
#include "passes/tensor/Pipeline.h"
#include "runtime/CallingConvention.h"

#include <cmath>
#include <complex>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

namespace coop_test {

using namespace spvkit;
using namespace spvkit::testdev;
using Z = std::complex<double>;
using device_test::fromBf16;
using device_test::fromHalf;
using device_test::toBf16;
using device_test::toHalf;

inline int failures = 0, checks = 0;

inline bool check(bool ok, const std::string& what) {
  ++checks;
  if (!ok) std::printf("FAILED: %s\n", what.c_str());
  failures += !ok;
  return ok;
}

// --- element types ------------------------------------------------------------------------

struct Ty {
  std::string name;
  size_t bytes;
  bool isInt, isComplex;
  double tol; // relative tolerance (0: exact)
  bool onDevice = true;
};
inline const Ty I8{"i8", 1, true, false, 0}, I16{"i16", 2, true, false, 0},
    I32{"i32", 4, true, false, 0}, I64{"i64", 8, true, false, 0},
    BF16{"bf16", 2, false, false, 1e-2}, F16{"f16", 2, false, false, 1e-3},
    F32{"f32", 4, false, false, 2e-5}, F64{"f64", 8, false, false, 1e-12},
    C32{"c32", 8, false, true, 2e-5}, C64{"c64", 16, false, true, 1e-12};
/// f32 and i32 compiled for pvc only (its subgroup block reads; PoCL has none).
inline const Ty F32_PVC{"f32", 4, false, false, 2e-5, false},
    I32_PVC{"i32", 4, true, false, 0, false};

/// The value as the type holds it (integers wrap, floats round).
inline Z represent(const Ty& t, Z v) {
  if (t.isInt) {
    int64_t i = int64_t(std::llround(v.real()));
    if (t.bytes == 1) i = int8_t(i);
    if (t.bytes == 2) i = int16_t(i);
    if (t.bytes == 4) i = int32_t(i);
    return Z(double(i), 0);
  }
  if (t.name == "bf16") return Z(fromBf16(toBf16(float(v.real()))), 0);
  if (t.name == "f16") return Z(fromHalf(toHalf(v.real())), 0);
  if (t.name == "f32") return Z(float(v.real()), 0);
  if (t.name == "c32") return Z(float(v.real()), float(v.imag()));
  if (t.isComplex) return v;
  return Z(v.real(), 0);
}

inline std::vector<uint8_t> encode(const Ty& t, const std::vector<Z>& v) {
  std::vector<uint8_t> out(v.size() * t.bytes);
  for (size_t i = 0; i < v.size(); ++i) {
    uint8_t* p = out.data() + i * t.bytes;
    double re = v[i].real(), im = v[i].imag();
    if (t.isInt) {
      int64_t x = int64_t(std::llround(re));
      std::memcpy(p, &x, t.bytes); // little endian: the low bytes
    } else if (t.name == "bf16") {
      uint16_t h = toBf16(float(re));
      std::memcpy(p, &h, 2);
    } else if (t.name == "f16") {
      uint16_t h = toHalf(re);
      std::memcpy(p, &h, 2);
    } else if (t.name == "f32" || t.name == "c32") {
      float f[2] = {float(re), float(im)};
      std::memcpy(p, f, t.bytes);
    } else if (t.name == "f64" || t.name == "c64") {
      double d[2] = {re, im};
      std::memcpy(p, d, t.bytes);
    }
  }
  return out;
}

inline std::vector<Z> decode(const Ty& t, const std::vector<uint8_t>& bytes) {
  std::vector<Z> out(bytes.size() / t.bytes);
  for (size_t i = 0; i < out.size(); ++i) {
    const uint8_t* p = bytes.data() + i * t.bytes;
    if (t.isInt) {
      int64_t x = 0;
      std::memcpy(&x, p, t.bytes);
      if (t.bytes < 8 && (x >> (8 * t.bytes - 1)) & 1) x -= int64_t(1) << (8 * t.bytes);
      out[i] = Z(double(x), 0);
    } else if (t.name == "bf16") {
      uint16_t h;
      std::memcpy(&h, p, 2);
      out[i] = Z(fromBf16(h), 0);
    } else if (t.name == "f16") {
      uint16_t h;
      std::memcpy(&h, p, 2);
      out[i] = Z(fromHalf(h), 0);
    } else if (t.name == "f32" || t.name == "c32") {
      float f[2] = {0, 0};
      std::memcpy(f, p, t.bytes);
      out[i] = Z(f[0], f[1]);
    } else {
      double d[2] = {0, 0};
      std::memcpy(d, p, t.bytes);
      out[i] = Z(d[0], d[1]);
    }
  }
  return out;
}

inline bool close(const Ty& t, Z got, Z want) {
  if (t.tol == 0) return got == want;
  double scale = std::max(1.0, std::abs(want));
  return std::abs(got - want) <= t.tol * scale;
}

/// Values that are exact in every type: small integers, and quarters for floats.
inline std::vector<Z> randomValues(const Ty& t, size_t n, unsigned seed, int range = 9) {
  std::vector<Z> v(n);
  uint64_t s = seed * 2654435761u + 12345;
  auto next = [&]() {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    return int((s >> 33) % uint64_t(2 * range + 1)) - range;
  };
  for (auto& x : v) {
    double re = next(), im = t.isComplex ? next() : 0;
    if (!t.isInt) re += 0.25 * (next() % 4), im += t.isComplex ? 0.25 * (next() % 4) : 0;
    x = represent(t, Z(re, im));
  }
  return v;
}

// --- templates and compilation ------------------------------------------------------------

inline std::string readTemplate(const std::string& name) {
  std::ifstream in(std::string(SPVKIT_TENSOR_KERNELS) + "/" + name + ".tl");
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

inline std::string fill(std::string text, const std::map<std::string, std::string>& holes) {
  for (const auto& [key, value] : holes) {
    const std::string hole = "@" + key + "@";
    for (size_t p = text.find(hole); p != std::string::npos; p = text.find(hole, p + value.size()))
      text.replace(p, hole.size(), value);
  }
  return text;
}

inline int modules = 0;

/// Compiles one module for the test device's target (or `target`) and writes NAME.spv.
inline std::optional<std::vector<uint32_t>>
compile(const std::string& name, const std::string& source, const char* target = nullptr) {
  if (!target) target = testTargetName();
  const tensor::Target t = *tensor::findTarget(target);
  std::string text = source;
  if (t.env.isVulkan()) {
    // A Vulkan device has its own subgroup size (lavapipe: 8): the case runs
    // with it, its work-group keeping the same number of subgroups.
    static const std::regex attrs(R"(subgroup_size=(\d+), work_group_size=\[(\d+),1\])");
    uint32_t sg = t.env.limits.subgroupSizes.empty() ? 0 : t.env.limits.subgroupSizes.front();
    std::smatch m;
    if (sg && std::regex_search(text, m, attrs) && std::stoul(m[1]) != sg) {
      unsigned from = unsigned(std::stoul(m[1])), wg = unsigned(std::stoul(m[2]));
      if (name.rfind("coop_layout", 0) == 0) {
        // The layout's expected values are those of its subgroup size.
        excluded(name, "the expected layout is that of subgroups of " + std::to_string(from) +
                           "; " + target + "'s subgroups have " + std::to_string(sg) +
                           " work-items");
        return std::nullopt;
      }
      std::printf("note: %s runs with subgroups of %u instead of %u on %s\n", name.c_str(), sg,
                  from, target);
      text = std::regex_replace(text, attrs,
                                "subgroup_size=" + std::to_string(sg) + ", work_group_size=[" +
                                    std::to_string(wg / from * sg) + ",1]");
    }
  }
  Context ctx;
  frontend::SourceManager sm;
  auto prog = frontend::parseString(ctx, sm, name + ".tl", text);
  if (!prog.ok()) {
    std::fputs(frontend::renderDiagnostics(sm, prog.diagnostics).c_str(), stdout);
    check(false, name + " parses");
    return std::nullopt;
  }
  DiagnosticList diags;
  tensor::PipelineResult result;
  std::vector<uint32_t> words;
  tensor::PipelineOptions options;
  options.target = &t;
  if (!tensor::runPipeline(*prog.module, options, diags, result) ||
      !tensor::writeSpirv(result, words, diags)) {
    std::fputs(diags.str().c_str(), stdout);
    check(false, name + " compiles");
    return std::nullopt;
  }
  std::ofstream(name + ".spv", std::ios::binary)
      .write(reinterpret_cast<const char*>(words.data()), std::streamsize(words.size() * 4));
  ++modules;
  return words;
}

inline std::string coopType(const Ty& t, int64_t m, int64_t n, const char* use = "matrix_acc") {
  return "coopmatrix<" + t.name + "x" + std::to_string(m) + "x" + std::to_string(n) + "," + use +
         ">";
}

inline std::string literal(const Ty& t, double v) {
  std::string s = std::to_string(v);
  if (t.isInt) return std::to_string(int64_t(v));
  if (t.isComplex) return "[" + s + ", 0.0]";
  return s;
}

// --- device helpers --------------------------------------------------------------------------

/// A column-major matrix on the host (rows x cols, leading dimension ld).
struct HostMatrix {
  Ty type;
  int64_t rows, cols, ld;
  std::vector<Z> data;
  HostMatrix(Ty t, int64_t r, int64_t c, int64_t l, std::vector<Z> d)
      : type(std::move(t)), rows(r), cols(c), ld(l), data(std::move(d)) {}
  HostMatrix(Ty t, int64_t r, int64_t c, Z fillValue = 0)
      : type(std::move(t)), rows(r), cols(c), ld(r), data(size_t(r * c), fillValue) {}
  Z& at(int64_t i, int64_t j) { return data[size_t(i + j * ld)]; }
  Z at(int64_t i, int64_t j) const { return data[size_t(i + j * ld)]; }
};

/// Device memory holding `v` in the encoding of `t`.
inline Buffer upload(Device& dev, const Ty& t, const std::vector<Z>& v) {
  std::vector<uint8_t> bytes = encode(t, v);
  return dev.createBuffer(std::span<const uint8_t>(bytes)).value();
}
inline std::vector<Z> download(Device& dev, const Buffer& b, const Ty& t, size_t count) {
  return decode(t, dev.readVector<uint8_t>(b, count * t.bytes).value());
}

/// The kernel NAME of a built program (a failed check when it is missing).
inline std::optional<Kernel> kernelOf(Program& prog, const std::string& name) {
  auto k = prog.kernel(name);
  if (!check(bool(k), "kernel " + name)) return std::nullopt;
  return std::move(*k);
}

/// Sets the arguments and runs `groups` work-groups to completion.
inline bool launch(Device& dev, Kernel& k, const std::vector<Arg>& args, size_t groups,
                   const std::string& what) {
  auto r = k.setArgs(args);
  if (!check(bool(r), what + ": arguments")) {
    std::printf("%s\n", r.error().str().c_str());
    return false;
  }
  auto ev = dev.launch(k, {groups, 1, 1});
  return check(ev && ev->wait(), what + ": runs");
}

inline MemRefType memrefType(const std::string& text) {
  return parseMemRefType(text).value();
}

/// Compares `got` with `want` entry by entry (entries where `want` is NaN are
/// not checked); one check, naming the first mismatch.
inline bool compare(const Ty& t, const std::vector<Z>& got, const std::vector<Z>& want,
                    const std::string& what) {
  size_t wrong = 0, first = 0;
  for (size_t i = 0; i < want.size() && i < got.size(); ++i) {
    if (std::isnan(want[i].real())) continue;
    if (!close(t, got[i], want[i])) {
      if (!wrong) first = i;
      ++wrong;
    }
  }
  std::string detail;
  if (wrong) {
    std::ostringstream os;
    os << " (" << wrong << " wrong, first at " << first << ": got " << got[first] << ", want "
       << want[first] << ")";
    detail = os.str();
  }
  return check(wrong == 0 && got.size() >= want.size(), what + detail);
}

/// Builds `words` on the device; null when there is no device, the type is
/// not run there, or the build fails (a failed check).
inline std::optional<Program> build(Device* dev, const std::optional<std::vector<uint32_t>>& words,
                                    const std::string& name) {
  if (!dev || !words) return std::nullopt;
  auto prog = dev->buildProgram(*words);
  if (!check(bool(prog), name + " builds")) {
    std::printf("%s\n", prog.error().str().c_str());
    return std::nullopt;
  }
  return std::move(*prog);
}

inline std::string shapeName(int64_t m, int64_t n) {
  return std::to_string(m) + "x" + std::to_string(n);
}

// --- load / store: every transpose and checked flag, at the memref's edges ----------------

struct Access {
  bool trans;
  int checked; // 0 none, 1 rows, 2 cols, 3 both
  std::string flags() const {
    static const char* c[] = {"", ".rows_checked", ".cols_checked", ".both_checked"};
    return std::string(trans ? ".t" : "") + c[checked];
  }
  bool rows() const { return checked & 1; }
  bool cols() const { return checked & 2; }
  /// Which memref modes are checked: rows_checked checks mode 0 (.n) / 1 (.t).
  bool check0() const { return trans ? cols() : rows(); }
  bool check1() const { return trans ? rows() : cols(); }
  /// A position where exactly the checked modes leave the memref (s0 x s1).
  std::pair<int64_t, int64_t> position(int64_t s0, int64_t s1, int64_t m, int64_t n) const {
    const int64_t e0 = trans ? n : m, e1 = trans ? m : n;
    int64_t p0 = check0() ? s0 - (e0 + 1) / 2 : 1;
    int64_t p1 = check1() ? (check0() ? -1 : s1 - (e1 + 1) / 2) : 1;
    return {p0, p1};
  }
  /// Whether memref entry (m0, m1) is accessed (in range where checked).
  bool inRange(int64_t m0, int64_t m1, int64_t s0, int64_t s1) const {
    return (!check0() || (m0 >= 0 && m0 < s0)) && (!check1() || (m1 >= 0 && m1 < s1));
  }
};

inline const Access kAccesses[] = {{false, 0}, {true, 0}, {false, 1}, {false, 2},
                                   {false, 3}, {true, 1}, {true, 2},  {true, 3}};

inline Z trunc(Z v) {
  return Z(std::trunc(v.real()), 0);
}

struct MulAddCase {
  Ty ta, tb, tc, td;
  int64_t m, k, n;
  bool transB;
  int64_t kLoop, kBlock; // the loop kernel's K (dynamic) and block
  int64_t sg = 16;
};

// --- the test families (coop_memory_tests.cpp, coop_math_tests.cpp) ----------------------

void loadStore(Device* dev, const Ty& t, int64_t sg, int64_t m, int64_t n, const char* use);
void layout(Device* dev, const Ty& t, int64_t sg, std::vector<std::pair<int64_t, int64_t>> shapes);
void atomics(Device* dev, const Ty& t, int64_t sg, int64_t m, int64_t n, Access acc,
             const char* scope);
void arith(Device* dev, const Ty& t, int64_t sg, int64_t m, int64_t n);
void mulAdd(Device* dev, const MulAddCase& c, const char* target = nullptr);
void reduce(Device* dev, const Ty& t, int64_t sg, int64_t m, int64_t n, const char* use);

} // namespace coop_test
