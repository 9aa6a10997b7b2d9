#!/usr/bin/env python3
"""What HotSpot compiles, and when, from a fork's compilation log.

Give the forks the log through the suite's test device for extra fork arguments, e.g.

  java -Dpmebench.home=. \
    "-Dpmebench.forkJvmArgs=-XX:+UnlockDiagnosticVMOptions -XX:+LogCompilation -XX:LogFile=/tmp/lc/lc-%p.log" \
    -cp target/benchmarks.jar org.pmebench.cli.PmeBench run --profile ci --families parquet --specs R1,W1 \
    --forks 1 --warmup-iterations 0 --measurement-iterations 40 --no-floor --output /tmp/lc-run

then `scripts/compile-log-attribution.py /tmp/lc/lc-<pid>.log [--after SECONDS]`. It prints, per
second of the JVM's uptime, the milliseconds compiler tasks took (C2, then C1: from each task's
start stamp to its task_done stamp, which is the compiler thread's time where the thread was not
descheduled), and after SECONDS (default 12) the compiling by group of code and the largest tasks.
"""
import argparse
import collections
import re

GROUPS = [
    ("parquet-java", r"org\.apache\.parquet\.|shaded\.parquet\."),
    ("the suite's rounds and clocks", r"org\.pmebench\."),
    ("JMH and its result serialization", r"org\.openjdk\.jmh\.|java\.io\.Object"),
    ("JDK crypto", r"com\.sun\.crypto\.|javax\.crypto\.|sun\.security\."),
    ("the rest of the JDK", r"java\.|javax\.|sun\.|jdk\."),
]

TASK = re.compile(r"<task (compile_id='\d+'[^>]*?)>(.*?)<task_done ([^>]*)/>", re.S)


def tasks(text):
    for m in TASK.finditer(text):
        head, done = m.group(1), m.group(3)
        method = re.search(r"method='([^']*)'", head).group(1).replace("&lt;", "<").replace("&gt;", ">")
        start = float(re.search(r"stamp='([\d.]+)'", head).group(1))
        end = float(re.search(r"stamp='([\d.]+)'", done).group(1))
        level = re.search(r"level='(\d)'", head)
        # C2's tasks carry no level in the log; C1's say 1 to 3.
        compiler = "C1" if level else "C2"
        name = "::".join(method.split(" ")[:2])
        yield start, end - start, compiler, name


def group(name):
    for label, pattern in GROUPS:
        if re.match(pattern, name):
            return label
    return "other"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("log")
    ap.add_argument("--after", type=float, default=12.0, help="seconds of uptime after which to attribute (default 12)")
    ap.add_argument("--top", type=int, default=12)
    a = ap.parse_args()
    all_tasks = list(tasks(open(a.log, errors="replace").read()))
    per_second = collections.defaultdict(lambda: collections.Counter())
    for start, took, compiler, _ in all_tasks:
        per_second[int(start)][compiler] += took
    print("%s: %d compiler tasks" % (a.log, len(all_tasks)))
    print("ms of compiling per second of uptime, C2/C1:")
    print(" ".join("%d:%d/%d" % (s, 1000 * c["C2"], 1000 * c["C1"]) for s, c in sorted(per_second.items())))
    late = [t for t in all_tasks if t[0] >= a.after]
    span = max((t[0] + t[1] for t in late), default=a.after) - a.after
    total = sum(t[1] for t in late)
    print("after %.0f s: %.0f ms of compiling in %d tasks over %.0f s (%.1f%% of one core)"
          % (a.after, 1000 * total, len(late), span, 100 * total / span if span > 0 else float("nan")))
    by_group = collections.Counter()
    for _, took, _, name in late:
        by_group[group(name)] += took
    for label, took in by_group.most_common():
        print("  %6.0f ms  %4.1f%%  %s" % (1000 * took, 100 * took / total if total else 0, label))
    by_method = collections.Counter()
    count = collections.Counter()
    for _, took, compiler, name in late:
        by_method[(compiler, name)] += took
        count[(compiler, name)] += 1
    print("largest after %.0f s:" % a.after)
    for (compiler, name), took in by_method.most_common(a.top):
        print("  %6.0f ms  %d x %s %s" % (1000 * took, count[(compiler, name)], compiler, name))


if __name__ == "__main__":
    main()
