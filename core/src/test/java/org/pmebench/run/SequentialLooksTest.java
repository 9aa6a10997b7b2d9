package org.pmebench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import org.junit.jupiter.api.Test;

class SequentialLooksTest {
  @Test
  void theForksSpreadIsPutDownToTheRoundsOrTheJvmsByTheVarianceTheRoundsExplain() {
    // The default runs of 2026-11-25: W1's forks 2.8 points apart, the rounds alone 2.8.
    assertTrue(SequentialLooks.source(0.028, 0.028).startsWith("the host's noise from round to round"));
    // A ci run: forks 1.18 apart, rounds 0.78: the rounds explain 44% of the variance.
    assertTrue(SequentialLooks.source(0.0118, 0.0078).startsWith("the rounds' noise and the JVMs differing alike"));
    assertTrue(SequentialLooks.source(0.0162, 0.0071).startsWith("mostly the JVMs differing"));
    assertEquals("the host's noise", SequentialLooks.source(0.01, Double.NaN));
  }

  @Test
  void aLookIsNamedAfterItsStep() {
    assertEquals("jdk17-parquet-read-intrinsics-on-look2", SequentialLooks.lookId("jdk17-parquet-read-intrinsics-on", 2));
  }
}
