package org.pmebench.report;

import java.util.List;
import java.util.Locale;
import org.pmebench.summary.GcNote;
import org.pmebench.summary.OverheadRow;

/**
 * What encryption costs beyond the benchmark thread, per paired row that read the JVM's own
 * threads: the bytes each file allocated, the extra per encrypted byte, the collections that fell
 * on each file, the CPU time of the JVM's threads (GC, JIT) per file, and the overhead on the
 * thread's clock beside the overhead on the process's. Rows without the JVM's threads (runs before
 * 2026-11-25, separate forks) are left out.
 */
public final class GarbageTable {
  private GarbageTable() {}

  /** The table with its heading, or "" when no row read the JVM's threads. */
  public static String toMarkdown(List<OverheadRow> rows, RowLabels labels) {
    StringBuilder md = new StringBuilder();
    for (OverheadRow o : rows) {
      GcNote g = o.gc;
      if (g == null || g.encryptedJvmThreadsMicrosPerFile == null || o.processCpu == null) {
        continue;
      }
      md.append(
          String.format(
              Locale.ROOT,
              "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |%n",
              labels.label(o),
              o.jvm,
              o.encryption,
              allocated(g),
              extraPerEncryptedByte(o, g),
              String.format(
                  Locale.ROOT,
                  "%.0f / %.0f",
                  1000 * g.plaintextCollectionsPerRound,
                  1000 * g.encryptedCollectionsPerRound),
              gcThreads(g),
              String.format(
                  Locale.ROOT,
                  "%.0f → %.0f",
                  g.plaintextJitMicrosPerFile,
                  g.encryptedJitMicrosPerFile),
              garbageAtGcRate(o, g),
              Numbers.overheadInterval(o.cpu),
              Numbers.overheadInterval(o.cpuWithGc),
              Numbers.overheadInterval(o.processCpu)));
    }
    if (md.length() == 0) {
      return "";
    }
    return "## Garbage, collections and the JVM's own threads\n\n"
        + "The overhead on the benchmark thread's CPU clock leaves out the work encryption makes on other threads: "
        + "collecting its garbage and compiling its code. Per file: the bytes the thread allocated (plaintext → "
        + "encrypted), the extra per byte PME encrypted, the collections that fell while each file ran (per 1,000 "
        + "files; a young collection lands on the file whose allocation filled the young generation), and the CPU "
        + "time of the JVM's own threads while it ran: the collectors' (GC: in pauses, i.e. the workers and the VM "
        + "thread, + concurrent, i.e. G1's refinement and marking) and the JIT compilers' (which fall as the code "
        + "settles). A young collection starts when an allocation finds the young generation full, so pauses grow "
        + "with what is allocated and fall, in the long run, on each file in proportion to what it allocates; "
        + "concurrent work grows with reference stores into old objects and with the live set, and falls on "
        + "whichever file runs. The next column prices the encrypted file's extra garbage at the pauses' CPU per "
        + "byte both files allocated (in points of the plaintext file's thread CPU). The last three columns are the overhead on the "
        + "thread's CPU time, on the thread's plus the GC threads' (the process's but for the JIT, which is still "
        + "compiling after the warm-up and falls on both files alike) and on the process's (geometric means of "
        + "each iteration's ratio of sums), with 95% intervals; † not from one steady state (the JIT and the collectors "
        + "work in lumps, which three iterations a fork rarely average out). Rows with `heap=consumer` ran in G1's own sizing with "
        + "a live set, as a consumer would (`--heap consumer`); the others in the suite's fixed heap, where "
        + "collections are rare by design.\n\n"
        + "| workload | JVM | mode | allocated per file | extra bytes per encrypted byte | collections per 1,000 "
        + "files (plaintext / encrypted) | GC threads, µs per file: pauses + concurrent | JIT threads, µs per file "
        + "| extra garbage at the pauses' rate, µs per file | overhead, thread CPU | overhead, thread + GC threads | overhead, process CPU |\n"
        + "|---|---|---|---|---:|---|---|---|---|---|---|---|\n"
        + md
        + "\n";
  }

  /** "2.34 MB → 2.64 MB". */
  private static String allocated(GcNote g) {
    if (g.plaintextAllocatedBytesPerFile == null || g.encryptedAllocatedBytesPerFile == null) {
      return "–";
    }
    return Numbers.significant(g.plaintextAllocatedBytesPerFile / 1e6)
        + " MB → "
        + Numbers.significant(g.encryptedAllocatedBytesPerFile / 1e6)
        + " MB";
  }

  /** The encrypted file's extra allocation over PME's encrypted bytes (the cost model's count). */
  private static String extraPerEncryptedByte(OverheadRow o, GcNote g) {
    if (g.plaintextAllocatedBytesPerFile == null
        || g.encryptedAllocatedBytesPerFile == null
        || o.extraCost == null
        || o.extraCost.encryptedBytes == null
        || !(o.extraCost.encryptedBytes > 0)) {
      return "–";
    }
    return String.format(
        Locale.ROOT,
        "%.2f",
        (g.encryptedAllocatedBytesPerFile - g.plaintextAllocatedBytesPerFile)
            / o.extraCost.encryptedBytes);
  }

  /**
   * "60 + 7 → 100 + 11": the GC threads per file, pauses + concurrent, plaintext → encrypted; "67 →
   * 111" before the split.
   */
  private static String gcThreads(GcNote g) {
    if (g.plaintextGcPauseMicrosPerFile == null || g.encryptedGcPauseMicrosPerFile == null) {
      return String.format(
          Locale.ROOT, "%.0f → %.0f", g.plaintextGcThreadsMicros(), g.encryptedGcThreadsMicros());
    }
    return String.format(
        Locale.ROOT,
        "%.0f + %.0f → %.0f + %.0f",
        g.plaintextGcPauseMicrosPerFile,
        g.plaintextGcThreadsMicros() - g.plaintextGcPauseMicrosPerFile,
        g.encryptedGcPauseMicrosPerFile,
        g.encryptedGcThreadsMicros() - g.encryptedGcPauseMicrosPerFile);
  }

  /**
   * The encrypted file's extra allocation priced at the collection pauses' CPU per byte both files
   * allocated: "120 (+1.4 pt)", with the points of the plaintext file's thread CPU; "–" without the
   * counts (and for runs before the pauses were split out).
   */
  static String garbageAtGcRate(OverheadRow o, GcNote g) {
    if (g.plaintextAllocatedBytesPerFile == null
        || g.encryptedAllocatedBytesPerFile == null
        || g.plaintextGcPauseMicrosPerFile == null
        || g.encryptedGcPauseMicrosPerFile == null) {
      return "–";
    }
    double gc = g.plaintextGcPauseMicrosPerFile + g.encryptedGcPauseMicrosPerFile;
    double perByte = gc / (g.plaintextAllocatedBytesPerFile + g.encryptedAllocatedBytesPerFile);
    double micros = perByte * (g.encryptedAllocatedBytesPerFile - g.plaintextAllocatedBytesPerFile);
    double plaintextCpuMicros = o.plaintextCpuScore * 1e3;
    return String.format(Locale.ROOT, "%.0f", micros)
        + (plaintextCpuMicros > 0
            ? String.format(Locale.ROOT, " (%+.1f pt)", 100 * micros / plaintextCpuMicros)
            : "");
  }
}
