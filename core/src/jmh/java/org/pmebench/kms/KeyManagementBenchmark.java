package org.pmebench.kms;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.crypto.ColumnEncryptionProperties;
import org.apache.parquet.crypto.DecryptionKeyRetriever;
import org.apache.parquet.crypto.FileEncryptionProperties;
import org.apache.parquet.hadoop.metadata.ColumnPath;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import org.pmebench.citations.CitationSchema;
import org.pmebench.citations.EncryptedColumns;
import org.pmebench.crypto.AesAlgorithm;
import org.pmebench.crypto.CryptoProviders;
import org.pmebench.crypto.check.CheckedProvider;
import org.pmebench.crypto.kms.KmsEncryption;
import org.pmebench.jvm.VmFlagGuard;
import org.pmebench.workload.StandardFiles;

/**
 * What key management adds to one encrypted file, on top of the cipher work: parquet's key tools
 * ({@code PropertiesDrivenCryptoFactory}) with {@code InMemoryKms}, per file.
 *
 * <ul>
 *   <li>{@link #wrapKeys}: what a writer does before its first byte: fresh data keys for the footer
 *       and each encrypted column, wrapped through the KMS, key material serialized (and with
 *       {@code material=external} saved to {@code _KEY_MATERIAL_FOR_<file>.json}).
 *   <li>{@link #unwrapKeys}: what a reader does for the same file: one key retriever, asked for the
 *       footer key and each column key, exactly the calls parquet-hadoop makes when it reads every
 *       column (external material is read from its file).
 * </ul>
 *
 * {@code cache=uncached} clears the key tools' caches (KMS clients, key-encryption keys) before
 * each operation, as for the first file of a new process or access token; {@code cached} keeps
 * them, as for the files after it. {@code kmsDelayMicros} adds a round trip to every KMS call.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(
    value = 3,
    jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class KeyManagementBenchmark {
  /**
   * Encrypted columns of the 19-column citations schema: 1 (Ticket number), 2 (+ Issue Date), 19
   * (all).
   */
  @Param({"1", "2", "19"})
  public int columns;

  /**
   * single: the KMS wraps each data key; double: a cached KEK per master key wraps them locally.
   */
  @Param({"single", "double"})
  public String wrapping;

  /** internal: key material inside the file's key metadata; external: in a JSON file next to it. */
  @Param({"internal", "external"})
  public String material;

  @Param({"cached", "uncached"})
  public String cache;

  /** Round trip added to each KMS wrap/unwrap call, modelling a remote KMS (0: in-process). */
  @Param({"0", "1000"})
  public long kmsDelayMicros;

  private Path dir;
  private Configuration conf;
  private boolean uncached;
  private org.apache.hadoop.fs.Path writtenFile;
  private org.apache.hadoop.fs.Path readFile;
  private byte[] footerKeyMetadata;
  private final List<byte[]> columnKeyMetadata = new ArrayList<byte[]>();

  @Setup(Level.Trial)
  public void setUp() throws IOException {
    VmFlagGuard.check();
    // The files it writes and reads are AES_GCM_V1 through SunJCE: checked as every file family's
    // fork checks.
    CheckedProvider.install(CryptoProviders.SUN_JCE, EnumSet.of(AesAlgorithm.GCM));
    if (!"single".equals(wrapping) && !"double".equals(wrapping)) {
      throw new IllegalArgumentException("wrapping=" + wrapping + ": use single or double");
    }
    if (!"internal".equals(material) && !"external".equals(material)) {
      throw new IllegalArgumentException("material=" + material + ": use internal or external");
    }
    if (!"cached".equals(cache) && !"uncached".equals(cache)) {
      throw new IllegalArgumentException("cache=" + cache + ": use cached or uncached");
    }
    uncached = "uncached".equals(cache);
    KmsEncryption encryption =
        new KmsEncryption(KmsEncryption.demoKeyList(42))
            .columnKey(KmsEncryption.COLUMN_KEY_ID, encryptedColumns(columns))
            .doubleWrapping("double".equals(wrapping))
            .internalKeyMaterial("internal".equals(material))
            .kmsDelayMicros(kmsDelayMicros);
    conf = encryption.configuration(StandardFiles.configuration());
    dir = Files.createTempDirectory("pmebench-kms");
    writtenFile = new org.apache.hadoop.fs.Path(dir.resolve("written.parquet").toUri());
    readFile = new org.apache.hadoop.fs.Path(dir.resolve("read.parquet").toUri());
    // The key metadata a file written with these settings carries (and, external, its material
    // file).
    FileEncryptionProperties file = KmsEncryption.encryptionProperties(conf, readFile);
    footerKeyMetadata = file.getFooterKeyMetadata();
    for (ColumnEncryptionProperties c : file.getEncryptedColumns().values()) {
      columnKeyMetadata.add(c.getKeyMetaData());
    }
    KmsEncryption.clearCaches();
  }

  static List<ColumnPath> encryptedColumns(int count) {
    CitationSchema schema = CitationSchema.classic();
    List<ColumnPath> sensitive = EncryptedColumns.SENSITIVE.paths(schema);
    switch (count) {
      case 1:
        return Collections.singletonList(sensitive.get(0));
      case 2:
        return sensitive;
      case 19:
        return EncryptedColumns.ALL.paths(schema);
      default:
        throw new IllegalArgumentException("columns=" + count + ": use 1, 2 or 19");
    }
  }

  @Benchmark
  public FileEncryptionProperties wrapKeys() {
    if (uncached) {
      KmsEncryption.clearCaches();
    }
    return KmsEncryption.encryptionProperties(conf, writtenFile);
  }

  @Benchmark
  public void unwrapKeys(Blackhole bh) {
    if (uncached) {
      KmsEncryption.clearCaches();
    }
    DecryptionKeyRetriever keys =
        KmsEncryption.decryptionProperties(conf, readFile).getKeyRetriever();
    bh.consume(keys.getKey(footerKeyMetadata));
    for (byte[] metadata : columnKeyMetadata) {
      bh.consume(keys.getKey(metadata));
    }
  }

  @TearDown(Level.Trial)
  public void tearDown() throws IOException {
    try (Stream<Path> files = Files.walk(dir)) {
      for (Path p : (Iterable<Path>) files.sorted(Comparator.reverseOrder())::iterator) {
        Files.delete(p);
      }
    }
  }
}
