package org.pmebench.summary;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.pmebench.results.RunResults;
import org.pmebench.util.AtomicFiles;

/**
 * The run as Conbench {@code BenchmarkResult} payloads, one JSON array to post result by result to
 * a Conbench server's {@code /api/benchmark-results}. Conbench knows four units (s, ns, B/s, i/s),
 * none a ratio, and keeps no negative values: an overhead row gives its two sides, the encrypted
 * and the plaintext time per operation in seconds, which Conbench compares run by run; a cipher
 * result gives its bytes per second. The {@code github} field (the commit measured) is left to the
 * poster, who knows it.
 */
public final class ConbenchFeed {
  public static final String FILE = RunResults.CONBENCH_FILE;
  private static final ObjectMapper MAPPER =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private ConbenchFeed() {}

  /**
   * Writes the payloads of {@code summary} into {@code dir}, atomically, when the run's run.json
   * there says when it started (Conbench needs a timestamp); returns whether it wrote them.
   */
  public static boolean write(Summary summary, Path dir) throws IOException {
    Path manifest = dir.resolve("run.json");
    if (!Files.isRegularFile(manifest)) {
      return false;
    }
    JsonNode started = MAPPER.readTree(manifest.toFile()).path("started");
    if (!started.isTextual()) {
      return false;
    }
    String runId = dir.toAbsolutePath().getFileName().toString();
    AtomicFiles.write(
        dir.resolve(FILE),
        MAPPER.writeValueAsBytes(results(summary.file(), runId, started.asText())));
    return true;
  }

  static ArrayNode results(SummaryFile file, String runId, String timestamp) {
    ArrayNode all = MAPPER.createArrayNode();
    ObjectNode machine = ConbenchMachine.of(file.run.machine);
    for (OverheadRow o : file.overheads) {
      double toSeconds = ConbenchMachine.secondsPer(o.unit);
      if (Double.isNaN(toSeconds)) {
        continue;
      }
      String encrypted = o.encryption == null ? "encrypted" : o.encryption;
      add(all, o, encrypted, o.encryptedScore * toSeconds, "s", runId, timestamp, machine);
      add(all, o, "PLAINTEXT", o.plaintextScore * toSeconds, "s", runId, timestamp, machine);
    }
    for (ResultRow r : file.results) {
      if (!Double.isNaN(r.megabytesPerSecond)) {
        add(all, r, null, r.megabytesPerSecond * 1e6, "B/s", runId, timestamp, machine);
      }
    }
    return all;
  }

  private static void add(
      ArrayNode all,
      SummaryRow row,
      String mode,
      double value,
      String unit,
      String runId,
      String timestamp,
      ObjectNode machine) {
    if (!(value >= 0)) {
      return;
    }
    ObjectNode r = all.addObject();
    r.put("run_id", runId);
    r.put("batch_id", runId);
    r.put("run_reason", "pme-bench");
    r.put("timestamp", timestamp);
    ObjectNode stats = r.putObject("stats");
    stats.putArray("data").add(value);
    stats.put("unit", unit);
    stats.put("iterations", 1);
    ObjectNode tags = r.putObject("tags");
    tags.put("name", row.benchmark);
    for (Map.Entry<String, String> p : row.params.entrySet()) {
      if (p.getValue() != null && !p.getValue().isEmpty()) {
        tags.put(p.getKey(), p.getValue());
      }
    }
    tags.put("jvm", row.jvm);
    tags.put("variant", row.variant);
    tags.put("threads", String.valueOf(row.threads));
    if (row.provider != null) {
      tags.put("provider", row.provider);
    }
    if (mode != null) {
      tags.put("mode", mode);
    }
    ObjectNode context = r.putObject("context");
    context.put("benchmark_language", "Java");
    context.put("benchmark_language_version", row.jdkVersion);
    r.putObject("info").put("summary_row", row.id);
    r.set("machine_info", machine);
    String repository = System.getenv("CONBENCH_PROJECT_REPOSITORY");
    String commit = System.getenv("CONBENCH_PROJECT_COMMIT");
    if (repository != null && commit != null) {
      r.putObject("github").put("repository", repository).put("commit", commit);
    }
  }
}
