package org.pmebench.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Locale;
import org.apache.commons.math3.stat.StatUtils;
import org.pmebench.crypto.ModuleCosts;
import org.pmebench.results.CipherFingerprint;

/**
 * The host's speed behind {@code estimate}'s prices: SunJCE's 64 KiB AES-GCM in pmebench's JVM,
 * timed as a run times its fingerprint, around each calibration and at each estimate. A shared host
 * drifts, and prices from a faster or slower hour are that hour's; the estimate says so instead of
 * rescaling (docs/your-data.md).
 */
final class HostSpeed {
  /** Seconds of GCM per measurement: a run's fingerprint's, so that the two speeds compare. */
  static final double SECONDS = RunLaunch.FINGERPRINT_SECONDS;

  /**
   * A probe within the ± does not show the reads held still: on an Intel Xeon here their extra CPU
   * moved 23-42% in twenty minutes while this probe moved 4-10% (docs/your-data.md).
   */
  static final String WITHIN =
      "within the estimate's ±, which does not say the reads held still (their extra CPU "
          + "drifts more than this probe: docs/your-data.md)";

  private HostSpeed() {}

  /** The host's GCM speed now, MB/s. */
  static double measure() {
    return CipherFingerprint.gcmMegabytesPerSecond(SECONDS);
  }

  /**
   * The speed {@code now} against the calibration's, in one line and in {@code json}. A move counts
   * when it passes both the estimate's own ± and the calibration's move between its two ends.
   */
  static String line(double now, ModuleCosts costs, ObjectNode json) {
    json.put("gcmMegabytesPerSecond", now);
    String line =
        String.format(Locale.ROOT, "host: SunJCE's 64 KiB AES-GCM runs at %.0f MB/s here now", now);
    List<Double> then = costs.hostGcmMegabytesPerSecond;
    if (then == null || then.isEmpty()) {
      return line
          + "; the cached calibration did not record its host's speed (--recalibrate for one that does)";
    }
    ArrayNode calibration = json.putArray("calibration");
    double[] values = new double[then.size()];
    for (int i = 0; i < values.length; i++) {
      values[i] = then.get(i);
      calibration.add(values[i]);
    }
    double mean = StatUtils.mean(values);
    double ratio = now / mean;
    double own = costs.aroundRead == null ? 0 : costs.aroundRead.relativeHalfWidth();
    double tolerance = Math.max(own, (StatUtils.max(values) - StatUtils.min(values)) / mean);
    boolean moved = Math.abs(ratio - 1) > tolerance;
    json.put("ratio", ratio);
    json.put("moved", moved);
    line +=
        String.format(
            Locale.ROOT,
            ", %s MB/s around the calibration: %.2f times its speed, ",
            values.length == 2
                ? String.format(Locale.ROOT, "%.0f and %.0f", values[0], values[1])
                : String.format(Locale.ROOT, "%.0f", mean),
            ratio);
    return line
        + (moved
            ? String.format(
                Locale.ROOT,
                "a larger move than the estimate's ± (%.0f%%): the ms below are "
                    + "the calibration's host's; --recalibrate prices this one (a shared host drifts: docs/your-data.md)",
                100 * tolerance)
            : WITHIN);
  }
}
