package org.pmebench.results;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.pmebench.host.HostLoad;

/**
 * The results of one run directory: every complete JMH JSON file, each result tagged with the JVM
 * label run.json gives its file. Without a run.json (JMH JSON copied from elsewhere) every {@code
 * *.json} is read and labelled by its JDK version.
 */
public final class RunResults {
  /** The dashboard feeds summarize writes beside summary.json: JSON, but not results. */
  public static final String GITHUB_ACTION_BENCHMARK_FILE =
      "overhead-ratios.github-action-benchmark.json";

  public static final String BENCHER_FILE = "overhead-ratios.bmf.json";

  /** Conbench's BenchmarkResult payloads, also beside summary.json. */
  public static final String CONBENCH_FILE = "results.conbench.json";

  /** One JMH result and the JVM label ("jdk17") it ran on. */
  public static final class Tagged {
    public final String file;
    public final String jvm;
    public final JmhResult result;

    /** What the host did while the file was measured, from run.json; null where it does not say. */
    public final HostLoad host;

    /** How a sequential run's looks ended for the file; null for a file of fixed forks. */
    public final SequentialEntry sequential;

    Tagged(String file, String jvm, JmhResult result, HostLoad host, SequentialEntry sequential) {
      this.file = file;
      this.jvm = jvm;
      this.result = result;
      this.host = host;
      this.sequential = sequential;
    }

    /** The level of the file's intervals: 95%, or a sequential run's look level. */
    public double confidence(double fixedForks) {
      return sequential == null || !(sequential.confidence > 0)
          ? fixedForks
          : sequential.confidence;
    }
  }

  public final Path dir;

  /** run.json as written by the run, or null. */
  public final JsonNode manifest;

  public final List<Tagged> results = new ArrayList<Tagged>();

  private RunResults(Path dir, JsonNode manifest) {
    this.dir = dir;
    this.manifest = manifest;
  }

  public static RunResults load(Path dir) throws InvalidResultsException {
    if (!Files.isDirectory(dir)) {
      throw new InvalidResultsException(dir + ": not a run directory");
    }
    Path manifestFile = dir.resolve(RunManifest.FILE_NAME);
    JsonNode manifest = null;
    if (Files.exists(manifestFile)) {
      try {
        manifest = new ObjectMapper().readTree(manifestFile.toFile());
      } catch (IOException e) {
        throw new InvalidResultsException(manifestFile + ": not valid JSON: " + e.getMessage());
      }
    }
    RunResults run = new RunResults(dir, manifest);
    if (manifest != null && manifest.has("resultFiles")) {
      for (JsonNode entry : manifest.path("resultFiles")) {
        String name = entry.path("file").asText();
        Path file = dir.resolve(name);
        if (!Files.exists(file)) {
          throw new InvalidResultsException(file + ": listed in run.json but missing");
        }
        run.add(
            name,
            entry.path("jvm").asText(null),
            JmhJsonReader.read(file),
            host(entry),
            sequential(entry));
      }
    } else {
      for (Path file : jsonFiles(dir)) {
        run.add(file.getFileName().toString(), null, JmhJsonReader.read(file), null, null);
      }
    }
    if (run.results.isEmpty()) {
      throw new InvalidResultsException(dir + ": no JMH results in it");
    }
    return run;
  }

  private void add(
      String file, String jvm, List<JmhResult> parsed, HostLoad host, SequentialEntry sequential) {
    for (JmhResult r : parsed) {
      results.add(
          new Tagged(file, jvm != null ? jvm : "jdk" + major(r.jdkVersion), r, host, sequential));
    }
  }

  /** A result file's looks as run.json recorded them, or null. */
  private static SequentialEntry sequential(JsonNode entry) throws InvalidResultsException {
    if (!entry.path("sequential").isObject()) {
      return null;
    }
    try {
      return new ObjectMapper().treeToValue(entry.path("sequential"), SequentialEntry.class);
    } catch (IOException e) {
      throw new InvalidResultsException(
          "run.json: unreadable sequential of "
              + entry.path("file").asText()
              + ": "
              + e.getMessage());
    }
  }

  /** A result file's host load as run.json recorded it, or null. */
  private static HostLoad host(JsonNode entry) throws InvalidResultsException {
    if (!entry.path("host").isObject()) {
      return null;
    }
    try {
      return new ObjectMapper().treeToValue(entry.path("host"), HostLoad.class);
    } catch (IOException e) {
      throw new InvalidResultsException(
          "run.json: unreadable host of " + entry.path("file").asText() + ": " + e.getMessage());
    }
  }

  /** "1.8.0_402" -> 8, "17.0.15" -> 17; 0 when unreadable. */
  public static int major(String jdkVersion) {
    String v = jdkVersion.startsWith("1.") ? jdkVersion.substring(2) : jdkVersion;
    int end = 0;
    while (end < v.length() && Character.isDigit(v.charAt(end))) {
      end++;
    }
    return end == 0 ? 0 : Integer.parseInt(v.substring(0, end));
  }

  private static List<Path> jsonFiles(Path dir) throws InvalidResultsException {
    List<Path> files = new ArrayList<Path>();
    try (DirectoryStream<Path> s = Files.newDirectoryStream(dir, "*.json")) {
      for (Path p : s) {
        String name = p.getFileName().toString();
        // A directory without run.json also holds what summarize wrote into it: not results.
        if (!name.equals(RunManifest.FILE_NAME)
            && !name.startsWith("summary")
            && !name.equals(GITHUB_ACTION_BENCHMARK_FILE)
            && !name.equals(BENCHER_FILE)
            && !name.equals(CONBENCH_FILE)) {
          files.add(p);
        }
      }
    } catch (IOException e) {
      throw new InvalidResultsException(dir + ": cannot list: " + e.getMessage());
    }
    files.sort(null);
    return files;
  }
}
