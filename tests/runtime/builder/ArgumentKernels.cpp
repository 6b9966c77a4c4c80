// Kernels for the calling convention's compound arguments, and a module the
// device must reject:
//   scale_add2d(memref<f32x?x?> A, memref<f32x?x?> B, f32 alpha)   2-D, 8x8:
//       B[i,j] = alpha * A[i,j] + i - j, with A's and B's dynamic shape and
//       leading stride (OpenCL args: A, m, n, ldA, B, mB, nB, ldB, alpha)
//   group_scale(group<memref<f32x?>x?, offset: ?> g)   x: element, y: member:
//       member m starts `offset` elements into table entry m (the language
//       reference's group offset): x[i] = x[i] * (m + 1) + m
//       (OpenCL args: f32* global* pointers, i64* shape0, i64 size, i64 offset)
//   uses_missing(f32* p): calls an imported function that no library defines,
//       so the device's build (link) step fails.
#include "KernelCatalog.h"
#include "KernelModule.h"

namespace spvkit::test {

using namespace spirv;

void buildMemRefDynamic(SpirvBuilder& b) {
  KernelModule km(b, makeVersion(1, 0),
                  {Capability::Addresses, Capability::Kernel, Capability::Int64});
  Type f32 = b.f32(), i64 = b.i64(), p = km.global(f32);
  km.beginKernel("scale_add2d", {{p, "A"},
                                 {i64, "m"},
                                 {i64, "n"},
                                 {i64, "ldA"},
                                 {p, "B"},
                                 {i64, "mB"},
                                 {i64, "nB"},
                                 {i64, "ldB"},
                                 {f32, "alpha"}});
  Value* i = km.id(BuiltIn::GlobalInvocationId, 0);
  Value* j = km.id(BuiltIn::GlobalInvocationId, 1);
  Value* inside =
      km.compute(Op::LogicalAnd, b.i1(),
                 {km.cmp(Op::SLessThan, i, km.arg(1)), km.cmp(Op::SLessThan, j, km.arg(2))});
  km.ifThen(inside, [&] {
    Value* a =
        km.load(km.element(km.arg(0), b.binary(Op::IAdd, i, b.binary(Op::IMul, j, km.arg(3)))));
    Value* fi = km.compute(Op::ConvertSToF, f32, {i});
    Value* fj = km.compute(Op::ConvertSToF, f32, {j});
    Value* r = b.binary(Op::FSub, b.binary(Op::FAdd, b.binary(Op::FMul, km.arg(8), a), fi), fj);
    km.store(km.element(km.arg(4), b.binary(Op::IAdd, i, b.binary(Op::IMul, j, km.arg(7)))), r);
  });
  km.endKernel({8, 8, 1});
}

void buildGroupArgument(SpirvBuilder& b) {
  KernelModule km(b, makeVersion(1, 0),
                  {Capability::Addresses, Capability::Kernel, Capability::Int64});
  Type f32 = b.f32(), i64 = b.i64(), p = km.global(f32);
  km.beginKernel(
      "group_scale",
      {{km.global(p), "pointers"}, {km.global(i64), "shape0"}, {i64, "size"}, {i64, "offset"}});
  Value* i = km.id(BuiltIn::GlobalInvocationId, 0);
  Value* m = km.id(BuiltIn::GlobalInvocationId, 1);
  km.ifThen(km.cmp(Op::SLessThan, m, km.arg(2)), [&] {
    Value* data = km.element(km.load(km.element(km.arg(0), m)), km.arg(3));
    Value* n = km.load(km.element(km.arg(1), m));
    km.ifThen(km.cmp(Op::SLessThan, i, n), [&] {
      Value* at = km.element(data, i);
      Value* scale = km.compute(Op::ConvertSToF, f32, {b.binary(Op::IAdd, m, km.i64(1))});
      Value* add = km.compute(Op::ConvertSToF, f32, {m});
      km.store(at, b.binary(Op::FAdd, b.binary(Op::FMul, km.load(at), scale), add));
    });
  });
  km.endKernel({64, 1, 1});
}

void buildRejected(SpirvBuilder& b) {
  KernelModule km(
      b, makeVersion(1, 0),
      {Capability::Addresses, Capability::Kernel, Capability::Int64, Capability::Linkage});
  Type f32 = b.f32();
  Type fnParams[] = {f32}, fnResults[] = {f32};
  b.setInsertionPointToEnd(km.module()->region().front());
  Operation* missing =
      b.createFunc("spvkit_missing_function", FunctionType::get(b.context(), fnParams, fnResults));
  missing->region().remove(missing->region().front()); // a declaration
  NamedAttribute linkage[] = {b.named("linkage_name", b.strAttr("spvkit_missing_function")),
                              b.named("linkage_type", b.enumAttr(LinkageType::Import))};
  missing->setAttr("linkage_attributes", DictionaryAttr::get(b.context(), linkage));
  km.beginKernel("uses_missing", {{km.global(f32), "p"}});
  km.store(km.element(km.arg(0), km.i64(0)), b.call(missing, {km.f32(1.0)}));
  km.endKernel({1, 1, 1});
}

} // namespace spvkit::test
