package org.pmebench.family.parquet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.cli.CliRun;

/**
 * Another parquet-java release beside the built-in one: a bad release number is refused before
 * anything runs; a tiny run measures both, the other one's rows tagged with its version, after
 * checking that its jars win on the class path (parquet-hadoop 1.15.2 from Maven Central).
 */
class ParquetReleasesTest {
  @TempDir Path dir;

  @Test
  void aReleaseNumberThatIsNotOneIsRefused() throws Exception {
    CliRun.family("parquet", dir.resolve("bad"), "--parquet-versions=1.13.1,latest")
        .assertRefused("invalid --parquet-versions value 'latest'");
  }

  @Test
  void aTinyRunMeasuresBothReleasesAndTagsTheOthersRows() throws Exception {
    Path out = dir.resolve("two");
    // Direct buffers too: on 1.15.2 they take its off-heap decrypt path, on 1.13.1 the byte-array
    // one.
    JsonNode summary =
        onBothReleases("parquet", out, "--specs=R1", "--rows=500", "--read-buffers=heap,direct");
    int builtIn = 0;
    int other = 0;
    int direct = 0;
    for (JsonNode o : summary.path("overheads")) {
      direct += "direct".equals(o.path("params").path("buffers").asText(null)) ? 1 : 0;
      if ("1.15.2".equals(o.path("params").path("parquet").asText(null))) {
        other++;
      } else {
        assertTrue(o.path("params").path("parquet").isMissingNode(), o.toString());
        builtIn++;
      }
    }
    assertEquals(4, builtIn, "GCM and GCM-CTR on 1.13.1, heap and direct buffers");
    assertEquals(4, other, "GCM and GCM-CTR on 1.15.2, heap and direct buffers");
    assertEquals(4, direct, "heap is the default and not among a row's parameters");
    Path childLog;
    try (java.util.stream.Stream<Path> files = Files.list(out)) {
      childLog =
          files
              .filter(f -> f.getFileName().toString().endsWith("-parquet-1.15.2.log"))
              .findFirst()
              .get();
    }
    String log = new String(Files.readAllBytes(childLog), "UTF-8");
    assertTrue(
        log.contains("parquet-mr version 1.15.2"),
        "the child's class path loads the release: " + log);
    assertTrue(log.contains("parquet-hadoop-1.15.2.jar"), "the jars that ran are named: " + log);
    String report = new String(Files.readAllBytes(out.resolve("report.md")), "UTF-8");
    assertTrue(report.contains("on parquet-java 1.15.2"), report);
    assertTrue(report.contains("R1 buffers=direct on parquet-java 1.15.2"), report);

    // Stopped inside the release's child run: --resume continues the child where it stopped.
    Path child = out.resolve("jdk17-parquet-1.15.2");
    Files.delete(out.resolve("jdk17-parquet-1.15.2.json"));
    markRunning(out);
    markRunning(child);
    try (java.util.stream.Stream<Path> files = Files.list(child)) {
      for (Path f :
          (Iterable<Path>)
              files.filter(f -> f.getFileName().toString().endsWith("-intrinsics-on.json"))
                  ::iterator) {
        Files.delete(f);
      }
    }
    CliRun resumed = CliRun.of("run", "--resume=" + out);
    assertEquals(0, resumed.code, resumed.out + resumed.err);
    assertTrue(
        new String(Files.readAllBytes(childLog), "UTF-8").contains("--resume=" + child),
        "the child resumed");
    JsonNode again = CliRun.summary(out);
    assertEquals(
        summary.path("overheads").size(), again.path("overheads").size(), "every row is back");
  }

  /**
   * Two builds without the built-in one, 1.15.2 and a local copy of its jars: measured fork by
   * fork, each fork in a child of its own, a round's order shuffled; each build's forks come back
   * as one result. A third build whose jars do not load its version fails alone, the others going
   * on.
   */
  @Test
  void severalBuildsAreMeasuredForkByForkInterleavedAndOneThatFailsFailsAlone() throws Exception {
    Path released =
        org.pmebench.releases.ParquetReleases.jars(
            java.nio.file.Paths.get("").toAbsolutePath(), "1.15.2", dir.resolve("resolve.log"));
    Path copy = Files.createDirectories(dir.resolve("copy-1.15.2"));
    Path broken = Files.createDirectories(dir.resolve("broken"));
    try (java.util.stream.Stream<Path> jars = Files.list(released)) {
      for (Path jar : (Iterable<Path>) jars::iterator) {
        Files.copy(jar, copy.resolve(jar.getFileName()));
        if (jar.getFileName().toString().startsWith("parquet-hadoop-")) {
          Files.copy(jar, broken.resolve(jar.getFileName()));
        }
      }
    }
    Path out = dir.resolve("interleaved");
    CliRun run =
        CliRun.family(
            "parquet",
            out,
            "--profile=smoke",
            "--specs=R1",
            "--modes=AES_GCM_V1",
            "--rows=500",
            "--forks=2",
            "--parquet-versions=1.15.2," + copy + "," + broken);
    assertEquals(1, run.code, "a run with a part skipped: " + run.err);
    String log = new String(Files.readAllBytes(out.resolve("jmh.log")), "UTF-8");
    assertTrue(
        log.contains("jdk17-parquet-releases: fork 2 of 2 of each build, in the order "), log);
    assertTrue(
        run.err.matches(
            "(?s).*pmebench: skipped jdk17-parquet-local-1\\.15\\.2-[0-9a-f]{8}: parquet "
                + "local-1\\.15\\.2-[0-9a-f]{8}: the class path loads 'parquet-mr version 1\\.13\\.1 \\(build [0-9a-f]+\\)' instead.*"),
        run.err);
    java.util.Map<String, Integer> forks = new java.util.TreeMap<String, Integer>();
    for (JsonNode row :
        new ObjectMapper().readTree(out.resolve("jdk17-parquet-releases.json").toFile())) {
      forks.put(
          row.path("params").path("parquet").asText() + " " + row.path("benchmark").asText(),
          row.path("primaryMetric").path("rawData").size());
    }
    assertEquals(2, forks.size(), "the two builds that ran: " + forks);
    for (int n : forks.values()) {
      assertEquals(2, n, "a build's two forks in one result: " + forks);
    }
    assertTrue(Files.isDirectory(out.resolve("jdk17-parquet-1.15.2-fork2")), "round 2's child");
  }

  @Test
  void theParkingFamilyRunsOnTheOtherReleaseToo() throws Exception {
    Path out = dir.resolve("columns");
    JsonNode summary =
        onBothReleases(
            "parking",
            out,
            "--parking-specs=R1",
            "--parking-modes=AES_GCM_V1",
            "--parking-rows=500");
    int other = 0;
    int rows = 0;
    for (JsonNode o : summary.path("overheads")) {
      rows++;
      other += "1.15.2".equals(o.path("params").path("parquet").asText(null)) ? 1 : 0;
    }
    assertTrue(
        other > 0 && other * 2 == rows,
        "as many rows on 1.15.2 as on 1.13.1: " + summary.path("overheads"));
    assertTrue(
        Files.isRegularFile(out.resolve("jdk17-parking-1.15.2.json")),
        "the parking release step's rows");
    // Each release's rows on lines of their own in the terminal's table (they once overwrote the
    // built-in's).
    String terminal =
        org.pmebench.report.TerminalAnswers.of(
            org.pmebench.summary.SummaryFile.of(summary),
            org.pmebench.family.Families.reportParts());
    assertTrue(
        terminal.contains("citations R1 read, all 19 columns on parquet-java 1.15.2"), terminal);
    assertTrue(terminal.contains("citations R1 read, all 19 columns  "), terminal);
    assertTrue(
        terminal.contains("R1 on parquet-java 1.15.2: 2 of 19 / all 19, measured"), terminal);
  }

  /**
   * The summary of a smoke run of {@code family} with {@code options} on parquet-java 1.13.1 and
   * 1.15.2, into {@code out}; it must succeed.
   */
  private static JsonNode onBothReleases(String family, Path out, String... options)
      throws Exception {
    String[] args = new String[options.length + 2];
    args[0] = "--profile=smoke";
    System.arraycopy(options, 0, args, 1, options.length);
    args[args.length - 1] = "--parquet-versions=1.13.1,1.15.2";
    CliRun run = CliRun.family(family, out, args);
    assertEquals(0, run.code, run.err);
    return CliRun.summary(out);
  }

  private static void markRunning(Path run) throws Exception {
    com.fasterxml.jackson.databind.node.ObjectNode manifest =
        (com.fasterxml.jackson.databind.node.ObjectNode)
            new ObjectMapper().readTree(run.resolve("run.json").toFile());
    manifest.put("status", "running");
    Files.write(run.resolve("run.json"), new ObjectMapper().writeValueAsBytes(manifest));
  }
}
