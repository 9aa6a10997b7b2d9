package org.pmebench.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pmebench.PmeBenchProcess;

/**
 * The spark family end to end on the user's table and query, with two JCA providers (see {@link
 * SparkFamilyIT}).
 */
class SparkUserTablesIT extends SparkEndToEnd {
  /**
   * The user's table and query in place of TPC-DS's, from the command line to the report, with
   * SunJCE and Bouncy Castle FIPS (from its own jar) each in an application of its own, checked in
   * the driver and the executor.
   */
  @Test
  void theUsersTableAndQueryRunInPairsWithEachProviderAndReportAsTheirs() throws Exception {
    Path orders = dir.resolve("orders.parquet");
    PmeBenchProcess d =
        PmeBenchProcess.run(dir, "dataset", "--table=orders", "--rows=5000", "--output=" + orders);
    assertEquals(0, d.status, d.out);
    Path sql =
        Files.write(
            dir.resolve("cards_by_zip.sql"),
            ("-- cards per zip\nSELECT address.zip, "
                    + "count(DISTINCT card_number) AS cards FROM orders GROUP BY address.zip;\n")
                .getBytes(StandardCharsets.UTF_8));
    Path run = dir.resolve("user-run");
    PmeBenchProcess r =
        smokeRun(
            run,
            "--spark-io=off",
            "--spark-modes=PLAINTEXT,AES_GCM_V1",
            "--spark-tables=orders=" + orders,
            "--spark-sql=" + sql,
            "--spark-columns=card_number,address",
            "--providers=SunJCE,BCFIPS",
            "--provider-jar="
                + PmeBenchProcess.HOME
                    .resolve("target")
                    .resolve("providers")
                    .resolve("bc-fips-2.1.3.jar"),
            "--provider-class=org.bouncycastle.jcajce.provider.BouncyCastleFipsProvider");
    assertEquals(0, r.status, r.out);
    assertTrue(
        r.out.contains("provider BCFIPS: right answers on the driver and 1 executor(s): BCFIPS (")
            && r.out.contains("provider SunJCE: right answers on the driver and 1 executor(s)"),
        r.out);
    assertTrue(
        r.out.contains("spark: your tables orders, 1 queries")
            && r.out.contains("card_number,address " + "columns encrypted"),
        r.out);
    JsonNode summary = JSON.readTree(run.resolve("summary.json").toFile());
    Set<String> rows = new HashSet<String>();
    for (JsonNode o : summary.path("overheads")) {
      JsonNode p = o.path("params");
      rows.add(
          o.path("encryption").asText()
              + " "
              + p.path("query").asText()
              + " "
              + p.path("tables").asText()
              + " "
              + p.path("pmeColumns").asText()
              + " "
              + p.path("provider").asText());
      assertFalse(p.has("scale"), "no TPC-DS scale: " + o);
    }
    assertTrue(
        rows.contains("AES_GCM_V1 cards_by_zip orders card_number,address SunJCE")
            && rows.contains("AES_GCM_V1 cards_by_zip orders card_number,address BCFIPS"),
        rows.toString());
    String report =
        new String(Files.readAllBytes(run.resolve("report.md")), StandardCharsets.UTF_8);
    assertTrue(
        report.contains("## Spark: your queries through Spark SQL")
            && report.contains("Your tables orders, " + "columns card_number, address encrypted"),
        report);
  }
}
