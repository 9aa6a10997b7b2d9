package org.pmebench.history;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.pmebench.results.InvalidResultsException;
import org.pmebench.summary.SummaryFile;

/**
 * One run as the history reads it: its summary, the time it started (its run.json's) and where it
 * is. A summary without a run.json beside it has no time and is left out, as is one made across
 * machines ({@code combine}).
 */
public final class HistoryRun {
  public final Instant started;

  /** The run's directory as given (or found under a directory given). */
  public final String label;

  public final SummaryFile summary;

  /** Its summary.json. */
  public final Path file;

  HistoryRun(Instant started, String label, SummaryFile summary, Path file) {
    this.started = started;
    this.label = label;
    this.summary = summary;
    this.file = file;
  }

  /** The run's profile ("" where its summary names none). */
  String profile() {
    return summary.run.profile == null ? "" : summary.run.profile.id;
  }

  /**
   * The runs under {@code inputs} (run directories, directories holding runs at any depth, or
   * summary.json files), oldest first; {@code skipped} hears of each summary left out and why.
   */
  public static List<HistoryRun> find(List<Path> inputs, Consumer<String> skipped)
      throws IOException {
    List<HistoryRun> runs = new ArrayList<HistoryRun>();
    for (Path input : inputs) {
      List<Path> found = summaries(input);
      for (Path summary : found) {
        Path parent = parentRun(summary, found);
        if (parent != null) {
          // A --parquet-versions child: its rows are in the parent's summary, tagged with the
          // release; on their own they would pass for the built-in release's.
          skipped.accept(
              summary
                  + ": a run inside run "
                  + parent.getParent()
                  + ", whose summary holds its rows");
          continue;
        }
        HistoryRun run = read(summary, skipped);
        if (run != null) {
          runs.add(run);
        }
      }
    }
    Collections.sort(runs, (a, b) -> a.started.compareTo(b.started));
    return runs;
  }

  /**
   * The summary of a run whose directory holds {@code summary}'s run, among {@code found}; or null.
   */
  private static Path parentRun(Path summary, List<Path> found) {
    for (Path dir = summary.getParent().getParent(); dir != null; dir = dir.getParent()) {
      Path outer = dir.resolve("summary.json");
      if (found.contains(outer)) {
        return outer;
      }
    }
    return null;
  }

  private static List<Path> summaries(Path input) throws IOException {
    if (!Files.exists(input)) {
      throw new IOException(input + ": no such file or directory");
    }
    if (!Files.isDirectory(input)) {
      return Collections.singletonList(input);
    }
    try (Stream<Path> files = Files.walk(input)) {
      return files
          .filter(p -> p.getFileName().toString().equals("summary.json"))
          .sorted()
          .collect(Collectors.toList());
    }
  }

  private static HistoryRun read(Path summary, Consumer<String> skipped) throws IOException {
    Path manifest = summary.resolveSibling("run.json");
    if (!Files.isRegularFile(manifest)) {
      skipped.accept(summary + ": no run.json beside it, so no time");
      return null;
    }
    JsonNode started = new ObjectMapper().readTree(manifest.toFile()).path("started");
    if (!started.isTextual()) {
      skipped.accept(manifest + ": no start time");
      return null;
    }
    SummaryFile file;
    try {
      file = SummaryFile.read(summary);
    } catch (InvalidResultsException e) {
      skipped.accept(summary + ": " + e.getMessage());
      return null;
    }
    if (file.run.machine != null && file.run.machine.acrossMachines != null) {
      skipped.accept(summary + ": combined across machines");
      return null;
    }
    Path dir = summary.toAbsolutePath().getParent();
    Path here = Paths.get("").toAbsolutePath();
    String label = dir.startsWith(here) ? here.relativize(dir).toString() : dir.toString();
    return new HistoryRun(Instant.parse(started.asText()), label, file, summary);
  }
}
