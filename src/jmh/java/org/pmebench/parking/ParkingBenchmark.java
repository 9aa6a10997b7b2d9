package org.pmebench.parking;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.crypto.FileEncryptionProperties;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.metadata.ColumnPath;
import org.apache.parquet.io.InputFile;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.pmebench.bench.VmFlagGuard;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.crypto.ExplicitKeys;
import org.pmebench.parquet.FileStore;
import org.pmebench.parquet.StandardFiles;

/**
 * What the parking-citations benchmarks share: the data (generated with a fixed seed, or the
 * city's real export from {@code csv}), the encryption mode and which columns it covers, keys,
 * and where the file lives. {@code columns} is {@code none} for plaintext and {@code sensitive}
 * (Ticket number and Issue Date, plus the footer) or {@code all} for the encrypted modes.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 3, jvmArgsAppend = {"-Xms4g", "-Xmx4g"})
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public abstract class ParkingBenchmark {
  @Param({"PLAINTEXT", "AES_GCM_V1", "AES_GCM_CTR_V1"})
  public String mode;

  /** Rows of citations (with {@code csv}: at most this many of the file's first rows). */
  @Param({"500000"})
  public int rows;

  /** {@value #GENERATED}: generated data (seed 42); otherwise the path of a CSV export of the real data. */
  @Param({GENERATED})
  public String csv;

  public static final String GENERATED = "generated";

  @Param({"memory"})
  public String io;

  protected EncryptionMode encryption;
  protected EncryptedColumns encrypted;
  protected final ExplicitKeys keys = new ExplicitKeys(42);
  protected final CitationSchema schema = CitationSchema.classic();
  protected Configuration conf;
  protected FileStore store;

  /** The subclass's {@code columns} parameter. */
  protected abstract String columns();

  protected void prepare() throws IOException {
    VmFlagGuard.check();
    encryption = EncryptionMode.byName(mode);
    encrypted = EncryptedColumns.byId(columns());
    if (encryption.encrypted() == (encrypted == EncryptedColumns.NONE)) {
      throw new IllegalArgumentException("columns=" + encrypted.id() + " does not go with mode=" + mode
          + ": PLAINTEXT takes columns=none, the encrypted modes sensitive or all");
    }
    conf = StandardFiles.configuration();
    store = FileStore.create(io);
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
        // Into the fork's output (jmh.log): the benchmark runs on the rows that parsed, and says so.
        System.err.println("pme-bench: " + reader.problems().size() + " malformed CSV record(s) skipped, first: "
            + reader.problems().get(0));
      }
      return rows;
    } catch (MalformedRecordException e) {
      throw new IOException(e.getMessage(), e);
    }
  }

  /** Bytes of the encrypted columns' data in a file written with these settings (0 for plaintext). */
  protected long encryptedColumnBytes(InputFile file) throws IOException {
    if (!encryption.encrypted()) {
      return 0;
    }
    ColumnShares shares = ColumnShares.of(file, keys.decryptAll(schema.schema));
    long sum = 0;
    for (ColumnPath c : encrypted.paths(schema)) {
      sum += shares.bytes.get(c.toDotString());
    }
    return sum;
  }

  protected FileEncryptionProperties encryptionProperties() {
    return keys.encrypt(encryption, encrypted.paths(schema));
  }

  @TearDown(Level.Trial)
  public void tearDown() throws IOException {
    store.close();
  }
}
