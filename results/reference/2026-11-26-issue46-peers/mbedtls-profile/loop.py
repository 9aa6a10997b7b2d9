# Reads one lineitem file N times on one DuckDB thread, plaintext or encrypted with mbedtls: for perf.
import sys, time, duckdb, os
path, encrypted, seconds = sys.argv[1], sys.argv[2] == "enc", float(sys.argv[3])
c = duckdb.connect(); c.execute("SET threads = 1"); c.execute("SET force_mbedtls_unsafe = true")
c.execute("PRAGMA add_parquet_key('k', '0123456789abcdef')")
opt = ", encryption_config = {footer_key: 'k'}" if encrypted else ""
end = time.time() + seconds; n = 0
while time.time() < end:
    c.execute(f"CREATE OR REPLACE TEMP TABLE t AS SELECT * FROM read_parquet('{path}'{opt})"); n += 1
print(n, "reads")
