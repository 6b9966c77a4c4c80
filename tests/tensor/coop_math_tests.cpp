// Cooperative-matrix device test families for computation: arithmetic,
// cast, constant, scale, construct and apply; mul_add; the reductions
// (coopmatrix_test.cpp runs them).
#include "coop_support.h"

namespace coop_test {

namespace {

// --- arithmetic, cast, constant, scale, construct, apply ----------------------------------

struct ArithOp {
  std::string name;
  /// Lines computing {r} (of type {CT}, or {RT} when `real`); {n} makes names unique.
  std::string snippet;
  std::function<Z(Z a, Z b, Z alpha, int64_t i, int64_t j)> ref;
  bool real = false;
};

std::vector<ArithOp> arithOps(const Ty& t) {
  const bool isInt = t.isInt, cplx = t.isComplex;
  std::vector<ArithOp> ops = {
      {"add", "{r} = add %a, %b : {CT}", [](Z a, Z b, Z, int64_t, int64_t) { return a + b; }},
      {"sub", "{r} = sub %a, %b : {CT}", [](Z a, Z b, Z, int64_t, int64_t) { return a - b; }},
      {"mul", "{r} = mul %a, %b : {CT}", [](Z a, Z b, Z, int64_t, int64_t) { return a * b; }},
      {"div", "{r} = div %a, %b : {CT}",
       [isInt](Z a, Z b, Z, int64_t, int64_t) {
         return isInt ? Z(double(int64_t(a.real()) / int64_t(b.real())), 0) : a / b;
       }},
      {"neg", "{r} = neg %a : {CT}", [](Z a, Z, Z, int64_t, int64_t) { return -a; }},
      {"scale", "{r} = cooperative_matrix_scale %alpha, %a : {CT}",
       [](Z a, Z, Z alpha, int64_t, int64_t) { return alpha * a; }},
      {"construct", "{r} = cooperative_matrix_construct %alpha : {CT}",
       [](Z, Z, Z alpha, int64_t, int64_t) { return alpha; }},
      {"constant",
       std::string("{r} = constant ") +
           (isInt  ? "7"
            : cplx ? "[1.5, -0.5]"
                   : "1.5") +
           " : {CT}",
       [isInt, cplx](Z, Z, Z, int64_t, int64_t) {
         return isInt ? Z(7) : cplx ? Z(1.5, -0.5) : Z(1.5);
       }},
      {"apply",
       "{r} = cooperative_matrix_apply (%i{n},%j{n},%v{n})=%a -> {CT} {\n"
       "      %ii{n} = cast %i{n} : {T}\n"
       "      %jj{n} = cast %j{n} : {T}\n"
       "      %x{n} = mul %v{n}, %ii{n} : {T}\n"
       "      %y{n} = add %x{n}, %jj{n} : {T}\n"
       "      yield (%y{n})\n    }",
       [](Z a, Z, Z, int64_t i, int64_t j) { return a * double(i) + double(j); }},
      {"cast use", "{r} = cast %a : {CTB}", [](Z a, Z, Z, int64_t, int64_t) { return a; }},
      {"add matrix_a",
       "%ua{n} = cast %a : {CTA}\n    %ub{n} = cast %b : {CTA}\n"
       "    {r} = add %ua{n}, %ub{n} : {CTA}",
       [](Z a, Z b, Z, int64_t, int64_t) { return a + b; }},
  };
  if (cplx) {
    const std::string other = t.name == "c32" ? "c64" : "c32";
    ops.push_back({"cast " + other, "%q{n} = cast %a : {CTO}\n    {r} = cast %q{n} : {CT}",
                   [](Z a, Z, Z, int64_t, int64_t) { return a; }});
    ops.push_back(
        {"conj", "{r} = conj %a : {CT}", [](Z a, Z, Z, int64_t, int64_t) { return std::conj(a); }});
    ops.push_back({"re", "{r} = re %a : {RT}",
                   [](Z a, Z, Z, int64_t, int64_t) { return Z(a.real()); }, true});
    ops.push_back({"im", "{r} = im %a : {RT}",
                   [](Z a, Z, Z, int64_t, int64_t) { return Z(a.imag()); }, true});
    ops.push_back({"abs", "{r} = abs %a : {RT}",
                   [](Z a, Z, Z, int64_t, int64_t) { return Z(std::abs(a)); }, true});
    return ops;
  }
  ops.push_back({"max", "{r} = max %a, %b : {CT}",
                 [](Z a, Z b, Z, int64_t, int64_t) { return Z(std::max(a.real(), b.real())); }});
  ops.push_back({"min", "{r} = min %a, %b : {CT}",
                 [](Z a, Z b, Z, int64_t, int64_t) { return Z(std::min(a.real(), b.real())); }});
  ops.push_back({"abs", "{r} = abs %a : {CT}",
                 [](Z a, Z, Z, int64_t, int64_t) { return Z(std::abs(a.real())); }});
  if (!isInt) {
    ops.push_back({"cast i32", "%q{n} = cast %a : {CTI}\n    {r} = cast %q{n} : {CT}",
                   [](Z a, Z, Z, int64_t, int64_t) { return trunc(a); }});
    return ops;
  }
  auto bits = [](Z v) { return int64_t(v.real()); };
  ops.push_back({"rem", "{r} = rem %a, %b : {CT}",
                 [bits](Z a, Z b, Z, int64_t, int64_t) { return Z(double(bits(a) % bits(b))); }});
  ops.push_back({"shl", "%k{n} = constant 2 : {CT}\n    {r} = shl %a, %k{n} : {CT}",
                 [](Z a, Z, Z, int64_t, int64_t) { return a * 4.0; }});
  ops.push_back({"shr", "%k{n} = constant 1 : {CT}\n    {r} = shr %a, %k{n} : {CT}",
                 [bits](Z a, Z, Z, int64_t, int64_t) { return Z(double(bits(a) >> 1)); }});
  ops.push_back({"and", "{r} = and %a, %b : {CT}",
                 [bits](Z a, Z b, Z, int64_t, int64_t) { return Z(double(bits(a) & bits(b))); }});
  ops.push_back({"or", "{r} = or %a, %b : {CT}",
                 [bits](Z a, Z b, Z, int64_t, int64_t) { return Z(double(bits(a) | bits(b))); }});
  ops.push_back({"xor", "{r} = xor %a, %b : {CT}",
                 [bits](Z a, Z b, Z, int64_t, int64_t) { return Z(double(bits(a) ^ bits(b))); }});
  ops.push_back({"not", "{r} = not %a : {CT}",
                 [bits](Z a, Z, Z, int64_t, int64_t) { return Z(double(~bits(a))); }});
  ops.push_back({"cast f64", "%q{n} = cast %a : {CTF}\n    {r} = cast %q{n} : {CT}",
                 [](Z a, Z, Z, int64_t, int64_t) { return a; }});
  return ops;
}

std::string replaceAll(std::string s, const std::string& from, const std::string& to) {
  for (size_t p = s.find(from); p != std::string::npos; p = s.find(from, p + to.size()))
    s.replace(p, from.size(), to);
  return s;
}

} // namespace

void arith(Device* dev, const Ty& t, int64_t sg, int64_t m, int64_t n) {
  const std::string name =
      "coop_arith_" + t.name + "_" + shapeName(m, n) + "_s" + std::to_string(sg);
  const Ty real = t.name == "c32" ? F32 : t.name == "c64" ? F64 : t;
  const std::vector<ArithOp> ops = arithOps(t);
  std::string lines;
  int slot = 0, realSlot = 0;
  for (size_t k = 0; k < ops.size(); ++k) {
    const ArithOp& op = ops[k];
    const std::string nn = std::to_string(k), r = "%r" + nn;
    std::string s = op.snippet;
    s = replaceAll(s, "{r}", r);
    s = replaceAll(s, "{n}", nn);
    s = replaceAll(s, "{CTA}", coopType(t, m, n, "matrix_a"));
    s = replaceAll(s, "{CTB}", coopType(t, m, n, "matrix_b"));
    s = replaceAll(s, "{CTI}", coopType(I32, m, n));
    s = replaceAll(s, "{CTF}", coopType(F64, m, n));
    s = replaceAll(s, "{CTO}", coopType(t.name == "c32" ? C64 : C32, m, n));
    s = replaceAll(s, "{CT}", coopType(t, m, n));
    s = replaceAll(s, "{RT}", coopType(real, m, n));
    s = replaceAll(s, "{T}", t.name);
    const int at = op.real ? realSlot++ : slot++;
    lines += "    " + s + "\n    %k" + nn + "s = constant " + std::to_string(at) +
             " : index\n    %o" + nn + " = mul %k" + nn + "s, %cN : index\n" +
             "    cooperative_matrix_store " + r + (op.real ? ", %R" : ", %O") + "[%c0,%o" + nn +
             "]\n";
  }
  const std::string source = fill(readTemplate("coop_arith"), {{"NAME", "arith"},
                                                               {"T", t.name},
                                                               {"R", real.name},
                                                               {"M", std::to_string(m)},
                                                               {"N", std::to_string(n)},
                                                               {"S", std::to_string(sg)},
                                                               {"OPS", lines}});
  auto words = compile(name, source, t.onDevice ? testTargetName() : "pvc");
  auto prog = t.onDevice ? build(dev, words, name) : std::nullopt;
  if (!prog) return;
  auto kernel = kernelOf(*prog, "arith");
  if (!kernel) return;
  std::vector<Z> a = randomValues(t, size_t(m * n), unsigned(m * n + 1));
  std::vector<Z> b = randomValues(t, size_t(m * n), unsigned(m * n + 2));
  for (Z& x : b)
    if (x == Z(0)) x = represent(t, Z(3, 1));
  if (t.isInt && t.bytes == 1) // i8: keep products in range of the wrap-around reference
    for (Z& x : a) x = represent(t, x);
  const Z alpha = represent(t, t.isComplex ? Z(1.25, -2) : t.isInt ? Z(-3) : Z(1.25));
  const int64_t cols = n * std::max(slot, 1), rcols = n * std::max(realSlot, 1);
  std::vector<Z> wantO(size_t(m * cols), Z(NAN)), wantR(size_t(m * rcols), Z(NAN));
  slot = realSlot = 0;
  for (const ArithOp& op : ops) {
    std::vector<Z>& out = op.real ? wantR : wantO;
    const int at = op.real ? realSlot++ : slot++;
    for (int64_t j = 0; j < n; ++j)
      for (int64_t i = 0; i < m; ++i) {
        const size_t e = size_t(i + j * m);
        out[size_t(i + (at * n + j) * m)] =
            represent(op.real ? real : t, op.ref(a[e], b[e], alpha, i, j));
      }
  }
  Buffer dA = upload(*dev, t, a), dB = upload(*dev, t, b);
  Buffer dO = upload(*dev, t, std::vector<Z>(wantO.size()));
  Buffer dR = upload(*dev, real, std::vector<Z>(wantR.size()));
  const std::string mts = "memref<" + t.name + "x" + shapeName(m, n) + ">";
  ScalarValue alphaArg = t.name == "bf16"  ? ScalarValue::bf16Bits(toBf16(float(alpha.real())))
                         : t.name == "f16" ? ScalarValue::f16Bits(toHalf(alpha.real()))
                         : t.name == "f32" ? ScalarValue(float(alpha.real()))
                         : t.name == "f64" ? ScalarValue(alpha.real())
                         : t.name == "c32" ? ScalarValue(std::complex<float>(alpha))
                         : t.name == "c64" ? ScalarValue(alpha)
                         : t.name == "i8"  ? ScalarValue(int8_t(alpha.real()))
                         : t.name == "i16" ? ScalarValue(int16_t(alpha.real()))
                         : t.name == "i64" ? ScalarValue(int64_t(alpha.real()))
                                           : ScalarValue(int32_t(alpha.real()));
  if (!launch(
          *dev, *kernel,
          {memref(memrefType(mts), dA, {m, n}), memref(memrefType(mts), dB, {m, n}),
           memref(memrefType("memref<" + t.name + "x" + std::to_string(m) + "x?>"), dO, {m, cols}),
           memref(memrefType("memref<" + real.name + "x" + std::to_string(m) + "x?>"), dR,
                  {m, rcols}),
           alphaArg},
          1, name))
    return;
  std::vector<Z> gotO = download(*dev, dO, t, wantO.size());
  std::vector<Z> gotR = download(*dev, dR, real, wantR.size());
  slot = realSlot = 0;
  for (const ArithOp& op : ops) {
    const int at = op.real ? realSlot++ : slot++;
    const size_t from = size_t(at * n * m), to = from + size_t(n * m);
    const std::vector<Z>& got = op.real ? gotR : gotO;
    const std::vector<Z>& want = op.real ? wantR : wantO;
    compare(op.real ? real : t, std::vector<Z>(got.begin() + long(from), got.begin() + long(to)),
            std::vector<Z>(want.begin() + long(from), want.begin() + long(to)),
            name + ": " + op.name);
  }
}

// --- mul_add ---------------------------------------------------------------------------------

/// The value of `v` (of type `from`) cast to `to` as the language casts.
Z castRef(const Ty& from, const Ty& to, Z v) {
  if (to.isInt && !from.isInt) v = trunc(v);
  return represent(to, v);
}

void mulAdd(Device* dev, const MulAddCase& c, const char* target) {
  if (!target) target = testTargetName();
  const std::string name =
      "coop_mma_" + c.ta.name + c.tb.name + c.tc.name + c.td.name + "_" + shapeName(c.m, c.k) +
      "x" + std::to_string(c.n) + (c.transB ? "t" : "") + "_s" + std::to_string(c.sg) +
      (std::string(target) == testTargetName() ? "" : std::string("_") + target);
  const Ty& tz = c.tc;
  const std::string source =
      fill(readTemplate("coop_mul_add"), {{"NAME", "mma"},
                                          {"TA", c.ta.name},
                                          {"TB", c.tb.name},
                                          {"TC", c.tc.name},
                                          {"TD", c.td.name},
                                          {"M", std::to_string(c.m)},
                                          {"K", std::to_string(c.k)},
                                          {"N", std::to_string(c.n)},
                                          {"BR", std::to_string(c.transB ? c.n : c.k)},
                                          {"BC", std::to_string(c.transB ? c.k : c.n)},
                                          {"BF", c.transB ? ".t" : ""},
                                          {"KB", std::to_string(c.kBlock)},
                                          {"ZERO", tz.isInt       ? "0"
                                                   : tz.isComplex ? "[0.0, 0.0]"
                                                                  : "0.0"},
                                          {"S", std::to_string(c.sg)}});
  auto words = compile(name, source, target);
  const bool run = c.ta.onDevice && c.tb.onDevice && c.tc.onDevice && c.td.onDevice &&
                   std::string(target) == testTargetName();
  auto prog = run ? build(dev, words, name) : std::nullopt;
  if (!prog) return;
  auto product = [&](const std::vector<Z>& A, const std::vector<Z>& B, const std::vector<Z>* C,
                     int64_t K, bool bt) {
    std::vector<Z> D(size_t(c.m * c.n));
    for (int64_t i = 0; i < c.m; ++i)
      for (int64_t j = 0; j < c.n; ++j) {
        Z s = C ? (*C)[size_t(i + j * c.m)] : Z(0);
        for (int64_t kk = 0; kk < K; ++kk) {
          Z b = bt ? B[size_t(j + kk * c.n)] : B[size_t(kk + j * K)];
          s = represent(c.tc,
                        s + castRef(c.ta, c.tc, A[size_t(i + kk * c.m)]) * castRef(c.tb, c.tc, b));
        }
        D[size_t(i + j * c.m)] = castRef(c.tc, c.td, s);
      }
    return D;
  };
  // Integer accumulations wrap like the device (represent after each step);
  // float sums of these exact values are exact up to the tolerance.
  {
    auto kernel = kernelOf(*prog, "mma");
    std::vector<Z> A = randomValues(c.ta, size_t(c.m * c.k), 11);
    std::vector<Z> B = randomValues(c.tb, size_t(c.k * c.n), 12);
    std::vector<Z> C = randomValues(c.tc, size_t(c.m * c.n), 13);
    std::vector<Z> want = product(A, B, &C, c.k, c.transB);
    Buffer dA = upload(*dev, c.ta, A), dB = upload(*dev, c.tb, B), dC = upload(*dev, c.tc, C);
    Buffer dD = upload(*dev, c.td, std::vector<Z>(want.size()));
    auto mt = [](const Ty& t, int64_t r, int64_t s) {
      return memrefType("memref<" + t.name + "x" + shapeName(r, s) + ">");
    };
    const int64_t br = c.transB ? c.n : c.k, bc = c.transB ? c.k : c.n;
    if (kernel &&
        launch(*dev, *kernel,
               {memref(mt(c.ta, c.m, c.k), dA, {c.m, c.k}), memref(mt(c.tb, br, bc), dB, {br, bc}),
                memref(mt(c.tc, c.m, c.n), dC, {c.m, c.n}),
                memref(mt(c.td, c.m, c.n), dD, {c.m, c.n})},
               1, name))
      compare(c.td, download(*dev, dD, c.td, want.size()), want, name + ": D = A B + C");
  }
  {
    auto kernel = kernelOf(*prog, "mma_loop");
    const int64_t K = c.kLoop;
    std::vector<Z> A = randomValues(c.ta, size_t(c.m * K), 21);
    std::vector<Z> B = randomValues(c.tb, size_t(K * c.n), 22);
    std::vector<Z> want = product(A, B, nullptr, K, false);
    Buffer dA = upload(*dev, c.ta, A), dB = upload(*dev, c.tb, B);
    Buffer dD = upload(*dev, c.td, std::vector<Z>(want.size()));
    if (kernel &&
        launch(*dev, *kernel,
               {memref(memrefType("memref<" + c.ta.name + "x" + std::to_string(c.m) + "x?>"), dA,
                       {c.m, K}),
                memref(memrefType("memref<" + c.tb.name + "x?x" + std::to_string(c.n) + ">"), dB,
                       {K, c.n}),
                memref(memrefType("memref<" + c.td.name + "x" + shapeName(c.m, c.n) + ">"), dD,
                       {c.m, c.n})},
               1, name + " loop"))
      compare(c.td, download(*dev, dD, c.td, want.size()), want,
              name + ": loop over K = " + std::to_string(K) + " in blocks of " +
                  std::to_string(c.kBlock) + " (checked loads at the end)");
  }
}

// --- reductions ------------------------------------------------------------------------------

void reduce(Device* dev, const Ty& t, int64_t sg, int64_t m, int64_t n, const char* use) {
  const std::string name =
      "coop_reduce_" + t.name + "_" + shapeName(m, n) + "_s" + std::to_string(sg);
  const char* ops[] = {"add", "max", "min"};
  const int nops = t.isComplex ? 1 : 3;
  std::string lines;
  for (int k = 0; k < nops; ++k) {
    const std::string s = std::to_string(k);
    lines += "    %r" + s + " = cooperative_matrix_reduce_" + ops[k] +
             ".row %a : " + coopType(t, m, 1, use) + "\n    %k" + s + " = constant " + s +
             " : index\n" + "    cooperative_matrix_store %r" + s + ", %R[%c0,%k" + s + "]\n" +
             "    %q" + s + " = cooperative_matrix_reduce_" + ops[k] +
             ".column %a : " + coopType(t, 1, n, use) + "\n    cooperative_matrix_store %q" + s +
             ", %C[%k" + s + ",%c0]\n";
  }
  const std::string source = fill(readTemplate("coop_reduce"), {{"NAME", "reduce"},
                                                                {"T", t.name},
                                                                {"M", std::to_string(m)},
                                                                {"N", std::to_string(n)},
                                                                {"U", use},
                                                                {"S", std::to_string(sg)},
                                                                {"OPS", lines}});
  auto words = compile(name, source, t.onDevice ? testTargetName() : "pvc");
  auto prog = t.onDevice ? build(dev, words, name) : std::nullopt;
  if (!prog) return;
  auto kernel = kernelOf(*prog, "reduce");
  if (!kernel) return;
  std::vector<Z> a = randomValues(t, size_t(m * n), unsigned(5 * m + n), 20);
  std::vector<Z> wantR(size_t(m * 3), Z(NAN)), wantC(size_t(3 * n), Z(NAN));
  for (int k = 0; k < nops; ++k) {
    auto combine = [&](Z x, Z y) {
      if (k == 0) return represent(t, x + y);
      return Z(k == 1 ? std::max(x.real(), y.real()) : std::min(x.real(), y.real()));
    };
    for (int64_t i = 0; i < m; ++i) {
      Z s = a[size_t(i)];
      for (int64_t j = 1; j < n; ++j) s = combine(s, a[size_t(i + j * m)]);
      wantR[size_t(i + k * m)] = s;
    }
    for (int64_t j = 0; j < n; ++j) {
      Z s = a[size_t(j * m)];
      for (int64_t i = 1; i < m; ++i) s = combine(s, a[size_t(i + j * m)]);
      wantC[size_t(k + j * 3)] = s;
    }
  }
  Buffer dA = upload(*dev, t, a), dR = upload(*dev, t, std::vector<Z>(wantR.size()));
  Buffer dC = upload(*dev, t, std::vector<Z>(wantC.size()));
  if (!launch(
          *dev, *kernel,
          {memref(memrefType("memref<" + t.name + "x" + shapeName(m, n) + ">"), dA, {m, n}),
           memref(memrefType("memref<" + t.name + "x" + std::to_string(m) + "x3>"), dR, {m, 3}),
           memref(memrefType("memref<" + t.name + "x3x" + std::to_string(n) + ">"), dC, {3, n})},
          1, name))
    return;
  compare(t, download(*dev, dR, t, wantR.size()), wantR, name + ": .row (add, max, min)");
  compare(t, download(*dev, dC, t, wantC.size()), wantC, name + ": .column (add, max, min)");
}

} // namespace coop_test
