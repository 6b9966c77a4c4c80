#!/usr/bin/env python3
"""Checks C = A B for the Fortran-order f32 .npy files that
`tensor-lang-cc run examples/coopmatrix_gemm.tl ... --out A=a.npy --out B=b.npy
--out C=c.npy` writes (no numpy needed). Prints the largest relative error."""
import struct
import sys


def read(path):
    data = open(path, "rb").read()
    header_len = struct.unpack("<H", data[8:10])[0]
    header = data[10:10 + header_len].decode()
    shape = tuple(int(s) for s in header.split("'shape': (")[1].split(")")[0].split(",") if s.strip())
    values = struct.unpack("<%df" % (shape[0] * shape[1]), data[10 + header_len:])
    return shape, values


(m, k), a = read(sys.argv[1])
(_, n), b = read(sys.argv[2])
_, c = read(sys.argv[3])
worst = 0.0
for j in range(n):
    for i in range(m):
        want = sum(a[i + l * m] * b[l + j * k] for l in range(k))
        worst = max(worst, abs(c[i + j * m] - want) / max(1.0, abs(want)))
print("C = A B (%dx%dx%d): largest relative error %.2g" % (m, k, n, worst))
sys.exit(0 if worst < 1e-4 else 1)
