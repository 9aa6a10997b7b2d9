package org.pmebench.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;
import org.pmebench.results.JmhJsonReader;
import org.pmebench.results.JmhResult;
import org.pmebench.run.SuiteHome;
import org.pmebench.stats.ModelVerdict;
import org.pmebench.stats.PairedRatio;

/**
 * The cost model's prediction beside a measured ratio ({@code model.cpu} and {@code model.wall} in
 * summary.json), recomputed by hand from the estimates of committed runs (R1 in both modes: a ci
 * run of five forks, and a quick run of one, whose intervals are its rounds' only): 1 + the
 * replayed crypto work's fraction, measured over predicted, and the verdict from the interval of
 * their difference (the two half-widths in quadrature) against the ±0.5-point band.
 */
class PredictedRatioTest {
  private static final Path CI =
      SuiteHome.path()
          .resolve(
              Paths.get(
                  "results",
                  "reference",
                  "2026-11-26-issue47-fips",
                  "ci",
                  "jdk17-parquet-read-intrinsics-on.json"));
  private static final Path ONE_FORK =
      SuiteHome.path()
          .resolve(
              Paths.get(
                  "results",
                  "reference",
                  "2026-11-24-issue28-releases",
                  "quick-1-fork",
                  "jdk17-parquet-read-intrinsics-on.json"));
  private static final double EXACT = 1e-12;

  @Test
  void thePredictionIsOnePlusTheReplayedFractionAndItsVerdictComesFromTheirDifference()
      throws Exception {
    assertEquals(4, rows(CI, false), "GCM and GCM-CTR, CPU and wall");
    assertEquals(4, rows(ONE_FORK, true));
  }

  private static int rows(Path file, boolean roundsOnly) throws Exception {
    int rows = 0;
    for (JmhResult r : JmhJsonReader.read(file)) {
      for (PairedRatio ratio : PairedRatio.of(r)) {
        assertEquals(roundsOnly, ratio.model.cpu.roundsOnly(), file.toString());
        rows += check(ratio.model.cpu, ratio.cpu, ratio.encryption + " cpu");
        rows += check(ratio.model.wall, ratio.wall, ratio.encryption + " wall");
      }
    }
    return rows;
  }

  private static int check(
      PairedRatio.Estimate fraction, PairedRatio.Estimate measured, String row) {
    assertTrue(fraction != null && measured != null && fraction.hasInterval(), row);
    RowEstimate p = PairedNotes.predicted(fraction, measured, JmhResult.Timing.UNKNOWN);
    assertEquals(1 + fraction.ratio, p.ratio, EXACT, row);
    assertEquals(1 + fraction.low, p.low, EXACT, row);
    assertEquals(1 + fraction.high, p.high, EXACT, row);
    assertEquals(measured.ratio / (1 + fraction.ratio), p.unexplained, EXACT, row);
    assertEquals(fraction.roundsOnly() ? Summary.ROUNDS_ONLY : Summary.FORKS, p.interval, row);
    assertEquals(1 + fraction.steadyState.steadyCost(), p.steadyState.ratio, EXACT, row);
    double d = measured.ratio - (1 + fraction.ratio);
    double half =
        Math.sqrt(
            Math.pow((measured.high - measured.low) / 2, 2)
                + Math.pow((fraction.high - fraction.low) / 2, 2));
    assertEquals(d, p.difference.value, EXACT, row);
    assertEquals(d - half, p.difference.low, EXACT, row);
    assertEquals(d + half, p.difference.high, EXACT, row);
    String verdict =
        d - half >= -0.005 && d + half <= 0.005
            ? ModelVerdict.AGREES
            : d - half > 0 || d + half < 0 ? ModelVerdict.DISAGREES : ModelVerdict.NOT_RESOLVED;
    assertEquals(verdict, p.verdict, row);
    assertEquals(
        ModelVerdict.AGREES.equals(verdict)
            ? Boolean.TRUE
            : ModelVerdict.DISAGREES.equals(verdict) ? Boolean.FALSE : null,
        p.agrees,
        row);
    return 1;
  }
}
