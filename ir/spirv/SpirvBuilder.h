// SpirvBuilder: convenience creation of SPIR-V dialect ops.
//
// A thin layer over `Builder` that knows the dialect's conventions
// (docs/spirv-dialect.md): which attributes an op needs, how functions get
// their entry block, how constructs get their blocks. Any grammar op can also
// be created generically with `op()`. The dialect must be registered in the
// context (`spirv::registerDialect`); the constructor does it.
#pragma once

#include "ir/Builder.h"
#include "ir/spirv/Dialect.h"

#include <initializer_list>
#include <optional>
#include <string_view>

namespace spvkit::spirv {

class SpirvBuilder : public Builder {
public:
  explicit SpirvBuilder(Module& module);

  // --- types -----------------------------------------------------------------
  PointerType ptr(Type pointee, StorageClass sc) const {
    return PointerType::get(pointee, uint32_t(sc));
  }
  Type vec(Type element, unsigned n) const { return VectorType::get(element, n); }

  // --- module structure ----------------------------------------------------------
  /// A `spirv.module` with an empty body; the insertion point moves into it.
  Operation* createModule(AddressingModel am, MemoryModel mm, std::optional<VceAttr> vce = {});
  /// A `spirv.func` with an entry block whose arguments are the parameters;
  /// the insertion point moves into the entry block.
  Operation* createFunc(std::string_view name, FunctionType type,
                        FunctionControl control = FunctionControl::None);
  Operation* createGlobalVariable(std::string_view name, PointerType type,
                                  std::optional<BuiltIn> builtIn = {});
  Operation* createEntryPoint(ExecutionModel model, Operation* func,
                              std::initializer_list<Operation*> interface = {});
  Operation* createExecutionMode(Operation* func, ExecutionMode mode,
                                 std::initializer_list<uint32_t> values = {});
  Operation* createSpecConstant(std::string_view name, Attribute defaultValue,
                                std::optional<uint32_t> specId = {});

  // --- values ----------------------------------------------------------------------
  Value* addressOf(Operation* global);
  Value* referenceOf(Operation* specConstant);
  Value* constant(Attribute value, Type type);
  Value* constantInt(Type type, int64_t v) { return constant(IntegerAttr::get(type, v), type); }
  Value* constantFloat(Type type, double v) { return constant(FloatAttr::get(type, v), type); }
  Value* constantBool(bool v) { return constant(IntegerAttr::get(i1(), v), i1()); }

  /// Any grammar op: result type (null for none), SSA operands, attributes.
  Operation* op(Op opcode, Type resultType, std::initializer_list<Value*> operands,
                std::initializer_list<NamedAttribute> attrs = {});
  Operation* op(Op opcode, Type resultType, std::span<Value* const> operands,
                std::span<const NamedAttribute> attrs = {});
  /// A grammar op whose result has the type of its first operand (IAdd, FMul ...).
  Value* binary(Op opcode, Value* lhs, Value* rhs) {
    return op(opcode, lhs->type(), {lhs, rhs})->result();
  }
  /// An extended instruction: OpenCL.std (spirv.CL.fma), GLSL.std.450
  /// (spirv.GL.FMix, for Shader modules), or any set's ExtInstInfo.
  Operation* clOp(CLOp opcode, Type resultType, std::initializer_list<Value*> operands);
  Operation* glOp(GLOp opcode, Type resultType, std::initializer_list<Value*> operands);
  Operation* extInst(const ExtInstInfo& inst, Type resultType, std::span<Value* const> operands);

  Value* load(Value* pointer, std::optional<uint32_t> alignment = {});
  Operation* store(Value* pointer, Value* value, std::optional<uint32_t> alignment = {});
  Value* variable(Type pointee, Value* initializer = nullptr);
  Value* ptrAccessChain(Type resultPtr, Value* base, Value* element,
                        std::initializer_list<Value*> indices = {});
  Value* compositeExtract(Value* composite, std::initializer_list<uint32_t> indices);
  Value* call(Operation* callee, std::initializer_list<Value*> args);

  // --- cooperative matrices (SPV_KHR_cooperative_matrix) -------------------------------
  // As in MLIR, the memory layout is an enum attribute (`matrix_layout`) and
  // the matrix type of Length a type attribute; the writer materializes the
  // i32 constant / type id the instruction takes. `alignment` sets the memory
  // operand Aligned (attribute `memory_operand_aligned`).
  Value* coopMatrixLoad(CooperativeMatrixType type, Value* pointer, Value* stride,
                        CooperativeMatrixLayout layout, std::optional<uint32_t> alignment = {});
  Operation* coopMatrixStore(Value* pointer, Value* matrix, Value* stride,
                             CooperativeMatrixLayout layout,
                             std::optional<uint32_t> alignment = {});
  /// A x B + C; the result has C's type.
  Value* coopMatrixMulAdd(Value* a, Value* b, Value* c,
                          CooperativeMatrixOperands operands = CooperativeMatrixOperands::NoneKHR);
  /// The number of components of `type` each invocation holds (i32).
  Value* coopMatrixLength(CooperativeMatrixType type);

  // --- control flow ----------------------------------------------------------------
  Operation* branch(Block* target, std::initializer_list<Value*> args = {});
  Operation* branchConditional(Value* cond, Block* ifTrue, std::initializer_list<Value*> trueArgs,
                               Block* ifFalse, std::initializer_list<Value*> falseArgs = {});
  Operation* ret();
  Operation* retValue(Value* v);
  /// A `spirv.mlir.selection` with its header and merge blocks (the merge
  /// block already ends in `spirv.mlir.merge`). Add the branch to the header.
  struct Selection {
    Operation* op;
    Block* header;
    Block* merge;
  };
  Selection createSelection(SelectionControl control = SelectionControl::None);
  /// A `spirv.mlir.loop` with entry (already branching to the header),
  /// header, continue and merge blocks. Fill header and continue; the
  /// continue block must branch back to the header.
  struct Loop {
    Operation* op;
    Block* entry;
    Block* header;
    Block* continueBlock;
    Block* merge;
  };
  Loop createLoop(LoopControl control = LoopControl::None);
  Operation* merge(std::initializer_list<Value*> values = {});

  Attribute enumAttr(OperandKind kind, uint32_t v) const {
    return spirv::enumAttr(context(), kind, v);
  }
  template <SpirvEnum E>
  Attribute enumAttr(E v) const {
    return spirv::enumAttr(context(), v);
  }
};

} // namespace spvkit::spirv
