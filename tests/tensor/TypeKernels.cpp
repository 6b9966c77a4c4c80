// The generated kernels of types_test.cpp (TypeTable.h) and the references of
// the subgroup and atomic kernels.
#include "TypeTable.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace spvkit::typetest {

// --- kernels ---------------------------------------------------------------------------

std::string opsKernel(const TypeInfo& t, const std::vector<OpSpec>& ops,
                      const std::vector<const TypeInfo*>& casts) {
  const std::string T = t.name;
  const char* in[] = {"a", "b", "s", "m", "c"};
  std::string s = "func @ops(";
  for (const char* x : in) s += std::string("%") + x + ": memref<" + T + "x?>, ";
  for (size_t j = 0; j < ops.size(); ++j)
    s += "%o" + std::to_string(j) + ": memref<" + ops[j].result->name + "x?>, ";
  for (size_t j = 0; j < casts.size(); ++j)
    s += "%k" + std::to_string(j) + ": memref<" + casts[j]->name + "x?>" +
         (j + 1 < casts.size() ? ", " : "");
  s += ") {\n  %c0 = constant 0 : index\n  %n = size %a[0] : index\n"
       "  %zero = constant 0 : i32\n  %one = constant 1 : i32\n"
       "  foreach (%i)=(%c0),(%n) {\n";
  for (const char* x : in) s += std::string("    %v") + x + " = load %" + x + "[%i] : " + T + "\n";
  for (size_t j = 0; j < ops.size(); ++j) {
    const OpSpec& op = ops[j];
    std::string r = "%r" + std::to_string(j), x = std::string("%v") + in[op.input0],
                y = std::string("%v") + in[op.input1];
    if (op.arity == 3) {
      s += "    %p" + std::to_string(j) + " = " + op.name + " " + x + ", " + y + " : bool\n";
      s += "    " + r + " = if %p" + std::to_string(j) +
           " -> (i32) {\n      yield (%one)\n    } else {\n      yield (%zero)\n    }\n";
    } else {
      s += "    " + r + " = " + op.name + " " + x + (op.arity == 2 ? ", " + y : "") + " : " +
           op.result->name + "\n";
    }
    s += "    store " + r + ", %o" + std::to_string(j) + "[%i]\n";
  }
  for (size_t j = 0; j < casts.size(); ++j) {
    s += "    %q" + std::to_string(j) + " = cast %vc : " + casts[j]->name + "\n";
    s += "    store %q" + std::to_string(j) + ", %k" + std::to_string(j) + "[%i]\n";
  }
  return s + "  }\n}\n";
}

std::string boolKernel() {
  return R"(func @bools(%a: memref<i32x?>, %b: memref<i32x?>, %out: memref<i32x?x6>) {
  %c0 = constant 0 : index
  %n = size %a[0] : index
  %zero = constant 0 : i32
  %one = constant 1 : i32
  foreach (%i)=(%c0),(%n) {
    %x = load %a[%i] : i32
    %y = load %b[%i] : i32
    %p = greater_than %x, %zero : bool
    %q = greater_than %y, %zero : bool
    %r0 = and %p, %q : bool
    %r1 = or %p, %q : bool
    %r2 = xor %p, %q : bool
    %r3 = not %p : bool
    %r4 = and %r3, %q : bool
    %r5 = or %r4, %r2 : bool
)" + [] {
    std::string s;
    for (int k = 0; k < 6; ++k) {
      std::string K = std::to_string(k);
      s += "    %k" + K + " = constant " + K + " : index\n";
      s += "    %w" + K + " = if %r" + K +
           " -> (i32) {\n      yield (%one)\n    } else {\n      yield (%zero)\n    }\n";
      s += "    store %w" + K + ", %out[%i,%k" + K + "]\n";
    }
    return s;
  }() + "  }\n}\n";
}

const char* const kSubgroupOps[10] = {"subgroup_reduce_add",         "subgroup_reduce_max",
                                      "subgroup_reduce_min",         "subgroup_inclusive_scan_add",
                                      "subgroup_inclusive_scan_max", "subgroup_inclusive_scan_min",
                                      "subgroup_exclusive_scan_add", "subgroup_exclusive_scan_max",
                                      "subgroup_exclusive_scan_min", "subgroup_broadcast"};

bool sgOpAllowedOnComplex(int k) {
  return k == 0 || k == 3 || k == 6 || k == 9;
}

std::string sgKernel(const TypeInfo& t, uint32_t sgSize) {
  const std::string T = t.name;
  std::string s = "func @sg(%x: memref<" + T + "x?>, %out: memref<" + T +
                  "x?x10>) attributes{subgroup_size=" + std::to_string(sgSize) +
                  ", work_group_size=[64,1]} {\n"
                  "  parallel {\n"
                  "    %g = group_id.x : index\n    %wg = constant 64 : index\n"
                  "    %gbase = mul %g, %wg : index\n    %sg = subgroup_linear_id : i32\n"
                  "    %lid = subgroup_local_id : i32\n    %size = subgroup_size : i32\n"
                  "    %base = mul %sg, %size : i32\n    %l = add %base, %lid : i32\n"
                  "    %li = cast %l : index\n    %i = add %gbase, %li : index\n"
                  "    %v = load %x[%i] : " +
                  T + "\n    %five = constant 5 : i32\n";
  for (int k = 0; k < 10; ++k) {
    if (t.kind == Kind::Complex && !sgOpAllowedOnComplex(k)) continue;
    std::string K = std::to_string(k);
    s += "    %k" + K + " = constant " + K + " : index\n";
    s += "    %r" + K + " = " + kSubgroupOps[k] + " %v" + (k == 9 ? ", %five" : "") + " : " + T +
         "\n    store %r" + K + ", %out[%i,%k" + K + "]\n";
  }
  return s + "  }\n}\n";
}

Column subgroupInput(const TypeInfo& t, size_t n) {
  Column x(t.scalar, n);
  for (size_t i = 0; i < n; ++i) {
    int64_t v = int64_t(i * 37 % 17) - 8; // sums of 16 are exact in every float type
    if (t.kind == Kind::Int)
      x.set(i, V::integer(v * (i % 5 == 0 ? 1000003 % (int64_t(1) << (t.bits - 2)) : 1)));
    else if (t.kind == Kind::Float)
      x.set(i, V::real(double(v)));
    else
      x.set(i, V::complex(double(v), double(int64_t(i % 7) - 3)));
  }
  return x;
}

std::vector<V> subgroupRef(const TypeInfo& t, const Column& x, int k, size_t sgSize) {
  std::vector<V> out(x.size());
  const int op = k == 9 ? 3 : k % 3;   // 0 add, 1 max, 2 min, 3 broadcast
  const int mode = k == 9 ? 3 : k / 3; // 0 reduce, 1 inclusive, 2 exclusive
  auto identity = [&]() -> V {
    if (op == 0) return {};
    if (t.kind == Kind::Int) {
      int64_t hi =
          t.bits >= 64 ? std::numeric_limits<int64_t>::max() : (int64_t(1) << (t.bits - 1)) - 1;
      return V::integer(op == 1 ? -hi - 1 : hi);
    }
    return V::real(op == 1 ? -INFINITY : INFINITY);
  };
  auto combine = [&](V a, V b) -> V {
    if (t.kind == Kind::Int) {
      if (op == 0) return V::integer(wrap(uint64_t(a.i) + uint64_t(b.i), t.bits));
      return V::integer(op == 1 ? std::max(a.i, b.i) : std::min(a.i, b.i));
    }
    if (op == 0) return V::complex(a.re + b.re, a.im + b.im);
    return V::real(op == 1 ? std::fmax(a.re, b.re) : std::fmin(a.re, b.re));
  };
  for (size_t base = 0; base < x.size(); base += sgSize) {
    V total = identity();
    for (size_t l = 0; l < sgSize; ++l) {
      V before = total;
      total = combine(total, x.get(base + l));
      out[base + l] = mode == 1 ? total : before;
    }
    for (size_t l = 0; l < sgSize; ++l) {
      if (mode == 0) out[base + l] = total;
      if (mode == 3) out[base + l] = x.get(base + 5);
    }
  }
  return out;
}

bool atomicsAllowed(const TypeInfo& t) {
  return t.kind != Kind::Bool;
}

std::string atomicKernel(const TypeInfo& t) {
  const std::string T = t.name;
  std::string s = "func @at(%x: memref<" + T + "x?>, %sum: memref<" + T + ">, %mm: memref<" + T +
                  "x2>, %ls: memref<" + T +
                  "x?>) {\n"
                  "  %c0 = constant 0 : index\n  %c1 = constant 1 : index\n"
                  "  %n = size %x[0] : index\n  foreach (%i)=(%c0),(%n) {\n"
                  "    %v = load %x[%i] : " +
                  T +
                  "\n"
                  "    %o1 = atomic_add.device %v, %sum[] : " +
                  T + "\n";
  if (t.kind != Kind::Complex)
    s += "    %o2 = atomic_max.device %v, %mm[%c0] : " + T +
         "\n    %o3 = atomic_min.device.relaxed %v, %mm[%c1] : " + T + "\n";
  s += "    %w = atomic_load.device.acquire %x[%i] : " + T +
       "\n    atomic_store.device.release %w, %ls[%i]\n  }\n}\n";
  return s;
}

Column atomicInput(const TypeInfo& t, size_t n) {
  Column x(t.scalar, n);
  for (size_t i = 0; i < n; ++i) {
    int64_t v = int64_t(i * 7919 % 2001) - 1000;
    if (t.kind == Kind::Int)
      x.set(i, V::integer(t.bits == 64 ? v * (int64_t(1) << 40) + int64_t(i) : v));
    else if (t.kind == Kind::Float && t.bits == 16)
      // Few non-zero values (±1), so that every partial sum in any order is an
      // integer of magnitude at most 252 (exact in bf16 and f16).
      x.set(i, V::real(i % 16 == 0 || i % 16 == 5 ? 1.0 : i % 16 == 8 ? -1.0 : 0.0));
    else if (t.kind == Kind::Float)
      x.set(i, V::real(double(v)));
    else
      x.set(i, V::complex(double(v), double(int64_t(i % 13) - 6)));
  }
  return x;
}

Column atomicInit(const TypeInfo& t) {
  Column c(t.scalar, 3);
  if (t.kind == Kind::Int) {
    int64_t hi =
        t.bits >= 64 ? std::numeric_limits<int64_t>::max() : (int64_t(1) << (t.bits - 1)) - 1;
    c.set(1, V::integer(-hi - 1));
    c.set(2, V::integer(hi));
  } else if (t.kind == Kind::Float) {
    c.set(1, V::real(-INFINITY));
    c.set(2, V::real(INFINITY));
  }
  return c;
}

AtomicRef atomicRef(const TypeInfo& t, const Column& x, size_t repeats) {
  AtomicRef r;
  r.max = x.get(0), r.min = x.get(0);
  for (size_t k = 0; k < repeats; ++k)
    for (size_t i = 0; i < x.size(); ++i) {
      V v = x.get(i);
      if (t.kind == Kind::Int) {
        r.sum.i = wrap(uint64_t(r.sum.i) + uint64_t(v.i), t.bits);
        r.max.i = std::max(r.max.i, v.i), r.min.i = std::min(r.min.i, v.i);
      } else {
        r.sum.re += v.re, r.sum.im += v.im;
        r.max.re = std::max(r.max.re, v.re), r.min.re = std::min(r.min.re, v.re);
      }
    }
  return r;
}

} // namespace spvkit::typetest
