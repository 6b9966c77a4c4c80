# lit configuration of the IR text-form tests (run by `meson test lit`).
#
# Substitutions:
#   %spvkit-ir-roundtrip  parse + print driver (tools/spvkit-ir-roundtrip.cpp)
#   %spvkit-opt           the full tool (tools/spvkit-opt), when built
#   FileCheck, not        from LLVM 15's bin directory (put on PATH)
# The meson test passes the build's tool paths as --param values; run by
# hand with e.g. `lit.py tests/lit --param tool_dir=build/tests/lit`.
import os

import lit.formats

config.name = "spvkit"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.excludes = ["Inputs"]

params = lit_config.params
tool_dir = os.path.abspath(params.get("tool_dir", ""))
if not params.get("tool_dir"):
    lit_config.fatal("pass --param tool_dir=<build dir of tests/lit>")
# Keep lit's Output/ folders in the build tree, not next to the tests.
config.test_exec_root = os.path.join(tool_dir, "lit-output")
filecheck = params.get("filecheck", "/usr/lib/llvm-15/bin/FileCheck")
spvkit_opt = params.get("spvkit_opt", "")

config.substitutions.append(
    ("%spvkit-ir-roundtrip", os.path.join(tool_dir, "spvkit-ir-roundtrip")))
if spvkit_opt and os.path.exists(spvkit_opt):
    config.substitutions.append(("%spvkit-opt", spvkit_opt))
    config.available_features.add("spvkit-opt")
# FileCheck and `not` come from the same LLVM bin directory.
config.environment["PATH"] = os.pathsep.join(
    [os.path.dirname(filecheck), config.environment.get("PATH", os.environ.get("PATH", ""))])
