"""What pme-bench's Python peers share: the suite's master keys, paired rounds and their counters, the JSON result.

A round times every slot (plaintext, the A/A control, each encrypted mode) once, in a freshly shuffled order; an
iteration sums its rounds into the suite's paired counters (rounds, <slot>WallNanos, <slot>CpuNanos, ln ratios and
their squares), so summary.json treats a driver's iterations like JMH's.
"""

import base64
import gc
import hashlib
import json
import math
import os
import random
import sys
import time

KEY_LIST_ENV = "PMEBENCH_KEY_LIST"
FOOTER_KEY = "footer_key"
COLUMN_KEY = "column_key"
# The explicit key (no KMS): 16 ASCII characters, which DuckDB takes as they are (it reads a 128-bit key's 24
# characters of base64 as a 192-bit key of those characters).
EXPLICIT_KEY = "explicit_key"


def master_keys():
    """The suite's demo master keys, keyId -> bytes, from the environment pmebench sets."""
    text = os.environ.get(KEY_LIST_ENV)
    if not text:
        sys.exit("pme-bench peer: set %s to keyId:base64Key, ... (pmebench does)" % KEY_LIST_ENV)
    keys = {}
    for entry in text.split(","):
        key_id, _, encoded = entry.strip().partition(":")
        keys[key_id.strip()] = base64.b64decode(encoded.strip())
    return keys


class Totals:
    """One iteration's sums per slot, named as the suite's paired counters."""

    def __init__(self):
        self.counters = {"rounds": 0.0}

    def add(self, name, value):
        self.counters[name] = self.counters.get(name, 0.0) + value

    def round(self, times, sizes):
        self.add("rounds", 1)
        for slot, (wall, cpu) in times.items():
            self.add(slot + "WallNanos", wall)
            self.add(slot + "CpuNanos", cpu)
            self.add(slot + "ProcessCpuNanos", cpu)  # the process's clock, named so beside parquet-java's
            self.add(slot + "FileBytes", sizes[slot])
            if slot != "plaintext":
                for clock, index in (("Wall", 0), ("Cpu", 1)):
                    ln = math.log(max(times[slot][index], 1) / max(times["plaintext"][index], 1))
                    self.add(slot + "Ln" + clock + "Ratio", ln)
                    self.add(slot + "Ln" + clock + "RatioSquares", ln * ln)


def timed(operation):
    """(result, (wall ns, process CPU ns)). Process CPU, not the thread's: the C++ engines decode, decrypt and
    encode on threads of their own even when told to use one; nothing else runs in the process meanwhile."""
    wall, cpu = time.perf_counter_ns(), time.process_time_ns()
    result = operation()
    return result, (time.perf_counter_ns() - wall, time.process_time_ns() - cpu)


def shuffled(slots):
    order = list(slots)
    random.shuffle(order)
    return order


def iterations(run_round, warmup, count, seconds):
    """Runs rounds for warmup + count iterations of at least one round and `seconds` each; returns the measured
    iterations' counters. Python's collector is off while timing and runs between iterations."""
    measured = []
    gc.disable()
    try:
        for i in range(warmup + count):
            totals = Totals()
            end = time.perf_counter() + seconds
            while totals.counters["rounds"] < 1 or time.perf_counter() < end:
                run_round(totals)
            if i >= warmup:
                measured.append(totals.counters)
            gc.collect()
    finally:
        gc.enable()
    return measured


def checksum(table, ignore=()):
    """A digest of every value of an Arrow table, column by column (but the ignored ones), independent of how the
    file encoded them."""
    digest = hashlib.sha256()
    for name in sorted(c for c in table.column_names if c not in ignore):
        digest.update(name.encode("utf-8"))
        for value in table.column(name).to_pylist():
            digest.update(repr(value).encode("utf-8"))
    return digest.hexdigest()


def matrix_reads(implementation, version, reference, paths, read, ignore):
    """interop-read's result: each file read by `read(path)` (an Arrow table) and digested, or its error (a cell of
    the matrix that fails is a finding); `reference` is the rows file as this implementation reads it."""
    out = []
    for path in paths:
        entry = {"file": os.path.basename(path)}
        try:
            table = read(path)
            entry.update(rows=table.num_rows, checksum=checksum(table, ignore))
        except Exception as e:
            entry["error"] = describe(e)
        out.append(entry)
    return {"implementation": implementation, "version": version, "reference": checksum(reference, ignore),
            "referenceRows": reference.num_rows, "read": out}


def describe(error):
    text = str(error).strip().splitlines()
    return "%s: %s" % (type(error).__name__, text[0] if text else "")


def add_common_arguments(parser):
    """The options every Python driver takes, as PeerStep and Interop pass them."""
    parser.add_argument("--op", choices=["read", "write"], default="read")
    parser.add_argument("--rows", help="the suite's plaintext Parquet file of the workload's rows")
    parser.add_argument("--row-group-rows", type=int, default=1 << 30)
    parser.add_argument("--page-bytes", type=int, default=1 << 20)
    parser.add_argument("--dictionary-page-bytes", type=int, default=512)
    parser.add_argument("--codec", default="NONE")
    parser.add_argument("--warmup", type=int, default=1)
    parser.add_argument("--iterations", type=int, default=3)
    parser.add_argument("--iteration-seconds", type=float, default=2.0)
    parser.add_argument("--dir", help="interop-write: where the files go")
    parser.add_argument("--ignore", action="append", default=[], help="interop-read: a column the comparison leaves out")
    parser.add_argument("--out", required=True, help="the JSON result, written whole or not at all")
    parser.add_argument("files", nargs="*", help="interop-write: name:MODE:footer:material[:aad]; interop-read: paths")


def write_result(result, out):
    """The JSON result, written whole or not at all."""
    partial = out + ".partial"
    with open(partial, "w") as f:
        json.dump(result, f, indent=1)
    os.replace(partial, out)
