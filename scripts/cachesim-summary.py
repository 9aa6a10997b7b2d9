#!/usr/bin/env python3
"""Summarises scripts/pyarrow-read-cachesim.sh's callgrind dumps as a table of the copy census's shape (rendered by
the "census" block of docs/published.json): per file, its instructions per read, and against the same round's
plaintext read the instructions more in all and per profile group (scripts/native-profile-groups.py's), the
first-level data misses more and, per last-level size simulated, the last-level misses more.
  python3 scripts/cachesim-summary.py DIR [--json OUT]"""
import argparse
import collections
import glob
import gzip
import importlib.util
import json
import os
import re

SLOTS = ["plaintext", "control", "gcm", "gcmCtr"]
_spec = importlib.util.spec_from_file_location(
    "native_profile_groups", os.path.join(os.path.dirname(os.path.abspath(__file__)), "native-profile-groups.py"))
GROUPS = importlib.util.module_from_spec(_spec)  # the profiles' groups, so that counts and samples are grouped alike
_spec.loader.exec_module(GROUPS)
# callgrind's names for its events, as the summary calls them
EVENTS = {"Ir": "instructions", "Dr": "dataReads", "Dw": "dataWrites", "I1mr": "l1InstructionMisses",
          "D1mr": "l1DataReadMisses", "D1mw": "l1DataWriteMisses", "ILmr": "lastLevelInstructionMisses",
          "DLmr": "lastLevelDataReadMisses", "DLmw": "lastLevelDataWriteMisses"}


def opened(path):
    return gzip.open(path, "rt") if path.endswith(".gz") else open(path)


def dump(path):
    """((round, file), {event: count}) of one callgrind dump, or None for a dump that is not a read's."""
    name, events, totals, trigger = None, None, None, "desc: Trigger: Client Request: "
    with opened(path) as f:
        for line in f:
            if line.startswith(trigger):
                name = line[len(trigger):].strip()
            elif line.startswith("events: "):
                events = line.split()[1:]
            elif line.startswith("totals: ") or line.startswith("summary: "):
                totals = [int(x) for x in line.split()[1:]]
    if not name or not re.match(r"\d+-\w+$", name) or not events:
        return None
    n, slot = name.split("-", 1)
    return (int(n), slot), dict(zip(events, totals))


def self_costs(path):
    """{function: [self cost per event]} of one callgrind dump: its cost lines, less those of calls= (a call's
    inclusive cost, which belongs to the callee)."""
    names, costs, fn, skip = {}, collections.defaultdict(lambda: [0] * len(EVENTS)), None, False
    with opened(path) as f:
        for line in f:
            if line.startswith("fn=") or line.startswith("cfn="):  # both name functions: "(id) name", then "(id)"
                m = re.match(r"c?fn=\((\d+)\)(?: (.*))?", line.rstrip("\n"))
                if m.group(2) is not None:
                    names[m.group(1)] = m.group(2)
                if line.startswith("fn="):
                    fn = names[m.group(1)]
            elif line.startswith("calls="):
                skip = True
            elif line[:1].isdigit() or line[:1] in "+-*":
                if skip:
                    skip = False
                    continue
                if fn is not None:
                    for i, v in enumerate(line.split()[1:]):
                        costs[fn][i] += int(v)
    return costs


def reads(directory):
    """{(round, slot): (events, {group: events})} of one callgrind run's reads."""
    out = {}
    for path in glob.glob(os.path.join(directory, "callgrind.out*")):
        read = dump(path)
        if read:
            groups = collections.defaultdict(lambda: [0] * len(EVENTS))
            for fn, cost in self_costs(path).items():
                total = groups[GROUPS.group(fn)]
                for i, v in enumerate(cost):
                    total[i] += v
            out[read[0]] = (read[1], groups)
    return out


def row(label, form, runs, value):
    """A census row: per slot, value(read) - value(the same round's plaintext read), mean and range over rounds; or
    the value itself when form has no sign."""
    values = {}
    for slot in SLOTS:
        per_round = []
        for (n, s), read in runs.items():
            if s == slot:
                v = value(read)
                if "+" in form:
                    v -= value(runs[(n, "plaintext")])
                per_round.append(v)
        values[slot] = {"mean": sum(per_round) / len(per_round), "range": [min(per_round), max(per_round)]}
    return {"label": label, "format": form, "values": values}


def misses(read):
    return sum(read[0][e] for e in ("ILmr", "DLmr", "DLmw"))


def summary(directory):
    levels = sorted(int(os.path.basename(d)[3:]) for d in glob.glob(os.path.join(directory, "ll-*")))
    runs = {ll: reads(os.path.join(directory, "ll-%d" % ll)) for ll in levels}
    first = runs[levels[0]]
    rows = [row("instructions per read, millions", "%.2f", first, lambda r: r[0]["Ir"] / 1e6),
            row("instructions, thousands more than in the round's plaintext read", "%+.0f", first,
                lambda r: r[0]["Ir"] / 1e3)]
    for name in GROUPS.NAMES:
        rows.append(row("… of which " + name, "%+.0f", first, lambda r, g=name: r[1][g][0] / 1e3))
    rows.append(row("first-level data cache misses, thousands more", "%+.1f", first,
                    lambda r: (r[0]["D1mr"] + r[0]["D1mw"]) / 1e3))
    for ll in levels:
        rows.append(row("last-level misses with a %d MiB last level, thousands more" % (ll >> 20), "%+.1f",
                        runs[ll], lambda r: misses(r) / 1e3))
        rows.append(row("… of which in copies", "%+.1f", runs[ll],
                        lambda r: sum(r[1][GROUPS.NAMES[-2]][i] for i in (6, 7, 8)) / 1e3))
    machine = open(os.path.join(directory, "machine.txt")).read().splitlines()
    return {"machine": machine[0].split(";")[0], "implementation": machine[0].split("; ", 1)[1],
            "method": "every read's instructions and simulated cache misses counted by callgrind (%s; AVX2 paths: "
                      "valgrind shows no AVX-512), grouped as the profiles are" % machine[1],
            "spread": "smallest to largest of %d rounds, each file's read against the round's plaintext read"
                      % len({n for n, _ in first}),
            "slotOrder": SLOTS, "rows": rows}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("directory")
    parser.add_argument("--json")
    args = parser.parse_args()
    result = summary(args.directory)
    if args.json:
        with open(args.json, "w") as f:
            f.write(json.dumps(result, indent=1) + "\n")
    for r in result["rows"]:
        print("%-70s %s" % (r["label"][:70], "  ".join(
            (r["format"] % v["mean"]) for v in r["values"].values())))


if __name__ == "__main__":
    main()
