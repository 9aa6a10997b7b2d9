package org.pmebench.paired;

/**
 * The schema of what a paired fork records per slot: each entry is one kind of sum over an
 * iteration's rounds, its name's suffix after the slot's prefix (e.g. {@code gcmCtr} + {@code
 * LnCpuRatio}), its unit, the clock it reads and which slots have it. {@code PairedCounters} writes
 * exactly these (a test holds it to that), the families that turn other runtimes' and engines'
 * results into JMH's shape write them by the same names, and the statistics read them through this
 * type, never by a name typed twice.
 */
public enum SlotCounter {
  WALL_NANOS("WallNanos", Unit.NANOSECONDS, Clock.WALL, Slots.ALL),
  /**
   * The benchmark thread's CPU time; 0 when the JVM cannot read it (and for engines whose work runs
   * elsewhere).
   */
  CPU_NANOS("CpuNanos", Unit.NANOSECONDS, Clock.THREAD_CPU, Slots.ALL),
  FILE_BYTES("FileBytes", Unit.BYTES, Clock.NONE, Slots.FILES),
  /** The encrypted columns' bytes in the encrypted file (a subset's share of the file). */
  ENCRYPTED_COLUMN_BYTES("EncryptedColumnBytes", Unit.BYTES, Clock.NONE, Slots.ENCRYPTED_FILES),
  GC_COUNT("GcCount", Unit.COUNT, Clock.NONE, Slots.FILES),
  GC_MILLIS("GcMillis", Unit.MILLISECONDS, Clock.WALL, Slots.FILES),
  /** Bytes the benchmark thread allocated (0 where the JVM cannot count them). */
  ALLOCATED_BYTES("AllocatedBytes", Unit.BYTES, Clock.NONE, Slots.FILES),
  /**
   * The JVM's own threads (collectors, JIT compilers, the VM thread) while the file ran; 0 where
   * not read.
   */
  JVM_THREADS_CPU_NANOS("JvmThreadsCpuNanos", Unit.NANOSECONDS, Clock.JVM_THREADS_CPU, Slots.FILES),
  /** The JIT compiler threads' part of {@link #JVM_THREADS_CPU_NANOS}. */
  JIT_THREADS_CPU_NANOS("JitThreadsCpuNanos", Unit.NANOSECONDS, Clock.JIT_THREADS_CPU, Slots.FILES),
  /** The collection pauses' part of {@link #JVM_THREADS_CPU_NANOS}. */
  GC_PAUSE_THREADS_CPU_NANOS(
      "GcPauseThreadsCpuNanos", Unit.NANOSECONDS, Clock.GC_PAUSE_THREADS_CPU, Slots.FILES),
  /**
   * Another runtime's process CPU clock as it gives it (the peers' drivers); no JVM fork writes it.
   */
  PROCESS_CPU_NANOS("ProcessCpuNanos", Unit.NANOSECONDS, Clock.PROCESS_CPU, Slots.OTHER_RUNTIMES),
  GCM_MODULES("GcmModules", Unit.COUNT, Clock.NONE, Slots.ENCRYPTED_FILES),
  GCM_MODULE_BYTES("GcmModuleBytes", Unit.BYTES, Clock.NONE, Slots.ENCRYPTED_FILES),
  CTR_MODULES("CtrModules", Unit.COUNT, Clock.NONE, Slots.ENCRYPTED_FILES),
  CTR_MODULE_BYTES("CtrModuleBytes", Unit.BYTES, Clock.NONE, Slots.ENCRYPTED_FILES),
  /** The module cipher objects parquet created. */
  CIPHERS("Ciphers", Unit.COUNT, Clock.NONE, Slots.ENCRYPTED_FILES),
  /** How a cost model's replay divided its wall time ({@code org.pmebench.crypto.ReplaySplit}). */
  REPLAY_OBJECT_NANOS("ReplayObjectNanos", Unit.NANOSECONDS, Clock.WALL, Slots.MODELS),
  REPLAY_GCM_NANOS("ReplayGcmNanos", Unit.NANOSECONDS, Clock.WALL, Slots.MODELS),
  REPLAY_GCM_CALL_NANOS("ReplayGcmCallNanos", Unit.NANOSECONDS, Clock.WALL, Slots.MODELS),
  REPLAY_CTR_NANOS("ReplayCtrNanos", Unit.NANOSECONDS, Clock.WALL, Slots.MODELS),
  REPLAY_CTR_CALL_NANOS("ReplayCtrCallNanos", Unit.NANOSECONDS, Clock.WALL, Slots.MODELS),
  /**
   * Per round ln(slot / plaintext), summed, and its squares: the paired ratio's mean and spread.
   */
  LN_WALL_RATIO("LnWallRatio", Unit.LN_RATIO, Clock.WALL, Slots.NOT_PLAINTEXT),
  LN_WALL_RATIO_SQUARES(
      "LnWallRatioSquares", Unit.LN_RATIO_SQUARED, Clock.WALL, Slots.NOT_PLAINTEXT),
  LN_CPU_RATIO("LnCpuRatio", Unit.LN_RATIO, Clock.THREAD_CPU, Slots.NOT_PLAINTEXT),
  LN_CPU_RATIO_SQUARES(
      "LnCpuRatioSquares", Unit.LN_RATIO_SQUARED, Clock.THREAD_CPU, Slots.NOT_PLAINTEXT),
  /**
   * Per round ln(slot over the geometric mean of plaintext and control), summed, and its squares.
   */
  LN_WALL_POOLED("LnWallPooled", Unit.LN_RATIO, Clock.WALL, Slots.ENCRYPTED_FILES),
  LN_WALL_POOLED_SQUARES(
      "LnWallPooledSquares", Unit.LN_RATIO_SQUARED, Clock.WALL, Slots.ENCRYPTED_FILES),
  LN_CPU_POOLED("LnCpuPooled", Unit.LN_RATIO, Clock.THREAD_CPU, Slots.ENCRYPTED_FILES),
  LN_CPU_POOLED_SQUARES(
      "LnCpuPooledSquares", Unit.LN_RATIO_SQUARED, Clock.THREAD_CPU, Slots.ENCRYPTED_FILES);

  /** What a counter's sum is in. */
  public enum Unit {
    NANOSECONDS,
    MILLISECONDS,
    BYTES,
    COUNT,
    LN_RATIO,
    LN_RATIO_SQUARED
  }

  /** Which clock a time counter reads; NONE for counts and bytes. */
  public enum Clock {
    WALL,
    THREAD_CPU,
    JVM_THREADS_CPU,
    JIT_THREADS_CPU,
    GC_PAUSE_THREADS_CPU,
    PROCESS_CPU,
    NONE
  }

  /** Which of a JVM fork's slots record the counter. */
  public enum Slots {
    ALL,
    FILES,
    ENCRYPTED_FILES,
    NOT_PLAINTEXT,
    MODELS,
    OTHER_RUNTIMES;

    boolean include(PairedSlot s) {
      switch (this) {
        case ALL:
          return true;
        case FILES:
          return !s.model();
        case ENCRYPTED_FILES:
          return s.encryptedFile();
        case NOT_PLAINTEXT:
          return s != PairedSlot.PLAINTEXT;
        case MODELS:
          return s.model();
        default:
          return false;
      }
    }
  }

  /** The name's part after the slot's prefix. */
  public final String suffix;

  public final Unit unit;
  public final Clock clock;
  public final Slots slots;

  SlotCounter(String suffix, Unit unit, Clock clock, Slots slots) {
    this.suffix = suffix;
    this.unit = unit;
    this.clock = clock;
    this.slots = slots;
  }

  /** The counter's name for {@code slot}, as it stands in JMH's JSON. */
  public String of(PairedSlot slot) {
    return slot.prefix + suffix;
  }

  /** Whether a JVM fork's {@code PairedCounters} records this counter for {@code slot}. */
  public boolean recordedFor(PairedSlot slot) {
    return slot.forked && slots.include(slot);
  }
}
