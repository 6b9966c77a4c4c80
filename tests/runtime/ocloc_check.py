#!/usr/bin/env python3
"""Compiles the builder kernels with Intel's GPU compiler (ocloc).

usage: ocloc_check.py KERNELS_TXT OCLOC

KERNELS_TXT is write_kernels' list ("<file> fp64=<0|1> rejects=<0|1> <entry
points...>", the .spv files next to it). Every module is compiled with
`ocloc compile -spirv_input -file <file>.spv -device pvc`, and the modules
without fp64 also for dg2 (`-device dg2-g10`, the dg2 / acm-g10 name Debian
12's ocloc 22.43 knows); each compile must succeed and produce a binary.
Modules meant to fail linking on a device (rejects=1) are not compiled; fp64
modules are also tried on dg2, where ocloc must refuse them (this checks the
"no fp64" fact of the dg2 / bmg target profile). Exits 77 (skip) when OCLOC is
empty or missing. Prints one line per compile and a count at the end.
"""
import concurrent.futures
import os
import subprocess
import sys
import tempfile

DEVICES = [("pvc", True), ("dg2-g10", False)]  # (ocloc device, has fp64)


def compile_one(ocloc, spv, device, out_dir):
    cmd = [ocloc, "compile", "-spirv_input", "-file", spv, "-device", device,
           "-out_dir", out_dir, "-q"]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    except subprocess.TimeoutExpired:
        return False, "timed out after 600 s"
    produced = any(f.endswith(".bin") for f in os.listdir(out_dir))
    log = (p.stdout + p.stderr).strip()
    return p.returncode == 0 and produced, f"exit {p.returncode}: {log[-2000:]}"


def main():
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    listing, ocloc = sys.argv[1], sys.argv[2]
    if not ocloc or not os.access(ocloc, os.X_OK):
        print("ocloc-check: SKIPPED: ocloc not found (Debian's intel-opencl-icd; "
              "scripts/install-deps --test installs it)")
        return 77
    folder = os.path.dirname(listing)
    jobs = []  # (file, device, must_succeed)
    not_compiled = []
    with open(listing) as f:
        for line in f:
            fields = line.split()
            if not fields:
                continue
            name, flags = fields[0], dict(x.split("=") for x in fields[1:3])
            if flags["rejects"] == "1":
                not_compiled.append(name)
                continue
            for device, has_fp64 in DEVICES:
                jobs.append((name, device, has_fp64 or flags["fp64"] == "0"))

    results = {}
    with tempfile.TemporaryDirectory(prefix="spvkit-ocloc-") as tmp:
        def run(job):
            name, device, _ = job
            out = os.path.join(tmp, f"{name}.{device}")
            os.makedirs(out)
            return job, compile_one(ocloc, os.path.join(folder, name + ".spv"), device, out)

        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, min(4, os.cpu_count() or 1))) as ex:
            for job, res in ex.map(run, jobs):
                results[job] = res

    failed = 0
    counts = {d: 0 for d, _ in DEVICES}
    refused = 0
    for (name, device, must_succeed), (ok, log) in sorted(results.items()):
        if must_succeed:
            print(f"ocloc-check: {name}.spv for {device}: {'ok' if ok else 'FAILED'}")
            if ok:
                counts[device] += 1
            else:
                failed += 1
                print("  " + log.replace("\n", "\n  "))
        else:
            print(f"ocloc-check: {name}.spv (fp64) for {device}: "
                  f"{'refused, as expected' if not ok else 'ACCEPTED (expected a refusal)'}")
            if ok:
                failed += 1
            else:
                refused += 1
    summary = ", ".join(f"{n} modules compiled for {d}" for d, n in counts.items())
    print(f"ocloc-check: {summary}; {refused} fp64 modules refused for dg2 as expected; "
          f"{len(not_compiled)} not compiled (meant to fail linking: {' '.join(not_compiled)}); "
          f"{failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
