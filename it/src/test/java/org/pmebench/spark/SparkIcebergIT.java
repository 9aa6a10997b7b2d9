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

/** The spark family end to end on Iceberg tables (see {@link SparkFamilyIT}). */
class SparkIcebergIT extends SparkEndToEnd {
  /**
   * Iceberg tables from the command line to the report: PME data files, AGS1 manifests, KMS calls
   * per table. The parking citations' query: one table of 2,000 rows takes every step TPC-DS's q03
   * takes (write, query, maintenance, the files described), where q03's three tables (200,000 rows
   * at the smallest scale, written and rewritten in each mode) took 57 s of the build's time
   * instead of 25 s.
   */
  @Test
  void icebergTablesAreEncryptedByIcebergAndTheirKmsCallsAndMaintenanceReported() throws Exception {
    Path run = dir.resolve("iceberg-run");
    PmeBenchProcess r =
        smokeRun(
            run,
            "--spark-format=iceberg",
            "--spark-io=off",
            "--spark-queries=parking_fines",
            "--no-spark-profile");
    assertEquals(0, r.status, r.out);
    assertTrue(
        r.out.contains("Iceberg tables (Hive catalog, embedded metastore)")
            && r.out.contains("maintained "),
        r.out);
    JsonNode summary = JSON.readTree(run.resolve("summary.json").toFile());
    Set<String> rows = new HashSet<String>();
    for (JsonNode o : summary.path("overheads")) {
      rows.add(
          o.path("benchmark").asText().replaceFirst(".*\\.", "")
              + " "
              + o.path("params").path("format").asText());
    }
    assertTrue(
        rows.contains("query iceberg")
            && rows.contains("write iceberg")
            && rows.contains("maintenance iceberg"),
        rows.toString());
    int modes = 0;
    for (JsonNode f : summary.path("sparkIceberg")) {
      modes++;
      boolean encrypted = "AES_GCM_V1".equals(f.path("mode").asText());
      double files = f.path("dataFiles").asDouble();
      assertTrue(files > 0, f.toString());
      assertEquals(encrypted ? files : 0, f.path("pmeDataFiles").asDouble(), f.toString());
      assertEquals(
          encrypted ? f.path("manifests").asDouble() + f.path("manifestLists").asDouble() : 0,
          f.path("encryptedMetadataFiles").asDouble(),
          f.toString());
      assertEquals(
          encrypted ? f.path("tables").asDouble() : 0,
          f.path("writeKmsCalls").asDouble(),
          "one KMS wrap per encrypted table, none per file: " + f);
      if (encrypted) {
        assertTrue(f.path("pmeCheck").asText().startsWith("read "), f.toString());
      }
    }
    assertEquals(3, modes, summary.path("sparkIceberg").toString());
    String report =
        new String(Files.readAllBytes(run.resolve("report.md")), StandardCharsets.UTF_8);
    assertTrue(
        report.contains("#### Iceberg tables: files, encryption and KMS calls")
            && report.contains("table maintenance"),
        report);
    String key =
        org.pmebench.crypto.kms.KmsEncryption.demoKeyList(42).split(",")[0].split(":")[1].trim();
    try (java.util.stream.Stream<Path> files = Files.walk(run)) {
      for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
        assertFalse(
            new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1).contains(key),
            "no master key in " + f);
      }
    }
  }
}
