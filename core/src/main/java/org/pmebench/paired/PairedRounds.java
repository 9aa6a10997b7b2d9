package org.pmebench.paired;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;

/**
 * Paired, interleaved measurement inside one JVM: each round runs every variant (the plaintext file
 * and each encrypted one) once, in a freshly shuffled order, and times each with the wall clock and
 * the thread's CPU clock. What disturbs a round (a noisy neighbour, a GC, a frequency change)
 * disturbs its variants alike, so the per-round ratio encrypted / plaintext keeps the cost of
 * encryption and loses most of the noise; the shuffle keeps a variant from always running first, or
 * always right after another.
 */
public final class PairedRounds {
  private final List<Variant> variants;
  private final Variant[] bySlot = new Variant[PairedSlot.values().length];
  private final Random random;
  private final ThreadClock clock;
  private final GcCounter gc;
  private final RoundHook hook;
  private final long[] wall = new long[bySlot.length];
  private final long[] cpu = new long[bySlot.length];
  private final long[] collections = new long[bySlot.length];
  private final long[] gcMillis = new long[bySlot.length];
  private final long[] allocated = new long[bySlot.length];
  private final long[] jvmThreads = new long[bySlot.length];
  private final long[] jitThreads = new long[bySlot.length];
  private final long[] pauseThreads = new long[bySlot.length];
  private final long[] jvm0 = new long[JvmThreadsClock.PARTS];
  private final long[] jvm1 = new long[JvmThreadsClock.PARTS];
  private long round;
  private long verified;
  private ValueChecksum plaintext;
  private List<Variant> lastOrder = Collections.emptyList();

  public PairedRounds(List<Variant> variants, Random random, ThreadClock clock, RoundHook hook) {
    this(variants, random, clock, GcCounter.NONE, hook);
  }

  public PairedRounds(
      List<Variant> variants, Random random, ThreadClock clock, GcCounter gc, RoundHook hook) {
    boolean encrypted = false;
    for (Variant v : variants) {
      if (bySlot[v.slot.ordinal()] != null) {
        throw new IllegalArgumentException("variant " + v + " given twice");
      }
      bySlot[v.slot.ordinal()] = v;
      encrypted |= v.mode.encrypted();
    }
    if (bySlot[PairedSlot.PLAINTEXT.ordinal()] == null || !encrypted) {
      throw new IllegalArgumentException(
          "a paired round needs the PLAINTEXT variant and at least one encrypted one, "
              + "got "
              + variants);
    }
    this.variants = Collections.unmodifiableList(new ArrayList<Variant>(variants));
    this.random = random;
    this.clock = clock;
    this.gc = gc;
    this.hook = hook;
  }

  /**
   * The rounds of a benchmark fork: a randomly seeded shuffle, the system's clocks, and the
   * calibrated regression if the fork was started with one.
   */
  public static PairedRounds forFork(List<Variant> variants) {
    return new PairedRounds(
        variants,
        new Random(),
        ThreadClock.system(),
        GcCounter.system(),
        CalibratedRegression.fromSystemProperties());
  }

  /**
   * Runs one round and adds its times to {@code totals}. A variant that throws fails the round with
   * {@link VariantFailedException}, which names it and the round; nothing of that round is added.
   */
  public long run(Consumer<Object> sink, RoundTotals totals) {
    round++;
    List<Variant> order = new ArrayList<Variant>(variants);
    Collections.shuffle(order, random);
    lastOrder = order;
    Arrays.fill(wall, 0);
    Arrays.fill(cpu, 0);
    long produced = 0;
    for (Variant v : order) {
      boolean hooked = !v.slot.model();
      if (hooked) {
        hook.before(v.mode);
      }
      // The JVM threads' clocks allocate a map: read outside the allocation count.
      gc.jvmThreadsCpuNanos(jvm0);
      long gc0 = gc.collections();
      long gcMillis0 = gc.millis();
      long allocated0 = gc.allocatedBytes();
      long cpu0 = clock.cpuNanos();
      long wall0 = clock.wallNanos();
      try {
        produced += ModeFrames.run(v, sink);
      } catch (Exception | Error e) {
        throw new VariantFailedException(v, round, order.toString(), e);
      }
      long wall1 = clock.wallNanos();
      long cpu1 = clock.cpuNanos();
      long allocated1 = gc.allocatedBytes();
      gc.jvmThreadsCpuNanos(jvm1);
      int m = v.slot.ordinal();
      boolean jvmKnown =
          jvm0[JvmThreadsClock.ALL] != GcCounter.UNKNOWN
              && jvm1[JvmThreadsClock.ALL] != GcCounter.UNKNOWN;
      jvmThreads[m] =
          jvmKnown ? jvm1[JvmThreadsClock.ALL] - jvm0[JvmThreadsClock.ALL] : GcCounter.UNKNOWN;
      jitThreads[m] =
          jvmKnown ? jvm1[JvmThreadsClock.JIT] - jvm0[JvmThreadsClock.JIT] : GcCounter.UNKNOWN;
      pauseThreads[m] =
          jvmKnown
              ? jvm1[JvmThreadsClock.GC_PAUSES] - jvm0[JvmThreadsClock.GC_PAUSES]
              : GcCounter.UNKNOWN;
      allocated[m] =
          allocated0 == GcCounter.UNKNOWN || allocated1 == GcCounter.UNKNOWN
              ? GcCounter.UNKNOWN
              : allocated1 - allocated0;
      collections[m] = gc.collections() - gc0;
      gcMillis[m] = gc.millis() - gcMillis0;
      wall[m] = wall1 - wall0;
      cpu[m] =
          cpu0 == ThreadClock.UNKNOWN || cpu1 == ThreadClock.UNKNOWN
              ? ThreadClock.UNKNOWN
              : cpu1 - cpu0;
      if (hooked) {
        hook.after(v.mode, wall[m]);
      }
    }
    totals.add(
        bySlot, wall, cpu, collections, gcMillis, allocated, jvmThreads, jitThreads, pauseThreads);
    return produced;
  }

  /**
   * The check of a read benchmark's answers, outside the timed rounds ({@link AnswerChecks} calls
   * it at the end of the fork and at most every 30 s before): every file is read once more, through
   * the same compiled read path, into a {@link ValueChecksum}, and a file whose values differ from
   * the plaintext file's fails the configuration with {@link ReadMismatchException}, naming it and
   * the round. A provider or a compiled path that starts decrypting wrongly in the middle of a fork
   * is caught at the next check, where the tag does not catch it (AES_GCM_CTR_V1's page data has
   * none). The plaintext file's checksum is taken once, at the first check; the A/A control
   * (plaintext too) and the cost models (they read nothing) are left out.
   */
  public void verifyReads() {
    if (plaintext == null) {
      plaintext = checksum(bySlot[PairedSlot.PLAINTEXT.ordinal()]);
    }
    for (Variant v : variants) {
      if (!v.slot.encryptedFile()) {
        continue;
      }
      ValueChecksum read = checksum(v);
      if (!read.equals(plaintext)) {
        throw new ReadMismatchException(v, round, read, plaintext);
      }
    }
    verified++;
  }

  private ValueChecksum checksum(Variant v) {
    ValueChecksum sum = new ValueChecksum();
    try {
      v.operation.run(sum);
    } catch (Exception | Error e) {
      throw new VariantFailedException(v, round, e);
    }
    return sum;
  }

  /** How many times {@link #verifyReads} found every file's values right. */
  public long verified() {
    return verified;
  }

  /** The order of the last round (for tests and diagnostics). */
  public List<Variant> lastOrder() {
    return lastOrder;
  }

  public List<Variant> variants() {
    return variants;
  }
}
