package org.pmebench.publish;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.run.SuiteHome;

/**
 * The published numbers: the README and docs are as docs/published.json renders them from the
 * committed runs, so that a hand edit of any number or label fails; and what the renderer refuses.
 */
class PublicationTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String MANIFEST = "docs/published.json";

  @TempDir Path dir;

  @Test
  void theReadmeAndDocsAreAsTheManifestRendersThemFromTheCommittedRuns() throws Exception {
    List<String> differ = Publication.read(SuiteHome.path(), MANIFEST).differences();
    assertEquals(
        "", String.join("\n", differ), "run ./pmebench publish, and commit what it writes");
  }

  @Test
  void aTenthMoreOrLessOnAnyNumberOrTwoLabelsSwappedFailsTheCheck() throws Exception {
    String readme =
        new String(
            Files.readAllBytes(SuiteHome.path().resolve("README.md")), StandardCharsets.UTF_8);
    String rendered = Publication.read(SuiteHome.path(), MANIFEST).render().get("README.md");
    int begin = readme.indexOf("<!-- published:answers ");
    int end = readme.indexOf("<!-- /published:answers -->");
    Matcher number = Pattern.compile("[+−]?\\d+\\.\\d+").matcher(readme.substring(begin, end));
    int changed = 0;
    while (number.find()) {
      for (double delta : new double[] {-0.1, 0.1}) {
        String moved = moved(number.group(), delta);
        String edited =
            readme.substring(0, begin + number.start())
                + moved
                + readme.substring(begin + number.end());
        assertFalse(edited.equals(rendered), number.group() + " as " + moved);
        changed++;
      }
    }
    assertTrue(changed > 100, changed + " edits");
    assertFalse(
        readme
            .replace("`AES_GCM_V1` **", "`X` **")
            .replace("`AES_GCM_CTR_V1` **", "`AES_GCM_V1` **")
            .replace("`X` **", "`AES_GCM_CTR_V1` **")
            .equals(rendered),
        "modes swapped");
    assertFalse(
        readme.replaceFirst("thread CPU", "wall clock").equals(rendered), "a clock swapped");
    assertEquals(readme, rendered, "the README as it is");
  }

  private static String moved(String text, double delta) {
    boolean minus = text.startsWith("−");
    double v = Double.parseDouble(text.replace("−", "-"));
    int digits = text.length() - text.indexOf('.') - 1;
    String out =
        String.format(
            java.util.Locale.ROOT, "%." + digits + "f", v + delta * Math.pow(10, 1 - digits));
    return (text.startsWith("+") && !out.startsWith("-") ? "+" : "")
        + (minus || out.startsWith("-") ? out.replace("-", "−") : out);
  }

  /**
   * A tiny repository: one summary of two rows (R1 GCM and GCM-CTR, thread CPU and wall), a page
   * with a block.
   */
  private Path repo(String answer, ObjectNode... numbers) throws Exception {
    ObjectNode summary = JSON.createObjectNode();
    summary.putObject("machine").put("cpuModel", "AMD EPYC").put("os", "Linux 6.1-fc-v9 amd64");
    ArrayNode rows = summary.putArray("overheads");
    row(rows, "AES_GCM_V1", 1.069, 1.067, 1.070);
    row(rows, "AES_GCM_CTR_V1", 1.056, 1.054, 1.058);
    Files.write(dir.resolve("s.json"), JSON.writeValueAsBytes(summary));
    ObjectNode manifest = JSON.createObjectNode();
    manifest
        .putObject("vocabulary")
        .putArray("clocks")
        .addObject()
        .put("field", "cpu")
        .put("name", "thread CPU");
    ((ArrayNode) manifest.path("vocabulary").path("clocks"))
        .addObject()
        .put("field", "wall")
        .put("name", "wall clock");
    manifest.with("vocabulary").putArray("workloads").addObject().put("param", "spec");
    ObjectNode all = manifest.putObject("numbers");
    String[] names = {"g", "c"};
    for (int i = 0; i < numbers.length; i++) {
      all.set(names[i], numbers[i]);
    }
    manifest
        .putArray("blocks")
        .addObject()
        .put("file", "page.md")
        .put("name", "a")
        .putArray("lines")
        .add(answer);
    Files.write(dir.resolve("m.json"), JSON.writeValueAsBytes(manifest));
    Files.write(
        dir.resolve("page.md"),
        "# Page\n\n<!-- published:a -->\n<!-- /published:a -->\n".getBytes(StandardCharsets.UTF_8));
    return dir;
  }

  private static void row(ArrayNode rows, String mode, double ratio, double low, double high) {
    ObjectNode r =
        rows.addObject()
            .put("benchmark", "org.x.ReadBenchmark.read")
            .put("encryption", mode)
            .put("provider", "SunJCE")
            .put("javaMajor", 17)
            .put("forks", 5);
    r.putObject("params").put("spec", "R1");
    r.putObject("cpu")
        .put("ratio", ratio)
        .put("low", low)
        .put("high", high)
        .putObject("steadyState")
        .put("class", "flat");
    r.putObject("wall").put("ratio", ratio).put("low", low).put("high", high);
  }

  private static ObjectNode number(String mode, String field) {
    ObjectNode n =
        JSON.createObjectNode().put("file", "s.json").put("field", field).put("as", "overhead");
    n.putObject("where").put("benchmark", "ReadBenchmark.read").put("encryption", mode);
    return n;
  }

  private String rendered(String answer, ObjectNode... numbers) throws Exception {
    Publication.read(repo(answer, numbers), "m.json").write();
    String page = new String(Files.readAllBytes(dir.resolve("page.md")), StandardCharsets.UTF_8);
    return page.split("\n")[3];
  }

  private String refusal(String answer, ObjectNode... numbers) throws Exception {
    Path root = repo(answer, numbers);
    return assertThrows(PublishException.class, () -> Publication.read(root, "m.json").write())
        .getMessage();
  }

  @Test
  void theWarmUpIsSaidAsTheRowHadIt() throws Exception {
    assertEquals(
        "12 s warm-up",
        PublishedNumber.warmup(
            JSON.readTree("{\"rule\":\"fixed\",\"forks\":2,\"seconds\":[12.0,12.0]}")));
    assertEquals(
        "quiet warm-up 22–41 s (1 of 2 forks quiet)",
        PublishedNumber.warmup(
            JSON.readTree(
                "{\"rule\":\"until the JIT is quiet\",\"forks\":2,\"quietForks\":1,"
                    + "\"seconds\":[22.4,40.9]}")));
    assertEquals(null, PublishedNumber.warmup(JSON.readTree("{}")), "rows from before it");
  }

  @Test
  void aNumberIsRenderedWithItsIntervalAndALabelFromItsRow() throws Exception {
    assertEquals(
        "`AES_GCM_V1` **+6.9%** (+6.7 to +7.0), `AES_GCM_CTR_V1` **+5.6%** (+5.4 to +5.8) (R1, thread CPU, "
            + "SunJCE, Java 17, 5 forks, steady, EPYC v9); the second is below the first",
        rendered(
            "{g.mode} {g}, {c.mode} {c} {about:g,c}; the second is {cmp:c,g} the first",
            number("AES_GCM_V1", "cpu"),
            number("AES_GCM_CTR_V1", "cpu")));
  }

  @Test
  void aLabelTheRowContradictsIsRefused() throws Exception {
    ObjectNode says = number("AES_GCM_V1", "wall");
    says.putObject("says").put("clock", "thread CPU");
    assertEquals(
        "g: the manifest says clock \"thread CPU\", its row in s.json says \"wall clock\"",
        refusal("{g} {about:g}", says));
  }

  @Test
  void typedNumbersAndLabelsAreRefused() throws Exception {
    ObjectNode g = number("AES_GCM_V1", "cpu");
    assertTrue(refusal("{g} {about:g}, +6.9% in all", g).contains("\"+6.9%\" is typed"));
    assertTrue(refusal("{g} on CPU {about:g}", g).contains("\"CPU\" is typed"));
    assertTrue(refusal("{g} {about:g}, GCM-CTR too", g).contains("\"GCM\" is typed"));
    assertTrue(refusal("{g} with AES_GCM_V1 {about:g}", g).contains("\"AES_\" is typed"));
  }

  @Test
  void numbersThatDifferInAFacetMustSayItEachOrBeDescribedApart() throws Exception {
    assertEquals(
        "a line 1: g, c differ in mode ([`AES_GCM_V1`, `AES_GCM_CTR_V1`]): say it of each with "
            + "{<number>.mode}, or describe them apart",
        refusal(
            "{g}, {c} {about:g,c}", number("AES_GCM_V1", "cpu"), number("AES_GCM_CTR_V1", "cpu")));
    assertEquals(
        "a line 1: {g} is given without saying what it is: add it to an {about:...}",
        refusal("{g}", number("AES_GCM_V1", "cpu")));
  }

  @Test
  void anAnswerOfItsWordsIsRenderedAndOneWordMoreIsRefused() throws Exception {
    // Labels and links count: "{g} {about:g}" alone renders to some words, the rest is filled up to
    // the limit.
    int label = rendered("{g} {about:g}", number("AES_GCM_V1", "cpu")).trim().split("\\s+").length;
    StringBuilder answer = new StringBuilder("{g} {about:g} [run](s.json)");
    for (int i = label + 1; i < AnswerTemplate.MAX_WORDS; i++) {
      answer.append(" word");
    }
    assertEquals(
        AnswerTemplate.MAX_WORDS,
        rendered(answer.toString(), number("AES_GCM_V1", "cpu")).trim().split("\\s+").length);
    assertTrue(
        refusal(answer + " word", number("AES_GCM_V1", "cpu"))
            .contains(
                ": "
                    + (AnswerTemplate.MAX_WORDS + 1)
                    + " words; an answer is one line of at most 35"));
  }

  @Test
  void aRowThatIsNotThereOrNotOneIsRefused() throws Exception {
    ObjectNode none = number("AES_GCM_V2", "cpu");
    assertTrue(refusal("{g} {about:g}", none).startsWith("g: 0 rows of s.json overheads match"));
    ObjectNode both = JSON.createObjectNode().put("file", "s.json").put("field", "cpu");
    both.putObject("where").put("benchmark", "ReadBenchmark.read");
    assertTrue(refusal("{g} {about:g}", both).startsWith("g: 2 rows of s.json overheads match"));
  }

  @Test
  void aHandEditIsNamedWithItsPageAndLine() throws Exception {
    Path root = repo("{g} {about:g}", number("AES_GCM_V1", "cpu"));
    Publication.read(root, "m.json").write();
    Path page = root.resolve("page.md");
    Files.write(
        page,
        new String(Files.readAllBytes(page), StandardCharsets.UTF_8)
            .replace("+6.9%", "+7.0%")
            .getBytes(StandardCharsets.UTF_8));
    List<String> differ = Publication.read(root, "m.json").differences();
    assertEquals(1, differ.size(), differ.toString());
    assertTrue(differ.get(0).startsWith("page.md:4: is \"**+7.0%**"), differ.get(0));
  }

  @Test
  void aNativeProfilesAttributionIsRenderedFromItsFileAndOneWithoutAnEncryptedFileIsRefused()
      throws Exception {
    Path root = Files.createDirectories(dir.resolve("attribution"));
    ObjectNode attribution = JSON.createObjectNode().put("machine", "A CPU (family 1, model 2)");
    attribution.put("repetitions", 2).put("perfHz", 1999);
    ObjectNode gcm = attribution.putObject("slots").putObject("gcm");
    gcm.put("implementation", "pyarrow 26.0.1")
        .put("rows", 300)
        .put("plaintextMicrosPerRead", 1000.4);
    gcm.put("extraMicrosPerRead", 250.6);
    gcm.putArray("rounds").add(10).add(12);
    gcm.putArray("extraMicrosPerReadRange").add(-20.0).add(300.0);
    ObjectNode cipher = gcm.putObject("groups").putObject("cipher: over the bytes");
    cipher.put("micros", 90.2).putArray("range").add(80.0).add(100.0);
    JSON.writeValue(root.resolve("a.json").toFile(), attribution);
    ObjectNode block = JSON.createObjectNode().put("attribution", "a.json");
    String page = renderedBlock(root, block);
    assertTrue(
        page.contains(
            "A CPU (family 1, model 2); pyarrow 26.0.1, 300 rows; 2 processes, each reading the files"
                + " in turn (10, 12 rounds)"),
        page);
    assertTrue(
        page.contains("| µs per read | AES_GCM_V1 |\n|---|---:|\n| the plaintext read | 1,000 |"),
        page);
    assertTrue(page.contains("| **extra, the process's clock** | **+251** (−20 to +300) |"), page);
    assertTrue(page.contains("| cipher: over the bytes | +90 (+80 to +100) |"), page);
    ((ObjectNode) attribution.path("slots")).remove("gcm");
    ((ObjectNode) attribution.path("slots")).set("control", gcm);
    JSON.writeValue(root.resolve("a.json").toFile(), attribution);
    PublishException refused =
        assertThrows(PublishException.class, () -> Publication.read(root, "m.json").render());
    assertEquals("p: a.json: no encrypted file in its slots", refused.getMessage());
  }

  @Test
  void attributionsSideBySideShowADashForThePartsOfARunWithoutTheProfiler() throws Exception {
    Path root = Files.createDirectories(dir.resolve("attributions"));
    JSON.writeValue(root.resolve("profiled.json").toFile(), attribution(1999, 250.6, 90.2));
    JSON.writeValue(root.resolve("plain.json").toFile(), attribution(0, 180.4, null));
    ObjectNode block = JSON.createObjectNode();
    block
        .putObject("attributions")
        .put("no profiler", "plain.json")
        .put("perf at 1999 Hz", "profiled.json");
    String page = renderedBlock(root, block);
    assertTrue(
        page.contains(
            "| perf at 1999 Hz (pyarrow 26.0.1, 2 processes) | 1,000 | **+251** | – | +90 |"),
        page);
    assertTrue(
        page.contains("| no profiler (pyarrow 26.0.1, 2 processes) | 1,000 | **+180** | – | – |"),
        page);
    assertTrue(page.contains("-->\nA CPU (family 1, model 2); process CPU per read"), page);
    // Rows from two machines: each says its own.
    JSON.writeValue(
        root.resolve("plain.json").toFile(),
        attribution(0, 180.4, null).put("machine", "B CPU (family 3, model 4)"));
    page = renderedBlock(root, block);
    assertTrue(
        page.contains(
            "| no profiler (pyarrow 26.0.1, 2 processes, B CPU (family 3, model 4)) | 1,000 |"),
        page);
    assertFalse(page.contains("; process CPU per read"), page);
    // Unprofiled rows alone: the extra, no parts.
    ((ObjectNode) block.path("attributions")).remove("perf at 1999 Hz");
    assertTrue(
        renderedBlock(root, block)
            .contains("| no profiler (pyarrow 26.0.1, 2 processes) | 1,000 | **+180** | – |\n<!--"),
        "unprofiled alone");
  }

  private static ObjectNode attribution(int perfHz, double extra, Double cipher) {
    ObjectNode attribution = JSON.createObjectNode().put("machine", "A CPU (family 1, model 2)");
    attribution.put("repetitions", 2).put("perfHz", perfHz);
    ObjectNode gcm = attribution.putObject("slots").putObject("gcm");
    gcm.put("implementation", "pyarrow 26.0.1").put("plaintextMicrosPerRead", 1000.4);
    gcm.put("extraMicrosPerRead", extra);
    ObjectNode groups = gcm.putObject("groups");
    if (cipher != null) {
      groups.putObject("cipher: over the bytes").put("micros", cipher);
    }
    return attribution;
  }

  @Test
  void aCopyCensusIsRenderedAMeanWithItsRangeWhereTheProcessesDifferAndASlotWithoutAValueIsRefused()
      throws Exception {
    Path root = Files.createDirectories(dir.resolve("census"));
    ObjectNode census = JSON.createObjectNode().put("machine", "A CPU (family 1, model 2)");
    census.put("implementation", "pyarrow 26.0.1, 300 rows").put("processes", 2);
    census.putArray("rounds").add(10).add(12);
    census.putArray("slotOrder").add("plaintext").add("gcm").add("control");
    ArrayNode rows = census.putArray("rows");
    ObjectNode bytes =
        rows.addObject()
            .put("label", "MB copied per read")
            .put("format", "%.3f")
            .putObject("values");
    for (String slot : new String[] {"plaintext", "gcm", "control"}) {
      censusValue(bytes, slot, 0.3072, 0.3072, 0.3072);
    }
    ObjectNode more =
        rows.addObject().put("label", "µs more").put("format", "%+.0f").putObject("values");
    censusValue(more, "plaintext", 0.0, 0.0, 0.0);
    censusValue(more, "gcm", 25.3, -40.2, 67.0);
    censusValue(more, "control", 5.0, 5.0, 5.0);
    JSON.writeValue(root.resolve("c.json").toFile(), census);
    String page = renderedBlock(root, JSON.createObjectNode().put("census", "c.json"));
    assertTrue(
        page.contains(
            "A CPU (family 1, model 2); pyarrow 26.0.1, 300 rows; 2 processes, each reading the files"
                + " in turn (10, 12 rounds); every memcpy and memmove counted by caller, each timed by"
                + " the time stamp counter; mean (smallest to largest process):"),
        page);
    assertTrue(
        page.contains(
            "| per read | plaintext | AES_GCM_V1 | A/A control |\n|---|---:|---:|---:|\n"
                + "| MB copied per read | 0.307 | 0.307 | 0.307 |\n"
                + "| µs more | +0 | +25 (−40 to +67) | +5 |\n"),
        page);
    more.remove("control");
    JSON.writeValue(root.resolve("c.json").toFile(), census);
    PublishException refused =
        assertThrows(PublishException.class, () -> Publication.read(root, "m.json").render());
    assertEquals("p: c.json: µs more: no value for control", refused.getMessage());
  }

  /** A census row's value for one file: its mean with its smallest and largest. */
  private static void censusValue(
      ObjectNode values, String slot, double mean, double low, double high) {
    values.putObject(slot).put("mean", mean).putArray("range").add(low).add(high);
  }

  @Test
  void aSummaryInTheCensusShapeSaysItsOwnMethodAndSpread() throws Exception {
    Path root = Files.createDirectories(dir.resolve("counted"));
    ObjectNode counted = JSON.createObjectNode().put("machine", "A CPU (family 1, model 2)");
    counted.put("implementation", "pyarrow 26.0.1, 300 rows");
    counted.put("method", "every read's instructions counted by callgrind");
    counted.put("spread", "smallest to largest of 6 rounds");
    counted.putArray("slotOrder").add("plaintext").add("gcm");
    ObjectNode values =
        counted
            .putArray("rows")
            .addObject()
            .put("label", "instructions, thousands more")
            .put("format", "%+.0f")
            .putObject("values");
    censusValue(values, "plaintext", 0.0, 0.0, 0.0);
    censusValue(values, "gcm", 3731.4, 3712.0, 3760.2);
    JSON.writeValue(root.resolve("c.json").toFile(), counted);
    String page = renderedBlock(root, JSON.createObjectNode().put("census", "c.json"));
    assertTrue(
        page.contains(
            "A CPU (family 1, model 2); pyarrow 26.0.1, 300 rows; every read's instructions counted"
                + " by callgrind; mean (smallest to largest of 6 rounds):\n\n"
                + "| per read | plaintext | AES_GCM_V1 |\n|---|---:|---:|\n"
                + "| instructions, thousands more | +0 | +3731 (+3712 to +3760) |\n"),
        page);
  }

  @Test
  void aCoverageSumsTheNamedGroupsOverTheExtraWithoutTheProfilerAndRefusesAGroupNotThere()
      throws Exception {
    Path root = Files.createDirectories(dir.resolve("coverage"));
    ObjectNode profile = attribution(99, 270.0, 90.2);
    ((ObjectNode) profile.path("slots").path("gcm").path("groups"))
        .putObject("contexts: create")
        .put("micros", 60.3);
    JSON.writeValue(root.resolve("profile.json").toFile(), profile);
    JSON.writeValue(root.resolve("plain.json").toFile(), attribution(0, 200.0, null));
    ObjectNode block = JSON.createObjectNode();
    ObjectNode spec =
        block.putObject("coverage").put("profile", "profile.json").put("unprofiled", "plain.json");
    spec.putArray("parts").add("cipher: over the bytes").add("contexts: create");
    String page = renderedBlock(root, block);
    assertTrue(
        page.contains(
            "cipher, contexts: **+151 µs** per AES_GCM_V1 read in the profile at 99 Hz (2 processes),"
                + " **75%** of the **+200 µs** the read adds without the profiler (2 processes).\n"),
        page);
    ((ArrayNode) spec.path("parts")).add("copies");
    PublishException refused =
        assertThrows(PublishException.class, () -> renderedBlock(root, block));
    assertEquals("p: the profile has no group \"copies\"", refused.getMessage());
  }

  @Test
  void aProfileSplitIsATableOfCategoriesAndFramesWithTheirForksAndOneWithoutItsMachineIsRefused()
      throws Exception {
    Path root = Files.createDirectories(dir.resolve("split"));
    ObjectNode split = JSON.createObjectNode().put("profiles", "run/profiles").put("forks", 2);
    split.putNull("match");
    split
        .putObject("machine")
        .put("id", "cpu-0123456789ab")
        .put("cpuModel", "Intel(R) Xeon(R) Processor")
        .put("cpuFamily", 6)
        .put("cpuModelNumber", 167);
    split.putObject("samples").put("PLAINTEXT", 1000).put("CONTROL", 990).put("AES_GCM_V1", 1060);
    ObjectNode gcm = split.putObject("modes").putObject("AES_GCM_V1");
    for (String c : new String[] {"total", "cipher", "parquet crypto", "rest"}) {
      ObjectNode s = gcm.putObject(c).put("pooled", c.equals("total") ? 6.0 : 2.0);
      s.put("control", c.equals("rest") ? -1.0 : -0.04);
      s.putArray("perFork").add(1.5).add(c.equals("total") ? 10.5 : 2.5);
      s.putArray("controlPerFork").add(-2.0).add(0.0);
    }
    ObjectNode frame = split.putObject("frames").putObject("BytesInput");
    frame.putArray("PLAINTEXT").add(0.1).add(0.3);
    frame.putArray("CONTROL").add(0.2).add(0.2);
    frame.putArray("AES_GCM_V1").add(1.1).add(2.3);
    JSON.writeValue(root.resolve("s.json").toFile(), split);
    String page = renderedBlock(root, JSON.createObjectNode().put("profileSplit", "s.json"));
    assertTrue(
        page.contains(
            "Xeon family 6 model 167 (`cpu-0123456789ab`); `run/profiles`, 2 forks, async-profiler's"
                + " samples of the benchmark thread (PLAINTEXT 1,000, CONTROL 990, AES_GCM_V1 1,060);"),
        page);
    assertTrue(
        page.contains(
            "| more samples than the plaintext file, % of its samples | `AES_GCM_V1` | A/A control |\n"
                + "|---|---:|---:|\n"
                + "| in all | +6.0 (+1.5 to +10.5) | +0.0 (−2.0 to +0.0) |\n"
                + "| in the cipher (JCA, the AES and GHASH stubs) | +2.0 (+1.5 to +2.5) |"
                + " +0.0 (−2.0 to +0.0) |\n"
                + "| in parquet's crypto package | +2.0 (+1.5 to +2.5) | +0.0 (−2.0 to +0.0) |\n"
                + "| elsewhere | +2.0 (+1.5 to +2.5) | −1.0 (−2.0 to +0.0) |\n"
                + "| stacks with `BytesInput`, minus the plaintext file's | +1.5 (+1.0 to +2.0) |"
                + " +0.0 (−0.1 to +0.1) |\n"),
        page);
    split.remove("machine");
    JSON.writeValue(root.resolve("s.json").toFile(), split);
    PublishException refused =
        assertThrows(PublishException.class, () -> Publication.read(root, "m.json").render());
    assertEquals(
        "p: s.json: no machine: its run.json was not beside profiles/", refused.getMessage());
  }

  /**
   * A manifest of this one block (on page.md, named p) under {@code root}, rendered: the page as
   * the block makes it.
   */
  private static String renderedBlock(Path root, ObjectNode block) throws Exception {
    ObjectNode manifest = JSON.createObjectNode();
    manifest.putArray("blocks").add(block.put("file", "page.md").put("name", "p"));
    JSON.writeValue(root.resolve("m.json").toFile(), manifest);
    Files.write(
        root.resolve("page.md"),
        "<!-- published:p -->\n<!-- /published:p -->\n".getBytes(StandardCharsets.UTF_8));
    return Publication.read(root, "m.json").render().get("page.md");
  }
}
