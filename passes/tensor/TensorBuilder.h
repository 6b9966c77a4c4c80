// TensorBuilder: creates tensor-dialect ops for the lowering passes (private
// to passes/tensor).
//
// The lowering passes (lower-linalg, ...) rewrite tensor IR into tensor IR:
// they build loops, loads, stores and arithmetic the way the frontend would
// have built them from source, so the IR verifier, the printer and the later
// passes see nothing new. Index arithmetic folds what is known at compile
// time (x * 1, x + 0, constant operands), so that a lowering can be written
// once for static and dynamic shapes without leaving dead instructions.
#pragma once

#include "ir/Builder.h"
#include "ir/tensor/OpDefinition.h"
#include "ir/tensor/Ops.h"
#include "ir/tensor/Types.h"

#include <functional>
#include <optional>
#include <span>
#include <vector>

namespace spvkit::tensor {

class TensorBuilder : public Builder {
public:
  explicit TensorBuilder(Module& module) : Builder(module) {}

  Type index() const { return IndexType::get(context()); }

  /// A tensor op of `kind` at the insertion point.
  Operation* create(OpKind kind, std::span<const Type> results, std::span<Value* const> operands,
                    std::span<const NamedAttribute> attrs = {}, unsigned numRegions = 0);

  // --- constants ---------------------------------------------------------------------
  /// With `on`, constInt hands out again an integer constant it made in the
  /// insertion block before the insertion point, instead of a new op (the
  /// lowerings ask for the same few tile sizes and offsets over and over:
  /// half the ops of a lowered batched GEMM were duplicate constants that
  /// tensor-canonicalize, the conversion, canonicalize and cse each processed
  /// before cse merged them). Only for a builder under which no op it made
  /// is erased (lower-linalg's).
  void reuseConstants(bool on) { reuseConstants_ = on; }
  Value* constIndex(int64_t v);
  /// The integer `v` of integer type `t` (i8 ... i64, index).
  Value* constInt(Type t, int64_t v);
  /// The number `v` in the scalar type `t` (integer, float or complex with
  /// imaginary part 0).
  Value* constant(Type t, double v);
  /// The value of an integer `tensor.constant`, if `v` is one.
  static std::optional<int64_t> intConstant(Value* v);

  // --- integer arithmetic (folding static operands; the result has a's type) -------
  Value* add(Value* a, Value* b);
  Value* sub(Value* a, Value* b);
  Value* mul(Value* a, Value* b);
  Value* div(Value* a, Value* b);
  Value* rem(Value* a, Value* b);

  // --- scalars ------------------------------------------------------------------------
  /// `tensor.<kind> a, b` of the operands' type (add, mul, ...).
  Value* binary(OpKind kind, Value* a, Value* b);
  /// A comparison (`equal`, `less_than`, ...): a bool.
  Value* compare(OpKind kind, Value* a, Value* b);
  /// `v` cast to `to` (no op when it has that type already).
  Value* cast(Value* v, Type to);
  Value* select(Value* condition, Value* ifTrue, Value* ifFalse);

  // --- memory -------------------------------------------------------------------------
  /// Mode `mode`'s size of a memref: a constant when static.
  Value* size(Value* memref, unsigned mode);
  Value* load(Value* memref, std::span<Value* const> indices);
  void store(Value* value, Value* memref, std::span<Value* const> indices);
  /// `atomic_add` / `atomic_store` with device scope (collective updates come
  /// from several work-groups).
  void atomic(OpKind kind, Value* value, Value* memref, std::span<Value* const> indices);
  /// A rank-reducing or sized view: per mode an offset (null: 0) and a size
  /// (null: the mode is dropped; sizes are index values, static when constant).
  Value* subview(Value* memref, std::span<Value* const> offsets, std::span<Value* const> sizes);
  /// `fuse` of modes [from, to] (their strides chain: S_{i+1} = S_i s_i).
  Value* fuse(Value* memref, unsigned from, unsigned to);
  Value* alloca(MemrefType type);
  void barrier(bool local);

  // --- control flow -------------------------------------------------------------------
  using LoopBody = std::function<std::vector<Value*>(Value* iv, std::span<Value* const> iter)>;
  /// `for iv = lb, ub[, step]` carrying `init`; returns the loop's results.
  std::vector<Value*> forLoop(Value* lb, Value* ub, Value* step, std::span<Value* const> init,
                              const LoopBody& body);
  /// `if cond { then }` without results.
  void ifThen(Value* cond, const std::function<void()>& then);
  /// `parallel { body }`.
  void parallel(const std::function<void()>& body);
  /// The local id of a work-item in x (dim 0) or y (dim 1): `local_id`, an op
  /// of the lowered IR (SPMD regions only).
  Value* localId(unsigned dim);
  /// The linear local id x + y wgX (x alone when the work-group has one row).
  Value* linearLocalId(uint32_t wgX, uint32_t wgY);

private:
  struct MadeConstant {
    Type type;
    int64_t value;
    Value* result;
  };
  bool reuseConstants_ = false;
  /// The latest constant made per (type, value) (reuseConstants).
  std::vector<MadeConstant> constants_;
};

} // namespace spvkit::tensor
