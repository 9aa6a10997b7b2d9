package org.pmebench.floor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pmebench.results.JmhResult;

/**
 * The floor: openssl speed's rows fitted per construction, and a file's calls and bytes priced with
 * it.
 */
class CipherFloorTest {
  static JmhResult row(String algorithm, long size, double callsPerSecond) {
    Map<String, String> params = new HashMap<String, String>();
    params.put(CipherFloor.ALGORITHM_PARAM, algorithm);
    params.put(CipherFloor.SIZE_PARAM, org.pmebench.crypto.ChunkSize.format(size));
    params.put("provider", "OpenSSL 3.0.19");
    return new JmhResult(
        CipherFloor.BENCHMARK,
        "thrpt",
        1,
        1,
        "OpenSSL 3.0.19",
        "openssl",
        Collections.<String>emptyList(),
        params,
        callsPerSecond,
        Double.NaN,
        "ops/s",
        1,
        new HashMap<String, JmhResult.Metric>());
  }

  /** Rows of a construction whose call takes a + b x size ns exactly. */
  static List<JmhResult> rows(String algorithm, double a, double b) {
    List<JmhResult> rows = new ArrayList<JmhResult>();
    for (long size : new long[] {16, 64, 256, 1024, 8192, 16384}) {
      rows.add(row(algorithm, size, 1e9 / (a + b * size)));
    }
    return rows;
  }

  @Test
  void aLineThroughTheSizesGivesPerCallAndPerByteCost() {
    List<JmhResult> rows = rows(CipherFloor.GCM, 450, 0.3);
    rows.addAll(rows(CipherFloor.CTR, 60, 0.12));
    CipherFloor floor = CipherFloor.of(rows);
    assertEquals(450, floor.gcm.perCallNanos, 1e-6);
    assertEquals(0.3, floor.gcm.perByteNanos, 1e-9);
    assertEquals(60, floor.ctr.perCallNanos, 1e-6);
    assertEquals("OpenSSL 3.0.19", floor.source);
    // 26 GCM modules of 18,718 bytes and 17 CTR modules of 740,149 bytes.
    assertEquals(
        26 * 450 + 18718 * 0.3 + 17 * 60 + 740149 * 0.12, floor.nanos(26, 18718, 17, 740149), 1e-3);
  }

  @Test
  void noRowsNoFloorAndCtrModulesWithoutACtrLineAreUnpriced() {
    assertNull(CipherFloor.of(new ArrayList<JmhResult>()));
    CipherFloor gcmOnly = CipherFloor.of(rows(CipherFloor.GCM, 450, 0.3));
    assertNull(gcmOnly.ctr);
    assertTrue(Double.isNaN(gcmOnly.nanos(26, 18718, 17, 740149)));
    assertEquals(43 * 450 + 758867 * 0.3, gcmOnly.nanos(43, 758867, 0, 0), 1e-3);
  }
}
