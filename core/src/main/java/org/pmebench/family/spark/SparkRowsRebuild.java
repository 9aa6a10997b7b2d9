package org.pmebench.family.spark;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.pmebench.util.AtomicFiles;

/**
 * A run's spark rows ({@code <jvm>-spark.json}) computed again from what its applications recorded
 * ({@code spark/*.result.json}) and the matrix in run.json, with this suite's pairing: for runs
 * made before a change in how the rows are formed (the stream benchmark's and the in-situ profiles'
 * rows are kept as they are, or read from {@code spark/streams-*.json} and {@code
 * spark/*.profile.json} where the file is missing). The file as the run wrote it is kept once
 * beside it ({@code .before-rebuild}).
 */
public final class SparkRowsRebuild {
  private static final ObjectMapper JSON =
      new ObjectMapper()
          .enable(SerializationFeature.INDENT_OUTPUT)
          .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

  /**
   * An application's name: the step's id, then the io setting on clusters and the provider, then
   * the repetition.
   */
  private static final Pattern APPLICATION =
      Pattern.compile("(.+-spark)(?:-io-[a-z]+)?(?:-with-[A-Za-z0-9]+)?-r(\\d+)");

  public static final String BACKUP_SUFFIX = ".before-rebuild";

  private SparkRowsRebuild() {}

  /**
   * Rewrites every spark step's rows of {@code runDir}; the files written, or none for a run
   * without Spark.
   */
  public static List<Path> rebuild(Path runDir) throws IOException {
    Path apps = runDir.resolve("spark");
    List<Path> written = new ArrayList<Path>();
    if (!Files.isDirectory(apps)) {
      return written;
    }
    SparkMatrix matrix = recordedMatrix(runDir);
    Map<String, List<SparkResultsJson.AppRun>> byStep = applicationsByStep(apps);
    for (Map.Entry<String, List<SparkResultsJson.AppRun>> step : byStep.entrySet()) {
      Path file = runDir.resolve(step.getKey() + ".json");
      ArrayNode rows = new SparkResultsJson(matrix, step.getValue()).toJson();
      if (Files.isRegularFile(file)) {
        keepStreamRows(rows, runDir, file);
      } else if (byStep.size() == 1) {
        addRecordedRows(rows, apps);
      }
      AtomicFiles.writeString(file, JSON.writeValueAsString(rows));
      written.add(file);
    }
    return written;
  }

  /** The spark matrix run.json recorded; an IOException naming run.json where it records none. */
  private static SparkMatrix recordedMatrix(Path runDir) throws IOException {
    JsonNode recorded =
        JSON.readTree(runDir.resolve("run.json").toFile()).path("matrices").path("spark");
    if (!recorded.isObject()) {
      throw new IOException(
          runDir.resolve("run.json") + " records no spark matrix: the rows cannot be rebuilt");
    }
    return JSON.treeToValue(recorded, SparkMatrix.class);
  }

  /**
   * Per step (sorted), the applications of {@code apps} that finished, in their files' order: each
   * one's sessions, or the application itself where it had none.
   */
  private static Map<String, List<SparkResultsJson.AppRun>> applicationsByStep(Path apps)
      throws IOException {
    Map<String, List<SparkResultsJson.AppRun>> byStep =
        new TreeMap<String, List<SparkResultsJson.AppRun>>();
    try (DirectoryStream<Path> files = Files.newDirectoryStream(apps, "*.result.json")) {
      List<Path> sorted = new ArrayList<Path>();
      files.forEach(sorted::add);
      java.util.Collections.sort(sorted);
      for (Path file : sorted) {
        String name = file.getFileName().toString().replace(".result.json", "");
        Matcher m = APPLICATION.matcher(name);
        SparkAppResult result = JSON.readValue(file.toFile(), SparkAppResult.class);
        if (!m.matches() || result.failure != null) {
          continue;
        }
        int repetition = Integer.parseInt(m.group(2));
        List<SparkResultsJson.AppRun> runs =
            byStep.computeIfAbsent(m.group(1), k -> new ArrayList<SparkResultsJson.AppRun>());
        if (result.sessions.isEmpty()) {
          runs.add(new SparkResultsJson.AppRun(repetition, result));
        }
        for (SparkAppResult session : result.sessions.values()) {
          runs.add(new SparkResultsJson.AppRun(repetition, session));
        }
      }
    }
    return byStep;
  }

  /**
   * Adds the rows of {@code file} that this suite does not pair (the stream benchmark's) to {@code
   * rows}, and keeps the file as the run wrote it once beside it.
   */
  private static void keepStreamRows(ArrayNode rows, Path runDir, Path file) throws IOException {
    for (JsonNode row : JSON.readTree(file.toFile())) {
      // The stream benchmark's rows are JMH's own: nothing to pair again.
      if (!row.path("benchmark").asText().startsWith(SparkResultsJson.BENCHMARK + ".")) {
        rows.add(row);
      }
    }
    Path backup = runDir.resolve(file.getFileName() + BACKUP_SUFFIX);
    if (!Files.exists(backup)) {
      Files.copy(file, backup, StandardCopyOption.COPY_ATTRIBUTES);
    }
  }

  /**
   * For a copy of a run without the rows' file (a reference run): adds the stream benchmark's JSON
   * as JMH wrote it and the in-situ profiles' rows as the run wrote them, from {@code apps}.
   */
  private static void addRecordedRows(ArrayNode rows, Path apps) throws IOException {
    try (DirectoryStream<Path> streams = Files.newDirectoryStream(apps, "streams-*.json")) {
      for (Path f : streams) {
        rows.addAll((ArrayNode) JSON.readTree(f.toFile()));
      }
    }
    try (DirectoryStream<Path> profiles = Files.newDirectoryStream(apps, "*.profile.json")) {
      for (Path f : profiles) {
        rows.addAll((ArrayNode) JSON.readTree(f.toFile()));
      }
    }
  }
}
