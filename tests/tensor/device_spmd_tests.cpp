// SPMD on the test device (device_test.cpp): subgroup reduce / scan /
// broadcast and the subgroup built-ins, atomics under contention.
#include "device_test.h"

#include <algorithm>
#include <climits>
#include <cstdint>

namespace device_test {

// subgroups: 4 work-groups of 64, subgroups of 16
void subgroupsTest(KernelRunner& run, const Binary& subgroups) {
  Device& dev = run.dev;
  if (auto k = run.kernel(subgroups, "subgroups")) {
    const size_t n = 256, sg = 16;
    std::vector<int32_t> x(n);
    for (size_t i = 0; i < n; ++i) x[i] = int32_t(i * 37 % 101) - 50;
    Buffer dx = dev.createBuffer(std::span<const int32_t>(x)).value();
    std::vector<Buffer> outs;
    std::vector<Arg> args;
    auto t = mt("memref<i32x?>");
    int64_t sn = int64_t(n);
    args.push_back(memref(t, dx, {sn}));
    for (int o = 0; o < 6; ++o) {
      outs.push_back(dev.createBuffer(n * 4).value());
      args.push_back(memref(t, outs.back(), {sn}));
    }
    if (run.launch(*k, args, n / 64, "subgroups")) {
      std::vector<std::vector<int32_t>> r;
      for (auto& b : outs) r.push_back(dev.readVector<int32_t>(b, n).value());
      size_t wrong[6] = {};
      for (size_t i = 0; i < n; ++i) {
        size_t base = i - i % sg;
        int32_t sum = 0, inc = 0, exc = 0, mx = INT32_MIN;
        for (size_t l = base; l < base + sg; ++l) {
          sum += x[l];
          mx = std::max(mx, x[l]);
          if (l <= i) inc += x[l];
          if (l < i) exc += x[l];
        }
        wrong[0] += r[0][i] != sum;
        wrong[1] += r[1][i] != inc;
        wrong[2] += r[2][i] != exc;
        wrong[3] += r[3][i] != mx;
        wrong[4] += r[4][i] != x[base + 3];
        wrong[5] += r[5][i] != int32_t(4 * 100 + i % 64 / sg);
      }
      const char* what[] = {"subgroup_reduce_add",         "subgroup_inclusive_scan_add",
                            "subgroup_exclusive_scan_add", "subgroup_reduce_max",
                            "subgroup_broadcast",          "num_subgroups / subgroup_linear_id"};
      for (int o = 0; o < 6; ++o)
        check(wrong[o] == 0,
              std::string("subgroups: ") + what[o] + " (" + std::to_string(wrong[o]) + " wrong)");
    }
  }
}

// atomics: 4 work-groups of 64 on 1000 elements
void atomicsTest(KernelRunner& run, const Binary& atomics) {
  Device& dev = run.dev;
  if (auto k = run.kernel(atomics, "atomics")) {
    const size_t n = 1000, groups = 4;
    std::vector<int32_t> x(n);
    for (size_t i = 0; i < n; ++i) x[i] = int32_t(i * 7 % 201) - 100;
    Buffer dx = dev.createBuffer(std::span<const int32_t>(x)).value();
    int32_t zero = 0;
    std::vector<int32_t> mm0 = {INT32_MIN, INT32_MAX};
    Buffer ds = dev.createBuffer(std::span<const int32_t>(&zero, 1)).value();
    Buffer dm = dev.createBuffer(std::span<const int32_t>(mm0)).value();
    float fzero = 0;
    Buffer df = dev.createBuffer(std::span<const float>(&fzero, 1)).value();
    if (run.launch(*k,
                   {memref(mt("memref<i32x?>"), dx, {int64_t(n)}),
                    memref(mt("memref<i32>"), ds, {}), memref(mt("memref<i32x2>"), dm, {2}),
                    memref(mt("memref<f32>"), df, {})},
                   groups, "atomics")) {
      int64_t want = 0;
      for (int32_t v : x) want += v;
      want *= int64_t(groups);
      auto sum = dev.readVector<int32_t>(ds, 1).value();
      auto mm = dev.readVector<int32_t>(dm, 2).value();
      auto fs = dev.readVector<float>(df, 1).value();
      check(sum[0] == want, "atomics: atomic_add i32 under contention (" + std::to_string(sum[0]) +
                                ", want " + std::to_string(want) + ")");
      check(mm[0] == 100 && mm[1] == -100, "atomics: atomic_max / atomic_min");
      check(fs[0] == float(want), "atomics: atomic_add f32 (" + std::to_string(fs[0]) + ")");
    }
  }
}

} // namespace device_test
