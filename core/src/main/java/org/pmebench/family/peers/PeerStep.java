package org.pmebench.family.peers;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.pmebench.run.RunStep;
import org.pmebench.run.StepContext;
import org.pmebench.util.AtomicFiles;
import org.pmebench.workload.DiskFiles;
import org.pmebench.workload.StandardFiles;
import org.pmebench.workload.StandardRows;
import org.pmebench.workload.StandardWorkload;

/**
 * One peer of the peers family (pyarrow, arrow-rs): makes its runtime (once), exports each
 * workload's rows as the plaintext file parquet-java writes for it, then runs the peer's driver
 * process by process (the replicates), reads first and writes after, and files each operation's
 * processes as one JMH row. A process that fails costs its replicate, named in run.json, not the
 * others; a runtime that cannot be made costs the step.
 */
final class PeerStep extends RunStep {
  private static final ObjectMapper JSON = new ObjectMapper();

  private final PeerMatrix matrix;
  private final Path home;
  private final String peer;

  PeerStep(PeerMatrix matrix, Path home, String peer) {
    super("peers-" + peer, peer, "peer", matrix.processesPerPeer(), secondsPerProcess(matrix));
    this.matrix = matrix;
    this.home = home;
    this.peer = peer;
  }

  static double secondsPerProcess(PeerMatrix m) {
    return 2 + (m.warmupIterations + m.measurementIterations) * m.iterationSeconds;
  }

  /** The peers family's log, which every peer step and driver appends to. */
  static Path log(StepContext context) {
    return context.runDir.resolve("peers").resolve("peers.log").toAbsolutePath();
  }

  /** The peers family's directory in the run (made here), where every peer step writes its files. */
  static Path workDir(StepContext context) throws IOException {
    return Files.createDirectories(context.runDir.resolve("peers").toAbsolutePath());
  }

  /** The peer's driver, its runtime made first where missing (pyarrow's venv, arrow-rs's Cargo build). */
  static PeerDriver driver(String peer, PeerMatrix matrix, Path home, Path log, StepContext context, String id)
      throws IOException {
    if (Interop.ARROW_RS.equals(peer)) {
      context.console.printf(Locale.ROOT, "%s: the arrow-rs driver (cargo build into target/peers/arrow-rs, from "
          + "crates.io and a few minutes the first time)%n", id);
      return PeerDriver.arrowRs(ArrowRsBuild.binary(home, matrix.cargo, log), log);
    }
    context.console.printf(Locale.ROOT, "%s: pyarrow's environment (target/peers/pyarrow, from PyPI the first "
        + "time)%n", id);
    return PeerDriver.pyarrow(PyarrowEnvironment.python(home, matrix.python, log), home, log);
  }

  /** The pinned version of a peer, as the results name it. */
  static String version(String peer, Path home) throws IOException {
    return Interop.ARROW_RS.equals(peer) ? ArrowRsBuild.pinnedVersion(home) : PyarrowEnvironment.installedVersion(home);
  }

  /** Writes {@code rows} of a workload as the plaintext file parquet-java writes for it. */
  static void export(List<org.apache.parquet.example.data.Group> rows, Path file, StandardWorkload workload)
      throws IOException {
    Configuration conf = StandardFiles.configuration();
    StandardFiles.write(rows, DiskFiles.output(file), workload, null, conf);
  }

  @Override
  public void run(StepContext context) throws Failure {
    Path log = log(context);
    try {
      Path dir = workDir(context);
      PeerDriver driver = driver(peer, matrix, home, log, context, id);
      ArrayNode rows = JSON.createArrayNode();
      int done = 0;
      for (int w : matrix.workloads) {
        StandardWorkload workload = StandardWorkload.values()[w - 1];
        Path data = dir.resolve("rows-w" + w + ".parquet");
        if (!Files.isRegularFile(data)) { // every peer of the run reads the same file
          export(StandardRows.generate(matrix.rows, 42), data, workload);
        }
        for (String op : PeerJson.operations()) {
          List<JsonNode> forks = new ArrayList<JsonNode>();
          for (int f = 1; f <= matrix.forks; f++) {
            Path out = dir.resolve(String.format(Locale.ROOT, "%s-%s-w%d-f%d.json", peer, op, w, f));
            String part = String.format(Locale.ROOT, "%s-%s-w%d-f%d", id, op, w, f);
            try {
              forks.add(paired(driver, op, workload, data, out));
            } catch (IOException e) {
              context.partFailed(part, jvmLabel, e.getMessage());
            }
            done++;
            context.console.printf(Locale.ROOT, "  %s %s%d: process %d of %d done (%d of %d)%n", peer,
                "read".equals(op) ? "R" : "W", w, f, matrix.forks, done, configurations);
          }
          if (!forks.isEmpty()) {
            rows.add(PeerJson.row(forks, ("read".equals(op) ? "R" : "W") + w));
          }
        }
      }
      if (rows.size() == 0) {
        throw new Failure(id + ": nothing was measured (reasons above and in run.json)", log);
      }
      AtomicFiles.writeString(context.runDir.resolve(id + ".json.partial"), JSON.writeValueAsString(rows));
    } catch (IOException e) {
      throw new Failure(id + ": " + e.getMessage(), log);
    }
  }

  private JsonNode paired(PeerDriver driver, String op, StandardWorkload workload, Path data, Path out)
      throws IOException {
    return driver.run("paired", Arrays.asList("--op", op, "--rows", data.toString(), "--row-group-rows",
        Integer.toString(matrix.rows), "--page-bytes", Integer.toString(workload.pageSize), "--dictionary-page-bytes",
        Integer.toString(StandardWorkload.DICTIONARY_PAGE_SIZE), "--codec", codec(workload.codec), "--warmup",
        Integer.toString(matrix.warmupIterations), "--iterations", Integer.toString(matrix.measurementIterations),
        "--iteration-seconds", Double.toString(matrix.iterationSeconds)), out, limitSeconds(matrix));
  }

  static long limitSeconds(PeerMatrix matrix) {
    return (long) (120 + 3 * secondsPerProcess(matrix));
  }

  /** parquet-java's codec name as Arrow spells it. */
  static String codec(CompressionCodecName codec) {
    return codec == CompressionCodecName.UNCOMPRESSED ? "NONE" : codec.name();
  }
}
