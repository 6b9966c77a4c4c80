// Types of the IR: uniqued, immutable, compared by pointer.
//
// A `Type` is a handle to storage interned in a `Context`; two types are equal
// exactly when their handles are. The core kinds cover what SPIR-V can express
// (integers, floats, vectors, arrays, pointers, structs, functions, images,
// cooperative matrices, Shader matrices). Other dialects add kinds above `TypeKind::FirstDialect`
// and register a printer/parser for them with the context; their parameters
// live in the same generic storage (types, integers, one attribute, a name).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace spvkit {

class Context;
struct AttrStorage;

enum class TypeKind : uint16_t {
  Void,
  Integer, // width (1 = bool), signedness
  Float,   // width, isBFloat
  Index,   // target-sized integer of the tensor dialect / MLIR's `index`
  Vector,
  Array,        // element, count, stride (0 = none)
  RuntimeArray, // element, stride (0 = none)
  Pointer,      // pointee, storage class
  Struct,       // members, member offsets, member decorations, optional name
  Function,     // inputs, results
  Image,
  SampledImage,
  Sampler,
  CooperativeMatrix, // element, rows, columns, scope, use
  Matrix,            // column type (a float vector), column count
  FirstDialect = 64,
};

enum class Signedness : uint8_t { Signless, Signed, Unsigned };

/// The interned parameters of a type. Fields are used per kind as documented
/// on the views below; unused ones are zero.
struct TypeStorage {
  Context* ctx = nullptr;
  TypeKind kind = TypeKind::Void;
  uint32_t p[6] = {};
  const TypeStorage* const* types = nullptr;
  uint32_t numTypes = 0;
  const int64_t* ints = nullptr;
  uint32_t numInts = 0;
  const AttrStorage* attr = nullptr;
  std::string_view name;
};

class Type {
public:
  Type() = default;
  Type(const TypeStorage* s) : s_(s) {}

  explicit operator bool() const { return s_ != nullptr; }
  bool operator==(const Type&) const = default;
  const TypeStorage* storage() const { return s_; }
  TypeKind kind() const { return s_->kind; }
  Context& context() const { return *s_->ctx; }

  template <class T>
  bool isa() const {
    return s_ && T::classof(*this);
  }
  template <class T>
  T cast() const {
    return T(s_);
  }
  template <class T>
  T dyn_cast() const {
    return isa<T>() ? T(s_) : T();
  }

  bool isVoid() const { return s_ && kind() == TypeKind::Void; }
  bool isBool() const;
  bool isInteger(unsigned width = 0) const;
  bool isFloat(unsigned width = 0) const;
  bool isIndex() const { return s_ && kind() == TypeKind::Index; }
  /// Bool, integer or float.
  bool isScalar() const;
  /// The scalar type itself, or the element type of a vector / cooperative matrix.
  Type scalarOrElement() const;
  /// Number of vector components (1 for scalars).
  unsigned numComponents() const;

  /// Byte size in the OpenCL layout, if the type has one.
  std::optional<uint64_t> byteSize() const;
  /// Byte alignment in the OpenCL layout (vec3 aligns like vec4).
  std::optional<uint64_t> byteAlignment() const;

protected:
  const TypeStorage* s_ = nullptr;
};

#define SPVKIT_TYPE_VIEW(Name, Kind)                                                               \
  using Type::Type;                                                                                \
  Name() = default;                                                                                \
  static bool classof(Type t) {                                                                    \
    return t.kind() == TypeKind::Kind;                                                             \
  }

class VoidType : public Type {
public:
  SPVKIT_TYPE_VIEW(VoidType, Void)
  static VoidType get(Context& ctx);
};

class IntegerType : public Type {
public:
  SPVKIT_TYPE_VIEW(IntegerType, Integer)
  static IntegerType get(Context& ctx, unsigned width,
                         Signedness signedness = Signedness::Signless);
  unsigned width() const { return s_->p[0]; }
  Signedness signedness() const { return Signedness(s_->p[1]); }
};

class FloatType : public Type {
public:
  SPVKIT_TYPE_VIEW(FloatType, Float)
  static FloatType get(Context& ctx, unsigned width);
  static FloatType getBF16(Context& ctx);
  unsigned width() const { return s_->p[0]; }
  bool isBFloat() const { return s_->p[1] != 0; }
};

class IndexType : public Type {
public:
  SPVKIT_TYPE_VIEW(IndexType, Index)
  static IndexType get(Context& ctx);
};

class VectorType : public Type {
public:
  SPVKIT_TYPE_VIEW(VectorType, Vector)
  static VectorType get(Type element, unsigned count);
  Type elementType() const { return s_->types[0]; }
  unsigned count() const { return s_->p[0]; }
};

class ArrayType : public Type {
public:
  SPVKIT_TYPE_VIEW(ArrayType, Array)
  static ArrayType get(Type element, unsigned count, unsigned stride = 0);
  Type elementType() const { return s_->types[0]; }
  unsigned count() const { return s_->p[0]; }
  unsigned stride() const { return s_->p[1]; }
};

class RuntimeArrayType : public Type {
public:
  SPVKIT_TYPE_VIEW(RuntimeArrayType, RuntimeArray)
  static RuntimeArrayType get(Type element, unsigned stride = 0);
  Type elementType() const { return s_->types[0]; }
  unsigned stride() const { return s_->p[0]; }
};

/// Storage classes are SPIR-V's numbers (spirv::StorageClass).
class PointerType : public Type {
public:
  SPVKIT_TYPE_VIEW(PointerType, Pointer)
  static PointerType get(Type pointee, uint32_t storageClass);
  Type pointeeType() const { return s_->types[0]; }
  uint32_t storageClass() const { return s_->p[0]; }
};

/// A struct: member types, optional member byte offsets (all or none), member
/// decorations as an array-of-arrays attribute (or null), and an optional name
/// for identified structs.
///
/// Recursive identified structs (`!spirv.struct<a, (!spirv.ptr<!spirv.struct<a>,
/// Uniform>)>`) stay finite, uniqued trees: inside the body of a struct named
/// `a`, the struct itself appears as a *reference* (`getReference(ctx, "a")`,
/// printed `!spirv.struct<a>`), which stands for the nearest enclosing struct
/// of that name. The canonical form, which the parser, the reader and
/// `member()` produce, has no struct named `a` nested inside one named `a`
/// other than such references (names of identified structs name one type, as
/// in MLIR), so equal recursive types are equal pointers. `member(i)` unfolds:
/// the member `!spirv.ptr<!spirv.struct<a>, Uniform>` of `a` comes back as a
/// pointer to `a` itself, so code that walks into members (access chains,
/// composite extracts, the writer) sees ordinary closed types; code that walks
/// the whole type tree uses `rawMember(i)`, which stops at references.
class StructType : public Type {
public:
  SPVKIT_TYPE_VIEW(StructType, Struct)
  static StructType get(Context& ctx, std::span<const Type> members,
                        std::span<const int64_t> offsets = {},
                        const AttrStorage* memberDecorations = nullptr, std::string_view name = {});
  /// The reference `!spirv.struct<name>` to an enclosing struct named `name`.
  static StructType getReference(Context& ctx, std::string_view name);
  unsigned numMembers() const { return s_->numTypes; }
  /// Member `i`, with references to this struct replaced by the struct.
  Type member(unsigned i) const;
  /// Member `i` as stored: references stay references.
  Type rawMember(unsigned i) const { return s_->types[i]; }
  bool hasOffsets() const { return s_->numInts != 0; }
  int64_t offset(unsigned i) const { return s_->ints[i]; }
  const AttrStorage* memberDecorations() const { return s_->attr; }
  std::string_view name() const { return s_->name; }
  bool isReference() const { return s_->p[0] != 0; }
  /// Whether a reference occurs somewhere in the (raw) body.
  bool hasReferences() const { return s_->p[1] != 0; }
  /// `t` with every reference to `s`'s name that no struct inside `t` binds
  /// replaced by `s`, in canonical form. The reader uses it to close types it
  /// built before the struct a forward pointer points to was defined.
  static Type closeReferences(Type t, StructType s);
};

/// Whether a struct reference occurs anywhere in `t` (raw, not unfolded).
bool containsStructReference(Type t);

class FunctionType : public Type {
public:
  SPVKIT_TYPE_VIEW(FunctionType, Function)
  static FunctionType get(Context& ctx, std::span<const Type> inputs,
                          std::span<const Type> results);
  unsigned numInputs() const { return s_->p[0]; }
  unsigned numResults() const { return s_->numTypes - s_->p[0]; }
  Type input(unsigned i) const { return s_->types[i]; }
  Type result(unsigned i) const { return s_->types[s_->p[0] + i]; }
};

/// OpTypeImage: sampled type, Dim, depth, arrayed, multisampled, sampled, format
/// (SPIR-V enum numbers) and, for kernels, the access qualifier (p[5], ~0u when
/// absent).
class ImageType : public Type {
public:
  SPVKIT_TYPE_VIEW(ImageType, Image)
  static ImageType get(Type sampledType, uint32_t dim, uint32_t depth, uint32_t arrayed,
                       uint32_t multisampled, uint32_t sampled, uint32_t format,
                       uint32_t access = ~0u);
  Type sampledType() const { return s_->types[0]; }
  uint32_t dim() const { return s_->p[0]; }
  uint32_t depth() const { return s_->p[1]; }
  uint32_t arrayed() const { return s_->p[2]; }
  uint32_t multisampled() const { return s_->p[3]; }
  uint32_t sampled() const { return s_->p[4]; }
  uint32_t format() const { return s_->ints ? uint32_t(s_->ints[0]) : 0; }
  std::optional<uint32_t> access() const {
    return s_->p[5] == ~0u ? std::nullopt : std::optional<uint32_t>(s_->p[5]);
  }
};

class SampledImageType : public Type {
public:
  SPVKIT_TYPE_VIEW(SampledImageType, SampledImage)
  static SampledImageType get(Type image);
  Type imageType() const { return s_->types[0]; }
};

class SamplerType : public Type {
public:
  SPVKIT_TYPE_VIEW(SamplerType, Sampler)
  static SamplerType get(Context& ctx);
};

/// SPV_KHR_cooperative_matrix: scope and use are SPIR-V enum numbers
/// (spirv::Scope, spirv::CooperativeMatrixUse).
class CooperativeMatrixType : public Type {
public:
  SPVKIT_TYPE_VIEW(CooperativeMatrixType, CooperativeMatrix)
  static CooperativeMatrixType get(Type element, unsigned rows, unsigned columns, uint32_t scope,
                                   uint32_t use);
  Type elementType() const { return s_->types[0]; }
  unsigned rows() const { return s_->p[0]; }
  unsigned columns() const { return s_->p[1]; }
  uint32_t scope() const { return s_->p[2]; }
  uint32_t use() const { return s_->p[3]; }
};

/// OpTypeMatrix (the Matrix capability, Shader modules): `columns` columns of
/// a float vector type; `!spirv.matrix<3 x vector<4xf32>>` has 3 columns of 4
/// rows. The parser and the reader accept the shapes MLIR does (2-4 columns of
/// 2-4 floats).
class MatrixType : public Type {
public:
  SPVKIT_TYPE_VIEW(MatrixType, Matrix)
  static MatrixType get(Type columnType, unsigned columns);
  Type columnType() const { return s_->types[0]; }
  unsigned columns() const { return s_->p[0]; }
  /// The column's component count (0 if the column type is not a vector).
  unsigned rows() const;
  Type elementType() const { return columnType().scalarOrElement(); }
};

#undef SPVKIT_TYPE_VIEW

} // namespace spvkit
