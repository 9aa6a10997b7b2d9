package org.pmebench.family.peers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.pmebench.workload.StandardRows;
import org.pmebench.workload.StandardWorkload;

/**
 * What a peer reads and writes in paired rounds: a standard workload's rows in its file shape, or
 * TPC-H's lineitem from DuckDB's dbgen in DuckDB's (snappy, row groups of 122,880 rows). Every peer
 * of a run starts from the same plaintext file, made once in the family's directory.
 */
final class PeerTable {
  /** DuckDB's default row group size, the one its dbgen file has. */
  static final int LINEITEM_ROW_GROUP_ROWS = 122_880;

  /** What follows R or W in the rows' spec: {@code 1}, {@code " lineitem SF1"}. */
  final String suffix;

  final Path data;
  private final List<String> shape;
  private final StandardWorkload workload;
  private final int rows;
  private final Double lineitemScale;

  private PeerTable(
      String suffix,
      Path data,
      List<String> shape,
      StandardWorkload workload,
      int rows,
      Double lineitemScale) {
    this.suffix = suffix;
    this.data = data;
    this.shape = shape;
    this.workload = workload;
    this.rows = rows;
    this.lineitemScale = lineitemScale;
  }

  /**
   * Standard workload {@code w}'s rows ({@code rows} of them), one row group, its page size and
   * codec.
   */
  static PeerTable standard(int w, int rows, Path dir) {
    StandardWorkload workload = StandardWorkload.values()[w - 1];
    return new PeerTable(
        Integer.toString(w),
        dir.resolve("rows-w" + w + ".parquet"),
        Arrays.asList(
            "--row-group-rows",
            Integer.toString(rows),
            "--page-bytes",
            Integer.toString(workload.pageSize),
            "--dictionary-page-bytes",
            Integer.toString(StandardWorkload.DICTIONARY_PAGE_SIZE),
            "--codec",
            PeerStep.codec(workload.codec)),
        workload,
        rows,
        null);
  }

  /**
   * TPC-H's lineitem at scale factor {@code sf}: DuckDB's file shape, pages and dictionaries of 1
   * MiB.
   */
  static PeerTable lineitem(double sf, Path dir) {
    String name = "lineitem-sf" + scale(sf);
    return new PeerTable(
        " lineitem SF" + scale(sf),
        dir.resolve(name + ".parquet"),
        Arrays.asList(
            "--row-group-rows",
            Integer.toString(LINEITEM_ROW_GROUP_ROWS),
            "--page-bytes",
            Integer.toString(1 << 20),
            "--dictionary-page-bytes",
            Integer.toString(1 << 20),
            "--codec",
            "SNAPPY"),
        null,
        0,
        sf);
  }

  /** A scale factor as TPC-H writes it: 1, 0.1. */
  static String scale(double sf) {
    return sf == Math.rint(sf) ? Long.toString((long) sf) : String.format(Locale.ROOT, "%s", sf);
  }

  /** R or W with the suffix: the rows' spec. */
  String spec(String op) {
    return ("read".equals(op) ? "R" : "W") + suffix;
  }

  /** The file shape's driver options. */
  List<String> shape() {
    return shape;
  }

  /**
   * Seconds a process may take beyond the iterations: the setup of a large table (load, write,
   * check).
   */
  long extraSeconds() {
    return lineitemScale == null ? 0 : (long) Math.ceil(300 * lineitemScale);
  }

  /** Whether DuckDB's dbgen makes the file (lineitem), not parquet-java. */
  boolean madeByDuckdb() {
    return workload == null;
  }

  /**
   * The file {@code driver} reads the rows from: the v1 writer's copy of the standard rows for
   * arrow-go.
   */
  Path rowsFor(PeerDriver driver) {
    return workload != null && driver.readsV1Rows() ? v1(data) : data;
  }

  /** The v1 writer's copy beside a standard rows file. */
  static Path v1(Path data) {
    return data.resolveSibling(data.getFileName().toString().replace(".parquet", "-v1.parquet"));
  }

  /**
   * Makes the plaintext file if no peer of the run has made it yet: parquet-java writes the
   * standard rows (and their v1 copy); {@code duckdb} (any DuckDB driver) writes lineitem.
   */
  void make(PeerDriver duckdb, Path dir, long limitSeconds) throws IOException {
    if (Files.isRegularFile(data)) {
      return;
    }
    if (workload != null) {
      List<org.apache.parquet.example.data.Group> generated = StandardRows.generate(rows, 42);
      PeerStep.exportV1(generated, v1(data), workload);
      PeerStep.export(generated, data, workload);
      return;
    }
    duckdb.run(
        "tpch",
        Arrays.asList("--sf", Double.toString(lineitemScale), "--file", data.toString()),
        dir.resolve(data.getFileName() + ".json"),
        limitSeconds + extraSeconds());
  }
}
