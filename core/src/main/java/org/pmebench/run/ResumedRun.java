package org.pmebench.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.pmebench.jvm.JdkInfo;
import org.pmebench.results.RunManifest;

/**
 * {@code run --resume DIR}: the same command again in the same directory, so an interrupted run
 * (Ctrl-C, a closed laptop, a CI timeout) keeps every JMH invocation that finished and runs only
 * the rest. The command is the one {@code run.json} recorded; a run that finished with runs skipped
 * (a fork killed, an S3 server gone) runs those again. A complete run, one recorded before runs
 * were resumable, or by another build of the suite, is refused with the reason.
 */
public final class ResumedRun {
  /**
   * Hidden option the resumed command carries: the run directory may hold results, finished ones
   * are kept.
   */
  public static final String RESUMED = "--resumed";

  static final String OUTPUT = "--output";

  private ResumedRun() {}

  /**
   * The arguments to record in run.json: the run's own, without where it wrote (resume names that).
   */
  public static List<String> recordable(List<String> runArguments) {
    List<String> kept = new ArrayList<String>();
    for (int i = 0; i < runArguments.size(); i++) {
      String a = runArguments.get(i);
      if (a.equals(RESUMED) || a.startsWith(OUTPUT + "=")) {
        continue;
      }
      if (a.equals(OUTPUT)) {
        i++; // and its value
        continue;
      }
      kept.add(a);
    }
    return kept;
  }

  /**
   * When the run in {@code dir} first started, from its run.json ("unknown" if it does not say).
   */
  public static String started(Path dir) {
    try {
      return new ObjectMapper()
          .readTree(dir.resolve(RunManifest.FILE_NAME).toFile())
          .path("started")
          .asText("unknown");
    } catch (IOException e) {
      return "unknown";
    }
  }

  /**
   * A resumed run forks the JVMs the original did, or results of two JDKs would mix: the same
   * labels, each with the same Java version and home as run.json recorded (the default JVM is the
   * one running the CLI, which another shell may have changed).
   */
  public static void checkSameJvms(Path dir, Map<String, JdkInfo> jvms) {
    JsonNode recorded;
    try {
      recorded =
          new ObjectMapper().readTree(dir.resolve(RunManifest.FILE_NAME).toFile()).path("jvms");
    } catch (IOException e) {
      throw new UserError(
          "cannot resume "
              + dir
              + ": "
              + RunManifest.FILE_NAME
              + " is unreadable: "
              + e.getMessage());
    }
    Map<String, String> before = new TreeMap<String, String>();
    recorded
        .fields()
        .forEachRemaining(
            e ->
                before.put(
                    e.getKey(),
                    describe(
                        e.getValue().path("version").asText(),
                        e.getValue().path("javaHome").asText())));
    Map<String, String> now = new TreeMap<String, String>();
    for (Map.Entry<String, JdkInfo> e : jvms.entrySet()) {
      now.put(e.getKey(), describe(e.getValue().runtimeVersion, e.getValue().javaHome));
    }
    if (!before.isEmpty() && !before.equals(now)) {
      throw new UserError(
          "cannot resume "
              + dir
              + ": it ran on "
              + before
              + ", this would run on "
              + now
              + "; resume with the same JVMs (JAVA=<its java> ./pmebench run --resume "
              + dir
              + ")");
    }
  }

  private static String describe(String version, String home) {
    return "Java " + version + " at " + home;
  }

  /**
   * What run.json in {@code dir} says was skipped: planned skips, failed runs and failed parts of
   * runs.
   */
  public static List<PlannedSkip> skipped(Path dir) {
    List<PlannedSkip> skipped = new ArrayList<PlannedSkip>();
    try {
      for (JsonNode s :
          new ObjectMapper()
              .readTree(dir.resolve(RunManifest.FILE_NAME).toFile())
              .path("skipped")) {
        skipped.add(
            new PlannedSkip(
                s.path("run").asText(),
                s.path("jvm").isTextual() ? s.path("jvm").asText() : null,
                s.path("reason").asText()));
      }
    } catch (IOException e) {
      // command() read it a moment ago; without it nothing is carried over.
    }
    return skipped;
  }

  /**
   * The full command line ("run", its recorded arguments, the directory) that continues the run in
   * {@code dir}.
   */
  public static String[] command(Path dir, String currentCommit) {
    Path manifest = dir.resolve(RunManifest.FILE_NAME);
    if (!Files.isRegularFile(manifest)) {
      throw new UserError(
          "cannot resume "
              + dir
              + ": no "
              + RunManifest.FILE_NAME
              + " there (not a run directory)");
    }
    JsonNode run;
    try {
      run = new ObjectMapper().readTree(manifest.toFile());
    } catch (IOException e) {
      throw new UserError(
          "cannot resume " + dir + ": " + manifest + " is unreadable: " + e.getMessage());
    }
    JsonNode arguments = run.path("arguments");
    if (!arguments.isArray()) {
      throw new UserError(
          "cannot resume "
              + dir
              + ": its run.json records no command (the run is older than "
              + "--resume); start it again");
    }
    String status = run.path("status").asText("");
    // "complete except N skipped run(s)" resumes: the skipped ones run again.
    if (status.equals("complete")) {
      throw new UserError(
          "cannot resume " + dir + ": the run is " + status + "; nothing left to run");
    }
    String commit = run.path("suite").path("gitCommit").asText("unknown");
    if (!commit.equals("unknown")
        && !currentCommit.equals("unknown")
        && !commit.equals(currentCommit)) {
      throw new UserError(
          "cannot resume "
              + dir
              + ": it was measured with suite commit "
              + commit
              + ", this is "
              + currentCommit
              + "; results of two builds would mix (check out "
              + commit
              + " to resume it)");
    }
    List<String> command = new ArrayList<String>();
    command.add("run");
    for (JsonNode a : arguments) {
      command.add(a.asText());
    }
    command.add(OUTPUT + "=" + dir);
    command.add(RESUMED);
    return command.toArray(new String[0]);
  }
}
