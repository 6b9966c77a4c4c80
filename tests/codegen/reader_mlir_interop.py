#!/usr/bin/env python3
"""MLIR interop for the reader: serialize hand-written dialect modules with
`mlir-translate-19 --serialize-spirv`, then read, verify, print and parse back
each binary with reader_corpus_test.

  reader_mlir_interop.py --mlir-translate PATH --reader PATH --out DIR FILE.mlir...
"""
import argparse
import os
import subprocess
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--mlir-translate', required=True)
    ap.add_argument('--reader', required=True)
    ap.add_argument('--out', required=True)
    ap.add_argument('files', nargs='+')
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    entries = []
    for f in a.files:
        name = os.path.splitext(os.path.basename(f))[0]
        spv = os.path.join(a.out, name + '.spv')
        r = subprocess.run([a.mlir_translate, '--no-implicit-module', '--serialize-spirv', f,
                            '-o', spv], capture_output=True, text=True)
        if r.returncode != 0:
            print(f'{name}: mlir-translate failed:\n{r.stderr}')
            return 1
        entries.append(f'{name}=spv1.0={spv}')
    r = subprocess.run([a.reader, '--dump', a.out] + entries, capture_output=True, text=True)
    sys.stdout.write(r.stdout)
    sys.stderr.write(r.stderr)
    print(f'mlir interop: {len(entries)} modules serialized by mlir-translate-19, reader exit '
          f'status {r.returncode}')
    return r.returncode


if __name__ == '__main__':
    sys.exit(main())
