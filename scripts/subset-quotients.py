#!/usr/bin/env python3
"""The column-subset quotient (2 of 19 citation columns over all 19) of every committed run, by machine.

  scripts/subset-quotients.py > results/reference/<dir>/subset-quotients.md

For each committed summary.json with a `subsetOverAll` (the subset file's overhead over the all-columns file's, paired
in the same rounds): the run, its machine (its `id` since 2026-11-28; before, the group of
scripts/reference-machines.py: model name, kernel string, AVX-512), the parquet-java release, workload and mode, the
measured quotient and its interval (none where the all-columns overhead is not resolved from 0), the cost model's
quotient and which of them answered. Then per machine and workload, over the rows whose measured quotient has an
interval at most 0.4 wide (the others say little): how far apart the measured quotients are and how far apart the
model's. CPU time where there is, else wall.
"""
import collections
import glob
import importlib.util
import json
import os
import sys

ROOT = "results/reference"
HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("reference_machines", os.path.join(HERE, "reference-machines.py"))
reference_machines = importlib.util.module_from_spec(spec)
spec.loader.exec_module(reference_machines)


def quotient(q):
    if not q or q.get("ratio") is None:
        return None
    return (q["ratio"], q.get("low"), q.get("high"))


def shown(q):
    if q is None:
        return "–"
    ratio, low, high = q
    if low is None or high is None or low != low or high != high:
        return "%.2f (no interval)" % ratio
    return "%.2f (%.2f to %.2f)" % q


def rows():
    out = []
    for path in sorted(glob.glob(os.path.join(ROOT, "**", "summary.json"), recursive=True)):
        try:
            with open(path) as f:
                summary = json.load(f)
        except (OSError, ValueError):
            continue
        for o in summary.get("overheads", []):
            s = o.get("subsetOverAll")
            if not s:
                continue
            params = o.get("params") if isinstance(o.get("params"), dict) else {}
            model = s.get("model") or {}
            out.append({
                "run": os.path.relpath(os.path.dirname(path), ROOT),
                "machine": reference_machines.machine_label(summary),
                "release": params.get("parquet", "1.13.1"),
                "workload": params.get("spec", "?"),
                "mode": o.get("encryption"),
                "measured": quotient(s.get("cpu") or s.get("wall")),
                "model": quotient(model.get("cpu") or model.get("wall")),
                "basis": s.get("basis", "?"),
            })
    return out


# An interval wider than this (in units of the all-columns overhead) tells the quotients apart from nothing.
NARROW = 0.4


def resolved(q):
    return q is not None and q[1] is not None and q[2] is not None and q[1] == q[1] and q[2] == q[2] \
        and q[2] - q[1] <= NARROW


def main():
    table = rows()
    print("# The column-subset quotient of every committed run\n")
    print("Made by `scripts/subset-quotients.py`; do not edit by hand. %d rows.\n" % len(table))
    print("## Per machine, the rows with a measured interval at most %.1f wide\n" % NARROW)
    print("| machine | workload | rows | measured quotients | their cost model's | runs |\n|---|---|---:|---|---|---|")
    groups = collections.defaultdict(list)
    for r in table:
        if resolved(r["measured"]):
            groups[(r["machine"], r["workload"])].append(r)
    for (m, w), rs in sorted(groups.items()):
        measured = [r["measured"][0] for r in rs]
        models = [r["model"][0] for r in rs if r["model"]]
        runs = sorted({r["run"].split("/")[0] for r in rs})
        print("| %s | %s | %d | %.2f to %.2f | %s | %s |" % (
            m, w, len(rs), min(measured), max(measured),
            "%.2f to %.2f" % (min(models), max(models)) if models else "–", ", ".join(runs)))
    print("\n## Every row\n")
    print("| run | machine | parquet-java | workload | mode | measured | cost model | answered by |")
    print("|---|---|---|---|---|---|---|---|")
    for r in table:
        print("| %s | %s | %s | %s | %s | %s | %s | %s |" % (
            r["run"], r["machine"], r["release"], r["workload"], r["mode"], shown(r["measured"]),
            shown(r["model"]), r["basis"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
