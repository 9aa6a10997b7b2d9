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

Usage: scripts/estimate-against-files.py RUN/summary.json ESTIMATE.json... > table.md
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
    if len(args) < 2:
        sys.exit(__doc__.strip().splitlines()[-1])
    summary = json.load(open(args[0]))
    by_file, machines = estimates(args[1:])
    print("| file | mode | modules | measured extra CPU, ms | `estimate`: cipher, ms | `estimate`: extra CPU, ms "
          "| ± / estimate | measured / estimate | inside | intervals meet |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---|---|")
    inside = {}
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
    both = sum(1 for v in inside.values() if all(v))
    cells = sum(len(v) for v in inside.values())
    print()
    print("Inside the estimate's interval: %d of %d rows; both modes of %d of %d files. The two intervals meet in "
          "%d of %d rows." % (sum(sum(v) for v in inside.values()), cells, both, len(inside), meet, cells))
    m = summary.get("machine", {})
    measured = "%s (%s, family %s model %s)" % (m.get("id"), m.get("cpuModel"), m.get("cpuFamily"),
                                                m.get("cpuModelNumber"))
    print("Measured on %s; estimated on %s." % (measured, ", ".join(sorted(machines))))
    run_speed = m.get("fingerprint", {}).get("gcmMegabytesPerSecond")
    print("Host speed, SunJCE 64 KiB AES-GCM: the run's %s; %s." % (
        "%.0f MB/s at its start" % run_speed if run_speed else "not recorded", "; ".join(speeds)))

if __name__ == "__main__":
    main(sys.argv[1:])
