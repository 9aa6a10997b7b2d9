package org.pmebench.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pmebench.gate.Gate.Row;
import org.pmebench.gate.Gate.Verdict;
import org.pmebench.results.InvalidResultsException;

/**
 * One row's verdict at its boundaries, and the config's bounds: what the gate decides, to the last
 * digit.
 */
class GateDecisionTest {
  private static final GateConfig CONFIG = GateConfig.defaults();

  @TempDir Path dir;

  @Test
  void theAllowedFactorIsTheToleranceTimesTheErrorsAtTheConfidence() {
    Row r = Gate.decide("k", 1.05, 0.01, 1.06, 0.02, 0.10, 2.0, CONFIG);
    double z = 2.3263478740408408; // one-sided 99%
    assertEquals(z, CONFIG.z(), 1e-12);
    assertEquals(1.10 * Math.exp(z * Math.sqrt(0.01 * 0.01 + 0.02 * 0.02)), r.allowed, 1e-12);
    assertEquals(Verdict.PASS, r.verdict);
    assertFalse(r.fails);
  }

  @Test
  void theQuotientCarriesBothSidesErrorsWhetherItPassesOrFails() {
    double both = Math.sqrt(0.01 * 0.01 + 0.02 * 0.02);
    assertEquals(
        both, Gate.decide("k", 1.05, 0.01, 1.06, 0.02, 0.10, 2.0, CONFIG).quotientLogError);
    assertEquals(both, Gate.decide("k", 1.0, 0.01, 1.5, 0.02, 0.10, 2.0, CONFIG).quotientLogError);
    assertEquals(both, Gate.decide("k", 1.0, 0.01, 3.0, 0.02, 0.10, 2.0, CONFIG).quotientLogError);
  }

  @Test
  void aRatioExactlyAtTheAllowedFactorPassesAndTheSmallestStepAboveFails() {
    double allowed = Gate.decide("k", 1.0, 0.01, 1.0, 0.01, 0.10, 10, CONFIG).allowed;
    assertEquals(
        Verdict.PASS, Gate.decide("k", 1.0, 0.01, allowed, 0.01, 0.10, 10, CONFIG).verdict);
    Row above = Gate.decide("k", 1.0, 0.01, Math.nextUp(allowed), 0.01, 0.10, 10, CONFIG);
    assertEquals(Verdict.REGRESSION, above.verdict);
    assertTrue(above.fails);
    // The ratio of the two, not their product: 2.0 over 2.0 is no regression.
    assertEquals(Verdict.PASS, Gate.decide("k", 2.0, 0.01, 2.0, 0.01, 0.10, 10, CONFIG).verdict);
  }

  @Test
  void aRatioExactlyAtTheInverseFactorPassesAndBelowItIsAnImprovement() {
    double allowed = Gate.decide("k", 1.0, 0.01, 1.0, 0.01, 0.10, 10, CONFIG).allowed;
    assertEquals(
        Verdict.PASS, Gate.decide("k", 1.0, 0.01, 1 / allowed, 0.01, 0.10, 10, CONFIG).verdict);
    Row better = Gate.decide("k", 1.0, 0.01, Math.nextDown(1 / allowed), 0.01, 0.10, 10, CONFIG);
    assertEquals(Verdict.IMPROVED, better.verdict);
    assertFalse(better.fails, "an improvement never fails");
    // Half the baseline's ratio is an improvement (its ratio 0.5, not a product of 2).
    assertEquals(
        Verdict.IMPROVED, Gate.decide("k", 2.0, 0.01, 1.0, 0.01, 0.10, 10, CONFIG).verdict);
  }

  @Test
  void aRatioExactlyAtTheCapPassesAndAboveItFailsWhateverTheBaseline() {
    assertEquals(Verdict.PASS, Gate.decide("k", 1.5, 0.01, 1.5, 0.01, 0.10, 1.5, CONFIG).verdict);
    Row above = Gate.decide("k", 1.6, 0.01, Math.nextUp(1.5), 0.01, 0.10, 1.5, CONFIG);
    assertEquals(Verdict.ABOVE_CAP, above.verdict);
    assertTrue(above.fails);
  }

  @Test
  void theConfigsBoundsAreInclusiveWhereTheyShouldBeAndValuesAreReadAsGiven() throws Exception {
    GateConfig c =
        config(
            "{\"tolerance\": 0, \"aggregateTolerance\": 0.25, \"confidence\": 0.5, "
                + "\"maxRatio\": {\"AES_GCM_V1\": 0.001}, \"missingFromCurrent\": \"ignore\", \"newInCurrent\": \"fail\"}");
    assertEquals(0, c.tolerance, 0);
    assertEquals(0.25, c.aggregateTolerance, 0);
    assertEquals(0.5, c.confidence, 0);
    assertEquals(0.001, c.maxRatio.get("AES_GCM_V1"), 0);
    assertEquals(GateConfig.Missing.IGNORE, c.missingFromCurrent);
    assertEquals(GateConfig.Missing.FAIL, c.newInCurrent);
    for (String bad :
        new String[] {
          "{\"tolerance\": -0.001}",
          "{\"aggregateTolerance\": -1}",
          "{\"confidence\": 1}",
          "{\"confidence\": 0.4999}",
          "{\"maxRatio\": {\"AES_GCM_V1\": 0}}",
          "{\"missingFromCurrent\": \"maybe\"}",
          "{\"tolerance\": \"ten\"}"
        }) {
      try {
        config(bad);
        throw new AssertionError("accepted " + bad);
      } catch (InvalidResultsException expected) {
        assertTrue(expected.getMessage().contains("gate.json: "), expected.getMessage());
      }
    }
  }

  private GateConfig config(String json) throws Exception {
    Path file = dir.resolve("gate.json");
    Files.write(file, json.getBytes(StandardCharsets.UTF_8));
    return GateConfig.read(file);
  }
}
