package org.pmebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The host's speed against the calibration's: the line and the JSON, by hand-made speeds. */
class HostSpeedTest {
  @Test
  void theHostsSpeedIsComparedWithTheCalibrationsBeyondBothTheirSpreads() {
    org.pmebench.crypto.ModuleCosts costs = new org.pmebench.crypto.ModuleCosts();
    com.fasterxml.jackson.databind.node.ObjectNode json =
        new com.fasterxml.jackson.databind.ObjectMapper().createObjectNode();
    costs.hostGcmMegabytesPerSecond = java.util.Collections.emptyList();
    assertEquals(
        "host: SunJCE's 64 KiB AES-GCM runs at 1356 MB/s here now; the cached calibration did not record its "
            + "host's speed (--recalibrate for one that does)",
        HostSpeed.line(1356, costs, json));
    assertEquals(1356, json.path("gcmMegabytesPerSecond").asDouble(), 0);
    assertFalse(json.has("ratio"));
    // Calibrated at 2,200 and 2,400 MB/s (a spread of 200 over a mean of 2,300: 8.7%), no fit (no ±
    // of its own).
    costs.hostGcmMegabytesPerSecond = java.util.Arrays.asList(2200.0, 2400.0);
    assertEquals(
        "host: SunJCE's 64 KiB AES-GCM runs at 1380 MB/s here now, 2200 and 2400 MB/s around the "
            + "calibration: 0.60 times its speed, a larger move than the estimate's ± (9%): the ms below are the "
            + "calibration's host's; --recalibrate prices this one (a shared host drifts: docs/your-data.md)",
        HostSpeed.line(1380, costs, json));
    assertEquals(0.6, json.path("ratio").asDouble(), 1e-12);
    assertTrue(json.path("moved").asBoolean());
    assertEquals(2, json.path("calibration").size());
    // 2,110 is 8.3% below 2,300: within the calibration's own move of 8.7%; 2,000 (13%) is not.
    assertTrue(
        HostSpeed.line(2110, costs, json)
            .endsWith(
                "0.92 times its speed, within the estimate's ±, which does "
                    + "not say the reads held still (their extra CPU drifts more than this probe: docs/your-data.md)"));
    assertFalse(json.path("moved").asBoolean());
    assertTrue(HostSpeed.line(2000, costs, json).contains("a larger move"));
    // The fit's ± counts when it is the wider: 20% of leave-one-out misses over 4 reads (t with 1
    // degree of freedom).
    costs.aroundRead = new org.pmebench.crypto.AroundCipherCosts();
    costs.aroundRead.relativeError = 0.02;
    for (int i = 0; i < 4; i++) {
      costs.aroundRead.reads.add(new org.pmebench.crypto.AroundCipherCosts.Point());
    }
    double own = costs.aroundRead.relativeHalfWidth();
    assertTrue(own > 0.2 && own < 0.3, "t(1) at 97.5% is 12.7: " + own);
    assertTrue(HostSpeed.line(2300 * (1 - own) + 1, costs, json).endsWith(HostSpeed.WITHIN));
    assertTrue(
        HostSpeed.line(2300 * (1 - own) - 1, costs, json)
            .contains("a larger move than the " + "estimate's ± (" + Math.round(100 * own) + "%)"));
    costs.hostGcmMegabytesPerSecond = java.util.Collections.singletonList(2300.0);
    assertTrue(
        HostSpeed.line(2300, costs, json)
            .contains(", 2300 MB/s around the calibration: 1.00 times"));
  }
}
