// Which decorations may sit where: the target rules spirv-val enforces on
// OpDecorate, for the decorations an attribute puts on an op's result, a
// variable, a spec constant or a function parameter (`arg_attrs`).
//
// Measured with Debian 12's spirv-val on a Kernel module, one decoration at a
// time on an OpIAdd result, a Function and a CrossWorkgroup OpVariable and an
// OpFunctionParameter (fuzz-writer findings of issue 17 were Restrict,
// Volatile and BuiltIn on instruction results):
//  * Restrict, Aliased, Volatile, Coherent, NonReadable, NonWritable: "must be
//    a memory object declaration" (a variable or a function parameter);
//    NonWritable further "must point to a storage image, uniform block, or
//    storage buffer" (or, from SPIR-V 1.4, a Function / Private variable);
//  * Constant: "must be a variable";
//  * BuiltIn: "can only target variables, structure members or constants";
//  * SpecId: "must be a scalar specialization constant" (spirv.SpecConstant's
//    own `spec_id`); CPacked: "must be a structure type" (never an op);
//  * NoSignedWrap / NoUnsignedWrap: not on variables or parameters
//    ("may not be applied to Variable"); spvkit allows them on the results of
//    the integer instructions SPIR-V names (IAdd, ISub, IMul,
//    ShiftLeftLogical, SNegate) and of OpenCL.std instructions.
#include "ir/spirv/VerifyUtil.h"

#include "SpirvOps.h"

namespace spvkit::spirv::detail {

namespace {

bool isMemoryObject(DecorationTarget t) {
  return t == DecorationTarget::Variable || t == DecorationTarget::Parameter;
}

/// NonWritable's storage classes (spirv-val, CheckNonWritableDecoration).
bool nonWritableStorage(Operation* op, Type pointer) {
  auto p = pointer.dyn_cast<PointerType>();
  if (!p) return false;
  auto sc = StorageClass(p.storageClass());
  if (sc == StorageClass::Uniform || sc == StorageClass::StorageBuffer ||
      sc == StorageClass::UniformConstant)
    return true;
  if (sc != StorageClass::Function && sc != StorageClass::Private) return false;
  Operation* m = op;
  while (m && !isDialectOp(m, DialectOp::Module)) m = m->parentOp();
  auto vce = m ? m->attr("vce_triple").dyn_cast<VceAttr>() : VceAttr();
  return vce && vce.version() >= makeVersion(1, 4);
}

} // namespace

bool checkDecorationTarget(Operation* op, DiagnosticList& d, std::string_view name,
                           const EnumerantInfo& deco, DecorationTarget target, Type pointer) {
  auto bad = [&](const char* allowed) {
    return fail(op, d,
                "has decoration '" + std::string(name) + "' (" + std::string(deco.name()) +
                    "), which SPIR-V allows only on " + allowed);
  };
  switch (Decoration(deco.value)) {
  case Decoration::Restrict:
  case Decoration::Aliased:
  case Decoration::Volatile:
  case Decoration::Coherent:
  case Decoration::NonReadable:
    if (!isMemoryObject(target)) return bad("variables and function parameters");
    return true;
  case Decoration::NonWritable:
    if (!isMemoryObject(target) || !nonWritableStorage(op, pointer))
      return bad("variables and function parameters pointing to Uniform, StorageBuffer or "
                 "UniformConstant (from SPIR-V 1.4 also Function and Private) memory");
    return true;
  case Decoration::Constant:
    if (target != DecorationTarget::Variable) return bad("variables");
    return true;
  case Decoration::BuiltIn:
    if (target != DecorationTarget::Variable && target != DecorationTarget::SpecConstant)
      return bad("variables and constants");
    return true;
  case Decoration::SpecId:
    return bad("spec constants (as spirv.SpecConstant's spec_id)");
  case Decoration::CPacked:
    return bad("struct types");
  case Decoration::NoSignedWrap:
  case Decoration::NoUnsignedWrap:
    if (target == DecorationTarget::Result &&
        (op->info().dialect() == Dialect::SpirvCL || isOp(op, Op::IAdd) || isOp(op, Op::ISub) ||
         isOp(op, Op::IMul) || isOp(op, Op::ShiftLeftLogical) || isOp(op, Op::SNegate)))
      return true;
    return bad("the results of IAdd, ISub, IMul, ShiftLeftLogical, SNegate and OpenCL.std "
               "instructions");
  default:
    return true;
  }
}

} // namespace spvkit::spirv::detail
