// Elementwise kernels over memref<T x ?> arguments (pointer + dynamic size),
// one work-item per element, with a bounds check:
//   ew_f32:  c[i] = a[i] * b[i] + a[i]
//   ew_f64:  c[i] = sqrt(a[i]) * b[i] - a[i] / b[i]     (OpenCL.std sqrt)
//   ew_i64:  c[i] = (a[i] * b[i]) ^ (a[i] >> 3) + i      (arithmetic shift)
#include "KernelCatalog.h"
#include "KernelModule.h"

namespace spvkit::test {

using namespace spirv;

namespace {

/// kernel name(memref<T x ?> a, memref<T x ?> b, memref<T x ?> c): the six
/// OpenCL arguments (a, na, b, nb, c, nc); `body` computes c[i] from a[i], b[i], i.
void elementwise(SpirvBuilder& b, std::string_view name, Type t,
                 std::initializer_list<Capability> caps,
                 const std::function<Value*(KernelModule&, Value*, Value*, Value*)>& body) {
  KernelModule km(b, makeVersion(1, 0), caps);
  Type p = km.global(t), i64 = b.i64();
  km.beginKernel(name, {{p, "a"}, {i64, "na"}, {p, "b"}, {i64, "nb"}, {p, "c"}, {i64, "nc"}});
  Value* i = km.id(BuiltIn::GlobalInvocationId, 0);
  km.ifThen(km.cmp(Op::SLessThan, i, km.arg(5)), [&] {
    Value* x = km.load(km.element(km.arg(0), i));
    Value* y = km.load(km.element(km.arg(2), i));
    km.store(km.element(km.arg(4), i), body(km, x, y, i));
  });
  km.endKernel({64, 1, 1});
}

} // namespace

void buildElementwiseF32(SpirvBuilder& b) {
  elementwise(b, "ew_f32", b.f32(), {Capability::Addresses, Capability::Kernel, Capability::Int64},
              [](KernelModule& km, Value* x, Value* y, Value*) {
                return km.b.binary(Op::FAdd, km.b.binary(Op::FMul, x, y), x);
              });
}

void buildElementwiseF64(SpirvBuilder& b) {
  elementwise(b, "ew_f64", b.f64(),
              {Capability::Addresses, Capability::Kernel, Capability::Int64, Capability::Float64},
              [](KernelModule& km, Value* x, Value* y, Value*) {
                Value* root = km.b.clOp(CLOp::sqrt, x->type(), {x})->result();
                return km.b.binary(Op::FSub, km.b.binary(Op::FMul, root, y),
                                   km.b.binary(Op::FDiv, x, y));
              });
}

void buildElementwiseI64(SpirvBuilder& b) {
  elementwise(b, "ew_i64", b.i64(), {Capability::Addresses, Capability::Kernel, Capability::Int64},
              [](KernelModule& km, Value* x, Value* y, Value* i) {
                Value* prod = km.b.binary(Op::IMul, x, y);
                Value* shifted = km.b.binary(Op::ShiftRightArithmetic, x, km.i64(3));
                return km.b.binary(Op::IAdd, km.b.binary(Op::BitwiseXor, prod, shifted), i);
              });
}

} // namespace spvkit::test
