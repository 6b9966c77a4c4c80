#!/usr/bin/env python3
"""Input and check for the README's main job (standard library only).

  npy_vadd_check.py make DIR N     writes DIR/a.npy and DIR/b.npy (f32, N elements)
  npy_vadd_check.py check DIR      checks DIR/c.npy == a + b exactly
"""
import struct
import sys
from pathlib import Path


def write_npy(path, values):
    header = "{'descr': '<f4', 'fortran_order': True, 'shape': (%d,), }" % len(values)
    header += " " * (63 - (len(header) + 10) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode())
        f.write(struct.pack("<%df" % len(values), *values))


def read_npy(path):
    data = Path(path).read_bytes()
    hlen = struct.unpack("<H", data[8:10])[0]
    body = data[10 + hlen:]
    return list(struct.unpack("<%df" % (len(body) // 4), body))


def main():
    d = Path(sys.argv[2])
    if sys.argv[1] == "make":
        n = int(sys.argv[3])
        write_npy(d / "a.npy", [float(i % 97) * 0.5 for i in range(n)])
        write_npy(d / "b.npy", [float(i % 13) - 6.0 for i in range(n)])
        return 0
    a, b, c = (read_npy(d / f) for f in ("a.npy", "b.npy", "c.npy"))
    wrong = sum(1 for x, y, z in zip(a, b, c) if struct.unpack("<f", struct.pack("<f", x + y))[0] != z)
    ok = len(c) == len(a) and wrong == 0
    print(f"checked c = a + b on {len(c)} elements: {'all correct' if ok else f'{wrong} wrong'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
