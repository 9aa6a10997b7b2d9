package org.pmebench.parking;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.crypto.FileEncryptionProperties;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.metadata.ColumnPath;
import org.apache.parquet.io.InputFile;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.Type;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.pmebench.citations.CitationColumn;
import org.pmebench.citations.CitationCsvReader;
import org.pmebench.citations.CitationGenerator;
import org.pmebench.citations.CitationSchema;
import org.pmebench.citations.ColumnShares;
import org.pmebench.citations.EncryptedColumns;
import org.pmebench.citations.MalformedRecordException;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.crypto.ExplicitKeys;
import org.pmebench.crypto.PmeProviderInstaller;
import org.pmebench.crypto.check.CheckedProvider;
import org.pmebench.jvm.VmFlagGuard;
import org.pmebench.paired.LiveHeap;
import org.pmebench.workload.StandardFiles;

/**
 * What every parking-citations benchmark shares, separate or paired: the data (generated with a
 * fixed seed, or the city's real export from {@code csv}), keys, the schema, and how an encrypted
 * file of a mode and column set is written. The footer is encrypted whenever a column is.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
// Young generation fixed as the run command fixes it (HeapSize.fileJvmArgs).
@Fork(
    value = 3,
    jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-Xmn2457m"})
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public abstract class ParkingSettings {
  /** Rows of citations (with {@code csv}: at most this many of the file's first rows). */
  @Param({"500000"})
  public int rows;

  /**
   * {@value #GENERATED}: generated data (seed 42); otherwise the path of a CSV export of the real
   * data.
   */
  @Param({GENERATED})
  public String csv;

  public static final String GENERATED = "generated";

  @Param({"memory"})
  public String io;

  /** The JCA provider PME's ciphers come from, installed first in the fork and verified. */
  @Param({"SunJCE"})
  public String provider;

  /**
   * fixed: the suite's heap (fixed young generation, no live data); consumer: G1's ergonomics and a
   * live set held for the whole fork (LiveHeap). The run command gives the matching JVM arguments.
   */
  @Param({LiveHeap.FIXED})
  public String heap;

  protected final ExplicitKeys keys = new ExplicitKeys(42);
  protected final CitationSchema schema = CitationSchema.classic();
  protected Configuration conf;

  /** Called first by each benchmark's setup, with the modes of the files it handles. */
  protected void prepareSettings(Collection<EncryptionMode> modes) {
    VmFlagGuard.check();
    LiveHeap.hold(heap);
    CheckedProvider.install(provider, PmeProviderInstaller.algorithmsOf(modes));
    conf = StandardFiles.configuration();
  }

  /** The CSV text the rows come from: the export's format, generated or read. */
  protected String csvText() throws IOException {
    if (GENERATED.equals(csv)) {
      StringWriter out = new StringWriter();
      new CitationGenerator(42, CitationColumn.CLASSIC).write(out, rows);
      return out.toString();
    }
    // The header and the first `rows` lines only: the real export is several GB.
    StringBuilder text = new StringBuilder();
    try (BufferedReader in = Files.newBufferedReader(Paths.get(csv), StandardCharsets.UTF_8)) {
      String line;
      for (int lines = 0; lines <= rows && (line = in.readLine()) != null; lines++) {
        text.append(line).append('\n');
      }
    }
    return text.toString();
  }

  protected static List<Group> parse(String text) throws IOException {
    try (CitationCsvReader reader = CitationCsvReader.open(new StringReader(text), false)) {
      List<Group> rows = reader.readAll();
      if (!reader.problems().isEmpty()) {
        // Into the fork's output (jmh.log): the benchmark runs on the rows that parsed, and says
        // so.
        System.err.println(
            "pme-bench: "
                + reader.problems().size()
                + " malformed CSV record(s) skipped, first: "
                + reader.problems().get(0));
      }
      return rows;
    } catch (MalformedRecordException e) {
      throw new IOException(e.getMessage(), e);
    }
  }

  /** Null for plaintext. */
  protected FileEncryptionProperties encryptionProperties(
      EncryptionMode mode, EncryptedColumns columns) {
    return keys.encrypt(mode, columns.paths(schema));
  }

  /** Bytes of the encrypted columns' data in {@code file} (0 for plaintext). */
  protected long encryptedColumnBytes(InputFile file, EncryptionMode mode, EncryptedColumns columns)
      throws IOException {
    if (!mode.encrypted()) {
      return 0;
    }
    List<String> dotted = new ArrayList<String>();
    for (ColumnPath c : columns.paths(schema)) {
      dotted.add(c.toDotString());
    }
    return ColumnShares.of(file, keys.decryptAll(schema.schema)).bytesOf(dotted);
  }

  /** The 17 columns that stay plaintext when the 2 sensitive ones are encrypted. */
  protected MessageType plaintextColumns() {
    return columns(false);
  }

  /** The 2 sensitive columns. */
  protected MessageType sensitiveColumns() {
    return columns(true);
  }

  private MessageType columns(boolean sensitive) {
    List<Type> fields = new ArrayList<Type>();
    for (CitationColumn c : schema.columns) {
      if (CitationColumn.SENSITIVE.contains(c) == sensitive) {
        fields.add(schema.schema.getType(c.parquetName));
      }
    }
    return new MessageType(schema.schema.getName(), fields);
  }
}
