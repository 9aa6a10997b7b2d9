import duckdb, sys
c = duckdb.connect(); c.execute("SET force_mbedtls_unsafe = true")
c.execute("PRAGMA add_parquet_key('k', '0123456789abcdef')")
src = sys.argv[1]
c.execute(f"COPY (SELECT * FROM read_parquet('{src}')) TO '/tmp/prof/plain.parquet' (FORMAT parquet, COMPRESSION snappy)")
c.execute(f"COPY (SELECT * FROM read_parquet('{src}')) TO '/tmp/prof/enc.parquet' (FORMAT parquet, COMPRESSION snappy, ENCRYPTION_CONFIG {{footer_key: 'k'}})")
