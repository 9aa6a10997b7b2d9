package org.pmebench.family.s3;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.security.PrivilegedExceptionAction;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.s3a.S3AFileSystem;
import org.apache.hadoop.fs.statistics.IOStatisticsSnapshot;
import org.apache.hadoop.security.UserGroupInformation;
import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.crypto.FileEncryptionProperties;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.api.ReadSupport;
import org.apache.parquet.hadoop.metadata.ColumnPath;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.parquet.hadoop.util.HadoopOutputFile;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.Type;
import org.pmebench.citations.CitationColumn;
import org.pmebench.citations.CitationCsvReader;
import org.pmebench.citations.CitationFiles;
import org.pmebench.citations.CitationGenerator;
import org.pmebench.citations.CitationSchema;
import org.pmebench.citations.EncryptedColumns;
import org.pmebench.citations.MalformedRecordException;
import org.pmebench.crypto.kms.KmsEncryption;
import org.pmebench.workload.StandardFiles;
import org.pmebench.workload.StandardRows;
import org.pmebench.workload.StandardWorkload;

/**
 * Counts the S3 requests of writing and of reading one file through S3A, as a Spark or Hadoop job
 * does it ({@code HadoopOutputFile}/{@code HadoopInputFile}, keys through parquet's key tools): the
 * file system's own counters before and after each operation, and — on the suite's S3Proxy — the
 * server's count of the same requests. Each read runs with one S3A input policy, through a file
 * system of its own (S3A reads the policy when it starts). Deterministic numbers, not timings: run
 * once per case.
 */
public final class S3FileRequests implements java.io.Closeable {
  private final S3Endpoint endpoint;

  /** Null on a user's endpoint, whose server keeps no count the suite can read. */
  private final S3ProxyServer server;

  private final Configuration base;
  private final int rowCount;
  private final String prefix;
  private List<Group> standardRows;
  private List<Group> citationRows;
  private final CitationSchema citations = CitationSchema.classic();

  /**
   * One user per input policy: the file system cache keeps one S3A instance per user, started with
   * that policy.
   */
  private final Map<String, UserGroupInformation> readers =
      new HashMap<String, UserGroupInformation>();

  /** The user the files are written and removed as: see {@link #as}. */
  private final UserGroupInformation writer =
      UserGroupInformation.createRemoteUser("pmebench-writer");

  public S3FileRequests(S3Endpoint endpoint, S3ProxyServer server, int rowCount, String prefix) {
    this.endpoint = endpoint;
    this.server = server;
    this.base = endpoint.configure(StandardFiles.configuration());
    this.rowCount = rowCount;
    this.prefix = prefix;
  }

  /** What one read of a file cost in requests. */
  public static final class ReadCount {
    public final S3Read read;
    public final RequestCounts requests;

    /** The server's count per S3 operation, null when unknown. */
    public final Map<String, Long> server;

    ReadCount(S3Read read, RequestCounts requests, Map<String, Long> server) {
      this.read = read;
      this.requests = requests;
      this.server = server;
    }
  }

  /** What one file costs in requests, written once, then read in each way asked. */
  public static final class Counted {
    public final S3Case c;
    public final long fileBytes;
    public final RequestCounts write;
    public final Map<String, Long> serverWrite;
    public final List<ReadCount> reads;

    Counted(
        S3Case c,
        long fileBytes,
        RequestCounts write,
        Map<String, Long> serverWrite,
        List<ReadCount> reads) {
      this.c = c;
      this.fileBytes = fileBytes;
      this.write = write;
      this.serverWrite = serverWrite;
      this.reads = Collections.unmodifiableList(reads);
    }
  }

  /**
   * Writes {@code c}'s file and reads it once per input policy in {@code fadvise} and projection
   * ({@link S3Case#reads}).
   */
  public Counted count(S3Case c, List<String> fadvise) throws IOException {
    Configuration conf = c.mode.encrypted() ? encryption(c).configuration(base) : base;
    Path file = new Path(endpoint.uri(prefix + "/" + c.id() + ".parquet"));
    Counted written = as(writer, () -> write(c, file, conf));
    List<ReadCount> reads = new ArrayList<ReadCount>();
    for (S3Read r : c.reads(fadvise)) {
      reads.add(read(c, r, file, conf, rows(c).size()));
    }
    return new Counted(c, written.fileBytes, written.write, written.serverWrite, reads);
  }

  private Counted write(S3Case c, Path file, Configuration conf) throws IOException {
    FileSystem fs = file.getFileSystem(conf);
    KmsEncryption.clearCaches();

    Map<String, Long> serverBefore = serverCounts();
    IOStatisticsSnapshot before = RequestCounts.snapshot(fs);
    FileEncryptionProperties encryption =
        c.mode.encrypted() ? KmsEncryption.encryptionProperties(conf, file) : null;
    List<Group> rows = rows(c);
    if (c.citations()) {
      CitationFiles.write(
          rows,
          HadoopOutputFile.fromPath(file, conf),
          citations.schema,
          workload(c),
          encryption,
          conf);
    } else {
      StandardWorkload w = workload(c);
      StandardFiles.write(
          rows,
          HadoopOutputFile.fromPath(file, conf),
          w,
          c.rowGroupBytes > 0 ? c.rowGroupBytes : w.rowGroupSize,
          encryption,
          conf);
    }
    RequestCounts write = RequestCounts.since(before, fs);
    Map<String, Long> serverWrite = serverSince(serverBefore, write.total());
    long length = fs.getFileStatus(file).getLen();
    return new Counted(c, length, write, serverWrite, Collections.<ReadCount>emptyList());
  }

  private ReadCount read(S3Case c, S3Read r, Path file, Configuration writeConf, int expectedRows)
      throws IOException {
    Configuration conf = new Configuration(writeConf);
    conf.set("fs.s3a.experimental.input.fadvise", r.fadvise);
    if (S3Read.PLAINTEXT_COLUMNS.equals(r.projection)) {
      conf.set(ReadSupport.PARQUET_READ_SCHEMA, plaintextColumns().toString());
    }
    return as(
        reader(r.fadvise),
        () -> {
          FileSystem fs = file.getFileSystem(conf);
          if (fs instanceof S3AFileSystem
              && !((S3AFileSystem) fs).getInputPolicy().name().equalsIgnoreCase(r.fadvise)) {
            throw new IOException(
                "S3A reads with input policy "
                    + ((S3AFileSystem) fs).getInputPolicy()
                    + ", not "
                    + r.fadvise
                    + " ("
                    + r
                    + ")");
          }
          KmsEncryption.clearCaches();
          Map<String, Long> serverBefore = serverCounts();
          IOStatisticsSnapshot before = RequestCounts.snapshot(fs);
          FileDecryptionProperties decryption =
              c.mode.encrypted() ? KmsEncryption.decryptionProperties(conf, file) : null;
          long records =
              StandardFiles.readAll(
                  HadoopInputFile.fromPath(file, conf), decryption, conf, x -> {});
          RequestCounts counts = RequestCounts.since(before, fs);
          Map<String, Long> server = serverSince(serverBefore, counts.total());
          if (records != expectedRows) {
            throw new IOException(
                file + " (" + r + "): read " + records + " records of " + expectedRows);
          }
          return new ReadCount(r, counts, server);
        });
  }

  /**
   * Runs {@code action} as {@code user}: Hadoop's file system cache keeps one S3A instance per
   * scheme, bucket and user, whatever the endpoint, so a user of this instance's own never gets an
   * instance another caller left for another server with the same bucket name.
   */
  private static <T> T as(UserGroupInformation user, PrivilegedExceptionAction<T> action)
      throws IOException {
    try {
      return user.doAs(action);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted", e);
    }
  }

  private UserGroupInformation reader(String fadvise) {
    return readers.computeIfAbsent(
        fadvise, p -> UserGroupInformation.createRemoteUser("pmebench-reader-" + p));
  }

  /** The citations columns that stay in plaintext when only the sensitive ones are encrypted. */
  MessageType plaintextColumns() {
    List<Type> fields = new ArrayList<Type>();
    for (CitationColumn column : citations.columns) {
      if (!CitationColumn.SENSITIVE.contains(column)) {
        fields.add(citations.schema.getType(column.parquetName));
      }
    }
    return new MessageType(citations.schema.getName(), fields);
  }

  private List<Group> rows(S3Case c) {
    if (!c.citations()) {
      if (standardRows == null) {
        standardRows = StandardRows.generate(rowCount, 42);
      }
      return standardRows;
    }
    if (citationRows == null) {
      citationRows = citationRows(rowCount);
    }
    return citationRows;
  }

  private List<Group> citationRows(int count) {
    StringWriter csv = new StringWriter();
    List<Group> rows = new ArrayList<Group>(count);
    try {
      new CitationGenerator(42, CitationColumn.CLASSIC).write(csv, count);
      try (CitationCsvReader reader =
          CitationCsvReader.open(new StringReader(csv.toString()), true)) {
        for (Group row; (row = reader.next()) != null; ) {
          rows.add(row);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (MalformedRecordException e) {
      throw new IllegalStateException(
          "the citation generator wrote a record its reader rejects: " + e.getMessage(), e);
    }
    return rows;
  }

  private static StandardWorkload workload(S3Case c) {
    return StandardWorkload.values()[c.workload - 1];
  }

  /** Removes what the cases wrote under the prefix. */
  public void clean() throws IOException {
    Path dir = new Path(endpoint.uri(prefix));
    as(writer, () -> dir.getFileSystem(base).delete(dir, true));
  }

  /** Closes the S3A file systems the counts went through (their threads and connections). */
  @Override
  public void close() throws IOException {
    FileSystem.closeAllForUGI(writer);
    for (UserGroupInformation ugi : readers.values()) {
      FileSystem.closeAllForUGI(ugi);
    }
  }

  private KmsEncryption encryption(S3Case c) {
    List<ColumnPath> columns = new ArrayList<ColumnPath>();
    if (c.citations()) {
      columns.addAll(EncryptedColumns.byId(c.columns).paths(citations));
    } else {
      for (String[] p : StandardRows.SCHEMA.getPaths()) {
        columns.add(ColumnPath.get(p));
      }
    }
    return new KmsEncryption(KmsEncryption.demoKeyList(42))
        .mode(c.mode)
        .columnKey(KmsEncryption.COLUMN_KEY_ID, columns)
        .plaintextFooter(c.plaintextFooter)
        .internalKeyMaterial(!c.externalMaterial);
  }

  private Map<String, Long> serverCounts() throws IOException {
    return server == null ? null : server.requestCounts();
  }

  /**
   * The server's count since {@code before}. A request S3A has counted can reach the server's
   * metrics a little later (a GET whose stream S3A drains or aborts after the read returned), so
   * the count is read again until it reaches {@code clientTotal}, for at most {@value
   * #SERVER_SETTLE_MILLIS} ms: a real difference stays a difference.
   */
  private Map<String, Long> serverSince(Map<String, Long> before, long clientTotal)
      throws IOException {
    if (server == null) {
      return null;
    }
    long deadline =
        System.nanoTime()
            + java.util.concurrent.TimeUnit.MILLISECONDS.toNanos(SERVER_SETTLE_MILLIS);
    Map<String, Long> counts = ServerMetrics.difference(before, server.requestCounts());
    while (total(counts) != clientTotal && System.nanoTime() < deadline) {
      try {
        Thread.sleep(50);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IOException("interrupted", e);
      }
      counts = ServerMetrics.difference(before, server.requestCounts());
    }
    return counts;
  }

  static final long SERVER_SETTLE_MILLIS = 2000;

  private static long total(Map<String, Long> counts) {
    long n = 0;
    for (long v : counts.values()) {
      n += v;
    }
    return n;
  }
}
