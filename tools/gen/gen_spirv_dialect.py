#!/usr/bin/env python3
"""The one generator of the SPIR-V dialect.

Reads the SPIRV-Headers JSON grammars (core and the extended instruction sets
the override file lists: OpenCL.std, GLSL.std.450) and ir/spirv/dialect_overrides.json, and writes into
--outdir (the build directory; nothing generated is committed):

  SpirvEnums.h     C++ enums of opcodes, operand kinds, enumerants, extensions
  SpirvTables.cpp  flat constexpr tables: the grammar (Grammar.h), the operand
                   mapping with MLIR attribute names (OperandMap.h), op traits,
                   the dialect's own ops, every op name sorted for lookup and
                   the decoration attribute names (registry.py)
  SpirvOps.h       typed op classes with named accessors and create() builders
  SpirvFormats.cpp the declarative op syntax, bound to the ops at build time

Python 3 standard library only; the output depends on the inputs only (no
dates, no paths), so two runs give byte-identical files.
"""

import argparse
import json
import os
import sys

# The modules next to this script; no __pycache__ in the source tree.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from spirv_dialect.tables import Generator  # noqa: E402
from spirv_dialect.operands import OperandMapper, TraitComputer  # noqa: E402
from spirv_dialect.ops import OpClassEmitter  # noqa: E402
from spirv_dialect.formats import FormatEmitter  # noqa: E402
from spirv_dialect.registry import RegistryEmitter  # noqa: E402



def write_if_changed(path, text):
    data = text.encode("utf-8")
    try:
        with open(path, "rb") as f:
            if f.read() == data:
                return
    except OSError:
        pass
    with open(path, "wb") as f:
        f.write(data)


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--core", required=True, help="spirv.core.grammar.json")
    ap.add_argument("--opencl", required=True, help="extinst.opencl.std.100.grammar.json")
    ap.add_argument("--glsl", required=True, help="extinst.glsl.std.450.grammar.json")
    ap.add_argument("--overrides", required=True, help="ir/spirv/dialect_overrides.json")
    ap.add_argument("--outdir", required=True)
    args = ap.parse_args()
    overrides = load(args.overrides)
    grammars = {"opencl": load(args.opencl), "glsl": load(args.glsl)}
    sets = overrides["extended_instruction_sets"]
    if {s["grammar"] for s in sets} != set(grammars) or len(sets) != len(grammars):
        raise SystemExit("gen_spirv_dialect.py: extended_instruction_sets must name each of %s once"
                         % sorted(grammars))
    gen = Generator(load(args.core), [(s, grammars[s["grammar"]]) for s in sets],
                    overrides.get("mlir_enumerant_spellings"))
    mapper = OperandMapper(gen, overrides)
    traits = TraitComputer(gen, overrides)
    registry = RegistryEmitter(gen, traits, overrides)

    def extra(pool):
        arrays, tail = mapper.emit(registry.tail_fields())
        return (arrays + traits.emit() + registry.arrays(), tail,
                ["ir/OpInfo.h", "ir/spirv/OperandMap.h"])

    enums = gen.header()
    end = "} // namespace spvkit::spirv\n"
    if not enums.endswith(end):
        raise SystemExit("gen_spirv_dialect.py: SpirvEnums.h does not end with its namespace")
    enums = enums[:-len(end)] + "\n".join(registry.header()) + "\n" + end
    files = {
        "SpirvEnums.h": enums,
        "SpirvTables.cpp": gen.source(extra),
        "SpirvOps.h": OpClassEmitter(gen, mapper, traits,
                                     overrides["extended_instruction_sets"],
                                     overrides["dialect_ops"]).emit(),
        "SpirvFormats.cpp": FormatEmitter(gen, mapper, traits, overrides).emit(),
    }
    for name, text in files.items():
        write_if_changed(os.path.join(args.outdir, name), text)


if __name__ == "__main__":
    main()
