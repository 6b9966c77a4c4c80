#include "tools/Npy.h"

#include <array>
#include <cctype>
#include <cmath>
#include <cstring>
#include <fstream>
#include <iterator>
#include <optional>

namespace spvkit::tools {

namespace {

std::optional<runtime::ScalarType> dtypeOf(std::string_view d) {
  using runtime::ScalarType;
  if (d.size() < 2 || (d[0] != '<' && d[0] != '|' && d[0] != '=')) return std::nullopt;
  d.remove_prefix(1);
  if (d == "i1") return ScalarType::I8;
  if (d == "i2") return ScalarType::I16;
  if (d == "i4") return ScalarType::I32;
  if (d == "i8") return ScalarType::I64;
  if (d == "f2") return ScalarType::F16;
  if (d == "f4") return ScalarType::F32;
  if (d == "f8") return ScalarType::F64;
  if (d == "c8") return ScalarType::C32;
  if (d == "c16") return ScalarType::C64;
  return std::nullopt;
}

const char* descrOf(runtime::ScalarType t) {
  using runtime::ScalarType;
  switch (t) {
  case ScalarType::I8:
    return "|i1";
  case ScalarType::I16:
    return "<i2";
  case ScalarType::I32:
    return "<i4";
  case ScalarType::I64:
  case ScalarType::Index:
    return "<i8";
  case ScalarType::F16:
  case ScalarType::BF16:
    return "<f2";
  case ScalarType::F32:
    return "<f4";
  case ScalarType::F64:
    return "<f8";
  case ScalarType::C32:
    return "<c8";
  case ScalarType::C64:
    return "<c16";
  case ScalarType::Bool:
    return "|b1";
  }
  return "<f4";
}

} // namespace

bool readNpy(const std::string& path, HostArray& out, std::string& error, std::string& note) {
  std::ifstream f(path, std::ios::binary);
  std::string data((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  if (!f && data.empty()) return error = "cannot read '" + path + "'", false;
  if (data.size() < 10 || data.compare(0, 6, "\x93NUMPY") != 0)
    return error = "'" + path + "' is not a .npy file", false;
  size_t hlen, start;
  if (data[6] == 1) {
    hlen = uint8_t(data[8]) | size_t(uint8_t(data[9])) << 8, start = 10;
  } else {
    if (data.size() < 12) return error = "'" + path + "': truncated header", false;
    hlen = 0;
    for (int i = 0; i < 4; ++i) hlen |= size_t(uint8_t(data[8 + i])) << (8 * i);
    start = 12;
  }
  if (start + hlen > data.size()) return error = "'" + path + "': truncated header", false;
  std::string h = data.substr(start, hlen);
  auto field = [&](const std::string& key) -> std::string {
    size_t k = h.find("'" + key + "'");
    if (k == std::string::npos) return "";
    size_t c = h.find(':', k);
    return c == std::string::npos ? "" : h.substr(c + 1);
  };
  std::string descr = field("descr");
  size_t q1 = descr.find('\''), q2 = descr.find('\'', q1 + 1);
  auto type = q1 == std::string::npos ? std::nullopt : dtypeOf(descr.substr(q1 + 1, q2 - q1 - 1));
  if (!type) return error = "'" + path + "': unsupported dtype" + descr.substr(0, 12), false;
  bool fortran = field("fortran_order").find("True") < field("fortran_order").find(',');
  std::string sh = field("shape");
  sh = sh.substr(sh.find('(') + 1, sh.find(')') - sh.find('(') - 1);
  std::vector<int64_t> shape;
  for (size_t p = 0; p < sh.size();) {
    while (p < sh.size() && !std::isdigit(static_cast<unsigned char>(sh[p]))) ++p;
    if (p >= sh.size()) break;
    shape.push_back(std::stoll(sh.substr(p)));
    while (p < sh.size() && std::isdigit(static_cast<unsigned char>(sh[p]))) ++p;
  }
  size_t count = 1, es = runtime::sizeOf(*type);
  for (int64_t d : shape) count *= size_t(d);
  const char* payload = data.data() + start + hlen;
  if (data.size() - start - hlen < count * es)
    return error = "'" + path + "': fewer bytes than the shape needs", false;
  out.type = *type;
  out.shape = shape;
  out.bytes.assign(payload, payload + count * es);
  if (!fortran && shape.size() > 1) {
    // C order: the last index is contiguous; copy into column-major order.
    note = "'" + path + "' is in C order; converted to column-major (fortran_order)";
    std::vector<char> col(out.bytes.size());
    std::vector<int64_t> idx(shape.size(), 0);
    for (size_t lin = 0; lin < count; ++lin) {
      size_t c = 0, stride = 1;
      for (size_t d = shape.size(); d-- > 0;)
        c += size_t(idx[d]) * stride, stride *= size_t(shape[d]);
      size_t f = 0;
      stride = 1;
      for (size_t d = 0; d < shape.size(); ++d)
        f += size_t(idx[d]) * stride, stride *= size_t(shape[d]);
      std::memcpy(col.data() + f * es, out.bytes.data() + c * es, es);
      for (size_t d = 0; d < shape.size() && ++idx[d] == shape[d]; ++d) idx[d] = 0;
    }
    out.bytes.swap(col);
  }
  return true;
}

bool writeNpy(const std::string& path, const HostArray& a) {
  std::string shape = "(";
  for (int64_t d : a.shape) shape += std::to_string(d) + ",";
  if (a.shape.size() > 1) shape.pop_back();
  shape += ")";
  std::string h = std::string("{'descr': '") + descrOf(a.type) +
                  "', 'fortran_order': True, 'shape': " + shape + ", }";
  while ((10 + h.size() + 1) % 64) h += ' ';
  h += '\n';
  std::string head = "\x93NUMPY\x01";
  head += '\0';
  head += char(h.size() & 0xff);
  head += char(h.size() >> 8);
  std::ofstream f(path, std::ios::binary);
  f << head << h;
  f.write(a.bytes.data(), std::streamsize(a.bytes.size()));
  return bool(f);
}

bool randomArray(std::string_view spec, runtime::ScalarType t, HostArray& out, uint64_t& seed) {
  out.type = t;
  out.shape.clear();
  for (size_t p = 0; p <= spec.size();) {
    size_t x = spec.find('x', p);
    if (x == std::string_view::npos) x = spec.size();
    std::string part(spec.substr(p, x - p));
    if (part.empty() || part.find_first_not_of("0123456789") != std::string::npos) return false;
    out.shape.push_back(std::stoll(part));
    p = x + 1;
  }
  size_t count = 1;
  for (int64_t d : out.shape) count *= size_t(d);
  size_t es = runtime::sizeOf(t);
  out.bytes.assign(count * es, 0);
  for (size_t i = 0; i < count; ++i) {
    seed = seed * 6364136223846793005ull + 1442695040888963407ull; // fixed-seed LCG
    double u = double(seed >> 11) / double(1ull << 53);            // [0, 1)
    char* dst = out.bytes.data() + i * es;
    auto put = [&](auto v) { std::memcpy(dst, &v, sizeof v); };
    using runtime::ScalarType;
    switch (t) {
    case ScalarType::I8:
      put(int8_t(u * 200 - 100));
      break;
    case ScalarType::I16:
      put(int16_t(u * 2000 - 1000));
      break;
    case ScalarType::I32:
      put(int32_t(u * 2000 - 1000));
      break;
    case ScalarType::I64:
    case ScalarType::Index:
      put(int64_t(u * 2000 - 1000));
      break;
    case ScalarType::F32:
      put(float(u * 2 - 1));
      break;
    case ScalarType::F64:
      put(u * 2 - 1);
      break;
    case ScalarType::C32:
      put(std::array<float, 2>{float(u * 2 - 1), float(u)});
      break;
    case ScalarType::C64:
      put(std::array<double, 2>{u * 2 - 1, u});
      break;
    case ScalarType::Bool:
      put(uint8_t(u < 0.5));
      break;
    case ScalarType::F16: {
      // k / 1024 for an integer |k| <= 1024: exact in f16 (and a normal
      // number), encoded directly.
      auto k = int32_t(std::lround((u * 2 - 1) * 1024));
      uint32_t n = uint32_t(k < 0 ? -k : k), bits = k < 0 ? 0x8000 : 0;
      if (n) {
        uint32_t e = 0;
        while ((n >> (e + 1)) != 0) ++e; // 2^e <= n < 2^(e+1)
        bits |= (e + 5) << 10 | ((n << (10 - e)) - 1024);
      }
      put(uint16_t(bits));
      break;
    }
    case ScalarType::BF16: {
      // k / 128, |k| <= 128: exact in bf16, the upper half of the f32.
      float f = float(std::lround((u * 2 - 1) * 128)) / 128.0f;
      uint32_t b;
      std::memcpy(&b, &f, 4);
      put(uint16_t(b >> 16));
      break;
    }
    default:
      return false;
    }
  }
  return true;
}

} // namespace spvkit::tools
