package org.pmebench.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.pmebench.bench.PeerMatrix;
import org.pmebench.parquet.DiskFiles;
import org.pmebench.parquet.StandardFiles;
import org.pmebench.parquet.StandardRows;
import org.pmebench.parquet.StandardWorkload;
import org.pmebench.peers.Interop;
import org.pmebench.peers.InteropCell;
import org.pmebench.peers.PeerJson;
import org.pmebench.peers.PyarrowDriver;
import org.pmebench.peers.PyarrowEnvironment;
import org.pmebench.results.AtomicFiles;

/**
 * The peers family: makes the pyarrow environment (once), exports each workload's rows as the
 * plaintext file parquet-java writes for it, checks that parquet-java and pyarrow read each other's
 * PME files (the first workload's rows), then runs the peer's driver process by process (the
 * replicates), reads first and writes after, and files each operation's processes as one JMH row.
 * A process that fails costs its replicate, named in run.json, not the others.
 */
final class PeerStep extends RunStep {
  static final String LABEL = "pyarrow";
  private static final ObjectMapper JSON = new ObjectMapper();

  private final PeerMatrix matrix;
  private final Path home;

  PeerStep(PeerMatrix matrix, Path home) {
    super("peers-pyarrow", LABEL, "peer", matrix.processes(), secondsPerProcess(matrix));
    this.matrix = matrix;
    this.home = home;
  }

  static double secondsPerProcess(PeerMatrix m) {
    return 2 + (m.warmupIterations + m.measurementIterations) * m.iterationSeconds;
  }

  @Override
  List<String> jvmArgs() {
    return Collections.emptyList();
  }

  @Override
  void run(StepContext context) throws Failure {
    Path dir = context.runDir.resolve("peers").toAbsolutePath();
    Path log = dir.resolve("peers.log");
    try {
      Files.createDirectories(dir);
      context.console.printf(Locale.ROOT, "%s: pyarrow's environment (target/peers/pyarrow, from PyPI the first "
          + "time)%n", id);
      PyarrowDriver driver = new PyarrowDriver(PyarrowEnvironment.python(home, matrix.python, log), home, log);
      ArrayNode rows = JSON.createArrayNode();
      int done = 0;
      for (int w : matrix.workloads) {
        StandardWorkload workload = StandardWorkload.values()[w - 1];
        Path data = dir.resolve("rows-w" + w + ".parquet");
        List<Group> generated = StandardRows.generate(matrix.rows, 42);
        StandardFiles.write(generated, DiskFiles.output(data), workload, null, StandardFiles.configuration());
        if (matrix.interop && w == matrix.workloads.get(0)) {
          context.console.printf(Locale.ROOT, "%s: interoperability, parquet-java and pyarrow each writing and reading "
              + "%s's rows in every mode, footer and key material%n", id, "R" + w);
          try {
            List<InteropCell> cells = new Interop(driver, Files.createDirectories(dir.resolve("interop")))
                .run(generated, data, workload, limitSeconds());
            rows.addAll(PeerJson.interop(cells, PyarrowEnvironment.installedVersion(home)));
            long failed = cells.stream().filter(c -> !c.ok()).count();
            context.console.printf(Locale.ROOT, "  %d of %d cells read the writer's values%s%n", cells.size() - failed,
                cells.size(), failed > 0 ? " (the others: report and summary.json)" : "");
          } catch (IOException | RuntimeException e) {
            context.partFailed(id + "-interop", jvmLabel, String.valueOf(e));
          }
        }
        for (String op : PeerJson.operations()) {
          List<JsonNode> forks = new ArrayList<JsonNode>();
          for (int f = 1; f <= matrix.forks; f++) {
            Path out = dir.resolve(String.format(Locale.ROOT, "pyarrow-%s-w%d-f%d.json", op, w, f));
            String part = String.format(Locale.ROOT, "%s-%s-w%d-f%d", id, op, w, f);
            try {
              forks.add(paired(driver, op, workload, data, out));
            } catch (IOException e) {
              context.partFailed(part, jvmLabel, e.getMessage());
            }
            done++;
            context.console.printf(Locale.ROOT, "  pyarrow %s%d: process %d of %d done (%d of %d)%n",
                "read".equals(op) ? "R" : "W", w, f, matrix.forks, done, matrix.processes());
          }
          if (!forks.isEmpty()) {
            rows.add(PeerJson.row(forks, ("read".equals(op) ? "R" : "W") + w));
          }
        }
      }
      if (rows.size() == 0) {
        throw new Failure("peers: nothing was measured (reasons above and in run.json)", log);
      }
      AtomicFiles.writeString(context.runDir.resolve(id + ".json.partial"), JSON.writeValueAsString(rows));
    } catch (IOException e) {
      throw new Failure("peers: " + e.getMessage(), log);
    }
  }

  private JsonNode paired(PyarrowDriver driver, String op, StandardWorkload workload, Path data, Path out)
      throws IOException {
    return driver.run("paired", Arrays.asList("--op", op, "--rows", data.toString(), "--row-group-rows",
        Integer.toString(matrix.rows), "--page-bytes", Integer.toString(workload.pageSize), "--dictionary-page-bytes",
        Integer.toString(StandardWorkload.DICTIONARY_PAGE_SIZE), "--codec", codec(workload.codec), "--warmup",
        Integer.toString(matrix.warmupIterations), "--iterations", Integer.toString(matrix.measurementIterations),
        "--iteration-seconds", Double.toString(matrix.iterationSeconds)), out, limitSeconds());
  }

  private long limitSeconds() {
    return (long) (120 + 3 * secondsPerProcess(matrix));
  }

  /** parquet-java's codec name as Arrow spells it. */
  static String codec(CompressionCodecName codec) {
    return codec == CompressionCodecName.UNCOMPRESSED ? "NONE" : codec.name();
  }
}
