package org.pmebench.history;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * Run directories for the history's tests, made from one committed reference run (the parking
 * family's ci run) with its machine, start time and overhead changed: a history with a known step.
 */
public final class HistoryRuns {
  static final Path TEMPLATE =
      Paths.get("results/reference/2026-11-25-issue44-published-answers/columns-ci-amd");

  private HistoryRuns() {}

  /**
   * Writes run {@code name} under {@code dir}: started on 2026-11-{@code day} at noon on machine
   * {@code machine}, every overhead row's ratios {@code ratio} (its interval kept as wide).
   */
  public static Path write(Path dir, String name, String machine, int day, double ratio)
      throws Exception {
    ObjectMapper json = new ObjectMapper();
    ObjectNode summary = (ObjectNode) json.readTree(TEMPLATE.resolve("summary.json").toFile());
    ((ObjectNode) summary.path("machine")).put("id", machine);
    for (com.fasterxml.jackson.databind.JsonNode row : (ArrayNode) summary.path("overheads")) {
      shift((ObjectNode) row, ratio);
      for (String clock : new String[] {"wall", "cpu", "processCpu"}) {
        if (row.path(clock).isObject()) {
          shift((ObjectNode) row.path(clock), ratio);
        }
      }
    }
    ObjectNode manifest = (ObjectNode) json.readTree(TEMPLATE.resolve("run.json").toFile());
    manifest.put("started", String.format("2026-11-%02dT12:00:00Z", day));
    Path run = dir.resolve(name);
    Files.createDirectories(run);
    json.writeValue(run.resolve("summary.json").toFile(), summary);
    json.writeValue(run.resolve("run.json").toFile(), manifest);
    return run;
  }

  private static void shift(ObjectNode estimate, double ratio) {
    double half = (estimate.path("high").asDouble() - estimate.path("low").asDouble()) / 2;
    estimate.put("ratio", ratio);
    estimate.put("low", ratio - half);
    estimate.put("high", ratio + half);
  }
}
