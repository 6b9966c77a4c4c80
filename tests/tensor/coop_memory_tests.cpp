// Cooperative-matrix device test families for memory access: load / store
// with every transpose and checked flag at the memref's edges, the layout
// through extract / insert, and the atomics (coopmatrix_test.cpp runs them).
#include "coop_support.h"

namespace coop_test {

void loadStore(Device* dev, const Ty& t, int64_t sg, int64_t m, int64_t n, const char* use) {
  const std::string name = "coop_ls_" + t.name + "_" + shapeName(m, n) + "_s" + std::to_string(sg);
  std::string source;
  for (int k = 0; k < 8; ++k)
    source += fill(readTemplate("coop_load_store"), {{"NAME", "ls" + std::to_string(k)},
                                                     {"T", t.name},
                                                     {"M", std::to_string(m)},
                                                     {"N", std::to_string(n)},
                                                     {"U", use},
                                                     {"S", std::to_string(sg)},
                                                     {"LF", kAccesses[k].flags()},
                                                     {"SF", kAccesses[(k * 3 + 1) % 8].flags()}});
  auto words = compile(name, source, t.onDevice ? testTargetName() : "pvc");
  auto prog = t.onDevice ? build(dev, words, name) : std::nullopt;
  if (!prog) return;
  const int64_t s0 = std::max(m, n) + 3, s1 = std::max(m, n) + 2, lda = s0 + 2, ldb = s0 + 1;
  const MemRefType mt = memrefType("memref<" + t.name + "x?x?,strided<1,?>>");
  HostMatrix A(t, s0, s1, lda, randomValues(t, size_t(lda * s1), unsigned(m * 31 + n)));
  for (int k = 0; k < 8; ++k) {
    const Access& la = kAccesses[k];
    const Access& sa = kAccesses[(k * 3 + 1) % 8];
    auto [x, y] = la.position(s0, s1, m, n);
    auto [u, w] = sa.position(s0, s1, m, n);
    HostMatrix B(t, s0, s1, ldb, std::vector<Z>(size_t(ldb * s1)));
    for (size_t i = 0; i < B.data.size(); ++i) B.data[i] = represent(t, Z(-100.0 - double(i % 50)));
    HostMatrix want = B;
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < n; ++j) {
        int64_t a0 = x + (la.trans ? j : i), a1 = y + (la.trans ? i : j);
        Z v = la.inRange(a0, a1, s0, s1) ? A.at(a0, a1) : Z(0);
        int64_t b0 = u + (sa.trans ? j : i), b1 = w + (sa.trans ? i : j);
        if (sa.inRange(b0, b1, s0, s1)) want.at(b0, b1) = v;
      }
    auto kernel = kernelOf(*prog, "ls" + std::to_string(k));
    if (!kernel) continue;
    Buffer dA = upload(*dev, t, A.data), dB = upload(*dev, t, B.data);
    const std::string what = name + " load" + la.flags() + " at (" + std::to_string(x) + "," +
                             std::to_string(y) + "), store" + sa.flags() + " at (" +
                             std::to_string(u) + "," + std::to_string(w) + ")";
    if (launch(*dev, *kernel,
               {memref(mt, dA, {s0, s1}, {1, lda}), memref(mt, dB, {s0, s1}, {1, ldb}),
                ScalarValue::index(x), ScalarValue::index(y), ScalarValue::index(u),
                ScalarValue::index(w)},
               1, what))
      compare(t, download(*dev, dB, t, B.data.size()), want.data, what);
  }
}

// --- the layout: extract / insert -------------------------------------------------------------

void layout(Device* dev, const Ty& t, int64_t sg, std::vector<std::pair<int64_t, int64_t>> shapes) {
  const std::string name = "coop_layout_" + t.name + "_s" + std::to_string(sg);
  std::string source;
  for (auto [m, n] : shapes) {
    const int64_t len = (m * n + sg - 1) / sg;
    std::string ex, in;
    const std::string ct = coopType(t, m, n, "matrix_b");
    for (int64_t v = 0; v < len; ++v) {
      const std::string s = std::to_string(v);
      ex += "    %e" + s + " = cooperative_matrix_extract %m0[" + s + "] : " + t.name + "\n" +
            "    %cv" + s + " = constant " + s + " : index\n" + "    %o" + s + " = mul %cv" + s +
            ", %S : index\n" + "    %p" + s + " = add %lane, %o" + s + " : index\n" +
            "    store %e" + s + ", %W[%p" + s + "]\n";
      in += "    %d" + s + " = mul %e" + s + ", %two : " + t.name + "\n" + "    %m" +
            std::to_string(v + 1) + " = cooperative_matrix_insert %d" + s + ", %m" + s + "[" + s +
            "] : " + ct + "\n";
    }
    source += fill(readTemplate("coop_layout"), {{"NAME", "layout_" + shapeName(m, n)},
                                                 {"T", t.name},
                                                 {"M", std::to_string(m)},
                                                 {"N", std::to_string(n)},
                                                 {"U", "matrix_b"},
                                                 {"S", std::to_string(sg)},
                                                 {"TWO", literal(t, 2)},
                                                 {"EXTRACTS", ex},
                                                 {"INSERTS", in},
                                                 {"V", std::to_string(len)}});
  }
  auto words = compile(name, source, t.onDevice ? testTargetName() : "pvc");
  auto prog = t.onDevice ? build(dev, words, name) : std::nullopt;
  if (!prog) return;
  for (auto [m, n] : shapes) {
    const int64_t len = (m * n + sg - 1) / sg;
    auto kernel = kernelOf(*prog, "layout_" + shapeName(m, n));
    if (!kernel) continue;
    std::vector<Z> a = randomValues(t, size_t(m * n), unsigned(m + 7 * n));
    std::vector<Z> wantW(size_t(len * sg), Z(NAN)), wantB(a.size());
    for (int64_t l = 0; l < m * n; ++l) wantW[size_t(l)] = a[size_t((l % m) + (l / m) * m)];
    for (size_t i = 0; i < a.size(); ++i) wantB[i] = represent(t, a[i] * 2.0);
    Buffer dA = upload(*dev, t, a), dW = upload(*dev, t, std::vector<Z>(wantW.size()));
    Buffer dB = upload(*dev, t, std::vector<Z>(a.size()));
    const std::string mts = "memref<" + t.name + "x" + shapeName(m, n) + ">";
    const std::string what = name + " " + shapeName(m, n);
    if (launch(*dev, *kernel,
               {memref(memrefType(mts), dA, {m, n}),
                memref(memrefType("memref<" + t.name + "x?>"), dW, {len * sg}),
                memref(memrefType(mts), dB, {m, n})},
               1, what)) {
      compare(t, download(*dev, dW, t, wantW.size()), wantW,
              what + ": extract gives A[L mod M, L div M], L = lane + v S");
      compare(t, download(*dev, dB, t, wantB.size()), wantB, what + ": insert");
    }
  }
}

// --- atomics ---------------------------------------------------------------------------------

void atomics(Device* dev, const Ty& t, int64_t sg, int64_t m, int64_t n, Access acc,
             const char* scope) {
  const std::string name =
      "coop_atomic_" + t.name + "_" + shapeName(m, n) + "_s" + std::to_string(sg);
  const int64_t wg = 2 * sg, groups = 3, perGroup = wg / sg;
  const std::string ct = coopType(t, m, n);
  std::string maxmin;
  if (!t.isComplex)
    maxmin = "    %sg = subgroup_linear_id : i32\n"
             "    %gid = group_id.x : index\n"
             "    %c2 = constant 2 : index\n"
             "    %g2 = mul %gid, %c2 : index\n"
             "    %sgi = cast %sg : index\n"
             "    %id = add %g2, %sgi : index\n"
             "    %s = cast %id : " +
             t.name + "\n    %as = cooperative_matrix_scale %s, %a : " + ct +
             "\n    %o1 = cooperative_matrix_atomic_max" + scope + " %as, %Mx[%c0,%c0] : " + ct +
             "\n    %o2 = cooperative_matrix_atomic_min.t" + scope + " %as, %Mn[%c0,%c0] : " + ct +
             "\n";
  const std::string source = fill(readTemplate("coop_atomic"), {{"NAME", "atomics"},
                                                                {"T", t.name},
                                                                {"M", std::to_string(m)},
                                                                {"N", std::to_string(n)},
                                                                {"S", std::to_string(sg)},
                                                                {"WG", std::to_string(wg)},
                                                                {"AF", acc.flags() + scope},
                                                                {"SF", acc.flags()},
                                                                {"MAXMIN", maxmin}});
  auto words = compile(name, source, t.onDevice ? testTargetName() : "pvc");
  auto prog = t.onDevice ? build(dev, words, name) : std::nullopt;
  if (!prog) return;
  auto kernel = kernelOf(*prog, "atomics");
  if (!kernel) return;
  const int64_t s0 = std::max(m, n) + 3, s1 = std::max(m, n) + 2;
  auto [x, y] = acc.position(s0, s1, m, n);
  std::vector<Z> a = randomValues(t, size_t(m * n), unsigned(m * 3 + n));
  HostMatrix Acc(t, s0, s1, s0, randomValues(t, size_t(s0 * s1), 77));
  HostMatrix St(t, s0, s1, Z(-5));
  HostMatrix Mx(t, m, n, represent(t, Z(-1000))), Mn(t, n, m, represent(t, Z(1000)));
  HostMatrix wantAcc = Acc, wantSt = St, wantLd(t, m, n), wantMx = Mx, wantMn = Mn;
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      const Z v = a[size_t(i + j * m)];
      const int64_t m0 = x + (acc.trans ? j : i), m1 = y + (acc.trans ? i : j);
      if (acc.inRange(m0, m1, s0, s1)) {
        wantAcc.at(m0, m1) = represent(t, wantAcc.at(m0, m1) + double(groups * perGroup) * v);
        wantSt.at(m0, m1) = v;
        wantLd.at(i, j) = v;
      }
      for (int64_t id = 0; id < groups * perGroup; ++id) {
        const Z s = represent(t, double(id) * v);
        wantMx.at(i, j) = std::max(wantMx.at(i, j).real(), s.real());
        wantMn.at(j, i) = std::min(wantMn.at(j, i).real(), s.real());
      }
    }
  Buffer dA = upload(*dev, t, a), dAcc = upload(*dev, t, Acc.data), dSt = upload(*dev, t, St.data);
  Buffer dMx = upload(*dev, t, Mx.data), dMn = upload(*dev, t, Mn.data);
  Buffer dLd = upload(*dev, t, std::vector<Z>(size_t(m * n), Z(9)));
  const MemRefType dyn = memrefType("memref<" + t.name + "x?x?>");
  const std::string what = name + " " + acc.flags() + scope + " at (" + std::to_string(x) + "," +
                           std::to_string(y) + ")";
  if (!launch(*dev, *kernel,
              {memref(memrefType("memref<" + t.name + "x" + shapeName(m, n) + ">"), dA, {m, n}),
               memref(dyn, dAcc, {s0, s1}),
               memref(memrefType("memref<" + t.name + "x" + shapeName(m, n) + ">"), dMx, {m, n}),
               memref(memrefType("memref<" + t.name + "x" + shapeName(n, m) + ">"), dMn, {n, m}),
               memref(dyn, dSt, {s0, s1}),
               memref(memrefType("memref<" + t.name + "x" + shapeName(m, n) + ">"), dLd, {m, n}),
               ScalarValue::index(x), ScalarValue::index(y)},
              size_t(groups), what))
    return;
  compare(t, download(*dev, dAcc, t, Acc.data.size()), wantAcc.data,
          what + ": atomic_add from " + std::to_string(groups * perGroup) + " subgroups");
  compare(t, download(*dev, dSt, t, St.data.size()), wantSt.data, what + ": atomic_store");
  compare(t, download(*dev, dLd, t, size_t(m * n)), wantLd.data, what + ": atomic_load");
  if (!t.isComplex) {
    compare(t, download(*dev, dMx, t, Mx.data.size()), wantMx.data, what + ": atomic_max");
    compare(t, download(*dev, dMn, t, Mn.data.size()), wantMn.data, what + ": atomic_min.t");
  }
}

} // namespace coop_test
