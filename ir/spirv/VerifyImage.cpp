// Rules of the image instructions that depend on the image type's
// properties: OpImageDrefGather (result shape, sampled type, Dim, MS) and
// OpImageQuerySize (Dim, MS / Sampled, result components). The SPIR-V
// specification states each rule; the messages and their order are MLIR 19's
// (ImageOps.cpp), which checks the same ones.
#include "ir/spirv/VerifyUtil.h"

#include "SpirvOps.h"

namespace spvkit::spirv::detail {

namespace {

/// The image type behind an image or sampled image type, or null.
ImageType imageOf(Type t) {
  if (auto si = t.dyn_cast<SampledImageType>()) t = si.imageType();
  return t.dyn_cast<ImageType>();
}

bool imageDrefGather(Operation* op, DiagnosticList& d) {
  ImageType image = imageOf(ImageDrefGatherOp(op).sampledImage()->type());
  if (!image) return true; // the operand's type rule reports it
  Type r = op->result()->type();
  auto v = r.dyn_cast<VectorType>();
  if (!v || v.count() != 4)
    return fail(op, d,
                "result type must be a vector of four components (not '" + typeStr(r) + "')");
  Type sampled = image.sampledType();
  if (sampled && !sampled.isa<VoidType>() && v.elementType() != sampled)
    return fail(op, d,
                "the component type of result must be the same as sampled type of the underlying "
                "image type ('" +
                    typeStr(v.elementType()) + "' vs '" + typeStr(sampled) + "')");
  auto dim = Dim(image.dim());
  if (dim != Dim::Dim2D && dim != Dim::Cube && dim != Dim::Rect)
    return fail(op, d, "the Dim operand of the underlying image type must be 2D, Cube, or Rect");
  if (image.multisampled() != 0)
    return fail(op, d, "the MS operand of the underlying image type must be 0");
  return true;
}

bool imageQuerySize(Operation* op, DiagnosticList& d) {
  ImageType image = imageOf(ImageQuerySizeOp(op).image()->type());
  if (!image) return true;
  unsigned components = 0;
  switch (Dim(image.dim())) {
  case Dim::Dim1D:
  case Dim::Dim2D:
  case Dim::Dim3D:
  case Dim::Cube:
    // Sampled 0 (known at run time) or 2 (no sampler), or multisampled.
    if (image.multisampled() != 1 && image.sampled() == 1)
      return fail(op, d,
                  "if Dim is 1D, 2D, 3D, or Cube, it must also have either an MS of 1 or a "
                  "Sampled of 0 or 2");
    components = Dim(image.dim()) == Dim::Dim1D ? 1 : Dim(image.dim()) == Dim::Dim3D ? 3 : 2;
    break;
  case Dim::Buffer:
    components = 1;
    break;
  case Dim::Rect:
    components = 2;
    break;
  default:
    return fail(op, d,
                "the Dim operand of the image type must be 1D, 2D, 3D, Buffer, Cube, or Rect");
  }
  if (image.arrayed() == 1) ++components;
  Type r = op->result()->type();
  auto v = r.dyn_cast<VectorType>();
  unsigned got = v ? v.count() : 1;
  if (got != components)
    return fail(op, d,
                "expected the result to have " + std::to_string(components) +
                    " component(s), but found " + std::to_string(got) + " component(s)");
  return true;
}

} // namespace

void addImageRules(RuleTable& t) {
  t.add(Op::ImageDrefGather, &imageDrefGather);
  t.add(Op::ImageQuerySize, &imageQuerySize);
}

} // namespace spvkit::spirv::detail
