package org.pmebench.family.peers;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.parquet.example.data.Group;
import org.pmebench.run.RunStep;
import org.pmebench.run.StepContext;
import org.pmebench.util.AtomicFiles;
import org.pmebench.workload.StandardRows;
import org.pmebench.workload.StandardWorkload;

/**
 * The peers family's interoperability matrix, before the timings: parquet-java and every peer whose
 * runtime could be made write the first workload's rows in every setting and read each other's
 * files. A peer that cannot run is named in run.json and left out; the others go on.
 */
final class InteropStep extends RunStep {
  static final String LABEL = "interop";
  private static final ObjectMapper JSON = new ObjectMapper();

  private final PeerMatrix matrix;
  private final Path home;

  InteropStep(PeerMatrix matrix, Path home) {
    super("peers-interop", LABEL, "peer", 1, 30);
    this.matrix = matrix;
    this.home = home;
  }

  @Override
  public void run(StepContext context) throws Failure {
    Path log = PeerStep.log(context);
    try {
      Path dir = PeerStep.workDir(context);
      List<PeerDriver> drivers = new ArrayList<PeerDriver>();
      Map<String, String> versions = new LinkedHashMap<String, String>();
      for (String peer : matrix.interopPeers()) {
        try {
          drivers.add(PeerStep.driver(peer, matrix, home, log, context, id));
          versions.put(peer, PeerStep.version(peer, home));
        } catch (IOException e) {
          context.partFailed(id + "-" + peer, jvmLabel, e.getMessage());
        }
      }
      int w = matrix.workloads.get(0);
      StandardWorkload workload = StandardWorkload.values()[w - 1];
      Path data = dir.resolve("rows-w" + w + ".parquet");
      List<Group> rows = StandardRows.generate(matrix.rows, 42);
      PeerStep.export(rows, data, workload);
      PeerStep.exportV1(rows, PeerTable.v1(data), workload);
      context.console.printf(
          Locale.ROOT,
          "%s: parquet-java%s each writing and reading R%d's rows in every mode, "
              + "footer, key material, with an AAD prefix and with explicit keys%n",
          id,
          drivers.isEmpty() ? " alone" : " and " + String.join(", ", versions.keySet()),
          w);
      List<InteropCell> cells =
          new Interop(drivers, Files.createDirectories(dir.resolve("interop")))
              .run(rows, data, workload, PeerStep.limitSeconds(matrix));
      ArrayNode out = JSON.createArrayNode();
      out.addAll(PeerJson.interop(cells, versions));
      long failed = cells.stream().filter(c -> !c.ok()).count();
      context.console.printf(
          Locale.ROOT,
          "  %d of %d cells read the writer's values%s%n",
          cells.size() - failed,
          cells.size(),
          failed > 0 ? " (the others: report and summary.json)" : "");
      AtomicFiles.writeString(
          context.runDir.resolve(id + ".json.partial"), JSON.writeValueAsString(out));
    } catch (IOException | RuntimeException e) {
      throw new Failure(id + ": " + e.getMessage(), log);
    }
  }
}
