#!/usr/bin/env python3
"""The first of a query's back-to-back runs against the others, from a spark run's console output.

Each measured round line lists a query's runs on every mode's tables in the order they ran; this
prints, over all such lines, first run / median of the others (median, mean, quartiles).
Usage: first-run-penalty.py console-quick-1.txt.gz [...]
"""
import gzip
import re
import statistics as st
import sys

for name in sys.argv[1:]:
    opener = gzip.open if name.endswith(".gz") else open
    ratios = []
    with opener(name, "rt") as f:
        for line in f:
            m = re.match(r"\s+round \d+/\d+ (?:\[io \S+\] )?(\w+), (.*)", line)
            if not m:
                continue
            times = [float(x) for x in re.findall(r"(\d+) ms", m.group(2))]
            ratios.append(times[0] / st.median(times[1:]))
    ratios.sort()
    n = len(ratios)
    print("%s: %d query rounds, first / median(others): median %.3f, mean %.3f, quartiles %.3f %.3f"
          % (name, n, st.median(ratios), st.mean(ratios), ratios[n // 4], ratios[3 * n // 4]))
