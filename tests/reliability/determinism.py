#!/usr/bin/env python3
"""Determinism: compiling the same input twice, in separate processes, gives
byte-identical SPIR-V and identical IR text.

  determinism.py SPVKIT_OPT [TENSOR_LANG_CC] -- INPUT...

Inputs are IR text (.mlir), SPIR-V binaries (.spv) and, when the compiler is
given, tensor-language sources (.tl). Every input that compiles at all must
compile identically; inputs the tools reject are counted, not hidden.
Prints "determinism: N identical, N different, N rejected (of M)".
"""
import subprocess
import sys
import tempfile
from pathlib import Path


def outputs(cmd_bin, cmd_text, tmp, tag):
    out = Path(tmp) / f"{tag}.spv"
    b = subprocess.run(cmd_bin + ["-o", str(out)], capture_output=True)
    if b.returncode != 0:
        return None
    t = subprocess.run(cmd_text, capture_output=True)
    if t.returncode != 0:
        return None
    return out.read_bytes(), t.stdout


def main():
    args = sys.argv[1:]
    sep = args.index("--")
    tools, inputs = args[:sep], args[sep + 1:]
    opt = tools[0]
    tlc = tools[1] if len(tools) > 1 else None
    same = diff = rejected = 0
    with tempfile.TemporaryDirectory() as tmp:
        for path in inputs:
            if path.endswith(".tl"):
                if not tlc:
                    continue
                cmd_bin, cmd_text = [tlc, path], [tlc, path, "-S"]
            else:
                cmd_bin = [opt, "--no-verify", path]
                cmd_text = [opt, "--no-verify", path, "-S"]
            first = outputs(cmd_bin, cmd_text, tmp, "a")
            if first is None:
                rejected += 1
                continue
            second = outputs(cmd_bin, cmd_text, tmp, "b")
            if second == first:
                same += 1
            else:
                diff += 1
                print(f"NOT DETERMINISTIC: {path}")
    total = same + diff + rejected
    print(f"determinism: {same} identical, {diff} different, {rejected} rejected (of {total})")
    sys.exit(1 if diff or same == 0 else 0)


if __name__ == "__main__":
    main()
