#!/usr/bin/env python3
"""Writes the expected outcomes of a peers run's interop matrix, as PeerFamilyTest checks them.

Usage: scripts/interop-expected.py RUN_DIR > core/src/test/resources/peers/interop-expected.tsv

RUN_DIR: a run of `pmebench run --families=peers --peers=pyarrow,duckdb,arrow-go,arrow-rs --profile=smoke
--peer-rows=300` (the test's, with arrow-rs: the build's test leaves its cells out, since building its driver takes
minutes; with PMEBENCH_PEERS_ARROW_RS=1 it runs them too). Each cell keeps "ok" or how its outcome starts, up to its first path or
number of three digits or more (those differ from run to run). Run it twice and compare before committing
a new file: a cell whose outcome is not the same in both is no expectation.
"""
import json
import re
import sys

if len(sys.argv) != 2:
    sys.exit(__doc__)
summary = json.load(open(sys.argv[1] + "/summary.json"))
versions = sorted({c["writer"] for c in summary["interop"]} | {c["reader"] for c in summary["interop"]})
rows = []
for c in summary["interop"]:
    outcome = c["outcome"]
    cut = re.search(r"\"|'/|/tmp|\d{3,}", outcome)
    expected = outcome[:cut.start()].rstrip() if cut else outcome
    rows.append((c["writer"].split()[0], c["reader"].split()[0], c["encryption"], c["footer"], c["material"],
                 c["aadPrefix"], expected))
print("# What each implementation makes of each file of the peers family's interop matrix (PeerFamilyTest): "
      "writer,")
print("# reader, mode, footer, key material, AAD prefix, then \"ok\" or how the outcome starts (up to its first "
      "path or")
print("# number of 3 digits or more). Written by scripts/interop-expected.py from a smoke run with "
      "--peer-rows=300 of")
print("# " + ", ".join(versions) + ". The build's test checks the cells without arrow-rs; with "
      "PMEBENCH_PEERS_ARROW_RS=1, all.")
print("writer\treader\tencryption\tfooter\tmaterial\taadPrefix\texpected")
for r in sorted(rows):
    print("\t".join(r))
