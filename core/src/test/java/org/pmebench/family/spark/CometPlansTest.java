package org.pmebench.family.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Scans counted in recorded executed plans (q03 on AES_GCM_V1 tables, Spark 3.5.5, Comet 0.12.0).
 */
class CometPlansTest {
  private static String plan(String name) throws IOException {
    try (InputStream in = CometPlansTest.class.getResourceAsStream("/spark/" + name)) {
      java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
      byte[] buf = new byte[8192];
      for (int n; (n = in.read(buf)) > 0; ) {
        out.write(buf, 0, n);
      }
      return new String(out.toByteArray(), StandardCharsets.UTF_8);
    }
  }

  @Test
  void cometsNativeScansOfEncryptedTablesCountOnceInTheFinalPlan() throws IOException {
    CometPlans.Scans s = CometPlans.of(plan("comet-q03-gcm.plan.txt"));
    assertEquals(3, s.scans, "the initial plan's scans are not counted again");
    assertEquals(3, s.nativeScans);
    assertEquals("CometScan [native_iceberg_compat] parquet x3", s.nodesText());
  }

  @Test
  void sparksOwnScansAreNotNative() throws IOException {
    CometPlans.Scans s = CometPlans.of(plan("jvm-q03-gcm.plan.txt"));
    assertEquals(3, s.scans);
    assertEquals(0, s.nativeScans);
    assertEquals("FileScan parquet x3", s.nodesText());
  }

  @Test
  void aScanThatFellBackBesideNativeOnesIsSparks() {
    // A plan without an adaptive wrapper: one Comet scan, one of Spark's under a transition back to
    // rows.
    String plan =
        "*(2) HashAggregate(keys=[], functions=[count(1)])\n"
            + "+- CometColumnarToRow\n"
            + "   +- CometBroadcastHashJoin [a#1L], [b#2L], Inner, BuildRight\n"
            + "      :- CometNativeScan parquet spark_catalog.default.t[a#1L] Batched: true\n"
            + "      +- CometSparkToColumnar\n"
            + "         +- FileScan parquet [b#2L] Batched: true, Format: Parquet\n";
    CometPlans.Scans s = CometPlans.of(plan);
    assertEquals(2, s.scans);
    assertEquals(1, s.nativeScans);
    assertEquals("CometNativeScan parquet x1, FileScan parquet x1", s.nodesText());
  }
}
