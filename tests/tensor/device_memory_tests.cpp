// Memory on the test device (device_test.cpp): elementwise add over
// work-groups, a dynamic-shape 2-D copy with strides and a subview, groups in
// SVM memory with dynamic and static offsets, a rank-reducing subview of a
// memref with first stride 2, expand / fuse, alloca with barriers,
// associated and the 2-D built-ins, and the barriers insert-barriers adds
// (kernels/barriers.tl, with none written).
#include "device_test.h"

#include <algorithm>
#include <array>

namespace device_test {

// vadd: 1000 elements over 16 work-groups of 64
void vaddTest(KernelRunner& run, const Binary& vadd) {
  Device& dev = run.dev;
  if (auto k = run.kernel(vadd, "vadd")) {
    const size_t n = 1000;
    std::vector<float> a(n), b(n);
    for (size_t i = 0; i < n; ++i) a[i] = float(i) * 0.5f, b[i] = float(n - i);
    Buffer da = dev.createBuffer(std::span<const float>(a)).value();
    Buffer db = dev.createBuffer(std::span<const float>(b)).value();
    Buffer dc = dev.createBuffer(n * 4).value();
    auto t = mt("memref<f32x?>");
    int64_t sn = int64_t(n);
    if (run.launch(*k, {memref(t, da, {sn}), memref(t, db, {sn}), memref(t, dc, {sn})}, 16,
                   "vadd")) {
      auto c = dev.readVector<float>(dc, n).value();
      size_t wrong = 0;
      for (size_t i = 0; i < n; ++i) wrong += c[i] != a[i] + b[i];
      check(wrong == 0, "vadd: c = a + b (" + std::to_string(wrong) + " wrong)");
    }
  }
}

// copy2d: 37 x 11 with leading dimensions 40 and 45, subview
void copy2dTest(KernelRunner& run, const Binary& copy2d) {
  Device& dev = run.dev;
  if (auto k = run.kernel(copy2d, "copy2d")) {
    const int64_t m = 37, n = 11, lda = 40, ldb = 45, ldc = 38;
    std::vector<float> A(size_t(lda * n)), B(size_t(ldb * n), -1.0f), C(size_t(ldc * 3), 7.0f);
    for (int64_t j = 0; j < n; ++j)
      for (int64_t i = 0; i < lda; ++i) A[size_t(i + j * lda)] = float(i + 100 * j);
    Buffer dA = dev.createBuffer(std::span<const float>(A)).value();
    Buffer dB = dev.createBuffer(std::span<const float>(B)).value();
    Buffer dC = dev.createBuffer(std::span<const float>(C)).value();
    auto t = mt("memref<f32x?x?,strided<1,?>>");
    auto tc = mt("memref<f32x?x3,strided<1,?>>");
    if (run.launch(*k,
                   {memref(t, dA, {m, n}, {1, lda}), memref(t, dB, {m, n}, {1, ldb}),
                    memref(tc, dC, {m - 1, 3}, {1, ldc})},
                   1, "copy2d")) {
      auto b = dev.readVector<float>(dB, B.size()).value();
      auto c = dev.readVector<float>(dC, C.size()).value();
      size_t wrong = 0, wrongC = 0;
      for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < ldb; ++i) {
          float want = i < m ? A[size_t(i + j * lda)] : -1.0f;
          wrong += b[size_t(i + j * ldb)] != want;
        }
      for (int64_t j = 0; j < 3; ++j)
        for (int64_t i = 0; i < ldc; ++i) {
          float want = i < m - 1 ? -A[size_t(i + 1 + (j + 2) * lda)] : 7.0f;
          wrongC += c[size_t(i + j * ldc)] != want;
        }
      check(wrong == 0, "copy2d: strided 2-D copy (" + std::to_string(wrong) + " wrong)");
      check(wrongC == 0, "copy2d: subview copy (" + std::to_string(wrongC) + " wrong)");
    }
  }
}

// groups: members of lengths 5, 17, 100 and 1 in SVM memory
void groupsumTest(KernelRunner& run, const Binary& groupsum) {
  Device& dev = run.dev;
  if (auto k = run.kernel(groupsum, "groupsum")) {
    const std::vector<int64_t> lengths = {5, 17, 100, 1};
    std::vector<SvmBuffer> svm;
    std::vector<MemRefValue> members;
    std::vector<float> want;
    for (int64_t len : lengths) {
      std::vector<float> v(static_cast<size_t>(len));
      float sum = 0;
      for (int64_t i = 0; i < len; ++i) sum += v[size_t(i)] = float(i % 7) - 2.0f;
      want.push_back(sum);
      svm.push_back(dev.allocSvm(size_t(len) * 4).value());
      dev.write(svm.back(), v.data(), v.size() * 4).value();
      members.push_back({svm.back().ref(), {len}, {}});
    }
    Buffer dout = dev.createBuffer(lengths.size() * 4).value();
    auto gt = parseGroupType("group<memref<f32x?>x?>").value();
    int64_t ng = int64_t(lengths.size());
    if (run.launch(*k,
                   {Arg(gt, GroupValue{members, -1, 0}), memref(mt("memref<f32x?>"), dout, {ng})},
                   1, "groupsum")) {
      auto out = dev.readVector<float>(dout, lengths.size()).value();
      size_t wrong = 0;
      for (size_t g = 0; g < lengths.size(); ++g) wrong += out[g] != want[g];
      check(wrong == 0, "groupsum: group load with dynamic member shapes, group size (" +
                            std::to_string(wrong) + " wrong)");
    }
  }
}

// groups with offsets: dynamic (3) and static (2)
void groupoffTest(KernelRunner& run, const Binary& groupoff) {
  Device& dev = run.dev;
  if (auto k = run.kernel(groupoff, "groupoff")) {
    const int64_t off = 3;
    const std::vector<int64_t> lengths = {8, 20, 3, 50};
    std::vector<SvmBuffer> svm;
    std::vector<MemRefValue> gm, hm;
    std::vector<float> wantG, wantH;
    for (size_t g = 0; g < lengths.size(); ++g) {
      std::vector<float> v(static_cast<size_t>(lengths[g]));
      float sum = 0;
      for (int64_t i = 0; i < lengths[g]; ++i) {
        v[size_t(i)] = float(i * 3 % 11) - 4.0f + float(g);
        if (i >= off) sum += v[size_t(i)];
      }
      wantG.push_back(sum);
      svm.push_back(dev.allocSvm(v.size() * 4).value());
      dev.write(svm.back(), v.data(), v.size() * 4).value();
      gm.push_back({svm.back().ref(), {lengths[g] - off}, {}});
    }
    for (int g = 0; g < 3; ++g) { // members of 6 floats: 2 skipped, then the memref<f32x4>
      std::vector<float> v = {100.0f, 200.0f, float(g), 1.5f, -2.0f, float(10 * g)};
      wantH.push_back(v[2] + v[3] + v[4] + v[5]);
      svm.push_back(dev.allocSvm(v.size() * 4).value());
      dev.write(svm.back(), v.data(), v.size() * 4).value();
      hm.push_back({svm.back().ref(), {4}, {}});
    }
    const int64_t ng = int64_t(lengths.size());
    Buffer dout = dev.createBuffer(size_t(ng * 2) * 4).value();
    auto gt = parseGroupType("group<memref<f32x?>x?, offset: ?>").value();
    auto ht = parseGroupType("group<memref<f32x4>x3, offset: 2>").value();
    if (run.launch(*k,
                   {Arg(gt, GroupValue{gm, -1, off}), Arg(ht, GroupValue{hm, 3, 2}),
                    memref(mt("memref<f32x?x2>"), dout, {ng, 2})},
                   1, "groupoff")) {
      auto out = dev.readVector<float>(dout, size_t(ng * 2)).value();
      size_t wrongG = 0, wrongH = 0;
      for (int64_t g = 0; g < ng; ++g) wrongG += out[size_t(g)] != wantG[size_t(g)];
      for (int64_t g = 0; g < 3; ++g) wrongH += out[size_t(ng + g)] != wantH[size_t(g)];
      check(wrongG == 0, "groupoff: dynamic offset 3, member i = group[i] + 3 elements (" +
                             std::to_string(wrongG) + " wrong)");
      check(wrongH == 0,
            "groupoff: static offset 2 and size 3 (" + std::to_string(wrongH) + " wrong)");
    }
  }
}

// views: rank-reducing subview of a memref with first stride 2
void viewsTest(KernelRunner& run, const Binary& views) {
  Device& dev = run.dev;
  if (auto k = run.kernel(views, "views")) {
    const int64_t m = 7, n = 9, ld = 17, r = 4; // element (i, j) at 2 i + ld j
    std::vector<float> A(size_t(ld * n), -1.0f);
    for (int64_t j = 0; j < n; ++j)
      for (int64_t i = 0; i < m; ++i) A[size_t(2 * i + ld * j)] = float(i + 100 * j);
    Buffer dA = dev.createBuffer(std::span<const float>(A)).value();
    Buffer dR = dev.createBuffer(size_t(n) * 4).value();
    if (run.launch(*k,
                   {memref(mt("memref<f32x?x?,strided<2,?>>"), dA, {m, n}, {2, ld}),
                    memref(mt("memref<f32x?>"), dR, {n}), ScalarValue::index(r)},
                   1, "views")) {
      auto R = dev.readVector<float>(dR, size_t(n)).value();
      size_t wrong = 0;
      for (int64_t j = 0; j < n; ++j) wrong += R[size_t(j)] != float(r + 100 * j);
      check(wrong == 0, "views: row of a stride-2 memref through a rank-reducing subview (" +
                            std::to_string(wrong) + " wrong)");
    }
  }
}

// memory: expand / fuse, alloca + barrier, associated, 2-D built-ins
void memoryTest(KernelRunner& run, const Binary& memory, const KernelInfos& kernelInfos) {
  Device& dev = run.dev;
  {
    // The sizes the compiler chose come back with the binary: the
    // attributes' ([32,2], 16) and the target's default ([64,1], none).
    // (memory.tl is excluded on Vulkan: its binary is then missing.)
    if (memory) {
      auto& m = kernelInfos.at("memory");
      check(m.size() == 1 && m[0].name == "memory" &&
                m[0].workGroupSize == std::array<uint32_t, 3>{32, 2, 1} && m[0].subgroupSize == 16,
            "kernel metadata: memory has work-group 32x2x1 and subgroup size 16");
    }
    auto& v = kernelInfos.at("vadd");
    const tensor::Target& t = testTarget();
    check(v.size() == 1 &&
              v[0].workGroupSize == std::array<uint32_t, 3>{t.defaultWorkGroupSize[0],
                                                            t.defaultWorkGroupSize[1], 1} &&
              v[0].subgroupSize == t.defaultSubgroupSize,
          "kernel metadata: vadd has the target's default work-group size (" +
              std::to_string(t.defaultWorkGroupSize[0]) + "x" +
              std::to_string(t.defaultWorkGroupSize[1]) + ") and subgroup size (" +
              std::to_string(t.defaultSubgroupSize) + ")");
  }
  if (memory) { // alloca {alignment=64}: OpDecorate %alloca Alignment 64
    bool aligned = false;
    const auto& w = *memory;
    for (size_t i = 5; i + 3 < w.size(); i += std::max<uint32_t>(1, w[i] >> 16))
      aligned |= w[i] == (4u << 16 | 71u) && w[i + 2] == 44u && w[i + 3] == 64u;
    check(aligned, "memory: alloca's alignment 64 is an Alignment decoration");
  }
  if (auto k = run.kernel(memory, "memory")) {
    const int64_t q = 9, n = 4 * q, groups = 2;
    std::vector<float> x(static_cast<size_t>(n));
    for (int64_t i = 0; i < n; ++i) x[size_t(i)] = float(i * 5 % 13) - 6.5f;
    std::vector<int32_t> minus(size_t(64 * groups * 8), -1);
    Buffer dx = dev.createBuffer(std::span<const float>(x)).value();
    Buffer dy = dev.createBuffer(size_t(n) * 4).value(),
           dz = dev.createBuffer(size_t(n) * 4).value();
    Buffer dw = dev.createBuffer(64 * 4).value();
    Buffer dflag = dev.createBuffer(std::span<const int32_t>(minus.data(), 2)).value();
    Buffer dids = dev.createBuffer(std::span<const int32_t>(minus)).value();
    auto v = mt("memref<f32x?>");
    if (run.launch(*k,
                   {memref(v, dx, {n}), memref(mt("memref<f32x4x?>"), dy, {4, q}),
                    memref(v, dz, {n}), memref(mt("memref<f32x64>"), dw, {64}),
                    memref(mt("memref<i32x2>"), dflag, {2}),
                    memref(mt("memref<i32x?x8>"), dids, {64 * groups, 8})},
                   size_t(groups), "memory")) {
      auto y = dev.readVector<float>(dy, size_t(n)).value();
      auto z = dev.readVector<float>(dz, size_t(n)).value();
      auto w = dev.readVector<float>(dw, 64).value();
      auto flag = dev.readVector<int32_t>(dflag, 1).value();
      auto ids = dev.readVector<int32_t>(dids, minus.size()).value();
      size_t wrongY = 0, wrongW = 0, wrongIds = 0;
      for (int64_t i = 0; i < n; ++i)
        wrongY += y[size_t(i)] != x[size_t(i)] || z[size_t(i)] != 2 * x[size_t(i)];
      for (int k2 = 0; k2 < 64; ++k2) wrongW += w[size_t(k2)] != float(63 - k2);
      const int64_t rows = 64 * groups;
      for (int64_t row = 0; row < rows; ++row) {
        int64_t r = row % 64, lx = r % 32, ly = r / 32;
        int32_t want[8] = {
            int32_t(lx / 16),          int32_t(ly),      2,  2,
            int32_t(lx / 16 + 2 * ly), int32_t(lx % 16), 16, int32_t(groups + 10 * 0 + 100 * 1)};
        for (int c = 0; c < 8; ++c) wrongIds += ids[size_t(row + c * rows)] != want[c];
      }
      check(wrongY == 0, "memory: expand then fuse round trip, barrier.global (" +
                             std::to_string(wrongY) + " wrong)");
      check(wrongW == 0, "memory: alloca'd local tile, barrier.local, reversed read (" +
                             std::to_string(wrongW) + " wrong)");
      check(flag[0] == 1, "memory: associated on an argument");
      check(wrongIds == 0, "memory: subgroup_id.x/.y, num_subgroups.x/.y, subgroup_linear_id, "
                           "subgroup_local_id, subgroup_size, group_id.y, num_groups.x/.y in a "
                           "[32,2] work-group (" +
                               std::to_string(wrongIds) + " wrong)");
    }
  }
}

// barriers the compiler inserts: 5 blocks of 256 through local and global memory
void barriersTest(KernelRunner& run, const Binary& barriers) {
  Device& dev = run.dev;
  if (auto k = run.kernel(barriers, "reverse")) {
    const int64_t n = 5 * 256;
    std::vector<float> x(static_cast<size_t>(n));
    for (int64_t i = 0; i < n; ++i) x[size_t(i)] = float(i % 997) - 300.0f;
    Buffer dx = dev.createBuffer(std::span<const float>(x)).value();
    Buffer ds = dev.createBuffer(size_t(n) * 4).value();
    Buffer dy = dev.createBuffer(size_t(n) * 4).value();
    auto t = mt("memref<f32x?>");
    if (run.launch(*k, {memref(t, dx, {n}), memref(t, ds, {n}), memref(t, dy, {n})}, 5,
                   "reverse")) {
      auto y = dev.readVector<float>(dy, size_t(n)).value();
      size_t wrong = 0;
      for (int64_t i = 0; i < n; ++i) {
        int64_t base = i / 256 * 256, r = (i % 256 + 1) % 256;
        wrong += y[size_t(i)] != 2.0f * x[size_t(base + 255 - r)];
      }
      check(wrong == 0, "barriers: stages through local and global memory (" +
                            std::to_string(wrong) + " wrong)");
    }
  }
  if (auto k = run.kernel(barriers, "rotate")) {
    const int64_t n = 3 * 256;
    std::vector<float> x(static_cast<size_t>(n));
    for (int64_t i = 0; i < n; ++i) x[size_t(i)] = float(i % 613) - 100.0f;
    Buffer dx = dev.createBuffer(std::span<const float>(x)).value();
    Buffer dy = dev.createBuffer(size_t(n) * 4).value();
    auto t = mt("memref<f32x?>");
    if (run.launch(*k, {memref(t, dx, {n}), memref(t, dy, {n})}, 3, "rotate")) {
      auto y = dev.readVector<float>(dy, size_t(n)).value();
      size_t wrong = 0;
      for (int64_t i = 0; i < n; ++i)
        wrong += y[size_t(i)] != x[size_t(i / 256 * 256 + (i % 256 + 20) % 256)] + 5.0f;
      check(wrong == 0,
            "barriers: dependency carried around a loop (" + std::to_string(wrong) + " wrong)");
    }
  }
}

} // namespace device_test
