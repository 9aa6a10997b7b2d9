package org.pmebench.summary;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.pmebench.cpuprofile.CpuAttribution;
import org.pmebench.cpuprofile.CpuCategory;
import org.pmebench.cpuprofile.SampleCounts;

/** A result row's {@code attribution}: where its forks' CPU samples went, per mode. */
final class Attributions {
  private Attributions() {}

  /**
   * {@code attribution} of a profiled result: per mode the shares of its benchmark-thread samples
   * (cipher, its intrinsic stubs, parquet crypto, rest, unattributed); the fork's other threads.
   * A fork where the profiler could not start, or a result with no samples, says so.
   */
  static AttributionNote of(CpuAttribution profile) {
    if (profile == null) {
      return null;
    }
    AttributionNote a = new AttributionNote();
    if (profile.unavailable) {
      a.available = false;
      a.note = "async-profiler could not start in the fork (another OS or architecture, or a JVM without "
          + "its support); the reason is in jmh.log";
      return a;
    }
    a.available = true;
    a.samples = (long) profile.samples;
    if (profile.samples == 0) {
      a.note = "no samples: nothing to attribute";
      return a;
    }
    a.otherThreads = share(profile.otherThreadsShare());
    a.unassigned = share(profile.unassignedShare());
    ObjectNode modes = JsonNodeFactory.instance.objectNode();
    a.modes = modes;
    for (String mode : profile.modes()) {
      ObjectNode m = modes.putObject(mode);
      m.put("samples", profile.threadSamples(mode));
      if (profile.threadSamples(mode) == 0) {
        m.put("note", "no samples");
        continue;
      }
      for (CpuCategory c : CpuAttribution.THREAD_CATEGORIES) {
        Estimates.estimate(m.putObject(c.id()), profile.share(mode, c));
      }
      Estimates.estimate(m.putObject(SampleCounts.STUBS), profile.stubShare(mode));
      Estimates.estimate(m.putObject("crypto"), profile.cryptoShare(mode));
    }
    return a;
  }

  /** A share with its interval. */
  static AttributionNote.Share share(CpuAttribution.Estimate e) {
    AttributionNote.Share s = new AttributionNote.Share();
    s.value = e.value;
    s.low = e.low;
    s.high = e.high;
    return s;
  }
}
