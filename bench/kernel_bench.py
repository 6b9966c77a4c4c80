#!/usr/bin/env python3
"""Tensor-language kernels against hand-written OpenCL C, in one run.

For every kernel in bench/kernels (NAME.tl and its OpenCL C equivalent
NAME.cl, which follows spvkit's calling convention so that both take the same
arguments):

* compile latency: `tensor-lang-cc --target=pocl` as a process and the same
  library calls in-process (build/bench/compile-bench), with the per-pass
  breakdown of `--time-passes`; peer: clang-15 + llvm-spirv-15 on the .cl
  (clang at -O2 with its LLVM passes disabled: llvm-spirv-15 mistranslates
  the optimized IR of these kernels, `freeze` and misplaced blocks; PoCL
  optimizes the kernel when it builds the program either way);
* generated-code speed on the PoCL 6 device: both binaries run through
  `tensor-lang-cc run` (the peer with --spirv) on the same fixed-seed random
  arguments and work-group size; the outputs must agree (else the row says
  WRONG) and the report gives GFLOP/s or GB/s and the ratio;
* for the Intel pvc preset: instruction count, spill size and SIMD width of
  both kernels from ocloc's dumped assembly (IGC_ShaderDumpEnable=1);
* peak RSS of each compile process and arena bytes per IR op.

Usage: bench/kernel_bench.py [--repeat N] [--kernels a,b] [--out DIR]
Writes DIR/kernels.json and DIR/kernels.md (default build/bench).
"""
import argparse
import json
import os
import re
import statistics
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build"
KERNELS = ROOT / "bench/kernels"
CC = BUILD / "tools/tensor-lang-cc"
RUNNER = ROOT / "scripts/with-ocl-device"

B = 1000  # batch size of the batched kernels


def gemm(n, t="f32", batch=B):
    shape = f"random:{n}x{n}x{batch}"
    return {"args": {"A": shape, "B": shape, "C": shape}, "groups": batch, "out": "C",
            "flops": 2 * n**3 * batch, "type": t}


N = 1 << 22  # elements of the streaming kernel

SPECS = {
    "vadd": {"args": {"a": f"random:{N}", "b": f"random:{N}", "c": f"random:{N}"},
             "groups": N // 64, "out": "c", "bytes": 3 * 4 * N, "type": "f32"},
    "gemm_f32_16": gemm(16),
    "gemm_f32_32": gemm(32),
    "gemm_f32_48": gemm(48),
    "gemm_f32_64": gemm(64),
    "gemm_f64_32": gemm(32, "f64"),
    "gemm_f64_64": gemm(64, "f64"),
    "gemm_dyn": dict(gemm(32), args={"A": f"random:32x32x{B}", "B": f"random:32x32x{B}",
                                     "C": f"random:32x32x{B}"}),
    "gemm_tall_skinny": {"args": {"A": "random:64x1024x64", "B": "random:1024x64x64",
                                  "C": "random:64x64x64"},
                         "groups": 64, "out": "C", "flops": 2 * 64 * 64 * 1024 * 64, "type": "f32"},
    "axpby": {"args": {"alpha": "1.5", "beta": "0.5", "A": f"random:64x64x{B}",
                       "B": f"random:64x64x{B}"},
              "groups": B, "out": "B", "bytes": 3 * 64 * 64 * 4 * B, "type": "f32"},
    "sum": {"args": {"A": f"random:64x64x{B}", "b": f"random:64x{B}"}, "groups": B, "out": "b",
            "bytes": (64 * 64 + 64) * 4 * B, "type": "f32"},
    "ger": {"args": {"alpha": "2", "x": f"random:64x{B}", "y": f"random:64x{B}",
                     "C": f"random:64x64x{B}"},
            "groups": B, "out": "C", "bytes": (2 * 64 * 64 + 128) * 4 * B, "type": "f32"},
    "gemm_chain": {"args": {k: f"random:32x32x{B}" for k in "ABCDE"}, "groups": B, "out": "E",
                   "flops": 4 * 32**3 * B, "type": "f32"},
    "attention": {"args": {"Q": f"random:64x16x{B}", "K": f"random:64x128x{B}",
                           "V": f"random:64x128x{B}", "O": f"random:64x16x{B}",
                           "L": f"random:1x16x{B}", "scale": "0.125"},
                  "groups": B, "out": "O", "flops": 4 * 64 * 128 * 16 * B, "type": "f32"},
}


def timed(cmd, repeat, **kw):
    """(min s, median s, max RSS KiB, stderr of the last run) or raises."""
    times, rss, err = [], 0, ""
    for _ in range(repeat):
        t0 = time.perf_counter()
        p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, **kw)
        _, status, usage = os.wait4(p.pid, 0)
        times.append(time.perf_counter() - t0)
        err = p.stderr.read().decode(errors="replace")
        p.stderr.close()
        if os.waitstatus_to_exitcode(status):
            raise RuntimeError(err.strip().splitlines()[0] if err.strip() else f"{cmd[0]} failed")
        rss = max(rss, usage.ru_maxrss)
    return min(times), statistics.median(times), rss, err


def peer_compile(name, work):
    cl, bc, spv = KERNELS / f"{name}.cl", work / f"{name}.bc", work / f"{name}.peer.spv"
    clang = ["clang-15", "-c", "-target", "spir64", "-cl-std=CL2.0", "-O2", "-Xclang",
             "-disable-llvm-passes", "-Xclang", "-finclude-default-header", "-emit-llvm",
             "-o", str(bc), str(cl)]
    spirv = ["llvm-spirv-15", "--spirv-max-version=1.2", str(bc), "-o", str(spv)]
    return clang, spirv, spv


def time_passes(text):
    """{pass: seconds} from tensor-lang-cc --time-passes output."""
    out = {}
    for line in text.splitlines():
        m = re.match(r"\s*([0-9.]+) (ms|us|s)\s+[0-9.]+%\s+([a-z][a-z0-9-]+)\s*$", line)
        if m and m.group(3) != "total":
            scale = {"s": 1.0, "ms": 1e-3, "us": 1e-6}[m.group(2)]
            out[m.group(3)] = float(m.group(1)) * scale
    return out


def read_npy(path):
    data = Path(path).read_bytes()
    hlen = struct.unpack("<H", data[8:10])[0]
    header = data[10:10 + hlen].decode()
    fmt = "d" if "<f8" in header else "f"
    n = (len(data) - 10 - hlen) // struct.calcsize(fmt)
    return struct.unpack(f"<{n}{fmt}", data[10 + hlen:10 + hlen + n * struct.calcsize(fmt)])


def max_rel_diff(a, b):
    """max |a - b| / max(1, max |b|) of two .npy files, computed in a child
    process: this one stays small, since a child forked from it inherits its
    peak RSS (ru_maxrss survives exec), which would spoil the RSS figures."""
    code = ("import sys; sys.path.insert(0, sys.argv[1]); from kernel_bench import read_npy; "
            "a, b = read_npy(sys.argv[2]), read_npy(sys.argv[3]); "
            "s = max(1.0, max(abs(x) for x in b)); "
            "print(max(abs(x - y) for x, y in zip(a, b)) / s if len(a) == len(b) else 1e30)")
    r = subprocess.run([sys.executable, "-c", code, str(ROOT / "bench"), str(a), str(b)],
                       capture_output=True, text=True, check=True)
    return float(r.stdout)


def run_kernel(name, spec, repeat, work, spirv=None, local=None):
    """Kernel time (min s, median s) through tensor-lang-cc run; writes the output array."""
    out = work / f"{name}.{'peer' if spirv else 'spvkit'}.npy"
    cmd = [str(RUNNER), str(CC), "run", str(KERNELS / f"{name}.tl"), "--groups",
           str(spec["groups"]), "--repeat", str(repeat), "--out", f"{spec['out']}={out}"]
    for k, v in spec["args"].items():
        cmd += ["--arg", f"{k}={v}"]
    if spirv:
        cmd += ["--spirv", str(spirv), "--local", local]
    r = subprocess.run(cmd, capture_output=True, text=True, cwd=work)
    m = re.search(r"time min ([0-9.]+) us, median ([0-9.]+) us", r.stdout)
    if r.returncode or not m:
        raise RuntimeError((r.stderr.strip() or r.stdout.strip() or "run failed").splitlines()[-1])
    return float(m.group(1)) * 1e-6, float(m.group(2)) * 1e-6, out


def ocloc_stats(spv, work, tag):
    """{instructions, spill_bytes, simd} of the kernel ocloc builds for pvc."""
    dump = work / f"igc-{tag}"
    env = dict(os.environ, IGC_ShaderDumpEnable="1", IGC_DumpToCustomDir=str(dump))
    r = subprocess.run(["ocloc", "compile", "-spirv_input", "-file", str(spv), "-device", "pvc",
                        "-output_no_suffix", "-output", str(work / f"ocloc-{tag}")],
                       capture_output=True, text=True, env=env, cwd=work, timeout=600)
    if r.returncode:
        raise RuntimeError("ocloc: " + (r.stdout + r.stderr).strip().splitlines()[-1])
    stats = {"instructions": 0, "spill_bytes": 0, "simd": 0}
    for asm in dump.glob("*_simd*_entry_*.asm"):
        text = asm.read_text(errors="replace")
        simd = int(re.search(r"_simd(\d+)_", asm.name).group(1))
        m = re.search(r"^//\.instCount (\d+)", text, re.M)
        spill = sum(int(x) for x in re.findall(r"^//\.spill size (\d+)", text, re.M))
        stats["instructions"] += int(m.group(1)) if m else 0
        stats["spill_bytes"] += spill
        stats["simd"] = max(stats["simd"], simd)
    if not stats["instructions"]:
        raise RuntimeError("ocloc: no assembly dump")
    return stats


def local_size(name, work):
    r = subprocess.run([str(CC), "--target=pocl", "-S", str(KERNELS / f"{name}.tl")],
                       capture_output=True, text=True)
    m = re.search(r'"LocalSize",? ?(\d+), ?(\d+), ?(\d+)', r.stdout)
    return f"{m.group(1)},{m.group(2)},{m.group(3)}" if m else "64,1,1"


def bench_one(name, spec, args, work):
    row = {"kernel": name}
    tl = KERNELS / f"{name}.tl"
    spv = work / f"{name}.spvkit.spv"
    # --- compile latency -------------------------------------------------------------
    try:
        mn, med, rss, _ = timed([str(CC), "--target=pocl", str(tl), "-o", str(spv)], args.repeat)
        row["compile"] = {"min_s": mn, "median_s": med, "max_rss_kib": rss}
        _, _, _, err = timed([str(CC), "--target=pocl", "--time-passes", str(tl), "-o",
                              str(spv)], 1)
        row["passes"] = time_passes(err)
    except RuntimeError as e:
        row["compile_error"] = str(e)
    r = subprocess.run([str(BUILD / "bench/compile-bench"), "--repeat", str(args.repeat * 2),
                        str(tl)], capture_output=True, text=True)
    if r.returncode == 0 and r.stdout.strip():
        inproc = json.loads(r.stdout.strip().splitlines()[0])
        if "error" not in inproc:
            row["in_process"] = inproc
    clang, spirv, peer_spv = peer_compile(name, work)
    try:
        c_min, c_med, c_rss, _ = timed(clang, args.repeat)
        s_min, s_med, s_rss, _ = timed(spirv, args.repeat)
        row["peer_compile"] = {"min_s": c_min + s_min, "median_s": c_med + s_med,
                               "max_rss_kib": max(c_rss, s_rss)}
    except RuntimeError as e:
        row["peer_error"] = str(e)
    # --- Intel pvc code quality --------------------------------------------------------
    for tag, binary in (("spvkit", spv if "compile" in row else None),
                        ("peer", peer_spv if "peer_compile" in row else None)):
        if binary is None:
            continue
        try:
            if tag == "spvkit":  # the pvc preset, not the pocl one
                subprocess.run([str(CC), "--target=pvc", str(tl), "-o",
                                str(work / f"{name}.pvc.spv")], check=True, capture_output=True)
                binary = work / f"{name}.pvc.spv"
            row[f"pvc_{tag}"] = ocloc_stats(binary, work, f"{name}-{tag}")
        except (RuntimeError, subprocess.CalledProcessError, subprocess.TimeoutExpired) as e:
            row[f"pvc_{tag}_error"] = str(e)[:200]
    # --- generated-code speed ------------------------------------------------------------
    if "compile" in row and "peer_compile" in row and not args.no_run:
        try:
            local = local_size(name, work)
            row["local"] = local
            t_min, t_med, out = run_kernel(name, spec, args.run_repeat, work)
            p_min, p_med, pout = run_kernel(name, spec, args.run_repeat, work, peer_spv, local)
            err = max_rel_diff(out, pout)
            tol = 1e-9 if spec["type"] == "f64" else 2e-4
            row["run"] = {"spvkit_min_s": t_min, "spvkit_median_s": t_med, "peer_min_s": p_min,
                          "peer_median_s": p_med, "max_rel_diff": err, "agree": err <= tol}
        except RuntimeError as e:
            row["run_error"] = str(e)[:300]
    return row


def fmt_time(s):
    return f"{s * 1e3:.2f} ms" if s >= 1e-3 else f"{s * 1e6:.0f} us"


def rate(spec, seconds):
    if "flops" in spec:
        return f"{spec['flops'] / seconds / 1e9:.2f} GFLOP/s"
    return f"{spec['bytes'] / seconds / 1e9:.2f} GB/s"


def markdown(rows, noise):
    out = ["## Tensor-language kernels vs hand-written OpenCL C", "",
           "Compile latency (min / median over repeats; the peer is clang-15 + llvm-spirv-15 "
           "on the equivalent OpenCL C in bench/kernels):", "",
           "| kernel | tensor-lang-cc (process) | in-process | peer (process) | ratio peer/spvkit "
           "| peak RSS spvkit / peer | arena B/op |",
           "|---|---|---|---|---|---|---|"]
    for r in rows:
        if "compile" not in r:
            out.append(f"| {r['kernel']} | does not compile: {r.get('compile_error', '?')} | | "
                       f"{fmt_time(r['peer_compile']['min_s']) if 'peer_compile' in r else ''} | | | |")
            continue
        c, p, ip = r["compile"], r.get("peer_compile"), r.get("in_process")
        inproc = f"{fmt_time(ip['min_us'] * 1e-6)} / {fmt_time(ip['median_us'] * 1e-6)}" if ip else "n/a"
        peer = f"{fmt_time(p['min_s'])} / {fmt_time(p['median_s'])}" if p else r.get("peer_error")
        ratio = f"{p['min_s'] / c['min_s']:.1f}x" if p else ""
        peer_rss = p["max_rss_kib"] // 1024 if p else "?"
        per_op = f"{ip['arena_bytes'] / max(1, ip['ops']):.0f}" if ip else "n/a"
        out.append(f"| {r['kernel']} | {fmt_time(c['min_s'])} / {fmt_time(c['median_s'])} | "
                   f"{inproc} | {peer} | {ratio} | {c['max_rss_kib'] // 1024} / {peer_rss} MiB | "
                   f"{per_op} |")
    out += ["", "Per-pass breakdown (`tensor-lang-cc --time-passes`, one run):", ""]
    for r in rows:
        if r.get("passes"):
            out.append(f"* {r['kernel']}: " + ", ".join(
                f"{k} {fmt_time(v)}" for k, v in r["passes"].items()))
    out += ["", "Generated code on the PoCL 6 device (kernel time min / median over repeats, "
            "same arguments and work-group size for both):", "",
            "| kernel | work-group | spvkit | OpenCL C | ratio spvkit/peer (speed) | outputs |",
            "|---|---|---|---|---|---|"]
    for r in rows:
        spec = SPECS[r["kernel"]]
        if "run" in r:
            x = r["run"]
            out.append(f"| {r['kernel']} | {r['local']} | {rate(spec, x['spvkit_min_s'])} "
                       f"({fmt_time(x['spvkit_min_s'])} / {fmt_time(x['spvkit_median_s'])}) | "
                       f"{rate(spec, x['peer_min_s'])} ({fmt_time(x['peer_min_s'])} / "
                       f"{fmt_time(x['peer_median_s'])}) | {x['peer_min_s'] / x['spvkit_min_s']:.2f} | "
                       f"{'agree' if x['agree'] else 'WRONG'} (max rel. diff {x['max_rel_diff']:.1e}) |")
        else:
            why = r.get("run_error") or ("does not compile" if "compile" not in r else "not run")
            out.append(f"| {r['kernel']} | | {why} | | | |")
    out += ["", "Intel pvc (ocloc, IGC assembly dump): instructions / spill bytes / SIMD width:",
            "", "| kernel | spvkit (--target=pvc) | OpenCL C |", "|---|---|---|"]
    for r in rows:
        cells = []
        for tag in ("spvkit", "peer"):
            s = r.get(f"pvc_{tag}")
            cells.append(f"{s['instructions']} / {s['spill_bytes']} / SIMD{s['simd']}" if s
                         else r.get(f"pvc_{tag}_error", "n/a"))
        out.append(f"| {r['kernel']} | {cells[0]} | {cells[1]} |")
    out += ["", f"Noise: {noise}", ""]
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repeat", type=int, default=5, help="compile repetitions")
    ap.add_argument("--run-repeat", type=int, default=10, help="kernel launches")
    ap.add_argument("--kernels", default="", help="comma-separated subset")
    ap.add_argument("--no-run", action="store_true", help="skip the device runs")
    ap.add_argument("--out", default=str(BUILD / "bench"))
    args = ap.parse_args()
    names = [k for k in SPECS if not args.kernels or k in args.kernels.split(",")]
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rows = []
    with tempfile.TemporaryDirectory(prefix="kernel-bench-", dir=out) as tmp:
        work = Path(tmp)
        for name in names:
            print(f"kernel-bench: {name}", file=sys.stderr)
            rows.append(bench_one(name, SPECS[name], args, work))
    # Noise: the spread of the compile times of one kernel across repeats.
    spreads = [r["compile"]["median_s"] / r["compile"]["min_s"] for r in rows if "compile" in r]
    noise = (f"median/min of the process compile times is {min(spreads):.2f}-{max(spreads):.2f} "
             f"across kernels; load average {os.getloadavg()[0]:.1f} at the end"
             if spreads else f"load average {os.getloadavg()[0]:.1f}")
    (out / "kernels.json").write_text(json.dumps({"rows": rows, "noise": noise}, indent=1))
    (out / "kernels.md").write_text(markdown(rows, noise))
    print(markdown(rows, noise))


if __name__ == "__main__":
    main()
