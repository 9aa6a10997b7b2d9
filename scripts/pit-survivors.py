#!/usr/bin/env python3
"""The mutants PIT left alive in the named packages, each with why, as a Markdown table.

Usage: scripts/pit-survivors.py [MUTATIONS_XML] PACKAGE...
  MUTATIONS_XML defaults to core/target/pit-reports/mutations.xml (written by the pit profile, CONTRIBUTING.md);
  PACKAGE is a prefix such as org.pmebench.stats.

Why a mutant lives, from its mutator and the line it changed:
  equivalent      a squared deviation (x - m) * (x - m), or a co-deviation (u - mu) * (v - mv), summed over values
                  whose (weighted) mean is m: with one factor's minus made a plus the sum is the same,
                  sum (x + m)(x - m) = sum x^2 - n m^2 = sum (x - m)^2 (and likewise for the co-deviation); only
                  rounding differs, so no test can tell them apart.
  edge            a comparison's boundary (< for <=, > for >=): no test puts its input exactly on the edge.
  unchecked       a branch, a call or a returned value no test in PIT's set checks the outcome of.
  not reached     no test in PIT's set runs the line (it runs only end to end, in other JVMs, or not at all).
"""
import collections
import os
import re
import sys
import xml.etree.ElementTree as ET

SQUARE = re.compile(r"\((\w+(?:\[\w+\])?) - (\w+)\) \* \((\w+(?:\[\w+\])?) - (\w+)\)")


def why(status, mutator, source):
    if status == "NO_COVERAGE":
        return "not reached"
    if "subtraction with addition" in mutator and SQUARE.search(source):
        return "equivalent"
    if "conditional boundary" in mutator:
        return "edge"
    return "unchecked"


def main(argv):
    args = argv[1:]
    xml = "core/target/pit-reports/mutations.xml"
    if args and args[0].endswith(".xml"):
        xml = args.pop(0)
    if not args:
        sys.exit(__doc__)
    root = ET.parse(xml).getroot()
    rows = []
    for m in root.iter("mutation"):
        cls = m.find("mutatedClass").text.split("$")[0]
        status = m.get("status")
        if status not in ("SURVIVED", "NO_COVERAGE") or not any(cls.startswith(p) for p in args):
            continue
        line = int(m.find("lineNumber").text)
        path = os.path.join("core/src/main/java", cls.replace(".", "/") + ".java")
        source = open(path, encoding="utf-8").read().split("\n")[line - 1].strip()
        mutator = m.find("description").text
        rows.append((cls.rsplit(".", 1)[1], m.find("mutatedMethod").text, line, why(status, mutator, source),
                     mutator, source))
    rows.sort(key=lambda r: (r[0], r[2], r[4]))
    counts = collections.Counter(r[3] for r in rows)
    print("%d mutants alive in %s: %s." % (len(rows), ", ".join(args),
                                           ", ".join("%d %s" % (n, k) for k, n in counts.most_common())))
    print()
    print("| class | method | line | why | mutant | the line |")
    print("|---|---|---|---|---|---|")
    for r in rows:
        text = r[5] if len(r[5]) <= 90 else r[5][:87] + "..."
        print("| %s | %s | %d | %s | %s | `%s` |" % (r[0], r[1], r[2], r[3], r[4].replace("|", "\\|"),
                                                    text.replace("|", "\\|").replace("`", "'")))


if __name__ == "__main__":
    main(sys.argv)
