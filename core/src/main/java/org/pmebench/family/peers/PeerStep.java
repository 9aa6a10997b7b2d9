package org.pmebench.family.peers;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.pmebench.run.RunStep;
import org.pmebench.run.StepContext;
import org.pmebench.util.AtomicFiles;
import org.pmebench.util.RoundOrder;
import org.pmebench.workload.DiskFiles;
import org.pmebench.workload.StandardFiles;
import org.pmebench.workload.StandardRows;
import org.pmebench.workload.StandardWorkload;

/**
 * One implementation of the peers family (pyarrow, arrow-rs, DuckDB) and its other builds, if any:
 * makes each one's runtime (once), exports each workload's rows as the plaintext file parquet-java
 * writes for it (and lineitem as DuckDB's dbgen makes it, where asked), then runs the drivers
 * process by process (the replicates), reads first and writes after, and files each operation's
 * processes as one JMH row per build. Builds of one implementation take turns process by process,
 * in an order shuffled anew each round, so that the host's drift falls on each alike; each writes a
 * result file of its own ({@code peers-<peer>.json}). A process that fails costs its replicate,
 * named in run.json, not the others; a runtime that cannot be made costs its build (the step, when
 * it is the only one).
 */
final class PeerStep extends RunStep {
  private static final ObjectMapper JSON = new ObjectMapper();

  private final PeerMatrix matrix;
  private final Path home;

  /** The implementation's builds in this step, the pinned one first where it is measured. */
  private final List<String> peers;

  PeerStep(PeerMatrix matrix, Path home, List<String> peers) {
    super(
        "peers-" + peers.get(0),
        peers.get(0),
        "peer",
        matrix.processesPerPeer() * peers.size(),
        secondsPerProcess(matrix));
    this.matrix = matrix;
    this.home = home;
    this.peers = peers;
  }

  @Override
  public List<String> details() {
    return peers.size() == 1
        ? Collections.<String>emptyList()
        : Collections.singletonList(
            "builds taking turns process by process: " + String.join(", ", peers));
  }

  @Override
  public List<Output> outputs() {
    List<Output> outputs = new ArrayList<Output>();
    for (String peer : peers) {
      outputs.add(new Output("peers-" + peer, peer));
    }
    return outputs;
  }

  static double secondsPerProcess(PeerMatrix m) {
    return 2 + (m.warmupIterations + m.measurementIterations) * m.iterationSeconds;
  }

  /** The peers family's log, which every peer step and driver appends to. */
  static Path log(StepContext context) {
    return context.runDir.resolve("peers").resolve("peers.log").toAbsolutePath();
  }

  /**
   * The peers family's directory in the run (made here), where every peer step writes its files.
   */
  static Path workDir(StepContext context) throws IOException {
    return Files.createDirectories(context.runDir.resolve("peers").toAbsolutePath());
  }

  /**
   * The peer's driver, its runtime made first where missing (the Python venv, arrow-rs's Cargo
   * build).
   */
  static PeerDriver driver(
      String peer, PeerMatrix matrix, Path home, Path log, StepContext context, String id)
      throws IOException {
    if (Interop.ARROW_RS.equals(peer)) {
      context.console.printf(
          Locale.ROOT,
          "%s: the arrow-rs driver (cargo build into target/peers/arrow-rs, from "
              + "crates.io and a few minutes the first time)%n",
          id);
      return PeerDriver.arrowRs(ArrowRsBuild.binary(home, matrix.cargo, log), log);
    }
    ArrowRsLocal localRs = matrix.arrowRsBuilds.get(peer);
    if (localRs != null) {
      context.console.printf(
          Locale.ROOT,
          "%s: the arrow-rs driver against %s (cargo build into target/peers/arrow-rs-%s, "
              + "minutes the first time)%n",
          id,
          localRs.label,
          localRs.label);
      return PeerDriver.arrowRs(localRs.binary(home, matrix.cargo, log), log);
    }
    ArrowGoLocal local = matrix.arrowGoBuilds.get(peer);
    if (local != null) {
      context.console.printf(
          Locale.ROOT,
          "%s: the arrow-go driver against %s (go build into target/peers/arrow-go-%s)%n",
          id,
          local.label,
          local.label);
      return PeerDriver.arrowGo(local.binary(home, matrix.go, log), log);
    }
    if (Interop.ARROW_GO.equals(peer)) {
      context.console.printf(
          Locale.ROOT,
          "%s: the arrow-go driver (go build into target/peers/arrow-go, from the Go "
              + "module proxy the first time)%n",
          id);
      return PeerDriver.arrowGo(ArrowGoBuild.binary(home, matrix.go, log), log);
    }
    PyarrowBuild other = matrix.pyarrowBuilds.get(peer);
    if (other != null) {
      context.console.printf(
          Locale.ROOT,
          "%s: pyarrow %s's environment (target/peers/python-%s, from PyPI the first time)%n",
          id,
          other.label,
          other.label);
      return PeerDriver.pyarrow(other.python(home, matrix.python, log), home, log);
    }
    context.console.printf(
        Locale.ROOT,
        "%s: the Python peers' environment (target/peers/python, from PyPI the " + "first time)%n",
        id);
    Path python = PythonEnvironment.python(home, matrix.python, log);
    return Interop.PYARROW.equals(peer)
        ? PeerDriver.pyarrow(python, home, log)
        : PeerDriver.duckdb(peer, python, home, log);
  }

  /** The pinned version of a peer, as the results name it. */
  static String version(String peer, Path home) throws IOException {
    if (PeerMatrix.buildLabel(peer) != null) {
      return PeerMatrix.buildLabel(peer);
    }
    if (Interop.ARROW_RS.equals(peer)) {
      return ArrowRsBuild.pinnedVersion(home);
    }
    if (Interop.ARROW_GO.equals(peer)) {
      return ArrowGoBuild.pinnedVersion(home);
    }
    return PythonEnvironment.pinnedVersion(
        home, Interop.PYARROW.equals(peer) ? "pyarrow" : "duckdb");
  }

  /**
   * The tables the run's peers read and write: the standard workloads', then lineitem where asked.
   */
  static List<PeerTable> tables(PeerMatrix matrix, Path dir) {
    List<PeerTable> tables = new ArrayList<PeerTable>();
    for (int w : matrix.workloads) {
      tables.add(PeerTable.standard(w, matrix.rows, dir));
    }
    if (matrix.lineitemScale != null) {
      tables.add(PeerTable.lineitem(matrix.lineitemScale, dir));
    }
    return tables;
  }

  /** Writes {@code rows} of a workload as the plaintext file parquet-java writes for it. */
  static void export(
      List<org.apache.parquet.example.data.Group> rows, Path file, StandardWorkload workload)
      throws IOException {
    Configuration conf = StandardFiles.configuration();
    StandardFiles.write(rows, DiskFiles.output(file), workload, null, conf);
  }

  /**
   * Writes {@code rows} as parquet-java's v1 writer does (plain and dictionary encodings, v1
   * pages): the same values for a reader that cannot decode the v2 writer's encodings (arrow-go).
   */
  static void exportV1(
      List<org.apache.parquet.example.data.Group> rows, Path file, StandardWorkload workload)
      throws IOException {
    try (org.apache.parquet.hadoop.ParquetWriter<org.apache.parquet.example.data.Group> writer =
        org.apache.parquet.hadoop.example.ExampleParquetWriter.builder(DiskFiles.output(file))
            .withConf(StandardFiles.configuration())
            .withType(StandardRows.SCHEMA)
            .withWriteMode(org.apache.parquet.hadoop.ParquetFileWriter.Mode.OVERWRITE)
            .withWriterVersion(
                org.apache.parquet.column.ParquetProperties.WriterVersion.PARQUET_1_0)
            .withCompressionCodec(workload.codec)
            .withPageSize(workload.pageSize)
            .withDictionaryPageSize(StandardWorkload.DICTIONARY_PAGE_SIZE)
            .build()) {
      for (org.apache.parquet.example.data.Group row : rows) {
        writer.write(row);
      }
    }
  }

  @Override
  public void run(StepContext context) throws Failure {
    Path log = log(context);
    try {
      Path dir = workDir(context);
      Map<String, PeerDriver> drivers = new LinkedHashMap<String, PeerDriver>();
      for (String peer : peers) {
        try {
          drivers.put(peer, driver(peer, matrix, home, log, context, "peers-" + peer));
        } catch (IOException e) {
          if (peers.size() == 1) {
            throw e;
          }
          context.partFailed("peers-" + peer, peer, e.getMessage());
        }
      }
      if (drivers.isEmpty()) {
        throw new Failure(id + ": no build's runtime could be made (reasons above)", log);
      }
      Map<String, ArrayNode> rows = measure(context, drivers, dir, log);
      for (Map.Entry<String, ArrayNode> peer : rows.entrySet()) {
        if (peer.getValue().size() > 0) {
          AtomicFiles.writeString(
              context.runDir.resolve("peers-" + peer.getKey() + ".json.partial"),
              JSON.writeValueAsString(peer.getValue()));
        }
      }
      if (!anyWritten(context)) {
        throw new Failure(id + ": nothing was measured (reasons above and in run.json)", log);
      }
    } catch (IOException e) {
      throw new Failure(id + ": " + e.getMessage(), log);
    }
  }

  private boolean anyWritten(StepContext context) {
    for (Output o : outputs()) {
      if (Files.exists(context.runDir.resolve(o.id + ".json.partial"))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Every table made (by DuckDB where it makes it and this implementation is not DuckDB), then read
   * and written by each build's processes, the builds taking turns: per build, one row per table
   * and operation that any of its processes finished.
   */
  private Map<String, ArrayNode> measure(
      StepContext context, Map<String, PeerDriver> drivers, Path dir, Path log) throws IOException {
    Map<String, ArrayNode> rows = new LinkedHashMap<String, ArrayNode>();
    for (String peer : drivers.keySet()) {
      rows.put(peer, JSON.createArrayNode());
    }
    PeerDriver first = drivers.values().iterator().next();
    int done = 0;
    for (PeerTable table : tables(matrix, dir)) {
      boolean duckdbMakes =
          table.madeByDuckdb()
              && !Files.isRegularFile(table.data)
              && !first.implementation.startsWith(Interop.DUCKDB);
      table.make(
          duckdbMakes ? driver(Interop.DUCKDB, matrix, home, log, context, id) : first,
          dir,
          limitSeconds(matrix));
      for (String op : PeerJson.operations()) {
        Map<String, List<JsonNode>> forks = new LinkedHashMap<String, List<JsonNode>>();
        for (int f = 1; f <= matrix.forks; f++) {
          for (String peer : RoundOrder.of(drivers.keySet(), f)) {
            JsonNode out = process(context, peer, drivers.get(peer), dir, table, op, f);
            List<JsonNode> outputs = forks.computeIfAbsent(peer, p -> new ArrayList<JsonNode>());
            if (out != null) {
              outputs.add(out);
            }
            done++;
            context.console.printf(
                Locale.ROOT,
                "  %s %s: process %d of %d done (%d of %d)%n",
                peer,
                table.spec(op),
                f,
                matrix.forks,
                done,
                configurations);
          }
        }
        for (Map.Entry<String, List<JsonNode>> peer : forks.entrySet()) {
          if (!peer.getValue().isEmpty()) {
            rows.get(peer.getKey()).add(PeerJson.row(peer.getValue(), table.spec(op)));
          }
        }
      }
    }
    return rows;
  }

  /**
   * Process {@code f} of one build, table and operation: its output, or null when it failed (named
   * in run.json).
   */
  private JsonNode process(
      StepContext context,
      String peer,
      PeerDriver driver,
      Path dir,
      PeerTable table,
      String op,
      int f)
      throws IOException {
    String part =
        String.format(
            Locale.ROOT,
            "peers-%s-%s-%s-f%d",
            peer,
            op,
            table.data.getFileName().toString().replace(".parquet", ""),
            f);
    try {
      JsonNode out =
          driver.run(
              "paired",
              args(op, table, driver),
              dir.resolve(part + ".json"),
              limitSeconds(matrix) + table.extraSeconds());
      String label = PeerMatrix.buildLabel(peer);
      if (label != null && out.isObject()) {
        // Another build's rows say which build they are, not only the version it reports.
        ((com.fasterxml.jackson.databind.node.ObjectNode) out).put("version", label);
      }
      return out;
    } catch (IOException e) {
      context.partFailed(part, peer, e.getMessage());
      return null;
    }
  }

  private List<String> args(String op, PeerTable table, PeerDriver driver) {
    List<String> args =
        new ArrayList<String>(
            Arrays.asList("--op", op, "--rows", table.rowsFor(driver).toString()));
    args.addAll(table.shape());
    args.addAll(
        Arrays.asList(
            "--warmup",
            Integer.toString(matrix.warmupIterations),
            "--iterations",
            Integer.toString(matrix.measurementIterations),
            "--iteration-seconds",
            Double.toString(matrix.iterationSeconds)));
    return args;
  }

  static long limitSeconds(PeerMatrix matrix) {
    return (long) (120 + 3 * secondsPerProcess(matrix));
  }

  /** parquet-java's codec name as Arrow spells it. */
  static String codec(CompressionCodecName codec) {
    return codec == CompressionCodecName.UNCOMPRESSED ? "NONE" : codec.name();
  }
}
