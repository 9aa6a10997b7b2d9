#!/usr/bin/env python3
"""Which way glibc's AVX-512 memmove copied, in pyarrow's reads: the per-instruction profiles of
scripts/pyarrow-decrypt-cost.sh --annotate __memmove_avx512_unaligned_erms, split at glibc's 4K-aliasing test.

  python3 scripts/memmove-paths.py DIR        -> DIR/memmove-paths.json, and the table

glibc copies more than 512 bytes forward unless the destination lies less than 256 bytes ahead of the source modulo
4 KiB (its `and $0xf00` on the distance, then a jump): then it copies backward. This splits each file's memmove
samples into the backward path (from that jump's target to the path's return) and the rest, per read, each file set
against the plaintext file of its process as scripts/native-profile-groups.py does, and writes the result in
native-profile-groups.py's attribution.json form (the groups being the two paths), so that a page renders it alike.
"""
import argparse
import collections
import glob
import gzip
import json
import os
import re
import sys

LINE = re.compile(r"\s*(\d+) :\s+([0-9a-f]+):\s+(.*)$")
PATHS = ("memmove's backward path (4K-aliasing rule)", "memmove's other paths")


def instructions(path):
    """[(address, samples, text)] in address order, from a perf annotate --stdio --show-nr-samples file."""
    with (gzip.open(path, "rt") if path.endswith(".gz") else open(path)) as f:
        rows = [(int(m.group(2), 16), int(m.group(1)), m.group(3)) for m in map(LINE.match, f) if m]
    return sorted(rows)


def backward_range(rows):
    """The addresses of the backward path: from the target of the jump after `and $0xf00` to the next ret."""
    for i, (_, _, text) in enumerate(rows):
        if re.match(r"and\s+\$0xf00,", text):
            for _, _, jump in rows[i + 1:i + 4]:
                m = re.match(r"je\s+([0-9a-f]+)", jump)
                if m:
                    start = int(m.group(1), 16)
                    end = next((a for a, _, t in rows if a > start and t.startswith("ret")), None)
                    if end is None:
                        break
                    return start, end
    sys.exit("no `and $0xf00` followed by a je in the annotation: not glibc's AVX-512 memmove of 2.36+?")


def per_read(directory, rep, slot, hz):
    matches = glob.glob(os.path.join(directory, "%s-%s.annotate*" % (rep, slot)))
    if not matches:
        sys.exit("%s: no %s-%s.annotate (pyarrow-decrypt-cost.sh --annotate)" % (directory, rep, slot))
    rows = instructions(matches[0])
    start, end = backward_range(rows)
    with open(os.path.join(directory, "%s.json" % rep)) as f:
        loop = json.load(f)
    micros = lambda samples: samples / hz / loop["rounds"] * 1e6
    backward = sum(s for a, s, _ in rows if start <= a <= end)
    return {PATHS[0]: micros(backward), PATHS[1]: micros(sum(s for _, s, _ in rows) - backward)}, loop


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dir")
    args = parser.parse_args()
    hz_file = os.path.join(args.dir, "perf-hz.txt")
    hz = int(open(hz_file).read()) if os.path.exists(hz_file) else 1999
    reps = sorted({os.path.basename(p).split("-")[0] for p in glob.glob(os.path.join(args.dir, "*-plaintext.annotate*"))})
    if not reps:
        sys.exit("%s: no <repetition>-plaintext.annotate" % args.dir)
    machine = os.path.join(args.dir, "machine.txt")
    result = {"machine": open(machine).read().strip() if os.path.exists(machine) else None,
              "repetitions": len(reps), "perfHz": hz, "slots": {}}
    for slot in ("gcm", "gcmCtr", "control"):
        by_rep = []
        for rep in reps:
            base, _ = per_read(args.dir, rep, "plaintext", hz)
            other, loop = per_read(args.dir, rep, slot, hz)
            by_rep.append(({p: other[p] - base[p] for p in PATHS}, loop))
        mean = lambda xs: sum(xs) / len(xs)
        extras = [loop["slots"][slot]["cpuMicrosPerRead"] - loop["slots"]["plaintext"]["cpuMicrosPerRead"]
                  for _, loop in by_rep]
        first = by_rep[0][1]
        groups = collections.OrderedDict(
            (p, {"micros": mean([g[p] for g, _ in by_rep]),
                 "range": [min(g[p] for g, _ in by_rep), max(g[p] for g, _ in by_rep)]}) for p in PATHS)
        result["slots"][slot] = {
            "implementation": "pyarrow " + first["pyarrow"], "rows": first["rows"],
            "fileBytes": first["slots"][slot]["fileBytes"], "rounds": [loop["rounds"] for _, loop in by_rep],
            "plaintextMicrosPerRead": mean([loop["slots"]["plaintext"]["cpuMicrosPerRead"] for _, loop in by_rep]),
            "extraMicrosPerRead": mean(extras), "extraMicrosPerReadRange": [min(extras), max(extras)],
            "groups": groups}
        print("%s against plaintext, %d processes: extra %+.0f us per read; %s" % (
            slot, len(reps), mean(extras), "; ".join("%s %+.1f us" % (p, g["micros"]) for p, g in groups.items())))
    with open(os.path.join(args.dir, "memmove-paths.json"), "w") as f:
        json.dump(result, f, indent=1)


if __name__ == "__main__":
    main()
