# lit configuration of the IR text-form tests (run by `meson test lit`).
#
# Substitutions:
#   %spvkit-ir-roundtrip  parse + print driver (tools/spvkit-ir-roundtrip.cpp)
#   %spvkit-opt           the full tool (tools/spvkit-opt), when built
#   %mlir-translate       mlir-translate-19, when installed (feature mlir-translate)
#   %mlir-opt             mlir-opt-19, when installed (feature mlir-opt)
#   %spirv-val            spirv-val, when installed (feature spirv-val)
#   %spirv-dis            spirv-dis, when installed (with spirv-val)
#   %tensor-lang-cc       the tensor-language compiler (tools/tensor-lang-cc),
#                         for the .tl tests (REQUIRES: tensor-lang-cc)
#   FileCheck, not        from LLVM 15's bin directory (put on PATH)
# The meson test passes the build's tool paths as --param values; run by
# hand with e.g.
#   lit.py tests/lit --param roundtrip=build/tests/ir/spvkit-ir-roundtrip
import os

import lit.formats

config.name = "spvkit"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".mlir", ".tl"]
config.test_source_root = os.path.dirname(__file__)
config.excludes = ["Inputs"]

params = lit_config.params
roundtrip = params.get("roundtrip", "")
if not roundtrip:
    lit_config.fatal("pass --param roundtrip=<path of spvkit-ir-roundtrip>")
# Keep lit's Output/ folders in the build tree, not next to the tests.
config.test_exec_root = os.path.join(
    os.path.abspath(params.get("exec_root", os.path.dirname(roundtrip))), "lit-output")
filecheck = params.get("filecheck", "/usr/lib/llvm-15/bin/FileCheck")
spvkit_opt = params.get("spvkit_opt", "")
tensor_lang_cc = params.get("tensor_lang_cc", "")

config.substitutions.append(
    ("%spvkit-ir-roundtrip", os.path.abspath(roundtrip)))
if spvkit_opt and os.path.exists(spvkit_opt):
    config.substitutions.append(("%spvkit-opt", spvkit_opt))
    config.available_features.add("spvkit-opt")
if tensor_lang_cc and os.path.exists(tensor_lang_cc):
    config.substitutions.append(("%tensor-lang-cc", tensor_lang_cc))
    config.available_features.add("tensor-lang-cc")
# Every compile of the tests verifies the IR after each pass (a release
# tensor-lang-cc verifies only its output unless asked, tools/CommandLine.h).
config.environment["SPVKIT_VERIFY_EACH"] = "1"
# FileCheck and `not` come from the same LLVM bin directory.
config.environment["PATH"] = os.pathsep.join(
    [os.path.dirname(filecheck), config.environment.get("PATH", os.environ.get("PATH", ""))])

# MLIR 19 reads what the writer produces (MALLOC_PERTURB_ off, as for the
# other MLIR judges).
mlir_translate = "/usr/bin/mlir-translate-19"
if os.path.exists(mlir_translate):
    config.substitutions.append(("%mlir-translate", mlir_translate))
    config.available_features.add("mlir-translate")
    config.environment["MALLOC_PERTURB_"] = "0"

# mlir-opt-19 judges the text form and the expected-error files.
mlir_opt = "/usr/bin/mlir-opt-19"
if os.path.exists(mlir_opt):
    config.substitutions.append(("%mlir-opt", mlir_opt))
    config.available_features.add("mlir-opt")

spirv_val = "/usr/bin/spirv-val"
if os.path.exists(spirv_val):
    config.substitutions.append(("%spirv-val", spirv_val))
    config.available_features.add("spirv-val")
# spirv-dis comes with spirv-val (SPIRV-Tools): the tests of the writer's
# output check the disassembly.
spirv_dis = "/usr/bin/spirv-dis"
if os.path.exists(spirv_dis):
    config.substitutions.append(("%spirv-dis", spirv_dis))
