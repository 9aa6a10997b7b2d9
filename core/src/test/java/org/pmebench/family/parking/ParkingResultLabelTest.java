package org.pmebench.family.parking;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pmebench.family.parquet.ParquetFamily;
import org.pmebench.report.ParquetTable;
import org.pmebench.report.ReportPart;
import org.pmebench.results.JmhResult;

/**
 * The separate forks' table (--pairing separate) names the parking family's results as the family
 * says (its benchmark, which columns, from what), and every other result by its workload, without
 * the report knowing which.
 */
class ParkingResultLabelTest {
  private static JmhResult result(String benchmark, String mode, Map<String, String> more) {
    Map<String, String> params = new HashMap<String, String>(more);
    params.put("spec", "R1");
    params.put("mode", mode);
    return new JmhResult(
        benchmark,
        "avgt",
        1,
        1,
        "17",
        "VM",
        Collections.<String>emptyList(),
        params,
        10,
        1,
        "ms/op",
        5,
        Collections.<String, JmhResult.Metric>emptyMap());
  }

  @Test
  void theParkingFamilyNamesItsOwnResultsAndNoOthers() {
    Map<String, String> parking = new HashMap<String, String>();
    parking.put("columns", "sensitive");
    parking.put("source", "csv");
    ParquetTable table =
        new ParquetTable(
            Collections.<ReportPart>singletonList(new ParkingFamily(new ParquetFamily())));
    table.addAll(
        Arrays.asList(
            result("org.pmebench.parking.ParkingReadBenchmark.readFile", "PLAINTEXT", parking),
            result("org.pmebench.parking.ParkingReadBenchmark.readFile", "AES_GCM_V1", parking),
            result(
                "org.pmebench.parquet.ParquetReadBenchmark.readFile",
                "PLAINTEXT",
                Collections.<String, String>emptyMap()),
            result(
                "org.pmebench.parquet.ParquetReadBenchmark.readFile",
                "AES_GCM_V1",
                Collections.<String, String>emptyMap())));
    String md = table.toMarkdown();
    assertTrue(md.contains("| ParkingRead R1 columns=sensitive source=csv | AES_GCM_V1 |"), md);
    assertTrue(md.contains("| R1 | AES_GCM_V1 |"), md);
  }
}
