package org.pmebench.paired;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pmebench.crypto.EncryptionMode;

class PairedRoundsTest {
  private static final EncryptionMode P = EncryptionMode.PLAINTEXT;
  private static final EncryptionMode G = EncryptionMode.AES_GCM_V1;
  private static final EncryptionMode C = EncryptionMode.AES_GCM_CTR_V1;

  /** The variants {@link #variant} made, in the order they ran. */
  private final List<EncryptionMode> log = new ArrayList<EncryptionMode>();

  /** The clock of every test's rounds. */
  private final FakeClock clock = new FakeClock();

  /** A clock that each operation advances by a set amount: wall and CPU time are exactly known. */
  private static final class FakeClock implements ThreadClock {
    long wall;
    long cpu;
    boolean cpuMeasured = true;

    @Override
    public long wallNanos() {
      return wall;
    }

    @Override
    public long cpuNanos() {
      return cpuMeasured ? cpu : UNKNOWN;
    }
  }

  /**
   * Collections, their milliseconds and allocated bytes as a test sets them; the JVM's threads'
   * clocks only when {@link #threads} is set.
   */
  private static final class FakeGc implements GcCounter {
    long collections;
    long millis;
    long allocated = UNKNOWN;
    long[] threads;

    @Override
    public long collections() {
      return collections;
    }

    @Override
    public long millis() {
      return millis;
    }

    @Override
    public long allocatedBytes() {
      return allocated;
    }

    @Override
    public void jvmThreadsCpuNanos(long[] into) {
      if (threads == null) {
        GcCounter.super.jvmThreadsCpuNanos(into);
      } else {
        System.arraycopy(threads, 0, into, 0, JvmThreadsClock.PARTS);
      }
    }
  }

  /**
   * A file of {@code mode} (1000 bytes) whose read advances the clock by {@code wall} and {@code
   * cpu}, then does {@code also}.
   */
  private Variant costing(EncryptionMode mode, long wall, long cpu, Runnable also) {
    return new Variant(
        mode,
        sink -> {
          clock.wall += wall;
          clock.cpu += cpu;
          also.run();
          return 1;
        },
        1000,
        0);
  }

  /** Rounds of {@code variants} in the order {@code random} shuffles, with no hook. */
  private PairedRounds rounds(Random random, Variant... variants) {
    return new PairedRounds(Arrays.asList(variants), random, clock, RoundHook.NONE);
  }

  /** Records which variant ran, and advances the clock by its wall and CPU cost. */
  private Variant variant(EncryptionMode mode, long wall, long cpu) {
    return new Variant(
        mode,
        sink -> {
          log.add(mode);
          sink.accept(mode);
          clock.wall += wall;
          clock.cpu += cpu;
          return 1;
        },
        1000 + mode.ordinal(),
        0);
  }

  @Test
  void everyRoundRunsEveryVariantOnceAndTheOrderReallyVaries() {
    PairedRounds rounds =
        rounds(new Random(7), variant(P, 10, 10), variant(G, 11, 11), variant(C, 12, 12));
    RoundTotals totals = new RoundTotals();
    List<Object> consumed = new ArrayList<Object>();
    Set<List<EncryptionMode>> orders = new HashSet<List<EncryptionMode>>();
    for (int r = 0; r < 200; r++) {
      log.clear();
      assertEquals(3, rounds.run(consumed::add, totals));
      assertEquals(
          new HashSet<EncryptionMode>(Arrays.asList(P, G, C)),
          new HashSet<EncryptionMode>(log),
          "round " + r);
      assertEquals(3, log.size(), "each variant exactly once in round " + r);
      orders.add(new ArrayList<EncryptionMode>(log));
    }
    assertEquals(
        6, orders.size(), "all 6 orders of 3 variants occur in 200 shuffled rounds: " + orders);
    assertEquals(200, totals.rounds());
    assertEquals(600, consumed.size(), "what every variant produced went to the sink");
  }

  @Test
  void wallAndCpuTimeArePerVariantAndTheLogRatiosPerRound() {
    // Encrypted costs 25% more wall time and 10% more CPU time than plaintext, in every round.
    PairedRounds rounds = rounds(new Random(1), variant(P, 400, 300), variant(G, 500, 330));
    RoundTotals totals = new RoundTotals();
    for (int r = 0; r < 5; r++) {
      rounds.run(x -> {}, totals);
    }
    assertEquals(5 * 400, totals.sum(PairedSlot.of(P), SlotCounter.WALL_NANOS), 0);
    assertEquals(5 * 500, totals.sum(PairedSlot.of(G), SlotCounter.WALL_NANOS), 0);
    assertEquals(5 * 300, totals.sum(PairedSlot.of(P), SlotCounter.CPU_NANOS), 0);
    assertEquals(5 * 330, totals.sum(PairedSlot.of(G), SlotCounter.CPU_NANOS), 0);
    assertEquals(
        5 * Math.log(1.25), totals.sum(PairedSlot.of(G), SlotCounter.LN_WALL_RATIO), 1e-12);
    assertEquals(
        5 * Math.log(1.25) * Math.log(1.25),
        totals.sum(PairedSlot.of(G), SlotCounter.LN_WALL_RATIO_SQUARES),
        1e-12);
    assertEquals(5 * Math.log(1.1), totals.sum(PairedSlot.of(G), SlotCounter.LN_CPU_RATIO), 1e-12);
    assertEquals(5 * 1000, totals.sum(PairedSlot.of(P), SlotCounter.FILE_BYTES), 0);
    assertEquals(
        0,
        totals.sum(PairedSlot.of(C), SlotCounter.WALL_NANOS),
        0,
        "a mode not in the rounds stays 0");

    totals.reset();
    assertEquals(0, totals.rounds());
    assertEquals(0, totals.sum(PairedSlot.of(G), SlotCounter.LN_WALL_RATIO), 0);
  }

  @Test
  void withoutThreadCpuTimeTheCpuSumsStayZeroAndWallTimeIsStillMeasured() {
    clock.cpuMeasured = false;
    PairedRounds rounds = rounds(new Random(1), variant(P, 400, 300), variant(G, 500, 330));
    RoundTotals totals = new RoundTotals();
    rounds.run(x -> {}, totals);
    assertEquals(0, totals.sum(PairedSlot.of(P), SlotCounter.CPU_NANOS), 0);
    assertEquals(0, totals.sum(PairedSlot.of(G), SlotCounter.LN_CPU_RATIO), 0);
    assertEquals(Math.log(1.25), totals.sum(PairedSlot.of(G), SlotCounter.LN_WALL_RATIO), 1e-12);
  }

  @Test
  void aVariantThatThrowsFailsTheRoundNamingItAndTheRoundAndAddsNothing() {
    int[] calls = {0};
    Variant flaky =
        new Variant(
            C,
            sink -> {
              if (++calls[0] == 3) {
                throw new IllegalStateException("tag mismatch");
              }
              return 0;
            },
            1,
            0);
    PairedRounds rounds = rounds(new Random(3), variant(P, 1, 1), variant(G, 1, 1), flaky);
    RoundTotals totals = new RoundTotals();
    rounds.run(x -> {}, totals);
    rounds.run(x -> {}, totals);
    VariantFailedException e =
        assertThrows(VariantFailedException.class, () -> rounds.run(x -> {}, totals));
    assertEquals(C, e.mode);
    assertEquals(3, e.round);
    assertTrue(
        e.getMessage().startsWith("variant AES_GCM_CTR_V1 failed in round 3 of this fork"),
        e.getMessage());
    assertTrue(
        e.getMessage().endsWith("java.lang.IllegalStateException: tag mismatch"), e.getMessage());
    assertEquals(2, totals.rounds(), "the failed round is not counted");
  }

  @Test
  void theControlIsASecondPlaintextFileWithItsOwnRatioAndCollectionsAreChargedToTheFileThatRan() {
    FakeGc gc = new FakeGc();
    gc.allocated = 0;
    // The encrypted file makes one collection of 3 ms per round; the control costs 2% more CPU than
    // plaintext.
    Variant encrypted =
        costing(
            G,
            500,
            330,
            () -> {
              gc.collections++;
              gc.millis += 3;
              gc.allocated += 7000;
            });
    Variant control =
        Variant.control(costing(P, 400, 306, () -> gc.allocated += 5000).operation, 1000);
    PairedRounds rounds =
        new PairedRounds(
            Arrays.asList(variant(P, 400, 300), encrypted, control),
            new Random(5),
            clock,
            gc,
            RoundHook.NONE);
    RoundTotals totals = new RoundTotals();
    for (int r = 0; r < 4; r++) {
      rounds.run(x -> {}, totals);
    }
    assertEquals(
        4 * Math.log(1.02), totals.sum(PairedSlot.CONTROL, SlotCounter.LN_CPU_RATIO), 1e-12);
    assertEquals(0, totals.sum(PairedSlot.CONTROL, SlotCounter.LN_WALL_RATIO), 1e-12);
    assertEquals(4 * 306, totals.sum(PairedSlot.CONTROL, SlotCounter.CPU_NANOS), 0);
    assertEquals(4 * 300, totals.sum(PairedSlot.PLAINTEXT, SlotCounter.CPU_NANOS), 0);
    // Against both plaintext copies: encrypted over the geometric mean of plaintext and control.
    assertEquals(
        4 * (Math.log(1.1) - Math.log(1.02) / 2),
        totals.sum(PairedSlot.GCM, SlotCounter.LN_CPU_POOLED),
        1e-12);
    assertEquals(4 * Math.log(1.25), totals.sum(PairedSlot.GCM, SlotCounter.LN_WALL_POOLED), 1e-12);
    assertEquals(
        0,
        totals.sum(PairedSlot.CONTROL, SlotCounter.LN_CPU_POOLED),
        0,
        "the control has no pooled ratio of its own");
    assertEquals(4, totals.sum(PairedSlot.GCM, SlotCounter.GC_COUNT), 0);
    assertEquals(12, totals.sum(PairedSlot.GCM, SlotCounter.GC_MILLIS), 0);
    assertEquals(0, totals.sum(PairedSlot.PLAINTEXT, SlotCounter.GC_COUNT), 0);
    assertEquals(0, totals.sum(PairedSlot.CONTROL, SlotCounter.GC_COUNT), 0);
    assertEquals(4 * 7000, totals.sum(PairedSlot.GCM, SlotCounter.ALLOCATED_BYTES), 0);
    assertEquals(4 * 5000, totals.sum(PairedSlot.CONTROL, SlotCounter.ALLOCATED_BYTES), 0);
    assertEquals(0, totals.sum(PairedSlot.PLAINTEXT, SlotCounter.ALLOCATED_BYTES), 0);
    assertEquals("CONTROL", control.toString());
    assertEquals(
        P, control.mode, "the control is plaintext: a calibrated regression leaves it alone");
  }

  @Test
  void theJvmsOwnThreadsAreChargedToTheFileThatRanWithTheirJitAndPausesParts() {
    FakeGc gc = new FakeGc();
    long[] threads = {0, 0, 0};
    gc.threads = threads;
    // While the encrypted file runs the collectors use 50 ns (30 of them in a pause) and the JIT
    // 20; while
    // plaintext runs, the JIT 10.
    Variant encrypted =
        costing(
            G,
            500,
            330,
            () -> {
              threads[0] += 70;
              threads[1] += 20;
              threads[2] += 30;
            });
    Variant plaintext =
        costing(
            P,
            400,
            300,
            () -> {
              threads[0] += 10;
              threads[1] += 10;
            });
    PairedRounds rounds =
        new PairedRounds(
            Arrays.asList(plaintext, encrypted), new Random(9), clock, gc, RoundHook.NONE);
    RoundTotals totals = new RoundTotals();
    for (int r = 0; r < 3; r++) {
      rounds.run(x -> {}, totals);
    }
    assertEquals(3 * 70, totals.sum(PairedSlot.GCM, SlotCounter.JVM_THREADS_CPU_NANOS), 0);
    assertEquals(3 * 20, totals.sum(PairedSlot.GCM, SlotCounter.JIT_THREADS_CPU_NANOS), 0);
    assertEquals(3 * 10, totals.sum(PairedSlot.PLAINTEXT, SlotCounter.JVM_THREADS_CPU_NANOS), 0);
    assertEquals(3 * 10, totals.sum(PairedSlot.PLAINTEXT, SlotCounter.JIT_THREADS_CPU_NANOS), 0);
    assertEquals(3 * 30, totals.sum(PairedSlot.GCM, SlotCounter.GC_PAUSE_THREADS_CPU_NANOS), 0);
    assertEquals(0, totals.sum(PairedSlot.PLAINTEXT, SlotCounter.GC_PAUSE_THREADS_CPU_NANOS), 0);
  }

  @Test
  void aJvmThatDoesNotGiveItsThreadsClocksAddsNothing() {
    PairedRounds rounds =
        new PairedRounds(
            Arrays.asList(variant(P, 4, 3), variant(G, 5, 4)),
            new Random(4),
            clock,
            GcCounter.NONE,
            RoundHook.NONE);
    RoundTotals totals = new RoundTotals();
    rounds.run(x -> {}, totals);
    assertEquals(0, totals.sum(PairedSlot.GCM, SlotCounter.JVM_THREADS_CPU_NANOS), 0);
    assertEquals(0, totals.sum(PairedSlot.PLAINTEXT, SlotCounter.JVM_THREADS_CPU_NANOS), 0);
  }

  @Test
  void roundHooksSeeEveryFileButNotTheCostModel() {
    List<String> hooked = new ArrayList<String>();
    RoundHook hook =
        new RoundHook() {
          @Override
          public void before(EncryptionMode mode) {
            hooked.add("before " + mode);
          }

          @Override
          public void after(EncryptionMode mode, long wallNanos) {
            hooked.add("after " + mode);
          }
        };
    Variant model = emptyModel();
    PairedRounds rounds =
        new PairedRounds(
            Arrays.asList(variant(P, 1, 1), variant(G, 1, 1), model), new Random(2), clock, hook);
    rounds.run(x -> {}, new RoundTotals());
    assertEquals(
        4, hooked.size(), "before and after the plaintext and the encrypted file only: " + hooked);
    assertTrue(
        hooked.contains("before AES_GCM_V1") && hooked.contains("before PLAINTEXT"),
        hooked.toString());
    assertEquals("AES_GCM_V1 model", model.toString());
  }

  /** A file whose read gives {@code values}. */
  private static Variant reads(EncryptionMode mode, Object... values) {
    return new Variant(
        mode,
        sink -> {
          for (Object v : values) {
            sink.accept(v);
          }
          return values.length;
        },
        1000,
        0);
  }

  private static Variant emptyModel() {
    return Variant.model(
        PairedSlot.GCM,
        org.pmebench.crypto.ModuleReplay.of(
            new org.pmebench.crypto.ModuleRecorder.Recording(
                java.util.Collections.emptyList(), java.util.Collections.emptyList())));
  }

  @Test
  void theCheckOfTheReadsPassesFilesWithThePlaintextsValuesAndLeavesTheCostModelsOut() {
    // The model reads nothing: checked, it would differ from the plaintext file's two values.
    PairedRounds rounds =
        rounds(
            new Random(3),
            reads(P, "a", 1L),
            reads(G, "a", 1L),
            reads(C, "a", 1L),
            Variant.control(reads(P, "a", 1L).operation, 1000),
            emptyModel());
    rounds.run(x -> {}, new RoundTotals());
    assertEquals(0, rounds.verified());
    rounds.verifyReads();
    rounds.verifyReads();
    assertEquals(2, rounds.verified());
  }

  @Test
  void theCheckOfTheReadsFailsTheFileWhoseValuesDifferNamingItAndTheRound() {
    PairedRounds rounds =
        rounds(new Random(3), reads(P, "a", 1L), reads(G, "a", 1L), reads(C, "a", 2L));
    rounds.run(x -> {}, new RoundTotals());
    rounds.run(x -> {}, new RoundTotals());
    ReadMismatchException e = assertThrows(ReadMismatchException.class, rounds::verifyReads);
    assertTrue(
        e.getMessage()
            .startsWith(
                "AES_GCM_CTR_V1 read other values than the plaintext file in the check after "
                    + "round 2 of this fork (warm-up rounds included): 2 records, checksum "),
        e.getMessage());
    assertTrue(
        e.getMessage().contains(", the plaintext file 2 records, checksum "), e.getMessage());
    assertEquals(0, rounds.verified());
    // A record fewer, or the same values in another order, is another answer too.
    PairedRounds fewer = rounds(new Random(3), reads(P, "a", 1L), reads(G, "a"));
    assertTrue(
        assertThrows(ReadMismatchException.class, fewer::verifyReads)
            .getMessage()
            .startsWith(
                "AES_GCM_V1 read other values than the plaintext file in the check after round 0 "),
        "fewer");
    PairedRounds reordered = rounds(new Random(3), reads(P, "a", 1L), reads(G, 1L, "a"));
    assertThrows(ReadMismatchException.class, reordered::verifyReads);
  }

  @Test
  void aFileThatThrowsInTheCheckOfTheReadsFailsItNamed() {
    PairedRounds rounds =
        rounds(
            new Random(3),
            reads(P, "a"),
            new Variant(
                G,
                sink -> {
                  throw new java.io.IOException("tag mismatch");
                },
                1,
                0));
    VariantFailedException e = assertThrows(VariantFailedException.class, rounds::verifyReads);
    assertEquals(
        "variant AES_GCM_V1 failed in the check of its values after round 0 of this fork: "
            + "java.io.IOException: tag mismatch",
        e.getMessage());
  }

  @Test
  void aRoundNeedsPlaintextAndAnEncryptedVariantEachOnce() {
    assertThrows(
        IllegalArgumentException.class,
        () -> rounds(new Random(), variant(G, 1, 1), variant(C, 1, 1)));
    assertThrows(IllegalArgumentException.class, () -> rounds(new Random(), variant(P, 1, 1)));
    assertThrows(
        IllegalArgumentException.class,
        () -> rounds(new Random(), variant(P, 1, 1), variant(G, 1, 1), variant(G, 1, 1)));
    assertThrows(
        IllegalArgumentException.class,
        () -> rounds(new Random(), variant(P, 1, 1), Variant.control(sink -> 0, 1)),
        "a control alone compares nothing");
  }

  @Test
  void theModesParameterAlwaysStartsWithPlaintext() {
    assertEquals(Arrays.asList(P, G, C), PairedModes.withPlaintext("AES_GCM_V1+AES_GCM_CTR_V1"));
    assertEquals(Arrays.asList(P, C), PairedModes.withPlaintext("AES_GCM_CTR_V1"));
    assertThrows(
        IllegalArgumentException.class, () -> PairedModes.withPlaintext("AES_GCM_V1+AES_GCM_V1"));
    assertThrows(IllegalArgumentException.class, () -> PairedModes.withPlaintext("PLAINTEXT"));
    assertEquals(
        "AES_GCM_V1+AES_GCM_CTR_V1",
        PairedModes.join(Arrays.asList("PLAINTEXT", "AES_GCM_V1", "AES_GCM_CTR_V1")));
  }
}
