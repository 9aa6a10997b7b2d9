package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher ./pmebench in a copy of the project whose ./mvnw is a stand-in printing what Maven
 * prints: it says that it builds and why the first build takes long, summarizes Maven's downloads,
 * says how long the build took, shows the log's end when the build fails, and then starts the CLI
 * (here {@code JAVA=echo}).
 */
class LauncherScriptTest {
  private static final Path LAUNCHER = Paths.get("pmebench").toAbsolutePath();

  @TempDir Path project;
  private Path home;

  static final class Result {
    int exit;
    String out;
    String err;
  }

  @BeforeEach
  void aProjectCopy() throws IOException {
    Files.copy(LAUNCHER, project.resolve("pmebench"), StandardCopyOption.COPY_ATTRIBUTES);
    for (String dir : new String[] {"core/src", "spark/src"}) {
      Files.createDirectories(project.resolve(dir));
    }
    for (String pom : new String[] {"pom.xml", "core/pom.xml", "spark/pom.xml"}) {
      Files.write(project.resolve(pom), "<project/>".getBytes(StandardCharsets.UTF_8));
    }
    home = Files.createDirectories(project.resolve("home"));
  }

  private void maven(String script) throws IOException {
    Path mvnw = project.resolve("mvnw");
    Files.write(mvnw, ("#!/bin/sh\n" + script).getBytes(StandardCharsets.UTF_8));
    assertTrue(mvnw.toFile().setExecutable(true));
  }

  private Result launch(String... args) throws Exception {
    ProcessBuilder pb = new ProcessBuilder();
    pb.command().add(project.resolve("pmebench").toString());
    pb.command().addAll(Arrays.asList(args));
    pb.environment().put("JAVA", "echo");
    pb.environment().put("HOME", home.toString());
    Path out = project.resolve("out.txt");
    Path err = project.resolve("err.txt");
    Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the launcher did not finish");
    Result r = new Result();
    r.exit = p.exitValue();
    r.out = new String(Files.readAllBytes(out), StandardCharsets.UTF_8);
    r.err = new String(Files.readAllBytes(err), StandardCharsets.UTF_8);
    return r;
  }

  private static final String BUILDS =
      "echo '[INFO] Building pme-bench 0.1.0-SNAPSHOT                    [2/3]'\n"
          + "echo '[INFO] Downloaded from central: https://repo.maven.apache.org/a.jar (2.5 MB at 9 MB/s)'\n"
          + "echo '[INFO] Downloaded from central: https://repo.maven.apache.org/b.pom (800 kB at 2 MB/s)'\n"
          + "mkdir -p target && touch target/benchmarks.jar target/spark-bench.jar\n";

  @Test
  void theFirstBuildSaysWhatItDoesAndHowLongItTook() throws Exception {
    maven(BUILDS);
    Result r = launch("run", "--profile=first");
    assertEquals(0, r.exit, r.err);
    assertTrue(
        r.err.startsWith("pmebench: building target/benchmarks.jar and target/spark-bench.jar"),
        r.err);
    assertTrue(
        r.err.contains("The first build downloads Maven and about 400 MB of dependencies"), r.err);
    assertTrue(
        r.err.matches("(?s).*pmebench: built in 0m0[0-9]s; 2 files downloaded \\(3 MB\\)\n"),
        r.err);
    assertTrue(
        r.out.endsWith(
            "-cp "
                + project.resolve("target").resolve("benchmarks.jar")
                + " org.pmebench.cli.PmeBench run --profile=first\n"),
        r.out);
    assertTrue(
        Files.readAllLines(project.resolve("target").resolve("pmebench-build.log")).size() == 3);
  }

  @Test
  void upToDateJarsStartTheCommandLineWithoutBuilding() throws Exception {
    maven(BUILDS);
    launch("--version");
    maven("echo 'must not run' >&2; exit 1\n");
    Result r = launch("--version");
    assertEquals(0, r.exit, r.err);
    assertEquals("", r.err);
    assertTrue(r.out.endsWith("org.pmebench.cli.PmeBench --version\n"), r.out);
  }

  @Test
  void aFailedBuildShowsTheEndOfItsLogAndStartsNothing() throws Exception {
    Files.createDirectories(
        home.resolve(".m2")
            .resolve("repository")
            .resolve("org")
            .resolve("apache")
            .resolve("spark"));
    maven("echo '[ERROR] Failed to execute goal: compilation failure'\nexit 1\n");
    Result r = launch("run");
    assertEquals(2, r.exit, r.err);
    assertFalse(
        r.err.contains("The first build"),
        "with Spark in ~/.m2 it is not the first build: " + r.err);
    assertTrue(r.err.contains("pmebench: the build failed after "), r.err);
    assertTrue(r.err.endsWith("[ERROR] Failed to execute goal: compilation failure\n"), r.err);
    assertEquals("", r.out);
  }
}
