#!/usr/bin/env python3
"""Why DuckDB's PME files and the other implementations' do not meet: one experiment per cause.

Run with the peers' Python (duckdb 1.5.5, pyarrow 26.0.1 and cryptography, as the peers family installs them):

  target/peers/python/venv/bin/python scripts/duckdb-pme-causes.py [--json out.json]

Each experiment changes one property of a small file (300 rows of an int64, a double and a string column) and
prints one line with its outcome; --json writes them for a test. Both of DuckDB's cipher libraries are tried
where they can differ: OpenSSL (the httpfs extension loaded) and its bundled mbedtls.

- file-aad: DuckDB writes a GCM file; its FileCryptoMetaData is parsed by hand and its footer module decrypted
  with the AAD the PME spec gives a footer (aad_prefix + aad_file_unique + module type 0) and with none.
- aad-prefix: pyarrow writes the same V1-page file with and without a stored AAD prefix; DuckDB reads both.
- v2-pages: pyarrow writes the same file with V1 and with V2 data pages, encrypted and not; DuckDB reads each.
- gcm-ctr: pyarrow writes an AES_GCM_CTR_V1 file with V1 pages; DuckDB reads it.
- column-keys (with --column-key-files DIR): DuckDB reads the files DuckDbPmeCausesTest writes there with
  parquet-java (V1 pages, encrypted footer; pyarrow's explicit keys are uniform): uniform.parquet, then
  columnkey-same.parquet and columnkey-other.parquet, whose string column has a column key, the footer key itself
  or another one.
"""
import argparse
import json
import os
import struct
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "peers", "python"))

import duckdb
import pyarrow as pa
import pyarrow.parquet as pq
import pyarrow.parquet.encryption as pe
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from duckdb_peer import extension_file  # the httpfs extension from its PyPI package: no download

KEY = b"0123456789abcdef"
PREFIX = b"pme-bench-prefix"


def rows(n=300):
    return pa.table({
        "id": pa.array(range(n), pa.int64()),
        "amount": pa.array([i * 0.25 for i in range(n)], pa.float64()),
        "name": pa.array(["row-%05d" % i for i in range(n)], pa.string()),
    })


def connect(crypto):
    con = duckdb.connect()
    con.execute("SET threads = 1")
    if crypto == "openssl":
        con.execute("LOAD '%s'" % extension_file("httpfs"))
    else:
        con.execute("SET force_mbedtls_unsafe = true")
    con.execute("PRAGMA add_parquet_key('k', '%s')" % KEY.decode("ascii"))
    return con


def duckdb_read(path, crypto, encrypted=True):
    """What DuckDB makes of the file: 'ok' when it reads the rows back, else its error's first line."""
    try:
        con = connect(crypto)
        config = ", encryption_config = {footer_key: 'k'}" if encrypted else ""
        got = con.execute("SELECT count(*), sum(id), sum(amount) FROM read_parquet('%s'%s)" % (path, config)).fetchone()
        want = (300, sum(range(300)), sum(i * 0.25 for i in range(300)))
        return "ok" if tuple(got) == want else "other values: %s" % (got,)
    except Exception as e:  # the outcome is the finding
        return ("%s: %s" % (type(e).__name__, str(e).splitlines()[0]))[:160]


def pyarrow_write(path, mode="AES_GCM_V1", page_version="1.0", prefix=None, encrypted=True):
    props = pe.create_encryption_properties(KEY, aad_prefix=prefix, encryption_algorithm=mode) if encrypted else None
    pq.write_table(rows(), path, encryption_properties=props, data_page_version=page_version, use_dictionary=False,
                   compression="NONE")


# A Thrift compact reader: enough for FileCryptoMetaData.
def varint(b, i):
    shift = value = 0
    while True:
        byte = b[i]
        i += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            return value, i


def struct_fields(b, i):
    """{field id: value} of the struct at i (nested structs as dicts, binaries as bytes), and where it ends."""
    fields, last = {}, 0
    while True:
        head = b[i]
        i += 1
        if head == 0:
            return fields, i
        kind, delta = head & 0x0F, head >> 4
        if delta:
            fid = last + delta
        else:
            z, i = varint(b, i)
            fid = (z >> 1) ^ -(z & 1)
        last = fid
        if kind in (1, 2):
            value = kind == 1
        elif kind == 3:
            value, i = b[i], i + 1
        elif kind in (4, 5, 6):
            z, i = varint(b, i)
            value = (z >> 1) ^ -(z & 1)
        elif kind == 7:
            value, i = b[i:i + 8], i + 8
        elif kind == 8:
            n, i = varint(b, i)
            value, i = bytes(b[i:i + n]), i + n
        elif kind == 12:
            value, i = struct_fields(b, i)
        else:
            raise ValueError("Thrift type %d not expected in FileCryptoMetaData" % kind)
        fields[fid] = value


def file_aad():
    """DuckDB's own GCM file: what its FileCryptoMetaData holds, and with which AAD its footer decrypts."""
    out = {}
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "duckdb.parquet")
        con = connect("openssl")
        con.register("t", rows())
        con.execute("COPY t TO '%s' (FORMAT parquet, ENCRYPTION_CONFIG {footer_key: 'k'})" % path)
        data = open(path, "rb").read()
    if data[-4:] != b"PARE":
        return {"footer": "not an encrypted footer (%r)" % data[-4:]}
    tail = struct.unpack("<I", data[-8:-4])[0]
    start = len(data) - 8 - tail
    meta, i = struct_fields(data, start)
    algorithm = meta.get(1, {})
    name, gcm = ("AES_GCM_V1", algorithm[1]) if 1 in algorithm else ("AES_GCM_CTR_V1", algorithm.get(2, {}))
    out["algorithm"] = name
    out["aadPrefix"] = gcm.get(1).hex() if 1 in gcm else None
    out["aadFileUnique"] = gcm.get(2).hex() if 2 in gcm else None
    out["keyMetadata"] = meta.get(2).hex() if 2 in meta else None
    length = struct.unpack("<I", data[i:i + 4])[0]
    nonce, sealed = data[i + 4:i + 16], data[i + 16:i + 4 + length]
    spec_aad = (gcm.get(1) or b"") + (gcm.get(2) or b"") + b"\x00"
    for label, aad in (("specFooterAad", spec_aad), ("noAad", b"")):
        try:
            AESGCM(KEY).decrypt(nonce, sealed, aad)
            out[label] = "decrypts"
        except Exception:
            out[label] = "tag fails"
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--json", help="also write the outcomes here")
    ap.add_argument("--column-key-files", metavar="DIR", help="also read the column-key files written there")
    a = ap.parse_args()
    result = {"duckdb": duckdb.__version__, "pyarrow": pa.__version__, "file-aad": file_aad()}
    with tempfile.TemporaryDirectory() as d:
        def path(name):
            return os.path.join(d, name)
        pyarrow_write(path("v1.parquet"))
        pyarrow_write(path("v1-prefix.parquet"), prefix=PREFIX)
        pyarrow_write(path("v2.parquet"), page_version="2.0")
        pyarrow_write(path("v2-plain.parquet"), page_version="2.0", encrypted=False)
        pyarrow_write(path("ctr.parquet"), mode="AES_GCM_CTR_V1")
        for crypto in ("openssl", "mbedtls"):
            result["aad-prefix/" + crypto] = {
                "v1": duckdb_read(path("v1.parquet"), crypto),
                "v1 with a stored AAD prefix": duckdb_read(path("v1-prefix.parquet"), crypto)}
            result["v2-pages/" + crypto] = {
                "v1": duckdb_read(path("v1.parquet"), crypto),
                "v2": duckdb_read(path("v2.parquet"), crypto),
                "v2 plaintext": duckdb_read(path("v2-plain.parquet"), crypto, encrypted=False)}
            result["gcm-ctr/" + crypto] = {"ctr v1": duckdb_read(path("ctr.parquet"), crypto)}
    if a.column_key_files:
        for crypto in ("openssl", "mbedtls"):
            result["column-keys/" + crypto] = {
                name: duckdb_read(os.path.join(a.column_key_files, name + ".parquet"), crypto)
                for name in ("uniform", "columnkey-same", "columnkey-other")}
    for k, v in result.items():
        print("%s: %s" % (k, v if isinstance(v, str) else json.dumps(v)))
    if a.json:
        with open(a.json, "w") as f:
            json.dump(result, f, indent=2)


if __name__ == "__main__":
    main()
