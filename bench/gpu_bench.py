#!/usr/bin/env python3
"""GPU benchmark against PyTorch in one run (issue 14): `scripts/bench --gpu`.

Runs spvkit's tensor-language kernels on a Vulkan GPU with spvkit-gpu-bench
(bench/gpu/gpu_bench.cpp: compiled for --target=device or a preset such as
hopper, launched through runtime/vulkan, timed with timestamps after 3 s of
untimed launches (--warmup-ms: the GPU's clock follows its load, see
docs/performance.md), every case checked against a host reference on a
sample of its batch) and, in the same
run on the same GPU, the PyTorch equivalents (CUDA events around the op,
torch.backends.cuda.matmul.allow_tf32 = False):

  batched GEMM f32 (16^3 ... 128^3, batches 10^4 and 10^5)  vs torch.bmm f32
  f16 x f16 -> f32 GEMM with cooperative matrices (64^3 ... 256^3) vs torch.bmm f16
  a flash-attention-like kernel (16 queries, 128 keys, d=64) vs scaled_dot_product_attention
  axpby and sum on 64x64 f32 matrices                        vs the copy bandwidth
  copy (vkCmdCopyBuffer; torch: Tensor.copy_)                the yardstick

Prints GFLOP/s or GB/s, the ratio spvkit / PyTorch, the fraction of the
device's peak (a table of known GPUs; --peak-* overrides) or, for the
memory-bound kernels, of the copy bandwidth measured in this run, and writes a
markdown table (--out, default build/bench/gpu.md). Without torch (or without
CUDA) the PyTorch columns are skipped, and the script says so.

Needs no meson and no OpenCL: point --tools at a folder holding
spvkit-gpu-bench (a release build carried to the GPU host) and make the Vulkan
loader findable (libvulkan.so.1 on the library path, or SPVKIT_VULKAN_LOADER).

Usage: scripts/bench --gpu [--tools DIR] [--target device|hopper] [--device SEL]
                           [--small] [--repeat N] [--warmup-ms MS] [--check N]
                           [--cases C,C...]
                           [--out FILE.md] [--no-torch] [--one-process]
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The full sweep (an H100-class GPU) and the small one (lavapipe, CI).
# (Batches keep every buffer below 4 GiB: 128^3 x 10^5 f32 would be 6.5 GB.)
FULL = ([f"gemm:f32:{m}:{b}" for m in (16, 32, 48, 64, 96) for b in (10000, 100000)] +
        ["gemm:f32:128:10000", "gemm:f32:128:50000"] +
        [f"coopgemm:{m}:{b}" for m, b in ((64, 10000), (128, 2000), (256, 500))] +
        ["attention:10000", "attention:100000", "copy:1073741824", "axpby:100000", "sum:100000"])
SMALL = ["copy:16777216", "gemm:f32:16:64", "gemm:f32:32:16", "coopgemm:64:4", "attention:4",
         "axpby:64", "sum:64"]

# Nominal peaks (dense): GFLOP/s f32 (no tensor cores), GFLOP/s f16 tensor
# cores with f32 accumulation, GB/s memory. Matched by substring, first wins.
PEAKS = [
    ("H100 PCIe", {"f32": 51200, "f16": 756000, "mem": 2000}),
    ("H100 NVL", {"f32": 60000, "f16": 835000, "mem": 3900}),
    ("H100", {"f32": 67000, "f16": 989000, "mem": 3350}),
    ("H200", {"f32": 67000, "f16": 989000, "mem": 4800}),
    ("A100", {"f32": 19500, "f16": 312000, "mem": 2039}),
]
TOL = {"gemm:f32": 1e-5, "gemm:f16": 1e-5, "coopgemm": 1e-5, "attention": 2e-3, "axpby": 1e-6, "sum": 1e-6}


def parse_case(case):
    f = case.split(":")
    if f[0] == "gemm":
        return {"kind": "gemm", "type": f[1], "m": int(f[2]), "batch": int(f[3])}
    if f[0] == "coopgemm":  # f16 x f16 -> f32 with cooperative matrices
        return {"kind": "gemm", "type": "f16", "m": int(f[1]), "batch": int(f[2])}
    if f[0] == "copy":
        return {"kind": "copy", "bytes": int(f[1])}
    return {"kind": f[0], "batch": int(f[1])}


def find_tool(tools):
    for d in ([Path(tools)] if tools else []) + [ROOT / "build/bench", ROOT / "build-release/bench"]:
        p = d / "spvkit-gpu-bench"
        if p.exists():
            return p
    sys.exit("gpu_bench: no spvkit-gpu-bench (build it, or pass --tools DIR)")


def run_spvkit(tool, args, cases):
    """{case: result} from spvkit-gpu-bench, plus the device line."""
    cmd = [str(tool), f"--target={args.target}", "--repeat", str(args.repeat), "--check",
           str(args.check), "--warmup-ms", str(args.warmup_ms)] + \
        (["--device", args.device] if args.device else []) + cases
    if args.runner:
        cmd = args.runner.split() + cmd
    p = subprocess.run(cmd, capture_output=True, text=True)
    lines = [json.loads(l) for l in p.stdout.splitlines() if l.startswith("{")]
    if p.returncode == 2:  # no Vulkan device: skipped, saying why
        print(f"gpu_bench: skipped: {p.stderr.strip()}")
        sys.exit(77)
    if p.returncode != 0 or not lines or "device" not in lines[0]:
        sys.exit(f"gpu_bench: spvkit-gpu-bench failed ({p.returncode}):\n{p.stderr}{p.stdout}")
    return lines[0], {l["case"]: l for l in lines[1:]}


def torch_or_reason():
    try:
        import torch
    except Exception as e:  # noqa: BLE001 - any import failure means: no torch
        return None, f"PyTorch is not installed ({type(e).__name__}: {e})"
    if not torch.cuda.is_available():
        return None, "PyTorch has no CUDA device"
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    return torch, None


def time_torch(torch, fn, repeat):
    """(min, median) ns of fn() by CUDA events, after a warm-up call."""
    fn()
    torch.cuda.synchronize()
    ns = []
    for _ in range(repeat):
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        a.record()
        fn()
        b.record()
        torch.cuda.synchronize()
        ns.append(a.elapsed_time(b) * 1e6)
    return min(ns), statistics.median(ns)


def run_torch(torch, case, repeat):
    """{ns_min, ns_median, flops, bytes, max_rel_err} of PyTorch's counterpart."""
    c = parse_case(case)
    dev = "cuda"
    gen = torch.Generator(device=dev).manual_seed(1)
    if c["kind"] == "gemm":
        m, batch = c["m"], c["batch"]
        dt = torch.float16 if c["type"] == "f16" else torch.float32
        a = torch.rand(batch, m, m, device=dev, generator=gen).to(dt)
        b = torch.rand(batch, m, m, device=dev, generator=gen).to(dt)
        out = torch.empty(batch, m, m, device=dev, dtype=dt)
        fn = lambda: torch.bmm(a, b, out=out)  # noqa: E731
        fn()
        ref = torch.bmm(a[:4].double(), b[:4].double())
        err = ((out[:4].double() - ref).abs().max() / ref.abs().max()).item()
        mn, md = time_torch(torch, fn, repeat)
        return {"ns_min": mn, "ns_median": md, "flops": 2.0 * m ** 3 * batch, "max_rel_err": err}
    if c["kind"] == "attention":
        batch = c["batch"]
        q = torch.rand(batch, 1, 16, 64, device=dev, generator=gen) - 0.5
        k = torch.rand(batch, 1, 128, 64, device=dev, generator=gen) - 0.5
        v = torch.rand(batch, 1, 128, 64, device=dev, generator=gen) - 0.5
        sdpa = torch.nn.functional.scaled_dot_product_attention
        fn = lambda: sdpa(q, k, v, scale=0.125)  # noqa: E731
        o = fn()
        p = torch.softmax(0.125 * q[:4].double() @ k[:4].double().transpose(-1, -2), -1)
        ref = p @ v[:4].double()
        err = ((o[:4].double() - ref).abs().max() / ref.abs().max()).item()
        mn, md = time_torch(torch, fn, repeat)
        return {"ns_min": mn, "ns_median": md, "flops": 4.0 * 16 * 128 * 64 * batch,
                "max_rel_err": err}
    if c["kind"] == "copy":
        n = c["bytes"] // 4
        src = torch.rand(n, device=dev, generator=gen)
        dst = torch.empty_like(src)
        mn, md = time_torch(torch, lambda: dst.copy_(src), repeat)
        return {"ns_min": mn, "ns_median": md, "bytes": 2.0 * c["bytes"], "max_rel_err": 0.0}
    batch = c["batch"]
    a = torch.rand(batch, 64, 64, device=dev, generator=gen)
    if c["kind"] == "axpby":
        b = torch.rand(batch, 64, 64, device=dev, generator=gen)
        fn = lambda: b.mul_(-1.25).add_(a, alpha=0.5)  # noqa: E731
        nbytes = 3.0 * 64 * 64 * 4 * batch
    else:
        out = torch.empty(batch, 64, device=dev)
        fn = lambda: torch.sum(a, dim=2, out=out)  # noqa: E731
        nbytes = (64.0 * 64 * 4 + 64 * 4) * batch
    mn, md = time_torch(torch, fn, repeat)
    return {"ns_min": mn, "ns_median": md, "bytes": nbytes, "max_rel_err": 0.0}


def rate(r):
    """(value, unit) from the minimum time: GFLOP/s, or GB/s when memory-bound."""
    if r.get("flops"):
        return r["flops"] / r["ns_min"], "GFLOP/s"
    return r["bytes"] / r["ns_min"], "GB/s"


def peak_for(name, args):
    peak = {}
    for key, p in PEAKS:
        if key in name:
            peak = dict(p)
            break
    for k in ("f32", "f16", "mem"):
        v = getattr(args, f"peak_{k}")
        if v:
            peak[k] = v
    return peak


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tools", default="", help="folder holding spvkit-gpu-bench")
    ap.add_argument("--target", default="device", help="device (live query) or a preset (hopper)")
    ap.add_argument("--device", default="", help="Vulkan device: index or name substring")
    ap.add_argument("--small", action="store_true", help="small sizes (lavapipe, CI)")
    ap.add_argument("--cases", default="", help="comma-separated cases instead of the sweep")
    ap.add_argument("--repeat", type=int, default=10)
    ap.add_argument("--warmup-ms", type=int, default=None,
                    help="untimed launches before the timed ones, in ms (the GPU's clock "
                         "follows its load: docs/performance.md); default 3000, 0 with --small")
    ap.add_argument("--check", type=int, default=32, help="batch entries checked per case")
    ap.add_argument("--out", default=str(ROOT / "build/bench/gpu.md"))
    ap.add_argument("--no-torch", action="store_true", help="skip the PyTorch columns")
    ap.add_argument("--one-process", action="store_true",
                    help="all cases in one spvkit-gpu-bench process (default: one process each)")
    ap.add_argument("--runner", default="", help="command prefix for spvkit-gpu-bench "
                    "(e.g. scripts/with-ocl-device --vulkan)")
    for k, what in (("f32", "GFLOP/s f32"), ("f16", "GFLOP/s f16 tensor"), ("mem", "GB/s")):
        ap.add_argument(f"--peak-{k}", type=float, default=0, help=f"device peak, {what}")
    args = ap.parse_args()
    cases = args.cases.split(",") if args.cases else (SMALL if args.small else FULL)
    if args.warmup_ms is None:
        args.warmup_ms = 0 if args.small else 3000
    tool = find_tool(args.tools)
    torch, why = (None, "--no-torch") if args.no_torch else torch_or_reason()
    if torch is None:
        print(f"gpu_bench: skipping the PyTorch part: {why}")
    # One spvkit-gpu-bench process per case (unless --one-process): on the
    # H100 the first memory-bound case of a process ran at 2.8 TB/s and the
    # same kernel, run after another case had allocated and freed its
    # buffers, at 1.6 TB/s (docs/performance.md), so that a case's figure
    # depended on what ran before it.
    if args.one_process:
        device, spv = run_spvkit(tool, args, cases)
    else:
        spv = {}
        for case in cases:
            device, one = run_spvkit(tool, args, [case])
            spv.update(one)
    name = device["device"]
    if torch is not None:
        tname = torch.cuda.get_device_name(0)
        print(f"gpu_bench: Vulkan device '{name}', PyTorch device '{tname}'")
    peak = peak_for(name, args)
    # The yardstick of the memory-bound kernels: the faster of the copies
    # measured in this run. vkCmdCopyBuffer may use a DMA engine that is
    # slower than a copy through the shader cores (on the H100 it reached
    # 0.29x of PyTorch's copy_), so PyTorch's copy counts too.
    copies = [c for c in cases if c.startswith("copy")]
    peer_copies = {c: run_torch(torch, c, args.repeat) for c in copies} if torch else {}
    copy_bw = max([rate(spv[c])[0] for c in copies if spv.get(c, {}).get("ok")] +
                  [r["bytes"] / r["ns_min"] for r in peer_copies.values()], default=None)
    rows, failed = [], 0
    for case in cases:
        r = spv.get(case, {"ok": False, "error": "no result"})
        kind = case.split(":")[0] + (":" + case.split(":")[1] if case.startswith("gemm") else "")
        t = None
        if case in peer_copies:
            t = peer_copies[case]
        elif torch is not None:
            try:
                t = run_torch(torch, case, args.repeat)
            except Exception as e:  # noqa: BLE001 - a failing peer is reported, not dropped
                t = {"error": f"{type(e).__name__}: {e}"}
        if not r["ok"]:
            failed += 1
            rows.append([case, "FAILED", "", "", "", "", r["error"].splitlines()[0][:160].replace("|", "/")])
            continue
        v, unit = rate(r)
        tol = TOL.get(kind, 0)
        check = (f"{r['max_rel_err']:.1e} on {r['checked']} entries"
                 if r.get("checked") else "copy")
        if r.get("checked") and r["max_rel_err"] > tol:
            failed += 1
            check = "WRONG " + check + f" (tolerance {tol:.0e})"
        tv = rate(t)[0] if t and "ns_min" in t else None
        tcol = f"{tv:.1f}" if tv else (t["error"][:60] if t else "skipped")
        ratio = f"{v / tv:.2f}" if tv else ""
        if unit == "GB/s":
            frac = (f"{v / copy_bw:.0%} of copy" if copy_bw and not case.startswith("copy") else "")
            if peak.get("mem"):
                frac += (", " if frac else "") + f"{v / peak['mem']:.0%} of peak"
        else:
            p = peak.get("f16" if kind in ("gemm:f16", "coopgemm") else "f32")
            frac = f"{v / p:.1%} of peak" if p else "n/a"
        rows.append([case, f"{v:.1f}", unit, tcol, ratio, frac, check])
    head = ["case", "spvkit", "unit", "PyTorch", "ratio", "fraction", "check (max rel. error)"]
    table = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    table += ["| " + " | ".join(str(x) for x in row) + " |" for row in rows]
    note = (f"Vulkan device: {name} ({device['driver']}, Vulkan {device['vulkan']}, subgroup "
            f"{device['subgroup_size']}, cooperative matrices: {device['cooperative_matrix']}); "
            f"target {args.target}; minimum of {args.repeat} launches (timestamps; PyTorch: CUDA "
            f"events, TF32 off). PyTorch: {'not run: ' + why if torch is None else tname}.")
    text = "\n".join(["# GPU benchmark", "", note, ""] + table) + "\n"
    print(text)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(text)
    print(f"gpu_bench: wrote {args.out}; {len(rows) - failed} of {len(rows)} cases ran and "
          f"checked")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
