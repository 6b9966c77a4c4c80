// Kernels on Workgroup (local) memory with barriers, and float atomics:
//   reverse64(memref<f32x?> in, memref<f32x?> out)   work-groups of 64:
//       tmp[lid] = in[gid]; barrier; out[gid] = tmp[63 - lid]
//   wg_sum64(memref<f32x?> in, memref<f32x?> out)    tree reduction in a loop:
//       out[group] = sum of the group's 64 elements
//   atomic_fadd(memref<f32x?> in, memref<f32x8> sums)  (SPV_EXT_shader_atomic_float_add)
//       sums[i % 8] += in[i] with OpAtomicFAddEXT; atomic_fadd64 the same on f64
#include "KernelCatalog.h"
#include "KernelModule.h"

namespace spvkit::test {

using namespace spirv;

namespace {
const Capability kBase[] = {Capability::Addresses, Capability::Kernel, Capability::Int64};
}

void buildLocalMemory(SpirvBuilder& b) {
  KernelModule km(b, makeVersion(1, 0), {kBase[0], kBase[1], kBase[2]});
  Type f32 = b.f32(), i64 = b.i64(), p = km.global(f32);
  PointerType localArray = b.ptr(ArrayType::get(f32, 64), StorageClass::Workgroup);

  Operation* tmp = km.globalVariable("reverse_tmp", localArray);
  km.beginKernel("reverse64", {{p, "in"}, {i64, "n_in"}, {p, "out"}, {i64, "n_out"}});
  {
    Value* gid = km.id(BuiltIn::GlobalInvocationId, 0);
    Value* lid = km.id(BuiltIn::LocalInvocationId, 0);
    Value* t = b.addressOf(tmp);
    km.store(km.arrayElement(t, f32, lid), km.load(km.element(km.arg(0), gid)));
    km.workgroupBarrier();
    Value* mirrored = b.binary(Op::ISub, km.i64(63), lid);
    km.store(km.element(km.arg(2), gid), km.load(km.arrayElement(t, f32, mirrored)));
  }
  km.endKernel({64, 1, 1});

  Operation* acc = km.globalVariable("sum_tmp", localArray);
  km.beginKernel("wg_sum64", {{p, "in"}, {i64, "n_in"}, {p, "out"}, {i64, "n_out"}});
  {
    Value* stride = b.variable(i64);
    Value* gid = km.id(BuiltIn::GlobalInvocationId, 0);
    Value* lid = km.id(BuiltIn::LocalInvocationId, 0);
    Value* group = km.id(BuiltIn::WorkgroupId, 0);
    Value* t = b.addressOf(acc);
    km.store(km.arrayElement(t, f32, lid), km.load(km.element(km.arg(0), gid)));
    km.workgroupBarrier();
    km.store(stride, km.i64(32));
    km.whileLoop(
        [&] { return km.cmp(Op::SGreaterThan, km.load(stride), km.i64(0)); },
        [&] {
          Value* s = km.load(stride);
          km.ifThen(km.cmp(Op::SLessThan, lid, s), [&] {
            Value* mine = km.arrayElement(t, f32, lid);
            Value* other = km.load(km.arrayElement(t, f32, b.binary(Op::IAdd, lid, s)));
            km.store(mine, b.binary(Op::FAdd, km.load(mine), other));
          });
          km.workgroupBarrier();
        },
        [&] { km.store(stride, b.binary(Op::ShiftRightLogical, km.load(stride), km.i64(1))); });
    km.ifThen(km.cmp(Op::IEqual, lid, km.i64(0)), [&] {
      km.store(km.element(km.arg(2), group), km.load(km.arrayElement(t, f32, km.i64(0))));
    });
  }
  km.endKernel({64, 1, 1});
}

namespace {
void atomicAdd(SpirvBuilder& b, std::string_view name, Type t, Capability atomicCap, bool fp64) {
  KernelModule km(b, makeVersion(1, 0),
                  fp64 ? std::initializer_list<Capability>{kBase[0], kBase[1], kBase[2],
                                                           Capability::Float64, atomicCap}
                       : std::initializer_list<Capability>{kBase[0], kBase[1], kBase[2], atomicCap},
                  {Extension::SPV_EXT_shader_atomic_float_add});
  Type p = km.global(t), i64 = b.i64();
  km.beginKernel(name, {{p, "in"}, {i64, "n"}, {p, "sums"}});
  Value* i = km.id(BuiltIn::GlobalInvocationId, 0);
  km.ifThen(km.cmp(Op::SLessThan, i, km.arg(1)), [&] {
    Value* x = km.load(km.element(km.arg(0), i));
    Value* bin = km.element(km.arg(2), b.binary(Op::UMod, i, km.i64(8)));
    b.op(Op::AtomicFAddEXT, t, {bin, x},
         {km.scope("memory_scope", Scope::Device), km.semantics("semantics", 0)});
  });
  km.endKernel({64, 1, 1});
}
} // namespace

void buildAtomicFAdd(SpirvBuilder& b) {
  atomicAdd(b, "atomic_fadd", b.f32(), Capability::AtomicFloat32AddEXT, false);
}

void buildAtomicFAdd64(SpirvBuilder& b) {
  atomicAdd(b, "atomic_fadd64", b.f64(), Capability::AtomicFloat64AddEXT, true);
}

} // namespace spvkit::test
