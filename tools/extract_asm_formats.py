#!/usr/bin/env python3
"""Derive ir/spirv/AsmFormats.def from seed 000 (MLIR's SPIR-V dialect docs).

Each op section of the seed ("spirv.IAdd (spirv::IAddOp)") has a declarative
assembly format ("Syntax: operation ::= ...") and tables of its operands,
attributes, results and successors. The C++ format interpreter
(ir/spirv/SyntaxFormats.cpp) needs exactly that: the format string and which
of its `$names` are operands (in order, variadic or not), attributes, results
or successors. This script extracts them into one line per op, an X-macro the C++ side includes:

  SPVKIT_ASM_FORMAT("<op>", "a,b*", "x,y", "r[:bool]", "<successors>", "<format>")

`*` marks a variadic operand; `:bool` a result that is bool or a vector of
bool (its type is inferred from the first operand's shape); `:bool1` a scalar
bool result. Ops with a hand-written MLIR parser have the format "custom". The
output is deterministic (seed order). Standard library only.

Usage: extract_asm_formats.py SEED.txt > ir/spirv/AsmFormats.def
"""
import re
import sys

# How MLIR's type-constraint descriptions start; the operand/result tables of
# the seed glue the name and its description together ("operand18/16/32-bit").
DESC_START = r"(?:8/16|16/32|32-bit|any |variadic|optional|vector|void|bool|Float\d|Int\d|Cooperative|single|signless|spirv)"
ROW = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*?)(" + DESC_START + r".*)$")
HEAD = re.compile(r"^(spirv\.[\w.]+) \(spirv::(\w+)\)\s*$")


def split_row(line):
    m = ROW.match(line)
    return (m.group(1), m.group(2)) if m else (None, None)


def section_tables(lines):
    """Operand / attribute / result / successor rows of one op section."""
    tables = {"operands": [], "attrs": [], "results": [], "successors": []}
    mode = None
    for raw in lines:
        s = raw.strip()
        if s == "OperandDescription":
            mode = "operands"
            continue
        if s == "ResultDescription":
            mode = "results"
            continue
        if s == "SuccessorDescription":
            mode = "successors"
            continue
        if s.startswith("AttributeMLIR TypeDescription"):
            mode = "attrs"
            continue
        if not s:
            continue
        if s.endswith(":") and s[:-1] in ("Operands", "Results", "Attributes", "Successors"):
            mode = None
            continue
        if mode == "attrs":
            m = re.match(r"^([a-z_][A-Za-z0-9_]*)::", s)
            if m:
                tables["attrs"].append(m.group(1))
            continue
        if mode in ("operands", "results", "successors"):
            name, desc = split_row(s)
            if name is None:
                if mode == "successors" and re.match(r"^[A-Za-z_]\w*any successor$", s):
                    tables["successors"].append(s[: -len("any successor")])
                continue
            if mode == "operands":
                tables["operands"].append(name + ("*" if desc.startswith("variadic") else ""))
            elif mode == "results":
                if re.match(r"^bool or vector of bool values", desc):
                    name += ":bool"
                elif desc == "bool":
                    name += ":bool1"
                tables["results"].append(name)
            else:
                tables["successors"].append(name)
    return tables


def section_format(name, lines):
    """The `operation ::= ...` text (continuation lines joined), or None."""
    start = "operation ::= `" + name + "`"
    for i, raw in enumerate(lines):
        if raw.startswith(start):
            text = raw[len("operation ::= "):].strip()
            j = i + 1
            # Continuation lines are indented to line up under the format.
            while j < len(lines) and lines[j].startswith("              ") and lines[j].strip():
                text += " " + lines[j].strip()
                j += 1
            # Drop the leading op-name literal; the interpreter prints it.
            return re.sub(r"\s+", " ", text[len(name) + 2:]).strip()
    return None


def c_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    lines = open(sys.argv[1], encoding="utf-8").read().split("\n")
    heads = [(i, m.group(1)) for i, l in enumerate(lines) for m in [HEAD.match(l)] if m]
    out = ["// Derived from seed 000 by tools/extract_asm_formats.py; do not edit by hand.",
           "// SPVKIT_ASM_FORMAT(op, operands (* = variadic), attributes, results",
           "//                   (:bool = bool-shaped), successors, MLIR declarative format)"]
    for k, (start, name) in enumerate(heads):
        end = heads[k + 1][0] if k + 1 < len(heads) else len(lines)
        body = lines[start:end]
        fmt = section_format(name, body)
        t = section_tables(body)
        fields = [name, ",".join(t["operands"]), ",".join(t["attrs"]), ",".join(t["results"]),
                  ",".join(t["successors"]), fmt if fmt else "custom"]
        out.append("SPVKIT_ASM_FORMAT(" + ", ".join(c_string(f) for f in fields) + ")")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
