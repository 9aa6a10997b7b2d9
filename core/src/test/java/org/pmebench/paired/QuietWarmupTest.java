package org.pmebench.paired;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.LongUnaryOperator;
import org.junit.jupiter.api.Test;

class QuietWarmupTest {
  private static final long MS = 1_000_000L;

  /**
   * A fork whose every round takes 100 ms of wall and thread CPU time, and whose JIT spends {@code
   * jitPerRound.applyAsLong(round)} nanoseconds in round {@code round} (counted from 1).
   */
  private static final class FakeFork implements ThreadClock, JvmThreadsClock, Runnable {
    private final LongUnaryOperator jitPerRound;
    long rounds;
    // Neither clock starts at 0: the warm-up counts from where it starts.
    long nanos = 5_000 * MS;
    long jit = 777 * MS;
    boolean jitKnown = true;

    FakeFork(LongUnaryOperator jitPerRound) {
      this.jitPerRound = jitPerRound;
    }

    @Override
    public void run() {
      rounds++;
      nanos += 100 * MS;
      jit += jitPerRound.applyAsLong(rounds);
    }

    @Override
    public long wallNanos() {
      return nanos;
    }

    @Override
    public long cpuNanos() {
      return nanos;
    }

    @Override
    public void read(long[] into) {
      if (!jitKnown) {
        NONE.read(into);
        return;
      }
      into[ALL] = jit;
      into[JIT] = jit;
      into[GC_PAUSES] = 0;
    }

    QuietWarmup.Outcome warm(long maxMillis) {
      return new QuietWarmup(maxMillis, 0.01, 3, 1000, this, this).run(this);
    }
  }

  @Test
  void endsAfterThreeQuietSecondsOnceTheJitStops() {
    // Compiling at 10% of the thread's time for 5 s, then 0.5%.
    FakeFork fork = new FakeFork(r -> r <= 50 ? 10 * MS : MS / 2);
    QuietWarmup.Outcome outcome = fork.warm(60_000);
    assertTrue(outcome.quiet);
    assertEquals(8_000, outcome.millis);
    assertEquals(80, outcome.rounds);
    assertEquals(0.005, outcome.lastShare, 1e-9);
    assertEquals(
        "JIT quiet after 8.0 s (80 rounds; JIT 0.50% of the thread's CPU in the last second)",
        outcome.toString());
  }

  @Test
  void aQuietSecondBetweenLumpsDoesNotEndIt() {
    // A lump every third second: two quiet seconds in a row at most, until second 12.
    FakeFork fork = new FakeFork(r -> r <= 120 && ((r - 1) / 10) % 3 == 2 ? 30 * MS : 0);
    QuietWarmup.Outcome outcome = fork.warm(60_000);
    assertTrue(outcome.quiet);
    assertEquals(15_000, outcome.millis);
  }

  @Test
  void theBoundEndsAJitThatNeverGoesQuiet() {
    FakeFork fork = new FakeFork(r -> 5 * MS);
    QuietWarmup.Outcome outcome = fork.warm(20_000);
    assertFalse(outcome.quiet);
    assertEquals(20_000, outcome.millis);
    assertEquals(0.05, outcome.lastShare, 1e-9);
    assertTrue(
        outcome.toString().startsWith("bound reached, JIT not quiet after 20.0 s"),
        outcome.toString());
  }

  @Test
  void withoutTheJitsClockTheRoundsRunToTheBound() {
    FakeFork fork = new FakeFork(r -> 0);
    fork.jitKnown = false;
    QuietWarmup.Outcome outcome = fork.warm(5_000);
    assertFalse(outcome.quiet);
    assertEquals(5_000, outcome.millis);
    assertTrue(Double.isNaN(outcome.lastShare));
  }

  @Test
  void theShareIsTheLimitItself() {
    // Exactly 1% is quiet; the streak starts in the first second.
    FakeFork fork = new FakeFork(r -> MS);
    assertEquals(3_000, fork.warm(60_000).millis);
  }

  @Test
  void theDefaultIsWhatTheDocsAndHelpSay() {
    // docs/running.md and run --help: "at or below 3% ... for 3 seconds in a row".
    assertEquals(0.03, QuietWarmup.DEFAULT_SHARE, 0);
    assertEquals(3, QuietWarmup.QUIET_WINDOWS);
    assertEquals(1000, QuietWarmup.WINDOW_MILLIS);
  }

  @Test
  void thePropertyGivesTheBoundAndTheShare() {
    FakeFork fork = new FakeFork(r -> 0);
    QuietWarmup w = QuietWarmup.parse(QuietWarmup.propertyValue(45_000, 0.02), fork, fork);
    assertEquals(45_000, w.maxMillis);
    assertEquals(0.02, w.quietShare, 0);
    assertEquals(QuietWarmup.DEFAULT_SHARE, QuietWarmup.parse("30000", fork, fork).quietShare, 0);
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> QuietWarmup.parse("soon", fork, fork));
    assertTrue(e.getMessage().contains("maxMillis[,share]"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> QuietWarmup.parse("0", fork, fork));
    assertThrows(IllegalArgumentException.class, () -> QuietWarmup.parse("1000,-1", fork, fork));
    assertEquals(
        0, QuietWarmup.parse("1,0", fork, fork).quietShare, 0, "the smallest bound and share");
    assertEquals(1, new QuietWarmup(1, 0, 1, 1, fork, fork).quietWindows);
    assertThrows(IllegalArgumentException.class, () -> new QuietWarmup(1, 0, 0, 1, fork, fork));
    assertThrows(IllegalArgumentException.class, () -> new QuietWarmup(1, 0, 1, 0, fork, fork));
  }
}
