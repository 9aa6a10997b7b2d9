package org.pmebench.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pmebench.host.HostLoad;
import org.pmebench.summary.OverheadRow;
import org.pmebench.summary.SummaryFile;

/** The gate's note on two host states: plaintext time per file, current over baseline. */
class HostSpeedTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  private static OverheadRow row(double wall, Double cpu) {
    com.fasterxml.jackson.databind.node.ObjectNode o =
        JSON.createObjectNode().put("plaintextScore", wall);
    if (cpu != null) {
      o.put("plaintextCpuScore", cpu);
    }
    return SummaryFile.row(o);
  }

  @Test
  void aHostThatRanThePlaintextFilesSlowerIsSaidNotFailed() {
    Map<String, OverheadRow> baseline = new HashMap<String, OverheadRow>();
    Map<String, OverheadRow> current = new HashMap<String, OverheadRow>();
    baseline.put("R1", row(9.5, 8.9));
    current.put("R1", row(15.0, 14.0));
    baseline.put("R7", row(9.4, 8.8));
    current.put("R7", row(16.2, 15.5));
    baseline.put("only in the baseline", row(1, 1.0));
    HostSpeed host = HostSpeed.of(baseline, current);
    assertEquals(2, host.rows);
    assertEquals(Math.sqrt(14.0 / 8.9 * 15.5 / 8.8), host.factor, 1e-12);
    assertTrue(host.differs());
    assertTrue(
        host.toMarkdown().contains("**The hosts differ**: the current run took 1.66×"),
        host.toMarkdown());
    assertFalse(
        host.toMarkdown().contains("While they measured"),
        "runs from before the host was recorded");

    HostLoad quiet = new HostLoad();
    quiet.neighbours = 0;
    quiet.steal = 0;
    quiet.iowait = 0;
    HostLoad busy = new HostLoad();
    busy.neighbours = 0.44;
    busy.steal = 0.001;
    busy.iowait = 0;
    HostSpeed recorded = HostSpeed.of(baseline, current, quiet, busy);
    assertTrue(
        recorded
            .toMarkdown()
            .contains(
                "While they measured, the baseline's host: "
                    + "neighbours 0% of the CPUs, steal 0.0%, iowait 0.0%; the current one's: neighbours 44% of the CPUs, "
                    + "steal 0.1%, iowait 0.0%."),
        recorded.toMarkdown());
  }

  @Test
  void alikeHostsOrNoTimesSayNothing() {
    Map<String, OverheadRow> baseline = new HashMap<String, OverheadRow>();
    Map<String, OverheadRow> current = new HashMap<String, OverheadRow>();
    baseline.put("R1", row(9.5, null));
    current.put("R1", row(10.2, 9.0)); // wall only in the baseline: wall is compared
    HostSpeed host = HostSpeed.of(baseline, current);
    assertEquals(10.2 / 9.5, host.factor, 1e-12);
    assertFalse(host.differs());
    assertEquals("", host.toMarkdown());
    assertTrue(Double.isNaN(HostSpeed.of(baseline, new HashMap<String, OverheadRow>()).factor));
  }

  @Test
  void aZeroTimeOnEitherSideIsNoRow() {
    Map<String, OverheadRow> baseline = new HashMap<String, OverheadRow>();
    Map<String, OverheadRow> current = new HashMap<String, OverheadRow>();
    baseline.put("R1", row(0.0, null));
    current.put("R1", row(2.0, null));
    baseline.put("R7", row(2.0, null));
    current.put("R7", row(0.0, null));
    baseline.put("W1", row(1.0, null));
    current.put("W1", row(1.1, null));
    HostSpeed h = HostSpeed.of(baseline, current);
    assertEquals(1, h.rows, "rows without a time on either side are left out");
    assertEquals(1.1, h.factor, 1e-12);
  }
}
