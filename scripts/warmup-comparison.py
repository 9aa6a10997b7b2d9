#!/usr/bin/env python3
"""Fixed warm-up against a warm-up until the JIT is quiet, from two runs' summaries.

  ./pmebench run --profile ci --families parquet --specs R1,W1 --no-floor --output A
  ./pmebench run --profile ci --families parquet --specs R1,W1 --no-floor --warmup-until-quiet 40 --output B
  scripts/warmup-comparison.py A B [C D ...]

Runs are given in pairs (fixed, quiet), taken one after the other on the same machine. For each
paired row and clock (thread CPU, process CPU, wall) it prints the estimate with its 95% interval,
the interval's half-width in points and the steady-state class; then the JIT's and the collectors'
microseconds per file in the measured iterations, and each fork's warm-up.
"""
import json
import os
import sys

CLOCKS = (("cpu", "thread CPU"), ("processCpu", "process CPU"), ("wall", "wall"))


def rows(run):
    summary = json.load(open(os.path.join(run, "summary.json")))
    out = {}
    for o in summary["overheads"]:
        if o.get("pairing") != "interleaved":
            continue
        key = (o["params"].get("spec", o["benchmark"]), o["encryption"])
        out[key] = o
    return summary, out


def estimate(e):
    if not e or e.get("ratio") is None:
        return "–", None
    r, lo, hi = e["ratio"], e.get("low"), e.get("high")
    steady = (e.get("steadyState") or {}).get("class", "")
    if lo is None or hi is None:
        return "%+.1f%% (%s)" % (100 * (r - 1), steady), None
    half = 100 * (hi - lo) / 2
    return "%+.1f%% (%+.1f to %+.1f) ±%.1f %s" % (100 * (r - 1), 100 * (lo - 1), 100 * (hi - 1), half, steady), half


def jit(o):
    gc = o.get("gc") or {}
    p, e = gc.get("plaintextJitMicrosPerFile"), gc.get("encryptedJitMicrosPerFile")
    return "–" if p is None else "%d → %d" % (p, e)


def warmup(o):
    w = o.get("warmup")
    if not w:
        return "–"
    s = ", ".join("%.0f" % x for x in w["seconds"])
    return ("%s s" % s) + ("" if w.get("quietForks") is None else " (%d of %d quiet)" % (w["quietForks"], w["forks"]))


def main(runs):
    if len(runs) < 2 or len(runs) % 2:
        sys.exit(__doc__)
    print("| pair | row | clock | fixed warm-up | until quiet |")
    print("|---|---|---|---|---|")
    widths = {}
    for i in range(0, len(runs), 2):
        (sa, a), (sb, b) = rows(runs[i]), rows(runs[i + 1])
        pair = "%s / %s" % (os.path.basename(runs[i].rstrip("/")), os.path.basename(runs[i + 1].rstrip("/")))
        for key in sorted(set(a) & set(b)):
            for field, clock in CLOCKS:
                ea, ha = estimate(a[key].get(field))
                eb, hb = estimate(b[key].get(field))
                print("| %s | %s %s | %s | %s | %s |" % (pair, key[0], key[1], clock, ea, eb))
                if ha is not None and hb is not None:
                    widths.setdefault(clock, []).append((ha, hb))
            print("| %s | %s %s | JIT µs per file, plaintext → encrypted | %s | %s |" % (pair, key[0], key[1], jit(a[key]), jit(b[key])))
            print("| %s | %s %s | warm-up per fork | %s | %s |" % (pair, key[0], key[1], warmup(a[key]), warmup(b[key])))
    print()
    for clock, pairs in widths.items():
        narrower = sum(1 for ha, hb in pairs if hb < ha)
        print("%s: the quiet warm-up's interval is narrower in %d of %d rows; half-widths, mean: %.2f (fixed) and %.2f (quiet) points"
              % (clock, narrower, len(pairs), sum(h for h, _ in pairs) / len(pairs), sum(h for _, h in pairs) / len(pairs)))


if __name__ == "__main__":
    main(sys.argv[1:])
