// Kernel texts, host data and host references of the GPU benchmark.
#include "bench/gpu/GpuCases.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <sstream>

namespace spvkit::bench {

namespace {
// Deterministic small values: multiples of 1/4 in [-0.5, 0.5] (exact in f16).
float quarter(uint64_t i) {
  uint64_t h = (i * 0x9E3779B97F4A7C15ull) >> 59; // 0..31
  return float(int(h % 5) - 2) * 0.25f;
}
// A value in [-0.5, 0.5) on a 1/1024 grid (attention inputs).
float fine(uint64_t i) {
  uint64_t h = (i * 0x9E3779B97F4A7C15ull) >> 54; // 0..1023
  return float(int(h) - 512) / 1024.0f;
}

// f16 bits of a float that f16 holds exactly (normal numbers and zero).
uint16_t halfBits(float f) {
  uint32_t x;
  std::memcpy(&x, &f, 4);
  uint16_t sign = uint16_t((x >> 16) & 0x8000);
  if ((x & 0x7fffffff) == 0) return sign;
  int exp = int((x >> 23) & 0xff) - 127 + 15;
  return uint16_t(sign | (exp << 10) | ((x >> 13) & 0x3ff));
}
float halfValue(uint16_t h) {
  if ((h & 0x7fff) == 0) return (h & 0x8000) ? -0.0f : 0.0f;
  int exp = int((h >> 10) & 0x1f) - 15;
  float m = 1.0f + float(h & 0x3ff) / 1024.0f;
  return ((h & 0x8000) ? -1.0f : 1.0f) * std::ldexp(m, exp);
}

template <class T>
std::vector<std::byte> bytesOf(const std::vector<T>& v) {
  std::vector<std::byte> b(v.size() * sizeof(T));
  std::memcpy(b.data(), v.data(), b.size());
  return b;
}
template <class T>
T at(const HostParam& p, size_t i) {
  T v;
  std::memcpy(&v, p.data.data() + i * sizeof(T), sizeof(T));
  return v;
}

// The sampled batch entries: `sample` spread evenly (all when fewer).
std::vector<size_t> samples(size_t batch, size_t sample) {
  std::vector<size_t> out;
  size_t n = std::min(batch, std::max<size_t>(sample, 1));
  for (size_t i = 0; i < n; ++i) out.push_back(i * batch / n);
  if (batch > 1 && out.back() != batch - 1) out.back() = batch - 1; // the last entry too
  return out;
}

double relErr(double got, double want, double scale) {
  return std::fabs(got - want) / std::max(scale, 1e-30);
}

// The body of a cooperative-matrix GEMM (examples/coopmatrix_gemm_f16.tl for
// M x M): 16x16 tiles of C, each a k loop of 16x16x16 multiply-adds.
std::string coopGemmBody(const std::string& M) {
  return "  %c0 = constant 0 : index\n  %cm = constant " + M +
         " : index\n"
         "  foreach_tile (%i,%j)=(%c0,%c0),(%cm,%cm) as (%ti,%tj)<=(16,16) {\n"
         "    %zero = constant 0.0 : coopmatrix<f32x16x16,matrix_acc>\n"
         "    %k16 = constant 16 : index\n"
         "    %acc = for %k=%c0,%cm,%k16 init(%s=%zero) -> (coopmatrix<f32x16x16,matrix_acc>) {\n"
         "      %ta = cooperative_matrix_load %a[%i,%k] : coopmatrix<f16x16x16,matrix_a>\n"
         "      %tb = cooperative_matrix_load %b[%k,%j] : coopmatrix<f16x16x16,matrix_b>\n"
         "      %next = cooperative_matrix_mul_add %ta, %tb, %s : "
         "coopmatrix<f32x16x16,matrix_acc>\n"
         "      yield (%next)\n    }\n"
         "    cooperative_matrix_store %acc, %c[%i,%j]\n  }\n}\n";
}

/// `coop`: the f16 GEMM with cooperative matrices (M a multiple of 16)
/// instead of the collective `gemm`.
GpuCase gemm(bool f16, size_t m, size_t batch, bool coop = false) {
  GpuCase c;
  std::string ab = f16 ? "f16" : "f32", M = std::to_string(m);
  c.id = (coop ? "coopgemm:" : "gemm:" + ab + ":") + M + ":" + std::to_string(batch);
  c.kernel = "gemm";
  c.source = "func @gemm(%A: memref<" + ab + "x" + M + "x" + M + "x?>, %B: memref<" + ab + "x" + M +
             "x" + M + "x?>, %C: memref<f32x" + M + "x" + M + "x?>) {\n" +
             "  %g = group_id.x : index\n" + "  %a = subview %A[0:" + M + ",0:" + M +
             ",%g] : memref<" + ab + "x" + M + "x" + M + ">\n" + "  %b = subview %B[0:" + M +
             ",0:" + M + ",%g] : memref<" + ab + "x" + M + "x" + M + ">\n" +
             "  %c = subview %C[0:" + M + ",0:" + M + ",%g] : memref<f32x" + M + "x" + M + ">\n" +
             (coop ? coopGemmBody(M)
                   : "  %one = constant 1.0 : " + ab + "\n" + "  %zero = constant 0.0 : f32\n" +
                         "  gemm %one, %a, %b, %zero, %c\n}\n");
  size_t n = m * m * batch;
  HostParam A, B, C;
  A.type = "memref<" + ab + "x" + M + "x" + M + "x?>";
  B.type = A.type;
  C.type = "memref<f32x" + M + "x" + M + "x?>";
  A.shape = B.shape = C.shape = {int64_t(m), int64_t(m), int64_t(batch)};
  if (f16) {
    std::vector<uint16_t> a(n), b(n);
    for (size_t i = 0; i < n; ++i) a[i] = halfBits(quarter(i)), b[i] = halfBits(quarter(i + n));
    A.data = bytesOf(a), B.data = bytesOf(b);
  } else {
    std::vector<float> a(n), b(n);
    for (size_t i = 0; i < n; ++i) a[i] = quarter(i), b[i] = quarter(i + n);
    A.data = bytesOf(a), B.data = bytesOf(b);
  }
  C.data.assign(n * 4, std::byte(0));
  C.output = true;
  c.params = {A, B, C};
  c.groups = batch;
  c.flops = 2.0 * double(m) * double(m) * double(m) * double(batch);
  c.bytes = double(n) * ((f16 ? 4 : 8) + 4);
  c.check = [f16, m, batch](const std::vector<HostParam>& p, size_t sample, size_t& checked) {
    double worst = 0;
    auto val = [&](const HostParam& h, size_t i) {
      return f16 ? double(halfValue(at<uint16_t>(h, i))) : double(at<float>(h, i));
    };
    std::vector<size_t> gs = samples(batch, sample);
    for (size_t g : gs)
      for (size_t j = 0; j < m; ++j)
        for (size_t i = 0; i < m; ++i) {
          double want = 0, scale = 0;
          for (size_t l = 0; l < m; ++l) {
            double x = val(p[0], g * m * m + i + l * m), y = val(p[1], g * m * m + l + j * m);
            want += x * y;
            scale += std::fabs(x * y);
          }
          double got = at<float>(p[2], g * m * m + i + j * m);
          worst = std::max(worst, relErr(got, want, std::max(scale, 1.0)));
        }
    checked = gs.size();
    return worst;
  };
  return c;
}

// A group parameter of `batch` members of rows x cols f32.
HostParam group(size_t rows, size_t cols, size_t batch, uint64_t seed) {
  HostParam p;
  std::string shape = std::to_string(rows) + (cols ? "x" + std::to_string(cols) : "");
  p.type = "group<memref<f32x" + shape + ">x?>";
  p.shape = {int64_t(rows)};
  if (cols) p.shape.push_back(int64_t(cols));
  p.members = batch;
  size_t per = rows * std::max<size_t>(cols, 1), n = per * batch;
  std::vector<float> v(n);
  for (size_t i = 0; i < n; ++i) v[i] = quarter(i + seed);
  p.data = bytesOf(v);
  return p;
}

HostParam scalar(double v) {
  HostParam p;
  p.type = "f32";
  p.scalar = v;
  p.isScalar = true;
  return p;
}
} // namespace

namespace {
// bench/kernels/attention.tl for subgroups of S: with S <= 16 that kernel
// (tiles of 16 keys, four 16-row output tiles); with S = 32 the same
// algorithm in tiles of R = 32 rows (the register lowering wants the rows of
// an A matrix to be a multiple of the subgroup size).
std::string attentionSource(uint32_t S) {
  const uint32_t R = std::max<uint32_t>(16, S);
  const std::string r = std::to_string(R), s = std::to_string(S), tiles = std::to_string(64 / R);
  auto acc = [](const std::string& rows) { return "coopmatrix<f32x" + rows + "x16,matrix_acc>"; };
  std::string t =
      "func @attention(%Q: group<memref<f32x64x16>x?>, %K: group<memref<f32x64x128>x?>,\n"
      "                %V: group<memref<f32x64x128>x?>, %O: group<memref<f32x64x16>x?>,\n"
      "                %L: group<memref<f32x1x16>x?>, %scale: f32)\n"
      "    attributes{subgroup_size=" +
      s + ", work_group_size=[" + s +
      ",1]} {\n"
      "  %g = group_id.x : index\n"
      "  %q = load %Q[%g] : memref<f32x64x16>\n"
      "  %k = load %K[%g] : memref<f32x64x128>\n"
      "  %v = load %V[%g] : memref<f32x64x128>\n"
      "  %o = load %O[%g] : memref<f32x64x16>\n"
      "  %l = load %L[%g] : memref<f32x1x16>\n"
      "  parallel {\n"
      "    %c0 = constant 0 : index\n    %c8 = constant 8 : index\n"
      "    %c64 = constant 64 : index\n    %c128 = constant 128 : index\n"
      "    %cr = constant " +
      r +
      " : index\n"
      "    %zero = constant 0.0 : " +
      acc(r) +
      "\n"
      "    %zero_l = constant 0.0 : coopmatrix<f32x1x16,matrix_acc>\n";
  std::string outs, inits, types, yields;
  for (uint32_t i = 0; i < 64 / R; ++i) {
    std::string I = std::to_string(i);
    outs += "%o" + I + ", ";
    inits += "%a" + I + "=%zero, ";
    types += acc(r) + ", ";
    yields += "%n" + I + ", ";
  }
  t += "    " + outs + "%lsum = for %kt=%c0,%c128,%cr\n        init(" + inits +
       "%al=%zero_l)\n        -> (" + types + "coopmatrix<f32x1x16,matrix_acc>) {\n";
  t += "      %s = for %dd=%c0,%c64,%c8 init(%acc=%zero) -> (" + acc(r) +
       ") {\n"
       "        %kt_tile = cooperative_matrix_load.t %k[%dd,%kt] : coopmatrix<f32x" +
       r +
       "x8,matrix_a>\n"
       "        %q_tile = cooperative_matrix_load %q[%dd,%c0] : coopmatrix<f32x8x16,matrix_b>\n"
       "        %next = cooperative_matrix_mul_add %kt_tile, %q_tile, %acc : " +
       acc(r) +
       "\n"
       "        yield (%next)\n      }\n";
  t += "      %p = cooperative_matrix_apply (%i,%j,%x)=%s -> " + acc(r) +
       " {\n"
       "        %y = mul %x, %scale : f32\n        %e = native_exp %y : f32\n"
       "        yield (%e)\n      }\n"
       "      %psum = cooperative_matrix_reduce_add.column %p : coopmatrix<f32x1x16,matrix_acc>\n"
       "      %l_next = add %al, %psum : coopmatrix<f32x1x16,matrix_acc>\n"
       "      %pb = cast %p : coopmatrix<f32x" +
       r + "x16,matrix_b>\n";
  for (uint32_t i = 0; i < 64 / R; ++i) {
    std::string I = std::to_string(i), row = std::to_string(i * R);
    t += "      %d" + I + " = constant " + row + " : index\n";
    t += "      %v" + I + " = cooperative_matrix_load %v[%d" + I + ",%kt] : coopmatrix<f32x" + r +
         "x" + r + ",matrix_a>\n";
    t += "      %n" + I + " = cooperative_matrix_mul_add %v" + I + ", %pb, %a" + I + " : " +
         acc(r) + "\n";
  }
  t += "      yield (" + yields + "%l_next)\n    }\n";
  for (uint32_t i = 0; i < 64 / R; ++i) {
    std::string I = std::to_string(i);
    t += "    %e" + I + " = constant " + std::to_string(i * R) + " : index\n";
    t += "    cooperative_matrix_store %o" + I + ", %o[%e" + I + ",%c0]\n";
  }
  t += "    cooperative_matrix_store %lsum, %l[%c0,%c0]\n  }\n}\n";
  (void)tiles;
  return t;
}

GpuCase attention(size_t batch, uint32_t subgroup) {
  GpuCase c;
  c.id = "attention:" + std::to_string(batch);
  c.kernel = "attention";
  c.source = attentionSource(subgroup);
  auto make = [&](size_t rows, size_t cols, uint64_t seed, bool output) {
    HostParam p;
    p.type = "group<memref<f32x" + std::to_string(rows) + "x" + std::to_string(cols) + ">x?>";
    p.shape = {int64_t(rows), int64_t(cols)};
    p.members = batch;
    std::vector<float> v(rows * cols * batch);
    for (size_t i = 0; i < v.size(); ++i) v[i] = output ? 0.0f : fine(i + seed);
    p.data = bytesOf(v);
    p.output = output;
    return p;
  };
  const double scale = 0.125;
  c.params = {make(64, 16, 1, false), make(64, 128, 2, false), make(64, 128, 3, false),
              make(64, 16, 0, true),  make(1, 16, 0, true),    scalar(scale)};
  c.groups = batch;
  c.flops = 4.0 * 16 * 128 * 64 * double(batch);
  c.bytes = double(batch) * 4 * (64 * 16 * 2 + 64 * 128 * 2 + 16);
  c.check = [batch, scale](const std::vector<HostParam>& p, size_t sample, size_t& checked) {
    double worst = 0;
    std::vector<size_t> gs = samples(batch, sample);
    for (size_t g : gs) {
      size_t q0 = g * 64 * 16, k0 = g * 64 * 128;
      for (size_t q = 0; q < 16; ++q) {
        double l = 0;
        std::vector<double> o(64, 0.0);
        for (size_t k = 0; k < 128; ++k) {
          double s = 0;
          for (size_t d = 0; d < 64; ++d)
            s +=
                double(at<float>(p[1], k0 + d + 64 * k)) * double(at<float>(p[0], q0 + d + 64 * q));
          double e = std::exp(scale * s);
          l += e;
          for (size_t d = 0; d < 64; ++d) o[d] += double(at<float>(p[2], k0 + d + 64 * k)) * e;
        }
        worst = std::max(worst, relErr(at<float>(p[4], g * 16 + q), l, l));
        for (size_t d = 0; d < 64; ++d)
          worst = std::max(worst, relErr(at<float>(p[3], q0 + d + 64 * q), o[d], l));
      }
    }
    checked = gs.size();
    return worst;
  };
  return c;
}

GpuCase axpby(size_t batch) {
  GpuCase c;
  c.id = "axpby:" + std::to_string(batch);
  c.kernel = "axpby";
  c.source = "func @axpby(%alpha: f32, %beta: f32, %A: group<memref<f32x64x64>x?>,\n"
             "            %B: group<memref<f32x64x64>x?>) {\n"
             "  %g = group_id.x : index\n"
             "  %a = load %A[%g] : memref<f32x64x64>\n"
             "  %b = load %B[%g] : memref<f32x64x64>\n"
             "  axpby %alpha, %a, %beta, %b\n"
             "}\n";
  const double alpha = 0.5, beta = -1.25;
  c.params = {scalar(alpha), scalar(beta), group(64, 64, batch, 11), group(64, 64, batch, 12)};
  c.params[3].output = true;
  c.groups = batch;
  c.bytes = 3.0 * 64 * 64 * 4 * double(batch);
  c.check = [batch, alpha, beta](const std::vector<HostParam>& p, size_t sample, size_t& checked) {
    double worst = 0;
    std::vector<size_t> gs = samples(batch, sample);
    for (size_t g : gs)
      for (size_t i = g * 4096; i < (g + 1) * 4096; ++i) {
        double want = alpha * double(quarter(i + 11)) + beta * double(quarter(i + 12));
        worst = std::max(worst, relErr(at<float>(p[3], i), want, 1.0));
      }
    checked = gs.size();
    return worst;
  };
  return c;
}

GpuCase sum(size_t batch) {
  GpuCase c;
  c.id = "sum:" + std::to_string(batch);
  c.kernel = "sum";
  c.source = "func @sum(%A: group<memref<f32x64x64>x?>, %b: group<memref<f32x64>x?>) {\n"
             "  %g = group_id.x : index\n"
             "  %a = load %A[%g] : memref<f32x64x64>\n"
             "  %v = load %b[%g] : memref<f32x64>\n"
             "  %one = constant 1.0 : f32\n"
             "  %zero = constant 0.0 : f32\n"
             "  sum %one, %a, %zero, %v\n"
             "}\n";
  c.params = {group(64, 64, batch, 21), group(64, 0, batch, 0)};
  c.params[1].output = true;
  c.groups = batch;
  c.bytes = (64.0 * 64 * 4 + 64 * 4) * double(batch);
  c.check = [batch](const std::vector<HostParam>& p, size_t sample, size_t& checked) {
    double worst = 0;
    std::vector<size_t> gs = samples(batch, sample);
    for (size_t g : gs)
      for (size_t i = 0; i < 64; ++i) {
        double want = 0;
        for (size_t j = 0; j < 64; ++j) want += double(quarter(g * 4096 + i + 64 * j + 21));
        worst = std::max(worst, relErr(at<float>(p[1], g * 64 + i), want, 16.0));
      }
    checked = gs.size();
    return worst;
  };
  return c;
}

std::vector<std::string> split(const std::string& s) {
  std::vector<std::string> out;
  std::stringstream in(s);
  for (std::string part; std::getline(in, part, ':');) out.push_back(part);
  return out;
}
} // namespace

std::optional<GpuCase> makeCase(const std::string& id, uint32_t subgroupSize, std::string& error) {
  std::vector<std::string> f = split(id);
  auto num = [&](size_t i) -> size_t {
    if (i >= f.size()) return 0;
    try {
      return size_t(std::stoull(f[i]));
    } catch (...) {
      return 0;
    }
  };
  if (f.size() == 4 && f[0] == "gemm" && (f[1] == "f32" || f[1] == "f16") && num(2) && num(3))
    return gemm(f[1] == "f16", num(2), num(3));
  if (f.size() == 3 && f[0] == "coopgemm" && num(1) && num(1) % 16 == 0 && num(2))
    return gemm(true, num(1), num(2), true);
  if (f.size() == 2 && f[0] == "attention" && num(1))
    return attention(num(1), subgroupSize ? subgroupSize : 32);
  if (f.size() == 2 && f[0] == "axpby" && num(1)) return axpby(num(1));
  if (f.size() == 2 && f[0] == "sum" && num(1)) return sum(num(1));
  error = "unknown case '" + id +
          "' (gemm:f32|f16:M:BATCH, coopgemm:M:BATCH, attention:BATCH, axpby:BATCH, sum:BATCH, "
          "copy:BYTES)";
  return std::nullopt;
}

} // namespace spvkit::bench
