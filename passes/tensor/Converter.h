// Converter: the state of one tensor-to-SPIR-V conversion (private to
// passes/tensor).
//
// The conversion walks each tensor.func once, in order, and emits SPIR-V
// through a KernelBuilder (ir/spirv/KernelBuilder.h), so that built-ins,
// entry points, execution modes and structured constructs are made the same
// way as for every other kernel spvkit builds. Tensor values map to SPIR-V
// values; memref and group values map to descriptors (a pointer plus the
// dope vector: one value per shape and stride entry, constants for the
// static ones, kernel parameters or computed values for the dynamic ones).
// The instruction families live in separate files (ConvertScalar.cpp,
// ConvertMemory.cpp, ConvertControlFlow.cpp, ConvertCoopmatrix*.cpp);
// ConvertToSpirv.cpp holds the driver and the kernel ABI.
#pragma once

#include "ir/Diagnostic.h"
#include "ir/spirv/KernelBuilder.h"
#include "ir/tensor/OpDefinition.h"
#include "ir/tensor/Ops.h"
#include "ir/tensor/Types.h"
#include "passes/tensor/ConvertToSpirv.h"
#include "passes/tensor/ValueMap.h"

#include <array>
#include <deque>
#include <optional>
#include <span>
#include <vector>

namespace spvkit::tensor {

/// A memref value in SPIR-V: where element 0 is and the dope vector.
struct MemrefDesc {
  MemrefType type;
  Value* base = nullptr;       ///< pointer to the element type
  std::vector<Value*> shape;   ///< i64, one per mode
  std::vector<Value*> strides; ///< i64, one per mode
  /// Known divisors of the dynamic sizes / strides (`shape_gcd`,
  /// `stride_gcd` of an argument; 1 or missing: none known).
  std::vector<int64_t> shapeGcd, strideGcd;
};

/// A group value: the pointer table and, per dynamic memref entry, the table
/// of per-member values (calling convention of DESIGN.md).
struct GroupDesc {
  GroupType type;
  Value* table = nullptr;              ///< pointer to pointers to the element type
  std::vector<Value*> dynShapeTables;  ///< per shape entry: pointer to i64 or null
  std::vector<Value*> dynStrideTables; ///< per stride entry: pointer to i64 or null
  Value* size = nullptr;               ///< i64
  Value* offset = nullptr;             ///< i64
  /// `shape_gcd` / `stride_gcd`, passed on to the members.
  std::vector<int64_t> shapeGcd, strideGcd;
};

class Converter {
public:
  Converter(spirv::KernelBuilder& kb, const ConversionOptions& options, DiagnosticList& diags)
      : kb_(kb), options_(options), diags_(diags) {}

  /// Converts one tensor.func into a kernel. Returns false on error.
  bool convertFunc(Operation* func);
  bool failed() const { return failed_; }

  // --- shared helpers (used by the Convert*.cpp files) ----------------------------------
  spirv::KernelBuilder& kb() { return kb_; }
  /// Reports "not yet supported by the SPIR-V conversion: <what>" at `op`.
  void unsupported(Operation* op, const std::string& what);
  void error(Operation* op, const std::string& message);
  /// The SPIR-V type of a tensor scalar type (index → i64, bool → i1,
  /// complex → 2-vector) or coopmatrix type (an array holding the work-item
  /// vector, docs/coopmatrix.md; while a coopmatrix instruction is converted
  /// component by component: the component's type); null if it has none yet.
  Type convertType(Type t);
  /// The type a value of tensor type `t` has in memory and as a kernel
  /// argument: convertType(t), except bf16, which is computed in f32 and
  /// stored as its 16 bits (i16), and f16 on a target without Float16
  /// (halfInF32), which is computed in f32 and stored as f16 (Float16Buffer;
  /// its kernel arguments are i16, see ConvertF16.cpp).
  Type storageType(Type t);
  /// bf16 helpers (ConvertBf16.cpp): f32 rounded to the nearest bf16 (ties
  /// to even, NaN stays NaN), and the conversions to / from the i16 bits.
  Value* roundBf16(Value* f32);
  Value* bf16ToBits(Value* f32);
  Value* bf16FromBits(Value* bits);
  /// Whether `t` is f16 on a target without the Float16 capability: values
  /// live in f32 registers, memory holds halves (ConvertF16.cpp).
  bool halfInF32(Type t) const;
  /// f16-in-f32 helpers (ConvertF16.cpp): f32 rounded to the nearest f16
  /// (ties to even), and the conversions to / from the i16 bits.
  Value* roundHalf(Value* f32);
  Value* halfToBits(Value* f32);
  Value* halfFromBits(Value* bits);
  /// A value computed in f32 for tensor type `t` rounded to `t` (bf16, and
  /// f16 in f32); any other value unchanged.
  Value* roundToType(Value* x, Type t);
  /// One element of tensor type `t` at `ptr` (a pointer to storageType(t)),
  /// as a converted value, and its store (`v` already of type `t`: it is
  /// not rounded again).
  Value* loadElement(Value* ptr, Type t, uint32_t align);
  void storeElement(Value* ptr, Value* v, Type t, uint32_t align);
  /// The SPIR-V value of a tensor scalar value (Undef after an error).
  Value* value(Value* v);
  void map(Value* from, Value* to) { values_[from] = to; }
  MemrefDesc* memref(Value* v);
  GroupDesc* group(Value* v);
  void mapMemref(Value* v, MemrefDesc d);
  void mapGroup(Value* v, GroupDesc d);
  Value* constI64(int64_t v) { return kb_.constI64(v); }
  Value* undef(Type t) { return kb_.op(spirv::Op::Undef, t, {})->result(); }
  /// The component type of a cooperative matrix type, else `t` itself.
  static Type componentOf(Type t) {
    if (auto c = t.dyn_cast<CoopmatrixType>()) return c.componentType();
    return t;
  }
  /// Converts an integer value to `type` (sign-extending / truncating).
  Value* intTo(Value* v, Type type);
  /// An OpenCL.std call; on f16 computed in f32 when the target has no
  /// half-precision math (TargetEnv features.fp16Math).
  Value* clCall(spirv::CLOp o, Type type, std::vector<Value*> args);
  /// The OpenCL.std instruction `o` as is on OpenCL targets; on Vulkan the
  /// same function through KernelBuilder::math (GLSL.std.450 or an inline
  /// expansion; native_* are the precise functions there).
  Value* extOp(spirv::CLOp o, Type type, std::vector<Value*> args);
  /// The type subgroup operations on `t` run in: i32 for narrower integers
  /// (OpGroup* take 32 and 64 bits), f32 for f16 without half-precision math.
  Type groupOpType(Type t);
  /// Sign-extends / FConverts `v` to the wider `to`, and back.
  Value* widen(Value* v, Type to);
  Value* narrow(Value* v, Type to);

  /// Converts the ops of `block` in order (no terminator handling). Returns
  /// the operands of its `tensor.yield`, converted, if it has one.
  std::vector<Value*> convertBlock(Block* block);
  void convertOp(Operation* op);

  // --- instruction families ------------------------------------------------------------
  bool convertScalarOp(Operation* op);           // ConvertScalar.cpp
  bool convertMemoryOp(Operation* op);           // ConvertMemory.cpp
  bool convertControlOp(Operation* op);          // ConvertControlFlow.cpp
  void convertFor(Operation* op);                // ConvertControlFlow.cpp
  bool convertAtomicOp(Operation* op);           // ConvertAtomics.cpp
  bool convertComplexOp(Operation* op);          // ConvertComplex.cpp
  bool convertCoopmatrixOp(Operation* op);       // ConvertCoopmatrix.cpp
  bool convertCoopmatrixMemoryOp(Operation* op); // ConvertCoopmatrixMemory.cpp
  bool convertCoopmatrixMathOp(Operation* op);   // ConvertCoopmatrixMath.cpp
  /// The `khr` strategy (CoopmatrixStrategy.h): KHR cooperative-matrix
  /// instructions (ConvertCoopmatrixKhr.cpp).
  bool convertCoopmatrixKhrOp(Operation* op);
  /// Arithmetic, cast and constant on coopmatrix values: the scalar
  /// conversion applied to each work-item-vector entry.
  bool convertCoopmatrixElementwise(Operation* op);
  /// x * y, x + y and the cast of converted entries of tensor component type
  /// `component` (complex-aware, bf16 rounded).
  Value* coopMul(Value* x, Value* y, Type component);
  Value* coopAdd(Value* x, Value* y, Type component);
  Value* coopCast(Value* x, Type from, Type to);
  /// Whether a coopmatrix load of `ct` from `d` can use subgroup block reads
  /// (ConvertCoopmatrixMemory.cpp).
  bool blockReadable(CoopmatrixType ct, const MemrefDesc& d, bool trans, bool rowsChecked);

  /// One atomic access of `op`'s kind (atomic_* or cooperative_matrix_atomic_*,
  /// with its scope and semantics) at `ptr` into memory of `space`: returns the
  /// loaded or old value (null for a store). `v` is the stored / operand value
  /// of converted type `t`. ConvertAtomics.cpp.
  Value* atomicAccess(Operation* op, Value* ptr, AddressSpace space, Type t, Value* v);

  /// The address of the element of `d` at the tensor values `indices` (one
  /// per mode).
  Value* elementPointer(MemrefDesc& d, std::span<Value* const> indices);
  Value* computeElementPointer(MemrefDesc& d, std::span<Value* const> indices);
  /// The values of a variadic operand (an access's index list), for
  /// elementPointer.
  static std::vector<Value*> valuesOf(std::span<OpOperand> operands) {
    std::vector<Value*> v;
    v.reserve(operands.size());
    for (OpOperand& o : operands) v.push_back(o.get());
    return v;
  }

  // --- kernel facts -------------------------------------------------------------------
  /// The target the kernel is compiled for (what it may use).
  const Target& target() const { return *target_; }
  /// Work-group size (x, y) of the kernel being converted.
  std::array<uint32_t, 2> workGroupSize() const { return wgSize_; }
  /// The required subgroup size, if the function or the target fixes one.
  std::optional<uint32_t> subgroupSize() const { return sgSize_; }
  /// Local invocation id in x / y as i64.
  Value* localId(unsigned dim);
  /// The linear local id lid.x + lid.y * wg.x as i64.
  Value* linearLocalId();

private:
  /// Declares the kernel parameters of the function's arguments by the
  /// calling convention and maps the arguments to them.
  bool declareKernel(Operation* func, Block* entry);

  spirv::KernelBuilder& kb_;
  const ConversionOptions& options_;
  DiagnosticList& diags_;
  bool failed_ = false;
  /// Set while a coopmatrix instruction is converted per work-item-vector
  /// entry by the scalar conversions (convertType gives the component type).
  bool componentwise_ = false;
  /// The function's cooperative matrices are KHR cooperative-matrix values
  /// (CoopmatrixStrategy.h); else work-item vectors.
  bool coopKhr_ = false;
  ValueMap<Value, Value*> values_;
  /// Descriptors in deques (stable addresses), found by their value's index
  /// plus one.
  std::deque<MemrefDesc> memrefDescs_;
  std::deque<GroupDesc> groupDescs_;
  ValueMap<Value, uint32_t> memrefs_, groups_;
  /// Element addresses by (base, strides, indices) in SPIR-V values, with
  /// the SPIR-V block they were computed in (elementPointer).
  struct ComputedPointer {
    Block* block;
    Value* pointer;
  };
  PointerSequenceMap<Value, ComputedPointer> pointers_;
  std::array<uint32_t, 2> wgSize_{64, 1};
  std::optional<uint32_t> sgSize_;
  /// Bytes of workgroup memory the kernel's allocas take (checked against
  /// the target's limit where it has one).
  uint64_t workgroupBytes_ = 0;
  const Target* target_ = nullptr;
  /// target_->env.hasCapability(Float16), asked once per function: halfInF32
  /// asks for every f16 type it sees, and the capability query walks the
  /// grammar's implied capabilities (a third of an f16 GEMM's conversion).
  bool hasFloat16_ = false;
};

} // namespace spvkit::tensor
