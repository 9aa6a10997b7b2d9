#!/usr/bin/env python3
"""Where pyarrow's extra read time on an encrypted Parquet file goes: the reads that profile it.

  python scripts/pyarrow-decrypt-cost.py loop  [--slots plaintext,control,gcm,gcmCtr] [--seconds 4] [--rows 20000]
                                               [--columns a,b] [--perf DIR]
  python scripts/pyarrow-decrypt-cost.py count --slot gcm [--reads 10] [--rows 20000]

Needs pyarrow (any release with pyarrow.parquet.encryption) and nothing else; run it with the suite's venv
(target/peers/python/venv/bin/python) or any other. scripts/pyarrow-decrypt-cost.sh runs it under perf and gdb.

The file is pme-bench's R1 in pyarrow's hands, as the peers family writes it (pyarrow_peer.py): the 8 columns of
parquet-java's DataGenerator (a random UUID string, the row index, six constants, among them a 1 KiB fixed-length
array of '*'), one row group, 4 MiB pages, no compression, V2 pages, the same encodings; plaintext, AES_GCM_V1 or
AES_GCM_CTR_V1, every column under one column key, the footer under another, through pyarrow's key tools (double
wrapping, key material in the file) with a local KMS. Each read builds its decryption properties, as a reader of a
new file does.

loop: in one process, rounds of one read of each slot's file (control: the plaintext file written again) in an order
shuffled each round, for --seconds after 10 rounds of warm-up, one thread; prints one JSON line with each slot's
process CPU per read. With --perf DIR, each slot's reads are sampled by a perf record of their own that the loop starts
just before the read and stops just after (scripts/pyarrow-decrypt-cost.sh attaches them once DIR/ready appears).
simulate: the loop's reads under callgrind, each read's instructions and simulated cache misses written out apart
(scripts/pyarrow-read-cachesim.sh).
count: reads the file 3 times, raises SIGTRAP, reads it --reads times, raises SIGTRAP: a debugger counts calls
between the two.
"""

import argparse
import base64
import ctypes
import gc
import json
import os
import random
import resource
import signal
import sys
import time
import uuid

import pyarrow as pa
import pyarrow.parquet as pq
import pyarrow.parquet.encryption as pe

# control: the plaintext file again, in a process of its own (what the difference between two processes is).
MODES = {"plaintext": None, "control": None, "gcm": "AES_GCM_V1", "gcmCtr": "AES_GCM_CTR_V1"}
MASTER_KEYS = {"footer_key": b"0123456789012345", "column_key": b"1234567890123450"}


class LocalKms(pe.KmsClient):
    """A KMS in the process: a key "wrapped" under a master key is the key XORed with it, in base64. Not secure,
    and not meant to be: it keeps the reproduction free of anything but pyarrow, and costs next to nothing."""

    def __init__(self):
        pe.KmsClient.__init__(self)

    def wrap_key(self, key_bytes, master_key_identifier):
        return base64.b64encode(self._xor(bytes(key_bytes), master_key_identifier)).decode("ascii")

    def unwrap_key(self, wrapped_key, master_key_identifier):
        return self._xor(base64.b64decode(wrapped_key), master_key_identifier)

    @staticmethod
    def _xor(data, key_id):
        master = MASTER_KEYS[key_id]
        return bytes(b ^ master[i % len(master)] for i, b in enumerate(data))


def rows(count, seed=42):
    """The standard rows (pme-bench's StandardRows): a random UUID string, the row index, six constant columns."""
    rnd = random.Random(seed)
    return pa.table({
        "binary_field": pa.array([str(uuid.UUID(int=rnd.getrandbits(128))) for _ in range(count)], pa.binary()),
        "int32_field": pa.array(range(count), pa.int32()),
        "int64_field": pa.array([64] * count, pa.int64()),
        "boolean_field": pa.array([True] * count, pa.bool_()),
        "float_field": pa.array([1.0] * count, pa.float32()),
        "double_field": pa.array([2.0] * count, pa.float64()),
        "flba_field": pa.array([b"*" * 1024] * count, pa.binary(1024)),
        "int96_field": pa.array([0] * count, pa.timestamp("ns")),
    })


# The encodings parquet-java's v2 writer gives these columns (as pyarrow_peer.py sets them).
DELTA = {"binary_field": "DELTA_BYTE_ARRAY", "int32_field": "DELTA_BINARY_PACKED", "boolean_field": "RLE",
         "flba_field": "DELTA_BYTE_ARRAY"}


def crypto():
    factory = pe.CryptoFactory(lambda config: LocalKms())
    return factory, pe.KmsConnectionConfig()


def write(table, slot, page_bytes):
    factory, kms = crypto()
    props = None
    if MODES[slot]:
        props = factory.file_encryption_properties(kms, pe.EncryptionConfiguration(
            footer_key="footer_key", column_keys={"column_key": table.column_names},
            encryption_algorithm=MODES[slot], double_wrapping=True, internal_key_material=True))
    sink = pa.BufferOutputStream()
    pq.write_table(table, sink, encryption_properties=props, row_group_size=1 << 30, data_page_size=page_bytes,
                   compression="NONE", use_dictionary=[c for c in table.column_names if c not in DELTA],
                   column_encoding=DELTA, dictionary_pagesize_limit=512, data_page_version="2.0", version="2.6",
                   write_statistics=True, use_deprecated_int96_timestamps=True)
    return sink.getvalue()


def reader(buffer, slot, columns):
    factory, kms = crypto()

    def read():
        props = factory.file_decryption_properties(kms, pe.DecryptionConfiguration()) if MODES[slot] else None
        return pq.read_table(pa.BufferReader(buffer), columns=columns, decryption_properties=props,
                             use_threads=False, pre_buffer=False)
    return read


class PerfSwitch:
    """Starts and stops a perf record of this process per slot: perf record -p PID -D -1 --control fifo:CTL,ACK,
    one per slot, with DIR/<slot>.ctl and DIR/<slot>.ack (scripts/pyarrow-decrypt-cost.sh). Without DIR, nothing."""

    def __init__(self, directory):
        self.directory = directory

    def tell(self, slot, command):
        if self.directory:
            with open(os.path.join(self.directory, slot + ".ctl"), "w") as f:
                f.write(command + "\n")
            with open(os.path.join(self.directory, slot + ".ack")) as f:
                f.readline()


class CopyCensus:
    """Counts each slot's memcpy and memmove calls by caller through scripts/copy-census.c, preloaded; without a
    path, nothing. The slots are numbered in the order given; the census's file says which is which."""

    def __init__(self, path, slots):
        self.path, self.slots, self.lib = path, slots, None
        if path:
            lib = ctypes.CDLL(None)
            if not hasattr(lib, "copy_census_slot"):
                sys.exit("--copies needs LD_PRELOAD=<copy-census.so> (cc -O2 -shared -fPIC scripts/copy-census.c -ldl)")
            lib.copy_census_dump.argtypes = [ctypes.c_char_p]
            lib.copy_census_dump_reads.argtypes = [ctypes.c_char_p]
            lib.copy_census_dump_distances.argtypes = [ctypes.c_char_p]
            self.lib = lib

    def count(self, slot):
        if self.lib:
            self.lib.copy_census_slot(self.slots.index(slot) if slot else -1)

    def dump(self):
        if self.lib:
            if self.lib.copy_census_dump(self.path.encode()) != 0 or \
                    self.lib.copy_census_dump_reads((self.path + ".reads").encode()) != 0 or \
                    self.lib.copy_census_dump_distances((self.path + ".distances").encode()) != 0:
                sys.exit("could not write " + self.path)
            with open(self.path + ".slots", "w") as f:
                f.write("\n".join(self.slots) + "\n")


def simulate(args, table):
    """Under callgrind (scripts/pyarrow-read-cachesim.sh): --reads rounds of one read of each slot's file in a
    shuffled order, after 3 rounds uncounted done the same way; each read's counts (every thread's) written out as
    <round>-<slot>."""
    callgrind = ctypes.CDLL(args.requests_lib)
    slots = args.slots.split(",")
    reads = {slot: reader(write(table, slot, args.page_bytes), slot, None) for slot in slots}
    for n in range(-3, args.reads):
        for slot in random.sample(slots, len(slots)):
            gc.collect()  # the interpreter's collections in the counts of whichever read they fall into, otherwise
            callgrind.pmebench_zero()
            reads[slot]()
            callgrind.pmebench_dump(("%d-%s" % (n, slot) if n >= 0 else "warm-up").encode())


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["loop", "count", "simulate"])
    parser.add_argument("--slot", choices=sorted(MODES), help="count: the file to read")
    parser.add_argument("--slots", default="plaintext,control,gcm,gcmCtr", help="loop, simulate: the files to read in turn")
    parser.add_argument("--perf", help="loop: the directory of the perf records' control fifos")
    parser.add_argument("--copies", help="loop: write the memcpy/memmove census of each slot's reads to this file "
                        "(needs LD_PRELOAD of scripts/copy-census.c, built as a shared library)")
    parser.add_argument("--rows", type=int, default=20000)
    parser.add_argument("--page-bytes", type=int, default=4 << 20)
    parser.add_argument("--columns", help="read only these, comma-separated")
    parser.add_argument("--seconds", type=float, default=4.0)
    parser.add_argument("--reads", type=int, default=10)
    parser.add_argument("--requests-lib", help="simulate: scripts/callgrind-requests.c built as a shared library")
    parser.add_argument("--cache", choices=["as-is", "warm", "cold"], default="as-is",
                        help="loop: what each timed read finds in the caches: whatever the read before it left "
                        "(as-is), the same file's read just before it, untimed (warm), or 64 MiB written just before "
                        "it (cold)")
    args = parser.parse_args()
    if args.command == "count" and not args.slot:
        parser.error("count needs --slot")
    unknown = set(args.slots.split(",")) - set(MODES)
    if unknown:
        parser.error("--slots: %s not among %s" % (", ".join(sorted(unknown)), ", ".join(MODES)))
    pa.set_cpu_count(1)
    pa.set_io_thread_count(1)
    table = rows(args.rows)
    if args.command == "count":
        read = reader(write(table, args.slot, args.page_bytes), args.slot, None)
        if read().num_rows != args.rows:
            sys.exit("read back fewer rows than written")
        for _ in range(2):
            read()
        os.kill(os.getpid(), signal.SIGTRAP)
        for _ in range(args.reads):
            read()
        os.kill(os.getpid(), signal.SIGTRAP)
        return
    if args.command == "simulate":
        simulate(args, table)
        return
    loop(args, table)


def cache_setting(cache):
    """What runs before each timed read, outside its clock and its profile: nothing, the same read (its buffers and
    the allocator's free lists hot), or a 64 MiB write that leaves the caches holding none of the reads' memory."""
    if cache == "warm":
        return lambda read: read()
    if cache == "cold":
        scratch = bytearray(64 << 20)
        view = (ctypes.c_char * len(scratch)).from_buffer(scratch)
        return lambda read: ctypes.memset(view, random.randrange(256), len(scratch))
    return lambda read: None


def loop(args, table):
    """Rounds of one read of each slot's file in a shuffled order, for --seconds; each slot's reads profiled by its
    own perf (--perf DIR), started just before its read and stopped just after."""
    slots = args.slots.split(",")
    columns = args.columns.split(",") if args.columns else None
    reads = {}
    for slot in slots:
        buffer = write(table, slot, args.page_bytes)
        reads[slot] = (reader(buffer, slot, columns), buffer.size)
    for _ in range(10):
        for slot in slots:
            reads[slot][0]()
    perf = PerfSwitch(args.perf)
    census = CopyCensus(args.copies, slots)
    if args.perf:
        with open(os.path.join(args.perf, "ready"), "w") as f:
            f.write(str(os.getpid()))
        while not os.path.exists(os.path.join(args.perf, "go")):
            time.sleep(0.05)
    cpu = dict.fromkeys(slots, 0)
    # The kernel's part of each read and its page faults (getrusage, outside the CPU clock's reads): a fresh buffer
    # the allocator maps costs first-touch faults in whatever code writes it first.
    system = dict.fromkeys(slots, 0.0)
    faults = dict.fromkeys(slots, 0)
    prepare = cache_setting(args.cache)
    rounds, start = 0, time.perf_counter_ns()
    while time.perf_counter_ns() - start < args.seconds * 1e9:
        for slot in random.sample(slots, len(slots)):
            prepare(reads[slot][0])
            perf.tell(slot, "enable")
            census.count(slot)
            before = resource.getrusage(resource.RUSAGE_SELF)
            t = time.process_time_ns()
            reads[slot][0]()
            cpu[slot] += time.process_time_ns() - t
            after = resource.getrusage(resource.RUSAGE_SELF)
            system[slot] += after.ru_stime - before.ru_stime
            faults[slot] += after.ru_minflt - before.ru_minflt
            census.count(None)
            perf.tell(slot, "disable")
        rounds += 1
    census.dump()
    print(json.dumps({"pyarrow": pa.__version__, "rows": args.rows, "rounds": rounds, "cache": args.cache,
                      "slots": {s: {"cpuMicrosPerRead": round(cpu[s] / rounds / 1e3, 1), "fileBytes": reads[s][1],
                                    "systemMicrosPerRead": round(system[s] / rounds * 1e6, 1),
                                    "minorFaultsPerRead": round(faults[s] / rounds, 1)}
                                for s in slots}}))


if __name__ == "__main__":
    main()
