#!/usr/bin/env python3
"""The cost model against the measured overhead, on every machine the committed runs cover.

  scripts/model-across-machines.py > results/reference/<dir>/model-across-machines.md
  scripts/model-across-machines.py <summary.json> ...   # those runs only


Every paired row of a committed summary.json that carries a cost model (`model`: the file's own cipher calls replayed in
the same rounds, so priced at that machine's cipher speed at that hour) gives a prediction and a measurement on one
clock (CPU time where there is, else wall). Per machine (its `id` since 2026-11-28; before, the group of
scripts/reference-machines.py), workload and mode: how many rows (those with a 95% interval over forks), in how many
the model falls inside the measured interval, and the measured overhead minus the model's, in points (median and range over the rows). The
machine's SunJCE GCM speed is the fingerprint of runs since 2026-11-28, where there is one. Rows of a local parquet-java
build (`--parquet-versions <jars>`: a snapshot, or a release with a change applied) count apart from the machine's
others, under the build's label: they are not the parquet-java users run.
"""
import collections
import glob
import importlib.util
import json
import os
import statistics
import sys

ROOT = "results/reference"
HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("reference_machines", os.path.join(HERE, "reference-machines.py"))
reference_machines = importlib.util.module_from_spec(spec)
spec.loader.exec_module(reference_machines)


def gcm_speed(summary):
    f = (summary.get("machine") or {}).get("fingerprint") or {}
    return f.get("gcmMegabytesPerSecond")


def workload(o):
    p = o.get("params", {})
    if p.get("spec"):
        return p["spec"]
    if p.get("userFile"):
        return os.path.basename(p["userFile"])
    return o["benchmark"].rsplit(".", 2)[-2]


def rows(paths):
    for path in paths:
        try:
            with open(path) as f:
                summary = json.load(f)
        except (OSError, ValueError):
            continue
        for o in summary.get("overheads", []):
            model = o.get("model") or {}
            clock = "cpu" if isinstance(model.get("cpu"), dict) and isinstance(o.get("cpu"), dict) else "wall"
            m, e = model.get(clock), o.get(clock) or o.get("wall")
            if not isinstance(m, dict) or not isinstance(e, dict) or m.get("ratio") is None or e.get("ratio") is None:
                continue
            # A 95% interval over forks only: one fork's rounds leave the JVM-to-JVM spread out.
            if e.get("low") is None or e.get("high") is None or e.get("interval") != "forks":
                continue
            yield {
                "run": os.path.relpath(os.path.dirname(path), ROOT),
                "machine": machine(summary, o),
                "gcm": gcm_speed(summary),
                "workload": workload(o),
                "mode": o.get("encryption"),
                "clock": clock,
                "measured": e["ratio"],
                "low": e["low"],
                "high": e["high"],
                "model": m["ratio"],
            }


def machine(summary, o):
    build = o.get("params", {}).get("parquet", "")
    label = reference_machines.machine_label(summary)
    return label + ", parquet-java " + build if build.startswith("local-") else label


def main():
    paths = sys.argv[1:] or sorted(glob.glob(os.path.join(ROOT, "**", "summary.json"), recursive=True))
    groups = collections.OrderedDict()
    for r in rows(paths):
        groups.setdefault((r["machine"], r["workload"], r["mode"]), []).append(r)
    print("| machine | workload | mode | rows | model inside the interval | measured − model, points: median (range) | SunJCE GCM, MB/s |")
    print("|---|---|---|---:|---:|---|---|")
    per_machine = collections.OrderedDict()
    for (mach, wl, mode), rs in sorted(groups.items()):
        inside = sum(1 for r in rs if r["low"] <= r["model"] <= r["high"])
        gaps = [100 * (r["measured"] - r["model"]) for r in rs]
        speeds = sorted({round(r["gcm"]) for r in rs if r["gcm"]})
        print("| %s | %s | %s | %d | %d | %+.1f (%+.1f to %+.1f) | %s |" % (
            mach, wl, mode, len(rs), inside, statistics.median(gaps), min(gaps), max(gaps),
            ", ".join(str(s) for s in speeds) or "–"))
        t = per_machine.setdefault(mach, [0, 0, []])
        t[0] += len(rs)
        t[1] += inside
        t[2].extend(gaps)
    print()
    print("| machine | rows | model inside the interval | measured − model, points: median (range) |")
    print("|---|---:|---:|---|")
    for mach, (n, inside, gaps) in per_machine.items():
        print("| %s | %d | %d (%.0f%%) | %+.1f (%+.1f to %+.1f) |" % (
            mach, n, inside, 100.0 * inside / n, statistics.median(gaps), min(gaps), max(gaps)))


if __name__ == "__main__":
    main()
