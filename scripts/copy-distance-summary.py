#!/usr/bin/env python3
"""The FLBA decoder's copies alone (scripts/copy-distance-cost.c), summed up by the rule glibc copies by.

  python3 scripts/copy-distance-summary.py DIR[=LABEL] ... [--json OUT]

Each DIR holds a copy-distance-cost.json (every start distance's microseconds for one read's 20,000 copies of
1 KiB) and a machine.txt. The destination moves on by 1 KiB a copy, so the copies of one start distance d cycle
through d, d + 1024, d + 2048 and d + 3072 modulo 4096, and exactly one of those is under 256 when d modulo 1024
is: glibc's memmove copies that one backward (its 4K-aliasing rule), the other three forward. Under 64 bytes a
`rep movsb` meets its own short-distance slowdown, so those start distances are a kind of their own. The rows set
each kind of start distance against those with every copy 256 bytes or more ahead, one column per DIR, and the JSON has the copy census's
shape (scripts/copy-census-summary.py) so that ./pmebench publish renders it as a "census" block.
"""
import argparse
import json
import os
import statistics
import sys

WINDOW = 256
SHORT = 64
CYCLE = 1024
KINDS = ("forward", "backward", "short")


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def summary(values):
    return {"mean": statistics.fmean(values), "range": [percentile(values, 0.1), percentile(values, 0.9)]}


def column(directory):
    path = os.path.join(directory, "copy-distance-cost.json")
    try:
        with open(path) as f:
            run = json.load(f)
        with open(os.path.join(directory, "machine.txt")) as f:
            machine = f.read().strip()
    except (OSError, ValueError) as e:
        sys.exit("copy-distance-summary.py: %s: %s" % (directory, e))
    if run.get("bytes") != CYCLE:
        sys.exit("copy-distance-summary.py: %s: copies of %s bytes; the classes here hold for copies of %d"
                 % (path, run.get("bytes"), CYCLE))
    times = [row["fastestMicros"] for row in run["rows"]]
    kinds = {kind: [row["fastestMicros"] for row in run["rows"] if kind_of(row["distance"]) == kind]
             for kind in KINDS}
    if not all(kinds.values()):
        sys.exit("copy-distance-summary.py: %s: need start distances of every kind (%s)" % (path, ", ".join(KINDS)))
    counts = {kind: len(values) for kind, values in kinds.items()}
    rows = {"all": summary(times)}
    rows.update({kind: summary(values) for kind, values in kinds.items()})
    for kind in ("backward", "short"):
        more = statistics.fmean(kinds[kind]) - statistics.fmean(kinds["forward"])
        rows[kind + "More"] = {"mean": more, "range": [more, more]}
    return machine, run, counts, rows


def kind_of(distance):
    """Where the cycle's nearest copy lies: under SHORT bytes ahead modulo 4 KiB, under WINDOW, or none under."""
    ahead = distance % CYCLE
    return "short" if ahead < SHORT else "backward" if ahead < WINDOW else "forward"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dirs", nargs="+", metavar="DIR[=LABEL]")
    parser.add_argument("--json", help="write the summary here")
    args = parser.parse_args()
    labels, machines, values, runs, counts = [], {}, {}, [], {}
    for spec in args.dirs:
        directory, _, label = spec.partition("=")
        label = label or os.path.basename(os.path.normpath(directory))
        if label in values:
            sys.exit("copy-distance-summary.py: two columns named %s" % label)
        machine, run, counts[label], rows = column(directory)
        labels.append(label)
        machines[label] = machine
        values[label] = rows
        runs.append(run)
    if len({(r["values"], r["bytes"], r["rounds"]) for r in runs}) != 1:
        sys.exit("copy-distance-summary.py: the runs made different copies (values, bytes or rounds differ)")
    columns = {}
    for label in labels:
        columns.setdefault(machines[label], []).append(label)
    machine = next(iter(columns)) if len(columns) == 1 else "; ".join(
        "%s in the column%s %s" % (m, "s" if len(ls) > 1 else "", ", ".join(ls)) for m, ls in columns.items())
    names = [
        ("all", "every start distance, µs", "%.0f"),
        ("forward", "start distances with every copy 256 B or more ahead modulo 4 KiB, µs", "%.0f"),
        ("backward", "with one copy in four 64 to 255 B ahead (glibc's memmove copies it backward), µs", "%.0f"),
        ("short", "with one copy in four under 64 B ahead (backward too; under the tunable a short-distance "
                  "rep movsb), µs", "%.0f"),
        ("backwardMore", "64 to 255 B ahead over every copy 256 B or more ahead, µs more", "%+.0f"),
        ("shortMore", "under 64 B ahead over every copy 256 B or more ahead, µs more", "%+.0f"),
    ]
    out = {
        "machine": machine,
        "implementation": "glibc's memmove from a C loop, %d copies of %d bytes, the destination 1 KiB further "
                          "each copy" % (runs[0]["values"], runs[0]["bytes"]),
        "method": "one read's copies timed at each of the 4,096 start distances (destination minus source, "
                  "modulo 4 KiB), the fastest of %d rounds each (scripts/copy-distance-cost.c)" % runs[0]["rounds"],
        "spread": "10th to 90th percentile of the start distances",
        "startDistances": counts,
        "slotOrder": labels,
        "rows": [{"label": text, "format": fmt, "values": {l: values[l][key] for l in labels}}
                 for key, text, fmt in names],
    }
    if args.json:
        with open(args.json, "w") as f:
            json.dump(out, f, indent=1, ensure_ascii=False)
            f.write("\n")
    for key, text, _ in names:
        print("%s: %s" % (text, ", ".join("%s %.0f" % (l, values[l][key]["mean"]) for l in labels)))


if __name__ == "__main__":
    main()
