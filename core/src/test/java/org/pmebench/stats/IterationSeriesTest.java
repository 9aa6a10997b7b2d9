package org.pmebench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The steady state's pieces on series small enough to work by hand: an outlier takes its
 * neighbours' weighted mean, two segments differ by more than the floor and the noise, neighbouring
 * equal segments merge. Fractions that binary floating point holds exactly, so that each edge is
 * met exactly.
 */
class IterationSeriesTest {
  private static IterationSeries series(double[] y, double[] w, double noise) {
    return new IterationSeries(y.clone(), w, noise);
  }

  @Test
  void anOutlierBetweenAgreeingNeighboursTakesTheirWeightedMean() {
    IterationSeries s =
        series(new double[] {0, 1, 0.0625, 0.0625}, new double[] {3, 1, 1, 1}, Double.NaN);
    assertEquals(1, s.replaceOutliers(0.125));
    assertEquals(0.0625 / 4, s.y[1], 0, "(3 x 0 + 1 x 0.0625) / (3 + 1)");
    assertEquals(0, s.y[0], 0);
    assertEquals(0.0625, s.y[2], 0, "its neighbour agrees with both of its own: not an outlier");
  }

  @Test
  void anOutlierNeedsNeighboursWithinTheFloorAndADistanceOfOverTwoFloors() {
    // The neighbours exactly a floor apart still agree.
    IterationSeries s = series(new double[] {0, 1, 0.125}, new double[] {1, 1, 1}, Double.NaN);
    assertEquals(1, s.replaceOutliers(0.125));
    assertEquals(0.0625, s.y[1], 0);
    // Exactly two floors from the neighbours' mean is not over two floors.
    s = series(new double[] {0, 0.3125, 0.125}, new double[] {1, 1, 1}, Double.NaN);
    assertEquals(0, s.replaceOutliers(0.125));
    assertEquals(0.3125, s.y[1], 0);
    // Neighbours over a floor apart: a step, not an outlier.
    assertEquals(
        0,
        series(new double[] {0, 1, 0.25}, new double[] {1, 1, 1}, Double.NaN)
            .replaceOutliers(0.125));
    // The first and last iterations have one neighbour only.
    assertEquals(
        0,
        series(new double[] {1, 0, 0}, new double[] {1, 1, 1}, Double.NaN).replaceOutliers(0.125));
    assertEquals(
        0,
        series(new double[] {0, 0, 1}, new double[] {1, 1, 1}, Double.NaN).replaceOutliers(0.125));
  }

  @Test
  void whereTheNoiseIsKnownAnOutlierMustAlsoStandOutOfIt() {
    double[] y = {0, 1, 0};
    double[] w = {1, 2, 1};
    // off = 1; its variance noise x (1/2 + 1/(1+1)) = noise: out of the noise when 1/sqrt(noise) >
    // Z.
    double edge = 1 / (SteadyState.Z_TEST * SteadyState.Z_TEST);
    assertEquals(1, series(y, w, edge * 0.98).replaceOutliers(0.125));
    assertEquals(0, series(y, w, edge * 1.02).replaceOutliers(0.125));
  }

  @Test
  void twoSegmentsDifferByMoreThanTheFloorAndTheNoise() {
    double[] y = {0, 0, 1, 1};
    double[] w = {1, 1, 1, 3};
    // Means 0 and 1 (weights 2 and 4): over the floor; against known noise, 1 / sqrt(noise (1/2 +
    // 1/4)) > Z.
    double edge = 1 / (0.75 * SteadyState.Z_TEST * SteadyState.Z_TEST);
    assertTrue(series(y, w, edge * 0.98).different(0, 2, 4, 0.125));
    assertFalse(series(y, w, edge * 1.02).different(0, 2, 4, 0.125));
    assertFalse(
        series(y, w, edge * 0.98).different(0, 2, 4, 1),
        "a difference of exactly the floor is none");
    // Unknown noise and too few iterations for a t-test ([1, 2) against [2, 4): df 1): only a step
    // of over three
    // floors counts.
    assertTrue(series(y, w, Double.NaN).different(1, 2, 4, 0.3125));
    assertFalse(series(y, w, Double.NaN).different(1, 2, 4, 1.0 / 3 + 1e-9));
    // Unknown noise, df 4: the segments' own spread (none here: a clean step) against Student's t.
    double[] longer = {0, 0, 0, 1, 1, 1};
    double[] ones = {1, 1, 1, 1, 1, 1};
    assertTrue(series(longer, ones, Double.NaN).different(0, 3, 6, 0.125));
    // The same step inside spread as large as itself is no difference.
    assertFalse(
        series(new double[] {0, 1, -1, 1, 2, 0}, ones, Double.NaN).different(0, 3, 6, 0.125));
  }

  @Test
  void aSeriesSplitsAtItsStepsAndEqualNeighboursMerge() {
    double[] y = {0, 0, 0, 1, 1, 1, 2, 2, 2};
    double[] w = new double[y.length];
    Arrays.fill(w, 1);
    IterationSeries s = series(y, w, 1e-4);
    List<Integer> bounds = new ArrayList<Integer>();
    s.split(0, y.length, 0.125, bounds);
    bounds.sort(null);
    assertEquals(Arrays.asList(3, 6), bounds);
    assertEquals(0, s.sse(0, 3), 0);
    assertEquals(
        0.75,
        series(new double[] {0, 1}, new double[] {1, 3}, 1e-4).sse(0, 2),
        1e-15,
        "weighted: 1 x 0.75^2 + 3 x 0.25^2 about the mean 0.75");
    assertEquals(6, s.sse(0, 9), 1e-12, "3 x 1 + 3 x 0 + 3 x 1 about the mean 1");
    List<Integer> merged = new ArrayList<Integer>(Arrays.asList(0, 3, 6, 9));
    series(new double[] {0, 0, 0, 0.125, 0.125, 0.125, 2, 2, 2}, w, 1e-4)
        .mergeEquivalent(merged, 0.125);
    assertEquals(
        Arrays.asList(0, 6, 9),
        merged,
        "segments exactly a floor apart merge; the step to 2 stays");
    List<Integer> none = new ArrayList<Integer>(Arrays.asList(0, 3, 6, 9));
    s.mergeEquivalent(none, 0.125);
    assertEquals(Arrays.asList(0, 3, 6, 9), none);
    List<Integer> flat = new ArrayList<Integer>();
    series(new double[] {1, 1, 1, 1}, new double[] {1, 1, 1, 1}, 1e-4).split(0, 4, 0.125, flat);
    assertTrue(flat.isEmpty());
  }
}
