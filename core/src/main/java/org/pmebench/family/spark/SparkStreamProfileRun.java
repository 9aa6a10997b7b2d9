package org.pmebench.family.spark;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.pmebench.run.RunStep;
import org.pmebench.run.StepContext;
import org.pmebench.util.AtomicFiles;

/**
 * The spark family's in-situ profile of spark.io.encryption: for each encrypting setting the
 * applications measured, one more application with only that setting and the PLAINTEXT tables, the
 * same rounds, and async-profiler (from the suite's jar) attached as an agent sampling thread CPU
 * time. Its crypto streams' share of the queries' task CPU ({@link StreamProfile}) explains the
 * measured cost independently of the stream benchmark's loop. It runs after the measured
 * applications, so that its profiler never shares a JVM or a moment with them.
 */
final class SparkStreamProfileRun {
  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  /** Thread CPU time, sampled every millisecond (the kernel's tick may make it coarser). */
  private static final String EVENT = "event=ctimer,interval=1ms,threads,collapsed";

  /**
   * Rounds a profile runs at least, warm-up included: it sums every sample, and the smoke profile's
   * one round (a few ms of stream work at 1 ms a sample) gave the streams no sample at all in one
   * of seven clean-clone builds on 2026-11-28.
   */
  static final int MIN_ROUNDS = 4;

  private final SparkStep step;

  SparkStreamProfileRun(SparkStep step) {
    this.step = step;
  }

  /**
   * The library async-profiler's jar carries for this host, or null with none (not Linux x64 or
   * arm64).
   */
  static String libraryResource(String osName, String osArch) {
    if (!osName.toLowerCase(Locale.ROOT).startsWith("linux")) {
      return null;
    }
    if (osArch.equals("amd64") || osArch.equals("x86_64")) {
      return "linux-x64/libasyncProfiler.so";
    }
    return osArch.equals("aarch64") || osArch.equals("arm64")
        ? "linux-arm64/libasyncProfiler.so"
        : null;
  }

  /** Profiles each of {@code settings}; its rows, a failure named and skipped. */
  ArrayNode run(StepContext context, Path dir, String work, List<String> settings)
      throws IOException, RunStep.Failure {
    ArrayNode rows = JSON.createArrayNode();
    if (settings.isEmpty()) {
      return rows;
    }
    String resource = libraryResource(System.getProperty("os.name"), System.getProperty("os.arch"));
    Path library = dir.resolve("libasyncProfiler.so");
    try (InputStream in =
        resource == null ? null : SparkStreamProfileRun.class.getResourceAsStream("/" + resource)) {
      if (in == null) {
        context.partFailed(
            step.id + "-profile",
            step.jvmLabel,
            "async-profiler has no library for "
                + System.getProperty("os.name")
                + " "
                + System.getProperty("os.arch")
                + " in the suite's jar "
                + "(--no-spark-profile leaves the profile out)");
        return rows;
      }
      Files.copy(in, library, StandardCopyOption.REPLACE_EXISTING);
    }
    try {
      for (String io : settings) {
        ObjectNode row = profile(context, dir, work, io, library);
        if (row != null) {
          rows.add(row);
        }
      }
    } finally {
      Files.deleteIfExists(library);
    }
    return rows;
  }

  private ObjectNode profile(StepContext context, Path dir, String work, String io, Path library)
      throws IOException, RunStep.Failure {
    SparkMatrix matrix = step.matrix;
    String app = step.id + "-profile-" + io;
    Path collapsed = dir.resolve(app + ".collapsed");
    SparkAppSpec spec = profileSpec(app, io, work);
    String agent =
        "-agentpath:"
            + library.toAbsolutePath()
            + "=start,"
            + EVENT
            + ",file="
            + collapsed.toAbsolutePath();
    context.console.printf(
        Locale.ROOT,
        "%s: where spark.io.encryption %s spends CPU in Spark (async-profiler, "
            + "PLAINTEXT tables, %d + %d rounds; not a measured application)%n",
        app,
        io,
        spec.warmupRounds,
        spec.rounds);
    SparkAppResult result =
        step.runApplication(context, dir, app, spec, Collections.singletonList(agent), false);
    if (result == null) {
      return null;
    }
    StreamProfile profile = readProfile(context, dir, app, collapsed);
    if (profile == null) {
      return null;
    }
    ObjectNode row =
        profile.row(result, SparkResultsJson.dataParams(matrix), matrix.queries.size());
    ArrayNode file = JSON.createArrayNode();
    file.add(row);
    AtomicFiles.writeString(dir.resolve(app + ".profile.json"), JSON.writeValueAsString(file));
    double[] share = profile.share();
    context.console.printf(
        Locale.ROOT,
        "  %s: the crypto streams took %.1f%% of the queries' task CPU (%.1f to "
            + "%.1f%%, %,d samples)%n",
        app,
        100 * share[0],
        100 * share[1],
        100 * share[2],
        profile.querySamples);
    return row;
  }

  /**
   * The profiled application's spec: the step's, with only {@code io} and the PLAINTEXT tables, no
   * priming, and at least {@link #MIN_ROUNDS} rounds.
   */
  private SparkAppSpec profileSpec(String app, String io, String work) {
    SparkAppSpec spec = step.spec(app, io, work, 0);
    spec.modes = Collections.singletonList("PLAINTEXT");
    // Priming keeps a query's first run out of paired timings; a profile sums every sample, so it
    // gains nothing.
    spec.primeQueries = false;
    spec.rounds = Math.max(spec.rounds, MIN_ROUNDS - spec.warmupRounds);
    return spec;
  }

  /**
   * The profile async-profiler wrote to {@code collapsed}; null, named as a failed part, where it
   * wrote none or has no sample on the executors' task threads.
   */
  private StreamProfile readProfile(StepContext context, Path dir, String app, Path collapsed)
      throws IOException {
    if (!Files.isRegularFile(collapsed)) {
      context.partFailed(
          app,
          step.jvmLabel,
          "the profiler wrote no "
              + collapsed
              + " (Spark's log: "
              + dir.resolve(app + ".log")
              + ")");
      return null;
    }
    StreamProfile profile = StreamProfile.read(collapsed);
    if (profile.querySamples == 0) {
      context.partFailed(
          app, step.jvmLabel, "no samples on the executors' task threads in " + collapsed);
      return null;
    }
    return profile;
  }
}
