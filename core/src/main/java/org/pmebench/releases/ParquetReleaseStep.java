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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pmebench.results.RunManifest;
import org.pmebench.run.ForkSettings;
import org.pmebench.run.JvmVariant;
import org.pmebench.run.Pairing;
import org.pmebench.run.RunStep;
import org.pmebench.run.StepContext;
import org.pmebench.run.SuiteHome;
import org.pmebench.util.AtomicFiles;

/**
 * A file family (parquet, parking) on other parquet-java releases or local builds: resolves each
 * build's jars (once), checks that they win on the class path (the build's own version string),
 * then runs the same family with the same choices in a child pmebench on the same JVM with those
 * jars in front of the suite's, so that the child's JMH forks load that build. Two or more builds
 * are measured fork by fork, interleaved ({@link InterleavedForks}). Their result rows come back
 * with the parameter {@code parquet=<label>}; each child's own run directory stays beside them.
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
  private final List<ParquetBuild> builds;
  private final Path home;

  public ParquetReleaseStep(
      ForkSettings forks,
      String family,
      List<String> familyArguments,
      List<JvmVariant> variants,
      Pairing pairing,
      int configurations,
      List<ParquetBuild> builds,
      Path home) {
    super(
        forks.invocationId(family + "-" + (builds.size() == 1 ? builds.get(0).label : "releases")),
        forks.target.label,
        variants.get(0).id(),
        configurations * builds.size(),
        60);
    this.forks = forks;
    this.family = family;
    this.familyArguments = familyArguments;
    this.variants = variants;
    this.pairing = pairing;
    this.builds = builds;
    this.home = home;
  }

  /**
   * The release step of a file family: every release but the built-in one, once per JVM ({@code
   * planned} remembers), in one step; those the JVM is too old for are skipped with the reason. The
   * other arguments are the constructor's.
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
    List<ParquetBuild> builds = new ArrayList<ParquetBuild>();
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
      builds.add(v);
    }
    List<RunStep> steps = new ArrayList<RunStep>();
    if (!builds.isEmpty()) {
      steps.add(
          new ParquetReleaseStep(
              forks,
              family,
              familyArguments,
              variants,
              pairing,
              configurations,
              builds,
              SuiteHome.path().toAbsolutePath().normalize()));
    }
    return steps;
  }

  @Override
  public void run(StepContext context) throws Failure {
    InterleavedForks schedule = new InterleavedForks(builds.size(), forks.files.forks);
    Map<ParquetBuild, String> classPaths = new LinkedHashMap<ParquetBuild, String>();
    Map<ParquetBuild, List<ArrayNode>> rounds = new LinkedHashMap<ParquetBuild, List<ArrayNode>>();
    Failure last = null;
    for (ParquetBuild b : builds) {
      try {
        classPaths.put(b, classPath(b, context));
        rounds.put(b, new ArrayList<ArrayNode>());
      } catch (Failure f) {
        last = lost(b, f, context);
      }
    }
    for (int r = 1; r <= schedule.rounds(); r++) {
      List<ParquetBuild> order = schedule.order(new ArrayList<ParquetBuild>(rounds.keySet()), r);
      if (schedule.rounds() > 1) {
        // On the console and in jmh.log, so that the order stays with the run.
        String round =
            String.format(
                "%s: fork %d of %d of each build, in the order %s",
                id, r, schedule.rounds(), labels(order));
        context.console.println(round);
        context.log.println(round);
      }
      for (ParquetBuild b : order) {
        Path dir = InterleavedForks.childDir(context.runDir, stem(b), r).toAbsolutePath();
        try {
          rounds.get(b).add(child(b, classPaths.get(b), dir, schedule.forksPerChild, context));
        } catch (Failure f) {
          rounds.remove(b);
          last = lost(b, f, context);
        }
      }
    }
    if (rounds.isEmpty()) {
      throw last;
    }
    try {
      ArrayNode rows = JSON.createArrayNode();
      for (Map.Entry<ParquetBuild, List<ArrayNode>> b : rounds.entrySet()) {
        rows.addAll(schedule.merged(b.getValue(), b.getKey().label));
      }
      AtomicFiles.writeString(
          context.runDir.resolve(id + ".json.partial"), JSON.writeValueAsString(rows));
    } catch (IOException e) {
      throw new Failure("parquet " + labels(builds) + ": " + e.getMessage(), log(context));
    }
  }

  /** A build's name in the run: its child's directory and log ({@code jdk17-parquet-1.15.2}). */
  private String stem(ParquetBuild b) {
    return forks.invocationId(family + "-" + b.label);
  }

  private Path log(StepContext context) {
    return context.runDir.resolve(id + ".log").toAbsolutePath();
  }

  /**
   * A build that failed: the step's failure when it is the only one, else a part of the step that
   * failed, the others going on.
   */
  private Failure lost(ParquetBuild b, Failure f, StepContext context) throws Failure {
    if (builds.size() == 1) {
      throw f;
    }
    try {
      context.partFailed(
          stem(b), forks.target.label, f.getMessage() + " (details in " + f.details + ")");
    } catch (IOException e) {
      throw new Failure(f.getMessage() + "; and run.json: " + e.getMessage(), f.details);
    }
    return f;
  }

  private static String labels(List<ParquetBuild> builds) {
    List<String> labels = new ArrayList<String>();
    for (ParquetBuild b : builds) {
      labels.add(b.label);
    }
    return String.join(", ", labels);
  }

  /**
   * The class path of {@code b}'s children: its jars in front of the suite's, once checked to load
   * its version.
   */
  private String classPath(ParquetBuild b, StepContext context) throws Failure {
    Path log = context.runDir.resolve(stem(b) + ".log").toAbsolutePath();
    try {
      context.console.printf(
          "%s: parquet-java %s (%s), in a child pmebench%n",
          stem(b),
          b.label,
          b.isRelease()
              ? "jars from Maven Central into target/parquet-versions/ the first time"
              : "a local build: the jars in " + b.localJars);
      Path jars = b.jars(home, log);
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
      if (!loaded.contains("version " + b.version + " ")) {
        throw new Failure(
            "parquet " + b.label + ": the class path loads '" + lastLine(loaded) + "' instead",
            log);
      }
      return classPath;
    } catch (IOException e) {
      throw new Failure("parquet " + b.label + ": " + e.getMessage(), log);
    }
  }

  /** What a JVM printed last (after the JVM's own notes, such as JAVA_TOOL_OPTIONS'). */
  private static String lastLine(String output) {
    String[] lines = output.trim().split("\n");
    return lines[lines.length - 1].trim();
  }

  /** Runs (or resumes, or takes as it is) {@code b}'s child in {@code dir}; its tagged rows. */
  private ArrayNode child(
      ParquetBuild b, String classPath, Path dir, int childForks, StepContext context)
      throws Failure {
    Path log = context.runDir.resolve(stem(b) + ".log").toAbsolutePath();
    try {
      List<String> child = childCommand(dir, childForks);
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
        int status = stream(b, cmd, log, context.console);
        if (status != 0) {
          throw new Failure(
              "parquet " + b.label + ": the child run exited with status " + status, log);
        }
      }
      return tagged(dir, b.label);
    } catch (IOException e) {
      throw new Failure("parquet " + b.label + ": " + e.getMessage(), log);
    }
  }

  /**
   * What the child runs in {@code dir}, where a resumed parent may find an earlier child: nothing
   * when that one completed (its rows are taken as they are), {@code run --resume} when it was
   * stopped, a fresh run (the directory emptied first) otherwise.
   */
  List<String> childCommand(Path dir, int childForks) throws IOException {
    String status = childStatus(dir);
    if ("complete".equals(status)) {
      return null;
    }
    if (status != null && !status.startsWith("complete")) {
      return Arrays.asList("run", "--resume=" + dir);
    }
    AtomicFiles.deleteTree(dir);
    return childArguments(dir, childForks);
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

  /**
   * The child's command line: the family with this run's choices and {@code childForks} forks, into
   * {@code dir}.
   */
  List<String> childArguments(Path dir, int childForks) {
    List<String> a =
        new ArrayList<String>(
            Arrays.asList("run", "--families=" + family, "--profile=" + forks.profile.id()));
    a.addAll(familyArguments);
    a.addAll(
        Arrays.asList(
            "--pairing=" + pairing.id(),
            "--forks=" + childForks,
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
    // The run's own floor step prices every build's models: a child's would repeat openssl speed
    // in every round.
    a.add("--no-floor");
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
  private static int stream(ParquetBuild build, List<String> cmd, Path log, PrintStream console)
      throws IOException {
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
