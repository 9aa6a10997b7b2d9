#!/usr/bin/env python3
"""How often do a run's 95% intervals contain the long-run value?

    scripts/interval-coverage.py --reference 'DIR/on-*/summary.json' [--reference ...] \
        --runs 'DIR/quick-*/summary.json' [--metric cpu|wall]

The long-run value of a row (benchmark, workload, mode, control) is the geometric mean of its ratio
over the reference summaries (for a run that is itself a reference: over the others, leave one out).
Prints per row and in total how many of the runs' intervals contain it, with the interval kind
(forks, or rounds of 1 fork), the runs' mean half-width and the largest difference between two
runs' ratios (percentage points). The long-run value has its own error (its standard error is the
spread of the references over sqrt(n)), so coverage comes out a little lower than it is.

Then, for rows with the cost model, the long run against the model: the references' mean ratio
with a 95% t interval over the references (each run one observation), the model's mean, and
measured - model per run, with its interval.
"""
import argparse, glob, json, math, sys
from collections import defaultdict
from statistics import mean, stdev

# two-sided 95% t quantiles by degrees of freedom (normal beyond 30)
T95 = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145,
       2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048,
       2.045, 2.042]


def t95(df):
    return T95[df - 1] if df <= len(T95) else 1.96


def rows(path, metric):
    try:
        with open(path) as f:
            s = json.load(f)
    except (OSError, ValueError) as e:
        print("interval-coverage: %s: not a readable summary.json (%s)" % (path, e), file=sys.stderr)
        sys.exit(2)
    out = {}
    for o in s.get("overheads", []):
        if o.get("pairing") != "interleaved":
            continue
        p = o.get("params") or {}
        # A columns row is its workload and its column set (both sets share the rounds of one result).
        what = " ".join(v for v in (p.get("spec"), p.get("columns")) if v)
        key = (o["benchmark"].split(".")[-2], what, o.get("encryption"))
        est = dict(o.get(metric) or {})
        if est.get("ratio"):
            est["model"] = ((o.get("model") or {}).get(metric) or {}).get("ratio")
            est["forks"] = o.get("forks")
            est["resolved"] = (o.get("precision") or {}).get("resolved")
            out[key] = est
            c = dict((o.get("control") or {}).get(metric) or {})
            if c.get("ratio"):
                c["forks"] = o.get("forks")
                out[key[:2] + ("A/A control",)] = c
    return out


def main():
    a = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    a.add_argument("--reference", action="append", required=True, help="glob of reference summaries")
    a.add_argument("--runs", action="append", required=True, help="glob of the runs whose intervals are checked")
    a.add_argument("--metric", default="cpu", choices=["cpu", "wall"])
    o = a.parse_args()
    refs = sorted({p for g in o.reference for p in glob.glob(g)})
    runs = sorted({p for g in o.runs for p in glob.glob(g)})
    if len(refs) < 2 or not runs:
        print("interval-coverage: need at least 2 reference summaries and 1 run (got %d and %d)"
              % (len(refs), len(runs)), file=sys.stderr)
        sys.exit(2)
    ref_rows = {p: rows(p, o.metric) for p in refs}
    hits, total = defaultdict(int), defaultdict(int)
    kinds = defaultdict(set)
    halves, values = defaultdict(list), defaultdict(list)
    forks, resolved = defaultdict(list), defaultdict(int)
    for run in runs:
        for key, est in rows(run, o.metric).items():
            others = [r[key]["ratio"] for p, r in ref_rows.items() if p != run and key in r]
            if len(others) < 2 or est.get("low") is None:
                continue
            truth = math.exp(sum(math.log(x) for x in others) / len(others))
            total[key] += 1
            hits[key] += est["low"] <= truth <= est["high"]
            kinds[key].add(est.get("interval"))
            halves[key].append((est["high"] - est["low"]) / 2 * 100)
            values[key].append(est["ratio"] * 100)
            forks[key].append(est.get("forks") or 0)
            resolved[key] += est.get("resolved") is True
    # forks: the replicates behind each interval (a --precision run adds some); resolved: rows a
    # --precision run brought within its target.
    print("| row | long-run value | runs | intervals containing it | interval | mean half-width, pp | largest run-to-run "
          "difference, pp | forks | resolved to --precision |")
    print("|---|---|---|---|---|---|---|---|---|")
    for key in sorted(total):
        others = [r[key]["ratio"] for r in ref_rows.values() if key in r]
        lr = math.exp(sum(math.log(x) for x in others) / len(others))
        f = forks[key]
        print("| %s %s %s | %+.2f%% | %d | %d | %s | ±%.1f | %.1f | %s | %d |" % (key + (
            (lr - 1) * 100, total[key], hits[key], ", ".join(sorted(k or "?" for k in kinds[key])),
            sum(halves[key]) / len(halves[key]), max(values[key]) - min(values[key]),
            "%d–%d" % (min(f), max(f)) if min(f) != max(f) else str(f[0]), resolved[key])))
    n, h = sum(total.values()), sum(hits.values())
    print("\n%s: %d of %d intervals (%.0f%%) contain the long-run value (%d references)"
          % (o.metric, h, n, 100.0 * h / n if n else 0, len(refs)))
    model_table(ref_rows, len(refs))


def model_table(ref_rows, n_refs):
    pct = lambda x: (math.exp(x) - 1) * 100
    lines = []
    keys = sorted({k for r in ref_rows.values() for k in r})
    for key in keys:
        pairs = [(math.log(r[key]["ratio"]), math.log(r[key]["model"])) for r in ref_rows.values()
                 if key in r and r[key].get("model")]
        if len(pairs) < 2:
            continue
        m = [a for a, _ in pairs]
        d = [a - b for a, b in pairs]
        t = t95(len(pairs) - 1)
        hm, hd = t * stdev(m) / math.sqrt(len(m)), t * stdev(d) / math.sqrt(len(d))
        lines.append("| %s %s %s | %+.2f%% (%+.2f to %+.2f) | %+.2f%% | %+.2f (%+.2f to %+.2f) |" % (
            key + (pct(mean(m)), pct(mean(m) - hm), pct(mean(m) + hm), pct(mean(b for _, b in pairs)),
                   mean(d) * 100, (mean(d) - hd) * 100, (mean(d) + hd) * 100)))
    if lines:
        print("\n| row | measured, mean of the references (95%, runs as replicates) | cost model | measured - model, "
              "points (ln x 100) |")
        print("|---|---|---|---|")
        print("\n".join(lines))


if __name__ == "__main__":
    main()
