#!/usr/bin/env python3
"""The JIT over a paired fork's life, from a run without warm-up.

Run the paired rounds with every iteration measured, e.g.

  ./pmebench run --profile ci --families parquet --specs R1,W1 --forks 1 \
      --warmup-iterations 0 --measurement-iterations 40 --no-floor --output DIR

then `scripts/jit-over-fork-life.py DIR > jit.md`. For each workload and fork it prints, per 1-s
iteration, the JIT compiler threads' CPU time per file (µs) and as a share of the benchmark
thread's CPU time, both read around each file by the rounds themselves (`*JitThreadsCpuNanos`), and
what the quiet-warm-up rule (`--warmup-until-quiet`: the share at or below a limit for 3 windows in
a row) would have done at four limits: when it would have ended, and the JIT's mean and largest
share in the iterations after that.
"""
import glob
import json
import os
import sys

LIMITS = (0.01, 0.02, 0.03, 0.05)
STREAK = 3
JIT = "JitThreadsCpuNanos"


def forks(result):
    sm = result["secondaryMetrics"]
    for fork, rounds in enumerate(sm["rounds"]["rawData"]):
        # The files of a round: the slots whose JIT counter is read (the cost models read none).
        slots = [k[: -len(JIT)] for k in sm if k.endswith(JIT) and sum(sm[k]["rawData"][fork]) > 0]
        jit = [sum(sm[s + JIT]["rawData"][fork][i] for s in slots) for i in range(len(rounds))]
        cpu = [sum(sm[s + "CpuNanos"]["rawData"][fork][i] for s in slots) for i in range(len(rounds))]
        yield fork, len(slots), rounds, jit, cpu


def rule(shares, limit):
    streak = 0
    for i, share in enumerate(shares):
        streak = streak + 1 if share <= limit else 0
        if streak >= STREAK:
            return i + 1
    return None


def main(dirs):
    print("| workload | fork | thread CPU per file, last iteration | JIT µs per file, iterations 1–5 | 11–15 | 21–25 | 31–35 | "
          + " | ".join("rule at %d%%: ends; JIT after it, mean / largest" % (100 * l) for l in LIMITS) + " |")
    print("|---|---:|---:|---|---|---|---|" + "---|" * len(LIMITS))
    for d in dirs:
        for path in sorted(glob.glob(os.path.join(d, "*.json"))):
            try:
                results = json.load(open(path))
            except ValueError:
                continue
            if not isinstance(results, list):
                continue
            for r in results:
                if "rounds" not in r.get("secondaryMetrics", {}):
                    continue
                spec = r["params"].get("spec", r["benchmark"].rsplit(".", 2)[-2])
                if "rows" in r["params"]:
                    spec += ", %s rows" % r["params"]["rows"]
                spec += ", JDK %s" % r.get("jdkVersion", "?")
                for fork, files, rounds, jit, cpu in forks(r):
                    per_file = [j / n / files / 1e3 for j, n in zip(jit, rounds)]
                    shares = [j / c for j, c in zip(jit, cpu)]

                    def span(a, b):
                        return " ".join("%d" % x for x in per_file[a - 1 : b])

                    cells = []
                    for limit in LIMITS:
                        end = rule(shares, limit)
                        after = shares[end:] if end else []
                        if end is None:
                            cells.append("not within %d s" % len(shares))
                        elif not after:
                            cells.append("%d s" % end)
                        else:
                            cells.append("%d s; %.1f%% / %.0f%%" % (end, 100 * sum(after) / len(after), 100 * max(after)))
                    print("| %s | %d | %.1f ms | %s | %s | %s | %s | %s |" % (
                        spec, fork, cpu[-1] / rounds[-1] / files / 1e6,
                        span(1, 5), span(11, 15), span(21, 25), span(31, 35), " | ".join(cells)))


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
