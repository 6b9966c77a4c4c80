#!/usr/bin/env python3
"""Batched small GEMM benchmark (not a test): spvkit's gemm beside a
hand-written OpenCL C kernel, on the PoCL device, through the same runtime.

For each case (element type, M x N x K, batch) it writes one tensor-language
kernel -- C_g = A_g B_g for g = group_id.x, static shapes, one work-group per
GEMM -- and the straightforward OpenCL C kernel for the same operation (one
work-group per GEMM, work-items over the rows, a k loop per entry), compiled
by clang-15 -O2 + llvm-spirv-15 twice: with clang's default floating-point
contraction (a*b+c becomes OpenCL `mad`) and with -ffp-contract=off. Both run
with `tensor-lang-cc run` (the OpenCL C binary through --spirv, with the
kernel's calling convention and work-group size), which reports the minimum
kernel time over --repeat launches; GFLOP/s = 2 M N K batch / time.

For Intel pvc it compiles the same kernels with --target=pvc and reads the
instruction count and spill size of each kernel from ocloc's dumped assembly
(IGC_ShaderDumpEnable=1).

The f16 rows are the mixed case f16 x f16 -> f32 (A, B f16, C f32).

Usage: bench/gemm.py [--build build] [--repeat 10] [--types f32,f64,f16]
                     [--out build/bench/gemm.md]
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Type "f16" is the mixed case: A and B f16, C f32 (f32 arithmetic; on pocl,
# which has no Float16, spvkit widens the f16 bits inline and the OpenCL C
# kernel uses vload_half).
CASES = [(t, m, m, m, 1000) for t in ("f32", "f64") for m in (16, 32, 48, 64)] + [
    (t, 64, 64, 1024, 100) for t in ("f32", "f64")] + [
    ("f16", m, m, m, 1000) for m in (32, 64)]
CTYPE = {"f32": "float", "f64": "double", "f16": "float"}


def types(t):
    """(A and B element type, C element type)."""
    return ("f16", "f32") if t == "f16" else (t, t)


def name(t, m, n, k):
    return f"gemm_{t}_{m}x{n}x{k}"


def tl_kernel(t, m, n, k):
    ab, c = types(t)
    return f"""func @{name(t, m, n, k)}(%A: memref<{ab}x{m}x{k}x?>, %B: memref<{ab}x{k}x{n}x?>,
    %C: memref<{c}x{m}x{n}x?>) {{
  %g = group_id.x : index
  %a = subview %A[0:{m},0:{k},%g] : memref<{ab}x{m}x{k}>
  %b = subview %B[0:{k},0:{n},%g] : memref<{ab}x{k}x{n}>
  %c = subview %C[0:{m},0:{n},%g] : memref<{c}x{m}x{n}>
  %one = constant 1.0 : {ab}
  %zero = constant 0.0 : {c}
  gemm %one, %a, %b, %zero, %c
}}
"""


def cl_kernel(t, m, n, k):
    T = CTYPE[t]
    # f16 operands through vload_half (the device has no cl_khr_fp16).
    AB = "half" if t == "f16" else T
    a, b = (("vload_half(i + l * {m}, A)", "vload_half(l + j * {k}, B)") if t == "f16" else
            ("A[i + l * {m}]", "B[l + j * {k}]"))
    a, b = a.format(m=m), b.format(k=k)
    return f"""{"#pragma OPENCL EXTENSION cl_khr_fp64 : enable" if t == "f64" else ""}
kernel void {name(t, m, n, k)}(global const {AB}* A, long bA, global const {AB}* B, long bB,
                               global {T}* C, long bC) {{
  size_t g = get_group_id(0);
  A += g * {m * k}; B += g * {k * n}; C += g * {m * n};
  for (int j = 0; j < {n}; ++j)
    for (int i = get_local_id(0); i < {m}; i += get_local_size(0)) {{
      {T} acc = 0;
      for (int l = 0; l < {k}; ++l) acc += {a} * {b};
      C[i + j * {m}] = acc;
    }}
}}
"""


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kw)


def local_size(cc, tl, kname):
    """The number of work-items of spvkit's kernel `kname` for pocl."""
    text = run([str(cc), "--target=pocl", str(tl), "-S"]).stdout
    got = re.search(r'ExecutionMode @' + kname + r' "LocalSize", (\d+), (\d+), (\d+)', text)
    return int(got.group(1)) * int(got.group(2)) * int(got.group(3)) if got else 64


def kernel_time_us(cc, work, tl, kname, case, repeat, spirv=None):
    t, m, n, k, batch = case
    cmd = [str(ROOT / "scripts/with-ocl-device"), str(cc), "run", tl.name, "--kernel", kname,
           "--arg", f"A=random:{m}x{k}x{batch}", "--arg", f"B=random:{k}x{n}x{batch}",
           "--arg", f"C=random:{m}x{n}x{batch}", "--groups", str(batch), "--repeat", str(repeat)]
    if spirv:
        # The OpenCL C kernel (1-D) runs with as many work-items per
        # work-group as spvkit's kernel.
        cmd += ["--spirv", spirv.name, "--local", str(local_size(cc, tl, kname))]
    out = run(cmd, cwd=work).stdout
    got = re.search(r"time min ([0-9.]+) us, median ([0-9.]+) us", out)
    if not got:
        raise RuntimeError(f"no kernel time in: {out}")
    return float(got.group(1)), float(got.group(2))


def pvc_stats(cc, work, tl):
    """{kernel: (instructions, spill bytes)} from ocloc's dumped assembly."""
    spv = work / "pvc.spv"
    run([str(cc), "--target=pvc", str(tl), "-o", str(spv)])
    dump = work / "dump"
    dump.mkdir(exist_ok=True)
    env = dict(os.environ, IGC_ShaderDumpEnable="1", IGC_DumpToCustomDir=str(dump))
    run(["ocloc", "compile", "-q", "-spirv_input", "-file", str(spv), "-device", "pvc"],
        cwd=work, env=env)
    stats = {}
    for asm in dump.glob("*.asm"):
        text = asm.read_text(errors="replace")
        kn = re.search(r"^//\.kernel (\S+)", text, re.M)
        inst = re.search(r"^//\.instCount (\d+)", text, re.M)
        spill = re.search(r"^//\.spill size (\d+)", text, re.M)
        if kn and inst:
            stats[kn.group(1)] = (int(inst.group(1)), int(spill.group(1)) if spill else 0)
    return stats


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", default=str(ROOT / "build"))
    ap.add_argument("--repeat", type=int, default=10)
    ap.add_argument("--out", default=None)
    ap.add_argument("--types", default="f32,f64,f16",
                    help="comma-separated subset of f32, f64, f16 (f16 x f16 -> f32)")
    args = ap.parse_args()
    cases = [c for c in CASES if c[0] in args.types.split(",")]
    cc = Path(args.build).resolve() / "tools/tensor-lang-cc"
    out = Path(args.out) if args.out else Path(args.build) / "bench/gemm.md"
    out.parent.mkdir(parents=True, exist_ok=True)
    rows = []
    with tempfile.TemporaryDirectory(prefix="spvkit-gemm-") as d:
        work = Path(d)
        tl = work / "gemm.tl"
        tl.write_text("\n".join(tl_kernel(*c[:4]) for c in cases))
        cl = work / "gemm.cl"
        cl.write_text("\n".join(cl_kernel(*c[:4]) for c in cases))
        peers = {}
        for flavour, flags in (("mad", []), ("nocontract", ["-ffp-contract=off"])):
            bc, spv = work / f"{flavour}.bc", work / f"{flavour}.spv"
            run(["clang-15", "-c", "-target", "spir64", "-cl-std=CL2.0", "-O2", *flags, "-Xclang",
                 "-finclude-default-header", "-emit-llvm", "-o", str(bc), str(cl)])
            run(["llvm-spirv-15", "--spirv-max-version=1.2", str(bc), "-o", str(spv)])
            peers[flavour] = spv
        stats = pvc_stats(cc, work, tl)
        for case in cases:
            t, m, n, k, batch = case
            kn = name(t, m, n, k)
            flops = 2.0 * m * n * k * batch
            ours = kernel_time_us(cc, work, tl, kn, case, args.repeat)
            mad = kernel_time_us(cc, work, tl, kn, case, args.repeat, peers["mad"])
            noc = kernel_time_us(cc, work, tl, kn, case, args.repeat, peers["nocontract"])
            inst, spill = stats.get(kn, (None, None))
            gflops = lambda us: [flops / us[0] * 1e-3, flops / us[1] * 1e-3]  # min, median time
            rows.append({"type": "f16→f32" if t == "f16" else t, "shape": f"{m}x{n}x{k}",
                         "batch": batch, "spvkit_gflops": gflops(ours),
                         "opencl_c_gflops": gflops(mad), "opencl_c_nocontract_gflops": gflops(noc),
                         "speedup": min(mad[0], noc[0]) / ours[0], "pvc_instructions": inst,
                         "pvc_spill_bytes": spill})
            print(f"{kn} x{batch}: spvkit {ours[0]:.0f} us, OpenCL C {mad[0]:.0f} us (mad) / "
                  f"{noc[0]:.0f} us (no contraction); pvc {inst} instructions, spill {spill} B",
                  flush=True)
    pair = lambda g: f"{g[0]:.1f} ({g[1]:.1f})"
    lines = ["## Batched small GEMM (bench/gemm.py)", "",
             f"GFLOP/s from the minimum (median) kernel time of {args.repeat} launches on the "
             "PoCL 6 device; speed-up = the faster OpenCL C minimum / spvkit's minimum.", "",
             "| type | M x N x K | batch | spvkit GFLOP/s | OpenCL C GFLOP/s (default) | "
             "OpenCL C GFLOP/s (-ffp-contract=off) | speed-up vs the faster OpenCL C | "
             "pvc instructions | pvc spill bytes |",
             "|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(f"| {r['type']} | {r['shape']} | {r['batch']} | {pair(r['spvkit_gflops'])} | "
                     f"{pair(r['opencl_c_gflops'])} | {pair(r['opencl_c_nocontract_gflops'])} | "
                     f"{r['speedup']:.2f} | {r['pvc_instructions']} | {r['pvc_spill_bytes']} |")
    out.write_text("\n".join(lines) + "\n")
    out.with_suffix(".json").write_text(json.dumps(rows, indent=2, ensure_ascii=False))
    print("\n".join(lines))
    print(f"written to {out}")


if __name__ == "__main__":
    sys.exit(main())
