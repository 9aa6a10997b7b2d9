package org.pmebench.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.pmebench.results.JmhJsonReader;
import org.pmebench.results.JmhResult;
import org.pmebench.stats.PairedRatio;
import org.pmebench.stats.SequentialDesign;

/**
 * Every way the looks stop, on a committed ci result of five forks (R1 and R7, both modes): already
 * resolved, the budget, the design's looks used up (also by a resumed run's earlier looks) and a
 * look that fails. A look that runs is JMH's own Runner, on an include that matches no benchmark,
 * so it fails as a look whose forks cannot start would; a look that adds forks is RunCommandTest's.
 */
class SequentialLooksTest {
  private static final Path FIVE_FORKS =
      SuiteHome.path()
          .resolve(
              Paths.get(
                  "results",
                  "reference",
                  "2026-11-22-issue13-paired-ci",
                  "baseline",
                  "jdk17-parquet-read-intrinsics-on.json"));
  private static final String ID = "jdk17-parquet-read-intrinsics-on";

  @TempDir Path dir;

  private final ByteArrayOutputStream console = new ByteArrayOutputStream();
  private final StringWriter err = new StringWriter();

  private SequentialLooks.Standing looks(
      double points, long budgetSeconds, SequentialDesign design, Map<String, Double> stepSeconds)
      throws IOException {
    Files.copy(FIVE_FORKS, dir.resolve(ID + ".json"), StandardCopyOption.REPLACE_EXISTING);
    StepContext context =
        new StepContext(
            dir,
            null,
            new PrintStream(new ByteArrayOutputStream(), true),
            new PrintStream(console, true),
            new PrintWriter(err, true),
            new Progress(1, 1));
    JmhInvocation nothing =
        new JmhInvocation(
                ID,
                "jdk17",
                JvmVariant.INTRINSICS_ON,
                new OptionsBuilder().include("^org\\.pmebench\\.NoSuchBenchmark$").forks(1).build(),
                1,
                1)
            .pairedRows(JmhInvocation.READS);
    List<SequentialLooks.Standing> all =
        new SequentialLooks(new PrecisionTarget(points, points, budgetSeconds, design), context)
            .run(Collections.<RunStep>singletonList(new JmhStep(nothing)), stepSeconds);
    assertEquals(1, all.size());
    return all.get(0);
  }

  /** The widest headline half-width of the five forks, as the looks judge it. */
  private double widest() throws IOException {
    return looks(1000, 0, SequentialDesign.standard(), Collections.<String, Double>emptyMap())
        .widest;
  }

  /**
   * The same, recomputed: each row's CPU interval at the design's look level, the larger side in
   * points.
   */
  private static double widestByHand() throws Exception {
    double widest = 0;
    for (JmhResult r : JmhJsonReader.read(FIVE_FORKS)) {
      for (PairedRatio ratio : PairedRatio.of(r, SequentialDesign.standard().lookConfidence())) {
        widest =
            Math.max(
                widest,
                100 * Math.max(ratio.cpu.ratio - ratio.cpu.low, ratio.cpu.high - ratio.cpu.ratio));
      }
    }
    return widest;
  }

  private static String points(double p) {
    return String.format(java.util.Locale.ROOT, "%.2f", p);
  }

  @Test
  void aResultPreciseEnoughStopsResolvedWithoutALook() throws Exception {
    double widest = widest();
    assertTrue(widest > 0 && widest < 100, "R1 and R7 at ci: " + widest);
    assertEquals(
        widestByHand(), widest, 1e-9, "the widest headline half-width of both rows, CPU time");
    SequentialLooks.Standing st =
        looks(widest, 0, SequentialDesign.standard(), Collections.<String, Double>emptyMap());
    assertEquals("resolved", st.stopped, "a half-width at the target is precise enough");
    assertEquals(1, st.looks);
    assertEquals(5, st.forks);
    assertFalse(Files.exists(dir.resolve(SequentialLooks.LOOKS_DIR)), "no look ran");
    assertTrue(
        SequentialLooks.describe(
                st,
                new PrecisionTarget(widest * 1.01, widest * 1.01, 0, SequentialDesign.standard()))
            .contains(": resolved, widest ±"));
    assertEquals(
        Boolean.TRUE,
        SequentialLooks.note(
                st,
                new PrecisionTarget(widest * 1.01, widest * 1.01, 0, SequentialDesign.standard()))
            .get("resolved"));
    // Just wider than the target: not resolved (the run's look then fails, below).
    assertTrue(
        looks(widest * 0.99, 0, SequentialDesign.standard(), Collections.<String, Double>emptyMap())
            .stopped
            .startsWith("look 2 failed: "));
  }

  @Test
  void theBudgetStopsALookThatWouldEndPastIt() throws Exception {
    double target = widest() / 2;
    // 50 s for the step's five forks: two more forks take about 20 s, past a budget of 10 s.
    SequentialLooks.Standing st =
        looks(target, 10, SequentialDesign.standard(), Collections.singletonMap(ID, 50.0));
    assertEquals(
        "budget: " + Progress.duration(20) + " more would end past " + Progress.duration(10),
        st.stopped);
    assertEquals(1, st.looks);
    assertFalse(Files.exists(dir.resolve(SequentialLooks.LOOKS_DIR)), "no look ran");
    PrecisionTarget precision =
        new PrecisionTarget(target, target, 10, SequentialDesign.standard());
    String line = SequentialLooks.describe(st, precision);
    assertTrue(
        line.startsWith(
                "  "
                    + ID
                    + ": NOT resolved, "
                    + st.widestRow
                    + " ±"
                    + points(st.widest)
                    + " points after 5 "
                    + "forks in 1 look(s) (forks apart by "
                    + points(100 * st.forkSpread)
                    + " points, ")
            && line.endsWith("; stopped: " + st.stopped),
        line);
    assertTrue(
        line.contains(
            "; ±"
                + points(target)
                + " needs about "
                + SequentialDesign.standard().forksNeeded(st.forkSpread, target)
                + " forks"),
        "how many forks it would take: " + line);
    assertTrue(st.widestRow.matches("spec=R[17] AES_GCM_(CTR_)?V1"), st.widestRow);
    Map<String, Object> note = SequentialLooks.note(st, precision);
    assertEquals(Boolean.FALSE, note.get("resolved"));
    assertEquals(target, (Double) note.get("targetPoints"), 1e-12);
    assertEquals(st.widest, (Double) note.get("widestPoints"), 1e-12);
    assertEquals(st.widestRow, note.get("widestRow"));
    assertEquals(1, note.get("looks"));
    assertEquals(3, note.get("maxLooks"));
    assertEquals(5, note.get("forks"));
    assertEquals(1 - 0.05 / 3, (Double) note.get("confidence"), 1e-12);
    assertTrue(st.forkSpread > 0 && st.fromRounds > 0, st.forkSpread + " " + st.fromRounds);
    assertEquals(100 * st.forkSpread, (Double) note.get("forkSpreadPoints"), 1e-12);
    assertEquals(100 * st.fromRounds, (Double) note.get("fromRoundsPoints"), 1e-12);
    assertEquals(st.stopped, note.get("stopped"));
  }

  @Test
  void aDesignOfOneLookStopsWithItsLooksUsedOrResolved() throws Exception {
    double widest = widest();
    SequentialLooks.Standing st =
        looks(widest / 2, 0, new SequentialDesign(1, 2), Collections.<String, Double>emptyMap());
    assertEquals("looks: all 1 used", st.stopped);
    assertFalse(Files.exists(dir.resolve(SequentialLooks.LOOKS_DIR)), "no look ran");
    assertEquals(
        "resolved",
        looks(widest * 1.01, 0, new SequentialDesign(1, 2), Collections.<String, Double>emptyMap())
            .stopped);
  }

  @Test
  void aResumedRunCountsTheLooksItAlreadyTook() throws Exception {
    double target = widest() / 2;
    Path looks = Files.createDirectories(dir.resolve(SequentialLooks.LOOKS_DIR));
    Files.write(
        looks.resolve(SequentialLooks.lookId(ID, 2) + ".json"),
        "[]".getBytes(StandardCharsets.UTF_8));
    assertEquals(
        "look 3 failed: ",
        looks(target, 0, SequentialDesign.standard(), Collections.<String, Double>emptyMap())
            .stopped
            .substring(0, 15),
        "the next look is the third");
    Files.write(
        looks.resolve(SequentialLooks.lookId(ID, 3) + ".json"),
        "[]".getBytes(StandardCharsets.UTF_8));
    SequentialLooks.Standing st =
        looks(target, 0, SequentialDesign.standard(), Collections.<String, Double>emptyMap());
    assertEquals(3, st.looks);
    assertEquals("looks: all 3 used", st.stopped, "none run again");
  }

  @Test
  void aLookThatFailsLeavesTheResultAsItWasAndSaysSo() throws Exception {
    double widest = widest();
    SequentialLooks.Standing st =
        looks(widest / 2, 0, SequentialDesign.standard(), Collections.<String, Double>emptyMap());
    assertTrue(st.stopped.startsWith("look 2 failed: "), st.stopped);
    assertEquals(widest, st.widest, 1e-12, "judged as before");
    assertEquals(1, st.looks, "the failed look is not counted");
    assertEquals(5, st.forks);
    assertArrayEquals(
        Files.readAllBytes(FIVE_FORKS), Files.readAllBytes(dir.resolve(ID + ".json")));
    assertFalse(
        Files.exists(dir.resolve(SequentialLooks.lookId(ID, 2) + ".json.partial")),
        "no partial file left");
    assertFalse(
        Files.exists(
            dir.resolve(SequentialLooks.LOOKS_DIR)
                .resolve(SequentialLooks.lookId(ID, 2) + ".json")));
    assertTrue(
        err.toString().contains("pmebench: " + SequentialLooks.lookId(ID, 2) + " failed (")
            && err.toString().contains(ID + ".json keeps its 5 forks"),
        err.toString());
    String said = new String(console.toByteArray(), StandardCharsets.UTF_8);
    assertTrue(
        said.contains(
            "precision: look 2 of 3 for "
                + ID
                + ": "
                + st.widestRow
                + " is ±"
                + points(st.widest)
                + " points (target ±"
                + points(st.widest / 2)
                + "); 2 more forks, about "),
        said);
  }

  @Test
  void theForksSpreadIsPutDownToTheRoundsOrTheJvmsByTheVarianceTheRoundsExplain() {
    // The default runs of 2026-11-25: W1's forks 2.8 points apart, the rounds alone 2.8.
    assertEquals(
        "the host's noise from round to round: the rounds alone would put them 2.80 apart",
        SequentialLooks.source(0.028, 0.028));
    // A ci run: forks 1.18 apart, rounds 0.78: the rounds explain 44% of the variance.
    assertTrue(
        SequentialLooks.source(0.0118, 0.0078)
            .startsWith("the rounds' noise and the JVMs differing alike"));
    assertTrue(SequentialLooks.source(0.0162, 0.0071).startsWith("mostly the JVMs differing"));
    assertEquals("the host's noise", SequentialLooks.source(0.01, Double.NaN));
  }

  @Test
  void aLookIsNamedAfterItsStep() {
    assertEquals(
        "jdk17-parquet-read-intrinsics-on-look2",
        SequentialLooks.lookId("jdk17-parquet-read-intrinsics-on", 2));
  }
}
