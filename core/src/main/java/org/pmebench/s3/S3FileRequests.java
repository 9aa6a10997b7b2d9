package org.pmebench.s3;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.statistics.IOStatisticsSnapshot;
import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.crypto.FileEncryptionProperties;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.parquet.hadoop.util.HadoopOutputFile;
import org.pmebench.crypto.EncryptionMode;
import org.pmebench.crypto.kms.KmsEncryption;
import org.pmebench.parquet.StandardFiles;
import org.pmebench.parquet.StandardRows;
import org.pmebench.parquet.StandardWorkload;

/**
 * Counts the S3 requests of writing and of reading one standard-workload file through S3A, as a
 * Spark or Hadoop job does it ({@code HadoopOutputFile}/{@code HadoopInputFile}, keys through
 * parquet's key tools): the file system's own counters before and after each operation, and —
 * on the suite's S3Proxy — the server's count of the same requests. Deterministic numbers, not
 * timings: run once per case.
 */
public final class S3FileRequests implements java.io.Closeable {
  private final S3Endpoint endpoint;
  /** Null on a user's endpoint, whose server keeps no count the suite can read. */
  private final S3ProxyServer server;
  private final Configuration base;
  private final List<Group> rows;
  private final String prefix;

  public S3FileRequests(S3Endpoint endpoint, S3ProxyServer server, int rowCount, String prefix) {
    this.endpoint = endpoint;
    this.server = server;
    this.base = endpoint.configure(StandardFiles.configuration());
    this.rows = StandardRows.generate(rowCount, 42);
    this.prefix = prefix;
  }

  /** What one file costs in requests, written then read. */
  public static final class Counted {
    public final S3Case c;
    public final long fileBytes;
    public final RequestCounts write;
    public final RequestCounts read;
    /** The server's count per S3 operation, null when unknown. */
    public final Map<String, Long> serverWrite;
    public final Map<String, Long> serverRead;

    Counted(S3Case c, long fileBytes, RequestCounts write, RequestCounts read, Map<String, Long> serverWrite,
        Map<String, Long> serverRead) {
      this.c = c;
      this.fileBytes = fileBytes;
      this.write = write;
      this.read = read;
      this.serverWrite = serverWrite;
      this.serverRead = serverRead;
    }
  }

  public Counted count(S3Case c) throws IOException {
    Configuration conf = c.mode.encrypted() ? encryption(c).configuration(base) : base;
    Path file = new Path(endpoint.uri(prefix + "/" + c.id() + ".parquet"));
    FileSystem fs = file.getFileSystem(conf);
    StandardWorkload workload = StandardWorkload.values()[c.workload - 1];
    KmsEncryption.clearCaches();

    Map<String, Long> serverBefore = serverCounts();
    IOStatisticsSnapshot before = RequestCounts.snapshot(fs);
    FileEncryptionProperties encryption = c.mode.encrypted() ? KmsEncryption.encryptionProperties(conf, file) : null;
    StandardFiles.write(rows, HadoopOutputFile.fromPath(file, conf), workload, encryption, conf);
    RequestCounts write = RequestCounts.since(before, fs);
    Map<String, Long> serverWrite = serverSince(serverBefore);

    long length = fs.getFileStatus(file).getLen();
    KmsEncryption.clearCaches();
    serverBefore = serverCounts();
    before = RequestCounts.snapshot(fs);
    FileDecryptionProperties decryption = c.mode.encrypted() ? KmsEncryption.decryptionProperties(conf, file) : null;
    long records = StandardFiles.readAll(HadoopInputFile.fromPath(file, conf), decryption, conf, x -> { });
    RequestCounts read = RequestCounts.since(before, fs);
    Map<String, Long> serverRead = serverSince(serverBefore);
    if (records != rows.size()) {
      throw new IOException(file + ": read " + records + " records of " + rows.size());
    }
    return new Counted(c, length, write, read, serverWrite, serverRead);
  }

  /** Removes what the cases wrote under the prefix. */
  public void clean() throws IOException {
    Path dir = new Path(endpoint.uri(prefix));
    dir.getFileSystem(base).delete(dir, true);
  }

  /** Closes the S3A file system the counts went through (its threads and connections). */
  @Override
  public void close() throws IOException {
    FileSystem.get(new Path(endpoint.uri(prefix)).toUri(), base).close();
  }

  private static KmsEncryption encryption(S3Case c) {
    return new KmsEncryption(KmsEncryption.demoKeyList(42))
        .mode(c.mode)
        .columnKey(KmsEncryption.COLUMN_KEY_ID, StandardRows.SCHEMA.getPaths().stream()
            .map(p -> org.apache.parquet.hadoop.metadata.ColumnPath.get(p))
            .collect(java.util.stream.Collectors.toList()))
        .plaintextFooter(c.plaintextFooter)
        .internalKeyMaterial(!c.externalMaterial);
  }

  private Map<String, Long> serverCounts() throws IOException {
    return server == null ? null : server.requestCounts();
  }

  private Map<String, Long> serverSince(Map<String, Long> before) throws IOException {
    return server == null ? null : ServerMetrics.difference(before, server.requestCounts());
  }
}
