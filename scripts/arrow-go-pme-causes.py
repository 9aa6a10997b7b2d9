#!/usr/bin/env python3
"""Why arrow-go cannot read some of the other implementations' files: one property changed at a time.

Run with the peers' Python (pyarrow 26.0.1), giving the arrow-go peer's driver (built by the peers family into
target/peers/arrow-go/):

  target/peers/python/venv/bin/python scripts/arrow-go-pme-causes.py \
      --arrow-go target/peers/arrow-go/pme-peer-arrow-go [--json out.json]

Each experiment writes a small file (300 rows) with pyarrow, changes one property, and has arrow-go 18.8.0 read both
through the driver's interop-read (as the interop matrix reads every file); it prints one line per cause.

- supply-aad-prefix (cause A): pyarrow's uniformly encrypted AES_GCM_V1 file, and the same file with the optional
  `supply_aad_prefix` field taken out of its plaintext FileCryptoMetaData (arrow-rs and DuckDB write none). pyarrow
  reads both; the footer's AAD does not cover that structure.
- flba-delta (cause B, not PME's): a plaintext file whose FIXED_LEN_BYTE_ARRAY column is PLAIN, and the same with
  DELTA_BYTE_ARRAY. The driver reads such a file again without that column and says so ("without").
"""
import argparse
import base64
import json
import os
import struct
import subprocess
import sys
import tempfile

import pyarrow as pa
import pyarrow.parquet as pq
import pyarrow.parquet.encryption as pe

KEY = b"0123456789abcdef"


def rows(n=300):
    return pa.table({
        "id": pa.array(range(n), pa.int64()),
        "name": pa.array(["row-%05d" % i for i in range(n)], pa.string()),
        "fixed": pa.array([b"%016d" % i for i in range(n)], pa.binary(16)),
    })


def without_supply_aad_prefix(src, dst):
    """src with `supply_aad_prefix` (AesGcmV1 field 3, a bool) left out of its FileCryptoMetaData."""
    data = open(src, "rb").read()
    if data[-4:] != b"PARE":
        raise ValueError("%s has no encrypted footer" % src)
    tail = struct.unpack("<I", data[-8:-4])[0]
    start = len(data) - 8 - tail
    # FileCryptoMetaData { 1: EncryptionAlgorithm { 1: AesGcmV1 { 2: aad_file_unique (8 bytes), 3: bool } } }, as
    # pyarrow writes it without an AAD prefix: 1c 1c 28 08 <8 bytes> 12 00 00 00. Field 3 false is the byte 0x12.
    head = data[start:start + 4]
    field = start + 4 + 8
    if head != b"\x1c\x1c\x28\x08" or data[field] not in (0x11, 0x12) or data[field + 1:field + 4] != b"\x00\x00\x00":
        raise ValueError("unexpected FileCryptoMetaData %s" % data[start:start + 16].hex())
    out = data[:field] + data[field + 1:-8] + struct.pack("<I", tail - 1) + b"PARE"
    open(dst, "wb").write(out)


def arrow_go_read(driver, reference, files, work):
    """What arrow-go's driver makes of each file: ok (values as the reference's), 'ok without ...', or its error."""
    out = os.path.join(work, "read.json")
    env = dict(os.environ, PMEBENCH_KEY_LIST="explicit_key:" + base64.b64encode(KEY).decode("ascii"))
    subprocess.run([driver, "interop-read", "-rows", reference, "-out", out] + files, env=env, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    result = json.load(open(out))
    said = {}
    for entry in result["read"]:
        if "error" in entry:
            said[entry["file"]] = entry["error"][:160]
        elif "without" in entry:
            same = entry["checksum"] == entry.get("referenceWithout")
            said[entry["file"]] = "ok without %s (%s)" % (",".join(entry["without"]), "values equal" if same else "other values")
        else:
            said[entry["file"]] = "ok" if entry["checksum"] == result["reference"] else "other values"
    return said


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--arrow-go", required=True, help="the arrow-go peer's driver (pme-peer-arrow-go)")
    ap.add_argument("--json", help="also write the outcomes here")
    a = ap.parse_args()
    result = {"pyarrow": pa.__version__}
    with tempfile.TemporaryDirectory() as d:
        def path(name):
            return os.path.join(d, name)
        table = rows()
        reference = path("rows.parquet")
        pq.write_table(table, reference)
        # The driver reads a file as its name says: explicit keys for "-uniform", none for "PLAINTEXT".
        uniform = path("AES_GCM_V1-encrypted-uniform.parquet")
        stripped = path("AES_GCM_V1-encrypted-uniform-nosupply.parquet")
        props = pe.create_encryption_properties(KEY, encryption_algorithm="AES_GCM_V1")
        pq.write_table(table, uniform, encryption_properties=props, use_dictionary=False)
        without_supply_aad_prefix(uniform, stripped)
        decrypt = pe.create_decryption_properties(KEY)
        pyarrow_reads = {os.path.basename(f): "ok" if pq.read_table(f, decryption_properties=decrypt).equals(table)
                         else "other values" for f in (uniform, stripped)}
        go = arrow_go_read(a.arrow_go, reference, [uniform, stripped], d)
        result["supply-aad-prefix"] = {
            "pyarrow, as written": pyarrow_reads[os.path.basename(uniform)],
            "pyarrow, without supply_aad_prefix": pyarrow_reads[os.path.basename(stripped)],
            "arrow-go, as written": go[os.path.basename(uniform)],
            "arrow-go, without supply_aad_prefix": go[os.path.basename(stripped)]}
        plain = path("PLAINTEXT-none-plain.parquet")
        delta = path("PLAINTEXT-none-delta.parquet")
        pq.write_table(table, plain, use_dictionary=False, column_encoding={"fixed": "PLAIN"})
        pq.write_table(table, delta, use_dictionary=False, column_encoding={"fixed": "DELTA_BYTE_ARRAY"})
        go = arrow_go_read(a.arrow_go, reference, [plain, delta], d)
        result["flba-delta"] = {"PLAIN": go[os.path.basename(plain)], "DELTA_BYTE_ARRAY": go[os.path.basename(delta)]}
    for k, v in result.items():
        print("%s: %s" % (k, v if isinstance(v, str) else json.dumps(v)))
    if a.json:
        with open(a.json, "w") as f:
            json.dump(result, f, indent=2)


if __name__ == "__main__":
    sys.exit(main())
