package org.pmebench.workload;

import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;

/**
 * The seven standard workloads of parquet-java's parquet-benchmarks module, numbered as the blog
 * numbered them (the order JMH lists parquet-java's benchmark methods): R1..R7 read and W1..W7
 * write a file with the same properties.
 */
public enum StandardWorkload {
  SPEC1(256L << 20, 4 << 20, CompressionCodecName.UNCOMPRESSED),
  SPEC2(256L << 20, 8 << 20, CompressionCodecName.UNCOMPRESSED),
  SPEC3(512L << 20, 4 << 20, CompressionCodecName.UNCOMPRESSED),
  SPEC4(512L << 20, 8 << 20, CompressionCodecName.UNCOMPRESSED),
  SPEC5(
      ParquetWriter.DEFAULT_BLOCK_SIZE, ParquetWriter.DEFAULT_PAGE_SIZE, CompressionCodecName.GZIP),
  SPEC6(
      ParquetWriter.DEFAULT_BLOCK_SIZE,
      ParquetWriter.DEFAULT_PAGE_SIZE,
      CompressionCodecName.SNAPPY),
  SPEC7(
      ParquetWriter.DEFAULT_BLOCK_SIZE,
      ParquetWriter.DEFAULT_PAGE_SIZE,
      CompressionCodecName.UNCOMPRESSED);

  /**
   * parquet-benchmarks' dictionary page size: small enough that the 1 KiB and UUID columns fall
   * back to plain.
   */
  public static final int DICTIONARY_PAGE_SIZE = 512;

  public final long rowGroupSize;
  public final int pageSize;
  public final CompressionCodecName codec;

  StandardWorkload(long rowGroupSize, int pageSize, CompressionCodecName codec) {
    this.rowGroupSize = rowGroupSize;
    this.pageSize = pageSize;
    this.codec = codec;
  }

  public int number() {
    return ordinal() + 1;
  }

  /**
   * Looks up {@code R1}..{@code R7} or {@code W1}..{@code W7}; the letter must be {@code prefix}.
   */
  public static StandardWorkload byId(String id, char prefix) {
    if (id != null
        && id.length() == 2
        && id.charAt(0) == prefix
        && id.charAt(1) >= '1'
        && id.charAt(1) <= '7') {
      return values()[id.charAt(1) - '1'];
    }
    throw new IllegalArgumentException(
        "unknown workload id '" + id + "'; allowed: " + prefix + "1 to " + prefix + "7");
  }
}
