// Examples of spirv.ImageDrefGather (ImageDrefGatherOp), extracted verbatim from the MLIR SPIR-V dialect
// documentation (seed 000, line 9418) by tools/extract_seed_examples.py.
// Syntax:
//   operation ::= `spirv.ImageDrefGather` $sampledimage `:` type($sampledimage) `,`
//   $coordinate `:` type($coordinate) `,` $dref `:` type($dref)
//   custom<ImageOperands>($imageoperands)
//   ( `(` $operand_arguments^ `:` type($operand_arguments) `)`)?
// Examples are separated by "// -----"; a partial example is deliberately
// incomplete (see MANIFEST.txt) and is not expected to parse on its own.

// example 1 (partial: free-values(%1 %2 %3); context: function-body)
%0 = spirv.ImageDrefGather %1 : !spirv.sampled_image<!spirv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %2 : vector<4xf32>, %3 : f32 -> vector<4xi32>

// -----

// example 2 (partial: free-values(%1 %2 %3); context: function-body)
%0 = spirv.ImageDrefGather %1 : !spirv.sampled_image<!spirv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %2 : vector<4xf32>, %3 : f32 ["NonPrivateTexel"] : f32, f32 -> vector<4xi32>
