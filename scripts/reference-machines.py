#!/usr/bin/env python3
"""Tells apart the machines of the committed reference runs, which predate machine identity.

Their run.json files record only the model name (a hypervisor's "AMD EPYC" covered three processors),
the crypto flags, cores, memory and `os` (with the kernel string). This groups every run.json under
results/reference by model name, crypto flags and kernel string, and labels each group with the cipher
speed its own runs measured: SunJCE's AES-GCM and AES-CTR encryption of 64 KiB chunks (the cipher
family, intrinsics on, one thread), median and range over the runs. The kernel string is a host
build, not a processor (v782 ran both an AMD and an Intel processor); the speeds move with the
neighbours (one group's GCM 3.6-5.1 GB/s): together they separate what is separable, and say where
a group may still be more than one machine.

Usage: scripts/reference-machines.py > results/reference/machines.md
"""
import glob
import json
import os
import statistics
import sys

ROOT = "results/reference"


def machine_key(m):
    os_ = m.get("os", "")
    kernel = os_.split(" ")[1] if len(os_.split(" ")) > 2 else os_
    avx512 = "avx512f" in m.get("cpuCryptoFlags", [])
    return (m.get("cpuModel", "?"), kernel, avx512)


def machine_label(summary):
    """A committed summary's machine as the other scripts name it: its id with model, family and model number since
    2026-11-28; before that, the group machine_key gives it."""
    m = summary.get("machine") or {}
    if m.get("id"):
        return "%s (%s family %s model %s)" % (m["id"], m.get("cpuModel", "?"), m.get("cpuFamily"), m.get("cpuModelNumber"))
    model, kernel, avx512 = machine_key(m)
    return "%s, `%s`, AVX-512 %s" % (model, kernel, "yes" if avx512 else "no")


def cipher_speeds(summary_file):
    """SunJCE 64 KiB encrypt MB/s of GCM and CTR in one summary, Java 17, intrinsics on, one thread (None where absent)."""
    try:
        d = json.load(open(summary_file))
    except (OSError, ValueError):
        return None, None
    out = {}
    for r in d.get("results", []):
        b = r.get("benchmark", "")
        p = r.get("params", {})
        if (b.endswith("AesGcmBenchmark.encrypt") or b.endswith("AesCtrBenchmark.encrypt")) \
                and p.get("chunkSize") == "64KiB" and p.get("provider") == "SunJCE" \
                and r.get("variant") == "intrinsics-on" and r.get("threads") == 1 and r.get("javaMajor") == 17 \
                and r.get("megabytesPerSecond"):
            out.setdefault("gcm" if "Gcm" in b else "ctr", []).append(r["megabytesPerSecond"])
    return (max(out["gcm"]) if "gcm" in out else None, max(out["ctr"]) if "ctr" in out else None)


def span(values):
    if not values:
        return "not measured"
    gb = [v / 1000 for v in values]
    if len(gb) == 1:
        return "%.1f GB/s (1 run)" % gb[0]
    return "%.1f GB/s (%.1f to %.1f, %d runs)" % (statistics.median(gb), min(gb), max(gb), len(gb))


def main():
    groups = {}
    for run_json in sorted(glob.glob(os.path.join(ROOT, "**", "run.json"), recursive=True)):
        try:
            run = json.load(open(run_json))
        except (OSError, ValueError):
            continue
        m = run.get("machine")
        if not m:
            continue
        g = groups.setdefault(machine_key(m), {"runs": [], "gcm": [], "ctr": [], "dates": set(), "jdk": set()})
        run_dir = os.path.dirname(run_json)
        g["runs"].append(run_dir)
        g["dates"].add(os.path.relpath(run_dir, ROOT).split(os.sep)[0][:10])
        gcm, ctr = cipher_speeds(os.path.join(run_dir, "summary.json"))
        if gcm:
            g["gcm"].append(gcm)
        if ctr:
            g["ctr"].append(ctr)
    out = sys.stdout
    out.write("# The machines of the committed reference runs\n\n")
    out.write("Made by `scripts/reference-machines.py > results/reference/machines.md`; do not edit by hand. "
              "Back to the [reference runs](README.md).\n\n")
    out.write("The runs committed before machine identity (2026-11-28) record the model name, crypto flags, cores "
              "and kernel string only, and a hypervisor showed three processors as \"AMD EPYC\". A group below is "
              "the runs with one model name, crypto-flag set and kernel string; its label is the cipher speed its "
              "own runs measured (SunJCE, AES-GCM and AES-CTR encryption of 64 KiB chunks on Java 17, "
              "intrinsics on, one thread; the largest per run, median and range over the runs that measured it). The kernel string is "
              "a host build, not a processor, and a speed moves with the neighbours: the groups are as far as these "
              "records can tell machines apart, and a group with no cipher run is told apart by its kernel string "
              "and flags alone. Runs since 2026-11-28 carry an `id` and are not listed here.\n\n")
    out.write("| group | model name | kernel | AVX-512 | runs | days | SunJCE GCM 64 KiB | SunJCE CTR 64 KiB |\n")
    out.write("|---|---|---|---|---:|---|---|---|\n")
    ordered = sorted(groups.items(), key=lambda kv: (min(kv[1]["dates"]), kv[0]))
    names = {}
    for i, (key, g) in enumerate(ordered):
        names[key] = chr(ord("A") + i)
        out.write("| %s | %s | `%s` | %s | %d | %s | %s | %s |\n" % (
            names[key], key[0], key[1], "yes" if key[2] else "no", len(g["runs"]),
            ", ".join(d[5:] for d in sorted(g["dates"])), span(g["gcm"]), span(g["ctr"])))
    out.write("\n## Runs by group\n\n")
    for key, g in ordered:
        dirs = sorted(set(os.path.relpath(r, ROOT).split(os.sep)[0] for r in g["runs"]))
        out.write("- **%s** (%s, `%s`): %s\n" % (names[key], key[0], key[1], ", ".join(
            "[%s](%s/)" % (d, d) for d in dirs)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
