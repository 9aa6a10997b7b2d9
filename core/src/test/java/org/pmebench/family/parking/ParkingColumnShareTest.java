package org.pmebench.family.parking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.HashMap;
import org.junit.jupiter.api.Test;
import org.pmebench.family.Families;
import org.pmebench.results.JmhResult;
import org.pmebench.run.BenchmarkFamily;
import org.pmebench.summary.SummaryPart;

/**
 * The summary learns the citations' column share (2 of 19) from this family, not from the
 * statistics.
 */
class ParkingColumnShareTest {
  private static JmhResult result(String benchmark) {
    return new JmhResult(
        benchmark,
        "avgt",
        1,
        1,
        "17",
        "VM",
        Collections.<String>emptyList(),
        new HashMap<String, String>(),
        1,
        Double.NaN,
        "ms/op",
        1,
        new HashMap<String, JmhResult.Metric>());
  }

  @Test
  void theFamilyGivesTwoOfNineteenForItsOwnResultsOnly() {
    SummaryPart.Contribution c = null;
    for (BenchmarkFamily<?> f : Families.all()) {
      if ("parking".equals(f.id())) {
        assertTrue(f instanceof SummaryPart, "the parking family is a summary part");
        c = ((SummaryPart) f).summarize(Collections.<JmhResult>emptyList());
      }
    }
    assertEquals(
        2.0 / 19,
        c.subsetColumnShare(result("org.pmebench.parking.ParkingPairedReadAllBenchmark.readRound")),
        0);
    assertTrue(
        Double.isNaN(
            c.subsetColumnShare(result("org.pmebench.files.FilesPairedReadBenchmark.readRound"))));
  }
}
