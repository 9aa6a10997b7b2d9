package org.pmebench.releases;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.pmebench.results.RunManifest;
import org.pmebench.run.ForkSettings;
import org.pmebench.run.JvmVariant;
import org.pmebench.run.Pairing;
import org.pmebench.run.RunStep;
import org.pmebench.run.StepContext;
import org.pmebench.run.SuiteHome;
import org.pmebench.util.AtomicFiles;

/**
 * A file family (parquet, parking) on another parquet-java release: resolves its jars (once),
 * checks that they win on the class path (the release's own version string), then runs the same
 * family with the same choices in a child pmebench on the same JVM with those jars in front of the
 * suite's, so that the child's JMH forks load that release. Its result rows come back with the
 * parameter {@code parquet=<version>}; the child's own run directory stays beside them.
 */
public final class ParquetReleaseStep extends RunStep {
  static final String PARAM = "parquet";
  private static final ObjectMapper JSON = new ObjectMapper();

  private final ForkSettings forks;
  private final String family;

  /** The family's own options for the child, as this run has them. */
  private final List<String> familyArguments;

  private final List<JvmVariant> variants;
  private final Pairing pairing;
  private final ParquetBuild build;
  private final Path home;

  public ParquetReleaseStep(
      ForkSettings forks,
      String family,
      List<String> familyArguments,
      List<JvmVariant> variants,
      Pairing pairing,
      int configurations,
      ParquetBuild build,
      Path home) {
    super(
        forks.invocationId(family + "-" + build.label),
        forks.target.label,
        variants.get(0).id(),
        configurations,
        60);
    this.forks = forks;
    this.family = family;
    this.familyArguments = familyArguments;
    this.variants = variants;
    this.pairing = pairing;
    this.build = build;
    this.home = home;
  }

  /**
   * The release steps of a file family: each release but the built-in one, once per JVM ({@code
   * planned} remembers), skipped with the reason where the JVM is too old for it; the other
   * arguments are the constructor's.
   */
  public static List<RunStep> releaseSteps(
      ForkSettings forks,
      String family,
      List<String> versions,
      java.util.Set<String> planned,
      List<String> familyArguments,
      List<JvmVariant> variants,
      Pairing pairing,
      int configurations) {
    List<RunStep> steps = new ArrayList<RunStep>();
    for (String text : versions) {
      ParquetBuild v = ParquetBuild.of(text);
      if (ParquetReleases.BUILT_IN.equals(v.label)
          || !planned.add(forks.target.label + "/" + v.label)) {
        continue;
      }
      if (forks.target.major < v.minimumJava()) {
        forks.skip(
            family + "-" + v.label, "parquet-java " + v.label + " needs Java " + v.minimumJava());
        continue;
      }
      steps.add(
          new ParquetReleaseStep(
              forks,
              family,
              familyArguments,
              variants,
              pairing,
              configurations,
              v,
              SuiteHome.path().toAbsolutePath().normalize()));
    }
    return steps;
  }

  @Override
  public void run(StepContext context) throws Failure {
    Path dir = context.runDir.resolve(id).toAbsolutePath();
    Path log = context.runDir.resolve(id + ".log").toAbsolutePath();
    try {
      context.console.printf(
          "%s: parquet-java %s (%s), in a child pmebench%n",
          id,
          build.label,
          build.isRelease()
              ? "jars from Maven Central into target/parquet-versions/ the first time"
              : "a local build: the jars in " + build.localJars);
      Path jars = build.jars(home, log);
      recordJars(jars, log);
      String classPath =
          jars.toAbsolutePath()
              + File.separator
              + "*"
              + File.pathSeparator
              + System.getProperty("java.class.path");
      String loaded =
          output(
              Arrays.asList(
                  forks.target.javaExecutable, "-cp", classPath, "org.apache.parquet.Version"),
              log);
      if (!loaded.contains("version " + build.version + " ")) {
        throw new Failure(
            "parquet " + build.label + ": the class path loads '" + loaded.trim() + "' instead",
            log);
      }
      List<String> child = childCommand(dir);
      if (child != null) {
        List<String> cmd =
            new ArrayList<String>(
                Arrays.asList(
                    forks.target.javaExecutable,
                    "-Dpmebench.home=" + home.toAbsolutePath(),
                    "-cp",
                    classPath,
                    SuiteHome.MAIN_CLASS));
        cmd.addAll(child);
        int status = stream(cmd, log, context.console);
        if (status != 0) {
          throw new Failure(
              "parquet " + build.label + ": the child run exited with status " + status, log);
        }
      }
      AtomicFiles.writeString(
          context.runDir.resolve(id + ".json.partial"),
          JSON.writeValueAsString(tagged(dir, build.label)));
    } catch (IOException e) {
      throw new Failure("parquet " + build.label + ": " + e.getMessage(), log);
    }
  }

  /**
   * What the child runs in {@code dir}, where a resumed parent may find an earlier child: nothing
   * when that one completed (its rows are taken as they are), {@code run --resume} when it was
   * stopped, a fresh run (the directory emptied first) otherwise.
   */
  List<String> childCommand(Path dir) throws IOException {
    String status = childStatus(dir);
    if ("complete".equals(status)) {
      return null;
    }
    if (status != null && !status.startsWith("complete")) {
      return Arrays.asList("run", "--resume=" + dir);
    }
    AtomicFiles.deleteTree(dir);
    return childArguments(dir);
  }

  /** The status an earlier child run recorded in {@code dir}, or null when there is none. */
  static String childStatus(Path dir) throws IOException {
    Path manifest = dir.resolve(RunManifest.FILE_NAME);
    if (!Files.isRegularFile(manifest)) {
      return null;
    }
    JsonNode run = JSON.readTree(manifest.toFile());
    return run.path("status").asText("running");
  }

  /** The child's command line: the family with this run's choices, into {@code dir}. */
  List<String> childArguments(Path dir) {
    List<String> a =
        new ArrayList<String>(
            Arrays.asList("run", "--families=" + family, "--profile=" + forks.profile.id()));
    a.addAll(familyArguments);
    a.addAll(
        Arrays.asList(
            "--pairing=" + pairing.id(),
            "--forks=" + forks.files.forks,
            "--warmup-iterations=" + forks.files.warmupIterations,
            "--measurement-iterations=" + forks.files.measurementIterations,
            "--output=" + dir));
    List<String> ids = new ArrayList<String>();
    for (JvmVariant v : variants) {
      ids.add(v.id());
    }
    a.add("--variants=" + String.join(",", ids));
    if (forks.provider != null) {
      a.add("--providers=" + forks.provider);
    }
    // The CPU profile as this run has it, so that each release's time is attributed the same way.
    if (forks.profileIntervalMicros > 0) {
      a.add("--profile-cpu");
      a.add("--profile-interval=" + forks.profileIntervalMicros);
    } else {
      a.add("--no-profile-cpu");
    }
    return a;
  }

  /**
   * Every result row of the child's run, with {@value #PARAM}={@code version} among its parameters.
   */
  static ArrayNode tagged(Path childDir, String version) throws IOException {
    JsonNode manifest = JSON.readTree(childDir.resolve("run.json").toFile());
    ArrayNode rows = JSON.createArrayNode();
    for (JsonNode entry : manifest.path("resultFiles")) {
      for (JsonNode row : JSON.readTree(childDir.resolve(entry.path("file").asText()).toFile())) {
        ObjectNode copy = row.deepCopy();
        ObjectNode params =
            copy.has("params") ? (ObjectNode) copy.get("params") : copy.putObject("params");
        params.put(PARAM, version);
        rows.add(copy);
      }
    }
    if (rows.size() == 0) {
      throw new IOException("the child run wrote no results (" + childDir + ")");
    }
    return rows;
  }

  /** Which jars ran, in the step's log: the release's and its dependencies' file names. */
  private static void recordJars(Path jars, Path log) throws IOException {
    List<String> names = new ArrayList<String>();
    try (java.util.stream.Stream<Path> files = Files.list(jars)) {
      files.forEach(f -> names.add(f.getFileName().toString()));
    }
    Collections.sort(names);
    Files.write(
        log,
        ("# jars in front of the suite's: " + String.join(" ", names) + "\n")
            .getBytes(StandardCharsets.UTF_8),
        java.nio.file.StandardOpenOption.CREATE,
        java.nio.file.StandardOpenOption.APPEND);
  }

  private static String output(List<String> cmd, Path log) throws IOException {
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    StringBuilder out = new StringBuilder();
    try (BufferedReader r =
        new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line; (line = r.readLine()) != null; ) {
        out.append(line).append('\n');
      }
    }
    waitFor(p);
    Files.write(
        log,
        out.toString().getBytes(StandardCharsets.UTF_8),
        java.nio.file.StandardOpenOption.CREATE,
        java.nio.file.StandardOpenOption.APPEND);
    return out.toString();
  }

  /**
   * Runs the child, its command and output into the log and its progress lines onto the console.
   */
  private int stream(List<String> cmd, Path log, PrintStream console) throws IOException {
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    try (BufferedReader r =
            new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        PrintStream out =
            new PrintStream(
                Files.newOutputStream(
                    log,
                    java.nio.file.StandardOpenOption.CREATE,
                    java.nio.file.StandardOpenOption.APPEND),
                true,
                "UTF-8")) {
      out.println("$ " + String.join(" ", cmd));
      for (String line; (line = r.readLine()) != null; ) {
        out.println(line);
        if (line.startsWith("[")) {
          console.println("  parquet-java " + build.label + ": " + line);
        }
      }
    }
    return waitFor(p);
  }

  private static int waitFor(Process p) throws IOException {
    try {
      return p.waitFor();
    } catch (InterruptedException e) {
      p.destroyForcibly();
      Thread.currentThread().interrupt();
      throw new IOException("interrupted", e);
    }
  }
}
