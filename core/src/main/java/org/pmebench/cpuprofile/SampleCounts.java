package org.pmebench.cpuprofile;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * CPU samples of one measurement iteration by mode and {@link CpuCategory}, from async-profiler's
 * collapsed output, and their names as JMH secondary results ({@code profile.AES_GCM_V1.cipher}).
 * Every label is always present (0 when nothing fell there), so each fork's per-iteration arrays
 * line up.
 */
public final class SampleCounts {
  public static final String PREFIX = "profile.";

  /** The mode of benchmarks that have none (the cipher family). */
  public static final String ALL = "all";

  public static final String STUBS = "cipherStubs";
  public static final String OTHER_THREADS = PREFIX + CpuCategory.OTHER_THREADS.id();

  /**
   * Benchmark-thread samples of a paired fork outside every variant (round bookkeeping, JMH's
   * loop).
   */
  public static final String UNASSIGNED = PREFIX + "unassigned";

  private final List<String> modes;
  private final Map<String, long[]> byMode = new LinkedHashMap<String, long[]>();
  private long otherThreads;
  private long unassigned;

  /**
   * {@code modes}: what the benchmark measures; a sample without a mode frame belongs to the only
   * one, if one.
   */
  public SampleCounts(List<String> modes) {
    this.modes = Collections.unmodifiableList(new ArrayList<String>(modes));
    for (String m : modes) {
      byMode.put(m, new long[CpuCategory.values().length + 1]);
    }
  }

  /**
   * Adds one line of collapsed output: frames, a space, the sample count; other lines are ignored.
   */
  public void addLine(String line) {
    int space = line.lastIndexOf(' ');
    if (space <= 0) {
      return;
    }
    long count;
    try {
      count = Long.parseLong(line.substring(space + 1).trim());
    } catch (NumberFormatException e) {
      return;
    }
    add(StackClassifier.classify(line.substring(0, space)), count);
  }

  void add(StackClassifier.Place place, long count) {
    if (place.category == CpuCategory.OTHER_THREADS) {
      otherThreads += count;
      return;
    }
    String mode = place.mode != null ? place.mode : modes.size() == 1 ? modes.get(0) : null;
    long[] counts = mode == null ? null : byMode.get(mode);
    if (counts == null) {
      unassigned += count;
      return;
    }
    counts[place.category.ordinal()] += count;
    if (place.stub) {
      counts[CpuCategory.values().length] += count;
    }
  }

  /** Label and count of every counter, in a fixed order. */
  public Map<String, Long> labelled() {
    Map<String, Long> out = new LinkedHashMap<String, Long>();
    for (Map.Entry<String, long[]> m : byMode.entrySet()) {
      for (CpuCategory c : CpuCategory.values()) {
        if (c != CpuCategory.OTHER_THREADS) {
          out.put(label(m.getKey(), c.id()), m.getValue()[c.ordinal()]);
        }
      }
      out.put(label(m.getKey(), STUBS), m.getValue()[CpuCategory.values().length]);
    }
    out.put(OTHER_THREADS, otherThreads);
    out.put(UNASSIGNED, unassigned);
    return out;
  }

  public static String label(String mode, String category) {
    return PREFIX + mode + "." + category;
  }
}
