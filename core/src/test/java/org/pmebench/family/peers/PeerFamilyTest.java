package org.pmebench.family.peers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.cli.CliRun;
import org.pmebench.cli.PmeBench;
import org.pmebench.summary.SummarySchema;

/**
 * The peers family through the command line with the real pyarrow from PyPI (its environment made
 * under target/peers/ the first time): refusals before anything runs, and a tiny run end to end.
 */
class PeerFamilyTest {
  private static final String ARROW_RS = "arrow-rs";
  @TempDir Path dir;

  @Test
  void badInputIsOneLineAndExit2BeforeAnythingRuns() throws Exception {
    Path out = dir.resolve("run");
    CliRun.family("peers", out, "--peers=polars").assertRefused("polars");
    CliRun.family("peers", out, "--peer-lineitem=0")
        .assertRefused("--peer-lineitem must be a TPC-H scale factor");
    CliRun.family("peers", out, "--peer-pyarrow=latest")
        .assertRefused("invalid --peer-pyarrow value: 'latest' is neither a pyarrow release");
    CliRun.family("peers", out, "--peer-arrow-go=" + dir)
        .assertRefused("invalid --peer-arrow-go value: " + dir + ": not an arrow-go checkout");
    CliRun python = CliRun.family("peers", out, "--peer-python=" + dir.resolve("no-python"));
    assertEquals(PmeBench.EXIT_USAGE, python.code);
    assertTrue(
        python.err.startsWith("pmebench: peers: " + dir.resolve("no-python") + " does not start"),
        python.err);
    assertEquals(1, python.err.trim().split("\n").length, python.err);
    assertFalse(Files.exists(out.resolve("run.json")), "nothing ran");
  }

  @Test
  void anotherPyarrowTakesTurnsWithThePinnedOneInItsStep() {
    CliRun plan =
        CliRun.of(
            "run",
            "--dry-run",
            "--families=peers",
            "--peers=pyarrow",
            "--peer-pyarrow=19.0.1",
            "--output=" + dir.resolve("plan"));
    assertEquals(0, plan.code, plan.err);
    assertTrue(
        plan.out.contains("builds taking turns process by process: pyarrow, pyarrow@19.0.1"),
        plan.out);
    assertFalse(plan.out.contains("peers-pyarrow@19.0.1 on"), "no step of its own: " + plan.out);
  }

  /**
   * A build of arrow-go beside the pinned one, in the pinned one's step: a checkout that does not
   * build costs its build alone, named, while the pinned release is measured and filed under its
   * own name.
   */
  @Test
  void aBuildThatCannotBeMadeCostsItselfAndNotThePinnedOneBesideIt() throws Exception {
    Path checkout = Files.createDirectories(dir.resolve("arrow-go-empty"));
    Files.write(
        checkout.resolve("go.mod"),
        "module github.com/apache/arrow-go/v18\n\ngo 1.25.0\n".getBytes("UTF-8"));
    Path out = dir.resolve("group");
    CliRun run =
        CliRun.family(
            "peers",
            out,
            "--peers=arrow-go",
            "--peer-arrow-go=" + checkout,
            "--peer-interop=false",
            "--profile=smoke",
            "--peer-rows=300");
    assertEquals(1, run.code, "a part skipped: " + run.err);
    assertTrue(
        run.err.matches(
            "(?s).*pmebench: skipped peers-arrow-go@local-arrow-go-empty-[0-9a-f]{8}: .*"),
        run.err);
    JsonNode manifest = new ObjectMapper().readTree(out.resolve("run.json").toFile());
    java.util.List<String> files = new java.util.ArrayList<String>();
    for (JsonNode f : manifest.path("resultFiles")) {
      files.add(f.path("file").asText() + " " + f.path("jvm").asText());
    }
    assertEquals(java.util.Arrays.asList("peers-arrow-go.json arrow-go"), files);
    for (JsonNode o : CliRun.summary(out).path("overheads")) {
      assertEquals("arrow-go", o.path("jvm").asText(), o.toString());
    }
  }

  /**
   * A smoke run of {@code peer} alone (no interop) into {@code <name>/}, its tool option {@code
   * toolOption} naming {@code <name>}, which does not exist: the step fails with exit 1, naming the
   * tool and where to get it ({@code url}).
   */
  private Path missingTool(String peer, String toolOption, String name, String url) {
    Path out = dir.resolve(name);
    CliRun run =
        CliRun.family(
            "peers",
            out,
            "--peers=" + peer,
            "--peer-interop=false",
            "--profile=smoke",
            toolOption + "=" + dir.resolve(name));
    assertEquals(1, run.code, run.out + run.err);
    String all = run.out + run.err;
    assertTrue(all.contains(dir.resolve(name) + " does not start") && all.contains(url), all);
    return out;
  }

  @Test
  void aMissingCargoCostsTheArrowRsStepWithOneLineAndExit1() throws Exception {
    Path out = missingTool("arrow-rs", "--peer-cargo", "no-cargo", "https://rustup.rs");
    JsonNode manifest = new ObjectMapper().readTree(out.resolve("run.json").toFile());
    assertTrue(manifest.toString().contains("peers-arrow-rs"), manifest.toString());
  }

  @Test
  void aMissingGoCostsTheArrowGoStepWithOneLineAndExit1() throws Exception {
    missingTool("arrow-go", "--peer-go", "no-go", "https://go.dev/dl/");
  }

  @Test
  void aTinyRunTimesPyarrowDuckdbAndArrowGoInPairsAndEveryFileIsTriedEverywhere() throws Exception {
    Path out = dir.resolve("tiny");
    // Not arrow-rs: building its driver takes minutes (ForeignFilesTest keeps its files in the
    // build); Go builds in
    // seconds.
    JsonNode summary = tinyRun(out, "pyarrow,duckdb,arrow-go");
    SummarySchema.assertValid(summary);
    java.util.Map<String, Integer> rows = new java.util.TreeMap<String, Integer>();
    for (JsonNode o : summary.path("overheads")) {
      assertEquals("interleaved", o.path("pairing").asText(), o.toString());
      rows.merge(o.path("jvm").asText(), 1, Integer::sum);
    }
    assertEquals(
        "{arrow-go=4, duckdb=2, pyarrow=4}",
        rows.toString(),
        "R1 and W1: pyarrow and arrow-go in GCM and GCM-CTR, DuckDB in GCM");
    JsonNode cells = summary.path("interop");
    // 4 writers x 4 readers x (the plaintext control + 2 modes x 2 footers x 2 key-material
    // settings + AAD prefix
    // + 4 explicit-key files).
    assertEquals(4 * 4 * 14, cells.size());
    for (JsonNode c : cells) {
      String writer = c.path("writer").asText();
      String reader = c.path("reader").asText();
      String material = c.path("material").asText();
      boolean keyTools = material.equals("internal") || material.equals("external");
      boolean pyarrowPrefix =
          writer.startsWith("pyarrow") && keyTools && "stored".equals(c.path("aadPrefix").asText());
      boolean partial = reader.startsWith("arrow-go") && !writer.matches("(arrow-go|duckdb).*");
      if (c.path("encryption").asText().equals("PLAINTEXT")) {
        assertTrue(
            partial
                ? c.path("outcome").asText().startsWith("read all but flba_field")
                : c.path("ok").asBoolean(),
            "every plaintext file reads everywhere: " + c);
      } else if (pyarrowPrefix) { // tried, and pyarrow says why not
        assertTrue(
            c.path("outcome")
                .asText()
                .startsWith("write: NotImplementedError: pyarrow's key tools"),
            c.toString());
      } else if (writer.startsWith("arrow-go") && keyTools) {
        assertTrue(
            c.path("outcome")
                .asText()
                .startsWith("write: NotImplemented: arrow-go has no key tools"),
            c.toString());
      } else if (reader.startsWith("arrow-go")
          && writer.startsWith("pyarrow")
          && c.path("encryption").asText().equals("AES_GCM_V1")
          && material.equals("uniform")) {
        assertEquals(
            "read all but flba_field (arrow-go decodes no DELTA_BYTE_ARRAY on FIXED_LEN_BYTE_ARRAY): the "
                + "others read equal",
            c.path("outcome").asText(),
            c.toString());
      } else if (writer.startsWith("arrow-go")
          && reader.startsWith("parquet-java")
          && !material.equals("none")) {
        assertTrue(
            c.path("ok").asBoolean(), "parquet-java reads arrow-go's explicit-key files: " + c);
      } else if (writer.startsWith("duckdb") && keyTools) {
        assertTrue(
            c.path("outcome")
                .asText()
                .startsWith("write: NotImplementedError: DuckDB has no key tools"),
            c.toString());
      } else if (reader.startsWith("duckdb") && keyTools) {
        assertTrue(
            c.path("outcome")
                .asText()
                .startsWith("read: NotImplementedError: DuckDB has no key tools"),
            c.toString());
      } else if (reader.startsWith("arrow-go") && keyTools) {
        assertTrue(
            c.path("outcome")
                .asText()
                .startsWith("read: NotImplemented: arrow-go has no key tools"),
            c.toString());
      } else if (keyTools) { // parquet-java and pyarrow
        assertTrue(
            c.path("ok").asBoolean(),
            "parquet-java and pyarrow read each other's key-tools files: " + c);
      } else if (writer.startsWith("duckdb")
          && reader.startsWith("duckdb")
          && material.equals("uniform")
          && c.path("encryption").asText().equals("AES_GCM_V1")
          && "none".equals(c.path("aadPrefix").asText())) {
        assertTrue(c.path("ok").asBoolean(), "DuckDB reads its own files: " + c);
      } else if (!writer.matches("(duckdb|arrow-go).*")
          && !reader.matches("(duckdb|arrow-go).*")
          && material.equals("uniform")
          && !c.path("encryption").asText().equals("AES_GCM_CTR_V1")) {
        assertTrue(
            c.path("ok").asBoolean(),
            "parquet-java and pyarrow read each other's uniform files: " + c);
      }
      assertFalse(c.path("outcome").asText().isEmpty(), c.toString());
    }
    assertEquals(
        expectedInterop(false),
        actualInterop(cells, expectedInterop(false)),
        "cell by cell, as " + "peers/interop-expected.tsv says (its cells without arrow-rs)");
    String report = new String(Files.readAllBytes(out.resolve("report.md")), "UTF-8");
    assertTrue(report.contains("## PME across implementations: who reads whose files"), report);
    assertTrue(report.contains("R1 in pyarrow ") && report.contains("R1 in duckdb 1.5.5"), report);
  }

  /**
   * The matrix with arrow-rs too, every cell of interop-expected.tsv: only where asked, since
   * building arrow-rs's driver takes minutes (2.5 here the first time; the matrix itself then takes
   * seconds).
   */
  @Test
  @EnabledIfEnvironmentVariable(named = "PMEBENCH_PEERS_ARROW_RS", matches = "1|true")
  void theMatrixWithArrowRsIsAsExpectedCellByCell() throws Exception {
    Path out = dir.resolve("with-arrow-rs");
    JsonNode cells = tinyRun(out, "pyarrow,duckdb,arrow-go,arrow-rs").path("interop");
    assertEquals(5 * 5 * 14, cells.size());
    assertEquals(
        expectedInterop(true),
        actualInterop(cells, expectedInterop(true)),
        "cell by cell, as peers/interop-expected.tsv says");
  }

  /** The summary of a smoke run of {@code peers}, 300 rows, into {@code out}; it must succeed. */
  private static JsonNode tinyRun(Path out, String peers) throws Exception {
    CliRun run =
        CliRun.family("peers", out, "--peers=" + peers, "--profile=smoke", "--peer-rows=300");
    assertEquals(0, run.code, run.err);
    return CliRun.summary(out);
  }

  /**
   * A cell's key: writer and reader (without their versions), mode, footer, key material, AAD
   * prefix.
   */
  private static String cellKey(JsonNode c) {
    return String.join(
        "\t",
        c.path("writer").asText().split(" ")[0],
        c.path("reader").asText().split(" ")[0],
        c.path("encryption").asText(),
        c.path("footer").asText(),
        c.path("material").asText(),
        c.path("aadPrefix").asText());
  }

  /**
   * The cells of interop-expected.tsv (those of arrow-rs too, or not): key, then "ok" or how the
   * outcome starts.
   */
  private static java.util.Map<String, String> expectedInterop(boolean arrowRs)
      throws java.io.IOException {
    java.util.Map<String, String> expected = new java.util.TreeMap<String, String>();
    try (InputStream in = PeerFamilyTest.class.getResourceAsStream("/peers/interop-expected.tsv")) {
      for (String line : new String(readAll(in), "UTF-8").split("\n")) {
        if (line.startsWith("#") || line.startsWith("writer\t") || line.isEmpty()) {
          continue;
        }
        int last = line.lastIndexOf('\t');
        String[] key = line.split("\t");
        if (arrowRs || !(key[0].equals(ARROW_RS) || key[1].equals(ARROW_RS))) {
          expected.put(line.substring(0, last), line.substring(last + 1));
        }
      }
    }
    return expected;
  }

  /**
   * The run's cells in the expected file's terms: a cell whose outcome starts as expected (and is
   * ok exactly when "ok" is expected) gets the expected text, any other its whole outcome and ok
   * flag, so a difference shows both.
   */
  private static java.util.Map<String, String> actualInterop(
      JsonNode cells, java.util.Map<String, String> expected) {
    java.util.Map<String, String> actual = new java.util.TreeMap<String, String>();
    for (JsonNode c : cells) {
      String key = cellKey(c);
      String want = expected.get(key);
      String outcome = c.path("outcome").asText();
      boolean matches =
          want != null && outcome.startsWith(want) && c.path("ok").asBoolean() == want.equals("ok");
      actual.put(key, matches ? want : outcome + " (ok " + c.path("ok").asBoolean() + ")");
    }
    return actual;
  }

  private static byte[] readAll(InputStream in) throws java.io.IOException {
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    byte[] buf = new byte[8192];
    for (int n; (n = in.read(buf)) > 0; ) {
      out.write(buf, 0, n);
    }
    return out.toByteArray();
  }
}
