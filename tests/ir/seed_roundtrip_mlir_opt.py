#!/usr/bin/env python3
"""Feed modules we print to mlir-opt-19 and check that it accepts them.

Inputs: the hand-written modules (tests/ir-examples/modules/*.mlir) and the
wrapped seed-000 examples (tests/ir-examples/seed000/wrapped/*.mlir, the
`.fixed` variant when there is one). For each input:

  1. mlir-opt-19 must accept the input as written; inputs it rejects are
     MLIR's own problem (stale doc syntax, ops it lacks) and are counted, not
     tested;
  2. spvkit-ir-roundtrip must parse it (inputs it rejects are reported by the
     seed round-trip test, and counted here);
  3. mlir-opt-19 must accept what we print.

Step 3 failures are errors unless the input uses an op listed in
KNOWN_DIFFERENCES (ops MLIR 19 lacks or that we represent differently, each
with the reason). Prints "mlir-opt: N accepted of M printed" and exits 1 on
an unexpected rejection.

usage: seed_roundtrip_mlir_opt.py <spvkit-ir-roundtrip> <tests/ir-examples> [mlir-opt]
"""
import os
import re
import subprocess
import sys
import tempfile

# Ops whose printed form mlir-opt-19 cannot read, with the reason.
KNOWN_DIFFERENCES = {
}


def run(cmd, stdin=None):
    return subprocess.run(cmd, input=stdin, capture_output=True, text=True)


def inputs(examples):
    mods = os.path.join(examples, "modules")
    if os.path.isdir(mods):
        for f in sorted(os.listdir(mods)):
            if f.endswith(".mlir"):
                yield os.path.join(mods, f)
    wrapped = os.path.join(examples, "seed000", "wrapped")
    if os.path.isdir(wrapped):
        files = sorted(os.listdir(wrapped))
        for f in files:
            if not f.endswith(".mlir") or f.endswith(".fixed.mlir"):
                continue
            fixed = f[: -len(".mlir")] + ".fixed.mlir"
            yield os.path.join(wrapped, fixed if fixed in files else f)


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    tool, examples = sys.argv[1], sys.argv[2]
    mlir_opt = sys.argv[3] if len(sys.argv) == 4 else "/usr/bin/mlir-opt-19"
    if not os.path.exists(mlir_opt):
        print("mlir-opt-19 not found at " + mlir_opt + " (install mlir-19-tools)")
        return 77  # meson: skipped
    total = printed = accepted = 0
    mlir_rejects, our_rejects, known, failures = [], [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        for path in inputs(examples):
            total += 1
            name = os.path.relpath(path, examples)
            if run([mlir_opt, path]).returncode != 0:
                mlir_rejects.append(name)
                continue
            ours = run([tool, path])
            if ours.returncode != 0:
                our_rejects.append((name, ours.stderr.strip().splitlines()[0] if ours.stderr else ""))
                continue
            printed += 1
            out = os.path.join(tmp, "printed.mlir")
            with open(out, "w") as f:
                f.write(ours.stdout)
            res = run([mlir_opt, out])
            if res.returncode == 0:
                accepted += 1
                continue
            ops = set(re.findall(r"\b(spirv\.[\w.]+)", ours.stdout))
            reasons = sorted(op for op in ops if op in KNOWN_DIFFERENCES)
            err = res.stderr.strip().splitlines()[0] if res.stderr else ""
            (known if reasons else failures).append((name, reasons, err, ours.stdout))
    print("ops whose printed form mlir-opt-19 cannot read (listed, not skipped silently):")
    for op, why in sorted(KNOWN_DIFFERENCES.items()):
        print("  %s: %s" % (op, why))
    print("inputs mlir-opt-19 rejects as written (%d): %s" % (len(mlir_rejects), " ".join(mlir_rejects)))
    for name, err in our_rejects:
        print("not parsed by us (see the seed round-trip test): %s: %s" % (name, err))
    for name, reasons, err, _ in known:
        print("known difference %s (%s): %s" % (name, ", ".join(reasons), err))
    for name, _, err, text in failures:
        print("FAIL %s: mlir-opt-19 rejects our output: %s\n--- printed:\n%s" % (name, err, text))
    print("mlir-opt: %d accepted of %d printed (%d inputs, %d known differences)"
          % (accepted, printed, total, len(known)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
