package org.pmebench.security;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.ParquetReadOptions;
import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.format.ColumnChunk;
import org.apache.parquet.format.RowGroup;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.pmebench.workload.FileTail;
import org.pmebench.workload.InMemoryInputFile;

/**
 * A well-formed encrypted file the fuzzers change: its bytes, how it is read, what it reads to, and
 * where its length fields are (each column chunk's first module, the footer's module, the footer
 * length), so that mutations can aim at them.
 */
public final class SeedFile {
  /** How the seed's keys are given. */
  public enum Keys {
    /**
     * {@link FuzzKeys#explicit()}; the peers read it with their explicit key only if it is uniform.
     */
    EXPLICIT,
    /** parquet's key tools over the in-memory KMS, key material inside the file. */
    KMS
  }

  public final String name;
  public final byte[] bytes;
  public final Keys keys;

  /** One key for the footer and every column: the peers' explicit key reads it. */
  public final boolean uniform;

  /** GCM, encrypted footer, every column encrypted: any change must fail (PME's guarantee). */
  public final boolean fullyAuthenticated;

  public final List<Integer> lengthOffsets;

  /** parquet-java's digest of the values of the untouched file. */
  public final String digest;

  private SeedFile(
      String name,
      byte[] bytes,
      Keys keys,
      boolean uniform,
      boolean fullyAuthenticated,
      List<Integer> lengthOffsets,
      String digest) {
    this.name = name;
    this.bytes = bytes;
    this.keys = keys;
    this.uniform = uniform;
    this.fullyAuthenticated = fullyAuthenticated;
    this.lengthOffsets = lengthOffsets;
    this.digest = digest;
  }

  /** Reads the untouched file once (it must read) and finds its length fields. */
  public static SeedFile of(String name, byte[] bytes, Keys keys, boolean uniform)
      throws IOException {
    Configuration conf = FuzzKeys.kmsConfiguration();
    FileDecryptionProperties decryption =
        keys == Keys.KMS ? FuzzKeys.kms(conf) : FuzzKeys.explicit();
    MutantRead.Result original = MutantRead.read(bytes, keys, MutantRead.TIME_LIMIT_MILLIS);
    if (original.outcome != ReadOutcome.READ_OK) {
      throw new IOException("seed " + name + " does not read: " + original.detail);
    }
    List<Integer> offsets = new ArrayList<Integer>();
    try (ParquetFileReader reader =
        ParquetFileReader.open(
            new InMemoryInputFile(bytes),
            ParquetReadOptions.builder().withDecryption(decryption).build())) {
      for (BlockMetaData block : reader.getFooter().getBlocks()) {
        for (ColumnChunkMetaData chunk : block.getColumns()) {
          offsets.add((int) chunk.getStartingPos());
        }
      }
    }
    FileTail tail = FileTail.read(new InMemoryInputFile(bytes));
    boolean allEncrypted = true;
    for (RowGroup group : tail.metadata(decryption).getRow_groups()) {
      for (ColumnChunk chunk : group.getColumns()) {
        allEncrypted &= chunk.isSetCrypto_metadata();
      }
    }
    offsets.add(bytes.length - 8);
    boolean encryptedFooter = tail.footerMode == FileTail.FooterMode.ENCRYPTED;
    if (encryptedFooter) {
      offsets.add(
          (int) tail.encryptedFooterOffset(0) - 16); // the footer module's length, before its nonce
    }
    boolean gcm = tail.algorithm() != null && tail.algorithm().isSetAES_GCM_V1();
    return new SeedFile(
        name,
        bytes,
        keys,
        uniform,
        gcm && encryptedFooter && allEncrypted,
        Collections.unmodifiableList(offsets),
        original.digest);
  }
}
