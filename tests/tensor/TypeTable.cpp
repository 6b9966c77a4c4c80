#include "TypeTable.h"

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstring>
#include <limits>
#include <stdexcept>

namespace spvkit::typetest {

using runtime::ScalarType;

const std::vector<TypeInfo>& allTypes() {
  static const std::vector<TypeInfo> types = [] {
    std::vector<TypeInfo> t = {
        {"i8", Kind::Int, 8, ScalarType::I8},        {"i16", Kind::Int, 16, ScalarType::I16},
        {"i32", Kind::Int, 32, ScalarType::I32},     {"i64", Kind::Int, 64, ScalarType::I64},
        {"index", Kind::Int, 64, ScalarType::Index}, {"f16", Kind::Float, 16, ScalarType::F16},
        {"bf16", Kind::Float, 16, ScalarType::BF16}, {"f32", Kind::Float, 32, ScalarType::F32},
        {"f64", Kind::Float, 64, ScalarType::F64},   {"c32", Kind::Complex, 32, ScalarType::C32},
        {"c64", Kind::Complex, 64, ScalarType::C64}, {"bool", Kind::Bool, 1, ScalarType::I32}};
    return t;
  }();
  return types;
}

const TypeInfo& partOf(const TypeInfo& t) {
  return typeNamed(t.bits == 32 ? "f32" : "f64");
}

int64_t wrap(uint64_t v, int bits) {
  if (bits >= 64) return int64_t(v);
  return int64_t(v << (64 - bits)) >> (64 - bits);
}

const TypeInfo& typeNamed(const std::string& name) {
  for (const TypeInfo& t : allTypes())
    if (name == t.name) return t;
  throw std::logic_error("no type " + name);
}

namespace {

/// Mantissa bits after the leading one, smallest normal exponent, largest finite value.
struct FloatFormat {
  int p, emin;
  double max;
};
FloatFormat formatOf(const TypeInfo& t) {
  if (std::string(t.name) == "f16") return {10, -14, 65504.0};
  if (std::string(t.name) == "bf16") return {7, -126, 3.3895313892515355e38};
  if (t.bits == 32) return {23, -126, double(std::numeric_limits<float>::max())};
  return {52, -1022, std::numeric_limits<double>::max()};
}

double epsOf(ScalarType t) {
  switch (t) {
  case ScalarType::F16:
    return 0x1p-10;
  case ScalarType::BF16:
    return 0x1p-7;
  case ScalarType::F32:
  case ScalarType::C32:
    return 0x1p-23;
  default:
    return 0x1p-52;
  }
}

uint16_t halfBits(double v) {
  if (std::isnan(v)) return 0x7e00;
  uint16_t sign = std::signbit(v) ? 0x8000 : 0;
  double a = std::fabs(v);
  if (std::isinf(a)) return sign | 0x7c00;
  if (a < 0x1p-14) return sign | uint16_t(std::lround(a * 0x1p24));
  int e;
  double f = std::frexp(a, &e); // a = f 2^e, f in [0.5, 1)
  int exp = e - 1;
  return sign | uint16_t((exp + 15) << 10) | uint16_t(std::lround((f * 2 - 1) * 1024));
}
double halfValue(uint16_t h) {
  double sign = h & 0x8000 ? -1 : 1;
  int exp = (h >> 10) & 31, man = h & 1023;
  if (exp == 31) return man ? std::nan("") : sign * INFINITY;
  if (exp == 0) return sign * std::ldexp(man, -24);
  return sign * std::ldexp(1024 + man, exp - 25);
}

} // namespace

double roundTo(const TypeInfo& t, double x) {
  if (t.bits == 64 || std::isnan(x) || std::isinf(x) || x == 0) return x;
  if (t.bits == 32 && t.kind != Kind::Complex && std::string(t.name) != "bf16")
    return double(float(x));
  FloatFormat f = formatOf(t.kind == Kind::Complex ? partOf(t) : t);
  int e;
  std::frexp(x, &e);
  int exp = std::max(e - 1, f.emin) - f.p; // the weight of the last kept bit
  double r = std::ldexp(std::nearbyint(std::ldexp(x, -exp)), exp);
  if (std::fabs(r) > f.max) return std::copysign(INFINITY, x);
  return r;
}

// --- columns ---------------------------------------------------------------------------

V Column::get(size_t i) const {
  const char* p = bytes.data() + i * runtime::sizeOf(type);
  auto rd = [&](auto v) {
    std::memcpy(&v, p, sizeof v);
    return v;
  };
  switch (type) {
  case ScalarType::I8:
    return V::integer(rd(int8_t()));
  case ScalarType::I16:
    return V::integer(rd(int16_t()));
  case ScalarType::I32:
    return V::integer(rd(int32_t()));
  case ScalarType::I64:
  case ScalarType::Index:
    return V::integer(rd(int64_t()));
  case ScalarType::F16:
    return V::real(halfValue(rd(uint16_t())));
  case ScalarType::BF16: {
    uint32_t u = uint32_t(rd(uint16_t())) << 16;
    float f;
    std::memcpy(&f, &u, 4);
    return V::real(f);
  }
  case ScalarType::F32:
    return V::real(rd(float()));
  case ScalarType::F64:
    return V::real(rd(double()));
  case ScalarType::C32: {
    auto c = rd(std::complex<float>());
    return V::complex(c.real(), c.imag());
  }
  case ScalarType::C64: {
    auto c = rd(std::complex<double>());
    return V::complex(c.real(), c.imag());
  }
  case ScalarType::Bool:
    return V::integer(rd(uint8_t()));
  }
  return {};
}

void Column::set(size_t i, V v) {
  char* p = bytes.data() + i * runtime::sizeOf(type);
  auto wr = [&](auto x) { std::memcpy(p, &x, sizeof x); };
  switch (type) {
  case ScalarType::I8:
    return wr(int8_t(v.i));
  case ScalarType::I16:
    return wr(int16_t(v.i));
  case ScalarType::I32:
    return wr(int32_t(v.i));
  case ScalarType::I64:
  case ScalarType::Index:
    return wr(int64_t(v.i));
  case ScalarType::F16:
    return wr(halfBits(v.re));
  case ScalarType::BF16: {
    float f = float(v.re); // callers pass bf16 values, exact in f32
    uint32_t u;
    std::memcpy(&u, &f, 4);
    return wr(std::isnan(f) ? uint16_t(0x7fc0) : uint16_t(u >> 16));
  }
  case ScalarType::F32:
    return wr(float(v.re));
  case ScalarType::F64:
    return wr(v.re);
  case ScalarType::C32:
    return wr(std::complex<float>(float(v.re), float(v.im)));
  case ScalarType::C64:
    return wr(std::complex<double>(v.re, v.im));
  case ScalarType::Bool:
    return wr(uint8_t(v.i != 0));
  }
}

Column Column::slice(size_t from, size_t to) const {
  Column c(type, to - from);
  size_t es = runtime::sizeOf(type);
  std::copy(bytes.begin() + std::ptrdiff_t(from * es), bytes.begin() + std::ptrdiff_t(to * es),
            c.bytes.begin());
  return c;
}

bool close(ScalarType t, V got, V want, Tolerance tol) {
  bool isInt = t == ScalarType::I8 || t == ScalarType::I16 || t == ScalarType::I32 ||
               t == ScalarType::I64 || t == ScalarType::Index;
  if (isInt) return got.i == want.i;
  auto same = [](double g, double w) { return (std::isnan(g) && std::isnan(w)) || g == w; };
  if (same(got.re, want.re) && same(got.im, want.im)) return true;
  if (tol.ulps == 0 && tol.rel == 0) return false;
  if (std::isnan(got.re) || std::isnan(got.im) || std::isinf(want.re) || std::isinf(want.im) ||
      std::isnan(want.re) || std::isnan(want.im))
    return false;
  double err = std::abs(std::complex<double>(got.re - want.re, got.im - want.im));
  double scale = std::max(1.0, std::abs(std::complex<double>(want.re, want.im)));
  double bound = tol.rel ? tol.rel : tol.ulps * epsOf(t);
  return err <= bound * scale;
}

std::string show(ScalarType t, V v) {
  char buf[96];
  if (t == ScalarType::C32 || t == ScalarType::C64)
    std::snprintf(buf, sizeof buf, "(%.17g,%.17g)", v.re, v.im);
  else if (t == ScalarType::F16 || t == ScalarType::BF16 || t == ScalarType::F32 ||
           t == ScalarType::F64)
    std::snprintf(buf, sizeof buf, "%.17g", v.re);
  else
    std::snprintf(buf, sizeof buf, "%lld", static_cast<long long>(v.i));
  return buf;
}

std::string describe(Tolerance tol) {
  if (tol.rel) {
    char buf[48];
    std::snprintf(buf, sizeof buf, "relative tolerance %g", tol.rel);
    return buf;
  }
  if (tol.ulps) return "within " + std::to_string(int(tol.ulps)) + " ulp";
  return "exact";
}

// --- inputs ----------------------------------------------------------------------------

namespace {

struct Rng {
  uint64_t s;
  double uniform() { // [0, 1)
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    return double(s >> 11) / double(1ull << 53);
  }
  double range(double lo, double hi) { return lo + (hi - lo) * uniform(); }
  int64_t integer(int64_t lo, int64_t hi) { // [lo, hi]
    return lo + int64_t(uniform() * double(hi - lo + 1));
  }
};

} // namespace

V Inputs::get(int which, size_t i) const {
  const Column* columns[] = {&a, &b, &s, &m, &c};
  return columns[which]->get(i);
}

Inputs makeInputs(const TypeInfo& t, size_t n) {
  Inputs in{Column(t.scalar, n), Column(t.scalar, n), Column(t.scalar, n), Column(t.scalar, n),
            Column(t.scalar, n)};
  Rng rng{uint64_t(t.bits * 131 + t.name[0])};
  for (size_t i = 0; i < n; ++i) {
    if (t.kind == Kind::Int) {
      // A quarter of the values spans the whole range (never the minimum,
      // whose negation and quotient by -1 overflow), the rest is small.
      int64_t big =
          t.bits >= 64 ? std::numeric_limits<int64_t>::max() : (int64_t(1) << (t.bits - 1)) - 1;
      double lim = i % 4 == 0 ? double(big) : 100.0;
      auto pick = [&] { return std::clamp(int64_t(rng.range(-lim, lim)), -big, big); };
      in.a.set(i, V::integer(pick()));
      int64_t y = pick();
      in.b.set(i, V::integer(y == 0 ? 7 : y));
      in.s.set(i, V::integer(int64_t(i) % t.bits));
      in.m.set(i, V::integer(pick()));
      in.c.set(i, V::integer(rng.integer(-100, 100)));
    } else if (t.kind == Kind::Float) {
      in.a.set(i, V::real(roundTo(t, rng.range(-10, 10))));
      in.b.set(i, V::real(roundTo(t, rng.range(-10, 10))));
      in.s.set(i, in.a.get(i));
      in.m.set(i, V::real(roundTo(t, rng.range(0.1, 4))));
      double c = double(rng.integer(-100, 99)) + (i % 2 ? 0.0 : 0.25 * double(rng.integer(0, 3)));
      in.c.set(i, V::real(roundTo(t, c)));
    } else {
      const TypeInfo& p = partOf(t);
      auto z = [&](double lim) {
        return V::complex(roundTo(p, rng.range(-lim, lim)), roundTo(p, rng.range(-lim, lim)));
      };
      in.a.set(i, z(10));
      in.b.set(i, z(10));
      in.s.set(i, in.a.get(i));
      in.m.set(i, z(2));
      in.c.set(i, V::complex(double(rng.integer(-100, 100)), double(rng.integer(-100, 100)) / 4));
    }
  }
  if (t.kind == Kind::Float) {
    // IEEE specials: NaN, infinities, a zero divisor, a negative zero.
    in.a.set(0, V::real(std::nan("")));
    in.a.set(1, V::real(INFINITY));
    in.b.set(2, V::real(0.0));
    in.a.set(3, V::real(-0.0));
    in.b.set(4, V::real(-INFINITY));
  }
  return in;
}

// --- operations ------------------------------------------------------------------------

std::vector<OpSpec> opsFor(const TypeInfo& t) {
  std::vector<OpSpec> ops;
  const TypeInfo& i32 = typeNamed("i32");
  const TypeInfo* tp = &t; // a table entry: lives as long as the program
  const int w = t.bits;
  auto cmp = [&](const char* name, std::function<bool(V, V)> f) {
    ops.push_back({name, 3, 0, 1, &i32, [f](V x, V y, size_t) { return V::integer(f(x, y)); },
                   Tolerance::exact()});
  };
  if (t.kind == Kind::Int) {
    auto bin = [&](const char* name, std::function<int64_t(int64_t, int64_t)> f, int in1 = 1) {
      ops.push_back(
          {name, 2, 0, in1, tp,
           [f, w](V x, V y, size_t) { return V::integer(wrap(uint64_t(f(x.i, y.i)), w)); },
           Tolerance::exact()});
    };
    auto un = [&](const char* name, std::function<int64_t(int64_t)> f) {
      ops.push_back({name, 1, 0, 0, tp,
                     [f, w](V x, V, size_t) { return V::integer(wrap(uint64_t(f(x.i)), w)); },
                     Tolerance::exact()});
    };
    using U = uint64_t;
    bin("add", [](int64_t x, int64_t y) { return int64_t(U(x) + U(y)); });
    bin("sub", [](int64_t x, int64_t y) { return int64_t(U(x) - U(y)); });
    bin("mul", [](int64_t x, int64_t y) { return int64_t(U(x) * U(y)); });
    bin("div", [](int64_t x, int64_t y) { return x / y; });
    bin("rem", [](int64_t x, int64_t y) { return x % y; });
    bin("max", [](int64_t x, int64_t y) { return std::max(x, y); });
    bin("min", [](int64_t x, int64_t y) { return std::min(x, y); });
    bin(
        "shl", [](int64_t x, int64_t s) { return int64_t(U(x) << s); }, 2);
    bin(
        "shr", [](int64_t x, int64_t s) { return x >> s; }, 2);
    bin("and", [](int64_t x, int64_t y) { return x & y; });
    bin("or", [](int64_t x, int64_t y) { return x | y; });
    bin("xor", [](int64_t x, int64_t y) { return x ^ y; });
    un("abs", [](int64_t x) { return x < 0 ? int64_t(0 - U(x)) : x; });
    un("neg", [](int64_t x) { return int64_t(0 - U(x)); });
    un("not", [](int64_t x) { return ~x; });
    cmp("equal", [](V x, V y) { return x.i == y.i; });
    cmp("not_equal", [](V x, V y) { return x.i != y.i; });
    cmp("greater_than", [](V x, V y) { return x.i > y.i; });
    cmp("greater_than_equal", [](V x, V y) { return x.i >= y.i; });
    cmp("less_than", [](V x, V y) { return x.i < y.i; });
    cmp("less_than_equal", [](V x, V y) { return x.i <= y.i; });
  } else if (t.kind == Kind::Float) {
    auto bin = [&](const char* name, std::function<double(double, double)> f,
                   Tolerance tol = Tolerance::exact()) {
      ops.push_back({name, 2, 0, 1, tp,
                     [f, tp](V x, V y, size_t) { return V::real(roundTo(*tp, f(x.re, y.re))); },
                     tol});
    };
    auto un = [&](const std::string& name, std::function<double(double)> f, int in0,
                  Tolerance tol = Tolerance::exact()) {
      ops.push_back({name, 1, in0, in0, tp,
                     [f, tp](V x, V, size_t) { return V::real(roundTo(*tp, f(x.re))); }, tol});
    };
    bin("add", [](double x, double y) { return x + y; });
    bin("sub", [](double x, double y) { return x - y; });
    bin("mul", [](double x, double y) { return x * y; });
    bin(
        "div", [](double x, double y) { return x / y; }, Tolerance::ulp(2));
    bin("rem", [](double x, double y) { return std::fmod(x, y); });
    bin("max", [](double x, double y) { return std::fmax(x, y); });
    bin("min", [](double x, double y) { return std::fmin(x, y); });
    un(
        "abs", [](double x) { return std::fabs(x); }, 0);
    un(
        "neg", [](double x) { return -x; }, 0);
    cmp("equal", [](V x, V y) { return x.re == y.re; });
    cmp("not_equal", [](V x, V y) { return !(x.re == y.re); });
    cmp("greater_than", [](V x, V y) { return x.re > y.re; });
    cmp("greater_than_equal", [](V x, V y) { return x.re >= y.re; });
    cmp("less_than", [](V x, V y) { return x.re < y.re; });
    cmp("less_than_equal", [](V x, V y) { return x.re <= y.re; });
    // native_ functions have implementation-defined accuracy: 2^-11 relative.
    Tolerance math = Tolerance::ulp(8),
              native = t.bits == 32 && t.name[0] == 'f' ? Tolerance{0, 0x1p-11} : Tolerance::ulp(8);
    double (*fs[])(double) = {std::cos, std::sin, std::exp, std::exp2, std::log, std::log2};
    const char* names[] = {"cos", "sin", "exp", "exp2", "log", "log2"};
    for (int k = 0; k < 6; ++k) un(names[k], fs[k], 3, math);
    for (int k = 0; k < 6; ++k) un(std::string("native_") + names[k], fs[k], 3, native);
  } else {
    using C = std::complex<double>;
    const TypeInfo* p = &partOf(t);
    auto rz = [p](C z) { return V::complex(roundTo(*p, z.real()), roundTo(*p, z.imag())); };
    auto c = [](V v) { return C(v.re, v.im); };
    auto bin = [&](const char* name, std::function<C(C, C)> f, Tolerance tol = Tolerance::exact()) {
      ops.push_back(
          {name, 2, 0, 1, tp, [f, rz, c](V x, V y, size_t) { return rz(f(c(x), c(y))); }, tol});
    };
    auto un = [&](const char* name, std::function<C(C)> f, int in0, const TypeInfo* r,
                  Tolerance tol = Tolerance::exact()) {
      ops.push_back({name, 1, in0, in0, r,
                     [f, rz, c, p, r](V x, V, size_t) {
                       C z = f(c(x));
                       return r->kind == Kind::Complex ? rz(z) : V::real(roundTo(*p, z.real()));
                     },
                     tol});
    };
    bin("add", [](C x, C y) { return x + y; });
    bin("sub", [](C x, C y) { return x - y; });
    bin(
        "mul", [](C x, C y) { return x * y; }, Tolerance::ulp(8));
    bin(
        "div", [](C x, C y) { return x / y; }, Tolerance::ulp(8));
    un(
        "neg", [](C x) { return -x; }, 0, tp);
    un(
        "conj", [](C x) { return std::conj(x); }, 0, tp);
    un(
        "re", [](C x) { return C(x.real()); }, 0, p);
    un(
        "im", [](C x) { return C(x.imag()); }, 0, p);
    un(
        "abs", [](C x) { return C(std::abs(x)); }, 0, p, Tolerance::ulp(8));
    cmp("equal", [](V x, V y) { return x.re == y.re && x.im == y.im; });
    cmp("not_equal", [](V x, V y) { return !(x.re == y.re && x.im == y.im); });
    un(
        "exp", [](C x) { return std::exp(x); }, 3, tp, Tolerance::ulp(16));
    un(
        "exp2", [](C x) { return std::exp(x * std::log(2.0)); }, 3, tp, Tolerance::ulp(16));
  }
  return ops;
}

std::vector<const TypeInfo*> castTargets(const TypeInfo& t) {
  std::vector<const TypeInfo*> out;
  for (const TypeInfo& u : allTypes())
    if (u.kind != Kind::Bool && (t.kind != Kind::Complex || u.kind == Kind::Complex))
      out.push_back(&u);
  return out;
}

V castRef(const TypeInfo& from, const TypeInfo& to, V v) {
  double x = from.kind == Kind::Int ? double(v.i) : v.re;
  switch (to.kind) {
  case Kind::Int:
    return V::integer(from.kind == Kind::Int ? wrap(uint64_t(v.i), to.bits)
                                             : wrap(uint64_t(int64_t(std::trunc(x))), to.bits));
  case Kind::Float:
    return V::real(roundTo(to, x));
  case Kind::Complex: {
    const TypeInfo& p = partOf(to);
    return V::complex(roundTo(p, x), from.kind == Kind::Complex ? roundTo(p, v.im) : 0.0);
  }
  case Kind::Bool:
    break;
  }
  return {};
}

} // namespace spvkit::typetest
