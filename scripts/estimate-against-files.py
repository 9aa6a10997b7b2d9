#!/usr/bin/env python3
"""Puts estimate's predictions beside what the files family measured on the same files.

For every read overhead row of a files-family summary.json (AES_GCM_V1 and AES_GCM_CTR_V1, whole reads of all
columns) it finds `estimate --json` of the same file (matched by file name) and prints one markdown row: the
measured extra thread CPU per file with its 95% interval over the forks, the estimate's cipher price and its
predicted extra CPU with its interval, the interval's half-width relative to the estimate, the measured value
over the estimate, whether the measured value lies inside the estimate's interval and whether the two intervals
meet. The last lines count them, say which machine each side ran on (they must be the same) and how fast the host
was on each side (SunJCE's 64 KiB AES-GCM in MB/s: the run's at its start, the estimate's now and around its
calibration), since a shared host drifts.

With --pairs, the arguments are pairs, each a run's summary.json and the estimate made just before it
(scripts/estimate-then-measure.sh makes them one file at a time, so that each estimate's calibration and its
measurement see the same state of the host): each run is matched with its own estimate, and the rows of all pairs
make one table.

Usage: scripts/estimate-against-files.py RUN/summary.json ESTIMATE.json... > table.md
       scripts/estimate-against-files.py --pairs RUN1/summary.json ESTIMATE1.json [RUN2/summary.json ESTIMATE2.json...]
"""
import json
import os
import sys

MODES = {"AES_GCM_V1": "GCM", "AES_GCM_CTR_V1": "GCM-CTR"}
speeds = []


def speed(doc):
    """The estimate's host speed: now, and around its calibration (empty for calibrations that did not record it)."""
    host = doc.get("hostSpeed", {})
    if "gcmMegabytesPerSecond" not in host:
        return "not recorded"
    around = ", ".join("%.0f" % v for v in host.get("calibration", [])) or "not recorded"
    return "%.0f MB/s now, calibration %s" % (host["gcmMegabytesPerSecond"], around)


def estimates(paths):
    by_file = {}
    machines = set()
    for path in paths:
        doc = json.load(open(path))
        machines.add(doc["machineId"] + " (" + doc["machine"] + ")")
        speeds.append("%s: %s" % (os.path.basename(path), speed(doc)))
        for f in doc["files"]:
            by_file[os.path.basename(f["file"])] = (doc, f)
    return by_file, machines


def main(args):
    if args[:1] == ["--pairs"]:
        if len(args) < 3 or len(args) % 2 == 0:
            sys.exit("--pairs takes a run's summary.json and its estimate, in pairs")
        pairs = [(args[i], [args[i + 1]]) for i in range(1, len(args), 2)]
    elif len(args) >= 2:
        pairs = [(args[0], args[1:])]
    else:
        sys.exit("\n".join(__doc__.strip().splitlines()[-2:]))
    print("| file | mode | modules | measured extra CPU, ms | `estimate`: cipher, ms | `estimate`: extra CPU, ms "
          "| ± / estimate | measured / estimate | inside | intervals meet |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---|---|")
    inside = {}
    meet = 0
    runs = []
    machines = set()
    for run, estimate_paths in pairs:
        summary = json.load(open(run))
        by_file, their_machines = estimates(estimate_paths)
        machines |= their_machines
        runs.append(summary)
        meet += rows(summary, by_file, inside)
    both = sum(1 for v in inside.values() if all(v))
    cells = sum(len(v) for v in inside.values())
    print()
    print("Inside the estimate's interval: %d of %d rows; both modes of %d of %d files. The two intervals meet in "
          "%d of %d rows." % (sum(sum(v) for v in inside.values()), cells, both, len(inside), meet, cells))
    measured = set()
    run_speeds = []
    for summary in runs:
        m = summary.get("machine", {})
        measured.add("%s (%s, family %s model %s)" % (m.get("id"), m.get("cpuModel"), m.get("cpuFamily"),
                                                      m.get("cpuModelNumber")))
        run_speed = m.get("fingerprint", {}).get("gcmMegabytesPerSecond")
        run_speeds.append("%.0f MB/s" % run_speed if run_speed else "not recorded")
    print("Measured on %s; estimated on %s." % (", ".join(sorted(measured)), ", ".join(sorted(machines))))
    print("Host speed, SunJCE 64 KiB AES-GCM: the run%s at %s start: %s; %s." % (
        "s" if len(runs) > 1 else "", "their" if len(runs) > 1 else "its", ", ".join(run_speeds), "; ".join(speeds)))


def rows(summary, by_file, inside):
    """Prints a row per read overhead of the run whose file has an estimate; returns how many intervals met."""
    meet = 0
    for o in summary["overheads"]:
        name = os.path.basename(o["params"].get("userFile", ""))
        if o["encryption"] not in MODES or name not in by_file or o["params"].get("readColumns") != "all":
            continue
        doc, f = by_file[name]
        read = f["modes"][o["encryption"]]["read"]
        measured = o["extraCost"]["cpuMicros"]
        est = read["extra"]
        value, half = est["millis"], est["halfWidthMillis"]
        ok = abs(measured["value"] / 1000 - value) <= half
        meets = measured["low"] / 1000 <= value + half and measured["high"] / 1000 >= value - half
        meet += meets
        inside.setdefault(name, []).append(ok)
        print("| %s | %s | %d | %.3f (%.3f to %.3f) | %.3f | %.3f ± %.3f | %.0f%% | %.2f | %s | %s |" % (
            name, MODES[o["encryption"]], read["gcmModules"] + read["ctrModules"], measured["value"] / 1000,
            measured["low"] / 1000, measured["high"] / 1000, read["crypto"]["millis"], value, half,
            100 * half / value, measured["value"] / 1000 / value, "yes" if ok else "no", "yes" if meets else "no"))
    return meet


if __name__ == "__main__":
    main(sys.argv[1:])
