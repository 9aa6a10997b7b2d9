package org.pmebench.cpuprofile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.Commands;

/**
 * scripts/profile-diff.py, which the findings quote, says it splits samples as the suite's
 * attribution does: on a recorded fork's stacks (virtual-call stubs among them, which it once
 * counted as cipher) its cipher, parquet-crypto and rest differences are {@link StackClassifier}'s.
 */
class ProfileDiffScriptTest {
  private static final String[] MODES = {"AES_GCM_V1", "AES_GCM_CTR_V1"};
  private static final Pattern LINE =
      Pattern.compile("^  (cipher|parquet crypto|rest) +([+-][0-9.]+)%");

  @TempDir Path dir;

  @Test
  void theScriptPlacesEverySampleAsTheSuitesAttributionDoes() throws Exception {
    Path profiles = dir.resolve("profiles");
    List<String> withControl = recordedForkIn(profiles);

    Map<String, Map<String, Long>> samples = new HashMap<String, Map<String, Long>>();
    for (String l : withControl) {
      int space = l.lastIndexOf(' ');
      StackClassifier.Place p = StackClassifier.classify(l.substring(0, space));
      if (p.mode == null) {
        continue;
      }
      Map<String, Long> m = samples.computeIfAbsent(p.mode, k -> new HashMap<String, Long>());
      long n = Long.parseLong(l.substring(space + 1));
      m.merge(name(p.category), n, Long::sum);
      m.merge("total", n, Long::sum);
    }
    String out = profileDiff(profiles, "--modes", MODES[0], MODES[1]);
    Map<String, Long> plain = samples.get("PLAINTEXT");
    int compared = 0;
    String mode = null;
    for (String l : out.split("\n")) {
      if (l.contains(" minus PLAINTEXT")) {
        mode = l.substring(0, l.indexOf(' '));
      }
      Matcher m = LINE.matcher(l);
      if (mode != null && m.find()) {
        String category = m.group(1);
        long d = samples.get(mode).getOrDefault(category, 0L) - plain.getOrDefault(category, 0L);
        assertEquals(100.0 * d / plain.get("total"), Double.parseDouble(m.group(2)), 0.006, l);
        compared++;
      }
    }
    assertEquals(6, compared, out);
    assertTrue(
        withControl.stream().anyMatch(l -> l.contains("vtable stub")), "the recording has them");
  }

  /**
   * What the script writes with --json, rendered by {@code pmebench publish} (a "profileSplit"
   * block), says the same pooled differences as its text, under the machine of the run's run.json.
   */
  @Test
  void itsJsonRendersAsATableWithTheSameNumbersAndTheRunsMachine() throws Exception {
    Path run = dir.resolve("run");
    Path profiles = run.resolve("profiles");
    recordedForkIn(profiles);
    Files.write(
        run.resolve("run.json"),
        ("{\"machine\": {\"id\": \"cpu-0123456789ab\", \"cpuModel\": \"AMD EPYC\", "
                + "\"cpuFamily\": 25, \"cpuModelNumber\": 17}}")
            .getBytes(StandardCharsets.UTF_8));
    String out =
        profileDiff(
            profiles,
            "--modes",
            MODES[0],
            "--frames",
            "vtable stub",
            "--json",
            run.resolve("split.json").toString());
    Files.write(
        dir.resolve("m.json"),
        "{\"blocks\": [{\"file\": \"page.md\", \"name\": \"p\", \"profileSplit\": \"run/split.json\"}]}"
            .getBytes(StandardCharsets.UTF_8));
    Files.write(
        dir.resolve("page.md"),
        "<!-- published:p -->\n<!-- /published:p -->\n".getBytes(StandardCharsets.UTF_8));
    String page = org.pmebench.publish.Publication.read(dir, "m.json").render().get("page.md");
    assertTrue(page.contains("EPYC family 25 model 17 (`cpu-0123456789ab`); `"), page);
    assertTrue(page.contains(", 1 forks, "), page);
    String row = null;
    for (String l : page.split("\n")) {
      if (l.startsWith("| in the cipher ")) {
        row = l;
      }
    }
    Matcher text = Pattern.compile("(?m)^  cipher +([+-][0-9.]+)%").matcher(out);
    assertTrue(text.find(), out);
    Matcher cell =
        Pattern.compile("^\\| in the cipher [^|]*\\| ([+\u2212][0-9.]+) \\(").matcher(row);
    assertTrue(cell.find(), row);
    // The text has two decimals, the table one: the same pooled difference.
    assertEquals(
        Double.parseDouble(text.group(1)),
        Double.parseDouble(cell.group(1).replace('\u2212', '-')),
        0.051,
        row + "\n" + out);
    assertTrue(page.contains("| stacks with `vtable stub`, minus the plaintext file's | "), page);
  }

  /**
   * The recorded fork's stacks in {@code profiles}, with the A/A control the script needs (the
   * plaintext file's stacks again, as the second file); skipped without python3.
   */
  private static List<String> recordedForkIn(Path profiles) throws Exception {
    Assumptions.assumeTrue(
        new ProcessBuilder("python3", "--version").start().waitFor() == 0, "no python3");
    List<String> lines = StackClassifierTest.recorded();
    List<String> withControl = new ArrayList<String>(lines);
    for (String l : lines) {
      if (l.contains("ModeFrames.PLAINTEXT;")) {
        withControl.add(l.replace("ModeFrames.PLAINTEXT;", "ModeFrames.CONTROL;"));
      }
    }
    Files.createDirectories(profiles);
    Files.write(profiles.resolve("fork-cpu.collapsed"), withControl, StandardCharsets.UTF_8);
    return withControl;
  }

  /** The script's text on {@code profiles}, with {@code more} and no leaf frames. */
  private static String profileDiff(Path profiles, String... more) throws Exception {
    List<String> command = new ArrayList<String>();
    command.add("python3");
    command.add("scripts/profile-diff.py");
    command.add(profiles.toString());
    command.add("--top");
    command.add("0");
    command.addAll(java.util.Arrays.asList(more));
    return Commands.output(command.toArray(new String[0]));
  }

  /** The script's category names; it puts unattributed samples with the rest. */
  private static String name(CpuCategory c) {
    switch (c) {
      case CIPHER:
        return "cipher";
      case PARQUET_CRYPTO:
        return "parquet crypto";
      default:
        return "rest";
    }
  }
}
