"""pme-bench's pyarrow peer: Arrow C++'s Parquet modular encryption, measured the suite's way.

Run by `pmebench run --families peers` (PeerStep), never by hand in a benchmark: it reads the rows
the suite exported as a plaintext Parquet file, then times, in one process and one thread, rounds
of the plaintext file, a second plaintext file (the A/A control), an AES_GCM_V1 file and an
AES_GCM_CTR_V1 file in a freshly shuffled order, each written (or read) whole with its encryption
(decryption) properties built inside the timed part, as the suite's paired parquet-java benchmarks
do; wall and process CPU time. Each iteration's sums are printed as the suite's paired counters (rounds, <slot>WallNanos,
<slot>CpuNanos, <slot>FileBytes, ln ratios and their squares), so summary.json treats them like
JMH's. Keys go through pyarrow's key tools (double wrapping, key material inside the file) with a
KMS client that wraps exactly as the suite's InMemoryKms does (AES-GCM under the master key, the
key id as AAD, base64 of nonce + ciphertext + tag), so either implementation reads the other's files.

`interop-write` and `interop-read` write and read the interoperability matrix's files; `fuzz-read` reads the fuzz
campaign's changed files (scripts/fuzz-pme.sh), each in a process of its own so that a crash or a hang shows.
"""

import argparse
import base64
import os
import sys

import pyarrow as pa
import pyarrow.parquet as pq
import pyarrow.parquet.encryption as pe
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from paired_rounds import (COLUMN_KEY, EXPLICIT_KEY, FOOTER_KEY, KEY_LIST_ENV, add_common_arguments, checksum, describe,
                           iterations, master_keys, matrix_reads, shuffled, timed, write_result)

# Slot prefixes of the suite's paired counters, and the mode each writes.
SLOTS = [("plaintext", None), ("control", None), ("gcm", "AES_GCM_V1"), ("gcmCtr", "AES_GCM_CTR_V1")]
AAD_PREFIX = b"pme-bench"


class SuiteKms(pe.KmsClient):
    """Wraps and unwraps data keys locally, as the suite's InMemoryKms and parquet-java's KeyToolkit do."""

    def __init__(self, keys):
        pe.KmsClient.__init__(self)
        self.keys = keys

    def wrap_key(self, key_bytes, master_key_identifier):
        nonce = os.urandom(12)
        sealed = AESGCM(self._key(master_key_identifier)).encrypt(nonce, bytes(key_bytes),
                                                                  master_key_identifier.encode("utf-8"))
        return base64.b64encode(nonce + sealed).decode("ascii")

    def unwrap_key(self, wrapped_key, master_key_identifier):
        raw = base64.b64decode(wrapped_key)
        return AESGCM(self._key(master_key_identifier)).decrypt(raw[:12], raw[12:],
                                                                master_key_identifier.encode("utf-8"))

    def _key(self, key_id):
        if key_id not in self.keys:
            raise KeyError("master key '%s' is not in %s" % (key_id, KEY_LIST_ENV))
        return self.keys[key_id]


class Keys:
    """pyarrow's key tools over the suite's KMS: properties per file, as a writer or reader builds them."""

    def __init__(self, columns):
        keys = master_keys()
        self.factory = pe.CryptoFactory(lambda config: SuiteKms(keys))
        self.kms = pe.KmsConnectionConfig()
        self.columns = columns

    def encryption(self, mode, plaintext_footer=False, internal_material=True, path=None):
        """Properties for one file; key material beside the file needs its path."""
        if mode is None:
            return None
        config = pe.EncryptionConfiguration(
            footer_key=FOOTER_KEY, column_keys={COLUMN_KEY: self.columns}, encryption_algorithm=mode,
            plaintext_footer=plaintext_footer, double_wrapping=True, internal_key_material=internal_material)
        if internal_material:
            return self.factory.file_encryption_properties(self.kms, config)
        return self.factory.file_encryption_properties(self.kms, config, parquet_file_path=path)

    def decryption(self, encrypted, path=None):
        if not encrypted:
            return None
        if path is None:
            return self.factory.file_decryption_properties(self.kms, pe.DecryptionConfiguration())
        return self.factory.file_decryption_properties(self.kms, pe.DecryptionConfiguration(), parquet_file_path=path)


# The encodings parquet-java's v2 writer (the suite's standard files) gives the standard rows' columns; Arrow
# would otherwise try a dictionary on every column and store the 1 KiB fixed-length column plain (20 MB, not 0.75).
DELTA_ENCODED = {"binary_field": "DELTA_BYTE_ARRAY", "int32_field": "DELTA_BINARY_PACKED",
                 "boolean_field": "RLE", "flba_field": "DELTA_BYTE_ARRAY"}


def write_options(args, columns):
    """The workload's shape: one row group of all rows, its page size and codec, dictionary pages of its size."""
    delta = {c: e for c, e in DELTA_ENCODED.items() if c in columns}
    return dict(row_group_size=args.row_group_rows, data_page_size=args.page_bytes, compression=args.codec,
                use_dictionary=[c for c in columns if c not in delta], column_encoding=delta or None,
                dictionary_pagesize_limit=args.dictionary_page_bytes, data_page_version="2.0", version="2.6",
                write_statistics=True, use_deprecated_int96_timestamps=True)


def write(table, keys, mode, args):
    sink = pa.BufferOutputStream()
    pq.write_table(table, sink, encryption_properties=keys.encryption(mode), **write_options(args, table.column_names))
    return sink.getvalue()


def read(buffer, keys, encrypted):
    return pq.read_table(pa.BufferReader(buffer), decryption_properties=keys.decryption(encrypted), use_threads=False,
                         pre_buffer=False)


def paired(args):
    table = pq.read_table(args.rows, use_threads=False)
    keys = Keys(table.column_names)
    buffers = {slot: write(table, keys, mode, args) for slot, mode in SLOTS}
    sizes = {slot: buffers[slot].size for slot, _ in SLOTS}
    for slot, mode in SLOTS:  # the files are what they say, and read back whole
        back = read(buffers[slot], keys, mode is not None)
        if back.num_rows != table.num_rows:
            sys.exit("pyarrow peer: %s read %d of %d rows" % (slot, back.num_rows, table.num_rows))

    def run_round(totals):
        times = {}
        written = {}
        for slot, mode in shuffled(SLOTS):
            if args.op == "read":
                result, times[slot] = timed(lambda: read(buffers[slot], keys, mode is not None))
                if result.num_rows != table.num_rows:
                    sys.exit("pyarrow peer: %s read %d of %d rows" % (slot, result.num_rows, table.num_rows))
            else:
                result, times[slot] = timed(lambda: write(table, keys, mode, args))
                written[slot] = result.size
        totals.round(times, written if args.op == "write" else sizes)

    measured = iterations(run_round, args.warmup, args.iterations, args.iteration_seconds)
    # Arrow C++ encrypts through OpenSSL's EVP ciphers (the wheel's own OpenSSL).
    return {"implementation": "pyarrow", "version": pa.__version__, "runtime": "Python " + sys.version.split()[0],
            "provider": "Arrow C++ (OpenSSL)",
            "op": args.op, "rows": table.num_rows, "fileBytes": sizes, "iterations": measured}


def explicit_encryption(mode, material, aad):
    """Properties with explicit keys (no KMS): the explicit key for the footer and every column; the AAD prefix
    stored."""
    if material != "uniform":
        raise NotImplementedError("pyarrow's explicit keys (create_encryption_properties) are uniform: one key for "
                                  "the footer and every column")
    return pe.create_encryption_properties(master_keys()[EXPLICIT_KEY], aad_prefix=AAD_PREFIX if aad else None,
                                           encryption_algorithm=mode)


def interop_write(args):
    """Writes each file named name:MODE:footer:material[:aad] into --dir: key tools with key material inside or
    beside the file, or explicit keys (uniform, columnkeys)."""
    table = pq.read_table(args.rows, use_threads=False)
    keys = Keys(table.column_names)
    out = []
    for spec in args.files:
        name, mode, footer, material, *aad = spec.split(":")
        path = os.path.join(args.dir, name)
        entry = {"file": name}
        try:
            if material in ("uniform", "columnkeys"):
                props = explicit_encryption(mode, material, aad)
            elif aad:
                # create_encryption_properties takes an AAD prefix, but one explicit key and no key metadata.
                raise NotImplementedError("pyarrow's key tools (CryptoFactory) set no AAD prefix")
            else:
                props = keys.encryption(None if mode == "PLAINTEXT" else mode, footer == "plaintext",
                                        material == "internal", path=path)
            pq.write_table(table, path, encryption_properties=props, **write_options(args, table.column_names))
        except Exception as e:  # a cell pyarrow cannot write is a finding, with its error
            entry["error"] = describe(e)
        out.append(entry)
    return {"implementation": "pyarrow", "version": pa.__version__, "written": out}


def decryption_for(keys, path):
    """What reads the matrix's file at `path`: its name says how it was encrypted."""
    stem = os.path.basename(path)
    if stem.startswith("PLAINTEXT"):
        return None
    if "-columnkeys" in stem:
        raise NotImplementedError("pyarrow's explicit keys (create_decryption_properties) are uniform: no column keys")
    if "-uniform" in stem:
        return pe.create_decryption_properties(master_keys()[EXPLICIT_KEY])
    return keys.decryption(True, path=path)


def interop_read(args):
    """Reads each file with its keys (and key material, inside or beside it); the rows file gives the reference."""
    keys = Keys([])
    reference = pq.read_table(args.rows, use_threads=False)
    return matrix_reads("pyarrow", pa.__version__, reference, args.files, lambda path: pq.read_table(
        path, decryption_properties=decryption_for(keys, path), use_threads=False), args.ignore)


def integer_timestamps(table):
    """Timestamps as their integers: an int96 value far from today does not convert to a Python datetime."""
    for i, field in enumerate(table.schema):
        if pa.types.is_timestamp(field.type):
            table = table.set_column(i, field.name, table.column(i).cast(pa.int64()))
    return table


def fuzz_read(args):
    """Reads each file whole with its keys (the explicit key for -uniform names, the key tools otherwise): its rows
    and a digest of its values, or its error; the suite compares the digest with the untouched file's."""
    keys = Keys([])
    out = []
    for path in args.files:
        entry = {"file": os.path.basename(path)}
        try:
            table = pq.read_table(path, decryption_properties=decryption_for(keys, path), use_threads=False)
            entry.update(rows=table.num_rows, checksum=checksum(integer_timestamps(table)))
        except Exception as e:  # pyarrow's errors and the KMS client's: the file was refused
            entry["error"] = describe(e)
        out.append(entry)
    return {"implementation": "pyarrow", "version": pa.__version__, "read": out}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["paired", "interop-write", "interop-read", "fuzz-read"])
    add_common_arguments(parser)
    args = parser.parse_intermixed_args()
    pa.set_cpu_count(1)
    pa.set_io_thread_count(1)
    commands = {"paired": paired, "interop-write": interop_write, "interop-read": interop_read, "fuzz-read": fuzz_read}
    write_result(commands[args.command](args), args.out)


if __name__ == "__main__":
    main()
