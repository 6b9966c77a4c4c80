// Subgroup kernels with a required subgroup size of 16 (execution mode
// SubgroupSize, SPIR-V 1.1, SubgroupDispatch) in work-groups of 64:
//   subgroup_ops(f32* in, i32* size, f32* bcast, f32* reduce, i32* scan):
//       size = SubgroupSize, bcast = GroupBroadcast(in, lane 3),
//       reduce = GroupFAdd Reduce(in), scan = GroupIAdd InclusiveScan(lane)
//   subgroup_shuffle(f32* in, f32* shuffled, f32* xored):   (SPV_INTEL_subgroups)
//       shuffled = SubgroupShuffleINTEL(in, (lane + 5) & 15),
//       xored = SubgroupShuffleXorINTEL(in, 3)
#include "KernelCatalog.h"
#include "KernelModule.h"

namespace spvkit::test {

using namespace spirv;

void buildSubgroup(SpirvBuilder& b) {
  KernelModule km(b, makeVersion(1, 1),
                  {Capability::Addresses, Capability::Kernel, Capability::Int64, Capability::Groups,
                   Capability::SubgroupDispatch});
  Type f32 = b.f32(), i32 = b.i32(), pf = km.global(f32), pi = km.global(i32);
  km.beginKernel("subgroup_ops",
                 {{pf, "in"}, {pi, "size"}, {pf, "bcast"}, {pf, "reduce"}, {pi, "scan"}});
  Value* gid = km.id(BuiltIn::GlobalInvocationId, 0);
  Value* size = km.scalarBuiltin(BuiltIn::SubgroupSize);
  Value* lane = km.scalarBuiltin(BuiltIn::SubgroupLocalInvocationId);
  Value* x = km.load(km.element(km.arg(0), gid));
  NamedAttribute sub = km.scope("execution_scope", Scope::Subgroup);
  km.store(km.element(km.arg(1), gid), size);
  km.store(km.element(km.arg(2), gid), km.compute(Op::GroupBroadcast, f32, {x, km.i32(3)}, {sub}));
  km.store(km.element(km.arg(3), gid),
           km.compute(Op::GroupFAdd, f32, {x},
                      {sub, b.named("group_operation", b.enumAttr(GroupOperation::Reduce))}));
  km.store(
      km.element(km.arg(4), gid),
      km.compute(Op::GroupIAdd, i32, {lane},
                 {sub, b.named("group_operation", b.enumAttr(GroupOperation::InclusiveScan))}));
  km.endKernel({64, 1, 1}, 16);
}

void buildSubgroupShuffle(SpirvBuilder& b) {
  KernelModule km(b, makeVersion(1, 1),
                  {Capability::Addresses, Capability::Kernel, Capability::Int64,
                   Capability::SubgroupDispatch, Capability::SubgroupShuffleINTEL},
                  {Extension::SPV_INTEL_subgroups});
  Type f32 = b.f32(), pf = km.global(f32);
  km.beginKernel("subgroup_shuffle", {{pf, "in"}, {pf, "shuffled"}, {pf, "xored"}});
  Value* gid = km.id(BuiltIn::GlobalInvocationId, 0);
  Value* lane = km.scalarBuiltin(BuiltIn::SubgroupLocalInvocationId);
  Value* x = km.load(km.element(km.arg(0), gid));
  Value* src = b.binary(Op::BitwiseAnd, b.binary(Op::IAdd, lane, km.i32(5)), km.i32(15));
  km.store(km.element(km.arg(1), gid), km.compute(Op::SubgroupShuffleINTEL, f32, {x, src}));
  km.store(km.element(km.arg(2), gid),
           km.compute(Op::SubgroupShuffleXorINTEL, f32, {x, km.i32(3)}));
  km.endKernel({64, 1, 1}, 16);
}

} // namespace spvkit::test
