package org.pmebench.summary;

import java.util.LinkedHashMap;
import org.pmebench.cpuprofile.CpuAttribution;
import org.pmebench.cpuprofile.CpuCategory;
import org.pmebench.cpuprofile.SampleCounts;
import org.pmebench.crypto.EncryptionMode;

/** A result row's {@code attribution}: where its forks' CPU samples went, per mode. */
final class Attributions {
  private Attributions() {}

  /**
   * {@code attribution} of a profiled result: per mode the shares of its benchmark-thread samples
   * (cipher, its intrinsic stubs, parquet crypto, rest, unattributed); the fork's other threads. A
   * fork where the profiler could not start, or a result with no samples, says so.
   */
  static AttributionNote of(CpuAttribution profile) {
    if (profile == null) {
      return null;
    }
    AttributionNote a = new AttributionNote();
    if (profile.unavailable) {
      a.available = false;
      a.note =
          "async-profiler could not start in the fork (another OS or architecture, or a JVM without "
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
    a.modes = new LinkedHashMap<String, AttributionNote.ModeShares>();
    for (String mode : profile.modes()) {
      AttributionNote.ModeShares m = new AttributionNote.ModeShares();
      a.modes.put(mode, m);
      m.samples = profile.threadSamples(mode);
      if (m.samples == 0) {
        m.note = "no samples";
        continue;
      }
      for (CpuCategory c : CpuAttribution.THREAD_CATEGORIES) {
        m.shares().put(c.id(), share(profile.share(mode, c)));
      }
      m.shares().put(SampleCounts.STUBS, share(profile.stubShare(mode)));
      m.shares().put("crypto", share(profile.cryptoShare(mode)));
    }
    return a;
  }

  /**
   * A paired row's {@code attribution}: the crypto frames' share of the encrypted file's samples,
   * and the overhead the samples give split into crypto and elsewhere; null without samples of
   * {@code frame}.
   */
  static AttributionNote ofOverhead(CpuAttribution profile, String frame) {
    CpuAttribution.Estimate[] sampled =
        profile == null ? null : profile.overhead(frame, EncryptionMode.PLAINTEXT.name());
    if (sampled == null || profile.threadSamples(frame) == 0) {
      return null;
    }
    AttributionNote a = new AttributionNote();
    a.cryptoShare = share(profile.cryptoShare(frame));
    a.sampledOverhead = share(sampled[0]);
    a.cryptoOverhead = share(sampled[1]);
    a.elsewhereOverhead = share(sampled[2]);
    return a;
  }

  /**
   * A separate-fork row's {@code attribution}: the crypto frames' share of its mode's samples, if
   * any.
   */
  static AttributionNote ofSeparate(CpuAttribution profile, String mode) {
    if (profile == null || profile.threadSamples(mode) == 0) {
      return null;
    }
    AttributionNote a = new AttributionNote();
    a.cryptoShare = share(profile.cryptoShare(mode));
    return a;
  }

  /** A share with its interval. */
  static AttributionNote.Share share(CpuAttribution.Estimate e) {
    return AttributionNote.Share.of(e.value, e.low, e.high);
  }
}
