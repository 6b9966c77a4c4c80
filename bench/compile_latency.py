#!/usr/bin/env python3
"""Compile latency of spvkit's tensor compiler against tinytc, in one run (issue 19).

The programs: every bench/kernels/*.tl and the batched GEMMs of bench/gemm.py
(the same generated source), compiled for Intel pvc. tinytc v0.4.0 reads the
same tensor language; a program it spells differently would be translated in
bench/tinytc/NAME.ir (none is needed today: tinytc compiles every program as
it is).

For each program, in the same run:

* in-process: build/bench/compile-bench --target=pvc (a fresh context per
  compile; release default: no verification between passes) against
  build/bench/tinytc-bench (tinytc::parse_string +
  compile_to_spirv_and_assemble for pvc, a fresh compiler context per
  compile): min (median) of --repeat compiles; spvkit also with --verify-each;
* where spvkit's time goes: the minimum of each phase (context, parse, check,
  each pass, verify, verify-output, write, free) from compile-bench;
* whole processes: `tensor-lang-cc --target=pvc FILE -o OUT` against
  `tinytc FILE > OUT`, interleaved, min (median) wall time of --process-repeat.

Then the issue's targets: total in-process time at most 0.5x tinytc's, no
program slower than tinytc, the 32x32x32 batched f32 GEMM under 100 us, and as
processes tensor-lang-cc faster than tinytc on every kernel of bench/kernels.

tinytc is found through --tinytc PREFIX or $TINYTC_PREFIX (its install
prefix: bin/tinytc, and build/bench/tinytc-bench, which meson builds with
-Dtinytc_prefix=PREFIX; scripts/bench --tinytc PREFIX configures that).
Without it the tables have spvkit's columns only.

Usage: bench/compile_latency.py [--build build] [--tinytc PREFIX] [--repeat 20]
                                [--process-repeat 10] [--out build/bench]
Writes OUT/compile.md and OUT/compile.json.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
import gemm  # noqa: E402  (the batched GEMM sources of bench/gemm.py)

BATCHED_GEMM = "gemm_f32_32x32x32"  # the 32x32x32 batched f32 GEMM


def programs(work):
    """[(name, spvkit source, tinytc source, is a bench/kernels kernel)]."""
    out = []
    for tl in sorted((ROOT / "bench/kernels").glob("*.tl")):
        out.append((tl.stem, tl, True))
    for t, m, n, k, _ in gemm.CASES:
        name = gemm.name(t, m, n, k)
        tl = work / f"{name}.tl"
        tl.write_text(gemm.tl_kernel(t, m, n, k))
        out.append((name, tl, False))
    rows = []
    for name, tl, kernel in out:
        peer = ROOT / "bench/tinytc" / f"{name}.ir"
        rows.append((name, tl, peer if peer.exists() else tl, kernel))
    return rows


def json_lines(cmd):
    r = subprocess.run([str(c) for c in cmd], capture_output=True, text=True)
    if r.returncode:
        raise RuntimeError(f"{cmd[0]} failed: {r.stderr.strip()[:300]}")
    return {Path(d["file"]).name: d for d in map(json.loads, r.stdout.splitlines())}


def processes(progs, cc, tinytc, repeat, work):
    """Wall seconds {name: {"spvkit": [..], "tinytc": [..]}}, interleaved."""
    times = {name: {"spvkit": [], "tinytc": []} for name, *_ in progs}
    out = work / "out.spv"
    for _ in range(repeat):
        for name, tl, peer, _ in progs:
            t0 = time.perf_counter()
            r = subprocess.run([str(cc), "--target=pvc", str(tl), "-o", str(out)],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            times[name]["spvkit"].append(time.perf_counter() - t0 if r.returncode == 0 else None)
            if tinytc:
                with open(out, "wb") as f:
                    t0 = time.perf_counter()
                    r = subprocess.run([str(tinytc), str(peer)], stdout=f, stderr=subprocess.DEVNULL)
                    times[name]["tinytc"].append(time.perf_counter() - t0 if r.returncode == 0 else None)
    stats = {}
    for name, t in times.items():
        stats[name] = {}
        for tool, xs in t.items():
            if not xs:
                continue
            stats[name][tool] = ({"error": "failed"} if None in xs else
                                 {"min_s": min(xs), "median_s": statistics.median(xs)})
    return stats


def us(x):
    return f"{x:.0f}" if x >= 100 else f"{x:.1f}"


def ms(s):
    return f"{s * 1e3:.2f}"


def markdown(rep):
    rows, tinytc = rep["rows"], rep["tinytc"]
    md = ["## Compile latency against tinytc (issue 19)", "",
          f"{rep['date']}, `{rep['command']}`, {rep['machine']}; load average "
          f"{rep['loadavg'][0]:.1f} before, {rep['loadavg_after'][0]:.1f} after. "
          f"Peer: {tinytc or 'not found (--tinytc PREFIX or TINYTC_PREFIX)'}. All programs "
          "compiled for Intel pvc.", "",
          f"In-process, µs, min (median) of {rep['repeat']} compiles each in a fresh context; "
          "ratio = spvkit / tinytc (< 1: spvkit is faster):", "",
          "| program | spvkit | spvkit --verify-each | tinytc | ratio |",
          "|---|---:|---:|---:|---:|"]
    tot = {"spvkit": 0.0, "verify": 0.0, "tinytc": 0.0}
    slower = []
    for r in rows:
        s, v, t = r.get("spvkit"), r.get("spvkit_verify_each"), r.get("tinytc")
        cell = lambda x: f"{us(x['min_us'])} ({us(x['median_us'])})" if x and "error" not in x else (
            f"error: {x['error'][:60]}" if x else "–")
        ratio = ""
        if s and t and "error" not in s and "error" not in t:
            ratio = f"{s['min_us'] / t['min_us']:.2f}"
            tot["tinytc"] += t["min_us"]
            if s["min_us"] > t["min_us"]:
                slower.append(r["name"])
        if s and "error" not in s:
            tot["spvkit"] += s["min_us"]
        if v and "error" not in v:
            tot["verify"] += v["min_us"]
        md.append(f"| {r['name']} | {cell(s)} | {cell(v)} | {cell(t)} | {ratio} |")
    total_ratio = tot["spvkit"] / tot["tinytc"] if tot["tinytc"] else None
    md.append(f"| **total** | {us(tot['spvkit'])} | {us(tot['verify'])} | "
              f"{us(tot['tinytc']) if tot['tinytc'] else '–'} | "
              f"{f'{total_ratio:.2f}' if total_ratio else ''} |")
    gemm_row = next((r for r in rows if r["name"] == BATCHED_GEMM), None)
    md += ["", "Where spvkit's in-process time goes (µs, the minimum of each phase over the "
           "compiles; `context`: registering the dialects in the fresh context; `verify`: "
           "between passes, only with --verify-each, shown from that run; `free`: destroying "
           "the module and context):", ""]
    phases = []
    for r in rows:
        for p in (r.get("spvkit") or {}).get("phases_min_us", {}):
            if p not in phases:
                phases.append(p)
    if phases:
        md += ["| program | " + " | ".join(phases) + " | verify (--verify-each) |",
               "|---|" + "---:|" * (len(phases) + 1)]
        for r in rows:
            ph = (r.get("spvkit") or {}).get("phases_min_us", {})
            vph = (r.get("spvkit_verify_each") or {}).get("phases_min_us", {})
            md.append(f"| {r['name']} | " + " | ".join(us(ph[p]) if p in ph else "" for p in phases)
                      + f" | {us(vph['verify']) if 'verify' in vph else ''} |")
    md += ["", f"Whole processes, ms, min (median) of {rep['process_repeat']} interleaved runs; "
           "ratio = tinytc / tensor-lang-cc (> 1: tensor-lang-cc is faster):", "",
           "| program | `tensor-lang-cc --target=pvc` | `tinytc` | ratio |", "|---|---:|---:|---:|"]
    proc_slower = []
    for r in rows:
        p = r.get("process", {})
        s, t = p.get("spvkit"), p.get("tinytc")
        cell = lambda x: f"{ms(x['min_s'])} ({ms(x['median_s'])})" if x and "error" not in x else (
            "failed" if x else "–")
        ratio = ""
        if s and t and "error" not in s and "error" not in t:
            ratio = f"{t['min_s'] / s['min_s']:.2f}"
            if r["kernel"] and s["min_s"] >= t["min_s"]:
                proc_slower.append(r["name"])
        md.append(f"| {r['name']} | {cell(s)} | {cell(t)} | {ratio} |")
    if tinytc:
        g = gemm_row.get("spvkit") if gemm_row else None
        md += ["", "Targets:", "",
               f"* total in-process at most 0.5x tinytc's: {total_ratio:.2f}x — "
               f"{'met' if total_ratio <= 0.5 else 'NOT met'}" if total_ratio else
               "* total in-process: no tinytc figures",
               "* no program slower than tinytc in-process: " +
               ("met" if not slower else f"NOT met ({len(slower)} slower: {', '.join(slower)})"),
               f"* {BATCHED_GEMM} under 100 µs: " + (
                   f"{us(g['min_us'])} µs — {'met' if g['min_us'] < 100 else 'NOT met'}"
                   if g and "error" not in g else "no figure"),
               "* tensor-lang-cc as a process faster than tinytc on every bench/kernels kernel: " +
               ("met" if not proc_slower else
                f"NOT met (not faster on: {', '.join(proc_slower)})")]
    return "\n".join(md) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default=str(ROOT / "build"))
    ap.add_argument("--tinytc", default=os.environ.get("TINYTC_PREFIX", ""),
                    help="tinytc install prefix (default: $TINYTC_PREFIX)")
    ap.add_argument("--repeat", type=int, default=20, help="in-process compiles per program")
    ap.add_argument("--process-repeat", type=int, default=10, help="process runs per program")
    ap.add_argument("--out", default=None, help="output folder (default BUILD/bench)")
    args = ap.parse_args()
    build = Path(args.build)
    out = Path(args.out) if args.out else build / "bench"
    work = out / "compile-programs"
    work.mkdir(parents=True, exist_ok=True)
    progs = programs(work)
    tinytc = tinytc_bench = None
    if args.tinytc:
        tinytc = Path(args.tinytc) / "bin/tinytc"
        tinytc_bench = build / "bench/tinytc-bench"
        for f in (tinytc, tinytc_bench):
            if not f.exists():
                sys.exit(f"compile_latency: {f} is missing (build tinytc as docs/performance.md "
                         "says; meson configure -Dtinytc_prefix=PREFIX builds tinytc-bench)")
    loadavg = os.getloadavg()
    files = [tl for _, tl, _, _ in progs]
    bench = build / "bench/compile-bench"
    ours = json_lines([bench, "--target=pvc", "--no-verify", "--repeat", args.repeat] + files)
    ours_v = json_lines([bench, "--target=pvc", "--verify-each", "--repeat", args.repeat] + files)
    peer = json_lines([tinytc_bench, "--repeat", args.repeat] + [p for _, _, p, _ in progs]) \
        if tinytc else {}
    procs = processes(progs, build / "tools/tensor-lang-cc", tinytc, args.process_repeat, work)
    rows = []
    for name, tl, p, kernel in progs:
        rows.append({"name": name, "kernel": kernel, "spvkit": ours.get(tl.name),
                     "spvkit_verify_each": ours_v.get(tl.name), "tinytc": peer.get(p.name),
                     "peer_source": str(p.relative_to(ROOT)) if p.is_relative_to(ROOT) else p.name,
                     "process": procs[name]})
    rep = {"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
           "command": "bench/compile_latency.py" + (f" --tinytc {args.tinytc}" if tinytc else ""),
           "machine": f"{os.uname().machine}, {os.cpu_count()} CPUs", "loadavg": loadavg,
           "loadavg_after": os.getloadavg(), "tinytc": str(tinytc) if tinytc else None,
           "repeat": args.repeat, "process_repeat": args.process_repeat, "rows": rows}
    (out / "compile.json").write_text(json.dumps(rep, indent=1))
    md = markdown(rep)
    (out / "compile.md").write_text(md)
    print(md)


if __name__ == "__main__":
    main()
