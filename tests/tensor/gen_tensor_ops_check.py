#!/usr/bin/env python3
"""Checks tools/gen/gen_tensor_ops.py: the real definition generates the same
files twice (deterministic), and definitions that contradict themselves are
rejected with a message naming the op and the problem.

usage: gen_tensor_ops_check.py GENERATOR DEFINITION
"""
import os
import subprocess
import sys
import tempfile

GOOD_OP = '''[[op]]
name = "copy"
enum = "Copy"
kind = "Mixed"
operands = ["src: memref [read]", "dst: memref [write]"]
effects = ["read", "write"]
'''

BAD = {
    "effects disagree with the accesses": (
        GOOD_OP.replace('effects = ["read", "write"]', 'effects = ["read"]'),
        "effects 'read'/'write' disagree with the operands' accesses"),
    "every op states its effects": (
        GOOD_OP.replace('effects = ["read", "write"]\n', ''), "missing 'effects'"),
    "NoSideEffect is derived, not written": (
        GOOD_OP + 'traits = ["NoSideEffect"]\n', "unknown trait 'NoSideEffect'"),
    "unknown constraint": (
        GOOD_OP.replace('src: memref', 'src: tensor'), "unknown constraint 'tensor'"),
    "same_types names a value": (
        GOOD_OP + 'same_types = ["src", "nothing"]\n', "same_types names unknown value 'nothing'"),
    "regions have nested effects": (
        GOOD_OP + 'regions = ["body: spmd"]\n', "add 'nested'"),
    "an optional operand needs its attribute": (
        GOOD_OP.replace('"dst: memref [write]"', '"dst: memref ?has_dst [write]"'),
        "depends on undeclared attribute 'has_dst'"),
    "duplicate ops": (GOOD_OP + "\n" + GOOD_OP, "'copy' is defined twice"),
}


def generate(gen, definition, out):
    return subprocess.run(
        [sys.executable, gen, definition, "--kinds", os.path.join(out, "k.h"),
         "--views", os.path.join(out, "v.h"), "--table", os.path.join(out, "t.cpp")],
        capture_output=True, text=True)


def main():
    gen, definition = sys.argv[1], sys.argv[2]
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        outputs = []
        for run in ("a", "b"):
            out = os.path.join(tmp, run)
            os.mkdir(out)
            r = generate(gen, definition, out)
            if r.returncode != 0:
                print(f"FAIL: the real definition is rejected: {r.stderr}")
                return 1
            outputs.append([open(os.path.join(out, f), "rb").read()
                            for f in ("k.h", "v.h", "t.cpp")])
        if outputs[0] != outputs[1]:
            print("FAIL: two runs differ")
            failures += 1
        else:
            print("ok: deterministic output")
        good = os.path.join(tmp, "good.toml")
        with open(good, "w") as f:
            f.write(GOOD_OP)
        r = generate(gen, good, tmp)
        if r.returncode != 0:
            print(f"FAIL: a consistent definition is rejected: {r.stderr}")
            failures += 1
        else:
            print("ok: a consistent definition is accepted")
        for what, (text, message) in BAD.items():
            path = os.path.join(tmp, "bad.toml")
            with open(path, "w") as f:
                f.write(text)
            r = generate(gen, path, tmp)
            if r.returncode == 0 or message not in r.stderr:
                print(f"FAIL: {what}: exit {r.returncode}, stderr {r.stderr!r}")
                failures += 1
            else:
                print(f"ok: {what}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
