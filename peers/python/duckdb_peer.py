"""pme-bench's DuckDB peer: DuckDB's Parquet modular encryption, measured the suite's way.

Run by `pmebench run --families peers` (PeerStep), never by hand in a benchmark. It loads the rows the suite
exported as a plaintext Parquet file into a DuckDB table, then times, in one process on one DuckDB thread, rounds
of the plaintext file, a second plaintext file (the A/A control) and an AES_GCM_V1 file in a freshly shuffled
order: `COPY ... TO` a file (write) or a table made from `read_parquet` (read), whole, as the suite's paired
benchmarks do; wall and process CPU time, summed into the suite's paired counters (paired_rounds).

DuckDB's PME as it is (1.5): AES_GCM_V1 only, uniform encryption (the footer key encrypts every column), keys
given as named session keys (PRAGMA add_parquet_key), no key tools, no AAD prefix of the writer's choosing. Its
cipher comes from OpenSSL when the httpfs extension is loaded and from the mbedtls it bundles otherwise; DuckDB
writes encrypted files with mbedtls only when told it is unsafe (force_mbedtls_unsafe). `--crypto` picks one;
the extensions are loaded from their PyPI packages' files, nothing is downloaded or installed in ~/.duckdb.

`tpch` writes TPC-H's lineitem (DuckDB's dbgen) as a plaintext Parquet file: the table DuckDB's documentation
measured encryption on. `interop-write` and `interop-read` write and read the interoperability matrix's files.
"""

import argparse
import importlib
import os
import pathlib
import shutil
import sys
import tempfile

import duckdb

from paired_rounds import (EXPLICIT_KEY, add_common_arguments, describe, iterations, master_keys, matrix_reads,
                           shuffled, timed, write_result)

SLOTS = [("plaintext", False), ("control", False), ("gcm", True)]
KEY_NAME = "pmebench_footer"
CODECS = {"NONE": "uncompressed", "UNCOMPRESSED": "uncompressed", "SNAPPY": "snappy", "GZIP": "gzip", "ZSTD": "zstd",
          "LZ4_RAW": "lz4_raw", "BROTLI": "brotli"}
PROVIDERS = {"openssl": "DuckDB (OpenSSL, httpfs)", "mbedtls": "DuckDB (mbedtls)"}


def extension_file(name):
    """The extension's file in its PyPI package (duckdb-extension-<name>), for this DuckDB version."""
    try:
        module = importlib.import_module("duckdb_extension_" + name)
    except ImportError:
        sys.exit("duckdb peer: the %s extension's package is missing (pip install duckdb-extension-%s==%s)"
                 % (name, name, duckdb.__version__))
    path = pathlib.Path(module.__file__).parent / "extensions" / ("v" + duckdb.__version__) / (name + ".duckdb_extension")
    if not path.is_file():
        sys.exit("duckdb peer: %s is missing: the extension's package is not for DuckDB %s" % (path, duckdb.__version__))
    return str(path)


def connect(crypto):
    """One DuckDB thread, the suite's explicit key (AES-128) as a session key, and the cipher library asked for."""
    con = duckdb.connect()
    con.execute("SET threads = 1")
    con.execute("SET preserve_insertion_order = true")
    if crypto == "openssl":
        con.execute("LOAD '%s'" % extension_file("httpfs"))
    else:
        con.execute("SET force_mbedtls_unsafe = true")
    # As text: DuckDB takes a string of 16, 24 or 32 characters as the key's bytes, and others as base64.
    con.execute("PRAGMA add_parquet_key('%s', '%s')" % (KEY_NAME, master_keys()[EXPLICIT_KEY].decode("ascii")))
    return con


def quoted(path):
    return "'" + path.replace("'", "''") + "'"


def encryption_option(encrypted):
    return ", ENCRYPTION_CONFIG {footer_key: '%s'}" % KEY_NAME if encrypted else ""


def write(con, source, path, encrypted, args):
    con.execute("COPY %s TO %s (FORMAT parquet, COMPRESSION %s, ROW_GROUP_SIZE %d%s)" % (
        source, quoted(path), CODECS.get(args.codec.upper(), args.codec.lower()), args.row_group_rows,
        encryption_option(encrypted)))
    return os.path.getsize(path)


def scan(path, encrypted):
    return "read_parquet(%s%s)" % (quoted(path), ", encryption_config = {footer_key: '%s'}" % KEY_NAME
                                   if encrypted else "")


def read(con, path, encrypted):
    """The file into a table of DuckDB's (every column decoded), as loading it would; its row count."""
    con.execute("CREATE OR REPLACE TEMP TABLE loaded AS SELECT * FROM " + scan(path, encrypted))
    return con.execute("SELECT count(*) FROM loaded").fetchone()[0]


def same_rows(con, path, encrypted, rows):
    """Whether the file holds exactly the source's rows (as multisets), checked before anything is timed."""
    missing = con.execute("SELECT count(*) FROM (SELECT * FROM source EXCEPT ALL SELECT * FROM %s)"
                          % scan(path, encrypted)).fetchone()[0]
    extra = con.execute("SELECT count(*) FROM (SELECT * FROM %s EXCEPT ALL SELECT * FROM source)"
                        % scan(path, encrypted)).fetchone()[0]
    return missing == 0 and extra == 0 and read(con, path, encrypted) == rows


def paired(args):
    con = connect(args.crypto)
    con.execute("CREATE TABLE source AS SELECT * FROM read_parquet(%s)" % quoted(args.rows))
    rows = con.execute("SELECT count(*) FROM source").fetchone()[0]
    work = tempfile.mkdtemp(prefix="duckdb-", dir=os.path.dirname(os.path.abspath(args.out)))
    try:
        paths = {slot: os.path.join(work, slot + ".parquet") for slot, _ in SLOTS}
        sizes = {slot: write(con, "source", paths[slot], encrypted, args) for slot, encrypted in SLOTS}
        for slot, encrypted in SLOTS:  # the files hold the rows they were given, or nothing is timed
            if not same_rows(con, paths[slot], encrypted, rows):
                sys.exit("duckdb peer: the %s file does not hold the %d rows it was given" % (slot, rows))

        def run_round(totals):
            times = {}
            written = {}
            for slot, encrypted in shuffled(SLOTS):
                if args.op == "read":
                    count, times[slot] = timed(lambda: read(con, paths[slot], encrypted))
                    if count != rows:
                        sys.exit("duckdb peer: %s read %d of %d rows" % (slot, count, rows))
                else:
                    written[slot], times[slot] = timed(lambda: write(con, "source", paths[slot], encrypted, args))
            totals.round(times, written if args.op == "write" else sizes)

        measured = iterations(run_round, args.warmup, args.iterations, args.iteration_seconds)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    name = "duckdb" if args.crypto == "openssl" else "duckdb-" + args.crypto
    return {"implementation": name, "version": duckdb.__version__, "runtime": "Python " + sys.version.split()[0],
            "provider": PROVIDERS[args.crypto], "op": args.op, "rows": rows, "fileBytes": sizes,
            "skipped": {"gcmCtr": "DuckDB writes and reads AES_GCM_V1 only"}, "iterations": measured}


def tpch(args):
    """TPC-H's lineitem at --sf from DuckDB's dbgen, as a plaintext Parquet file (snappy, DuckDB's row groups)."""
    con = duckdb.connect()
    con.execute("LOAD '%s'" % extension_file("tpch"))
    con.execute("CALL dbgen(sf = %s)" % repr(float(args.sf)))
    partial = args.file + ".partial"
    con.execute("COPY lineitem TO %s (FORMAT parquet, COMPRESSION snappy)" % quoted(partial))
    os.replace(partial, args.file)
    rows = con.execute("SELECT count(*) FROM lineitem").fetchone()[0]
    return {"implementation": "duckdb", "version": duckdb.__version__, "table": "lineitem", "sf": args.sf,
            "rows": rows, "bytes": os.path.getsize(args.file)}


def interop_write(args):
    """Writes each file named name:MODE:footer:material[:aad] into --dir where DuckDB can, and tries where its
    SQL has a way to ask (column keys); the other cells say why DuckDB cannot write them."""
    con = connect(args.crypto)
    con.execute("CREATE TABLE source AS SELECT * FROM read_parquet(%s)" % quoted(args.rows))
    columns = [r[0] for r in con.execute("DESCRIBE source").fetchall()]
    out = []
    for spec in args.files:
        name, mode, footer, material, *aad = spec.split(":")
        path = os.path.join(args.dir, name)
        entry = {"file": name}
        try:
            option = ""
            if mode != "PLAINTEXT":
                if material not in ("uniform", "columnkeys"):
                    raise NotImplementedError("DuckDB has no key tools (no KMS, no key material): explicit session "
                                              "keys only")
                if mode != "AES_GCM_V1":
                    raise NotImplementedError("DuckDB writes AES_GCM_V1 only")
                if footer == "plaintext":
                    raise NotImplementedError("DuckDB always encrypts the footer")
                if aad:
                    raise NotImplementedError("DuckDB's ENCRYPTION_CONFIG takes no AAD prefix")
                option = encryption_option(True)
                if material == "columnkeys":  # DuckDB's own answer
                    option = ", ENCRYPTION_CONFIG {footer_key: '%s', column_keys: {%s: [%s]}}" % (
                        KEY_NAME, KEY_NAME, ", ".join(quoted(c) for c in columns))
            con.execute("COPY source TO %s (FORMAT parquet, COMPRESSION %s, ROW_GROUP_SIZE %d%s)" % (
                quoted(path), CODECS.get(args.codec.upper(), "uncompressed"), args.row_group_rows, option))
        except Exception as e:  # a cell DuckDB cannot write is a finding, with its error
            entry["error"] = describe(e)
            if os.path.exists(path):
                os.remove(path)
        out.append(entry)
    return {"implementation": "duckdb", "version": duckdb.__version__, "written": out}


def interop_read(args):
    """Reads each file with the explicit key (DuckDB's only way to read an encrypted file); files whose keys are in
    key material (the key tools') say that DuckDB cannot read them. The rows file, read by DuckDB, gives the
    reference values."""
    con = connect(args.crypto)

    def read_file(path):
        name = os.path.basename(path)
        encrypted = not name.startswith("PLAINTEXT")
        if encrypted and "-uniform" not in name and "-columnkeys" not in name:
            raise NotImplementedError("DuckDB has no key tools: it cannot unwrap the data keys in the file's key "
                                      "material")
        return con.execute("SELECT * FROM " + scan(path, encrypted)).to_arrow_table()

    reference = con.execute("SELECT * FROM read_parquet(%s)" % quoted(args.rows)).to_arrow_table()
    return matrix_reads("duckdb", duckdb.__version__, reference, args.files, read_file, args.ignore)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["paired", "tpch", "interop-write", "interop-read"])
    add_common_arguments(parser)  # DuckDB sizes its pages and dictionaries itself: it ignores those two
    parser.set_defaults(row_group_rows=122880)
    parser.add_argument("--crypto", choices=sorted(PROVIDERS), default="openssl",
                        help="the cipher library: OpenSSL (httpfs loaded) or DuckDB's bundled mbedtls")
    parser.add_argument("--sf", type=float, default=1.0, help="tpch: TPC-H's scale factor")
    parser.add_argument("--file", help="tpch: the lineitem file to write")
    args = parser.parse_intermixed_args()
    commands = {"paired": paired, "tpch": tpch, "interop-write": interop_write, "interop-read": interop_read}
    write_result(commands[args.command](args), args.out)


if __name__ == "__main__":
    main()
