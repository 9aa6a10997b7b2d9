#!/usr/bin/env python3
"""What each file's reads copy, and how long the copies take: the census of scripts/copy-census.c, summarised.

  python3 scripts/copy-census-summary.py DIR [DIR ...] [--json OUT]

DIR holds <n>-copies.tsv, .reads and .slots (the first two may be gzipped) from `scripts/pyarrow-decrypt-cost.sh --copies` (one set per process).
Per file: the read's process CPU (the loop's <n>.json) and what it adds to the plaintext read's; the bytes and calls
copied per read (every memcpy and memmove the process's libraries make), the share of
them in copies of 512 bytes or more, and the time those take by the time stamp counter (rdtsc around each call), as
the mean over reads and as the mean of the per-round differences from the plaintext file's read of the same round.
Processes are the replicates: each value is the mean over them, with the smallest and largest in brackets. The
callers whose bytes differ most from the plaintext read are named through addr2line when it is there.
"""

import argparse
import collections
import csv
import glob
import gzip
import json
import os
import shutil
import subprocess
import sys


def opened(path):
    """The file, or its gzipped copy (the committed runs keep the per-read rows gzipped)."""
    return gzip.open(path + ".gz", "rt") if not os.path.exists(path) and os.path.exists(path + ".gz") else open(path)


def load(prefix):
    """One process: its slots, the TSC rate, the per-read rows and the per-caller rows."""
    slots = open(prefix + ".slots").read().split()
    with opened(prefix + ".reads") as f:
        first = f.readline()
        if not first.startswith("# tscHz "):
            sys.exit("%s.reads: no TSC rate on its first line (an older copy-census.c)" % prefix)
        tsc_hz = float(first.split()[2])
        reads = list(csv.DictReader(f, delimiter="\t"))
    with opened(prefix) as f:
        sites = list(csv.DictReader(f, delimiter="\t"))
    return slots, tsc_hz, reads, sites


def implementation(prefix):
    """pyarrow and its release, from the process's own record (<n>.json beside <n>-copies.tsv)."""
    record = prefix[:-len("-copies.tsv")] + ".json"
    if os.path.exists(record):
        with open(record) as f:
            return "pyarrow %s, %s rows" % (json.load(f)["pyarrow"], "{:,}".format(json.load(open(record))["rows"]))
    return "pyarrow"


def distances(prefix, slots):
    """Per slot: the big copies' distances from source to destination modulo 4 KiB, exact where the source's offset
    in its cache line is one for all of them (the .distances file gives the distance in 64-byte steps, then the
    sources' offsets), as {distance: calls}; None without a .distances file."""
    path = prefix + ".distances"
    if not os.path.exists(path) and not os.path.exists(path + ".gz"):
        return None
    steps, offsets = collections.defaultdict(collections.Counter), collections.defaultdict(collections.Counter)
    with opened(path) as f:
        for r in csv.DictReader(f, delimiter="\t"):
            slot, d = slots[int(r["slot"])], int(r["distance"])
            (steps[slot] if d >= 0 else offsets[slot])[d if d >= 0 else -1 - d] += int(r["calls"])
    out = {}
    for slot, by_step in steps.items():
        offset = offsets[slot].most_common(1)[0][0] if offsets[slot] else 0
        out[slot] = {step + (-offset) % 64: calls for step, calls in by_step.items()}
    return out


def process_summary(prefix):
    slots, tsc_hz, reads, sites = load(prefix)
    by_distance = distances(prefix, slots)
    micros = lambda cycles: cycles / tsc_hz * 1e6
    by_slot = collections.defaultdict(list)
    for r in reads:
        by_slot[slots[int(r["slot"])]].append(r)
    rounds = min(len(v) for v in by_slot.values())
    bytes_by = collections.Counter()
    calls_by = collections.Counter()
    site_bytes = collections.defaultdict(collections.Counter)
    for s in sites:
        slot = slots[int(s["slot"])]
        bytes_by[slot] += int(s["bytes"])
        calls_by[slot] += int(s["calls"])
        site_bytes[(s["library"], s["offset"])][slot] += int(s["bytes"])
    out = {"tscHz": tsc_hz, "rounds": rounds, "slots": {}, "implementation": implementation(prefix), "order": slots}
    record = prefix[:-len("-copies.tsv")] + ".json"
    cpu = json.load(open(record))["slots"] if os.path.exists(record) else {}
    for slot, rows in by_slot.items():
        rows = rows[:rounds]
        big = [micros(int(r["bigCycles"])) for r in rows]
        small = [micros(int(r["smallCycles"])) for r in rows]
        base = by_slot["plaintext"][:rounds]
        looked = sum(int(r["pagesLooked"]) for r in rows)
        out["slots"][slot] = {
            "bytesPerRead": bytes_by[slot] / rounds, "callsPerRead": calls_by[slot] / rounds,
            "bigBytesPerRead": sum(int(r["bigBytes"]) for r in rows) / rounds,
            "bigMicrosPerRead": sum(big) / rounds, "smallMicrosPerRead": sum(small) / rounds,
            "bigMicrosOverPlaintext": sum(b - micros(int(p["bigCycles"])) for b, p in zip(big, base)) / rounds,
            "smallMicrosOverPlaintext": sum(s - micros(int(p["smallCycles"])) for s, p in zip(small, base)) / rounds,
            "hugePageShare": sum(int(r["pagesHuge"]) for r in rows) / looked if looked else None,
            "reusedShare": sum(int(r.get("pagesReused") or 0) for r in rows) / looked
            if looked and "pagesReused" in rows[0] else None,
            # glibc's AVX-512 memmove copies backward when the destination is less than 256 bytes ahead.
            "backwardShare": sum(c for d, c in by_distance[slot].items() if d < 256) / sum(by_distance[slot].values())
            if by_distance and by_distance.get(slot) else None,
            "cpuMicrosPerRead": cpu[slot]["cpuMicrosPerRead"] if slot in cpu else None,
            "cpuMicrosOverPlaintext": cpu[slot]["cpuMicrosPerRead"] - cpu["plaintext"]["cpuMicrosPerRead"]
            if slot in cpu and "plaintext" in cpu else None}
    out["sites"] = {"%s+%s" % (os.path.basename(lib), off): {s: b / rounds for s, b in v.items()}
                    for (lib, off), v in site_bytes.items()}
    out["libraries"] = {os.path.basename(lib): lib for lib, _ in site_bytes}
    return out


def name_of(site, libraries):
    lib, offset = site.split("+")
    if shutil.which("addr2line") and os.path.exists(libraries.get(lib, "")):
        try:
            name = subprocess.run(["addr2line", "-f", "-C", "-e", libraries[lib], offset], capture_output=True,
                                  text=True, timeout=60).stdout.splitlines()[0]
            return "%s (%s)" % (name[:90], lib)
        except (subprocess.SubprocessError, IndexError):
            pass
    return site


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dirs", nargs="+")
    parser.add_argument("--json", help="write the summary here too")
    args = parser.parse_args()
    prefixes = sorted({p[:-len(".gz")] if p.endswith(".gz") else p for d in args.dirs
                       for p in glob.glob(os.path.join(d, "*-copies.tsv")) + glob.glob(os.path.join(d, "*-copies.tsv.gz"))})
    if not prefixes:
        sys.exit("no <n>-copies.tsv under %s: run scripts/pyarrow-decrypt-cost.sh --copies" % ", ".join(args.dirs))
    processes = [process_summary(p) for p in prefixes]
    slots = [s for s in processes[0]["order"] if all(s in p["slots"] for p in processes)]
    fields = [("cpuMicrosPerRead", "the read, process CPU µs", 1, "%.0f"),
              ("cpuMicrosOverPlaintext", "the read, µs more than the plaintext read", 1, "%+.0f"),
              ("bytesPerRead", "MB copied per read", 1e-6, "%.3f"), ("callsPerRead", "copies per read", 1, "%.0f"),
              ("bigBytesPerRead", "of which in copies of 512 B or more, MB", 1e-6, "%.3f"),
              ("bigMicrosPerRead", "those copies, µs", 1, "%.0f"),
              ("bigMicrosOverPlaintext", "those copies, µs more than in the round's plaintext read", 1, "%+.0f"),
              ("smallMicrosPerRead", "the smaller copies, µs", 1, "%.0f"),
              ("smallMicrosOverPlaintext", "the smaller copies, µs more than in the round's plaintext read", 1, "%+.0f"),
              ("hugePageShare", "share of those copies' destinations in transparent huge pages", 1, "%.2f"),
              ("reusedShare", "share of them in 2 MiB of memory the previous read's copies wrote to", 1, "%.2f"),
              ("backwardShare", "share of them with the destination under 256 B ahead of the source modulo 4 KiB "
               "(glibc copies those backward)", 1, "%.2f")]
    machine = os.path.join(os.path.dirname(prefixes[0]), "machine.txt")
    summary = {"machine": open(machine).read().strip() if os.path.exists(machine) else None,
               "implementation": processes[0]["implementation"], "processes": len(processes),
               "rounds": [p["rounds"] for p in processes], "tscHz": [p["tscHz"] for p in processes],
               "slotOrder": slots, "rows": []}
    print("%d processes (%s rounds); mean over them (smallest to largest)\n" %
          (len(processes), ", ".join(str(p["rounds"]) for p in processes)))
    print("| per read | " + " | ".join(slots) + " |\n|---|" + "---:|" * len(slots))
    for key, label, scale, fmt in fields:
        row = {"label": label, "format": fmt, "values": {}}
        cells = []
        for s in slots:
            values = [p["slots"][s][key] * scale for p in processes if p["slots"][s][key] is not None]
            if not values:
                continue
            row["values"][s] = {"mean": sum(values) / len(values), "range": [min(values), max(values)]}
            cells.append((fmt + " (" + fmt + " to " + fmt + ")") % (sum(values) / len(values), min(values), max(values)))
        if len(row["values"]) == len(slots):
            summary["rows"].append(row)
            print("| %s | %s |" % (label, " | ".join(cells)))
    libraries = {k: v for p in processes for k, v in p["libraries"].items()}
    differing = collections.Counter()
    encrypted = next((s for s in slots if s.startswith("gcm")), slots[-1])
    for p in processes:
        for site, per in p["sites"].items():
            differing[site] += (per.get(encrypted, 0) - per.get("plaintext", 0)) / len(processes)
    print("\nCallers copying most more (KB per read, %s against plaintext):" % encrypted)
    summary["sitesOverPlaintext"] = []
    for site, extra in sorted(differing.items(), key=lambda kv: -abs(kv[1]))[:8]:
        name = name_of(site, libraries)
        summary["sitesOverPlaintext"].append({"site": name, "kilobytes": extra / 1e3})
        print("  %+8.1f  %s" % (extra / 1e3, name))
    largest = collections.Counter()
    for p in processes:
        for site, per in p["sites"].items():
            largest[site] += per.get("plaintext", 0) / len(processes)
    print("\nCallers copying most (KB per read, per file):")
    summary["largestSites"] = []
    for site, _ in largest.most_common(3):
        per_slot = {s: sum(p["sites"].get(site, {}).get(s, 0) for p in processes) / len(processes) for s in slots}
        summary["largestSites"].append({"site": name_of(site, libraries), "bytesPerRead": per_slot})
        print("  %s  %s" % ("  ".join("%s %.1f" % (s, b / 1e3) for s, b in per_slot.items()), name_of(site, libraries)))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(summary, f, indent=1)


if __name__ == "__main__":
    main()
