// Types of the tensor dialect: memrefs, groups, cooperative matrices and
// complex numbers, as the tensor language defines them.
//
// They are dialect kinds of the core IR (TypeKind::FirstDialect + n) stored in
// the generic TypeStorage, so they are uniqued by the Context like every other
// type and compare by pointer. The remaining tensor-language types map onto
// core types: bool is i1, i8..i64 are signless integers, index is IndexType,
// bf16/f16/f32/f64 are FloatType. registerTensorTypes() adds printer/parser
// hooks so that the generic IR text form reads and writes them as
// `!tensor.memref<f32 [4, ?] [1, 4] global>` and so on.
#pragma once

#include "ir/Context.h"
#include "ir/Types.h"

#include <cstdint>
#include <limits>
#include <span>
#include <string>
#include <vector>

namespace spvkit::tensor {

/// A `?` in a shape, stride, group size or offset.
inline constexpr int64_t kDynamic = std::numeric_limits<int64_t>::min();

inline constexpr TypeKind kMemrefKind = TypeKind(uint16_t(TypeKind::FirstDialect) + 0);
inline constexpr TypeKind kGroupKind = TypeKind(uint16_t(TypeKind::FirstDialect) + 1);
inline constexpr TypeKind kCoopmatrixKind = TypeKind(uint16_t(TypeKind::FirstDialect) + 2);
inline constexpr TypeKind kComplexKind = TypeKind(uint16_t(TypeKind::FirstDialect) + 3);

enum class AddressSpace : uint32_t { Global = 0, Local = 1 };
enum class MatrixUse : uint32_t { A = 0, B = 1, Acc = 2 };

/// Complex number with a floating component type (c32 = complex<f32>).
class ComplexType : public Type {
public:
  using Type::Type;
  ComplexType() = default;
  static bool classof(Type t) { return t.kind() == kComplexKind; }
  static ComplexType get(Type component);
  Type componentType() const { return s_->types[0]; }
};

/// memref<element shape, strided<...>, space>. The strides are always stored
/// (the packed layout is computed when none is written), so that a memref
/// written with its packed strides is the same type as one written without.
class MemrefType : public Type {
public:
  using Type::Type;
  MemrefType() = default;
  static bool classof(Type t) { return t.kind() == kMemrefKind; }
  /// `strides` empty means the packed (column-major) layout.
  static MemrefType get(Type element, std::span<const int64_t> shape,
                        std::span<const int64_t> strides = {},
                        AddressSpace space = AddressSpace::Global);
  Type elementType() const { return s_->types[0]; }
  unsigned order() const { return s_->p[0]; }
  AddressSpace addressSpace() const { return AddressSpace(s_->p[1]); }
  std::span<const int64_t> shape() const { return {s_->ints, order()}; }
  std::span<const int64_t> strides() const { return {s_->ints + order(), order()}; }
  int64_t dim(unsigned i) const { return s_->ints[i]; }
  int64_t stride(unsigned i) const { return s_->ints[order() + i]; }
  bool isDynamicShape() const;
  /// Whether the strides are those of the packed layout for this shape.
  bool hasPackedLayout() const;
};

/// The packed (column-major) strides of a shape; `?` after the first dynamic mode.
std::vector<int64_t> packedStrides(std::span<const int64_t> shape);

/// group<memref x size, offset: offset>.
class GroupType : public Type {
public:
  using Type::Type;
  GroupType() = default;
  static bool classof(Type t) { return t.kind() == kGroupKind; }
  static GroupType get(MemrefType memref, int64_t size, int64_t offset = 0);
  MemrefType memrefType() const { return MemrefType(s_->types[0]); }
  int64_t size() const { return s_->ints[0]; }
  int64_t offset() const { return s_->ints[1]; }
};

/// coopmatrix<component x rows x columns, use>.
class CoopmatrixType : public Type {
public:
  using Type::Type;
  CoopmatrixType() = default;
  static bool classof(Type t) { return t.kind() == kCoopmatrixKind; }
  static CoopmatrixType get(Type component, int64_t rows, int64_t columns, MatrixUse use);
  Type componentType() const { return s_->types[0]; }
  int64_t rows() const { return s_->ints[0]; }
  int64_t columns() const { return s_->ints[1]; }
  MatrixUse use() const { return MatrixUse(s_->p[0]); }
};

const char* matrixUseName(MatrixUse use); // "matrix_a", ...

// --- classification (the grammar's type classes) ---------------------------------
bool isBoolType(Type t);
/// i8, i16, i32, i64, index.
bool isIntegerType(Type t);
bool isFloatingType(Type t);
bool isComplexType(Type t);
/// integer, floating or complex.
bool isNumberType(Type t);
/// Size in bytes of a number type (index is 8); 0 otherwise.
unsigned scalarSize(Type t);

/// The reference's cast table (the `cast` instruction on scalars): which
/// conversion a cast from `from` to `to` is, Forbidden when the table has
/// none (complex to a non-complex type, or a non-number type); between two
/// coopmatrix types, that of their component types. The frontend checks casts
/// with it and the SPIR-V conversion picks the instruction by it.
enum class CastKind : uint8_t {
  Forbidden,
  Identity,
  IntToInt,         ///< OpSConvert
  FloatToFloat,     ///< OpFConvert
  IntToFloat,       ///< OpConvertSToF
  FloatToInt,       ///< OpConvertFToS
  ComplexToComplex, ///< OpFConvert on the 2-vector
  FloatToComplex,   ///< OpFConvert on the real part, imaginary part 0
  IntToComplex      ///< OpConvertSToF on the real part, imaginary part 0
};
CastKind castKind(Type from, Type to);

/// The type in the tensor language's spelling without spaces: `i32`,
/// `memref<f32x4x?,strided<1,?>,local>`, `coopmatrix<f32x16x16,matrix_acc>`.
std::string typeToString(Type t);

/// Registers the type printer/parser hooks (idempotent through the dialect).
void registerTensorTypes(Context& ctx);

} // namespace spvkit::tensor
